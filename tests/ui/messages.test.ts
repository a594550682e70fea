import { describe, expect, test } from 'vitest';
import { EN } from '../../src/messages/en.ts';
import { CATALOGUES, type Messages, messages } from '../../src/messages/index.ts';

// The viewer's message catalogue: English complete (every message says something, for any
// figures), and a translation is a file of the same shape (one that misses a message does not
// compile: the @ts-expect-error below fails the typecheck if it ever does).

/** Every message of a catalogue, by dotted key, with figures filled in where it takes them. */
function flatten(c: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(c).flatMap(([k, v]): Array<[string, string]> => {
    const key = `${prefix}${k}`;
    if (typeof v === 'string') return [[key, v]];
    if (typeof v === 'function') return [[key, String((v as (...n: number[]) => string)(3, 7))]];
    return flatten(v as Record<string, unknown>, `${key}.`);
  });
}

describe('the message catalogue', () => {
  test('English is complete: every message says something', () => {
    const all = flatten(EN);
    expect(all.length).toBeGreaterThan(10);
    for (const [key, text] of all) expect(text.trim(), key).not.toBe('');
    expect(messages).toBe(EN);
    expect(CATALOGUES.en).toBe(EN);
  });

  test('figures are worded per message', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(EN.standings.place)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    expect(EN.progress.lapOf(2, 7)).toBe('Lap 2 of 7');
    expect(EN.standings.behind(12)).toBe('+12 m');
  });

  test('a translation must give every message', () => {
    // @ts-expect-error: a catalogue without the ticker is not a Messages.
    const partial: Messages = { standings: EN.standings, progress: EN.progress };
    expect(Object.keys(partial)).not.toContain('ticker');
  });
});
