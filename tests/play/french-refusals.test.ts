import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FiguresOf,
  PROBLEM_WORDS,
  type Problem,
  type ProblemCode,
  problem,
  problemText,
} from '../../src/engine/kernel/problems.ts';
import type { Refusal } from '../../src/engine/kernel/requests.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { loadLanguage, setLanguage } from '../../src/messages/index.ts';
import { playText } from '../../src/messages/play.ts';
import type { PlayView } from '../../src/ui/play/hot-seat.ts';
import { problemWords, refusalWords } from '../../src/ui/play/refusal-words.ts';
import { twoHumans } from './races.ts';

// In French, why the rules refuse an answer is worded by the catalogue from the refusal's code and
// figures, not the engine's English: every code the engine refuses with, worded in French, holds
// none of the English words the engine gives it (ids, numbers, rule ids aside); and real refusals
// of each ruleset's race, answered wrongly at the panel, carry their code and read in French.

const words = (text: string): string[] => text.toLowerCase().match(/[a-zà-ÿœ]+/g) ?? [];

/** Words English shares with French here, and the ids of the samples (entrants, cards, rules). */
const BOTH = new Set(['rival', 'face', 'faces', 'collision', 'points']);

/** A refusal of each code the engine has, with figures as it gives them (one per code: typed). */
const SAMPLES: { readonly [C in ProblemCode]: FiguresOf<C> } = {
  malformed: { at: 'speed', issue: 'Invalid input: expected number, received string' },
  'not-a-choice': { value: 'gallop', choices: ['steady', 'whip'] },
  'dice-list': { dice: '2d6' },
  'dice-count': { dice: '2d6', count: 2, given: 1 },
  'dice-face': { sides: 6, face: '7' },
  'cm-blinded': { fixed: 4, speed: 9 },
  'cm-speed-max': { max: 12, teamSpeed: 10, cdm: 2, speed: 14 },
  'cm-strain-off': {},
  'cm-attack-now': { kind: 'knife', kinds: ['lash', 'ram'], left: 3 },
  'cm-attack-part': { kind: 'lash', parts: ['team', 'driver'], part: 'car' },
  'cm-knife-target': { target: 'diocles' },
  'cm-not-beside': { kind: 'lash', target: 'diocles' },
  'cm-out-of-reach': { target: 'diocles', part: 'team' },
  'aurigae-stop-only': { speed: 30, most: 24 },
  'aurigae-change': { change: 'up-2d6' },
  'aurigae-turn': { maxTurn: 90, step: 10, turn: 35 },
  'aurigae-reverse': { speed: 6 },
  'hippodrome-not-among': { id: 'E01', among: 'stat', stat: 'Speed', from: ['E02', 'E03'] },
  'hippodrome-twice': { id: 'E01' },
  'hippodrome-keep': { limit: 1, kind: 'driver' },
  'hippodrome-rumor': { card: 'R01', target: 'diocles', targets: ['scorpus', 'crescens'] },
  'hippodrome-start': { choice: 'gallop' },
  'hippodrome-cards': { limit: 2 },
  'hippodrome-discard': { count: 2 },
  'crudis-forward': { forward: -1 },
  'crudis-lanes': { changes: 3, forward: 2 },
  'crudis-steps': { laterals: ['0', '2'] },
  'crudis-off-track': { lane: 0, max: 8 },
  'crudis-manoeuvre': { forward: 6, white: 4, changes: 2, ram: true, rip: true, cost: 9, red: 3 },
  'crudis-no-rival': { target: 'diocles' },
  'crudis-ram-first': { blocker: 'crescens', target: 'diocles' },
  'crudis-ram-never': { target: 'diocles' },
  'crudis-rip-square': { atStep: 7, forward: 5 },
  'crudis-rip-never': { target: 'diocles', atStep: 2 },
  'crudis-whip-rival': { target: 'diocles' },
  'crudis-whip-reach': { target: 'diocles', part: 'yokers', range: 2, parts: ['outer-horses'] },
  'crudis-shift': { shift: 2 },
  'crudis-shift-off': { shift: -1 },
};

const IDS = ['diocles', 'crescens', 'scorpus', 'speed', 'gallop', 'steady', 'whip'];

