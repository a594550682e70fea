import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * Many viewers on loopback, light enough that a thousand cost the machine less than the relay that
 * feeds them: the measuring instrument of the load test and the benchmark. Each viewer is a plain
 * TCP socket speaking just enough WebSocket (RFC 6455) to follow a race: the upgrade, its hello,
 * pongs for the relay's flow-control pings, a close. Of each message it reads only the head (type,
 * race, turn, time, and for a welcome its clock) and steps over the rest without copying it, and
 * times every turn's arrival (the moment its last byte is read) against the moment the relay was
 * due to release it (the welcome's start, the turn's plan time and the pace). What the events say
 * is checked by the smaller tests; here it is who got what, and when.
 *
 * Asked to stay `awake`, the crowd polls its sockets without sleeping from a few ms before each
 * turn is due (the last turn's `until` says when) until every viewer has it: a process that sleeps
 * between reads is woken by each socket the relay writes to in turn, and those wake-ups, tens of µs
 * each on an idle machine, would be timed as the relay's lateness. A viewer on a machine of its own
 * reads as soon as its bytes come; the arrival is still the moment the crowd reads them. The
 * benchmark and the deep load test, made for an idle machine, stay awake; the everyday test does not.
 *
 * Its reads cost little: every socket reads into one shared buffer (`net`'s `onread`, no Buffer
 * and no stream event per read), and a turn's head is read from the bytes (no string, no regular
 * expression: those are kept for the few messages that are not turns). On the machine it shares
 * with the relay, what the crowd spends per read is time a viewer's turn waits to be read, and its
 * garbage is collected by threads that take a core from the relay.
 */

export interface Follower {
  /** Turns received per race, in order. */
  turns: Map<string, number[]>;
  ends: Set<string>;
  /** The close code the relay sent (1006 when the connection ended without one); null while open. */
  closedWith: number | null;
  /** When it said hello: turns due before then came as history. */
  helloAt: number;
}

interface RaceClock {
  startsAt: number;
  pace: number;
}

