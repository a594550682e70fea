/**
 * Edit distance with adjacent transpositions (optimal string alignment): "simualte" is one edit
 * from "simulate", as a typist would count it.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Array<number>(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/**
 * The candidate the user most likely meant: the closest within about a third of the word's length
 * (at least one edit), or one the word is a prefix of ("--cov" → "--coverage"). Null when nothing is
 * close, so a wild guess is never offered.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | null {
  const w = word.toLowerCase();
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const distance = editDistance(w, c.toLowerCase());
    if (distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  const core = w.replace(/^-+/, '');
  if (best !== null && bestDistance <= Math.max(1, Math.floor(core.length / 3))) return best;
  const prefixed = core.length >= 2 ? candidates.filter((c) => c.toLowerCase().startsWith(w)) : [];
  return prefixed.length === 1 ? prefixed[0]! : null;
}

/** `: did you mean "x"?` to add to an error message, or nothing. */
export function suggestion(word: string, candidates: readonly string[]): string {
  const guess = didYouMean(word, candidates);
  return guess === null ? '' : `: did you mean "${guess}"?`;
}
