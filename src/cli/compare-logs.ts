import { canonicalJson, type RaceEvent, type RaceLog, serializeLog } from '../engine/index.ts';

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
