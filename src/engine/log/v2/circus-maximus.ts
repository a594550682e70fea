/**
 * Circus Maximus' events in race log version 2: every event type with its typed fields, as a
 * discriminated union on `type`. The engine writes every field (`CircusMaximusWrittenEventSchema`);
 * a log upgraded from version 1 has only those version 1 held as data (`CircusMaximusEventSchema`:
 * the typed fields optional). The decisions are the kernel's (src/engine/rulesets/circus-maximus/
 * decisions.ts) but the specification, which the driver makes before the race. Speeds are movement
 * factors (MF: a square forward is 1), lanes count from 1 beside the spina.
 */
import { z } from 'zod';
import type { AttackKind } from '../../rulesets/circus-maximus/ai.ts';
import type {
  CarDamage,
  CriticalHit,
  DustResult,
  FlipResult,
  KnifeResult,
  ResultCode,
  ScytheKind,
  Weight,
  WhipKind,
  WreckCross,
} from '../../rulesets/circus-maximus/tables.ts';
import { CM_CAUSES, CM_SPEAR_CHECKS } from './circus-maximus-causes.ts';
import {
  type DraftOf,
  decisionOf,
  type EventOf,
  readEvents,
  SHARED_FIELDS,
  type TypeTable,
  typedFieldsOf,
  writtenEvents,
} from './envelope.ts';

export { CM_CAUSES, CM_SPEAR_CHECKS, type CmCause, type CmSpearCheck } from './circus-maximus-causes.ts';

const ATTACKS = ['lash', 'ram', 'dust', 'knife', 'spear'] as const satisfies readonly AttackKind[];
const RESULTS = [
  'none',
  'sideslip',
  'double-sideslip',
  'jostled',
  'horse-injury',
  'flip',
  'speed-loss',
  'whip-grabbed',
  'forced-brake',
  'driver-wound',
] as const satisfies readonly ResultCode[];
const CAR_DAMAGE = [
  'rebound',
  'glancing',
  'jostled',
  'sideslip',
  'wheel',
  'wheel-sideslip',
  'wheel-double',
] as const satisfies readonly CarDamage[];
const DUST = [
  'fall-out',
  'swerve-into',
  'eye-wound',
  'swerve-away',
  'blinded',
  'blowback',
] as const satisfies readonly DustResult[];
const WOUNDS = [
  'killed',
  'major-wound',
  'minor-wound',
  'minor-horse',
  'major-horse',
  'horse-killed',
] as const satisfies readonly KnifeResult[];
const CRITICAL = ['none', 'jostled', 'head-wound', 'lost-grip'] as const satisfies readonly CriticalHit[];
const FLIPS = ['safe', 'strained', 'flip'] as const satisfies readonly FlipResult[];
const CROSSINGS = ['clean', 'jolt', 'wheel', 'flip'] as const satisfies readonly WreckCross[];
const WHIPS = ['none', 'regular', 'long'] as const satisfies readonly WhipKind[];
const BLADES = ['none', 'scythe', 'long'] as const satisfies readonly ScytheKind[];
const WEIGHTS = ['light', 'normal', 'heavy'] as const satisfies readonly Weight[];

const mf = (says: string) => z.number().int().min(0).describe(`${says} (MF).`);
const lane = z.number().int().min(1).max(8);
const hits = (says: string) => z.number().int().min(0).describe(says);
const horse = z.number().int().min(1).max(4).describe('The horse: 1 (Horse One, on the inside) to 4.');
const cause = z
  .enum(CM_CAUSES)
  .describe(
    'What brought it about: the blow, slide or strain it follows (a lash, a ram, strain in a corner, running over wreckage, …).',
  );
const by = z
  .string()
  .min(1)
  .nullable()
  .describe(
    'The chariot whose act brought it about (the lasher, the rammer, the thrower); null when none did.',
  );
const wheel = z.enum(['left', 'right']).describe('The wheel: left (the spina side) or right.');

