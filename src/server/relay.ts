import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createHistogram } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { SeasonFile } from '../engine/season/file.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import { BotSeats, DEFAULT_BOT_CONNECT_MS, DEFAULT_BOT_TIME_LIMIT_MS } from './bot-seats.ts';
import { CONTROL_PATH, type ControlCommand, type ControlResult, serveControl } from './control.ts';
import { controlPage } from './control-page.ts';
import { Flow, FlowBudget, type FlowVerdict } from './flow.ts';
import { Bucket, RateTable, tokenMatches } from './guard.ts';
import { DEFAULT_LIMITS, type RelayLimits } from './limits.ts';
import { endsAt, type LiveRace, liveTime, releasedAt, wallTime } from './live-race.ts';
import { batchFrame, endFrame, type PreparedRace } from './prepared-race.ts';
import { RaceProgram } from './program.ts';
import {
  CLOSE,
  ClientMessageSchema,
  type DirectionMessage,
  type Drive,
  describeIssue,
  type ErrorCode,
  type Hello,
  type JoinMode,
  PROTOCOL_VERSION,
  type Publish,
  type RaceInputs,
  type SeasonMessage,
  type ServerMessage,
} from './protocol.ts';
import { type Resolver, sharedResolver } from './resolver.ts';
import { SEGMENTS_PATH, type SegmentCounts, serveSegments } from './segments.ts';
import { type RaceSequence, seedsFrom } from './sources.ts';
import { readRelayState, writeRelayState } from './state-file.ts';
import { serveStatic } from './static-files.ts';

export { DEFAULT_LIMITS, type RelayLimits };

export interface RelayOptions {
  /** The first race, then the same with the seed counting up (unless `sequence` is given). */
  race?: RaceInputs;
  /** The programme's races in turn: the demo channel, recorded logs (a restarted relay resumes its saved race first). */
  sequence?: RaceSequence;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Races back to back from the sequence; null runs forever. */
  races?: number | null;
  /** Plan seconds per wall second (1 is real time; tests race faster). */
  pace?: number;
  /** Seconds the feed is held back behind the race (to match a stream's delay). */
  delay?: number;
  /** Seconds before the first race and between races (the header is out, the events are not). */
  gap?: number;
  /** Publishers must send this token; without one, publishing is disabled. */
  publishToken?: string;
  /** Where the relay keeps what it needs to resume a race after a restart. */
  stateFile?: string;
  /** The built viewer to serve (dist/); null serves none. */
  staticDir?: string | null;
  limits?: Partial<RelayLimits>;
  /** Resolves races off the event loop; by default the process's shared resolving process (resolver.ts). */
  resolver?: Resolver;
  /** Wall clock, ms since the epoch. */
  now?: () => number;
  log?: (line: string) => void;
  /** The season whose races `sequence` runs (seasonSequence): viewers are told where each race stands in it. */
  season?: SeasonFile;
  /** A remote bot's time for each decision (ms; bot-seats.ts), and how long a race waits for its bots to connect. */
  botTimeLimitMs?: number;
  botConnectMs?: number;
}

export interface RelayInfo {
  race: string;
  ruleset: string;
  seed: number;
  startsAt: number;
  endsAt: number;
  released: number;
  batches: number;
  ended: boolean;
  /** Races waiting after this one. */
  waiting: number;
}

export interface Relay {
  /** http://host:port/ */
  url: string;
  /** ws://host:port/live */
  liveUrl: string;
  port: number;
  /** Open WebSocket connections (viewers and publishers). */
  viewers(): number;
  /** Viewers dropped for reading too slowly, since the start. */
  dropped(): number;
  /** Flow-control pings sent, since the start (each costs a frame out and a pong in). */
  pings(): number;
  /**
   * Messages held back by flow control since the start: a viewer's window full, or the budget over
   * all viewers spent (each is sent once a pong frees room, later than its turn).
   */
  heldBack(): number;
  /** Bytes sent to viewers and not yet acknowledged as read, over all viewers. */
  inFlight(): number;
  /**
   * How late the relay handed each turn to each viewer that was watching when it fell due (ms past
   * its release moment), since the start or the last reset.
   */
  lateness(reset?: boolean): Lateness;
  current(): RelayInfo | null;
  /** Segment responses with a body (200) the relay gave, by path (`/segments/...`), since the start. */
  segmentCounts(): SegmentCounts;
  close(): Promise<void>;
}

