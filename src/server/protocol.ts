import { z } from 'zod';
import type { BotMessage } from '../engine/kernel/bot-protocol.ts';
import type { Footer, Header, RaceEvent, TurnCheckpoint } from '../engine/log/schema.ts';
import type { SeasonFile, SeasonRace } from '../engine/season/file.ts';

/**
 * The live relay's wire protocol: JSON text messages over one WebSocket, each carrying the protocol
 * version `v`. No Node imports here: the viewer imports the types (never the schemas, so zod stays
 * out of the page's bundle).
 *
 * Spectators send only `hello`; a publisher sends `publish` with the relay's token. The relay sends
 * `welcome` (the race's header), `events` (a turn's events, each with its seq, released when the
 * turn begins in the replay's timing), `end` (footer and checkpoints), `published` and `error`.
 */
export const PROTOCOL_VERSION = 1;

/** Incoming messages larger than this close the connection with code 1009 (message too big). */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** Close codes the relay uses, beyond the standard ones (1001 going away, 1009 too big). */
export const CLOSE = {
  /** Too many refused messages. */
  misbehaving: 4001,
  /** Connected but never said hello in time. */
  silent: 4002,
  /** Too many wrong publish tokens from this connection or its address. */
  forbidden: 4003,
} as const;

/** How a viewer joins: from the start (catching up on everything) or at the live moment. */
export const JOIN_MODES = ['start', 'live'] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

export const RaceIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

export const HelloSchema = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  type: z.literal('hello'),
  join: z.enum(JOIN_MODES).optional(),
  /** Resume: the race the viewer follows and the seq of the last event it holds (-1: none). */
  race: RaceIdSchema.optional(),
  lastSeq: z.number().int().min(-1).optional(),
});

/** Plan seconds per wall second a relay may run at. */
export const MIN_PACE = 0.01;
export const MAX_PACE = 1000;

/** The bounds of a remote bot's time per decision, ms (a relay's `--bot-time-limit`, a race's). */
export const MIN_BOT_TIME_LIMIT_MS = 50;
export const MAX_BOT_TIME_LIMIT_MS = 600_000;

export const RaceInputsSchema = z.strictObject({
  ruleset: z.string().min(1).max(40),
  seed: z.number().int().min(0).max(0xffff_ffff),
  setup: z.unknown().optional(),
  /** Seats (chariot ids) driven by a bot over this relay's WebSocket (bot-seats.ts). */
  bots: z.array(z.string().min(1).max(64)).min(1).max(12).optional(),
  /** Each remote bot's time per decision in ms, when shorter than the relay's (bot-seats.ts). */
  botTimeLimitMs: z.number().int().min(MIN_BOT_TIME_LIMIT_MS).max(MAX_BOT_TIME_LIMIT_MS).optional(),
});

export const PublishSchema = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  type: z.literal('publish'),
  token: z.string().max(200).optional(),
  race: RaceInputsSchema,
});

/** A bot takes a remote seat of a published race (the relay's token, as for publishing). */
export const DriveSchema = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  type: z.literal('drive'),
  token: z.string().max(200).optional(),
  race: RaceIdSchema,
  seat: z.string().min(1).max(64),
});

/** A remote bot's answer: `answer` is the line a `--driver` bot writes (`id`, `value`, `reason`). */
export const AnswerSchema = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  type: z.literal('answer'),
  race: RaceIdSchema,
  seat: z.string().min(1).max(64),
  answer: z.unknown(),
});

export const ClientMessageSchema = z.discriminatedUnion('type', [
  HelloSchema,
  PublishSchema,
  DriveSchema,
  AnswerSchema,
]);

export type Hello = z.infer<typeof HelloSchema>;
export type Publish = z.infer<typeof PublishSchema>;
export type Drive = z.infer<typeof DriveSchema>;
export type Answer = z.infer<typeof AnswerSchema>;
export type RaceInputs = z.infer<typeof RaceInputsSchema>;
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export interface Welcome {
  v: typeof PROTOCOL_VERSION;
  type: 'welcome';
  race: string;
  header: Header;
  join: JoinMode;
  /** Wall-clock milliseconds (epoch) at which the race's plan time 0 is shown, delay included. */
  startsAt: number;
  /** Plan seconds per wall second. */
  pace: number;
  /** Seconds the feed is held back. */
  delay: number;
  /** Plan time (seconds) shown live when this message was sent; negative before the start. */
  liveTime: number;
  /** Whether the viewer's history continues: true when the events after this one start at its lastSeq + 1. */
  resumed: boolean;
}

