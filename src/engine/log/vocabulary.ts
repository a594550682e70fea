/**
 * The shared vocabulary of race-log events: the event types and condition attributes that mean the
 * same thing in every ruleset, so the viewer, the ticker and the explainer can show them without a
 * case per ruleset. A ruleset may log further types of its own (they show as plain cues); where one
 * of its events is one of these things, it uses the name here.
 */

/** Event types with a shared meaning, and what the viewer shows for each. */
export const SHARED_EVENT_TYPES = {
  /** A chariot's own move; `path` holds every point passed. */
  move: 'the chariot moves along its path',
  /** A forced sideways slide (Circus Maximus sideslip); `path` holds the slide. */
  sideslip: 'the car slides sideways, the horses fighting it',
  /** Loss of control swinging the chariot off its line (Crudis, Aurigae swerve); `path` if it moves. */
  swerve: 'the chariot swerves off its line',
  /** The chariot breaks up; `at` names where. Its condition becomes `wrecked`. */
  wreck: 'the car breaks up',
  /** A wreck bouncing on to where it comes to rest; `path` holds the bounce. */
  bounce: 'the wreck bounces and scatters',
  /** A chariot hits another one; `at` holds both. */
  ram: 'one chariot rams another',
  /** Two chariots touch without meaning to; `at` holds both. */
  collision: 'two chariots collide',
  /** A lash with the whip at a rival team or driver. */
  'whip-attack': 'a whip lash at a rival',
  /** Dust thrown in a rival's eyes (Circus Maximus pouch of dust). */
  dust: 'a cloud of dust thrown at a rival',
  /** A thrown or thrust knife. */
  knife: 'a knife attack',
  /** A spear attack. */
  spear: 'a spear attack',
  /** Wheels torn off (Crudis rip); a wheel rolls away. */
  'rip-wheels': 'a wheel is ripped off and rolls away',
  /** Two chariots locked together; they then move as one until `separate`. */
  locked: 'two chariots lock together',
  separate: 'locked chariots come apart',
  /** A dead horse left on the track; `at` names its square or point. */
  carcass: 'a horse carcass is left on the track',
  /** A team running on without its driver; `path` if it moves. */
  runaway: 'the team runs on without its driver',
  /** The driver is dragged behind the team by the reins. */
  dragged: 'the driver is dragged behind the team',
  /** The driver is on foot. */
  'on-foot': 'the driver is on foot',
  /** A dead horse or a dragged driver cut free. */
  'cut-free': 'cut free',
  /** A chariot runs over or into a wreck, carcass or other obstacle. */
  'wreck-pass': 'a chariot passes a wreck close by',
  'wreck-cross': 'a chariot runs over a wreck',
  /** The weather changes; the event's `weather` field holds the new weather. */
  weather: 'the weather changes',
  finish: 'a chariot crosses the finish line',
  retire: 'a chariot leaves the race',
} as const;

export type SharedEventType = keyof typeof SHARED_EVENT_TYPES;

/**
 * Condition attributes (`effect.condition[id].attrs`) with a shared meaning. A ruleset that has the
 * notion writes it under this name, with these values.
 */
export const SHARED_ATTRS = {
  /** Where the driver is: 'aboard', 'dragged', 'on-foot', 'down' (out of the race, hurt or dead). */
  driver: ['aboard', 'dragged', 'on-foot', 'down'],
  /** The team: 'harnessed' (driven), 'runaway' (loose and running), 'stopped', 'none' (no horses). */
  team: ['harnessed', 'runaway', 'stopped', 'none'],
  /** Horses still alive and in harness (0-4). */
  horses: 'number',
  /**
   * Integrity or control level, 0 (intact) up: Aurigae's ladder intact, slight, moderate, swerve,
   * crash. The viewer draws horses and car out of line by this much.
   */
  deviation: 'number',
} as const;
