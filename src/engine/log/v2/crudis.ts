/**
 * Crudis' events in race log version 2: every event type with its typed fields, as a discriminated
 * union on `type`. The engine writes every field (`CrudisWrittenEventSchema`); a log upgraded from
 * version 1 has only those version 1 held as data (`CrudisEventSchema`: the typed fields optional).
 * Decision kinds and answers are the kernel's (src/engine/rulesets/crudis/decisions.ts). Places on
 * the board are lanes (1 by the spina, out to 12) and squares; distances are squares, lane changes
 * are lanes, negative inward (toward the spina).
 */
import { z } from 'zod';
import type {
  DamageResult,
  DamageTiming,
  LockedResult,
  RipOutcome,
  RipResult,
  WhipResult,
  WhipTarget,
} from '../../rulesets/crudis/tables.ts';
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

export const CRUDIS_DAMAGE_RESULTS = [
  'wreck',
  'badly-damaged',
  'damaged',
  'horse-badly-hurt',
  'horse-hurt',
  'unscathed',
] as const satisfies readonly DamageResult[];
export const CRUDIS_TIMINGS = ['start', 'line', 'end'] as const satisfies readonly DamageTiming[];
export const CRUDIS_WHIP_PARTS = [
  'outer-horses',
  'yokers',
  'charioteer',
] as const satisfies readonly WhipTarget[];
export const CRUDIS_WHIP_RESULTS = [
  'attacker-lose-control',
  'attacker-lose-whip',
  'none',
  'victim-move-away',
  'victim-lose-control',
  'victim-horse-hurt',
  'victim-horse-injured',
  'victim-wrecked',
] as const satisfies readonly WhipResult[];
export const CRUDIS_RIP_FIRST = [
  'attacker-damaged',
  'attacker-lose-control',
  'results-table',
] as const satisfies readonly RipResult[];
export const CRUDIS_RIP_OUTCOMES = [
  'both-damaged',
  'lock-together',
  'both-lose-control',
  'victim-lose-control',
  'victim-badly-damaged',
] as const satisfies readonly RipOutcome[];
export const CRUDIS_LOCKED_RESULTS = [
  'damaged-remain',
  'damaged-separate',
  'must-shift',
  'may-shift',
  'separate',
] as const satisfies readonly LockedResult[];
export const CRUDIS_COLLISION_OUTCOMES = [
  'stopped',
  'moved-aside',
  'no-room',
  'drives-on',
  'wrecked',
  'struck',
] as const;
export const CRUDIS_WRECK_CAUSES = [
  'danger-line',
  'wreck-pass',
  'wreck-cross',
  'collision',
  'ram',
  'struck',
  'whip',
  'rip',
  'locked',
  'barrier',
] as const;

const chariot = z.string().min(1).describe('A chariot: an entrant id.');
const lanes = z.number().int().describe('Lanes sideways: negative in (toward the spina), positive out.');
const squares = z.number().int().min(0).describe('Squares forward.');
const timing = z
  .enum(CRUDIS_TIMINGS)
  .describe(
    "The timing die: start (the beginning of the move), line (on the danger line, or the move's half-way point for any other cause), end (the end of the move).",
  );

/** One reading of the damage table: whose, what it read, and when it takes effect. */
const damageRead = z
  .object({
    chariot: chariot.describe('The chariot that rolled.'),
    result: z
      .enum(CRUDIS_DAMAGE_RESULTS)
      .describe(
        'The row read (the red die plus the damage modifier, 1 or below a wreck): wreck, chariot badly damaged (−2 on damage rolls), damaged (−1), horse badly hurt (−2 on movement), horse hurt (−1), unscathed.',
      ),
    timing: timing
      .nullable()
      .describe(
        "When it takes effect along the chariot's own move (the timing die); null when it takes effect at once (no timing rolled).",
      ),
  })
  .describe('One roll on the damage table.');
const damage = z
  .array(damageRead)
  .describe('Every roll on the damage table this event made, in the order rolled (none: []).');

