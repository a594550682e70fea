import type { Header } from '../../engine/log/schema.ts';

/**
 * Odds for the race card: the same field and options raced many times with other seeds, each
 * chariot's wins counted. Pure helpers shared by the odds worker and the page; the seeds come
 * from the race's own seed, so a race always gets the same odds, and never from its own seed, so
 * the card gives nothing away.
 */

export interface OddsRequest {
  id: number;
  ruleset: string;
  setup: unknown;
  seeds: number[];
}

/** Progress from the worker: wins so far by chariot id, after `done` of `total` races. */
export interface OddsReply {
  id: number;
  done: number;
  total: number;
  wins: Record<string, number>;
  failed: number;
}

export interface Odds {
  id: string;
  /** Chance of winning, 0-1. */
  chance: number;
  /** Fractional odds against, "5/2"; "evens" at 1/1. */
  fractional: string;
}

/** The seeds to race for the odds of a race with `seed`: a deterministic mix, never `seed` itself. */
export function oddsSeeds(seed: number, count: number): number[] {
  const seeds: number[] = [];
  let x = (seed ^ 0x5bd1e995) >>> 0;
  while (seeds.length < count) {
    // splitmix32-style step: well spread, and the same for the same seed.
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    if (z !== seed && !seeds.includes(z)) seeds.push(z);
  }
  return seeds;
}

/** The setup that reproduces a log's field and options (the engine's setup input). */
export function setupFromHeader(header: Header): unknown {
  return {
    chariots: header.entrants.map((e) => ({
      id: e.id,
      name: e.name,
      colour: e.colour,
      ...(e.faction !== undefined ? { faction: e.faction } : {}),
      personality: e.personality,
    })),
    options: header.options,
  };
}

/** Ladder of bookmakers' fractions, shortest first. */
const LADDER: ReadonlyArray<readonly [number, number]> = [
  [1, 5],
  [1, 4],
  [2, 7],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [9, 1],
  [10, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [100, 1],
];

/** The ladder fraction nearest the fair odds against a chance (by implied chance). */
export function fractionalOdds(chance: number): string {
  let best = LADDER[0]!;
  let bestD = Number.POSITIVE_INFINITY;
  for (const f of LADDER) {
    const implied = f[1] / (f[0] + f[1]);
    const d = Math.abs(implied - chance);
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best[0] === best[1] ? 'evens' : `${best[0]}/${best[1]}`;
}

/**
 * Chances from win counts, smoothed (half a win each) so no chariot is ever a certainty or
 * hopeless after a few races; in entrant order.
 */
export function oddsFromWins(
  ids: readonly string[],
  wins: Readonly<Record<string, number>>,
  races: number,
): Odds[] {
  const n = ids.length;
  return ids.map((id) => {
    const chance = ((wins[id] ?? 0) + 0.5) / (races + 0.5 * n) || 1 / Math.max(1, n);
    return { id, chance, fractional: fractionalOdds(chance) };
  });
}
