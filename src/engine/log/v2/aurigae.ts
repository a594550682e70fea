/**
 * Aurigae's events in race log version 2: every event type with its typed fields, as a
 * discriminated union on `type`. The engine writes every field (`AurigaeWrittenEventSchema`); a
 * log upgraded from version 1 has only those version 1 held as data (`AurigaeEventSchema`: the
 * typed fields optional). The plot is the kernel's decision (src/engine/rulesets/aurigae/decisions.ts).
 * Distances are table inches, speeds inches a turn.
 */
import { z } from 'zod';
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

export const AURIGAE_SPEED_CHANGES = [
  'hold',
  'up-1d6',
  'down-1d6',
  'up-2d6',
  'down-2d6',
  'stop-4d6',
] as const;

const plot = decisionOf(
  'plot',
  z
    .object({
      change: z
        .enum(AURIGAE_SPEED_CHANGES)
        .describe(
          'The speed change plotted: a row of the speed change table (hold, 1d6 or 2d6 up or down, stop).',
        ),
      turn: z.number().int().describe('Degrees turned, positive to the left, in steps of 10.'),
      reverse: z
        .boolean()
        .optional()
        .describe('Whether the chariot changes direction (only from a standstill).'),
    })
    .describe('The plot.'),
  'The plot as the scenario format writes it: the speed change, the turn, a change of direction.',
);

const level = z
  .number()
  .int()
  .min(0)
  .max(4)
  .describe('An integrity level: 0 intact, 1 slight swerve, 2 moderate swerve, 3 swerve, 4 crash.');
const margin = z
  .number()
  .int()
  .describe(
    'The end-of-move check: its target less its d100 roll. Above 0 it passed by that much; 0 or below it failed by the opposite.',
  );
/** The shared `change`, its values speeds (inches a turn). */
const speedChange = z
  .object({ from: z.number().min(0).describe('Before.'), to: z.number().min(0).describe('After.') })
  .describe("The chariot's speed, inches a turn: before and after.");
const penalty = z
  .number()
  .int()
  .describe("Percentage points off the chariot's end-of-move check this turn (negative).");

