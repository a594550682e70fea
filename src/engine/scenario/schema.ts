/**
 * The scenario format: a small JSON document that sets up a situation (ruleset, chariots where the
 * presenter wants them, their stats, a few forced decisions and, if wanted, forced dice) and says
 * which rule ids it demonstrates. Each ruleset has its own branch under a shared head (Aurigae
 * chariots stand at a point and heading on the table; the others on lanes and squares).
 */
import { z } from 'zod';
import { PERSONALITIES } from '../race/setup.ts';

const chariotId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'ids are 1-32 lower-case letters, digits or "-"');
const ruleId = z.string().regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/, 'rule ids are written <ruleset>.<rule>');
const face = z.number().int().min(1, 'a die face is 1 or more').max(100);

/** What every scenario has, whatever its ruleset. */
const head = {
  /** A short title, e.g. "A light chariot takes the second corner at 19". */
  title: z.string().trim().min(1).max(120),
  /** What to watch for, in plain words. */
  description: z.string().max(2000).optional(),
  /** Rule ids the scenario shows: the scenarios test checks each appears in the log. */
  demonstrates: z.array(ruleId).min(1, 'name at least one rule id the scenario shows'),
  /** Table ids (e.g. 'crudis.rip-off-results') a roll of the scenario reads: checked like `demonstrates`. */
  tables: z.array(ruleId).optional(),
  /** Seed of the dice once the forced ones are used up (default 1). */
  seed: z.number().int().min(0).max(0xffff_ffff).optional(),
  /** Forced dice, in the order the engine rolls them (a list is one multi-dice roll's faces). */
  dice: z.array(z.union([face, z.array(face).min(1)])).optional(),
  /** Ruleset options as in a setup file (e.g. laps). */
  options: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
};

const common = {
  id: chariotId,
  name: z.string().trim().min(1).max(40).optional(),
  personality: z.enum(PERSONALITIES).optional(),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb')
    .optional(),
};

export const CrudisChariotSchema = z
  .object({
    ...common,
    /** Front inner square: lane 1 next to the spina; squares count on from the start line. */
    lane: z.number().int().min(1).max(24),
    sq: z.number().int().min(-4).max(2500),
    damageMod: z.number().int().min(-10).max(0).optional(),
    moveMod: z.number().int().min(-10).max(0).optional(),
    whip: z.boolean().optional(),
    lostControl: z.boolean().optional(),
    /** Chariots with the same lock number start locked together. */
    lock: z.number().int().min(1).max(12).optional(),
    /** Already a wreck lying on the track where it is placed. */
    wrecked: z.boolean().optional(),
  })
  .strict();

export const CrudisDecisionSchema = z
  .object({
    turn: z.number().int().min(1),
    chariot: chariotId,
    /** The move: squares forward, lanes sideways (negative in), early or late, a ram or a rip. */
    move: z
      .object({
        forward: z.number().int().min(0).max(40),
        lateral: z.number().int().min(-6).max(6).optional(),
        early: z.boolean().optional(),
        ram: chariotId.optional(),
        rip: z
          .object({ target: chariotId, atStep: z.number().int().min(1) })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    whipSpeed: z.boolean().optional(),
    /** Whip a rival's part, or null to decline. */
    whipAttack: z
      .object({ target: chariotId, part: z.enum(['outer-horses', 'yokers', 'charioteer']) })
      .strict()
      .nullable()
      .optional(),
    /** Locked together, result "may move": -1 in, 0 stay, 1 out. */
    lockedShift: z.number().int().min(-1).max(1).optional(),
  })
  .strict();

export const CrudisScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('crudis'),
    /** Turns to play; the race runs to its end when absent. */
    turns: z.number().int().min(1).max(2000).optional(),
    chariots: z.array(CrudisChariotSchema).min(1).max(12),
    decisions: z.array(CrudisDecisionSchema).optional(),
  })
  .strict();

const STAT = z.enum(['cut', 'turn', 'speed', 'block', 'cool', 'endurance']);

