import { z } from 'zod';
import { ModifierSchema } from './modifiers.ts';
import type { EventEnvelopeV2 } from './v2/envelope.ts';
import type { RaceLogV2 } from './v2/log.ts';

/**
 * The race log: the contract between the engine, the viewer, the CLI and anyone
 * else's tools. Defined once here; the TypeScript types are inferred from it and the JSON Schema
 * at public/schema/race-log.schema.json is generated from it (scripts/write-schema.ts).
 *
 * Compatibility: later versions only add optional fields, and a reader accepts every older version.
 */
export const LOG_FORMAT = 'quadriga.race-log';
/** The version the engine writes (./v2/log.ts); every older one is read and upgraded (./versions.ts). */
export const LOG_VERSION = 2;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'ids use letters, digits, "_", "." and "-"');
const chariotRef = (what: string) => id.describe(`${what}: an entrant's \`id\` (header.entrants).`);
const finite = z.number();

/** Shared wording for the board coordinates, so every place that holds one says the same. */
const STATION =
  'Station: segments of track since the start line, lane-independent. Its integer part counts the ' +
  'segments passed (4 a lap, in order: south straight, east turn, north straight, west turn) and its ' +
  'fraction the share of the current segment covered, the same for every lane abreast. Station 0 is ' +
  'the start line, station 4 one lap on.';

/** A position on a ruleset's board. Which shape applies is named by header.track.board.kind. */
export const SquarePointSchema = z
  .object({
    lane: z
      .number()
      .int()
      .describe(
        'Lane, counted from 1 next to the spina outwards. A piece wider than one lane gives its inner lane.',
      ),
    sq: z
      .number()
      .int()
      .describe(
        'Square along the lane, counted from the start line (square 0 is the first square past it, ' +
          'negative squares lie behind it) and growing lap after lap without wrapping. A piece longer ' +
          'than one square gives its front square. Lanes hold different numbers of squares in the ' +
          'turns, so equal `sq` in two lanes is not always abreast: compare stations for that.',
      ),
  })
  .meta({
    id: 'SquarePoint',
    description:
      'A square of a lane-squares board (Crudis, Circus Maximus): the front inner square of the piece.',
  });
export const TablePointSchema = z
  .object({
    x: finite.describe(
      "Table units (header.track.board.unit: inches for Aurigae) along the table's length, from its " +
        "corner (0, 0); the table's +x runs east in the arena, down the south straight.",
    ),
    y: finite.describe("Table units across the table from its corner (0, 0); the table's +y runs north."),
    heading: finite.describe(
      "Degrees, counter-clockwise seen from above, 0 along the table's +x (east, the racing direction on the south straight).",
    ),
    lap: z
      .number()
      .int()
      .optional()
      .describe(
        'Laps of the track completed at this point, so that station = 4 × lap + station within the lap; 0 when absent.',
      ),
  })
  .meta({
    id: 'TablePoint',
    description: 'A point on a miniatures table (Aurigae): the centre of the piece and the way it faces.',
  });
export const PlacePointSchema = z
  .object({
    place: z
      .number()
      .int()
      .min(1)
      .describe('Place in the running order: 1 is the leader. This is what the rules know.'),
    gap: finite.optional().describe('Metres behind the leader along the racing line, for display.'),
    station: finite.optional().describe(`Where along the track the viewer shows the chariot. ${STATION}`),
    abreast: finite
      .min(0)
      .optional()
      .describe(
        'How far out from the rail, in chariot widths (0 = on the rail; fractions while moving out), for display.',
      ),
  })
  .meta({
    id: 'PlacePoint',
    description: 'A place in the running order of a places board (Hippodrome), with where to show it.',
  });
export const BoardPointSchema = z.union([SquarePointSchema, TablePointSchema, PlacePointSchema]).meta({
  id: 'BoardPoint',
  description:
    'A position on the board, in the shape header.track.board.kind names: lane/square, table x/y/heading or place.',
});

/** A path point: a board point plus `f`, the fraction of the turn at which the piece is there. */
export const PathPointSchema = z
  .intersection(
    BoardPointSchema,
    z.object({
      f: finite
        .min(0)
        .max(1)
        .describe(
          'Fraction of the turn (0 to 1) at which the piece is at this point; the event happens at time turn + f.',
        ),
    }),
  )
  .describe('A point passed on a path, with the moment the piece is there.');

export { ModifierSchema } from './modifiers.ts';