/** Every type: what it says, and its typed fields (the decision it carries among them). */
const TYPES = {
  place: {
    says: 'A charioteer and team are generated and placed at the start.',
    fields: {
      grade: z.enum(['novice', 'average', 'veteran', 'elite']).describe("The charioteer's grade."),
      team: z.enum(['poor', 'fair', 'good', 'excellent']).describe("The team's quality."),
      skill: z.number().int().describe('The chance (%) the integrity checks are rolled against.'),
    },
  },
  move: {
    says: 'A chariot moves as plotted: speed change rolled, turn made, integrity checked; it may recover a level.',
    fields: {
      decision: plot,
      speed: SHARED_FIELDS.speed.describe(
        'The speed it moves at, after the plotted change: inches this turn.',
      ),
      margin: margin
        .nullable()
        .describe(
          'The end-of-move check: its target less its d100 roll (above 0 passed by that much, 0 or below failed by the opposite). ' +
            'null when none was rolled: the chariot finished in its move, or its target fell to 0 or below (it crashes at once).',
        ),
      recovered: level
        .nullable()
        .describe('The integrity level the check brought the chariot back to; null when it regained none.'),
    },
  },
  swerve: {
    says: 'A failed check: the chariot slides off its line.',
    fields: {
      margin: margin.max(0).describe('The failed check: its target less its roll (0 or below).'),
      level: level.describe('The integrity level the chariot is at after the check.'),
      change: speedChange
        .nullable()
        .describe(
          'Its speed, before and after, where the car turned off its line (the swerve level); null otherwise.',
        ),
    },
  },
  collision: {
    says: 'A chariot runs into another.',
    fields: {
      target: SHARED_FIELDS.target.describe('The chariot run into (a runaway or stopped team included).'),
      change: speedChange.describe("The mover's speed, inches a turn: before and after (halved)."),
      penalty: penalty
        .nullable()
        .describe("Off the mover's check this turn (negative); null for a team without its driver."),
      targetPenalty: penalty
        .nullable()
        .describe(
          'Off the check of the chariot run into, on its next move (negative); null when it is not racing.',
        ),
    },
  },
  barrier: {
    says: 'A chariot strikes the spina or the arena wall.',
    fields: {
      wall: z.enum(['spina', 'wall']).describe('What it strikes: the spina or the arena wall.'),
      change: speedChange.describe('Its speed, inches a turn: before and after (halved).'),
      penalty: penalty
        .nullable()
        .describe('Off its check this turn (negative); null for a team without its driver.'),
    },
  },
  'wreck-cross': {
    says: 'A chariot runs into a wreck.',
    fields: {
      wreck: SHARED_FIELDS.wreck.describe('The chariot whose wreck it runs into.'),
      change: speedChange.describe('Its speed, inches a turn: before and after (halved).'),
      penalty: penalty
        .nullable()
        .describe('Off its check this turn (negative); null for a team without its driver.'),
    },
  },
  wreck: {
    says: 'The chariot crashes: a shipwreck, the driver hurt.',
    fields: {
      cause: z
        .enum(['failed-check', 'no-chance'])
        .describe(
          "failed-check: the check lost it the last levels; no-chance: the check's target fell to 0 or below, so it crashed without a roll.",
        ),
      injury: z
        .number()
        .int()
        .min(0)
        .describe('Points of injury the driver takes in the crash (0 at a standstill).'),
      driver: z
        .enum(['dragged', 'down'])
        .describe('The driver after it: dragged behind the runaway team, or down (out of the race).'),
    },
  },
  runaway: {
    says: 'A team runs on without its driver, at its last speed.',
    fields: {
      bolt: z
        .boolean()
        .describe(
          'true: the team bolts as its chariot crashes (it runs from the next turn on); false: it runs this turn.',
        ),
      speed: SHARED_FIELDS.speed.describe('Its speed: inches a turn.'),
    },
  },
  dragged: {
    says: 'The driver is dragged behind the team, trying to cut the reins.',
    fields: {
      injury: z.number().int().min(0).describe('Points of injury taken this turn (0 at a standstill).'),
      driver: z
        .enum(['dragged', 'down'])
        .describe('The driver after it: still dragged, or down (out of the race).'),
    },
  },
  'cut-free': { says: 'The dragged driver cuts the reins and rolls free.', fields: {} },
  'on-foot': {
    says: 'A charioteer on foot runs his move allowance toward the spina or the wall (`at`: where he stops).',
    fields: {
      toward: z
        .enum(['spina', 'wall'])
        .describe('Where he runs: the nearer of the spina and the arena wall.'),
      run: z.number().min(0).describe('Inches run this turn.'),
      left: z.number().min(0).describe('Inches still to run: 0 once he is safe.'),
    },
  },
  lap: {
    says: 'The chariot completes a lap.',
    fields: {
      lap: SHARED_FIELDS.lap.min(1).describe('The lap completed, from 1.'),
      of: z.number().int().min(1).describe('The laps of the race.'),
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

export type AurigaeEventType = keyof typeof TYPES | 'decide';

export const AurigaeWrittenEventSchema = writtenEvents(
  TYPES,
  'AurigaeWrittenEvent',
  'An Aurigae event as the engine writes it.',
);

export const AurigaeEventSchema = readEvents(
  TYPES,
  'AurigaeEvent',
  'An Aurigae event. Every typed field is present in the logs the engine writes; one version 1 held only in words is absent from a log upgraded from it.',
);

/** An Aurigae event as the engine writes it: typed by its `type`. */
export type AurigaeEvent = EventOf<typeof TYPES>;

/** What Aurigae's steps emit: an event without its place in the log. */
export type AurigaeDraft = DraftOf<AurigaeEvent>;

/** Each type's typed fields and what they hold (their descriptions), for the catalogue. */
export const AURIGAE_TYPED_FIELDS = typedFieldsOf(TYPES);
