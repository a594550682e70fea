import { LaneBoard } from '../track/lane-board.ts';
import { withModifierKinds } from './modifiers-from-words.ts';
import { type BoardPoint, type Header, LOG_FORMAT, type RaceLog } from './schema.ts';
import { eventsDigest } from './serialize.ts';
import { LOG_FORMATS, type LogFormat, schemaOf, upgradeLog, withFooterOfEvents } from './versions.ts';

/** Logs larger than this are refused before parsing (a 12-chariot race is a few MB). */
export const MAX_LOG_BYTES = 64 * 1024 * 1024;

export interface LogError {
  /** What is wrong, in a sentence that names where. */
  message: string;
  /** JSON path of the offending value, e.g. `$.events[12].t`. */
  path: string;
  /** seq of the offending event, when the problem is inside one. */
  seq?: number;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

const fail = (message: string, path: string, seq?: number): { ok: false; error: LogError } => ({
  ok: false,
  error: seq === undefined ? { message, path } : { message, path, seq },
});

/** The part of a zod issue a message needs (zod's own type is not imported into the engine). */
interface SchemaIssue {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message: string;
  errors?: ReadonlyArray<ReadonlyArray<SchemaIssue>>;
}

/**
 * The issue to report: where a value matches none of a union's forms (a board point that is a
 * square, a table point or a place), zod says only "Invalid input" at the union; the form with
 * the fewest complaints is the one the writer meant, so its first complaint is reported, with its
 * path below the union's (a "NaN" square reads `….at.scorpus.sq: expected number, received string`).
 */
function closestIssue(issue: SchemaIssue): SchemaIssue {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return issue;
  let best: ReadonlyArray<SchemaIssue> | undefined;
  for (const branch of issue.errors)
    if (branch.length && (!best || branch.length < best.length)) best = branch;
  if (!best) return issue;
  const inner = closestIssue(best[0]!);
  // zod words a form's complaint "Invalid input: expected number, received string"; the reader
  // needs only the second half.
  const message = inner.message.replace(/^Invalid input: /, '');
  return { ...inner, message, path: [...issue.path, ...inner.path] };
}

function jsonPath(parts: ReadonlyArray<PropertyKey>): string {
  let out = '$';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : `.${String(p)}`;
  return out;
}

function lineColumn(text: string, position: number): string {
  let line = 1;
  let col = 1;
  for (let i = 0; i < position && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      col = 1;
    } else col++;
  }
  return `line ${line}, column ${col}`;
}

/**
 * Where JSON.parse gave up, when its message does not say: a small scan that walks strings,
 * literals and numbers and stops at the first character JSON does not allow there.
 */
function firstBadToken(text: string): number {
  const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/;
  const stack: string[] = [];
  let expectValue = true;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') {
      i++;
      continue;
    }
    if (expectValue) {
      if (ch === '{' || ch === '[') {
        stack.push(ch);
        i++;
        if (
          text
            .slice(i)
            .trimStart()
            .startsWith(ch === '{' ? '}' : ']')
        )
          expectValue = false;
        continue;
      }
      if (ch === '"') {
        const end = skipString(text, i);
        if (end < 0) return i;
        i = end;
        expectValue = false;
        continue;
      }
      const m = literal.exec(text.slice(i, i + 64));
      if (!m) return i;
      i += m[0].length;
      expectValue = false;
      continue;
    }
    if (ch === ',') {
      i++;
      expectValue = true;
      if (stack[stack.length - 1] === '{') {
        const rest = text.slice(i).trimStart();
        if (!rest.startsWith('"')) return text.length - rest.length;
        i = skipString(text, text.length - rest.length);
        if (i < 0) return text.length - rest.length;
        const colon = text.slice(i).trimStart();
        if (!colon.startsWith(':')) return text.length - colon.length;
        i = text.length - colon.length + 1;
      }
      continue;
    }
    if (ch === '}' || ch === ']') {
      if (stack.pop() !== (ch === '}' ? '{' : '[')) return i;
      i++;
      continue;
    }
    if (ch === ':' && stack[stack.length - 1] === '{') {
      i++;
      expectValue = true;
      continue;
    }
    return i;
  }
  return text.length;
}

function skipString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