export const TargetSchema = z
  .object({
    op: z
      .enum(['>', '>=', '<', '<=', '='])
      .describe(
        "The comparison the rule makes, read as `total op value`. Whether meeting it is good or bad for the chariot is said by the roll's `outcome`.",
      ),
    value: finite.describe('The number the total is compared with.'),
    formula: z
      .string()
      .optional()
      .describe(
        'How the target was worked out, in the rule\'s own terms (e.g. "SPEED 9 - LANE 3"). Display text.',
      ),
  })
  .describe('The number a roll was checked against.');

/** One roll of dice as the rules used it. */
export const RollSchema = z
  .object({
    purpose: z.string().min(1).describe('What the roll decides, in a few words (display text).'),
    dice: z
      .string()
      .regex(/^(\d+d\d+|d100)$/)
      .describe('The dice thrown: `NdS` (N dice of S sides) or `d100` (percentile).'),
    faces: z
      .array(z.number().int().min(1))
      .min(1)
      .describe('The faces thrown, in the order thrown: one per die (1 to S; 1 to 100 for d100).'),
    modifiers: z.array(ModifierSchema).describe('Modifiers added to the sum of the faces, in order.'),
    total: finite.describe('The result the rule reads: the sum of the faces plus the modifiers.'),
    target: TargetSchema.optional(),
    table: z
      .string()
      .optional()
      .describe('The table read with the total: a table id of the rules catalogue (`quadriga rules <id>`).'),
    row: z.string().optional().describe("The key of the table's row that applied (the catalogue's row key)."),
    outcome: z.string().min(1).describe('What the roll came to, in a few words (display text).'),
  })
  .meta({ id: 'Roll', description: 'One roll of dice as the rules used it.' });

export const StatValueSchema = z
  .union([z.number(), z.string(), z.boolean(), z.null()])
  .describe('A plain value: number, string, boolean or null.');

/** A chariot's condition after an event: its status and the ruleset's own attributes. */
export const ConditionSchema = z
  .object({
    status: z
      .enum(['racing', 'finished', 'wrecked', 'retired'])
      .describe(
        'racing: still in the race; finished: crossed the finish line; wrecked: out of the race by a wreck ' +
          '(the wreck stays on the track); retired: left the race otherwise (driver down, turn limit).',
      ),
    attrs: z
      .record(z.string(), StatValueSchema)
      .describe(
        "The ruleset's own condition attributes, by name (each ruleset's list is in docs/race-log.md). " +
          'Those named driver, team, horses and deviation mean the same in every ruleset.',
      ),
  })
  .meta({ id: 'Condition', description: "A chariot's condition after an event." });

export const DecisionSchema = z
  .object({
    choice: z.string().min(1).describe("What the driver chose, in the ruleset's own terms (display text)."),
    reason: z
      .string()
      .min(1)
      .describe('Why, in plain words: which personality trait or situation drove it (display text).'),
    options: z
      .array(z.string())
      .optional()
      .describe('The choices the driver had, where the engine lists them (display text).'),
  })
  .describe("A driver's decision: what was chosen and why.");

export const EffectSchema = z
  .object({
    summary: z.string().min(1).describe('One short clause saying what happened (display text).'),
    condition: z
      .record(id, ConditionSchema)
      .optional()
      .describe(
        "Conditions of the chariots this event changed, after it, keyed by entrant id. A chariot's condition " +
          'at any moment is the last one given for it; before the first, it is racing with its header stats.',
      ),
  })
  .describe('What the event changed.');

/** The weather over the track. Rulesets without weather leave it out (clear and dry). */
export const WeatherSchema = z
  .object({
    sky: z.enum(['clear', 'overcast', 'rain']).describe('The sky.'),
    mud: finite.min(0).max(1).describe('How far the track has turned to mud: 0 dry, 1 deep mud.'),
  })
  .meta({ id: 'Weather', description: 'The weather over the track.' });