/** The decisions, typed per kind as the kernel answers them. */
const DECISIONS = {
  move: decisionOf(
    'move',
    z
      .object({
        forward: squares.describe(
          'Squares forward: the white dice, more or fewer by a manoeuvre point each.',
        ),
        laterals: z
          .array(z.number().int().min(-1).max(1))
          .describe('The lane change at each square forward: −1 a lane in, 0 straight on, 1 a lane out.'),
        ram: chariot
          .nullable()
          .describe(
            'The rival the path runs into, rammed on purpose (a manoeuvre point and a square); or null.',
          ),
        rip: z
          .object({
            target: chariot.describe('The rival whose wheels are torn at.'),
            atStep: z
              .number()
              .int()
              .describe('The square of the move from which the rip is made, alongside.'),
          })
          .nullable()
          .describe("A try at a rival's wheels (four manoeuvre points), or null."),
      })
      .describe('The move.'),
    'The move: squares forward, the lane change at each, and a ram or a wheel-rip.',
  ),
  lockedShift: decisionOf(
    'lockedShift',
    z.number().int().min(-1).max(1).describe('−1 a lane in, 0 stay, 1 a lane out.'),
    'The lane the locked group takes (a 4 on the locked table): −1 in, 0 stay, 1 out.',
  ),
  whipSpeed: decisionOf(
    'whipSpeed',
    z.boolean().describe('true: whip on.'),
    'true: whip the horses on for the red die in squares, risking them.',
  ),
  whipAttack: decisionOf(
    'whipAttack',
    z
      .object({
        target: chariot.describe('The rival lashed.'),
        part: z
          .enum(CRUDIS_WHIP_PARTS)
          .describe('What is lashed: the outer horses, the yoke horses, the charioteer.'),
      })
      .describe('The lash.'),
    'The rival and the part of his team lashed.',
  ),
} as const;

