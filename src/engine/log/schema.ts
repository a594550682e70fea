import { z } from 'zod';

/**
 * The race log, version 1: the contract between the engine, the viewer, the CLI and anyone
 * else's tools. Defined once here; the TypeScript types are inferred from it and the JSON Schema
 * at public/schema/race-log.schema.json is generated from it (scripts/write-schema.ts).
 *
 * Compatibility: later versions only add optional fields, and a reader accepts every older version.
 */
export const LOG_FORMAT = 'quadriga.race-log';
export const LOG_VERSION = 1;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'ids use letters, digits, "_", "." and "-"');
const finite = z.number();

/** A position on a ruleset's board. Which shape applies is named by header.track.board.kind. */
export const SquarePointSchema = z.object({
  lane: z.number().int(),
  sq: z.number().int(),
});
export const TablePointSchema = z.object({
  x: finite,
  y: finite,
  /** Degrees, counter-clockwise seen from above, 0 along the table's +x. */
  heading: finite,
  /** Laps of the track completed at this point (station = 4 × lap + station within the lap); 0 when absent. */
  lap: z.number().int().optional(),
});
export const PlacePointSchema = z.object({
  place: z.number().int().min(1),
  /** Metres behind the leader. */
  gap: finite.optional(),
  /** Where along the track the place is shown: station (segments since the start). */
  station: finite.optional(),
  /** How far out from the rail, in chariot widths (0 = on the rail; fractions while moving out). */
  abreast: finite.min(0).optional(),
});
export const BoardPointSchema = z.union([SquarePointSchema, TablePointSchema, PlacePointSchema]);

/** A path point: a board point plus `f`, the fraction of the turn at which the piece is there. */
export const PathPointSchema = z.intersection(BoardPointSchema, z.object({ f: finite.min(0).max(1) }));

export const ModifierSchema = z.object({
  source: z.string().min(1),
  value: finite,
});

export const TargetSchema = z.object({
  op: z.enum(['>', '>=', '<', '<=', '=']),
  value: finite,
  /** How the target was worked out, in the rule's own terms (e.g. "SPEED 9 - LANE 3"). */
  formula: z.string().optional(),
});

/** One roll of dice as the rules used it. */
export const RollSchema = z.object({
  purpose: z.string().min(1),
  dice: z.string().regex(/^(\d+d\d+|d100)$/),
  faces: z.array(z.number().int().min(1)).min(1),
  modifiers: z.array(ModifierSchema),
  total: finite,
  target: TargetSchema.optional(),
  /** The table read with the total, and the row that applied. */
  table: z.string().optional(),
  row: z.string().optional(),
  outcome: z.string().min(1),
});

export const StatValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** A chariot's condition after an event: its status and the ruleset's own attributes. */
export const ConditionSchema = z.object({
  status: z.enum(['racing', 'finished', 'wrecked', 'retired']),
  attrs: z.record(z.string(), StatValueSchema),
});

export const DecisionSchema = z.object({
  /** What the driver chose, in the ruleset's own terms. */
  choice: z.string().min(1),
  /** Why, in plain words: which personality trait or situation drove it. */
  reason: z.string().min(1),
  options: z.array(z.string()).optional(),
});

export const EffectSchema = z.object({
  /** One short clause saying what happened. */
  summary: z.string().min(1),
  /** Conditions of the chariots this event changed, after it. */
  condition: z.record(id, ConditionSchema).optional(),
});

/** The weather over the track. Rulesets without weather leave it out (clear and dry). */
export const WeatherSchema = z.object({
  sky: z.enum(['clear', 'overcast', 'rain']),
  /** How far the track has turned to mud: 0 dry, 1 deep mud. */
  mud: finite.min(0).max(1),
});

export const EventSchema = z.object({
  seq: z.number().int().min(0),
  turn: z.number().int().min(0),
  phase: z.string().min(1),
  /** Time in turns: turn N runs from N to N+1; the fraction places the event along the move. */
  t: finite.min(0),
  type: z.string().regex(/^[a-z][a-z0-9-]*$/),
  chariots: z.array(id),
  /** The rule applied, `<ruleset>.<rule>`. */
  rule: z.string().regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/),
  rolls: z.array(RollSchema).optional(),
  /** For movement: every square or point passed, in order, from where the piece stood. */
  path: z.array(PathPointSchema).optional(),
  /** For events involving several chariots: where each stands at that instant. */
  at: z.record(id, BoardPointSchema).optional(),
  decision: DecisionSchema.optional(),
  effect: EffectSchema.optional(),
  /** On `weather` events: the weather from this instant on. */
  weather: WeatherSchema.optional(),
});

export const EntrantSchema = z.object({
  id,
  name: z.string().min(1).max(80),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  faction: z.string().optional(),
  personality: z.string().min(1),
  stats: z.record(z.string(), StatValueSchema),
  start: BoardPointSchema,
});

