/**
 * Random JSON-like values for checking canonical JSON writers against their definition: nested
 * arrays and objects whose keys include array indices, accents, escapes, lone surrogates and
 * emoji; strings of the same; fractions of every magnitude, integers small and past 2^53, -0,
 * null, booleans and undefined. The same seed gives the same values.
 */
export function randomJsonValues(seed: number): () => unknown {
  let s = seed;
  const rnd = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const words = ['a', 'Z', '0', '7', '10', '01', '-1', 'é', 'q"\\', '\n\u0001', '\ud800', '🏇', '\u2028', ''];
  const word = (): string => words[Math.floor(rnd() * words.length)]!;
  const gen = (depth: number): unknown => {
    const r = rnd();
    if (depth > 3 || r < 0.35) {
      const p = rnd();
      if (p < 0.15) return null;
      if (p < 0.3) return p < 0.22;
      if (p < 0.45) return (rnd() - 0.5) * 10 ** Math.floor(rnd() * 50 - 25);
      if (p < 0.5) return Math.round((rnd() - 0.5) * 10 ** Math.floor(rnd() * 22));
      if (p < 0.55) return -0;
      if (p < 0.65) return undefined;
      return word() + word();
    }
    if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 5) }, () => gen(depth + 1));
    const o: Record<string, unknown> = {};
    for (let i = 0; i < rnd() * 6; i++) o[word()] = gen(depth + 1);
    return o;
  };
  return () => gen(0);
}
