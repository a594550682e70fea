import type { RaceLog } from './schema.ts';

/**
 * What a reader can check of a log without resolving the race again: that its checkpoints,
 * results and wrecks agree with its events. `parseLog` has already checked the format, the event
 * order, the digest and the event count. Every log the engine writes passes; a log edited by hand
 * (a changed winner, a dropped wreck) does not. Returns one sentence per problem, each naming the
 * JSON path; empty when the log is consistent.
 */
export function consistencyProblems(log: RaceLog): string[] {
  return [...checkpointProblems(log), ...resultProblems(log), ...wreckProblems(log)];
}

/** Event times are written rounded to 4 decimals (half a unit of the last either way); a result's finishedAt is not. */
const TIME_TOLERANCE = 1e-4;

/** The last event of each turn and before: lastSeqUpTo[turn] = seq, -1 where there is none yet. */
function lastSeqUpTo(log: RaceLog, turns: number): number[] {
  const out: number[] = [];
  let seq = -1;
  for (let turn = 0; turn <= turns; turn++) {
    while (seq + 1 < log.events.length && log.events[seq + 1]!.turn <= turn) seq++;
    out.push(seq);
  }
  return out;
}

function checkpointProblems(log: RaceLog): string[] {
  const { checkpoints, events, footer } = log;
  const problems: string[] = [];
  if (checkpoints.length !== footer.turns + 1)
    problems.push(
      `$.checkpoints: ${checkpoints.length} checkpoints for ${footer.turns} turns (one per turn from turn 0 is ${footer.turns + 1})`,
    );
  const upTo = lastSeqUpTo(log, footer.turns);
  for (const [i, cp] of checkpoints.entries()) {
    const at = `$.checkpoints[${i}]`;
    if (cp.turn !== i) {
      problems.push(`${at}.turn: checkpoint ${i} is for turn ${cp.turn}, not turn ${i}`);
      continue;
    }
    const last = upTo[cp.turn] ?? events.length - 1;
    // The race's end (retirements at the turn limit) may be written after the last checkpoint.
    const closing = i === checkpoints.length - 1;
    if (closing ? cp.lastSeq > last : cp.lastSeq !== last)
      problems.push(
        `${at}.lastSeq: turn ${cp.turn} ends at event ${last}, the checkpoint says ${cp.lastSeq}`,
      );
  }
  const lastTurn = events.at(-1)?.turn ?? 0;
  if (lastTurn > footer.turns)
    problems.push(
      `$.footer.turns: the footer says ${footer.turns} turns, the events run to turn ${lastTurn}`,
    );
  return problems;
}

interface Became {
  seq: number;
  t: number;
  turn: number;
}

/** Each chariot's last status in the events, and where it first took each status. */
function statuses(log: RaceLog): { last: Map<string, string>; first: Map<string, Map<string, Became>> } {
  const last = new Map<string, string>();
  const first = new Map<string, Map<string, Became>>();
  for (const e of log.events)
    for (const [id, condition] of Object.entries(e.effect?.condition ?? {})) {
      last.set(id, condition.status);
      const seen = first.get(id) ?? new Map<string, Became>();
      if (!seen.has(condition.status)) seen.set(condition.status, { seq: e.seq, t: e.t, turn: e.turn });
      first.set(id, seen);
    }
  return { last, first };
}

function resultProblems(log: RaceLog): string[] {
  const { footer, header } = log;
  const problems: string[] = [];
  const { last, first } = statuses(log);
  const ids = header.entrants.map((e) => e.id);
  const given = footer.results.map((r) => r.chariot);
  if (
    given.length !== ids.length ||
    new Set(given).size !== given.length ||
    ids.some((id) => !given.includes(id))
  )
    problems.push(
      `$.footer.results: one result per entrant expected (${ids.join(', ')}), got ${given.join(', ')}`,
    );
  for (const [i, r] of footer.results.entries()) {
    const at = `$.footer.results[${i}]`;
    const status = last.get(r.chariot) ?? 'racing';
    if (r.status !== status)
      problems.push(
        `${at}.status: ${r.chariot} is ${r.status} in the results but ${status} after the last event`,
      );
    const finished = first.get(r.chariot)?.get('finished');
    if ((r.finishedAt !== null) !== (r.status === 'finished'))
      problems.push(`${at}.finishedAt: ${r.chariot} is ${r.status} but finishedAt is ${r.finishedAt}`);
    else if (r.finishedAt !== null && finished && Math.abs(r.finishedAt - finished.t) > TIME_TOLERANCE)
      problems.push(
        `${at}.finishedAt: ${r.chariot} finished at t=${finished.t} (event ${finished.seq}), the result says ${r.finishedAt}`,
      );
  }
  const placed = footer.results.filter((r) => r.place !== null).sort((a, b) => a.place! - b.place!);
  if (placed.some((r, i) => r.place !== i + 1))
    problems.push(`$.footer.results: places must run 1, 2, 3, … without gaps or ties`);
  const finishers = footer.results.filter((r) => r.status === 'finished');
  if (finishers.some((r) => r.place === null || r.place > finishers.length))
    problems.push(
      `$.footer.results: the chariots that finished must hold the first ${finishers.length} places`,
    );
  const order = finishers.sort((a, b) => (a.place ?? 0) - (b.place ?? 0)).map((r) => r.chariot);
  if (order.join() !== footer.finishingOrder.join())
    problems.push(
      `$.footer.finishingOrder: the results give ${order.join(', ') || 'nobody'}, the footer ${footer.finishingOrder.join(', ') || 'nobody'}`,
    );
  const winner = order[0] ?? null;
  if (footer.winner !== winner)
    problems.push(`$.footer.winner: the results give ${winner}, the footer ${footer.winner}`);
  return problems;
}

function wreckProblems(log: RaceLog): string[] {
  const { footer, events } = log;
  const problems: string[] = [];
  const { first } = statuses(log);
  const wrecked = footer.results.filter((r) => r.status === 'wrecked').map((r) => r.chariot);
  const recorded = footer.wrecks.map((w) => w.chariot);
  if ([...wrecked].sort().join() !== [...recorded].sort().join())
    problems.push(
      `$.footer.wrecks: wrecks are recorded for ${recorded.join(', ') || 'nobody'}, the results say ${wrecked.join(', ') || 'nobody'} wrecked`,
    );
  for (const [i, w] of footer.wrecks.entries()) {
    const at = `$.footer.wrecks[${i}]`;
    // A wreck laid on the track before the start (a scenario's) has no event of its own.
    if (w.turn === 0) continue;
    const e = events[w.seq];
    const became = first.get(w.chariot)?.get('wrecked');
    if (!e || e.turn !== w.turn || !e.chariots.includes(w.chariot))
      problems.push(`${at}.seq: event ${w.seq} is not an event of ${w.chariot} in turn ${w.turn}`);
    else if (!became || became.seq > w.seq)
      problems.push(`${at}.seq: ${w.chariot} is not wrecked by event ${w.seq}`);
  }
  return problems;
}
