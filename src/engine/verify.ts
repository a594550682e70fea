import { illegalFaces } from './dice/legal.ts';
import { canonicalJson } from './log/canonical.ts';
import { consistencyProblems } from './log/consistency.ts';
import { type LogError, type ReadLog, type Result, readLog } from './log/parse.ts';
import type { Header, RaceEvent, RaceLog } from './log/schema.ts';
import { serializeLog } from './log/serialize.ts';
import { inEarlierShape } from './log/v2/earlier-shape.ts';
import { withFooterOfEvents } from './log/versions.ts';
import type { SetupInput } from './race/setup.ts';
import { isRulesetId, RULESET_IDS, simulate } from './rulesets/index.ts';
import { resumeSession } from './rulesets/session.ts';

/** How a stored log compares with the same race run again by this engine. */
export type Comparison = { same: true } | { same: false; lines: string[] };

/** One event in a few words: what, who, when, and the dice or outcome that set it apart. */
export function describeEvent(ev: RaceEvent | undefined): string {
  if (ev === undefined) return '(no such event)';
  const who = ev.chariots.length === 0 ? '' : ` [${ev.chariots.join(', ')}]`;
  const rolls = (ev.rolls ?? []).map((r) => ` ${r.dice}=${r.faces.join(',')}`).join('');
  const summary = ev.effect ? ` "${ev.effect.summary}"` : ev.decision ? ` "${ev.decision.choice}"` : '';
  return `${ev.type}${who} t=${ev.t}${rolls}${summary}`;
}

/** JSON path of the first place two plain JSON values differ, or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return `${path}[${i}]`;
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort();
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

function versionLine(stored: RaceLog, replay: RaceLog): string | null {
  const s = stored.header;
  const r = replay.header;
  const parts: string[] = [];
  if (s.engine.name !== r.engine.name || s.engine.version !== r.engine.version) {
    parts.push(`engine ${s.engine.name} ${s.engine.version} (this is ${r.engine.name} ${r.engine.version})`);
  }
  if (s.ruleset.rulesVersion !== r.ruleset.rulesVersion) {
    parts.push(`${s.ruleset.id} rules ${s.ruleset.rulesVersion} (this engine has ${r.ruleset.rulesVersion})`);
  }
  if (stored.version !== replay.version)
    parts.push(`log format version ${stored.version} (this engine writes ${replay.version})`);
  if (parts.length === 0) return null;
  return `the log was written by ${parts.join(' and ')}: a different engine or rules may resolve the race differently`;
}

function checkpointLine(stored: RaceLog, replay: RaceLog): string {
  const a = stored.checkpoints;
  const b = replay.checkpoints;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) {
      const turn = (x ?? y)!.turn;
      return `checkpoints: the log has ${a.length}, the replay ${b.length}; they part at turn ${turn}`;
    }
    if (x.turn === y.turn && x.stateHash === y.stateHash && x.lastSeq !== y.lastSeq)
      return `first differing checkpoint: turn ${x.turn} ends after event ${x.lastSeq} in the log, ${y.lastSeq} in the replay`;
    if (x.turn !== y.turn || x.stateHash !== y.stateHash || x.lastSeq !== y.lastSeq) {
      return (
        `first differing checkpoint: turn ${x.turn}` +
        (x.turn === y.turn ? '' : ` (replay: turn ${y.turn})`) +
        `: state ${x.stateHash.slice(0, 12)}… in the log, ${y.stateHash.slice(0, 12)}… in the replay`
      );
    }
  }
  return `checkpoints: all ${a.length} turns end in the same state`;
}

function eventLines(stored: RaceLog, replay: RaceLog): string[] {
  const a = stored.events;
  const b = replay.events;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x && y && canonicalJson(x) === canonicalJson(y)) continue;
    const turn = (x ?? y)!.turn;
    const field = x && y ? ` at ${firstDifference(x, y, `$.events[${i}]`)}` : '';
    return [
      `first differing event: seq ${i} in turn ${turn}${field}`,
      `  log:    ${x ? describeEvent(x) : `(none: the log ends after ${a.length} events)`}`,
      `  replay: ${y ? describeEvent(y) : `(none: the replay ends after ${b.length} events)`}`,
    ];
  }
  return [`events: all ${a.length} agree`];
}

/** Compares a stored log with its replay: byte for byte, then explains the first differences. */
export function compareLogs(stored: RaceLog, replay: RaceLog): Comparison {
  if (serializeLog(stored) === serializeLog(replay) && stored.footer.digest === replay.footer.digest) {
    return { same: true };
  }
  const lines: string[] = [];
  const version = versionLine(stored, replay);
  if (version) lines.push(version);
  lines.push(checkpointLine(stored, replay));
  lines.push(...eventLines(stored, replay));
  for (const part of ['header', 'footer'] as const) {
    const d = firstDifference(stored[part], replay[part], `$.${part}`);
    if (d) lines.push(`${part} differs first at ${d}`);
  }
  if (stored.footer.digest !== replay.footer.digest) {
    lines.push(`digest: ${stored.footer.digest} in the log, ${replay.footer.digest} in the replay`);
  }
  return { same: false, lines };
}

