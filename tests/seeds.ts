/**
 * How many seeds the property tests run per ruleset: a few hundred in `npm test` (it must finish
 * within about 6 minutes on a 2-core machine), 10,000 in `npm run test:deep` (QUADRIGA_DEEP=1,
 * set by vitest.deep.config.ts). The same seeds always: the deep run only goes further.
 */
export const DEEP = process.env['QUADRIGA_DEEP'] === '1';

/** QUADRIGA_PROPERTY_SEEDS=1000 runs another count (a check between the two, e.g. 1,000). */
const ASKED = Number(process.env['QUADRIGA_PROPERTY_SEEDS']);

export const PROPERTY_SEEDS = Number.isInteger(ASKED) && ASKED > 0 ? ASKED : DEEP ? 10_000 : 200;

/** Seeds per test: a test stays well inside its timeout however many seeds the run has. */
const CHUNK = 250;

/**
 * Part `part` (0-based) of `parts` of the property seeds, in chunks of at most 250 seeds, one test
 * each. A ruleset splits its seeds over `parts` files so that the files share the cores.
 */
export function seedChunks(part: number, parts: number, total = PROPERTY_SEEDS): Array<[number, number]> {
  const from = Math.round((total * part) / parts);
  const to = Math.round((total * (part + 1)) / parts);
  const out: Array<[number, number]> = [];
  for (let a = from; a < to; a += CHUNK) out.push([a, Math.min(to, a + CHUNK)]);
  return out;
}

/** A count scaled like the seeds: `normal` in `npm test`, `deep` in `npm run test:deep`. */
export const scaled = (normal: number, deep: number): number => (DEEP ? deep : normal);
