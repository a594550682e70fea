/**
 * Presenter notes: annotations pinned to moments of one race, saved as a small JSON file beside
 * its log. A file names the log's digest (footer.digest), so notes never land on another race.
 * Reading never throws: a bad file gets a message naming what is wrong and where (JSON path).
 */
export const NOTES_FORMAT = 'quadriga.notes';
export const NOTES_VERSION = 1;
/** Longest note kept, characters: a note is a sentence or two for the presenter, not an essay. */
export const MAX_NOTE_LENGTH = 2000;

/** A note pinned to an event (`seq`) or, failing that, to a time in the replay (`t`, seconds). */
export interface PresenterNote {
  id: string;
  seq?: number;
  t?: number;
  text: string;
}

export interface NotesFile {
  format: typeof NOTES_FORMAT;
  version: typeof NOTES_VERSION;
  /** The log's digest (`footer.digest`): which race these notes belong to. */
  digest: string;
  /** For people reading the file: which race it was. */
  race?: string;
  notes: PresenterNote[];
}

export type NotesResult = { ok: true; file: NotesFile } | { ok: false; error: string };

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const describe = (x: unknown): string =>
  x === null
    ? 'null'
    : Array.isArray(x)
      ? 'an array'
      : typeof x === 'string'
        ? `"${x.slice(0, 40)}"`
        : typeof x;

function readNote(raw: unknown, path: string, seen: Set<string>): PresenterNote | string {
  if (!isRecord(raw)) return `${path}: a note must be an object, got ${describe(raw)}`;
  const { id, seq, t, text } = raw;
  if (typeof id !== 'string' || id.length === 0)
    return `${path}.id: expected a non-empty string, got ${describe(id)}`;
  if (seen.has(id)) return `${path}.id: "${id}" is used by an earlier note`;
  if (typeof text !== 'string' || text.trim().length === 0)
    return `${path}.text: expected a non-empty string, got ${describe(text)}`;
  if (text.length > MAX_NOTE_LENGTH)
    return `${path}.text: ${text.length} characters, at most ${MAX_NOTE_LENGTH}`;
  if (seq !== undefined && (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0))
    return `${path}.seq: expected an event number (a whole number from 0), got ${describe(seq)}`;
  if (t !== undefined && (typeof t !== 'number' || !Number.isFinite(t) || t < 0))
    return `${path}.t: expected a time in seconds (0 or more), got ${describe(t)}`;
  if (seq === undefined && t === undefined) return `${path}: a note needs "seq" (an event) or "t" (a time)`;
  seen.add(id);
  return { id, text, ...(seq !== undefined ? { seq } : {}), ...(t !== undefined ? { t } : {}) };
}

/**
 * Reads a notes file. With `digest`, the notes must belong to that log; with `eventCount`, every
 * pinned event must exist in it.
 */
export function parseNotes(text: string, expect: { digest?: string; eventCount?: number } = {}): NotesResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  if (!isRecord(raw)) return { ok: false, error: `$: a notes file is a JSON object, got ${describe(raw)}` };
  if (raw['format'] !== NOTES_FORMAT)
    return { ok: false, error: `$.format: expected "${NOTES_FORMAT}", got ${describe(raw['format'])}` };
  if (raw['version'] !== NOTES_VERSION)
    return { ok: false, error: `$.version: expected ${NOTES_VERSION}, got ${describe(raw['version'])}` };
  const digest = raw['digest'];
  if (typeof digest !== 'string' || digest.length === 0)
    return { ok: false, error: `$.digest: expected the log's digest (a string), got ${describe(digest)}` };
  if (expect.digest !== undefined && digest !== expect.digest)
    return {
      ok: false,
      error: `$.digest: these notes belong to another race (${digest.slice(0, 19)}…), not the one shown (${expect.digest.slice(0, 19)}…)`,
    };
  const race = raw['race'];
  if (race !== undefined && typeof race !== 'string')
    return { ok: false, error: `$.race: expected a string, got ${describe(race)}` };
  const list = raw['notes'];
  if (!Array.isArray(list))
    return { ok: false, error: `$.notes: expected an array of notes, got ${describe(list)}` };
  const notes: PresenterNote[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    const note = readNote(list[i], `$.notes[${i}]`, seen);
    if (typeof note === 'string') return { ok: false, error: note };
    if (expect.eventCount !== undefined && note.seq !== undefined && note.seq >= expect.eventCount)
      return {
        ok: false,
        error: `$.notes[${i}].seq: event ${note.seq} is not in this race (it has ${expect.eventCount} events)`,
      };
    notes.push(note);
  }
  return {
    ok: true,
    file: { format: NOTES_FORMAT, version: NOTES_VERSION, digest, ...(race ? { race } : {}), notes },
  };
}

/** The file's text, stable key order, one note a line for readable diffs. */
export function serializeNotes(file: NotesFile): string {
  const head = {
    format: file.format,
    version: file.version,
    digest: file.digest,
    ...(file.race ? { race: file.race } : {}),
  };
  const lines = file.notes.map((n) =>
    JSON.stringify({
      id: n.id,
      ...(n.seq !== undefined ? { seq: n.seq } : {}),
      ...(n.t !== undefined ? { t: n.t } : {}),
      text: n.text,
    }),
  );
  const open = JSON.stringify(head).slice(0, -1);
  return `${open},"notes":[${lines.length ? `\n  ${lines.join(',\n  ')}\n` : ''}]}\n`;
}

/** Notes shown with a step: pinned to its event, or timed within [from, to) of the replay. */
export function notesFor(
  notes: readonly PresenterNote[],
  seq: number,
  from: number,
  to: number,
): PresenterNote[] {
  return notes.filter((n) =>
    n.seq !== undefined ? n.seq === seq : n.t !== undefined && n.t >= from && n.t < to,
  );
}
