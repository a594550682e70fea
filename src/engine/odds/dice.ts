/**
 * Exact odds of dice sums, for the play panels' "chance of each result" (no sampling: a few dice
 * of a few sides have at most a few hundred sums, counted once each).
 */

/** How many ways `count` dice of `sides` sides make each sum: ways[s] for s from 0 to count * sides. */
export function sumWays(count: number, sides: number): number[] {
  let ways = [1];
  for (let d = 0; d < count; d++) {
    const next = new Array<number>(ways.length + sides).fill(0);
    for (let s = 0; s < ways.length; s++) for (let f = 1; f <= sides; f++) next[s + f]! += ways[s]!;
    ways = next;
  }
  return ways;
}

/** The chance that `count`d`sides` + `plus` lands in [min, max] (either end may be open). */
export function chanceBetween(
  count: number,
  sides: number,
  plus: number,
  min = -Infinity,
  max = Infinity,
): number {
  const ways = sumWays(count, sides);
  let hit = 0;
  for (let s = count; s < ways.length; s++) if (s + plus >= min && s + plus <= max) hit += ways[s]!;
  return hit / sides ** count;
}
