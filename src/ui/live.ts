import {
  type Footer,
  type Header,
  LOG_VERSION,
  type RaceEvent,
  type RaceLog,
  type RaceResult,
  type TurnCheckpoint,
} from '../engine/log/schema.ts';
// Types only: the relay's zod schemas stay out of the page's bundle.
import type {
  DirectionMessage,
  JoinMode,
  SeasonMessage,
  ServerMessage,
  Welcome,
} from '../server/protocol.ts';

/**
 * Following a live race from `quadriga serve`. The relay sends the race's header, then each turn's
 * events as the turn begins, then the footer. The viewer keeps a partial log (header, events so far
 * and a provisional footer) and rebuilds the plan from it as events arrive; playback holds at the
 * end of the last turn received, which is the live moment. Everything but `followLive` runs in Node
 * too (the tests pass the `ws` package's WebSocket).
 */

/** The protocol version this viewer speaks (the relay's `PROTOCOL_VERSION`). */
const PROTOCOL = 1;

/** The race as far as the feed has told it. */
export class LiveLog {
  race: string | null = null;
  welcome: Welcome | null = null;
  header: Header | null = null;
  events: RaceEvent[] = [];
  footer: Footer | null = null;
  checkpoints: TurnCheckpoint[] = [];
  /** Events the relay sent twice (the protocol promises none; counted so tests can say so). */
  repeated = 0;
  /** The operator's direction of this race (the relay's control page), once told. */
  direction: DirectionMessage | null = null;
  /** Where this race stands in the season the relay runs (`serve --season`), once told. */
  season: SeasonMessage | null = null;

  lastSeq(): number {
    return this.events.length > 0 ? this.events[this.events.length - 1]!.seq : -1;
  }

  /**
   * Takes one message from the relay. Returns what changed: `reset` (a new race, or history that
   * does not continue ours), `events`, `end`, `gap` (an event is missing: reconnect and resume),
   * `error` or `none`.
   */
  apply(
    m: ServerMessage,
  ): 'reset' | 'resumed' | 'events' | 'end' | 'direction' | 'season' | 'gap' | 'error' | 'none' {
    switch (m.type) {
      case 'welcome': {
        this.welcome = m;
        // Events continue ours only from the same race: same id and the very same header. (A relay
        // restarted without its state may reuse an id; splicing another race's events would be a lie.)
        const same = m.race === this.race && JSON.stringify(m.header) === JSON.stringify(this.header);
        if (m.resumed && same) return 'resumed';
        this.race = m.race;
        this.header = m.header;
        this.direction = null;
        this.season = null;
        this.events = [];
        this.footer = null;
        this.checkpoints = [];
        return 'reset';
      }
      case 'events': {
        if (m.race !== this.race) return 'none';
        let added = false;
        for (const e of m.events) {
          const last = this.lastSeq();
          if (e.seq <= last) this.repeated++;
          else if (e.seq !== last + 1) return 'gap';
          else {
            this.events.push(e);
            added = true;
          }
        }
        return added ? 'events' : 'none';
      }
      case 'end':
        if (m.race !== this.race) return 'none';
        this.footer = m.footer;
        this.checkpoints = m.checkpoints;
        return 'end';
      case 'direction':
        if (m.race !== this.race) return 'none';
        this.direction = m;
        return 'direction';
      case 'season':
        if (m.race !== this.race) return 'none';
        this.season = m;
        return 'season';
      case 'error':
        return 'error';
      default:
        return 'none';
    }
  }

  /** The log so far: complete once the footer is in, else with a provisional footer. */
  toLog(): RaceLog | null {
    if (!this.header) return null;
    return {
      format: 'quadriga.race-log',
      version: LOG_VERSION,
      header: this.header,
      events: this.events,
      checkpoints: this.checkpoints,
      footer: this.footer ?? provisionalFooter(this.header, this.events),
    };
  }
}

/**
 * A footer for a race still running: the turns so far and the chariots that have finished, in the
 * order they crossed. Its digest is a placeholder: a provisional log is never verified.
 */