export const LaneBoardSpecSchema = z.object({
  kind: z.literal('lane-squares'),
  lanes: z.number().int().min(1).max(64),
  laneWidth: finite.positive(),
  innerOffset: finite.min(0),
  straightSquares: z.number().int().min(1),
  footprint: z.object({ lanes: z.number().int().min(1), squares: z.number().int().min(1) }),
});
export const TableBoardSpecSchema = z.object({
  kind: z.literal('table'),
  /** Metres of arena per unit of table measure. */
  scale: finite.positive(),
  unit: z.string(),
  /** The table's size in its own units: `length` along x, `width` along y. */
  size: z.object({ length: finite.positive(), width: finite.positive() }).optional(),
  /** World position (metres) of the table's corner (0, 0); the table's +x runs east and +y north. */
  origin: z.object({ x: finite, z: finite }).optional(),
});
export const PlacesBoardSpecSchema = z.object({
  kind: z.literal('places'),
});
export const BoardSpecSchema = z.discriminatedUnion('kind', [
  LaneBoardSpecSchema,
  TableBoardSpecSchema,
  PlacesBoardSpecSchema,
]);

export const HeaderSchema = z.object({
  engine: z.object({ name: z.string(), version: z.string() }),
  ruleset: z.object({ id: z.string().min(1), rulesVersion: z.string().min(1) }),
  seed: z.number().int().min(0).max(0xffff_ffff),
  options: z.record(z.string(), StatValueSchema),
  /** The weather at the start; absent means clear and dry. */
  weather: WeatherSchema.optional(),
  track: z.object({
    id: z.string().min(1),
    board: BoardSpecSchema,
    /** Board features the viewer can draw: danger lines, finish line and the like. */
    features: z.array(
      z.object({
        kind: z.string().min(1),
        /** Station (segments since the start) where the feature lies across the track. */
        station: finite,
        label: z.string().optional(),
      }),
    ),
  }),
  entrants: z.array(EntrantSchema).min(1).max(64),
});

export const TurnCheckpointSchema = z.object({
  turn: z.number().int().min(0),
  /** seq of the last event of the turn. */
  lastSeq: z.number().int().min(-1),
  /** SHA-256 of the canonical race state at the end of the turn. */
  stateHash: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ResultSchema = z.object({
  chariot: id,
  place: z.number().int().min(1).nullable(),
  status: ConditionSchema.shape.status,
  /** Turn time at which it crossed the finish line, if it did. */
  finishedAt: finite.nullable(),
});

export const WreckSchema = z.object({
  chariot: id,
  seq: z.number().int().min(0),
  turn: z.number().int().min(0),
  /** Where the wreck came to rest. */
  at: BoardPointSchema,
});

export const FooterSchema = z.object({
  turns: z.number().int().min(0),
  finishingOrder: z.array(id),
  results: z.array(ResultSchema),
  wrecks: z.array(WreckSchema),
  winner: id.nullable(),
  eventCount: z.number().int().min(0),
  /** SHA-256 of the canonical event stream. */
  digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
});

export const RaceLogSchema = z.object({
  format: z.literal(LOG_FORMAT),
  version: z.number().int().min(1).max(LOG_VERSION),
  header: HeaderSchema,
  events: z.array(EventSchema),
  checkpoints: z.array(TurnCheckpointSchema),
  footer: FooterSchema,
});

export type BoardPoint = z.infer<typeof BoardPointSchema>;
export type SquarePoint = z.infer<typeof SquarePointSchema>;
export type TablePoint = z.infer<typeof TablePointSchema>;
export type PlacePoint = z.infer<typeof PlacePointSchema>;
export type PathPoint = z.infer<typeof PathPointSchema>;
export type Roll = z.infer<typeof RollSchema>;
export type Modifier = z.infer<typeof ModifierSchema>;
export type Target = z.infer<typeof TargetSchema>;
export type Condition = z.infer<typeof ConditionSchema>;
export type Decision = z.infer<typeof DecisionSchema>;
export type Effect = z.infer<typeof EffectSchema>;
export type RaceEvent = z.infer<typeof EventSchema>;
export type Entrant = z.infer<typeof EntrantSchema>;
export type BoardSpec = z.infer<typeof BoardSpecSchema>;
export type Header = z.infer<typeof HeaderSchema>;
export type TurnCheckpoint = z.infer<typeof TurnCheckpointSchema>;
export type RaceResult = z.infer<typeof ResultSchema>;
export type WreckRecord = z.infer<typeof WreckSchema>;
export type Footer = z.infer<typeof FooterSchema>;
export type RaceLog = z.infer<typeof RaceLogSchema>;
export type StatValue = z.infer<typeof StatValueSchema>;
export type Weather = z.infer<typeof WeatherSchema>;
