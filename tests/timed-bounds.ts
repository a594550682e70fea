/**
 * A heuristic scan of a test file for assertions that bound wall-clock time from above
 * (tests/timed-assertions.test.ts says why none may be in `npm test`): an upper bound whose subject
 * reads the clock (`expect(Date.now() - at).toBeLessThan(500)`), or names an elapsed time or an
 * event-loop delay monitor given earlier in the file, and any event-loop delay monitor at all.
 * Lower bounds, and bounds on a clock the test moves itself, are not its business.
 */
const CLOCK = /\b(?:Date\.now|performance\.now|process\.hrtime(?:\.bigint)?)\(\)/;
const UPPER = /\.toBeLessThan(?:OrEqual)?\(/;

/** The lines of a test file that bound wall-clock time from above, as `line: text`. */
export function timedBounds(text: string): string[] {
  const lines = text.split('\n');
  // Names given an elapsed time: `const took = Date.now() - t0`, or an event-loop delay monitor.
  const elapsed = new Set<string>();
  // and the names given those in turn (`const worstMs = delay.max / 1e6`).
  const mentions = (text: string): boolean =>
    [...elapsed].some((name) => new RegExp(`\\b${name}\\b`).test(text));
  for (const line of lines) {
    const m = /\b(?:const|let)\s+(\w+)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    const value = m[2]!;
    if ((CLOCK.test(value) && /-/.test(value)) || /^monitorEventLoopDelay\(/.test(value) || mentions(value))
      elapsed.add(m[1]!);
  }
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (/monitorEventLoopDelay\(/.test(line)) found.push(`${i + 1}: ${line.trim()}`);
    const at = line.search(/\bexpect\(/);
    if (at < 0) return;
    // The statement, to its semicolon (an assertion may be broken over lines).
    let statement = line.slice(at);
    for (let j = i + 1; j < lines.length && !statement.trimEnd().endsWith(';') && j < i + 4; j++)
      statement += ` ${lines[j]!.trim()}`;
    // What is asserted: expect's own argument (parentheses balanced), then the matcher.
    let depth = 0;
    let end = 'expect'.length;
    for (; end < statement.length; end++) {
      if (statement[end] === '(') depth++;
      else if (statement[end] === ')' && --depth === 0) break;
    }
    const subject = statement.slice('expect('.length, end);
    if (!UPPER.test(statement.slice(end))) return;
    if (CLOCK.test(subject) || mentions(subject)) found.push(`${i + 1}: ${line.trim()}`);
  });
  return [...new Set(found)];
}