export const HippodromeTeamSchema = z
  .object({
    ...common,
    faction: z.enum(['red', 'white', 'blue', 'green']).optional(),
    /** Team cards kept (ids from the Team deck); the AI picks from a dealt hand when absent. */
    cards: z
      .array(z.string().regex(/^[HDCPR]\d\d$/, 'Team card ids look like H01, D05, R04'))
      .max(8)
      .optional(),
    /** Starting stall 1-4 (give every team's or none). */
    stall: z.number().int().min(1).max(4).optional(),
    start: z.enum(['bolt', 'cautious']).optional(),
  })
  .strict();

export const HippodromeDecisionSchema = z
  .object({
    team: chariotId,
    /** The lap (1-7) the decision applies to; every lap when absent. */
    lap: z.number().int().min(1).max(7).optional(),
    /** Straight or bend phases only; both when absent. */
    kind: z.enum(['straight', 'bend']).optional(),
    /** Try to pass the team ahead (true), or hold (false). */
    attempt: z.boolean().optional(),
    /** Event cards to play (ids E01-E30, those in hand and of the roll's stat); [] plays none. */
    cards: z.array(z.string().regex(/^E\d\d$/, 'Event card ids look like E07')).optional(),
    /** Which rolls the cards go on: the roll's stat and situation; any when absent. */
    stat: STAT.optional(),
    situation: z.enum(['pass', 'defend', 'entangle', 'save', 'avoid', 'survival', 'trample']).optional(),
  })
  .strict();

export const HippodromeScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('hippodrome'),
    teams: z.array(HippodromeTeamSchema).length(4, 'Hippodrome is a game for exactly 4 teams'),
    /** Event cards on top of the Event deck, in draw order; the rest follow in card order. */
    eventDeck: z.array(z.string().regex(/^E\d\d$/, 'Event card ids look like E07')).optional(),
    decisions: z.array(HippodromeDecisionSchema).optional(),
  })
  .strict();

const hits = z.number().int().min(0).max(99);

export const CircusMaximusChariotSchema = z
  .object({
    ...common,
    /** The team's square: lane 1 next to the spina (8 lanes); the car fills the square behind. */
    lane: z.number().int().min(1).max(8),
    sq: z.number().int().min(-1).max(1000),
    /**
     * The chariot as built, in the notation of the `spec.<id>` option (a legal 32-point build),
     * e.g. "horses=7,5,4,6 dm=0 dh=4 whip=regular wheels=4,4 end=30 weight=light"; built by its
     * AI driver from the seed when absent.
     */
    spec: z.string().trim().min(1).max(200).optional(),
    /** Weight costs no points: overrides the spec's. */
    weight: z.enum(['light', 'normal', 'heavy']).optional(),
    /** Endurance left (at most the spec's). */
    endurance: z.number().int().min(0).max(80).optional(),
    /** Driver hits already taken. */
    driverHits: hits.optional(),
    /** Hits already on Horse One to Four; a horse with as many hits as its speed is dead. */
    horseHits: z.array(hits).length(4, 'horseHits lists Horse One to Four').optional(),
    /** Wheel hits already taken. */
    wheelDamage: z.object({ left: hits, right: hits }).strict().optional(),
    /** Jostled: CDM −jostle, recovering 1 a turn. */
    jostle: z.number().int().min(0).max(3).optional(),
    /** Already a wreck lying on the track where it is placed (its driver out of the race). */
    wrecked: z.boolean().optional(),
  })
  .strict();

const ATTACK_PARTS = {
  lash: ['team', 'driver'],
  ram: ['team', 'car'],
  dust: ['driver'],
  knife: ['team', 'driver'],
  spear: ['team', 'driver'],
} as const;

export const CircusMaximusAttackSchema = z
  .object({
    kind: z.enum(['lash', 'ram', 'dust', 'knife', 'spear']),
    target: chariotId,
    part: z.enum(['team', 'driver', 'car']),
  })
  .strict()
  .refine((a) => (ATTACK_PARTS[a.kind] as readonly string[]).includes(a.part), {
    message:
      'lash the team or driver, ram the team or car, dust the driver, knife or spear the team or driver',
    path: ['part'],
  });