/** The head of every message the relay sends: its type, race, and for a turn its number and plan time. */
const HEAD =
  /^\{"v":1,"type":"(\w+)","race":"([a-z0-9-]+)"(?:,"turn":(-?\d+),"time":([-\d.e+]+),"until":([-\d.e+]+))?/;
const CLOCK = /"startsAt":(-?\d+),"pace":([\d.e+-]+)/;
/** Bytes of a message kept to read its head: a welcome's clock comes before its header. */
const HEAD_BYTES = 256;
const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** An awake crowd polls from this long before a turn is due... */
const AWAKE_BEFORE_MS = 3;
/** ...until every viewer has it, or this long after it was due. */
const AWAKE_AFTER_MS = 200;

const OP = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** Every socket of every crowd reads into this buffer, and each read is dealt with before the next. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
/** How every turn's message begins, up to its race id. */
const EVENTS_HEAD = Buffer.from('{"v":1,"type":"events","race":"', 'latin1');
const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const ZERO = 0x30;

/** A race the crowd was welcomed to: its id (also as bytes, to match turns without a string) and clock. */
interface RaceEntry {
  id: string;
  idBytes: Buffer;
  clock: RaceClock | null;
}

/** Whether `b[from, to)` holds the bytes of `id`. */
function sameBytes(b: Buffer, from: number, to: number, id: Buffer): boolean {
  return to - from === id.length && b.compare(id, 0, id.length, from, to) === 0;
}

/** Where the next `byte` from `i` is in `b[0, end)`, or -1. (Buffer's own search: quick before the JIT warms up.) */
function find(b: Buffer, byte: number, i: number, end: number): number {
  if (i < 0) return -1;
  const at = b.indexOf(byte, i);
  return at < end ? at : -1;
}

/** An integer's digits (and sign) in `b[from, to)`; NaN if anything else is there. */
function integerAt(b: Buffer, from: number, to: number): number {
  const negative = b[from] === MINUS;
  let n = 0;
  for (let i = negative ? from + 1 : from; i < to; i++) {
    const d = b[i]! - ZERO;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return to > (negative ? from + 1 : from) ? (negative ? -n : n) : Number.NaN;
}

/** A frame from this client: final, masked (as RFC 6455 requires of clients), payload under 64 KB. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const long = payload.length > 125;
  const frame = Buffer.allocUnsafe((long ? 4 : 2) + 4 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | (long ? 126 : payload.length);
  if (long) frame.writeUInt16BE(payload.length, 2);
  const maskAt = long ? 4 : 2;
  // The mask need not be secret here (the relay is ours); a cheap one spares a call into OpenSSL per pong.
  frame.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, maskAt);
  for (let i = 0; i < payload.length; i++) frame[maskAt + 4 + i] = payload[i]! ^ frame[maskAt + (i & 3)]!;
  return frame;
}

/** One viewer: its socket and where it stands in the stream of frames. */
class Viewer {
  readonly f: Follower = { turns: new Map(), ends: new Set(), closedWith: null, helloAt: Infinity };
  private upgraded = false;
  private handshake = '';
  /** The frame header being read (up to 14 bytes), and how much of it is in. */
  private readonly header = Buffer.alloc(14);
  private headerHave = 0;
  private opcode = 0;
  /** Payload bytes of the current frame still to come; -1 while its header is being read. */
  private left = -1;
  /** The first HEAD_BYTES of the current payload. */
  private readonly head = Buffer.alloc(HEAD_BYTES);
  private headHave = 0;
  /** The race of the last turn read, and this viewer's list of its turns (no lookup per turn). */
  private turnsOf: RaceEntry | null = null;
  private turns: number[] | undefined;

  constructor(
    readonly socket: Socket,
    private readonly crowd: Crowd,
    private readonly key: string,
  ) {}

  /** Reads `chunk[0, end)`, which arrived at `at`: the shared buffer, overwritten by the next read. */
  read(chunk: Buffer, end: number, at: number): void {
    let i = 0;
    if (!this.upgraded) {
      i = this.readHandshake(chunk, end);
      if (i < 0) return;
    }
    while (i < end) {
      if (this.left < 0) {
        i = this.readHeader(chunk, i, end);
        if (this.left < 0) return;
      }
      const take = Math.min(this.left, end - i);
      if (this.headHave < HEAD_BYTES) {
        const n = Math.min(take, HEAD_BYTES - this.headHave);
        chunk.copy(this.head, this.headHave, i, i + n);
        this.headHave += n;
      }
      i += take;
      this.left -= take;
      if (this.left === 0) this.message(at);
    }
  }

  /** Reads the upgrade's answer; where the frames begin in `chunk`, or -1 (more to come, or refused). */
  private readHandshake(chunk: Buffer, end: number): number {
    const before = this.handshake.length;
    this.handshake += chunk.toString('latin1', 0, end);
    const at = this.handshake.indexOf('\r\n\r\n');
    if (at < 0) return -1;
    const accept = createHash('sha1')
      .update(this.key + GUID)
      .digest('base64');
    if (
      !/^HTTP\/1\.1 101 /.test(this.handshake) ||
      !this.handshake.includes(`Sec-WebSocket-Accept: ${accept}`)
    ) {
      this.f.closedWith = 1006;
      this.socket.destroy();
      return -1;
    }
    this.upgraded = true;
    this.handshake = '';
    this.socket.write(clientFrame(OP.text, Buffer.from(JSON.stringify({ v: 1, type: 'hello' }))));
    this.f.helloAt = Date.now();
    this.crowd.opened(this, true);
    return at + 4 - before;
  }

  /** Reads a frame header from `chunk` at `i`; sets `left` once it is whole. Returns the new position. */
  private readHeader(chunk: Buffer, i: number, end: number): number {
    const h = this.header;
    while (i < end) {
      h[this.headerHave++] = chunk[i++]!;
      if (this.headerHave < 2) continue;
      const len7 = h[1]! & 0x7f;
      const need = 2 + (len7 === 126 ? 2 : len7 === 127 ? 8 : 0);
      if (this.headerHave < need) continue;
      this.opcode = h[0]! & 0x0f;
      this.left = len7 === 126 ? h.readUInt16BE(2) : len7 === 127 ? Number(h.readBigUInt64BE(2)) : len7;
      this.headerHave = 0;
      this.headHave = 0;
      return i;
    }
    return i;
  }

  private message(at: number): void {
    const opcode = this.opcode;
    this.left = -1;
    if (opcode === OP.text && this.turn(at)) return;
    const head = this.head.subarray(0, this.headHave);
    if (opcode === OP.text) this.other(head.toString('latin1'), at);
    else if (opcode === OP.ping) this.socket.write(clientFrame(OP.pong, Buffer.from(head)));
    else if (opcode === OP.close) {
      this.crowd.closing(this.f);
      this.f.closedWith = head.length >= 2 ? head.readUInt16BE(0) : 1005;
      this.socket.end(clientFrame(OP.close, Buffer.from(head.subarray(0, 2))));
      this.crowd.wake();
    }
  }

  /**
   * A turn of a race this crowd was welcomed to, read from the head's bytes: its turn number is
   * kept and its arrival timed. False when the message is anything else (read as text).
   */
  private turn(at: number): boolean {
    const b = this.head;
    const end = this.headHave;
    const from = EVENTS_HEAD.length;
    if (end <= from || !sameBytes(b, 0, from, EVENTS_HEAD)) return false;
    const idEnd = find(b, QUOTE, from, end);
    if (idEnd < 0) return false;
    const race = this.crowd.raceOf(b, from, idEnd);
    if (race === null) return false;
    // `,"turn":N,"time":T,"until":U`: each value from its colon to the next comma.
    const turnAt = find(b, COLON, idEnd, end) + 1;
    const turnEnd = find(b, COMMA, turnAt, end);
    const timeAt = find(b, COLON, turnEnd, end) + 1;
    const timeEnd = find(b, COMMA, timeAt, end);
    const untilAt = find(b, COLON, timeEnd, end) + 1;
    const untilEnd = find(b, COMMA, untilAt, end);
    if (turnAt === 0 || turnEnd < 0 || timeAt === 0 || timeEnd < 0 || untilAt === 0 || untilEnd < 0)
      return false;
    const turn = integerAt(b, turnAt, turnEnd);
    const time = Number(b.toString('latin1', timeAt, timeEnd));
    const until = Number(b.toString('latin1', untilAt, untilEnd));
    if (Number.isNaN(turn) || Number.isNaN(time) || Number.isNaN(until)) return false;
    if (this.turnsOf !== race) {
      this.turnsOf = race;
      this.turns = this.f.turns.get(race.id);
    }
    this.turns?.push(turn);
    this.crowd.timed(this.f, race, time, until, at);
    return true;
  }

  /** Any other message, as text: a welcome (the race's clock), an end, or a turn the bytes did not match. */
  private other(text: string, at: number): void {
    const head = HEAD.exec(text);
    if (!head) return;
    const [, type, id] = head;
    if (type === 'welcome') {
      const clock = CLOCK.exec(text);
      this.crowd.welcomed(id!, clock ? { startsAt: Number(clock[1]), pace: Number(clock[2]) } : null);
      if (!this.f.turns.has(id!)) this.f.turns.set(id!, []);
      this.turnsOf = null;
    } else if (type === 'events') {
      // A turn whose head the bytes above did not read (a race never welcomed, say): the same record.
      this.f.turns.get(id!)?.push(Number(head[3]));
      this.turnsOf = null;
      this.crowd.timed(this.f, this.crowd.raceNamed(id!), Number(head[4]), Number(head[5]), at);
    } else if (type === 'end') {
      this.f.ends.add(id!);
      this.crowd.wake();
    }
  }
}

export interface CrowdOptions {
  /** Viewers opened at once as the crowd arrives (5 ms apart). */
  group?: number;
  /** Polls without sleeping around each turn's moment (see above). */
  awake?: boolean;
}

export class Crowd {
  /** Arrival minus due release, ms, for every `events` message of a live turn (not the history). */
  readonly lateness: number[] = [];
  readonly followers: Follower[] = [];
  private readonly viewers: Viewer[] = [];
  private readonly races = new Map<string, RaceEntry>();
  /** The race of the last turn read: nearly every turn is of it. */
  private last: RaceEntry | null = null;
  private waiters: Array<() => void> = [];
  private readonly opening = new Map<Viewer, () => void>();
  /** Viewers that said hello and are still open. */
  private open = 0;
  /** Awake: the moment of the next turn (wall ms), viewers that have each turn, and the polling. */
  private planned = Number.NEGATIVE_INFINITY;
  private readonly got = new Map<number, number>();
  private plannedTimer: NodeJS.Timeout | null = null;
  private awaited = Number.NaN;
  private pollUntil = 0;
  private polling = false;

  private constructor(
    readonly url: string,
    private readonly awake: boolean,
  ) {}

  /** Opens `n` viewers that say hello, a group at a time as a crowd arrives. */
  static async join(
    url: string,
    n: number,
    { group = 50, awake = false }: CrowdOptions = {},
  ): Promise<Crowd> {
    const crowd = new Crowd(url, awake);
    const opened: Array<Promise<void>> = [];
    for (let i = 0; i < n; i++) {
      opened.push(crowd.connect());
      if (i % group === group - 1) await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(opened);
    return crowd;
  }

  private connect(): Promise<void> {
    const url = new URL(this.url);
    const key = randomBytes(16).toString('base64');
    let v: Viewer | null = null;
    const socket = connect({
      host: url.hostname,
      port: Number(url.port),
      noDelay: true,
      // The bytes are READ_BUFFER's, read before the next socket's overwrite them.
      onread: {
        buffer: READ_BUFFER,
        callback: (n: number): boolean => {
          v!.read(READ_BUFFER, n, Date.now());
          return true;
        },
      },
    });
    v = new Viewer(socket, this, key);
    this.viewers.push(v);
    this.followers.push(v.f);
    // A viewer that cannot connect is not an error of the crowd: it closes (1006) and counts as not held.
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!v) return;
      if (v.f.helloAt !== Number.POSITIVE_INFINITY && v.f.closedWith === null) this.open--;
      v.f.closedWith ??= 1006;
      this.opened(v);
      this.wake();
    });
    const opening = v;
    socket.once('connect', () => {
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    return new Promise((resolve) => this.opening.set(opening, resolve));
  }

  /** A viewer said hello (or never will): the crowd's `join` waits for every one. */
  opened(v: Viewer, hello = false): void {
    if (hello) this.open++;
    this.opening.get(v)?.();
    this.opening.delete(v);
  }

  /** The race welcomed as `id`, with its clock (a fresh welcome after a hold brings a new start). */
  welcomed(id: string, clock: RaceClock | null): void {
    const race = this.raceNamed(id);
    if (!clock) return;
    race.clock = clock;
    // Awake: the first turn is due at the start (plan time 0); every later one is planned from
    // the turn before it.
    if (this.awake) this.plan(clock.startsAt);
  }

  raceNamed(id: string): RaceEntry {
    let race = this.races.get(id);
    if (!race) {
      race = { id, idBytes: Buffer.from(id, 'latin1'), clock: null };
      this.races.set(id, race);
    }
    return race;
  }

  /** The race whose id is `b[from, to)`, if a viewer was welcomed to it. */
  raceOf(b: Buffer, from: number, to: number): RaceEntry | null {
    if (this.last && sameBytes(b, from, to, this.last.idBytes)) return this.last;
    const race = this.races.get(b.toString('latin1', from, to));
    if (race) this.last = race;
    return race ?? null;
  }

  /** A turn of `race` at plan `time` (the next one at `until`) read at `at`: timed against its release. */
  timed(f: Follower, race: RaceEntry | null, time: number, until: number, at: number): void {
    const clock = race?.clock;
    const due = clock ? clock.startsAt + (time / clock.pace) * 1000 : at;
    // History a viewer asked for late is not late; a turn released while it watched is timed.
    if (due > f.helloAt) this.lateness.push(at - due);
    if (this.awake && clock) {
      this.got.set(due, (this.got.get(due) ?? 0) + 1);
      this.plan(clock.startsAt + (until / clock.pace) * 1000);
    }
  }

  wake(): void {
    for (const w of this.waiters) w();
  }

  /** A viewer closed by the relay no longer counts among those an awake crowd waits for. */
  closing(f: Follower): void {
    if (f.closedWith === null && f.helloAt !== Number.POSITIVE_INFINITY) this.open--;
  }

  /** Awake: the next turn is due at `due` (wall ms); poll from a little before it. */
  private plan(due: number): void {
    if (due <= this.planned) return;
    this.planned = due;
    for (const k of this.got.keys()) if (k < this.awaited) this.got.delete(k);
    if (this.plannedTimer) clearTimeout(this.plannedTimer);
    this.plannedTimer = setTimeout(
      () => {
        this.plannedTimer = null;
        this.awaited = due;
        this.pollUntil = due + AWAKE_AFTER_MS;
        if (!this.polling) {
          this.polling = true;
          setImmediate(this.poll);
        }
      },
      Math.max(0, due - Date.now() - AWAKE_BEFORE_MS),
    );
  }

  /** One turn of the event loop without sleeping (its poll for sockets does not wait while this runs). */
  private readonly poll = (): void => {
    if ((this.got.get(this.awaited) ?? 0) >= this.open || Date.now() > this.pollUntil) {
      this.polling = false;
      return;
    }
    setImmediate(this.poll);
  };

  /** Resolves once `done` holds (checked as viewers end races or close), or rejects when the time runs out. */
  until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      this.waiters.push(check);
      check();
    });
  }

  /** Resolves once every follower still connected has the end of `race` (or the time runs out). */
  ended(race: string, timeoutMs = 60_000): Promise<void> {
    return this.until(
      () => this.followers.every((f) => f.closedWith !== null || f.ends.has(race)),
      timeoutMs,
      `the end of ${race}`,
    );
  }

  /** The lateness quantile `p` (0..1), ms. */
  quantile(p: number): number {
    const s = [...this.lateness].sort((a, b) => a - b);
    return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  }

  close(): void {
    if (this.plannedTimer) clearTimeout(this.plannedTimer);
    this.pollUntil = 0;
    for (const v of this.viewers) v.socket.destroy();
  }
}
