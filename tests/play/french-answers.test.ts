import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_CARDS } from '../../src/engine/rulesets/hippodrome/tables.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { loadLanguage, setLanguage } from '../../src/messages/index.ts';
import { answerWords } from '../../src/ui/play/answer-words.ts';
import type { OpenDecision, PlayView } from '../../src/ui/play/hot-seat.ts';
import { Decision } from '../../src/ui/play/PlayPanel.tsx';
import { twoHumans } from './races.ts';

// In French, every answer a ruleset's panel offers and the AI's suggestion are worded by the
// catalogue, not the engine's English: each ruleset's race is played through, every human seat's
// decision panel rendered in French, and its text holds none of the English words the engine gave
// that decision's answers and suggestion (the raw view under "Tout ce que vous pouvez voir" and the
// rule's id, which are data, aside).

const words = (text: string): string[] => text.toLowerCase().match(/[a-zà-ÿœ]+/g) ?? [];

/**
 * Words the engine's English shares with French (words of three letters or fewer are left out too),
 * and the Hippodrome's drivers and horses whose cards print the same name in both languages.
 */
const BOTH = new Set([
  'danger',
  'effort',
  'rail',
  'rival',
  ...[...TEAM_CARDS.values()].filter((c) => c.name === c.english).flatMap((c) => words(c.name)),
]);

/** The panel's text, without its markup, its raw data (`<pre>`) and its names of things (`<code>`). */
const textOf = (html: string): string =>
  html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

interface Prompt {
  view: PlayView;
  open: OpenDecision;
}

/** Every decision of a one-lap race with two human seats, answered as the AI suggests. */
function prompts(ruleset: RulesetId, seed: number): Prompt[] {
  const race = twoHumans(ruleset, seed, ruleset !== 'hippodrome');
  const out: Prompt[] = [];
  let view = race.view();
  for (let i = 0; i < 3000 && view.open?.type === 'decision'; i++) {
    out.push({ view, open: view.open });
    const next = race.answer(view.open.suggestion!.value);
    if (!next.ok) throw new Error(next.error.message);
    view = next.value;
  }
  return out;
}

/** The English words the engine gave a decision: its answers' labels, its suggestion and reason. */
function englishOf({ view, open }: Prompt): Set<string> {
  const names = new Set(view.seats.flatMap((s) => [...words(s.name), ...words(s.id)]));
  const text = [...(open.labels ?? []), open.suggestion?.choice ?? '', open.suggestion?.reason ?? ''].join(
    ' ',
  );
  return new Set(words(text).filter((w) => w.length > 3 && !names.has(w) && !BOTH.has(w)));
}

function render({ view, open }: Prompt): string {
  const seat = view.seats.find((s) => s.id === open.chariot)!;
  return textOf(renderToStaticMarkup(createElement(Decision, { view, decision: open, seat, busy: false })));
}

/** English words of a decision found in its French panel, as "kind: word". */
function englishLeft(list: readonly Prompt[]): string[] {
  const found = new Set<string>();
  for (const p of list) {
    const english = englishOf(p);
    for (const w of words(render(p))) if (english.has(w)) found.add(`${p.open.kind}: ${w}`);
  }
  return [...found];
}

/** A race of each ruleset whose human seats are asked every kind of decision races commonly ask. */
const RULESETS: ReadonlyArray<[RulesetId, number, string[]]> = [
  ['circus-maximus', 1, ['speed', 'attack']],
  ['crudis', 5, ['move', 'whipSpeed', 'whipAttack']],
  ['aurigae', 4, ['plot']],
  ['hippodrome', 1, ['keep', 'rumor-target', 'start', 'attempt', 'event-cards']],
];

describe("the answers of every ruleset's panel in French", () => {
  beforeAll(async () => {
    await loadLanguage('fr');
    setLanguage('fr');
  });
  afterAll(() => setLanguage('en'));

  for (const [ruleset, seed, kinds] of RULESETS)
    it(`${ruleset}: no English engine word in any decision panel of a race`, () => {
      const list = prompts(ruleset, seed);
      expect(new Set(list.map((p) => p.open.kind))).toEqual(new Set(kinds));
      expect(englishLeft(list)).toEqual([]);
    });

  it('words the rarer decisions too: a strain, locked wheels, a discard', () => {
    const name = (id: string) => id;
    const asked: Array<[string, string, unknown, unknown, string]> = [
      ['circus-maximus', 'strain', true, {}, 'strains'],
      ['circus-maximus', 'strain', false, {}, 'no strain'],
      ['crudis', 'lockedShift', 0, {}, 'stay in lane'],
      ['crudis', 'lockedShift', -1, {}, 'move in one lane'],
      ['crudis', 'lockedShift', 1, {}, 'move out one lane'],
      ['hippodrome', 'discard', ['E01', 'E27'], {}, 'discards E01, E27'],
    ];
    for (const [ruleset, kind, value, options, english] of asked) {
      const french = answerWords(ruleset, kind, value, options, name);
      expect(french, `${ruleset} ${kind}`).not.toBeNull();
      const left = words(french!).filter((w) => words(english).includes(w) && w.length > 3);
      expect(left, `${ruleset} ${kind}: ${french}`).toEqual([]);
    }
  });
});