export const EventSchema = z
  .object({
    seq: z
      .number()
      .int()
      .min(0)
      .describe(
        'Position of the event in the log, from 0: events are listed in the order they were resolved.',
      ),
    turn: z
      .number()
      .int()
      .min(0)
      .describe('The turn the event belongs to: 0 for the set-up before the start, then 1, 2, …'),
    phase: z
      .string()
      .min(1)
      .describe(
        "The part of the turn it happened in, in the ruleset's own terms (e.g. move, attack, bend-1).",
      ),
    t: finite
      .min(0)
      .describe(
        'Time in turns: turn N runs from N to N + 1, and the fraction places the event along the move, ' +
          'for playback. Events of one turn may have fractions out of seq order (a later-resolved event ' +
          'can happen earlier in the move).',
      ),
    type: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .describe("What kind of event: one of the ruleset's event types (catalogue in docs/race-log.md)."),
    chariots: z
      .array(chariotRef('A chariot'))
      .describe('The chariots involved, the acting one first; empty for events of the whole race (weather).'),
    rule: z
      .string()
      .regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/)
      .describe(
        'The rule applied, `<ruleset>.<rule>`: an id of the rules catalogue (`quadriga rules <id>`).',
      ),
    rolls: z.array(RollSchema).optional().describe('The dice rolled for this event, in the order rolled.'),
    path: z
      .array(PathPointSchema)
      .optional()
      .describe(
        "For movement: every square or point passed, in order, from where the piece stood; the first chariot's.",
      ),
    at: z
      .record(id, BoardPointSchema)
      .optional()
      .describe(
        'For events involving places or several chariots: where each stands at that instant, by entrant id.',
      ),
    decision: DecisionSchema.optional(),
    effect: EffectSchema.optional(),
    weather: WeatherSchema.optional().describe('On `weather` events: the weather from this instant on.'),
  })
  .describe('One thing that happened: a decision, a roll, a move or an incident.');

export const EntrantSchema = z
  .object({
    id: id.describe('Unique id of the chariot in this log; events name chariots by it.'),
    name: z.string().min(1).max(80).describe("The driver's (or team's) name, for display."),
    colour: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .describe('Display colour, `#rrggbb` in lower case.'),
    faction: z.string().optional().describe('Circus faction (green, blue, red, white) or another team name.'),
    personality: z
      .string()
      .min(1)
      .describe("The AI driver's personality: cautious, balanced, reckless or dirty."),
    stats: z
      .record(z.string(), StatValueSchema)
      .describe(
        "The chariot's ruleset stats at the start, by name (each ruleset's list is in docs/race-log.md).",
      ),
    start: BoardPointSchema.describe('Where the chariot stands at the start.'),
  })
  .describe('One chariot in the race.');

export const LaneBoardSpecSchema = z
  .object({
    kind: z.literal('lane-squares').describe('Lanes of squares around the spina (Crudis, Circus Maximus).'),
    lanes: z.number().int().min(1).max(64).describe('Number of lanes; lane 1 runs next to the spina.'),
    laneWidth: finite.positive().describe('Width of a lane, metres.'),
    innerOffset: finite.min(0).describe("Distance from the spina's axis to lane 1's inner edge, metres."),
    straightSquares: z
      .number()
      .int()
      .min(1)
      .describe(
        'Squares along each straight, the same in every lane. A lane holds as many squares in each turn ' +
          "as fit its arc (its length π × offset of its centre line, in squares of the straight's length, rounded, at least 2).",
      ),
    footprint: z
      .object({
        lanes: z.number().int().min(1).describe('Lanes a piece covers.'),
        squares: z.number().int().min(1).describe('Squares a piece covers along its lane.'),
      })
      .describe("A piece's size on the board; its position is its front inner square."),
  })
  .describe('A board of lanes of squares laid around the spina.');
export const TableBoardSpecSchema = z
  .object({
    kind: z.literal('table').describe('A miniatures table measured with a ruler (Aurigae).'),
    scale: finite.positive().describe('Metres of arena per unit of table measure.'),
    unit: z.string().describe('The unit of table measure (e.g. "in" for inches).'),
    size: z
      .object({
        length: finite.positive().describe("The table's length along x, table units."),
        width: finite.positive().describe("The table's width along y, table units."),
      })
      .optional()
      .describe("The table's size in its own units."),
    origin: z
      .object({
        x: finite.describe('World x (metres east of the arena centre) of the table corner (0, 0).'),
        z: finite.describe('World z (metres south of the spina axis) of the table corner (0, 0).'),
      })
      .optional()
      .describe(
        "World position (metres) of the table's corner (0, 0); the table's +x runs east and +y north. " +
          'Absent: the south-west corner of the arena (x −310.5, z 59).',
      ),
  })
  .describe('A miniatures table laid over the arena.');
export const PlacesBoardSpecSchema = z
  .object({
    kind: z.literal('places').describe('A running order of places, no squares (Hippodrome).'),
  })
  .describe('A board of places in the running order.');
export const BoardSpecSchema = z
  .discriminatedUnion('kind', [LaneBoardSpecSchema, TableBoardSpecSchema, PlacesBoardSpecSchema])
  .describe(
    'The board the rules move pieces on; `kind` names the coordinates of every board point in the log.',
  );