const specification = decisionOf(
  'specification',
  z
    .object({
      horses: z
        .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
        .describe('Speed of Horse One to Horse Four (MF).'),
      driverModifier: z.number().int().describe('The driver modifier (CDM).'),
      driverHits: z.number().int().describe('Hits the driver can take.'),
      whip: z.enum(WHIPS).describe('The whip.'),
      leftWheel: z.number().int().describe('Hits the left wheel can take.'),
      rightWheel: z.number().int().describe('Hits the right wheel can take.'),
      endurance: z.number().int().describe('Endurance at the start.'),
      leftBlades: z.enum(BLADES).describe('Blades on the left wheel.'),
      rightBlades: z.enum(BLADES).describe('Blades on the right wheel.'),
      dust: z.boolean().describe('Carries a pouch of dust.'),
      knife: z.boolean().describe('Carries a knife.'),
      spear: z.boolean().describe('Carries a spear.'),
      weight: z.enum(WEIGHTS).describe("The chariot's weight."),
    })
    .describe('The chariot as built.'),
  'The chariot as built (the entrant stats of the header, the horses as a list); `by` is absent where the setup gave it.',
);

const speed = decisionOf(
  'speed',
  z
    .object({
      speed: mf('The turn speed written'),
      strain: z.boolean().describe('An S written beside it: the team is strained as its move begins.'),
      lane: lane.describe('The lane the driver steers for this turn.'),
    })
    .describe('The speed written.'),
  'The speed written, with its S, and the lane aimed for (the scenario format’s decision).',
);

const strain = decisionOf('strain', z.boolean(), 'Whether the driver strains the team as his move begins.');

const attack = decisionOf(
  'attack',
  z
    .object({
      kind: z.enum(ATTACKS).describe('The attack: a lash, a ram, dust, a thrown knife or a spear.'),
      target: SHARED_FIELDS.target.describe('The rival attacked.'),
      part: z.enum(['team', 'driver', 'car']).describe('What it aims at: the team, the driver or the car.'),
    })
    .describe('The attack.'),
  'The attack made (a driver who makes none at a square is not logged: he is asked at every square he could).',
);