export interface Lateness {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The WebSocket path viewers and publishers connect to. */
export const LIVE_PATH = '/live';
/** The relay's status as JSON. */
export const STATUS_PATH = '/status';

/** What GET /status answers. */
export interface RelayStatus {
  v: typeof PROTOCOL_VERSION;
  /** The engine's (and package's) version. */
  version: string;
  /** Seconds since the relay started. */
  uptime: number;
  /** Viewers following (said hello). */
  viewers: number;
  /** WebSocket connections open, viewers and publishers. */
  connections: number;
  /** The race on air (or the last one, ended, until the next is announced). */
  race: {
    id: string;
    ruleset: string;
    seed: number;
    startsAt: number;
    endsAt: number;
    /** The last turn released; null before the start. */
    turn: number | null;
    turns: number;
    ended: boolean;
  } | null;
  /** The races waiting their turn, in order; a start time once it is fixed. */
  next: Array<{ id: string; ruleset: string; seed: number; startsAt: number | null }>;
  /** Viewers dropped for not reading, since the start. */
  dropped: number;
  /** The operator's direction of the broadcast (the control page): held, locked, overlay, replays. */
  direction: { held: boolean; lock: string | null; overlay: boolean; replays: number };
  /** The chariots of the race on air (what a lock may name). */
  entrants: Array<{ id: string; name: string; colour: string }>;
}
/** Messages a connection may have waiting for their turn (each at most maxMessageBytes). */
const MAX_BACKLOG = 16;
/** How long before a turn's moment the relay wakes, to wait out the rest awake (ms). */
const AWAKE_MS = 2;
/** setTimeout's longest wait; a later moment is reached in several. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Viewer {
  ws: WebSocket;
  socket: Socket;
  address: string;
  /** Set once the viewer said hello. */
  joined: boolean;
  /** When it was last welcomed: turns due before then are history, not late. */
  welcomedAt: number;
  /** Said anything valid (a hello or a publish). */
  spoke: boolean;
  race: string | null;
  /** seq of the last event sent; batches before `cursor` are all sent. */
  sentSeq: number;
  cursor: number;
  endSent: boolean;
  bad: number;
  authFailures: number;
  alive: boolean;
  /** A keep-alive ping owed to this viewer, to go out in the write of its next turn. */
  keepAlive: boolean;
  join: JoinMode;
  hellos: Bucket;
  messages: Bucket;
  flow: Flow;
  /** Messages that came faster than the connection's rate, waiting their turn. */
  backlog: Array<[RawData, boolean]>;
  silentTimer: NodeJS.Timeout | null;
}

const PROTOCOL_HINT = `spectators may send only {"v":${PROTOCOL_VERSION},"type":"hello"}`;

/** Who queued a race: a publisher's connection, or the operator at the control page. */
type Publisher = Viewer | 'operator';