/** One answer given from outside the engine, as a race that stops for it records it. */
export const OutsideAnswerSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('decision').describe('A decision for a chariot driven from outside.'),
      turn: z.number().int().min(0).describe('The turn it was asked in (0: before the start).'),
      chariot: chariotRef('The chariot it decides for'),
      kind: z
        .string()
        .min(1)
        .describe("The kind of decision, one of the ruleset's (Hippodrome: keep, start, attempt, …)."),
      value: z.unknown().describe("The answer, shaped as the ruleset's decision of this kind takes it."),
      by: z
        .enum(['human', 'bot', 'ai'])
        .describe('Who answered: a person, a program, or the AI standing in for them (see fallback).'),
      fallback: z
        .string()
        .min(1)
        .optional()
        .describe(
          'Why the AI answered instead: the bot was late, wrote garbage, answered illegally or exited.',
        ),
      note: z
        .object({
          choice: z.string().min(1).describe('The choice in words.'),
          reason: z.string().min(1).describe('Why, in words.'),
        })
        .optional()
        .describe("The answer's own words for the log, where it came with any."),
    }),
    z.object({
      type: z.literal('dice').describe('Dice thrown at a real table and typed in.'),
      turn: z.number().int().min(0).describe('The turn they were thrown in.'),
      purpose: z.string().describe('What they were thrown for, as the rules asked.'),
      faces: z.array(z.number().int().min(1)).min(1).describe('The faces, in the order typed.'),
    }),
  ])
  .meta({ id: 'OutsideAnswer', description: 'One answer given from outside the engine.' });

export const HeaderSchema = z
  .object({
    engine: z
      .object({
        name: z.string().describe('The engine that wrote the log ("quadriga").'),
        version: z.string().describe("The engine's version (semver)."),
      })
      .describe('The engine that wrote the log.'),
    ruleset: z
      .object({
        id: z.string().min(1).describe('The ruleset: crudis, hippodrome, circus-maximus or aurigae.'),
        rulesVersion: z
          .string()
          .min(1)
          .describe(
            "Version of the ruleset's rules as the engine resolved them; it changes whenever the same seed and setup would resolve differently.",
          ),
      })
      .describe('The rules the race was resolved by.'),
    seed: z
      .number()
      .int()
      .min(0)
      .max(0xffff_ffff)
      .describe(
        'Seed of the dice (32-bit unsigned): with the ruleset, entrants and options it fixes the race.',
      ),
    options: z
      .record(z.string(), StatValueSchema)
      .describe('The ruleset options the race ran with, every one filled in (e.g. laps).'),
    weather: WeatherSchema.optional().describe('The weather at the start; absent means clear and dry.'),
    dice: z
      .enum(['seeded', 'scripted', 'entered'])
      .optional()
      .describe(
        "Where the race's dice came from: absent or seeded, from the seed's generator; scripted, faces a scenario or test fixed; entered, thrown at a real table and typed in. Only a seeded race can be rolled again to verify it; the others are checked for legality.",
      ),
    drivers: z
      .record(z.string(), z.enum(['human', 'bot']))
      .optional()
      .describe(
        'The chariots (by id) driven from outside the engine, by a person or a program; absent: the AI drove every chariot.',
      ),
    answers: z
      .array(OutsideAnswerSchema)
      .optional()
      .describe(
        'Every answer given from outside the engine, in the order the race asked for it: the decisions of the chariots in drivers and the dice typed in. With them the race resolves again exactly.',
      ),
    track: z
      .object({
        id: z.string().min(1).describe('The track ("circus-maximus").'),
        board: BoardSpecSchema,
        features: z
          .array(
            z
              .object({
                kind: z
                  .string()
                  .min(1)
                  .describe(
                    'What lies there: start-line, finish-line, danger-line, corner-start, corner-end and the like.',
                  ),
                station: finite.describe(`Where the feature lies across the track. ${STATION}`),
                label: z.string().optional().describe('A label to show beside it.'),
              })
              .describe('A line across the track.'),
          )
          .describe('Board features the viewer can draw: danger lines, finish line and the like.'),
      })
      .describe(
        'The track and its board. World coordinates, where a board is placed in the arena: metres, x east, ' +
          'y up, z south, origin at the centre of the arena on the spina axis; races run counter-clockwise seen from above.',
      ),
    entrants: z.array(EntrantSchema).min(1).max(64).describe('The chariots, in the order of the setup.'),
  })
  .describe('Who raced, under which rules, seed and options, on which board.');

