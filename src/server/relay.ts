import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import {
  batchBytes,
  endsAt,
  eventsMessage,
  type LiveRace,
  liveTime,
  releasedAt,
  resolveLiveRace,
  wallTime,
} from './live-race.ts';
import {
  CLOSE,
  ClientMessageSchema,
  describeIssue,
  type ErrorCode,
  type Hello,
  type JoinMode,
  MAX_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  type Publish,
  type RaceInputs,
  type ServerMessage,
  type Welcome,
} from './protocol.ts';
import { readRelayState, type RelayState, writeRelayState } from './state-file.ts';
import { serveStatic } from './static-files.ts';

export interface RelayOptions {
  /** The first race (a relay restarted mid-race resumes its saved race instead). */
  race: RaceInputs;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Races back to back, seeds counting up from the first; null runs forever. */
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
  /** A viewer whose unsent data passes this is dropped. */
  maxBufferedBytes?: number;
  maxMessageBytes?: number;
  /**
   * Hellos a viewer may send at once, and then one per `helloRefill` seconds: each one answers with
   * the whole race so far, so a viewer may not ask for it faster than that.
   */
  helloBurst?: number;
  helloRefill?: number;
  /** Wall clock, ms since the epoch. */
  now?: () => number;
  log?: (line: string) => void;
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
}

export interface Relay {
  /** http://host:port/ */
  url: string;
  /** ws://host:port/live */
  liveUrl: string;
  port: number;
  viewers(): number;
  /** Viewers dropped for reading too slowly, since the start. */
  dropped(): number;
  current(): RelayInfo | null;
  close(): Promise<void>;
}

/** The WebSocket path viewers and publishers connect to. */
export const LIVE_PATH = '/live';
const MAX_BAD_MESSAGES = 5;
/** Hellos a viewer may send at once, then one per HELLO_REFILL_SECONDS (RelayOptions). */
export const HELLO_BURST = 5;
export const HELLO_REFILL_SECONDS = 5;
const PING_MS = 30_000;

interface Viewer {
  ws: WebSocket;
  /** Set once the viewer said hello. */
  joined: boolean;
  race: string | null;
  /** seq of the last event sent; batches before `cursor` are all sent. */
  sentSeq: number;
  cursor: number;
  endSent: boolean;
  bad: number;
  alive: boolean;
  join: JoinMode;
  /** Hellos the viewer may send now (refilled over time), and when they were last counted (ms). */
  hellos: number;
  hellosAt: number;
}

type Queued = { inputs: RaceInputs };

