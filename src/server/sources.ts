import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { MAX_LOG_BYTES, parseLog } from '../engine/log/parse.ts';
import type { RaceLog } from '../engine/log/schema.ts';
import { RULESET_IDS } from '../engine/rulesets/ids.ts';
import type { SeasonFile } from '../engine/season/file.ts';
import type { RaceInputs } from './protocol.ts';

/**
 * Where a race on the relay's programme comes from: inputs the engine resolves, or a recorded log
 * read from a file. A recorded race keeps the ruleset and seed its header names (for its id and
 * the status page) and the digest its footer had when the relay was started, so a file changed
 * since is refused rather than put on air as a different race under the same id.
 */
export interface RaceSource {
  inputs: RaceInputs;
  log?: RecordedLog;
  /** Its place in the season the relay runs (from 0), for a season's race. */
  season?: number;
}

export interface RecordedLog {
  path: string;
  digest: string;
}

/** The programme's back-to-back sequence: its `index`-th race (0 is the first). */
export type RaceSequence = (index: number) => RaceSource;

/** The first race's inputs, then the same with the seed counted up. */
export function seedsFrom(first: RaceInputs): RaceSequence {
  return (index) => ({ inputs: { ...first, seed: (first.seed + index) >>> 0 } });
}

/** The demo channel: each ruleset in turn with its own default field, the seed counting up. */
export function demoSequence(seed: number): RaceSequence {
  return (index) => ({
    inputs: { ruleset: RULESET_IDS[index % RULESET_IDS.length]!, seed: (seed + index) >>> 0 },
  });
}

/**
 * A season's races in turn (then again from the first): each is the race its seed and setup
 * resolve to, as `quadriga simulate` and the season's own log have it (docs/seasons.md).
 */
export function seasonSequence(season: SeasonFile): RaceSequence {
  const byId = new Map(season.field.map((c) => [c.id, c]));
  const races = season.races.map(
    (r, index): RaceSource => ({
      inputs: {
        ruleset: season.ruleset,
        seed: r.seed,
        setup: { chariots: r.order.map((id) => byId.get(id)), options: { ...season.options, ...r.carried } },
      },
      season: index,
    }),
  );
  return (index) => races[index % races.length]!;
}

/** The recorded races in turn, from the first again after the last. */
export function recordedSequence(races: readonly RaceSource[]): RaceSequence {
  if (races.length === 0) throw new Error('a recorded programme needs at least one race');
  return (index) => races[index % races.length]!;
}

/**
 * Reads and checks a recorded log (plain or gzipped JSON, any version the reader accepts): the log,
 * or an error naming the file and what is wrong with it.
 */
export function readRecordedLog(path: string): { ok: true; log: RaceLog } | { ok: false; error: string } {
  let bytes: Buffer;
  try {
    if (statSync(path).size > MAX_LOG_BYTES)
      return {
        ok: false,
        error: `${path} is more than ${MAX_LOG_BYTES / 2 ** 20} MiB, the most a log may be`,
      };
    bytes = readFileSync(path);
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes, { maxOutputLength: MAX_LOG_BYTES });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE')
      return { ok: false, error: `${path} unpacks to more than ${MAX_LOG_BYTES / 2 ** 20} MiB` };
    return { ok: false, error: `cannot read ${path}: ${(e as Error).message}` };
  }
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = parseLog(text);
  if (!parsed.ok)
    return {
      ok: false,
      error: `${path} is not a valid race log at ${parsed.error.path}: ${parsed.error.message}`,
    };
  return { ok: true, log: parsed.value };
}

/** A recorded log as a programme's race: read and checked now, its file read again when it runs. */
export function recordedSource(
  path: string,
): { ok: true; source: RaceSource } | { ok: false; error: string } {
  const read = readRecordedLog(path);
  if (!read.ok) return read;
  const { header, footer } = read.log;
  return {
    ok: true,
    source: {
      inputs: { ruleset: header.ruleset.id, seed: header.seed },
      log: { path, digest: footer.digest },
    },
  };
}
