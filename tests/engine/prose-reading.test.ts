import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// Issue 16: nothing in src/ reads data out of the log's words (summary, formula, a decision's
// choice or reason) with a regular expression or a string search: every ruleset's events are
// typed, and a version 1 log is upgraded on reading.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** A word field searched (`summary.includes(`, `(e.effect?.summary ?? '').replace(`), or handed to a regular expression (`/x/.exec(e.effect?.summary)`). */
const READING = [
  /\b(summary|formula|choice|reason)(\s*\?\?\s*('[^']*'|"[^"]*"))?\)?\.(includes|startsWith|endsWith|replace|replaceAll|split|indexOf|search|match|matchAll)\(/,
  /\.(test|exec|match|matchAll)\([^)]*\b(summary|formula|choice|reason)\b/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(ts|tsx)$/.test(e.name)
        ? [relative(ROOT, join(dir, e.name))]
        : [],
  );
}

/** Lines that read the log's words, as `file:line: text`. */
function proseReadings(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      READING.some((r) => r.test(line)) && !/^\s*(\/\/|\*)/.test(line)
        ? [`${file}:${i + 1}: ${line.trim()}`]
        : [],
    );
}

describe("no code reads data out of the log's words", () => {
  test('anywhere in src/', () => {
    const found = sources(join(ROOT, 'src')).flatMap((f) =>
      proseReadings(f, readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  test('the scan finds such a reading', () => {
    expect(proseReadings('x.ts', "const k = /lap (\\d+)/.exec(e.effect?.summary ?? '');")).toHaveLength(1);
    expect(proseReadings('x.ts', "if (summary.includes('spina')) wall = 'spina';")).toHaveLength(1);
    expect(proseReadings('x.ts', "return /ram/.test(event.decision?.choice ?? '');")).toHaveLength(1);
    expect(proseReadings('x.ts', 'const who = !summary.includes(name) ? name : null;')).toHaveLength(1);
    expect(proseReadings('x.ts', 'const text = event.effect?.summary ?? event.type;')).toEqual([]);
  });
});