export async function startRelay(
  options: RelayOptions,
): Promise<{ ok: true; relay: Relay } | { ok: false; error: string }> {
  const now = options.now ?? Date.now;
  const pace = options.pace ?? 1;
  const helloBurst = options.helloBurst ?? HELLO_BURST;
  const helloRefillMs = (options.helloRefill ?? HELLO_REFILL_SECONDS) * 1000;
  const delayMs = (options.delay ?? 0) * 1000;
  const gapMs = (options.gap ?? 0) * 1000;
  const maxBuffered = options.maxBufferedBytes ?? 4 * 1024 * 1024;
  const say = options.log ?? (() => {});
  if (!(pace > 0) || !Number.isFinite(pace)) return { ok: false, error: `bad pace ${pace}` };

  let state: RelayState = {
    version: 1,
    ordinal: 0,
    current: null,
    nextSeed: options.race.seed,
    remaining: options.races === undefined ? 1 : options.races,
    queue: [],
  };
  let race: LiveRace | null = null;
  const viewers = new Set<Viewer>();
  let droppedCount = 0;
  let ended = false;
  const queue: Queued[] = [];
  const persist = (): void => {
    if (options.stateFile) writeRelayState(options.stateFile, state);
  };

  const raceId = (ordinal: number, inputs: RaceInputs): string =>
    `r${ordinal}-${inputs.ruleset}-${inputs.seed}`;

  // A saved race that is still running is resumed with its start time, so every release moment
  // and every seq is the same as before the restart.
  if (options.stateFile) {
    const saved = readRelayState(options.stateFile);
    if (!saved.ok) return { ok: false, error: saved.error };
    const s = saved.state;
    if (s?.current) {
      const resumed = resolveLiveRace(s.current.id, s.current.inputs, s.current.startsAt, s.current.pace);
      if (!resumed.ok) return { ok: false, error: `saved race ${s.current.id}: ${resumed.error}` };
      if (endsAt(resumed.race) > now()) {
        state = s;
        race = resumed.race;
        for (const inputs of s.queue) queue.push({ inputs });
        say(`resuming race ${race.id} from ${options.stateFile}`);
      } else state.ordinal = s.ordinal;
    } else if (s) state.ordinal = s.ordinal;
  }

  /** Makes a race current; false (with a message) when its inputs do not resolve. */
  const begin = (inputs: RaceInputs, startsAt: number): string | null => {
    const id = raceId(state.ordinal + 1, inputs);
    const made = resolveLiveRace(id, inputs, startsAt, pace);
    if (!made.ok) return made.error;
    state.ordinal++;
    race = made.race;
    ended = false;
    state.current = { id, inputs, startsAt, pace };
    state.queue = queue.map((q) => q.inputs);
    persist();
    say(`race ${id}: ${made.race.log.events.length} events, starts in ${Math.round(startsAt - now())} ms`);
    for (const v of viewers) if (v.joined) welcome(v, false);
    return null;
  };

  /** The next race of the sequence or the queue, if any, as inputs. */
  const nextInputs = (): RaceInputs | null => {
    const q = queue.shift();
    if (q) return q.inputs;
    if (state.remaining !== null && state.remaining <= 0) return null;
    const seed = state.nextSeed;
    state.nextSeed = (seed + 1) >>> 0;
    if (state.remaining !== null) state.remaining--;
    return { ...options.race, seed };
  };

  const send = (v: Viewer, data: Buffer | ServerMessage): boolean => {
    if (v.ws.readyState !== WebSocket.OPEN) return false;
    if (v.ws.bufferedAmount > maxBuffered) {
      // Never buffer without bound: a viewer that cannot keep up is dropped with a clear code.
      droppedCount++;
      viewers.delete(v);
      v.ws.close(CLOSE.tooSlow, 'too slow: the viewer fell behind the feed');
      setTimeout(() => v.ws.terminate(), 1000).unref();
      return false;
    }
    if (Buffer.isBuffer(data)) v.ws.send(data, { binary: false });
    else v.ws.send(JSON.stringify(data));
    return true;
  };

  const refuse = (v: Viewer, code: ErrorCode, message: string): void => {
    send(v, { v: PROTOCOL_VERSION, type: 'error', code, message });
  };

  /** Sends a viewer every released event after its last seq, and the footer once the race is over. */
  const catchUp = (v: Viewer): void => {
    const r = race;
    if (!r || !v.joined || v.race !== r.id) return;
    const released = releasedAt(r, now());
    const batches = r.schedule.batches;
    while (v.cursor < released) {
      const b = batches[v.cursor]!;
      if (b.lastSeq > v.sentSeq) {
        const whole = b.firstSeq > v.sentSeq;
        if (!send(v, whole ? batchBytes(r, v.cursor) : eventsMessage(r, v.cursor, v.sentSeq))) return;
        v.sentSeq = b.lastSeq;
      }
      v.cursor++;
    }
    if (ended && !v.endSent && v.cursor >= batches.length) {
      if (send(v, r.endBytes)) v.endSent = true;
    }
  };

  const welcome = (v: Viewer, resume: boolean, lastSeq = -1): void => {
    const r = race;
    if (!r) return;
    v.joined = true;
    v.race = r.id;
    v.sentSeq = resume ? lastSeq : -1;
    v.cursor = 0;
    v.endSent = false;
    const message: Welcome = {
      v: PROTOCOL_VERSION,
      type: 'welcome',
      race: r.id,
      header: r.log.header,
      join: v.join,
      startsAt: r.startsAt,
      pace: r.pace,
      delay: delayMs / 1000,
      liveTime: liveTime(r, now()),
      resumed: resume,
    };
    if (send(v, message)) catchUp(v);
  };

  const hello = (v: Viewer, m: Hello): void => {
    const resume = race !== null && m.race === race.id && m.lastSeq !== undefined;
    v.join = m.join ?? 'start';
    welcome(v, resume, m.lastSeq ?? -1);
  };

  const tokenMatches = (given: string): boolean => {
    const want = Buffer.from(options.publishToken ?? '');
    const got = Buffer.from(given);
    return want.length === got.length && timingSafeEqual(want, got);
  };

  const refusal = (code: ErrorCode, message: string): ServerMessage => ({
    v: PROTOCOL_VERSION,
    type: 'error',
    code,
    message,
  });

  /** Runs or queues a published race; the answer for the publisher. */
  const publish = (m: Publish): ServerMessage => {
    if (!options.publishToken) return refusal('forbidden', 'publishing is disabled on this relay');
    if (m.token === undefined) return refusal('forbidden', 'missing publish token');
    if (!tokenMatches(m.token)) return refusal('forbidden', 'wrong publish token');
    // Resolve now, so a bad race is refused to its publisher rather than failing later.
    const check = resolveLiveRace('check', m.race, 0, pace);
    if (!check.ok) return refusal('bad-race', check.error);
    const t = now();
    let startsAt: number;
    let id: string;
    if (!race || ended) {
      const error = begin(m.race, t + delayMs);
      if (error) return refusal('bad-race', error);
      startsAt = t + delayMs;
      id = state.current?.id ?? '';
      schedule();
    } else {
      queue.push({ inputs: m.race });
      state.queue = queue.map((q) => q.inputs);
      persist();
      // Each race ahead runs its length plus the gap; this is an estimate for the publisher.
      let at = endsAt(race) + gapMs;
      for (const q of queue.slice(0, -1)) {
        const r = resolveLiveRace('estimate', q.inputs, 0, pace);
        if (r.ok) at += (r.race.schedule.duration / pace) * 1000 + gapMs;
      }
      startsAt = at + delayMs;
      // Queued races run before the back-to-back sequence resumes, so their ids are known now.
      id = raceId(state.ordinal + queue.length, m.race);
    }
    return { v: PROTOCOL_VERSION, type: 'published', race: id, startsAt };
  };

  const onMessage = (v: Viewer, data: RawData, isBinary: boolean): void => {
    const bad = (code: ErrorCode, message: string): void => {
      refuse(v, code, message);
      if (++v.bad >= MAX_BAD_MESSAGES) v.ws.close(CLOSE.misbehaving, 'too many refused messages');
    };
    if (isBinary) {
      bad('bad-message', 'binary messages are not part of the protocol: send JSON text');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch (e) {
      bad('bad-json', `not JSON: ${(e as Error).message}`);
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      bad(
        'bad-message',
        `${describeIssue(parsed.error)} (spectators may send only {"v":${PROTOCOL_VERSION},"type":"hello"})`,
      );
      return;
    }
    if (parsed.data.type === 'hello') {
      const t = now();
      v.hellos = Math.min(helloBurst, v.hellos + (t - v.hellosAt) / helloRefillMs);
      v.hellosAt = t;
      if (v.hellos < 1) {
        bad(
          'rate-limited',
          `too many hellos: ${helloBurst} at once, then one every ${helloRefillMs / 1000} s (each resends the race)`,
        );
        return;
      }
      v.hellos -= 1;
      v.bad = 0;
      hello(v, parsed.data);
      return;
    }
    v.bad = 0;
    send(v, publish(parsed.data));
  };

  // One timer, set for the next thing due: a batch, the footer, or the next race.
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const tick = (): void => {
    timer = null;
    if (closed) return;
    const t = now();
    if (race && !ended && t >= endsAt(race)) ended = true;
    for (const v of viewers) catchUp(v);
    if (race && ended && t >= endsAt(race) + gapMs) {
      const next = nextInputs();
      if (next) {
        const error = begin(next, t + delayMs);
        if (error) say(`skipping a race that does not resolve: ${error}`);
      }
    }
    schedule();
  };
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    const r = race;
    if (!r || closed) return;
    const t = now();
    let due: number;
    const k = releasedAt(r, t);
    if (k < r.schedule.batches.length) due = wallTime(r, r.schedule.batches[k]!.time);
    else if (!ended) due = endsAt(r);
    else if (queue.length > 0 || state.remaining === null || state.remaining > 0) due = endsAt(r) + gapMs;
    else return;
    timer = setTimeout(tick, Math.max(0, due - t));
  };

  if (!race) {
    const first = nextInputs();
    if (first) {
      const error = begin(first, now() + gapMs + delayMs);
      if (error) return { ok: false, error };
    }
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  wss.on('connection', (ws: WebSocket) => {
    const v: Viewer = {
      ws,
      joined: false,
      race: null,
      sentSeq: -1,
      cursor: 0,
      endSent: false,
      bad: 0,
      alive: true,
      join: 'start',
      hellos: helloBurst,
      hellosAt: now(),
    };
    viewers.add(v);
    ws.on('message', (data, isBinary) => onMessage(v, data, isBinary));
    ws.on('pong', () => {
      v.alive = true;
    });
    ws.on('close', () => viewers.delete(v));
    // An oversized message makes ws close with 1009; other socket errors just end the viewer.
    ws.on('error', () => viewers.delete(v));
  });
  const pinger = setInterval(() => {
    for (const v of viewers) {
      if (!v.alive) {
        viewers.delete(v);
        v.ws.terminate();
        continue;
      }
      v.alive = false;
      v.ws.ping();
    }
  }, PING_MS);
  pinger.unref();

  const server: Server = createServer((req, res) => {
    if (options.staticDir) serveStatic(options.staticDir, req, res);
    else
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('this relay serves no viewer');
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://relay').pathname;
    if (path !== LIVE_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const listening = await new Promise<string | null>((resolveListen) => {
    server.once('error', (e) => resolveListen((e as Error).message));
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen(null));
  });
  if (listening !== null) {
    clearInterval(pinger);
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
    viewers: () => viewers.size,
    dropped: () => droppedCount,
    current: () => {
      const r = race as LiveRace | null;
      if (!r) return null;
      return {
        race: r.id,
        ruleset: r.inputs.ruleset,
        seed: r.inputs.seed,
        startsAt: r.startsAt,
        endsAt: endsAt(r),
        released: releasedAt(r, now()),
        batches: r.schedule.batches.length,
        ended,
      };
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      clearInterval(pinger);
      for (const v of viewers) v.ws.close(1001, 'relay shutting down');
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