/** English words of the engine's text for a refusal that its French has too. */
function englishLeft(english: string, french: string, names: readonly string[] = []): string[] {
  const skip = new Set([...IDS, ...names.flatMap(words), ...BOTH]);
  // Rule ids (circus-maximus.knife) are names, the same in both languages.
  const text = (t: string): string[] => words(t.replace(/[a-z-]+\.[a-z-]+/g, ' '));
  const mine = new Set(text(english).filter((w) => w.length > 3 && !skip.has(w)));
  return [...new Set(text(french).filter((w) => mine.has(w)))];
}

describe('why the rules refuse an answer, in French', () => {
  beforeAll(async () => {
    await loadLanguage('fr');
    setLanguage('fr');
  });
  afterAll(() => setLanguage('en'));

  it('every code is worded with none of the engine’s English words', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(PROBLEM_WORDS).sort());
    const left: string[] = [];
    for (const code of Object.keys(SAMPLES) as ProblemCode[]) {
      const p = problem(code, SAMPLES[code] as never);
      const french = problemWords(p, '', (id) => id);
      expect(french.length, code).toBeGreaterThan(0);
      for (const w of englishLeft(problemText(p), french)) left.push(`${code}: ${w}`);
    }
    expect(left).toEqual([]);
  });

  it('the English page says what the engine says', () => {
    setLanguage('en');
    try {
      for (const code of Object.keys(SAMPLES) as ProblemCode[]) {
        const p = problem(code, SAMPLES[code] as never);
        expect(problemWords(p, '', (id) => id)).toBe(problemText(p));
      }
    } finally {
      setLanguage('fr');
    }
  });

  /** Each ruleset's first decision of a kind, answered with a value its rules refuse. */
  const WRONG: ReadonlyArray<[RulesetId, number, string, (suggested: object) => unknown, ProblemCode]> = [
    ['circus-maximus', 1, 'speed', (v) => ({ ...v, speed: 99 }), 'cm-speed-max'],
    ['aurigae', 4, 'plot', () => ({ change: 'hold', turn: 35 }), 'aurigae-turn'],
    ['crudis', 5, 'move', () => ({ forward: 2, laterals: [0, 0], ram: 'c9', rip: null }), 'crudis-no-rival'],
    ['hippodrome', 1, 'start', () => 'gallop', 'malformed'],
  ];

  for (const [ruleset, seed, kind, wrong, code] of WRONG)
    it(`${ruleset}: a ${kind} the rules refuse carries its code and reads in French`, () => {
      const race = twoHumans(ruleset, seed, ruleset !== 'hippodrome');
      let view: PlayView = race.view();
      for (let i = 0; i < 3000 && view.open?.type === 'decision' && view.open.kind !== kind; i++) {
        const next = race.answer(view.open.suggestion!.value);
        if (!next.ok) throw new Error(next.error.message);
        view = next.value;
      }
      const open = view.open;
      if (open?.type !== 'decision') throw new Error(`no ${kind} asked`);
      const r = race.answer(wrong(open.suggestion!.value as object));
      if (r.ok) throw new Error('the wrong answer was taken');
      const refusal: Refusal = r.error;
      expect(refusal.problem?.code).toBe(code);
      const french = refusalWords(refusal, open, view.seats);
      expect(french).toMatch(/^La règle \S+ refuse ce choix de /);
      const names = view.seats.map((s) => s.name);
      expect(englishLeft(refusal.message, french, names)).toEqual([]);
      expect(playText().refusals.refused('x', 'a', 'A', 'k', 'w')).not.toContain('refuses');
    });
});

describe('a refusal without a code', () => {
  it('keeps the engine’s words', () => {
    const r: Refusal = { rule: '', message: 'the race is over: there is nothing to answer' };
    expect(refusalWords(r, null, [])).toBe(r.message);
  });

  it('a problem under another rule than the decision’s names that rule', () => {
    const p: Problem = problem('crudis-no-rival', { target: 'diocles' }, 'crudis.ramming');
    expect(problemWords(p, 'crudis.normal-move', (id) => id)).toBe(
      'diocles is not a rival on the track (crudis.ramming)',
    );
  });
});