/** Every type: what it says, and its typed fields (the decision it carries among them). */
const TYPES = {
  specification: {
    says: 'A chariot is built: horses, driver, wheels, weapons and weight.',
    fields: { decision: specification },
  },
  place: { says: 'A chariot takes its place on the start line.', fields: {} },
  'weather-check': { says: 'The weather is rolled (before the race, or again each lap).', fields: {} },
  weather: { says: 'The weather changes: rain, or the track turning to mud.', fields: {} },
  speed: {
    says: 'A driver writes the turn speed (and the lane aimed for).',
    fields: {
      decision: speed,
      max: mf('The most he could write: team speed + CDM'),
    },
  },
  'turn-start': {
    says: 'A turn begins: the order of moves drawn.',
    fields: { order: SHARED_FIELDS.order.describe('The order of moves drawn, first first.') },
  },
  acceleration: {
    says: 'First turn: how much of the written speed the team gets going.',
    fields: {
      written: mf('The speed written'),
      speed: mf('What the team gets going: the written speed less the roll'),
    },
  },
  strain: {
    says: 'The driver strains the team for extra MF, paid in endurance.',
    fields: {
      decision: strain
        .optional()
        .describe(
          'The decision to strain, where it is made as the move begins (without voluntary straining).',
        ),
      mf: mf('Extra movement the strain gives'),
      paid: z.number().int().min(0).describe('Endurance paid for it.'),
    },
  },
  move: { says: 'The chariot moves along its path.', fields: {} },
  brake: {
    says: 'The chariot brakes (blocked, or forced), paid in endurance.',
    fields: {
      mf: mf('Movement braked away'),
      cause: z
        .enum(['blocked', 'forced'])
        .describe('blocked: a chariot ahead leaves no way on; forced: a lash or a lost grip made him brake.'),
      target: SHARED_FIELDS.target
        .nullable()
        .describe('The chariot blocking the way; null for a forced brake.'),
    },
  },
  'wet-lane-change': {
    says: 'A lane change on a wet track: the chariot may slide on a lane.',
    fields: {
      outcome: z
        .enum(['slides', 'holds'])
        .describe('slides: it slides on a lane more; holds: it holds the line.'),
    },
  },
  'corner-strain': {
    says: 'The chariot takes a corner over its safe speed and rolls on the corner strain chart.',
    fields: {
      speed: mf('The speed it takes the corner at: the MF of its move'),
      safe: mf("The corner's safe speed in that lane, for this chariot and weather"),
      over: z.number().int().min(1).describe('How far over the safe speed (MF): the chart column.'),
      lane: lane.describe('The lane it takes the corner in.'),
      lost: z.number().int().min(0).describe('Endurance lost: the MF over, as far as endurance lasts.'),
      outcome: z
        .enum(RESULTS)
        .describe('What the chart gives (none: it holds the corner); the events that follow carry it out.'),
    },
  },
  sideslip: {
    says: 'The car slides sideways outward.',
    fields: { cause, by },
  },
  jostled: {
    says: 'The driver is jostled: the driver modifier drops, recovering 1 a turn.',
    fields: { cause, by, cdm: z.number().int().describe('The driver modifier (CDM) after it.') },
  },
  barrier: {
    says: 'A slide drives the chariot into the spina or the wall.',
    fields: {
      wall: z.enum(['spina', 'wall']).describe('What it slides into: the spina or the outer wall.'),
      cause,
      by,
    },
  },
  collision: {
    says: 'A sliding chariot runs into a rival: an involuntary ram.',
    fields: { target: SHARED_FIELDS.target.describe('The chariot slid into.'), cause, by },
  },
  decision: {
    says: 'A driver chooses an attack on a rival.',
    fields: { decision: attack },
  },
  'whip-attack': {
    says: "A lash at a rival's team or driver, read on the lash table.",
    fields: {
      target: SHARED_FIELDS.target.describe('The rival lashed.'),
      part: z.enum(['team', 'driver']).describe('What is lashed: the team or the driver.'),
      outcome: z.enum(RESULTS).describe('What the lash table gives; the events that follow carry it out.'),
    },
  },
  'forced-brake': {
    says: 'A lashed driver must brake on his next move.',
    fields: { cause, by },
  },
  'speed-loss': {
    says: 'A lashed team loses MF on its next move.',
    fields: { cause, by, mf: mf('Movement lost on the next move') },
  },
  'whip-grabbed': {
    says: "A rival grabs the lasher's whip.",
    fields: { target: SHARED_FIELDS.target.describe('The lasher, whose whip is grabbed.') },
  },
  dust: {
    says: "A pouch of dust thrown in a rival driver's eyes.",
    fields: {
      target: SHARED_FIELDS.target.describe('The rival the dust is thrown at.'),
      hit: z.boolean().describe('Whether it reaches his eyes.'),
      result: z.enum(DUST).nullable().describe('What the dust attack table gives; null for a miss.'),
    },
  },
  blinded: {
    says: 'A blinded driver rolls to see again.',
    fields: { outcome: z.enum(['sees', 'blinded']).describe('sees: he sees again; blinded: still blinded.') },
  },
  'eye-wound': {
    says: 'Dust in the eyes: the driver goes straight on for two moves.',
    fields: { cause, by, cdm: z.number().int().describe('The driver modifier (CDM) after it.') },
  },
  knife: {
    says: 'A knife thrown at a rival.',
    fields: {
      target: SHARED_FIELDS.target.describe('The rival the knife is thrown at.'),
      small: z.boolean().describe('The small knife every driver carries (not meant for throwing).'),
      range: z.number().int().min(1).describe('The range in squares: one die a square.'),
      hit: z.boolean().describe('Whether it hits.'),
      result: z.enum(WOUNDS).nullable().describe('What the knife attack table gives; null for a miss.'),
    },
  },
  spear: {
    says: 'A spear thrust at a rival, or (one chariot) a driver hurt by his own spear.',
    fields: {
      target: SHARED_FIELDS.target.describe('The chariot struck: the rival, or the holder himself.'),
      own: z
        .enum(CM_SPEAR_CHECKS)
        .nullable()
        .describe(
          'null: a thrust at a rival. Else the spear turned on its holder, and when: ramming, rammed, or straining in a corner.',
        ),
      hit: z.boolean().describe('Whether it hits (a spear turned on its holder always does).'),
      result: z.enum(WOUNDS).nullable().describe('What the spear attack table gives; null for a miss.'),
    },
  },
  'spear-check': {
    says: 'A spear holder rolls to keep hold of his spear in a ram.',
    fields: {
      cause: z
        .enum(CM_SPEAR_CHECKS)
        .describe(
          'When he checks: ramming, rammed, or straining in a corner. He keeps it safe (else a spear event).',
        ),
    },
  },
  'driver-wound': {
    says: 'The driver takes hits; a critical hit may follow.',
    fields: {
      cause,
      by,
      hits: hits('Hits taken.'),
      left: hits('Hits he can still take.'),
      critical: z
        .enum(CRITICAL)
        .nullable()
        .describe('What the critical hit table gives; null when none was rolled (no hit left to take).'),
    },
  },
  ram: {
    says: "A chariot rams a rival's team or car.",
    fields: {
      target: SHARED_FIELDS.target.describe('The rival rammed.'),
      part: z.enum(['team', 'car']).describe('What is rammed: the team or the car.'),
    },
  },
  evasion: {
    says: 'The rammed chariot tries to swerve away.',
    fields: {
      target: SHARED_FIELDS.target.describe('The rammer it tries to evade.'),
      outcome: z.enum(['evades', 'caught']).describe('evades: it swerves away; caught: the ram strikes.'),
    },
  },
  'ram-result': {
    says: 'What the ram does, read on the horse injury or car damage table.',
    fields: {
      target: SHARED_FIELDS.target.describe('The chariot whose team, car or wheel the roll is for.'),
      table: z
        .enum(['horse-injury', 'damage-to-cars', 'wheel-damage'])
        .describe('The table read: horse injury (a ram on the team), damage to cars, or wheel damage.'),
      hits: z
        .number()
        .int()
        .min(0)
        .nullable()
        .describe('Hits the horse injury or wheel damage table gives; null for damage to cars.'),
      damage: z
        .enum(CAR_DAMAGE)
        .nullable()
        .describe('What the damage to cars table gives; null for the others.'),
    },
  },
  'horse-hit': {
    says: 'A horse takes hits; a critical horse hit may follow.',
    fields: {
      cause,
      by,
      horse,
      hits: hits('Hits it takes, the critical horse hit’s included.'),
      killed: z.boolean().describe('Whether it is killed.'),
      teamSpeed: mf('The team speed after it'),
    },
  },
  'wheel-damage': {
    says: 'A wheel takes hits.',
    fields: {
      cause,
      by,
      wheel,
      hits: hits('Hits it takes.'),
      damage: hits('Hits on the wheel after it.'),
      capacity: hits('Hits the wheel can take: with as many it breaks.'),
    },
  },
  'flip-check': {
    says: 'A damaged wheel: the chariot rolls against a flip.',
    fields: {
      wheel,
      damage: hits('The wheel damage rolled against.'),
      outcome: z
        .enum(FLIPS)
        .describe('safe: higher than the damage; strained: equal (one more wheel hit); flip: lower.'),
    },
  },
  wreck: {
    says: 'The chariot flips and is wrecked; the team and the driver are rolled for.',
    fields: { cause, by },
  },
  'wreck-cross': {
    says: 'A chariot runs over a wreck and rolls on the wreck crossing table.',
    fields: {
      wreck: SHARED_FIELDS.wreck
        .nullable()
        .describe('The chariot whose wreck it runs over; null for a horse carcass.'),
      outcome: z.enum(CROSSINGS).describe('What the wreck crossing table gives.'),
    },
  },
  carcass: {
    says: 'A dead horse is left on the track.',
    fields: { horse },
  },
  'cut-free': {
    says: 'A dead horse is cut out of the harness, or a tangled driver cuts himself free.',
    fields: {
      what: z
        .enum(['horse', 'driver'])
        .describe('horse: a dead horse cut out of the harness; driver: a dragged driver cuts himself free.'),
      horse: horse.nullable().describe('The dead horse cut out; null for the driver.'),
    },
  },
  runaway: {
    says: 'A team runs on without its driver, until the attendants catch it.',
    fields: {
      what: z
        .enum(['driver-falls', 'bolts', 'runs', 'caught'])
        .describe(
          'driver-falls: the driver falls from the car and the team runs on; bolts: the team bolts from its wreck; ' +
            'runs: it runs after the moves; caught: the attendants catch it and lead it off.',
        ),
      squares: z.number().int().min(0).nullable().describe('Squares it runs (runs); null otherwise.'),
      cause: cause.nullable().describe('What threw the driver out (driver-falls); null otherwise.'),
      by,
    },
  },
  dragged: {
    says: 'The driver is dragged behind the team by the reins (or his body cut loose).',
    fields: {
      what: z
        .enum(['falls-out', 'killed', 'thrown', 'hurt', 'tangled', 'body-cut-loose'])
        .describe(
          'falls-out: he falls out and is dragged; killed: he is killed and his body dragged; thrown: the wreck ' +
            'throws him and the reins drag him; hurt: dragged after the moves, taking hits; tangled: he fails to ' +
            'cut himself free; body-cut-loose: his body is cut loose.',
        ),
      hits: z.number().int().min(0).nullable().describe('Hits taken being dragged (hurt); null otherwise.'),
      cause: cause.nullable().describe('What threw him out (falls-out, killed); null otherwise.'),
      by,
    },
  },
  'on-foot': {
    says: 'The driver is on foot, making for the wall.',
    fields: {
      what: z
        .enum(['no-horse', 'thrown', 'cut-free', 'freed', 'runs'])
        .describe(
          'no-horse: every horse is dead and he climbs down; thrown: the wreck leaves him on foot; cut-free: he ' +
            'cut himself free of the reins; freed: the attendants free him; runs: he runs for the wall after the moves.',
        ),
      squares: z
        .number()
        .int()
        .min(0)
        .nullable()
        .describe('Squares he runs toward the wall (runs); null otherwise.'),
      safe: z.boolean().describe('Whether he has reached the wall and climbed to safety.'),
      cause: cause.nullable().describe('What killed the last horse (no-horse); null otherwise.'),
      by,
    },
  },
  lap: {
    says: 'The chariot completes a lap (the last just before its finish).',
    fields: {
      lap: SHARED_FIELDS.lap.min(1).describe('The lap completed, from 1.'),
      of: z.number().int().min(1).describe('The laps of the race.'),
    },
  },
  finish: {
    says: 'The chariot crosses the finish line.',
    fields: {
      place: SHARED_FIELDS.place.describe('Its place: 1 won.'),
      lap: SHARED_FIELDS.lap.describe('Laps completed: the laps of the race.'),
    },
  },
  retire: { says: 'The chariot leaves the race (the turn limit).', fields: {} },
} as const satisfies TypeTable;

export type CircusMaximusEventType = keyof typeof TYPES | 'decide';

export const CircusMaximusWrittenEventSchema = writtenEvents(
  TYPES,
  'CircusMaximusWrittenEvent',
  'A Circus Maximus event as the engine writes it.',
);

export const CircusMaximusEventSchema = readEvents(
  TYPES,
  'CircusMaximusEvent',
  'A Circus Maximus event. Every typed field is present in the logs the engine writes; one version 1 held only in words is absent from a log upgraded from it.',
);

/** A Circus Maximus event as the engine writes it: typed by its `type`. */
export type CircusMaximusEvent = EventOf<typeof TYPES>;

/** What Circus Maximus' steps emit: an event without its place in the log. */
export type CircusMaximusDraft = DraftOf<CircusMaximusEvent>;

/** Each type's typed fields and what they hold (their descriptions), for the catalogue. */
export const CIRCUS_MAXIMUS_TYPED_FIELDS = typedFieldsOf(TYPES);