export function provisionalFooter(header: Header, events: readonly RaceEvent[]): Footer {
  const finished: Array<{ id: string; t: number }> = [];
  const status = new Map<string, RaceResult['status']>();
  for (const e of events) {
    for (const [id, c] of Object.entries(e.effect?.condition ?? {})) status.set(id, c.status);
    const id = e.chariots[0];
    if (e.type === 'finish' && id !== undefined && !finished.some((f) => f.id === id)) {
      finished.push({ id, t: e.t });
      status.set(id, 'finished');
    }
  }
  const place = new Map(finished.map((f, i) => [f.id, i + 1]));
  return {
    turns: events.length > 0 ? events[events.length - 1]!.turn : 0,
    finishingOrder: finished.map((f) => f.id),
    results: header.entrants.map((e) => ({
      chariot: e.id,
      place: place.get(e.id) ?? null,
      status: status.get(e.id) ?? 'racing',
      finishedAt: finished.find((f) => f.id === e.id)?.t ?? null,
    })),
    wrecks: [],
    winner: finished[0]?.id ?? null,
    eventCount: events.length,
    digest: `sha256:${'0'.repeat(64)}`,
  };
}

/** The part of the WebSocket API the feed uses: the browser's, or the `ws` package's in Node. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: never) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: never) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export type LiveChange = 'reset' | 'resumed' | 'events' | 'end' | 'direction' | 'season';
export type LiveStatus = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface LiveFeedOptions {
  url: string;
  join?: JoinMode;
  /** Opens a socket; the browser's WebSocket by default. */
  socket?: SocketFactory;
  onChange?: (feed: LiveFeed, change: LiveChange) => void;
  onStatus?: (status: LiveStatus, detail: string) => void;
  /** First wait before reconnecting, ms; it doubles up to 10 s while the relay stays away. */
  retryMs?: number;
}

/** Close codes after which reconnecting cannot help: the relay refused this viewer's messages. */
const FINAL_CODES = new Set([1008, 1009, 4001]);

/**
 * A connection to the relay that survives drops: it reconnects with backoff and resumes from the
 * last event it holds, so the log it keeps has every event once.
 */
export class LiveFeed {
  readonly log = new LiveLog();
  /** Connections opened so far (1 + reconnections). */
  connections = 0;
  lastError: string | null = null;
  private socket: SocketLike | null = null;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private wait: number;

  constructor(private readonly options: LiveFeedOptions) {
    this.wait = options.retryMs ?? 500;
  }

  start(): this {
    this.connect();
    return this;
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(1000, 'viewer left');
    this.socket = null;
    this.options.onStatus?.('stopped', 'stopped');
  }

  private connect(): void {
    if (this.stopped) return;
    const open = this.options.socket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    this.options.onStatus?.('connecting', this.options.url);
    let socket: SocketLike;
    try {
      socket = open(this.options.url);
    } catch (e) {
      this.lastError = (e as Error).message;
      this.later();
      return;
    }
    this.socket = socket;
    this.connections++;
    socket.onopen = () => {
      this.wait = this.options.retryMs ?? 500;
      this.options.onStatus?.('open', this.options.url);
      const { race } = this.log;
      socket.send(
        JSON.stringify({
          v: PROTOCOL,
          type: 'hello',
          join: this.options.join ?? 'start',
          ...(race ? { race, lastSeq: this.log.lastSeq() } : {}),
        }),
      );
    };
    socket.onmessage = (ev) => this.receive(socket, ev.data);
    socket.onerror = () => {};
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (FINAL_CODES.has(ev.code)) {
        this.lastError = `the relay closed the feed (${ev.code} ${ev.reason})`;
        this.options.onStatus?.('stopped', this.lastError);
        return;
      }
      this.later();
    };
  }

  private later(): void {
    if (this.stopped) return;
    this.options.onStatus?.('retrying', `reconnecting in ${Math.round(this.wait)} ms`);
    this.retry = setTimeout(() => this.connect(), this.wait);
    this.wait = Math.min(10_000, this.wait * 2);
  }

  private receive(socket: SocketLike, data: unknown): void {
    let m: ServerMessage;
    try {
      m = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    if (typeof m !== 'object' || m === null || m.v !== PROTOCOL) return;
    const change = this.log.apply(m);
    if (change === 'gap') {
      // Something went missing: start again from the last event held; the relay sends the rest.
      this.socket = null;
      socket.close(1000, 'resuming');
      this.connect();
      return;
    }
    if (change === 'error' && m.type === 'error') this.lastError = m.message;
    if (
      change === 'reset' ||
      change === 'resumed' ||
      change === 'events' ||
      change === 'end' ||
      change === 'direction' ||
      change === 'season'
    ) {
      this.options.onChange?.(this, change);
    }
  }
}

