import type { RaceLog } from '../log/schema.ts';

/**
 * The rolls of a log whose faces cannot come up on the dice they name: a 7 on a "1d6", three
 * faces for "2d6". One sentence each, naming the roll's JSON path; empty when every face fits.
 * What can be checked of a race whose dice were typed in, and cannot be rolled again.
 */
export function illegalFaces(log: RaceLog): string[] {
  const problems: string[] = [];
  for (const [i, e] of log.events.entries()) {
    for (const [j, r] of (e.rolls ?? []).entries()) {
      const m = /^(\d*)d(\d+)$/.exec(r.dice);
      if (!m) continue;
      const count = m[1] === '' ? 1 : Number(m[1]);
      const sides = Number(m[2]);
      const at = `$.events[${i}].rolls[${j}]`;
      if (r.faces.length !== count)
        problems.push(`${at}: ${r.faces.length} faces for ${r.dice} (event seq ${e.seq}, ${r.purpose})`);
      const bad = r.faces.find((f) => f < 1 || f > sides || !Number.isInteger(f));
      if (bad !== undefined)
        problems.push(`${at}: a d${sides} has no face ${bad} (event seq ${e.seq}, ${r.purpose})`);
    }
  }
  return problems;
}