/** Every type: what it says, and its typed fields (the decision it carries among them). */
const TYPES = {
  place: { says: 'A chariot takes its place on the start line.', fields: {} },
  'turn-start': {
    says: 'A turn begins, with the order in which the chariots move.',
    fields: { order: SHARED_FIELDS.order.describe('The order of moves: furthest forward first.') },
  },
  roll: {
    says: 'A chariot throws its move: white dice forward, the red die to manoeuvre.',
    fields: {
      speed: SHARED_FIELDS.speed.describe(
        'Squares forward the white dice give: their total plus the horse injuries, at least 0.',
      ),
      red: z.number().int().min(1).max(6).describe('The red die.'),
      reads: z
        .enum(['manoeuvre', 'swerve', 'locked'])
        .describe(
          'What the red die is read as: manoeuvre points; the swerve of a chariot out of control; the locked-together table.',
        ),
    },
  },
  decision: {
    says: 'The driver chooses the move: squares forward, lanes across, a ram or a rip.',
    fields: {
      decision: z
        .discriminatedUnion('kind', [DECISIONS.move, DECISIONS.lockedShift])
        .describe('The move; or, locked together on a 4, the lane the group takes.'),
    },
  },
  move: { says: 'The chariot moves along its path.', fields: {} },
  'danger-check': {
    says: 'The chariot crosses a danger line at speed and rolls against it; the damage table may follow.',
    fields: {
      line: z.number().int().min(1).describe('The danger line crossed: its station (the track feature).'),
      speed: SHARED_FIELDS.speed.describe('SPEED: the squares this move covers.'),
      lane: z.number().int().min(1).describe('LANE: the lane it crosses in.'),
      passed: z.boolean().describe('Whether the white dice beat SPEED − LANE.'),
      damage,
    },
  },
  'lose-control': {
    says: 'The driver loses control: the next move swerves.',
    fields: { lanes: lanes.describe('The swerve the red die gives: lanes, negative in.') },
  },
  swerve: { says: 'An out-of-control move: the chariot swerves along its path.', fields: {} },
  barrier: {
    says: 'A swerve drives the chariot into the spina or the outer wall; it rolls for damage.',
    fields: {
      wall: z.enum(['spina', 'outer']).describe('What it strikes: the spina or the outer wall.'),
      damage,
    },
  },
  'whip-speed': {
    says: 'The driver whips the horses on for extra squares, risking them.',
    fields: {
      decision: DECISIONS.whipSpeed,
      squares: squares.describe('The extra squares: the red die.'),
      damage: damage.describe(
        'The white dice, each read on the damage table (only a horse hurt or badly hurt counts).',
      ),
    },
  },
  'whip-move': { says: 'The extra squares won by the whip.', fields: {} },
  'whip-attack': {
    says: "A lash at a rival's horses or driver, read on the whip table.",
    fields: {
      decision: DECISIONS.whipAttack,
      target: SHARED_FIELDS.target.describe('The rival lashed.'),
      part: z.enum(CRUDIS_WHIP_PARTS).describe('What is lashed.'),
      result: z
        .enum(CRUDIS_WHIP_RESULTS)
        .describe(
          'The row of the whip table: the attacker loses control or his whip; no effect; the victim moves away 2 lanes, loses control, has a horse hurt (−1) or injured (−2), or is wrecked.',
        ),
    },
  },
  'move-away': { says: 'A lashed team shies away from the whip.', fields: {} },
  'rip-wheels': {
    says: "A chariot alongside tries to rip off a rival's wheels.",
    fields: {
      target: SHARED_FIELDS.target.describe('The rival whose wheels are torn at.'),
      first: z
        .enum(CRUDIS_RIP_FIRST)
        .describe('The first roll: the attacker is damaged, loses control, or the results table is read.'),
      outcome: z
        .enum(CRUDIS_RIP_OUTCOMES)
        .nullable()
        .describe('The rip-off results table (the second roll); null when it was not read.'),
      damage,
    },
  },
  collision: {
    says: 'Two chariots meet without meaning to; damage is rolled and one is stopped or moved aside.',
    fields: {
      target: SHARED_FIELDS.target.describe(
        'The chariot run into; for a bouncing wreck that strikes a chariot, the wreck (the first chariot is the one struck).',
      ),
      outcome: z
        .enum(CRUDIS_COLLISION_OUTCOMES)
        .describe(
          'stopped: the mover stops behind; moved-aside: the target came off worse and is shoved aside; no-room: it came off worse but had nowhere to go; drives-on: the target is wrecked and the mover drives on; wrecked: the mover is wrecked; struck: a bouncing wreck strikes the chariot.',
        ),
      damage,
    },
  },
  shove: { says: 'A chariot moved aside by a collision.', fields: {} },
  ram: {
    says: 'A chariot rams a rival on purpose; both roll for damage.',
    fields: {
      target: SHARED_FIELDS.target.describe('The rival rammed.'),
      outcome: z
        .enum(CRUDIS_COLLISION_OUTCOMES)
        .exclude(['struck'])
        .describe(
          'stopped: the rammer stops behind; moved-aside: the target is shoved aside; no-room: it came off worse but had nowhere to go; drives-on: the target is wrecked; wrecked: the rammer is wrecked.',
        ),
      damage,
    },
  },
  'lock-move': {
    says: 'Wheels caught: the chariot draws abreast of the one it locks with.',
    fields: { target: SHARED_FIELDS.target.describe('The chariot it draws abreast of.') },
  },
  locked: {
    says: 'Locked chariots roll together for what happens to them.',
    fields: {
      speed: SHARED_FIELDS.speed.describe('The white dice of the chariot whose turn it is: squares.'),
      squares: squares.describe(
        'The group moves this far: the white dice divided among the chariots locked.',
      ),
      outcome: z
        .enum(CRUDIS_LOCKED_RESULTS)
        .describe(
          'The locked-together table (the red die): damaged and still locked; damaged and apart; must move a lane; may move a lane; separate.',
        ),
    },
  },
  'locked-shift': {
    says: 'Locked chariots must move a lane in or out; a die says which.',
    fields: { lanes: lanes.describe('−1 a lane in (1–3), 1 a lane out (4–6).') },
  },
  'locked-move': { says: 'Locked chariots move together.', fields: {} },
  damage: {
    says: 'A locked chariot rolls on the damage table; or damage read earlier in a move takes effect where its timing die put it.',
    fields: {
      cause: z
        .enum(['locked', 'timed'])
        .describe(
          'locked: a roll for chariots locked together; timed: damage read earlier in the move takes effect now.',
        ),
      damage,
    },
  },
  separate: {
    says: 'Locked chariots break apart.',
    fields: {
      breaker: chariot.describe('The chariot that breaks free: the one whose turn it is.'),
      from: z.array(chariot).describe('The chariots it breaks free of.'),
    },
  },
  'separate-move': { says: 'A chariot moved a lane as the lock breaks.', fields: {} },
  wreck: {
    says: 'The chariot is wrecked: it stays on the track as a wreck.',
    fields: {
      cause: z
        .enum(CRUDIS_WRECK_CAUSES)
        .describe(
          'What wrecked it: a WRECK! read at a danger line, passing or crossing a wreck, in a collision or a ram, struck by a bouncing wreck; or whipped off the car, a wheel-rip, the locked table, scraping the barrier.',
        ),
      timing: timing
        .nullable()
        .describe('Where the timing die put the wreck along its move; null when it was wrecked at once.'),
    },
  },
  bounce: {
    says: 'The wreck bounces on to where it comes to rest.',
    fields: {
      squares: squares.describe('Squares forward the bounce die gives.'),
      lanes: lanes.describe('Lanes aside the bounce table gives (it stops at the track edge).'),
      struck: chariot
        .nullable()
        .describe('The racing chariot the tumbling wreck strikes and stops against; null if none.'),
    },
  },
  'wreck-pass': {
    says: 'A chariot passes close by a wreck and rolls for damage.',
    fields: { wreck: SHARED_FIELDS.wreck.describe('The chariot whose wreck it passes.'), damage },
  },
  'wreck-cross': {
    says: 'A chariot crosses a wreck and rolls for damage.',
    fields: { wreck: SHARED_FIELDS.wreck.describe('The chariot whose wreck it crosses.'), damage },
  },
  lap: {
    says: 'The chariot completes a lap.',
    fields: {
      lap: SHARED_FIELDS.lap.min(1).describe('The lap completed, from 1.'),
      of: z.number().int().min(1).describe('The laps of the race (a final straight follows the last).'),
    },
  },
  finish: {
    says: 'The chariot crosses the finish line.',
    fields: {
      place: SHARED_FIELDS.place.describe(
        'Its place: 1 won (finishes are placed by the instant they cross).',
      ),
    },
  },
  retire: { says: 'The chariot leaves the race (the turn limit).', fields: {} },
} as const satisfies TypeTable;

export type CrudisEventType = keyof typeof TYPES | 'decide';

export const CrudisWrittenEventSchema = writtenEvents(
  TYPES,
  'CrudisWrittenEvent',
  'A Crudis event as the engine writes it.',
);

export const CrudisEventSchema = readEvents(
  TYPES,
  'CrudisEvent',
  'A Crudis event. Every typed field is present in the logs the engine writes; one version 1 held only in words is absent from a log upgraded from it.',
);

/** A Crudis event as the engine writes it: typed by its `type`. */
export type CrudisEvent = EventOf<typeof TYPES>;

/** What Crudis' steps emit: an event without its place in the log. */
export type CrudisDraft = DraftOf<CrudisEvent>;

/** One roll on the damage table, as an event's `damage` lists it. */
export type DamageRead = z.infer<typeof damageRead>;

/** Each type's typed fields and what they hold (their descriptions), for the catalogue. */
export const CRUDIS_TYPED_FIELDS = typedFieldsOf(TYPES);