/** The relay's address from `?live=`: `1` (or empty) is the relay that served this page. */
export function liveUrl(param: string, location: { protocol: string; host: string }): string {
  if (param === '' || param === '1' || param === 'true') {
    return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/live`;
  }
  return param;
}

/**
 * Playback speed for a viewer who joined late and is catching up from the start: fast while far
 * behind the live moment, the relay's pace once within a couple of seconds of it.
 */
export function catchUpSpeed(time: number, edge: number, pace: number): number {
  const behind = edge - time;
  const base = Math.min(16, Math.max(0.25, pace));
  if (behind > 10) return Math.min(16, base * 8);
  if (behind > 2) return Math.min(16, base * 4);
  return base;
}

/** Where a joiner starts: the start of the race, or the live moment (no spoilers of what came before). */
export function joinTime(join: JoinMode, welcome: Welcome, now: number): number {
  if (join === 'start') return 0;
  return Math.max(0, ((now - welcome.startsAt) / 1000) * welcome.pace);
}

/** What the browser glue needs of a feed: the WebSocket one, or the HTTP segments one. */
interface Feed {
  readonly log: LiveLog;
  lastError: string | null;
  start(): unknown;
  stop(): void;
}

/**
 * The browser glue: follows the relay named by `?live=` (or, with `segments`, the HTTP segments'
 * index named by `?segments=`) and feeds the viewer's store. Loaded on demand by the loader, so a
 * page that is not live never downloads it.
 */
export async function followLive(
  param: string,
  joinParam: string | null,
  via: 'socket' | 'segments' = 'socket',
): Promise<void> {
  const { useViewer } = await import('../playback/store.ts');
  const { clock } = await import('../playback/clock.ts');
  const join: JoinMode = joinParam === 'live' ? 'live' : 'start';
  const url =
    via === 'segments' ? new URL(param, window.location.href).href : liveUrl(param, window.location);
  const store = useViewer.getState;
  store().startLoading(`Connecting to the live race at ${url}…`);
  const loadId = store().loadId;
  let catchingUp = false;
  // History comes a turn per message: rebuild the plan at most every 100 ms, not once per message.
  let timer: ReturnType<typeof setTimeout> | null = null;
  let seekTo: number | undefined;
  const update = (): void => {
    timer = null;
    const log = feed.log.toLog();
    const welcome = feed.log.welcome;
    if (!log || !welcome || store().loadId !== loadId) return;
    // A spoiler-free joiner's seek waits for the events that place the chariots at that moment.
    const seek = seekTo !== undefined && (log.events.length > 0 || join === 'start') ? seekTo : undefined;
    if (seek !== undefined) seekTo = undefined;
    const ended = feed.log.footer !== null;
    store().followLog(log, `live: ${welcome.race}`, seek === undefined ? { ended } : { seekTo: seek, ended });
    if (catchingUp) {
      const speed = catchUpSpeed(clock.time, clock.duration, welcome.pace);
      store().setSpeed(speed);
      if (speed <= welcome.pace) catchingUp = false;
    }
  };
  const onStatus = (status: LiveStatus, detail: string): void => {
    if (store().loadId !== loadId) feed.stop();
    else if (status === 'retrying' && store().status !== 'ready')
      store().startLoading(`Live feed: ${detail}`);
    else if (status === 'stopped' && feed.lastError) store().fail(feed.lastError);
  };
  const onChange = (f: Feed, change: LiveChange): void => {
    // Another race was loaded meanwhile (a file, the address): stop following.
    if (store().loadId !== loadId) {
      f.stop();
      return;
    }
    const direction = f.log.direction;
    if (change === 'direction' && direction) {
      // For the broadcast page (which follows it); loaded on the first, small.
      void import('./broadcast/direction.ts').then((m) => m.useDirection.getState().set(direction));
      return;
    }
    const season = f.log.season;
    if (change === 'season' && season) {
      // For the broadcast page's standings card between a season's races; loaded on the first.
      void import('./season/live-season.ts').then((m) => m.useLiveSeason.getState().set(season));
      return;
    }
    const welcome = f.log.welcome;
    if (change === 'reset' && welcome) {
      seekTo = joinTime(join, welcome, Date.now());
      catchingUp = join === 'start' && welcome.liveTime > 2;
      store().setSpeed(welcome.pace);
    }
    if (timer === null) timer = setTimeout(update, change === 'reset' ? 0 : 100);
  };
  const { SegmentFeed } = via === 'segments' ? await import('./segment-feed.ts') : { SegmentFeed: null };
  const feed: Feed = SegmentFeed
    ? new SegmentFeed({ url, onStatus, onChange })
    : new LiveFeed({ url, join, onStatus, onChange });
  feed.start();
}