/** A log as read: upgraded to the current format version, and the version it was written in. */
export interface ReadLog {
  /**
   * The log, of the current version. A log written in it, in its current shape, is the object as
   * decoded: a field this reader does not know (a newer writer's optional field) is kept, unread,
   * so a tool that writes the log out again keeps it under its digest. An upgraded or completed
   * log has what the reader knows, its footer's digest that of its events.
   */
  log: RaceLog;
  /** The format version the file declares (`log.version` is the current one after upgrading). */
  written: number;
  /** The footer's digest as the file has it, checked over its events as written. */
  digest: string;
  /**
   * The log as this reader knows it, in the version and shape it was written in (worked out when
   * first asked, by verify; parsing alone does not need it): what the schema
   * of that version (or earlier shape) read of it, fields it does not know left out (its footer's
   * digest the one written, over the events with them, unless a log of the current version had its
   * modifiers' kinds told from their words, as `log` has).
   */
  known(): RaceLog;
  /**
   * Whether the log was written in an earlier shape of its version (a version 2 log written before
   * its ruleset's events were typed: `known` is then the shared envelope), to be compared on what
   * it recorded.
   */
  earlierShape: boolean;
  /** Fields the log holds that this reader does not know: how many, the JSON paths of the first few. */
  ignored(): { count: number; paths: string[] };
}

/** How many paths of unknown fields `ReadLog.ignored` names (it counts them all). */
const IGNORED_PATHS = 5;

type Ignored = ReturnType<ReadLog['ignored']>;

/**
 * Every member of `written` (decoded JSON) that `read` (what a schema made of it) lacks: the
 * fields a schema dropped because it does not know them. Counted in `out`, the first few named.
 */
function unknownFields(written: unknown, read: unknown, path: string, out: Ignored): Ignored {
  if (typeof written !== 'object' || written === null || typeof read !== 'object' || read === null)
    return out;
  if (Array.isArray(written)) {
    if (!Array.isArray(read)) return out;
    for (let i = 0; i < written.length; i++) unknownFields(written[i], read[i], `${path}[${i}]`, out);
    return out;
  }
  const known = read as Record<string, unknown>;
  for (const [key, value] of Object.entries(written)) {
    if (key in known) unknownFields(value, known[key], `${path}.${key}`, out);
    else if (out.count++ < IGNORED_PATHS) out.paths.push(`${path}.${key}`);
  }
  return out;
}

/** The footer's digest over the events as decoded from the file, or an error where it cannot be. */
function digestAsWritten(events: unknown): string | { ok: false; error: LogError } {
  try {
    return eventsDigest(events as RaceLog['events']);
  } catch (e) {
    // Only a field the schema does not know can still hold a value canonical JSON refuses.
    const msg = e instanceof Error ? e.message : String(e);
    return fail(`the events cannot be digested as written (${msg})`, '$.events');
  }
}

/** Parses and validates a race log. Never throws: a broken log gets an error naming what and where. */
export function parseLog(text: string): Result<RaceLog, LogError> {
  const read = readLog(text);
  return read.ok ? { ok: true, value: read.value.log } : read;
}

/** Parses a race log of any version this reader accepts, upgrading it to the current one. */
export function readLog(text: string): Result<ReadLog, LogError> {
  if (typeof text !== 'string') return fail('the log is not text', '$');
  if (text.length > MAX_LOG_BYTES) {
    return fail(`the log is ${text.length} bytes, over the ${MAX_LOG_BYTES}-byte limit`, '$');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(msg);
    const at = m ? Number(m[1]) : /end of JSON input/.test(msg) ? text.length : firstBadToken(text);
    return fail(`the log is not valid JSON at ${lineColumn(text, at)}: ${msg}`, '$');
  }
  return readDecoded(data);
}

/** Validates an already-decoded log object (and upgrades it to the current format version). */
export function validateLog(data: unknown): Result<RaceLog, LogError> {
  const read = readDecoded(data);
  return read.ok ? { ok: true, value: read.value.log } : read;
}

/**
 * Validates a decoded log under the schema of the version it declares, checks what it says of
 * itself as written (order, positions, digest), then upgrades it through `formats` (the reader's
 * versions; tests pass their own).
 */