/** The setup a log's header records, as `simulate` takes it: the same field and options. */
export function setupFromHeader(header: Header): SetupInput {
  return {
    chariots: header.entrants.map((e) => ({
      id: e.id,
      name: e.name,
      colour: e.colour,
      ...(e.faction === undefined ? {} : { faction: e.faction }),
      personality: e.personality as NonNullable<SetupInput['chariots'][number]['personality']>,
    })),
    options: header.options as SetupInput['options'],
  };
}

/**
 * What `verifyLog` concluded:
 * - `same`: this engine resolves the same race again, event for event;
 * - `different`: it resolves a different race (the first differences are named);
 * - `inconsistent`: the log contradicts itself (checkpoints, results or wrecks against its events);
 * - `not-reresolved`: consistent, but written under another rules version or log format, or with a
 *   header this engine cannot run, so it was checked without resolving the race again.
 */
export type Verdict = 'same' | 'different' | 'inconsistent' | 'not-reresolved';

export interface Verification {
  verdict: Verdict;
  ruleset: string;
  seed: number;
  events: number;
  /** The footer's digest as the log has it (the log as read, upgraded or completed, has its own). */
  digest: string;
  /**
   * One sentence per difference, problem or reason; for `same`, what was left out of the comparison
   * (fields this engine does not know, the state hashes of a log of an earlier shape), else empty.
   */
  details: string[];
  /** The stored log, parsed (and upgraded to this version where it was older). */
  log: RaceLog;
  /** The log format version the file was written in (`log.version` after upgrading is this reader's). */
  written: number;
}

/** Why a log could not be checked: it does not parse (`parse`), or names a ruleset this engine lacks (`run`). */
export type VerifyError = LogError & { stage: 'parse' | 'run' };

/** What wrote a log (in log format version `format`), in a few words. */
const writtenBy = (log: RaceLog, format: number): string =>
  `${log.header.ruleset.id} rules ${log.header.ruleset.rulesVersion} (engine ${log.header.engine.name} ${log.header.engine.version}, log format ${format})`;

/** Why a replay by this engine cannot be compared with the stored log, or null when it can. */
function incomparable(stored: RaceLog, written: number, replay: RaceLog): string | null {
  const same =
    stored.header.engine.name === replay.header.engine.name &&
    stored.header.ruleset.rulesVersion === replay.header.ruleset.rulesVersion;
  if (same) return null;
  return `written under ${writtenBy(stored, written)}; this engine has ${writtenBy(replay, replay.version)}, so it cannot resolve the race again to compare`;
}

/**
 * Checks a race log's text. First what the log itself can show (it parses, its checkpoints,
 * results and wrecks agree with its events); then, where this engine has the rules version and
 * log format that wrote it, it resolves the race again from the header (ruleset, seed, entrants,
 * options) and compares the two. Bad input is an error naming what and where, never a throw.
 */
export function verifyLog(text: string): Result<Verification, VerifyError> {
  const parsed = readLog(text);
  if (!parsed.ok) return { ok: false, error: { ...parsed.error, stage: 'parse' } };
  const { log: stored, written } = parsed.value;
  const { ruleset, seed } = stored.header;
  const verdict = (v: Verdict, details: string[]): Result<Verification, VerifyError> => ({
    ok: true,
    value: {
      verdict: v,
      ruleset: ruleset.id,
      seed,
      events: stored.footer.eventCount,
      digest: parsed.value.digest,
      details,
      log: stored,
      written,
    },
  });
  const problems = consistencyProblems(stored);
  if (problems.length > 0) return verdict('inconsistent', problems);
  const source = stored.header.dice;
  if (source === 'entered' || source === 'scripted') {
    const faces = illegalFaces(stored);
    if (faces.length > 0) return verdict('inconsistent', faces);
  }
  // A race driven from outside (people, programs, dice typed in) carries its answers: run it again with them.
  if (stored.header.answers !== undefined || stored.header.drivers !== undefined)
    return verdict(...replayWithAnswers(parsed.value));
  // Dice typed in from a table (or fixed by a scenario) without their answers cannot be rolled again.
  if (source === 'entered' || source === 'scripted') {
    return verdict('not-reresolved', [
      source === 'entered'
        ? 'its dice were thrown at a real table and typed in (header dice: entered): the race was checked for legality, every face fitting its die, and was not rolled again'
        : 'its dice were fixed by a scenario or test (header dice: scripted): the race was checked for legality, every face fitting its die, and was not rolled again',
    ]);
  }
  if (!isRulesetId(ruleset.id))
    return {
      ok: false,
      error: {
        message: `cannot run the race again from its header: "${ruleset.id}" is not a ruleset of this engine (${RULESET_IDS.join(', ')})`,
        path: '$.header.ruleset.id',
        stage: 'run',
      },
    };
  // The engine checks what the header holds (entrants, options) as it would a setup.
  const replay = simulate({ ruleset: ruleset.id, seed, setup: setupFromHeader(stored.header) });
  if (!replay.ok)
    return verdict('not-reresolved', [
      `written under ${writtenBy(stored, written)}; this engine cannot run the race from its header: ${replay.error.message}`,
    ]);
  const why = incomparable(stored, written, replay.value);
  if (why !== null) return verdict('not-reresolved', [why]);
  const [v, details] = compared(parsed.value, replay.value);
  if (v === 'same') return verdict('same', details);
  // An older format's log, upgraded, lacks what that format did not record (typed fields, every
  // decision as data): a difference then says nothing about the race.
  if (written !== replay.value.version)
    return verdict('not-reresolved', [
      `written in log format ${written}, which lacks what format ${replay.value.version} records: resolved again under the same rules, the race was not compared (${details[0] ?? 'it differs'})`,
    ]);
  return verdict(v, details);
}