export const TurnCheckpointSchema = z
  .object({
    turn: z.number().int().min(0).describe('The turn this checkpoint closes.'),
    lastSeq: z
      .number()
      .int()
      .min(-1)
      .describe('seq of the last event of the turn and of every turn before it (−1 when there is none yet).'),
    stateHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe(
        "SHA-256 (hex) of the canonical JSON of the engine's race state at the end of the turn. Only this engine can recompute it; it tells where two runs part.",
      ),
  })
  .describe('The end of one turn.');

export const ResultSchema = z
  .object({
    chariot: chariotRef('The chariot'),
    place: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe('Finishing place from 1, or null for a chariot that did not finish.'),
    status: ConditionSchema.shape.status.describe("The chariot's status at the end of the race."),
    finishedAt: finite
      .nullable()
      .describe('Time in turns (as event `t`) at which it crossed the finish line, or null.'),
  })
  .describe("One chariot's result.");

export const WreckSchema = z
  .object({
    chariot: chariotRef('The wrecked chariot'),
    seq: z
      .number()
      .int()
      .min(0)
      .describe(
        'The event after which the wreck lies where `at` says: the one that wrecked the chariot, or the bounce that followed it (0 for a wreck a scenario lays on the track before the start).',
      ),
    turn: z.number().int().min(0).describe('The turn of that event (0: laid before the start).'),
    at: BoardPointSchema.describe('Where the wreck came to rest.'),
  })
  .describe('A wreck left on the track.');

export const FooterSchema = z
  .object({
    turns: z.number().int().min(0).describe('Turns played.'),
    finishingOrder: z.array(chariotRef('A chariot')).describe('The chariots that finished, winner first.'),
    results: z
      .array(ResultSchema)
      .describe("Every chariot's result: the finishers in place order, then the others."),
    wrecks: z.array(WreckSchema).describe('The wrecks, in the order they happened.'),
    winner: id.nullable().describe("The winner's entrant id, or null when nobody finished."),
    eventCount: z.number().int().min(0).describe('The number of events: the length of `events`.'),
    digest: z
      .string()
      .regex(/^sha256:[0-9a-f]{64}$/)
      .describe(
        '"sha256:" and the SHA-256 (hex) of the UTF-8 bytes of the canonical JSON of the `events` array (docs/race-log.md defines both).',
      ),
  })
  .describe('The result of the race.');

export const RaceLogSchema = z.object({
  format: z.literal(LOG_FORMAT).describe(`Always "${LOG_FORMAT}".`),
  version: z.literal(1).describe('Version of the log format: 1. A reader accepts every older version.'),
  header: HeaderSchema,
  events: z
    .array(EventSchema)
    .describe('Everything that happened, in the order it was resolved (seq 0, 1, 2, …).'),
  checkpoints: z
    .array(TurnCheckpointSchema)
    .describe('One per turn, in turn order, from turn 0 (the set-up).'),
  footer: FooterSchema,
});

export type BoardPoint = z.infer<typeof BoardPointSchema>;
export type SquarePoint = z.infer<typeof SquarePointSchema>;
export type TablePoint = z.infer<typeof TablePointSchema>;
export type PlacePoint = z.infer<typeof PlacePointSchema>;
export type PathPoint = z.infer<typeof PathPointSchema>;
export type Roll = z.infer<typeof RollSchema>;
export type { Modifier } from './modifiers.ts';
export type Target = z.infer<typeof TargetSchema>;
export type Condition = z.infer<typeof ConditionSchema>;
export type Decision = z.infer<typeof DecisionSchema>;
export type Effect = z.infer<typeof EffectSchema>;
/** A version 1 event (what the rulesets not yet typed emit, decisions in words). */
export type RaceEventV1 = z.infer<typeof EventSchema>;
/** An event of the current version: the shared envelope, its decision as data (./v2/envelope.ts). */
export type RaceEvent = EventEnvelopeV2;
export type Entrant = z.infer<typeof EntrantSchema>;
export type BoardSpec = z.infer<typeof BoardSpecSchema>;
export type Header = z.infer<typeof HeaderSchema>;
export type TurnCheckpoint = z.infer<typeof TurnCheckpointSchema>;
export type RaceResult = z.infer<typeof ResultSchema>;
export type WreckRecord = z.infer<typeof WreckSchema>;
export type Footer = z.infer<typeof FooterSchema>;
/** A version 1 log, as written before version 2. */
export type RaceLogV1 = z.infer<typeof RaceLogSchema>;
/** A log of the current version. */
export type RaceLog = RaceLogV2;
export type StatValue = z.infer<typeof StatValueSchema>;
export type Weather = z.infer<typeof WeatherSchema>;