export function readDecoded(
  data: unknown,
  formats: readonly LogFormat[] = LOG_FORMATS,
): Result<ReadLog, LogError> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('the log must be a JSON object', '$');
  }
  const obj = data as Record<string, unknown>;
  if (obj.format !== LOG_FORMAT) {
    return fail(
      `not a race log: format is ${JSON.stringify(obj.format)}, expected "${LOG_FORMAT}"`,
      '$.format',
    );
  }
  if (typeof obj.version !== 'number' || !Number.isInteger(obj.version) || obj.version < 1) {
    return fail(
      `the log version must be a positive integer, got ${JSON.stringify(obj.version)}`,
      '$.version',
    );
  }
  const latest = formats.at(-1)!.version;
  const format = formats.find((f) => f.version === obj.version);
  if (!format) {
    return fail(
      `unknown log version ${obj.version}: this reader understands versions 1 to ${latest}`,
      '$.version',
    );
  }
  let parsed = schemaOf(format, data).safeParse(data);
  // The digest is checked over the events as written: fields this reader does not know included.
  let ofEvents: string | undefined;
  const checkAsWritten = (read: RaceLog): { ok: false; error: LogError } | null => {
    if (ofEvents === undefined) {
      const d = digestAsWritten(obj.events);
      if (typeof d !== 'string') return d;
      ofEvents = d;
    }
    return checkSemantics(read, ofEvents);
  };
  // A log of an earlier shape of its version is read under that shape, its digest checked as
  // written, then completed (see LogFormat.earlier); the error reported is the version's own.
  const earlier = parsed.success ? undefined : format.earlier?.schema.safeParse(data);
  let earlierShape: RaceLog | undefined;
  if (earlier?.success) {
    earlierShape = earlier.data as RaceLog;
    const semantic = checkAsWritten(earlierShape);
    if (semantic) return semantic;
    const completed = withFooterOfEvents(format.earlier!.complete(earlier.data as never) as RaceLog);
    const again = schemaOf(format, completed).safeParse(completed);
    if (again.success) parsed = again;
  }
  if (!parsed.success) {
    const issue = closestIssue(parsed.error.issues[0]!);
    const path = jsonPath(issue.path);
    const seq = eventSeqAt(obj, issue.path);
    const where = seq === undefined ? path : `${path} (event seq ${seq})`;
    return fail(`${where}: ${issue.message}`, path, seq);
  }
  // The envelope the semantic checks read (order, chariots, positions, digest) is every version's.
  let written = parsed.data as RaceLog;
  const schemaRead = written;
  const digest = (earlierShape ?? written).footer.digest;
  let knownLog: RaceLog | undefined;
  const known = (): RaceLog =>
    (knownLog ??= earlierShape ?? (schemaRead.version === latest ? withKinds(schemaRead) : schemaRead));
  if (earlierShape) {
    // Checked as written above; the completed log's footer is that of its completed events.
    const semantic = checkSemantics(written, written.footer.digest);
    if (semantic) return semantic;
  } else {
    const semantic = checkAsWritten(written);
    if (semantic) return semantic;
    // Valid: the log as decoded, fields this reader does not know kept (the schema adds nothing).
    written = data as RaceLog;
  }
  const read = {
    written: written.version,
    digest,
    known,
    earlierShape: earlierShape !== undefined,
    ignored: () => unknownFields(data, known(), '$', { count: 0, paths: [] }),
  };
  if (written.version === latest) return { ok: true, value: { log: withKinds(written), ...read } };
  const next = upgradeLog(schemaRead, formats);
  const upgraded = schemaOf(formats.at(-1)!, next).safeParse(next);
  if (!upgraded.success) {
    const issue = upgraded.error.issues[0]!;
    return fail(
      `the version ${written.version} log does not upgrade to version ${latest} (${jsonPath(issue.path)}: ${issue.message})`,
      '$.version',
    );
  }
  return { ok: true, value: { log: withKinds(upgraded.data as RaceLog), ...read } };
}

/**
 * A log with its modifiers' kinds told from their words where it was written without them (see
 * ./modifiers-from-words.ts), its footer's digest then that of the completed events.
 */
function withKinds(log: RaceLog): RaceLog {
  const typed = withModifierKinds(log);
  return typed === log ? log : withFooterOfEvents(typed);
}

function eventSeqAt(obj: Record<string, unknown>, path: ReadonlyArray<PropertyKey>): number | undefined {
  if (path[0] !== 'events' || typeof path[1] !== 'number') return undefined;
  const events = obj.events;
  if (!Array.isArray(events)) return undefined;
  const ev = events[path[1]] as { seq?: unknown } | undefined;
  return typeof ev?.seq === 'number' ? ev.seq : undefined;
}

/** Squares beyond any race on a lane board: ten laps of its outermost lane (cached per spec). */
const squareLimits = new WeakMap<object, number>();
function squareLimit(board: Extract<Header['track']['board'], { kind: 'lane-squares' }>): number {
  let limit = squareLimits.get(board);
  if (limit === undefined) {
    limit = 10 * new LaneBoard(board).loopSquares(board.lanes);
    squareLimits.set(board, limit);
  }
  return limit;
}