/** What verify says of a log of an earlier shape of its version. */
const EARLIER_SHAPE =
  "written before its ruleset's events were typed (an earlier shape of log format 2), compared on what it records, with this engine's race in that shape";

/** A log's checkpoints without their state hashes (turns and last events only). */
function withoutStateHashes(log: RaceLog): RaceLog {
  return { ...log, checkpoints: log.checkpoints.map((c) => ({ ...c, stateHash: '' })) };
}

/** What verify says of the fields a log holds that this engine does not know (none: nothing). */
function ignoredNote(ignored: { count: number; paths: string[] }): string[] {
  if (ignored.count === 0) return [];
  const more = ignored.count > ignored.paths.length ? ', …' : '';
  const fields = ignored.count === 1 ? '1 field' : `${ignored.count} fields`;
  return [
    `it holds ${fields} this engine does not know (${ignored.paths.join(', ')}${more}), written by a newer writer: ignored, the rest compared`,
  ];
}

/**
 * Runs a race driven from outside again, from its header: the same field and seed, the seats in
 * `drivers` answered from `answers` in order (dice typed in too), everyone else by the AI. A log
 * of a race still in progress (a correspondence game's log so far) is compared as far as it goes.
 */
function replayWithAnswers(read: ReadLog): [Verdict, string[]] {
  const { log: stored, written } = read;
  const { header } = stored;
  const again = resumeSession({
    ruleset: header.ruleset.id,
    seed: header.seed,
    setup: setupFromHeader(header),
    dice: header.dice === 'entered' ? 'entered' : 'seeded',
    outside: header.drivers ?? {},
    answers: header.answers ?? [],
  });
  if (!again.ok)
    return [
      'not-reresolved',
      [
        `written under ${writtenBy(stored, written)}; this engine cannot run the race again from its header and answers: ${again.error.message}`,
      ],
    ];
  const replay = again.value.logSoFar();
  const why = incomparable(stored, written, replay);
  if (why !== null) return ['not-reresolved', [why]];
  return compared(read, replay);
}

/**
 * A log as read compared with this engine's race: `same` with what was left out of the comparison,
 * or `different` with the first differences. A log of an earlier shape of its version is compared
 * on what it recorded: this engine's race in that shape, the checkpoints' state hashes left out
 * (they are of the race state as the engine that wrote it held it).
 */
function compared(read: ReadLog, replay: RaceLog): [Verdict, string[]] {
  const ignored = read.ignored();
  const notes = ignoredNote(ignored);
  // What this engine knows of the log, its footer's digest over those events where it left fields out.
  const known = (log: RaceLog): RaceLog => (ignored.count > 0 ? withFooterOfEvents(log) : log);
  if (read.earlierShape) {
    const comparison = compareLogs(
      withoutStateHashes(known(read.known())),
      withoutStateHashes(inEarlierShape(replay)),
    );
    if (!comparison.same) return ['different', [EARLIER_SHAPE, ...comparison.lines]];
    return [
      'same',
      [
        `${EARLIER_SHAPE}: every event, the footer and the checkpoints' turns are the same; the checkpoints' state hashes, of the race state as the engine that wrote it held it, were not compared`,
        ...notes,
      ],
    ];
  }
  const comparison = compareLogs(ignored.count > 0 ? known(read.known()) : read.log, replay);
  return comparison.same ? ['same', notes] : ['different', comparison.lines];
}