export const CircusMaximusDecisionSchema = z
  .object({
    turn: z.number().int().min(1),
    chariot: chariotId,
    /** The turn speed written (at most team speed + CDM); the AI's when absent. */
    speed: z.number().int().min(0).max(60).optional(),
    /** Written with an S: strain this turn (with the Moon rule; else strain as the move begins). */
    strain: z.boolean().optional(),
    /** The lane the driver steers for this turn (outward 1 MF, inward 2 MF). */
    lane: z.number().int().min(1).max(8).optional(),
    /** An attack made at the first square where the target is in reach, or null for none. */
    attack: CircusMaximusAttackSchema.nullable().optional(),
  })
  .strict();

export const CircusMaximusScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('circus-maximus'),
    /** Turns to play; the race runs to its end when absent. */
    turns: z.number().int().min(1).max(2000).optional(),
    chariots: z.array(CircusMaximusChariotSchema).min(1).max(12),
    decisions: z.array(CircusMaximusDecisionSchema).optional(),
  })
  .strict();

const GRADES = ['novice', 'average', 'veteran', 'elite'] as const;
const TEAMS = ['poor', 'fair', 'good', 'excellent'] as const;
const SPEED_CHANGES = ['hold', 'up-1d6', 'down-1d6', 'up-2d6', 'down-2d6', 'stop-4d6'] as const;

export const AurigaeChariotSchema = z
  .object({
    ...common,
    /** Centre of the chariot on the table, inches (x along the arena, y across it; the start line
     * and the south straight as in a default race). */
    x: z.number().min(-1000).max(1000),
    y: z.number().min(-1000).max(1000),
    /** Degrees counter-clockwise from the +x axis (0 runs down the south straight). */
    heading: z.number().min(0).lt(360),
    /** Speed on the player sheet, inches a turn (default 0). */
    speed: z.number().int().min(0).max(60).optional(),
    /** Integrity level already lost: 0 intact … 3 swerve (default 0). */
    level: z.number().int().min(0).max(3).optional(),
    /** The generated charioteer and team: fixes the generation die; rolled (forced dice, then
     * the seed) when absent. */
    grade: z.enum(GRADES).optional(),
    team: z.enum(TEAMS).optional(),
    /** Already a wreck lying on the table where it is placed (its driver out of the race). */
    wrecked: z.boolean().optional(),
  })
  .strict();

export const AurigaeDecisionSchema = z
  .object({
    turn: z.number().int().min(1),
    chariot: chariotId,
    /** The plotted speed change (dice rolled: forced dice, then the seed); the AI's when absent. */
    change: z.enum(SPEED_CHANGES).optional(),
    /** The plotted turn: 0 to 90 degrees in steps of 10, positive to the left; the AI's when absent. */
    degrees: z.number().int().min(-90).max(90).multipleOf(10, 'turns go in steps of 10 degrees').optional(),
    /** Forward ↔ backward: only from a standstill. */
    reverse: z.boolean().optional(),
  })
  .strict();

export const AurigaeScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('aurigae'),
    /** Turns to play; the race runs to its end when absent. */
    turns: z.number().int().min(1).max(2000).optional(),
    chariots: z.array(AurigaeChariotSchema).min(2, 'a race needs at least 2 chariots').max(12),
    decisions: z.array(AurigaeDecisionSchema).optional(),
  })
  .strict();

export type CrudisScenario = z.infer<typeof CrudisScenarioSchema>;
export type HippodromeScenario = z.infer<typeof HippodromeScenarioSchema>;
export type CircusMaximusScenario = z.infer<typeof CircusMaximusScenarioSchema>;
export type AurigaeScenario = z.infer<typeof AurigaeScenarioSchema>;
export type Scenario = CrudisScenario | HippodromeScenario | CircusMaximusScenario | AurigaeScenario;
