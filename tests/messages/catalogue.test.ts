import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { EN } from '../../src/messages/en.ts';
import { formatNumber, formatTime } from '../../src/messages/format.ts';
import { FR } from '../../src/messages/fr.ts';
import {
  CATALOGUES,
  chooseLanguage,
  LANGUAGES,
  lang,
  loadLanguage,
  type Messages,
  messages,
  setLanguage,
} from '../../src/messages/index.ts';

// The viewer's message catalogue: English complete (every message says something, for any
// figures), and a translation is a file of the same shape (one that misses a message does not
// compile: the @ts-expect-error below fails the typecheck if it ever does).

/** Every message of a catalogue, by dotted key, with figures filled in where it takes them. */
function flatten(c: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(c).flatMap(([k, v]): Array<[string, string]> => {
    const key = `${prefix}${k}`;
    if (typeof v === 'string') return [[key, v]];
    // Figures go in as strings, which read as numbers where a message counts them.
    if (typeof v === 'function')
      return [[key, String((v as (...a: string[]) => string)('3', '7', 'x', 'y'))]];
    return flatten(v as Record<string, unknown>, `${key}.`);
  });
}

beforeAll(() => loadLanguage('fr'));
afterEach(() => setLanguage('en'));

describe('the message catalogue', () => {
  test('every language is complete: every message says something', async () => {
    for (const l of LANGUAGES) {
      const all = flatten(await CATALOGUES[l]());
      expect(all.map(([key]) => key)).toEqual(flatten(EN).map(([key]) => key));
      for (const [key, text] of all) expect(text.trim(), `${l} ${key}`).not.toBe('');
    }
    expect(messages).toBe(EN);
    expect(await CATALOGUES.en()).toBe(EN);
    expect(await loadLanguage('fr')).toBe(FR);
  });

  test('French is French: most messages differ from English', () => {
    // Words that read the same in both ("Sabotage", "+3 m") are fine; a file of English is not.
    const en = new Map(flatten(EN));
    const fr = flatten(FR);
    const same = fr.filter(([key, text]) => en.get(key) === text).map(([key]) => key);
    expect(same.length, same.join(', ')).toBeLessThan(fr.length / 10);
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

describe("a standings row's hint", () => {
  test("names the chariot's faction as the views do, not by the log's id", () => {
    for (const id of ['green', 'blue', 'red', 'white']) {
      const en = EN.card.rowHint('Scorpus', id, 'bold', false);
      expect(en).toContain(`(${EN.factions.names[id]}, bold)`);
      expect(en).not.toContain(id);
      expect(FR.card.rowHint('Scorpus', id, 'audacieux', false)).not.toContain(id);
    }
    expect(EN.card.rowHint('Scorpus', 'white', 'bold', false)).toBe(
      'Scorpus (White, bold) — click to select',
    );
    expect(FR.card.rowHint('Scorpus', 'white', 'audacieux', true)).toBe(
      'Scorpus (blanche, audacieux) — cliquer pour désélectionner',
    );
    // A team of the setup's own keeps its own name; none says so.
    expect(EN.card.rowHint('Scorpus', 'Golden Eagles', 'bold', false)).toContain('(Golden Eagles, bold)');
    expect(EN.card.rowHint('Scorpus', null, 'bold', false)).toContain('(no faction, bold)');
  });
});

describe('choosing the language', () => {
  test('?lang= first, then the browser, then English', () => {
    expect(chooseLanguage('?lang=fr', ['en-US'])).toBe('fr');
    expect(chooseLanguage('?seed=3&lang=en', ['fr-FR'])).toBe('en');
    expect(chooseLanguage('?lang=FR', [])).toBe('fr');
    expect(chooseLanguage('', ['fr-CA', 'en'])).toBe('fr');
    expect(chooseLanguage('', ['de-DE', 'fr'])).toBe('fr');
    expect(chooseLanguage('', ['de-DE'])).toBe('en');
    // A language the viewer does not speak is no choice: the browser's is used.
    expect(chooseLanguage('?lang=de', ['fr'])).toBe('fr');
  });

  test('setLanguage switches the catalogue every reader sees', () => {
    setLanguage('fr');
    expect(lang).toBe('fr');
    expect(messages).toBe(FR);
    expect(messages.progress.lapOf(2, 7)).toBe('Tour 2 sur 7');
    expect(messages.standings.place(1)).toBe('1er');
    expect(messages.standings.place(3)).toBe('3e');
  });

  test('numbers and times by locale', () => {
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
    expect(formatTime(65.34)).toBe('1:05.3');
    expect(formatTime(59.96)).toBe('1:00.0');
    expect(formatTime(0)).toBe('0:00.0');
    setLanguage('fr');
    // French groups with a narrow no-break space and points with a comma.
    expect(formatNumber(1234.5, 1)).toBe('1\u202f234,5');
    expect(formatTime(65.34)).toBe('1:05,3');
  });
});