function pointProblem(header: Header, p: BoardPoint): string | null {
  const board = header.track.board;
  switch (board.kind) {
    case 'lane-squares': {
      if (!('lane' in p)) return 'expected a lane/square point on this lane-squares board';
      if (p.lane < 1 || p.lane > board.lanes) return `lane ${p.lane} is off the board (1..${board.lanes})`;
      if (p.sq < -board.footprint.squares) return `square ${p.sq} lies behind the start`;
      const limit = squareLimit(board);
      if (p.sq > limit) return `square ${p.sq} is beyond ${limit}, further than any race runs`;
      return null;
    }
    case 'table':
      if (!('x' in p)) return 'expected an x/y point on this table board';
      if (Math.abs(p.x) > 1e5 || Math.abs(p.y) > 1e5) return `point (${p.x}, ${p.y}) is far off the table`;
      return null;
    case 'places':
      if (!('place' in p)) return 'expected a place on this places board';
      if (p.place > header.entrants.length)
        return `place ${p.place} is beyond the ${header.entrants.length} entrants`;
      return null;
  }
}

/** What a log says of itself that does not hold, or null; `digest` is that of its events as written. */
function checkSemantics(log: RaceLog, digest: string): { ok: false; error: LogError } | null {
  const { header, events, footer, checkpoints } = log;
  const ids = new Set<string>();
  for (const [i, e] of header.entrants.entries()) {
    if (ids.has(e.id)) return fail(`entrant id "${e.id}" appears twice`, `$.header.entrants[${i}].id`);
    ids.add(e.id);
    const problem = pointProblem(header, e.start);
    if (problem) return fail(`start position: ${problem}`, `$.header.entrants[${i}].start`);
  }
  let prevTurn = 0;
  for (const [i, ev] of events.entries()) {
    const at = `$.events[${i}]`;
    if (ev.seq !== i) return fail(`events out of order: event ${i} has seq ${ev.seq}`, `${at}.seq`, ev.seq);
    if (ev.turn < prevTurn) {
      return fail(`events out of order: turn ${ev.turn} after turn ${prevTurn}`, `${at}.turn`, ev.seq);
    }
    prevTurn = ev.turn;
    if (ev.t < ev.turn || ev.t > ev.turn + 1) {
      return fail(`time t=${ev.t} lies outside turn ${ev.turn}`, `${at}.t`, ev.seq);
    }
    for (const [j, c] of ev.chariots.entries()) {
      if (!ids.has(c)) return fail(`unknown chariot "${c}"`, `${at}.chariots[${j}]`, ev.seq);
    }
    if (ev.path) {
      let prevF = 0;
      for (const [j, p] of ev.path.entries()) {
        const problem = pointProblem(header, p);
        if (problem) return fail(`path point ${j}: ${problem}`, `${at}.path[${j}]`, ev.seq);
        if (p.f < prevF)
          return fail(`path point ${j} goes back in time (f=${p.f})`, `${at}.path[${j}].f`, ev.seq);
        prevF = p.f;
      }
    }
    if (ev.at) {
      for (const [c, p] of Object.entries(ev.at)) {
        if (!ids.has(c)) return fail(`unknown chariot "${c}"`, `${at}.at.${c}`, ev.seq);
        const problem = pointProblem(header, p);
        if (problem) return fail(`position of ${c}: ${problem}`, `${at}.at.${c}`, ev.seq);
      }
    }
    if (ev.effect?.condition) {
      for (const c of Object.keys(ev.effect.condition)) {
        if (!ids.has(c)) return fail(`unknown chariot "${c}"`, `${at}.effect.condition.${c}`, ev.seq);
      }
    }
  }
  let prevCheckpoint = -1;
  for (const [i, cp] of checkpoints.entries()) {
    if (cp.turn <= prevCheckpoint) return fail(`checkpoint turns must ascend`, `$.checkpoints[${i}].turn`);
    if (cp.lastSeq >= events.length) {
      return fail(`checkpoint names event ${cp.lastSeq}, past the last event`, `$.checkpoints[${i}].lastSeq`);
    }
    prevCheckpoint = cp.turn;
  }
  if (footer.eventCount !== events.length) {
    return fail(
      `footer says ${footer.eventCount} events, the log holds ${events.length}`,
      '$.footer.eventCount',
    );
  }
  for (const [i, c] of footer.finishingOrder.entries()) {
    if (!ids.has(c)) return fail(`unknown chariot "${c}"`, `$.footer.finishingOrder[${i}]`);
  }
  if (footer.winner !== null && !ids.has(footer.winner)) {
    return fail(`unknown winner "${footer.winner}"`, '$.footer.winner');
  }
  if (digest !== footer.digest) {
    return fail(
      `the events do not match the footer digest (the log was altered or truncated)`,
      '$.footer.digest',
    );
  }
  return null;
}