export async function startRelay(
  options: RelayOptions,
): Promise<{ ok: true; relay: Relay } | { ok: false; error: string }> {
  const now = options.now ?? Date.now;
  const pace = options.pace ?? 1;
  const L: RelayLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const delayMs = (options.delay ?? 0) * 1000;
  const say = options.log ?? (() => {});
  if (!(pace > 0) || !Number.isFinite(pace)) return { ok: false, error: `bad pace ${pace}` };
  const sequence = options.sequence ?? (options.race ? seedsFrom(options.race) : null);
  if (!sequence) return { ok: false, error: 'a relay needs a race or a sequence of races' };

  const viewers = new Set<Viewer>();
  const late = createHistogram();
  const budget = new FlowBudget(L.totalInFlightBytes);
  /** Viewers held back by the budget over all viewers, served as it frees up, first come first. */
  const starved = new Set<Viewer>();
  const authFailures = new RateTable(L.authFailuresPerAddress, L.authRefillMs);
  const perAddress = new Map<string, number>();
  const connects = new RateTable(L.connectBurst, L.connectRefillMs);
  let connections = 0;
  let droppedCount = 0;
  let pingCount = 0;
  let heldBackCount = 0;
  let closed = false;

  let saved = null;
  if (options.stateFile) {
    const read = readRelayState(options.stateFile);
    if (!read.ok) return { ok: false, error: read.error };
    saved = read.state;
  }
  const stateFile = options.stateFile;

  const control = (v: Viewer, m: ServerMessage | string): void => {
    if (v.ws.readyState !== WebSocket.OPEN) return;
    const text = typeof m === 'string' ? m : JSON.stringify(m);
    v.ws.send(text);
    v.flow.wrote(Buffer.byteLength(text), now());
  };
  const refusal = (code: ErrorCode, message: string, race?: string): ServerMessage => ({
    v: PROTOCOL_VERSION,
    type: 'error',
    code,
    message,
    ...(race === undefined ? {} : { race }),
  });

  /** The operator's direction of the broadcast; a new race starts unlocked, with no replay called. */
  const direction = { lock: null as string | null, overlay: true, replays: 0 };
  const directionText = (): string | null => {
    const live = program.current;
    if (!live) return null;
    return JSON.stringify({
      v: PROTOCOL_VERSION,
      type: 'direction',
      race: live.race.id,
      held: program.held,
      ...direction,
    } satisfies DirectionMessage);
  };
  const sendDirection = (): void => {
    const text = directionText();
    if (text === null) return;
    for (const v of viewers) if (v.joined) control(v, text);
  };

  const botSeats = new BotSeats<Viewer>({
    send: (v, m) => control(v, m as ServerMessage),
    timeLimitMs: options.botTimeLimitMs ?? DEFAULT_BOT_TIME_LIMIT_MS,
    connectMs: options.botConnectMs ?? DEFAULT_BOT_CONNECT_MS,
    say,
  });

  const program = new RaceProgram<Publisher>({
    sequence,
    races: options.races === undefined ? 1 : options.races,
    pace,
    gapMs: (options.gap ?? 0) * 1000,
    delayMs,
    maxQueued: L.maxQueued,
    maxQueuedBytes: L.maxQueuedBytes,
    now,
    resolver: botSeats.wrap(options.resolver ?? sharedResolver()),
    saved,
    persist: stateFile ? (s) => writeRelayState(stateFile, s) : null,
    hooks: {
      ended: (live) => {
        for (const v of viewers) catchUp(v);
        // The race's result joins the season's standings as its end goes out.
        const text = seasonText(live, true);
        if (text !== null) for (const v of viewers) if (v.joined && v.race === live.race.id) control(v, text);
      },
      announce: () => {
        direction.lock = null;
        direction.replays = 0;
        for (const v of viewers) if (v.joined) welcome(v, false);
      },
      retimed: () => {
        // The race's start moved: each viewer gets it anew, its history going on from what it holds.
        for (const v of viewers) if (v.joined) welcome(v, true, v.sentSeq);
      },
      scheduled: (publisher, race, startsAt) => {
        if (publisher !== 'operator')
          control(publisher, { v: PROTOCOL_VERSION, type: 'scheduled', race, startsAt });
      },
      failed: (publisher, race, error) => {
        if (publisher && publisher !== 'operator')
          control(publisher, refusal('bad-race', `race ${race} does not resolve: ${error}`, race));
      },
      removed: (publisher, race) => {
        if (publisher && publisher !== 'operator')
          control(
            publisher,
            refusal('skipped', `race ${race} was taken off the programme by the operator`, race),
          );
      },
      changed: () => schedule(),
      say,
    },
  });
  /**
   * Where a season's race stands in it (a `season` message): the races before it, and it too once it
   * has ended. Encoded once per race and moment, the same for every viewer.
   */
  const seasonRaces = options.season?.races.map(({ log, ...race }) => race) ?? [];
  let seasonCache = { key: '', text: '' };
  const seasonText = (live: LiveRace, ended: boolean): string | null => {
    const k = live.race.season;
    if (!options.season || k === undefined) return null;
    const key = `${live.race.id} ${ended}`;
    if (seasonCache.key !== key) {
      const { races, standings, ...about } = options.season;
      const message: SeasonMessage = {
        v: PROTOCOL_VERSION,
        type: 'season',
        race: live.race.id,
        index: k,
        total: races.length,
        season: { ...about, races: seasonRaces.slice(0, ended ? k + 1 : k) },
      };
      seasonCache = { key, text: JSON.stringify(message) };
    }
    return seasonCache.text;
  };
  // The header is encoded once per race; the rest of a welcome differs from viewer to viewer.
  let header = { race: '', json: '' };
  const headerJson = (live: LiveRace): string => {
    if (header.race !== live.race.id) header = { race: live.race.id, json: JSON.stringify(live.race.header) };
    return header.json;
  };

  /**
   * Closes a viewer with a reason; one that does not answer within a second is reset: a plain close
   * would leave what it never read queued in the kernel (an orphaned socket keeps trying for minutes).
   */
  const drop = (v: Viewer, code: number, reason: string): void => {
    forget(v);
    v.ws.close(code, reason);
    setTimeout(() => {
      if (!v.socket.destroyed) v.socket.resetAndDestroy();
    }, 1000).unref();
  };

  /** A viewer too slow to read is reset at once: a close frame would wait behind what it left unread. */
  const tooSlow = (v: Viewer, reason: string): void => {
    droppedCount++;
    forget(v);
    say(`dropped a viewer at ${v.address}: ${reason}`);
    v.socket.resetAndDestroy();
  };

  const forget = (v: Viewer): void => {
    if (!viewers.delete(v)) return;
    botSeats.left(v);
    starved.delete(v);
    if (v.silentTimer) clearTimeout(v.silentTimer);
    v.silentTimer = null;
  };

  /**
   * What the budget has free goes to the viewers it held back, in the order they waited, until one
   * is held back again (each is looked at once: the cost is the number served, not the number waiting).
   */
  const feedStarved = (): void => {
    for (const w of starved) {
      starved.delete(w);
      catchUp(w);
      if (starved.has(w)) break;
    }
  };

  const ping = (v: Viewer, blocked = false, t = now()): void => {
    if (v.flow.pingDue(blocked) && v.ws.readyState === WebSocket.OPEN) {
      pingCount++;
      v.ws.ping(v.flow.ping(t));
    }
  };

  /**
   * Whether a frame of `size` bytes may go to a viewer now: 'ok' within its window and the budget,
   * else why not ('closed': gone, or dropped now for leaving too much unsent).
   */
  const admit = (v: Viewer, size: number): FlowVerdict | 'closed' => {
    if (v.ws.readyState !== WebSocket.OPEN) return 'closed';
    if (v.ws.bufferedAmount > L.maxBufferedBytes) {
      tooSlow(v, `${v.ws.bufferedAmount} bytes waiting to be sent`);
      return 'closed';
    }
    const verdict = v.flow.verdict(size);
    if (verdict !== 'ok') heldBackCount++;
    if (verdict === 'budget') starved.add(v);
    return verdict;
  };

  /** The frames one `catchUp` writes (one array for every call: nothing in it outlives the call). */
  const outgoing: Buffer[] = [];

  /**
   * Sends a viewer every released event after its last seq, and the footer once the race is over,
   * as far as its window and the budget allow. A fan-out to every viewer says how many batches are
   * out, counted once for all of them.
   *
   * Each message goes as a frame made once for every viewer (prepared-race.ts), to the socket as it
   * is: the relay's WebSocket server compresses nothing, so `ws` would only frame it again for each
   * viewer. Everything due goes in one write: the usual turn of a fan-out, one frame with nothing
   * to go with it, as a plain write; several frames, or a frame and a ping, corked together (a
   * corked write makes more than twice the garbage: 544 bytes a viewer against 216).
   */
  const catchUp = (v: Viewer, released?: number): void => {
    const live = program.current;
    if (!live || !v.joined || v.race !== live.race.id) return;
    const race = live.race;
    // The moment this viewer is handed its turns (how late the relay was with each, below).
    const t = now();
    const upTo = released ?? releasedAt(live, program.time());
    const out = outgoing;
    let verdict: FlowVerdict | 'closed' = 'ok';
    while (v.cursor < upTo) {
      const b = race.batches[v.cursor]!;
      if (b.lastSeq > v.sentSeq) {
        const frame = batchFrame(race, v.cursor, v.sentSeq);
        verdict = admit(v, frame.length);
        if (verdict !== 'ok') break;
        out.push(frame);
        v.flow.wrote(frame.length, t);
        v.sentSeq = b.lastSeq;
        const due = wallTime(live, b.time);
        if (due >= v.welcomedAt) late.record(Math.max(1, Math.round(t - due)));
      }
      v.cursor++;
    }
    if (verdict === 'ok' && program.ended && !v.endSent && v.cursor >= race.batches.length) {
      const frame = endFrame(race);
      verdict = admit(v, frame.length);
      if (verdict === 'ok') {
        out.push(frame);
        v.flow.wrote(frame.length, t);
        v.endSent = true;
      }
    }
    const open = verdict !== 'closed' && v.ws.readyState === WebSocket.OPEN;
    // A viewer held back is asked what it has read (only a pong lets it go on); one that reads, now
    // and then. The ping rides behind what it acknowledges; and a keep-alive owed with it.
    const pinging = open && v.flow.pingDue(verdict !== 'ok');
    const keepAlive = open && v.keepAlive;
    if (!open) {
      // Gone: nothing of this is written.
    } else if (out.length === 1 && !pinging && !keepAlive) v.socket.write(out[0]!);
    else if (out.length > 0 || pinging || keepAlive) {
      v.socket.cork();
      for (const frame of out) v.socket.write(frame);
      if (pinging) {
        pingCount++;
        v.ws.ping(v.flow.ping(t));
      }
      if (keepAlive) {
        v.keepAlive = false;
        v.ws.ping();
      }
      v.socket.uncork();
    }
    out.length = 0;
  };

  /** The seq of the last event out now (-1 before the first). */
  const lastReleasedSeq = (live: LiveRace): number => {
    const k = releasedAt(live, program.time());
    return k === 0 ? -1 : live.race.batches[k - 1]!.lastSeq;
  };

  const welcome = (v: Viewer, resume: boolean, lastSeq = -1): void => {
    const live = program.current;
    if (!live) return;
    v.joined = true;
    v.welcomedAt = now();
    v.race = live.race.id;
    v.sentSeq = resume ? lastSeq : -1;
    v.cursor = 0;
    v.endSent = false;
    const head = JSON.stringify({
      v: PROTOCOL_VERSION,
      type: 'welcome',
      race: live.race.id,
      join: v.join,
      startsAt: live.startsAt,
      pace: live.pace,
      delay: delayMs / 1000,
      liveTime: liveTime(live, program.time()),
      resumed: resume,
    });
    control(v, `${head.slice(0, -1)},"header":${headerJson(live)}}`);
    const directed = directionText();
    if (directed !== null) control(v, directed);
    const standing = seasonText(live, program.ended);
    if (standing !== null) control(v, standing);
    catchUp(v);
  };

  const hello = (v: Viewer, m: Hello): void => {
    const live = program.current;
    v.join = m.join ?? 'start';
    // A viewer may resume only what this race has released: a seq beyond it is not a history it holds.
    const resume =
      live !== null &&
      m.race === live.race.id &&
      m.lastSeq !== undefined &&
      m.lastSeq <= lastReleasedSeq(live);
    welcome(v, resume, m.lastSeq ?? -1);
  };

  /** The relay's token, for a publish or a drive (wrong ones counted per connection and address). */
  const authorized = (v: Viewer, token: string | undefined, what: string): boolean => {
    const t = now();
    if (!options.publishToken) {
      bad(v, 'forbidden', `${what} is disabled on this relay`);
      return false;
    }
    if (authFailures.exhausted(v.address, t)) {
      control(v, refusal('rate-limited', 'too many wrong publish tokens from this address: try again later'));
      drop(v, CLOSE.forbidden, 'too many wrong publish tokens');
      return false;
    }
    if (token === undefined || !tokenMatches(options.publishToken, token)) {
      authFailures.take(v.address, t);
      v.authFailures++;
      control(v, refusal('forbidden', token === undefined ? 'missing publish token' : 'wrong publish token'));
      if (v.authFailures >= L.authFailuresPerConnection)
        drop(v, CLOSE.forbidden, 'too many wrong publish tokens');
      return false;
    }
    v.spoke = true;
    v.bad = 0;
    return true;
  };

  /** A publish: the token first, then the queue. */
  const publish = (v: Viewer, m: Publish): void => {
    if (!authorized(v, m.token, 'publishing')) return;
    const answer = program.publish(m.race, v);
    if (!answer.ok) {
      control(v, refusal(answer.code, answer.message));
      return;
    }
    botSeats.expect(answer.id, m.race.bots ?? []);
    control(v, { v: PROTOCOL_VERSION, type: 'published', race: answer.id, ahead: answer.ahead });
    program.advance();
    schedule();
  };

  /** A bot takes a remote seat of a published race (bot-seats.ts). */
  const drive = (v: Viewer, m: Drive): void => {
    if (!authorized(v, m.token, 'driving a seat')) return;
    const answer = botSeats.drive(v, m.race, m.seat);
    if (!answer.ok) control(v, refusal(answer.code, answer.message, m.race));
  };

  const bad = (v: Viewer, code: ErrorCode, message: string): void => {
    control(v, refusal(code, message));
    if (++v.bad >= L.maxBadMessages) drop(v, CLOSE.misbehaving, 'too many refused messages');
  };

  /**
   * Each connection gets its share: past its rate its messages wait (and its socket is paused, so a
   * flood backs up in the flooder's own buffers instead of delaying everyone else). What had already
   * arrived waits in a short backlog; a client that overflows it is closed.
   */
  const onMessage = (v: Viewer, data: RawData, isBinary: boolean): void => {
    if (!viewers.has(v)) return;
    if (v.backlog.length === 0 && v.messages.take(now())) {
      handle(v, data, isBinary);
      return;
    }
    if (v.backlog.length >= MAX_BACKLOG) {
      drop(v, CLOSE.misbehaving, 'too many messages');
      return;
    }
    v.backlog.push([data, isBinary]);
    if (v.backlog.length === 1) {
      v.ws.pause();
      drain(v);
    }
  };

  const drain = (v: Viewer): void => {
    if (!viewers.has(v)) return;
    while (v.backlog.length > 0 && v.messages.take(now())) {
      const [data, isBinary] = v.backlog.shift()!;
      handle(v, data, isBinary);
      if (!viewers.has(v)) return;
    }
    if (v.backlog.length === 0) v.ws.resume();
    else setTimeout(() => drain(v), v.messages.wait(now())).unref();
  };

  const handle = (v: Viewer, data: RawData, isBinary: boolean): void => {
    const t = now();
    if (isBinary) {
      bad(v, 'bad-message', 'binary messages are not part of the protocol: send JSON text');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch (e) {
      bad(v, 'bad-json', `not JSON: ${(e as Error).message}`);
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      bad(v, 'bad-message', `${describeIssue(parsed.error)} (${PROTOCOL_HINT})`);
      return;
    }
    if (parsed.data.type === 'publish') {
      publish(v, parsed.data);
      return;
    }
    if (parsed.data.type === 'drive') {
      drive(v, parsed.data);
      return;
    }
    if (parsed.data.type === 'answer') {
      const m = parsed.data;
      const refused = botSeats.answer(v, m.race, m.seat, m.answer);
      if (refused !== null) bad(v, 'bad-message', refused);
      else v.bad = 0;
      return;
    }
    if (!v.hellos.take(t)) {
      bad(
        v,
        'rate-limited',
        `too many hellos: ${L.helloBurst} at once, then one every ${L.helloRefillMs / 1000} s (each resends the race)`,
      );
      return;
    }
    v.spoke = true;
    v.bad = 0;
    if (v.silentTimer) clearTimeout(v.silentTimer);
    v.silentTimer = null;
    hello(v, parsed.data);
  };

  const onPong = (v: Viewer, data: Buffer): void => {
    v.alive = true;
    if (!v.flow.pong(data.toString())) return;
    catchUp(v);
    ping(v);
    feedStarved();
  };

  // One timer, set for the next thing due: a batch, or the end of the race.
  let timer: NodeJS.Timeout | null = null;
  /** The last milliseconds before the moment, waited out awake (see `schedule`). */
  let soon: NodeJS.Immediate | null = null;
  let timerDue = 0;
  /**
   * The batches of the race on air handed to every viewer: the timer is set for the first batch
   * not handed yet, not the first not yet due. Set by the time alone, a `schedule` called between a
   * batch's moment and its tick (a publish, a race resolved) skipped that batch for the next, and
   * every viewer got it a whole turn late.
   */
  let handed: { race: PreparedRace | null; count: number } = { race: null, count: 0 };
  /** Sends every viewer what is due. */
  const handOut = (): void => {
    const live = program.current;
    handed = live ? { race: live.race, count: releasedAt(live, program.time()) } : { race: null, count: 0 };
    for (const v of viewers) catchUp(v, handed.count);
  };
  const tick = (): void => {
    timer = null;
    soon = null;
    if (closed) return;
    // Before its moment (see below): the last milliseconds awake, looking again after each round of
    // I/O; anything longer (the timer fired early), asleep on a timer again.
    const early = timerDue - now();
    if (early > 0) {
      if (early <= AWAKE_MS) soon = setImmediate(tick);
      else schedule();
      return;
    }
    program.advance();
    handOut();
    schedule();
  };
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    if (soon) clearImmediate(soon);
    timer = null;
    soon = null;
    if (closed || program.held) return;
    const t = now();
    let due = program.nextDue() ?? Number.POSITIVE_INFINITY;
    const live = program.current;
    if (live) {
      const k = handed.race === live.race ? handed.count : 0;
      if (k < releasedAt(live, Number.POSITIVE_INFINITY))
        due = Math.min(due, wallTime(live, live.race.batches[k]!.time));
    }
    if (due === Number.POSITIVE_INFINITY) return;
    // Timers keep their own clock, whole milliseconds apart from Date.now()'s, and a sleeping process
    // wakes a little after its timer: set for the moment, a timer fired up to a millisecond early
    // (a second wake-up for the turn, tens of ms on a busy machine), and set a millisecond after
    // it, every viewer got every turn 1-2 ms late. So the timer is set a little before the moment,
    // and the rest is waited out awake (`tick`): the fan-out starts at the turn's moment. Only for a
    // moment a while off (awake a twentieth of the time at most): at a fast pace (the tests' races
    // of a second) the relay sleeps until a millisecond after the moment.
    const wait = due - t;
    const delay = wait >= 20 * AWAKE_MS ? Math.floor(wait) - AWAKE_MS : Math.ceil(wait) + 1;
    timerDue = due;
    timer = setTimeout(tick, Math.min(MAX_TIMER_MS, Math.max(0, delay)));
  };

  const started = await program.start();
  if (started !== null) return { ok: false, error: started };

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: L.maxMessageBytes,
    perMessageDeflate: false,
  });
  const accept = (ws: WebSocket, socket: Socket, address: string): void => {
    const t = now();
    const v: Viewer = {
      ws,
      socket,
      address,
      joined: false,
      welcomedAt: 0,
      spoke: false,
      race: null,
      sentSeq: -1,
      cursor: 0,
      endSent: false,
      bad: 0,
      authFailures: 0,
      alive: true,
      keepAlive: false,
      join: 'start',
      hellos: new Bucket(L.helloBurst, L.helloRefillMs, t),
      messages: new Bucket(L.messageBurst, L.messageRefillMs, t),
      backlog: [],
      flow: new Flow(budget, L.windowBytes),
      silentTimer: null,
    };
    v.silentTimer = setTimeout(() => {
      if (!v.spoke) drop(v, CLOSE.silent, `nothing said within ${L.helloTimeoutMs / 1000} s`);
    }, L.helloTimeoutMs);
    viewers.add(v);
    ws.on('message', (data, isBinary) => onMessage(v, data, isBinary));
    ws.on('pong', (data) => onPong(v, data));
    ws.on('close', () => forget(v));
    // What it never read counts against the budget until its socket is gone (the kernel holds it).
    socket.once('close', () => {
      v.flow.release();
      feedStarved();
    });
    // An oversized message makes ws close with 1009; other socket errors just end the viewer.
    ws.on('error', () => forget(v));
  };

  /**
   * Every connection is pinged each round, and one that answered nothing since the round before is
   * let go. A viewer following the race on air is owed its ping until its next turn goes out, in the
   * same write (pinging a thousand viewers at once is a fan-out of its own, as costly as a turn's,
   * and a turn falling due during it would go out late to every viewer). One whose turn did not
   * come by the next round (the race held, say) is pinged then, and judged the round after.
   */
  const pinger = setInterval(() => {
    const live = program.current;
    const running = live !== null && !program.held && !program.ended;
    for (const v of viewers) {
      if (v.keepAlive) {
        v.keepAlive = false;
        v.ws.ping();
        continue;
      }
      if (!v.alive) {
        forget(v);
        v.socket.resetAndDestroy();
        continue;
      }
      v.alive = false;
      // Empty: a keep-alive, not an acknowledgement (see flow.ts).
      if (running && v.joined && v.race === live.race.id) v.keepAlive = true;
      else v.ws.ping();
    }
  }, L.keepAliveMs);
  pinger.unref();

  // A viewer holding unread data always has a ping out; one left unanswered past the relay's
  // patience means the viewer stopped reading, and it is let go.
  const sweeper = setInterval(
    () => {
      const t = now();
      for (const v of viewers) {
        if (v.flow.overdue(t, L.slowViewerMs)) {
          tooSlow(v, `${v.flow.inFlight()} bytes left unread for ${L.slowViewerMs / 1000} s`);
        } else if (v.flow.holdingTooLong(t, L.slowViewerMs / 3)) ping(v, true);
      }
    },
    Math.min(1000, L.slowViewerMs / 4),
  );
  sweeper.unref();

  const startedAt = now();
  /** GET /status: what is on air and what comes next, for dashboards and health checks. */
  const status = (): RelayStatus => {
    const live = relay.current();
    let joined = 0;
    for (const v of viewers) if (v.joined) joined++;
    return {
      v: PROTOCOL_VERSION,
      version: ENGINE_VERSION,
      uptime: Math.round((now() - startedAt) / 100) / 10,
      viewers: joined,
      connections,
      race: live && {
        id: live.race,
        ruleset: live.ruleset,
        seed: live.seed,
        startsAt: live.startsAt,
        endsAt: live.endsAt,
        turn: program.current?.race.batches[live.released - 1]?.turn ?? null,
        turns: live.batches,
        ended: live.ended,
      },
      next: program.upcoming(),
      dropped: droppedCount,
      direction: { held: program.held, ...direction },
      entrants:
        program.current?.race.header.entrants.map(({ id, name, colour }) => ({ id, name, colour })) ?? [],
    };
  };

  const segmentCounts: SegmentCounts = new Map();
  const segmentSource = {
    pace,
    held: () => program.held,
    onAir: () => {
      const live = program.current;
      if (!live) return null;
      const released = releasedAt(live, program.time());
      return { race: live.race, startsAt: live.startsAt, released, ended: program.ended };
    },
    welcome: () => {
      const live = program.current;
      if (!live) return null;
      const head = JSON.stringify({
        v: PROTOCOL_VERSION,
        type: 'welcome',
        race: live.race.id,
        join: 'start',
        startsAt: live.startsAt,
        pace: live.pace,
        delay: delayMs / 1000,
        liveTime: 0,
        resumed: false,
      });
      return `${head.slice(0, -1)},"header":${headerJson(live)}}`;
    },
  };

  /** An operator's command (the control page): done at once, every viewer told what changed. */
  const act = (c: ControlCommand): ControlResult => {
    const live = program.current;
    const done = ((): ControlResult | { ok: false; message: string } => {
      switch (c.action) {
        case 'publish': {
          const answer = program.publish(c.race, 'operator');
          if (!answer.ok)
            return { ok: false, status: answer.code === 'queue-full' ? 503 : 400, message: answer.message };
          botSeats.expect(answer.id, c.race.bots ?? []);
          program.advance();
          return { ok: true };
        }
        case 'move':
          return program.move(c.race, c.to);
        case 'start':
          return program.startNow();
        case 'hold':
          return program.hold();
        case 'skip':
          return program.skip(c.race);
        case 'lock':
          if (c.chariot !== null && !live?.race.header.entrants.some((e) => e.id === c.chariot))
            return { ok: false, status: 400, message: `no chariot ${c.chariot} in the race on air` };
          direction.lock = c.chariot;
          return { ok: true };
        case 'replay':
          if (!live || program.ended || liveTime(live, program.time()) <= 0)
            return { ok: false, message: 'no race running to replay' };
          direction.replays++;
          return { ok: true };
        case 'overlay':
          direction.overlay = c.on;
          return { ok: true };
      }
    })();
    if (!done.ok) return 'status' in done ? done : { ok: false, status: 409, message: done.message };
    say(`operator: ${c.action}`);
    handOut();
    schedule();
    sendDirection();
    return { ok: true };
  };
  const authorize = (token: string | undefined, address: string): 'ok' | 'wrong' | 'limited' | 'disabled' => {
    const t = now();
    if (!options.publishToken) return 'disabled';
    if (authFailures.exhausted(address, t)) return 'limited';
    if (token !== undefined && tokenMatches(options.publishToken, token)) return 'ok';
    authFailures.take(address, t);
    return 'wrong';
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://relay').pathname;
    if (path === CONTROL_PATH) {
      serveControl(req, res, { authorize, act, status, page: controlPage });
      return;
    }
    if (path.startsWith(SEGMENTS_PATH)) {
      serveSegments(req, res, path, segmentSource, segmentCounts);
      return;
    }
    if (path === STATUS_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const body = JSON.stringify(status());
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (options.staticDir) serveStatic(options.staticDir, req, res);
    else
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('this relay serves no viewer');
  });
  const reject = (socket: Duplex, status: string, why: string): void => {
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 30\r\n` +
        `Content-Length: ${Buffer.byteLength(why)}\r\n\r\n${why}`,
    );
  };
  server.on('upgrade', (req: IncomingMessage, duplex: Duplex, head: Buffer) => {
    const socket = duplex as Socket;
    const path = new URL(req.url ?? '/', 'http://relay').pathname;
    if (path !== LIVE_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const address = socket.remoteAddress ?? '';
    const fromHere = perAddress.get(address) ?? 0;
    if (closed) return reject(socket, '503 Service Unavailable', 'the relay is shutting down');
    if (connections >= L.maxConnections) {
      return reject(socket, '503 Service Unavailable', `the relay is full (${L.maxConnections} connections)`);
    }
    if (fromHere >= L.maxConnectionsPerAddress) {
      return reject(
        socket,
        '429 Too Many Requests',
        `too many connections from ${address} (${L.maxConnectionsPerAddress} at most)`,
      );
    }
    if (!connects.take(address, now())) {
      return reject(socket, '429 Too Many Requests', `too many new connections from ${address}: slow down`);
    }
    connections++;
    perAddress.set(address, fromHere + 1);
    socket.once('close', () => {
      connections--;
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n > 0) perAddress.set(address, n);
      else perAddress.delete(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, socket, address));
  });

  const listening = await new Promise<string | null>((resolveListen) => {
    server.once('error', (e) => resolveListen((e as Error).message));
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen(null));
  });
  if (listening !== null) {
    clearInterval(pinger);
    program.close();
    return {
      ok: false,
      error: `cannot listen on ${options.host ?? '127.0.0.1'}:${options.port ?? 0}: ${listening}`,
    };
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  schedule();

  const relay: Relay = {
    url: `http://${host}:${address.port}/`,
    liveUrl: `ws://${host}:${address.port}${LIVE_PATH}`,
    port: address.port,
    segmentCounts: () => segmentCounts,
    viewers: () => viewers.size,
    dropped: () => droppedCount,
    pings: () => pingCount,
    heldBack: () => heldBackCount,
    inFlight: () => budget.inFlight,
    lateness: (reset = false) => {
      const figures = {
        count: late.count,
        p50: late.count ? late.percentile(50) : 0,
        p99: late.count ? late.percentile(99) : 0,
        max: late.count ? late.max : 0,
      };
      if (reset) late.reset();
      return figures;
    },
    current: () => {
      const live = program.current;
      if (!live) return null;
      return {
        race: live.race.id,
        ruleset: live.race.inputs.ruleset,
        seed: live.race.inputs.seed,
        startsAt: live.startsAt,
        endsAt: endsAt(live),
        released: releasedAt(live, program.time()),
        batches: live.race.batches.length,
        ended: program.ended,
        waiting: program.waitingCount(),
      };
    },
    close: async () => {
      closed = true;
      program.close();
      botSeats.close();
      if (timer) clearTimeout(timer);
      if (soon) clearImmediate(soon);
      clearInterval(pinger);
      clearInterval(sweeper);
      for (const v of viewers) {
        if (v.silentTimer) clearTimeout(v.silentTimer);
        v.ws.close(1001, 'relay shutting down');
      }
      // Sockets that do not answer the close are cut after a moment.
      const cut = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, 500);
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      clearTimeout(cut);
    },
  };
  return { ok: true, relay };
}