export interface EventsMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'events';
  race: string;
  turn: number;
  /** Plan time (seconds) at which the turn begins; the viewer plays the turn from there. */
  time: number;
  /** Plan time at which the turn ends, as far as the events so far say. */
  until: number;
  events: RaceEvent[];
}

export interface EndMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'end';
  race: string;
  footer: Footer;
  checkpoints: TurnCheckpoint[];
}

/**
 * A publish accepted: the race's id (a promise: the race runs under this id) and how many races run
 * before it. Its start time follows in `scheduled` once it and every race ahead are resolved.
 */
export interface PublishedMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'published';
  race: string;
  /** Races that run before this one (the one running now included). */
  ahead: number;
}

/** When a published race starts: a promise, kept to the millisecond (sent to its publisher). */
export interface ScheduledMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'scheduled';
  race: string;
  /** Wall-clock milliseconds at which the race's plan time 0 is shown (delay included). */
  startsAt: number;
}

export type ErrorCode =
  | 'bad-json'
  | 'bad-message'
  | 'forbidden'
  | 'bad-race'
  | 'queue-full'
  | 'unknown-race'
  | 'rate-limited'
  | 'skipped'
  | 'seat-taken';

export interface ErrorMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'error';
  code: ErrorCode;
  message: string;
  /** The published race the error is about, when it is about one. */
  race?: string;
}

/**
 * How the operator directs the broadcast (the control page): sent after each welcome and to every
 * viewer when it changes. A broadcast page follows it; a plain viewer may ignore it.
 */
export interface DirectionMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'direction';
  /** The race on air. */
  race: string;
  /** The programme is held: no turn comes until it runs on. */
  held: boolean;
  /** The chariot the director stays on, or null. */
  lock: string | null;
  /** Whether the broadcast overlay is shown. */
  overlay: boolean;
  /** Replays called in this race so far: a page that sees the count go up shows one. */
  replays: number;
}

/** The index of a live race's HTTP segments (`GET /segments/index.json`, see segments.ts). */
export interface SegmentIndex {
  v: 1;
  /** The race on air; null before the first is announced. */
  race: string | null;
  /** Wall-clock ms at which plan time 0 is shown, and plan seconds per wall second. */
  startsAt: number | null;
  pace: number;
  /** Segments out: `0.json` to `${segments - 1}.json`. */
  segments: number;
  /** The race is over: `end.json` is out. */
  ended: boolean;
  /** The operator holds the programme (no segment comes until it runs on). */
  held: boolean;
}

/** A bot took a remote seat: the race's bot messages for it follow as `bot`. */
export interface DrivingMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'driving';
  race: string;
  seat: string;
}

/** A bot protocol message (docs/bots.md: start, decision, refused, end) for a remote seat's bot. */
export interface BotEnvelope {
  v: typeof PROTOCOL_VERSION;
  type: 'bot';
  race: string;
  seat: string;
  message: BotMessage;
}

/**
 * A season's races run so far, without their logs or the final standings: what a standings card
 * needs, and nothing of the races still to come.
 */
export type SeasonSoFar = Omit<SeasonFile, 'races' | 'standings'> & { races: Array<Omit<SeasonRace, 'log'>> };

/**
 * Where the race on air stands in the season the relay runs (`quadriga serve --season`): sent
 * after each welcome (the races before it) and after its end (with it).
 */
export interface SeasonMessage {
  v: typeof PROTOCOL_VERSION;
  type: 'season';
  race: string;
  /** The race on air's place in the season, from 0, and how many races the season has. */
  index: number;
  total: number;
  season: SeasonSoFar;
}

export type ServerMessage =
  | SeasonMessage
  | DrivingMessage
  | BotEnvelope
  | DirectionMessage
  | Welcome
  | EventsMessage
  | EndMessage
  | PublishedMessage
  | ScheduledMessage
  | ErrorMessage;

/** A zod issue as one sentence naming where, e.g. `$.join: Invalid option`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid message';
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return `$${path}: ${issue.message}`;
}
