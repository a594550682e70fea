import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiceRoll, type DiceSource, SeededDice } from '../../src/engine/dice/dice.ts';
import {
  PURPOSE_WORDS,
  type PurposeCode,
  type PurposeFigures,
  purpose,
  purposeText,
  type RollPurpose,
} from '../../src/engine/dice/purposes.ts';
import { diceQuestion } from '../../src/engine/kernel/requests.ts';
import { RULESET_IDS, type RulesetId } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { loadLanguage, setLanguage } from '../../src/messages/index.ts';
import { diceWords } from '../../src/ui/play/dice-words.ts';
import { HotSeat, type OpenDice, type Seat } from '../../src/ui/play/hot-seat.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';

// In French, the dice the race asks a table to throw are worded by the catalogue from the roll's
// typed purpose (src/engine/dice/purposes.ts), not the engine's English "2d6 for Scorpus' white
// dice": every purpose, worded in French, holds none of the English words the engine gives it; so
// does every throw of whole races of each ruleset; and the English page asks what the command asks.

const words = (text: string): string[] => text.toLowerCase().match(/[a-zà-ÿœ]+/g) ?? [];

/** Words English shares with French here. */
const BOTH = new Set(['collision', 'spina', 'endurance', 'danger', 'effort']);
const IDS = ['diocles', 'crescens', 'scorpus'];

/** English words of the engine's question that its French has too (ids and names aside). */
function englishLeft(english: string, french: string, names: readonly string[] = []): string[] {
  const skip = new Set([...IDS, ...names.flatMap(words), ...BOTH]);
  const mine = new Set(words(english).filter((w) => w.length > 3 && !skip.has(w)));
  return [...new Set(words(french).filter((w) => mine.has(w)))];
}

/** A purpose of each code the engine has, with figures as it gives them (one per code: typed). */
const SAMPLES: { readonly [C in PurposeCode]: PurposeFigures<C> } = {
  'cm-spec': { id: 'scorpus', what: 'whip' },
  'cm-classic-endurance': { id: 'scorpus' },
  'cm-weather': { lap: 3 },
  'cm-rain-reroll': {},
  'cm-weather-check': {},
  'cm-order': {},
  'cm-first-turn': { id: 'scorpus' },
  'cm-voluntary-strain': { id: 'scorpus' },
  'cm-corner-strain': { id: 'scorpus' },
  'cm-wet-lane': { id: 'scorpus' },
  'cm-blinded': { id: 'scorpus' },
  'cm-run-over': { id: 'scorpus', wreck: 'diocles' },
  'cm-flip': { id: 'scorpus' },
  'cm-team-after-flip': { id: 'scorpus' },
  'cm-driver-after-flip': { id: 'scorpus' },
  'cm-lash': { id: 'scorpus' },
  'cm-lash-defence': { id: 'scorpus' },
  'cm-ram-evasion': { id: 'scorpus', by: 'diocles' },
  'cm-ram-team': { id: 'scorpus', target: 'diocles' },
  'cm-car-damage': { id: 'scorpus', target: 'diocles' },
  'cm-own-wheel': { id: 'scorpus' },
  'cm-wheel-damage': { id: 'scorpus', target: 'diocles' },
  'cm-dust': { id: 'scorpus', target: 'diocles' },
  'cm-dust-table': { id: 'scorpus' },
  'cm-knife': { id: 'scorpus', target: 'diocles' },
  'cm-knife-table': { id: 'scorpus' },
  'cm-spear': { id: 'scorpus', target: 'diocles' },
  'cm-spear-table': { id: 'scorpus' },
  'cm-own-spear': { id: 'scorpus', when: 'corner-strain' },
  'cm-own-spear-injury': { id: 'scorpus' },
  'cm-major-wound': { id: 'scorpus' },
  'cm-major-horse': { id: 'scorpus' },
  'cm-critical-hit': { id: 'scorpus' },
  'cm-critical-horse': { id: 'scorpus', target: 'diocles', horse: 2 },
  'cm-runaway': { id: 'scorpus' },
  'cm-dragged': { id: 'scorpus' },
  'cm-cut-free': { id: 'scorpus' },
  'aurigae-charioteer': { id: 'scorpus' },
  'aurigae-team': { id: 'scorpus' },
  'aurigae-speed': { id: 'scorpus', change: 'stop-4d6' },
  'aurigae-check': { id: 'scorpus' },
  'aurigae-injury': { id: 'scorpus' },
  'aurigae-cut-reins': { id: 'scorpus' },
  'aurigae-dragged': { id: 'scorpus' },
  'crudis-white': {},
  'crudis-red': {},
  'crudis-whip-white': {},
  'crudis-whip-red': {},
  'crudis-whip-attack': { target: 'diocles' },
  'crudis-danger-white': {},
  'crudis-danger-red': {},
  'crudis-damage': { cause: 'outer-wall' },
  'crudis-damage-timing': {},
  'crudis-wreck-on-way': { crossing: true },
  'crudis-collision': {},
  'crudis-rip': {},
  'crudis-wheel-damage': {},
  'crudis-rip-results': {},
  'crudis-locked-shift': {},
  'crudis-bounce-forward': {},
  'crudis-bounce-aside': {},
  'crudis-struck': { wreck: 'diocles' },
  'hippodrome-shuffle': { deck: 'discards' },
  'hippodrome-effort': {},
  'hippodrome-roll-off': { cautious: true },
  'hippodrome-pass': { kind: 'bend', stat: 'cut' },
  'hippodrome-entanglement': {},
  'hippodrome-save': { against: 'avoid-wreck' },
  'hippodrome-survival': { horse: 0 },
  'hippodrome-trampling': { horse: 3 },
  'hippodrome-difficulty': {},
  'hippodrome-prize': {},
};

const sample = (code: PurposeCode): RollPurpose => ({ code, figures: SAMPLES[code] }) as RollPurpose;
const asked = (why: RollPurpose, chariot: string | null, count = 2, sides = 6): OpenDice => ({
  type: 'dice',
  turn: 1,
  count,
  sides,
  chariot,
  question: '',
  purpose: why,
});
const seat = (id: string, name: string): Seat => ({ id, name, colour: '#888', human: false, bot: false });
const SEATS = [seat('scorpus', 'Scorpus'), seat('diocles', 'Dioclès')];
const NAMES = new Map(SEATS.map((s) => [s.id, s.name]));

/** What the page says in English (the French page's tests are around it). */
function inEnglish<T>(f: () => T): T {
  setLanguage('en');
  try {
    return f();
  } finally {
    setLanguage('fr');
  }
}

/** The chariot ids (not their names) that these words hold. */
const idsIn = (text: string, seats: readonly Seat[]): string[] =>
  seats
    .filter((s) => s.id !== s.name && new RegExp(`(^|[^\\w-])${s.id}($|[^\\w-])`).test(text))
    .map((s) => s.id);

/** The engine's own question for these dice, as `quadriga play` asks it. */
const engineQuestion = (d: OpenDice): string =>
  diceQuestion(
    {
      count: d.count,
      sides: d.sides,
      purpose: purposeText(d.purpose),
      ...(d.chariot === null ? {} : { chariot: d.chariot }),
    },
    NAMES,
  );

/** Seeded dice that keep every roll's typed purpose and whose roll it was. */
class Recording implements DiceSource {
  readonly asked: Array<{ why: RollPurpose; chariot: string | null; count: number; sides: number }> = [];
  private readonly inner: SeededDice;
  constructor(seed: number) {
    this.inner = new SeededDice(seed);
  }
  roll(count: number, sides: number, why: RollPurpose, chariot?: string): number[] {
    this.asked.push({ why, chariot: chariot ?? null, count, sides });
    return this.inner.roll(count, sides, why);
  }
  get history(): readonly DiceRoll[] {
    return this.inner.history;
  }
  state() {
    return this.inner.state();
  }
}

/** The races whose every throw is checked (Aurigae's are long: one). */
const SEEDS: Readonly<Record<RulesetId, readonly number[]>> = {
  crudis: [1, 2],
  'circus-maximus': [1, 2],
  aurigae: [1],
  hippodrome: [1, 2, 3],
};

describe('the dice a table is asked for, in French', () => {
  beforeAll(async () => {
    await loadLanguage('fr');
    setLanguage('fr');
  });
  afterAll(() => setLanguage('en'));

  it('every purpose is worded with none of the engine’s English words', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(PURPOSE_WORDS).sort());
    const left: string[] = [];
    for (const code of Object.keys(SAMPLES) as PurposeCode[]) {
      for (const chariot of [null, 'scorpus']) {
        const d = asked(sample(code), chariot);
        const french = diceWords(d, SEATS);
        expect(french, code).toMatch(/^2d6( pour \S+)? : \S/);
        for (const w of englishLeft(engineQuestion(d), french, ['Dioclès'])) left.push(`${code}: ${w}`);
      }
    }
    expect(left).toEqual([]);
  });

  it('names the chariot whose roll it is, and the others, by their names', () => {
    const d = asked(purpose('cm-ram-evasion', { id: 'scorpus', by: 'diocles' }), null);
    expect(diceWords(d, SEATS)).toBe('2d6 pour Scorpus : esquive l’éperonnage de Dioclès');
    const crudis = asked(purpose('crudis-white'), 'diocles');
    expect(diceWords(crudis, SEATS)).toBe('2d6 pour Dioclès : dés blancs');
    expect(diceWords(asked(purpose('cm-order'), null, 1, 3), SEATS)).toBe('1d3 : ordre des mouvements');
  });

  for (const ruleset of RULESET_IDS)
    it(`${ruleset}: every throw of whole races reads in French`, () => {
      const seen = new Set<string>();
      const left: string[] = [];
      for (const seed of SEEDS[ruleset]) {
        const dice = new Recording(seed);
        const r = simulate({ ruleset, seed, dice });
        if (!r.ok) throw new Error(r.error.message);
        expect(dice.asked.length).toBeGreaterThan(0);
        const seats = r.value.header.entrants.map((e) => seat(e.id, e.name));
        const names = new Map(seats.map((s) => [s.id, s.name]));
        for (const a of dice.asked) {
          seen.add(a.why.code);
          const d = asked(a.why, a.chariot, a.count, a.sides);
          const french = diceWords(d, seats);
          const english = diceQuestion(
            {
              count: a.count,
              sides: a.sides,
              purpose: purposeText(a.why),
              ...(a.chariot === null ? {} : { chariot: a.chariot }),
            },
            names,
          );
          expect(french).toMatch(new RegExp(`^${a.count}d${a.sides}( pour .+)? : \\S`));
          const ids = idsIn(
            inEnglish(() => diceWords(d, seats)),
            seats,
          );
          if (ids.length > 0) left.push(`${a.why.code}: English names ${ids.join(', ')}`);
          for (const w of englishLeft(english, french, [...names.values()])) left.push(`${a.why.code}: ${w}`);
        }
      }
      expect([...new Set(left)]).toEqual([]);
      // Each ruleset rolls for its own purposes only.
      const prefix = {
        crudis: 'crudis-',
        'circus-maximus': 'cm-',
        aurigae: 'aurigae-',
        hippodrome: 'hippodrome-',
      };
      expect([...seen].filter((c) => !c.startsWith(prefix[ruleset]))).toEqual([]);
    });

  it('the play panel asks a real table for its dice in French', () => {
    const base = defaultSpec('crudis', 2);
    const r = HotSeat.start({
      ...base,
      humans: [],
      dice: 'entered',
      setup: { ...base.setup, options: { laps: 1 } },
    });
    if (!r.ok) throw new Error(r.error.message);
    const race = r.value;
    const table = new SeededDice(2);
    let view = race.view();
    const questions: string[] = [];
    for (let i = 0; i < 12 && view.open?.type === 'dice'; i++) {
      const open = view.open;
      const french = diceWords(open, view.seats);
      questions.push(french);
      expect(
        englishLeft(
          open.question,
          french,
          view.seats.map((s) => s.name),
        ),
      ).toEqual([]);
      const next = race.answer(table.roll(open.count, open.sides, open.purpose));
      if (!next.ok) throw new Error(next.error.message);
      view = next.value;
    }
    expect(questions.length).toBe(12);
    const who = /^2d6 pour (.+) : dés blancs$/.exec(questions[0]!)?.[1];
    expect(view.seats.map((s) => s.name)).toContain(who);
    expect(questions[1]).toBe(`1d6 pour ${who} : dé rouge`);
  });
});

describe('the dice a table is asked for, in English', () => {
  beforeAll(async () => {
    await loadLanguage('fr');
    setLanguage('fr');
  });
  afterAll(() => setLanguage('en'));

  it('names the chariot whose roll it is first, and the others, by their names', () => {
    inEnglish(() => {
      const corner = asked(purpose('cm-corner-strain', { id: 'scorpus' }), null, 3);
      expect(engineQuestion(corner)).toBe('3d6 for scorpus: corner strain');
      expect(diceWords(corner, SEATS)).toBe('3d6 for Scorpus: corner strain');
      const ram = asked(purpose('cm-ram-evasion', { id: 'scorpus', by: 'diocles' }), null);
      expect(engineQuestion(ram)).toBe("2d6 for scorpus: evades diocles's ram");
      expect(diceWords(ram, SEATS)).toBe("2d6 for Scorpus: evades Dioclès's ram");
      const white = asked(purpose('crudis-white'), 'diocles');
      expect(engineQuestion(white)).toBe("2d6 for Dioclès' white dice");
      expect(diceWords(white, SEATS)).toBe('2d6 for Dioclès: white dice');
      const shuffle = asked(purpose('hippodrome-shuffle', { deck: 'team' }), null, 1, 37);
      expect(diceWords(shuffle, SEATS)).toBe('1d37: shuffle the Team deck');
    });
  });

  it('every purpose: names, never ids, and the engine’s words otherwise', () => {
    inEnglish(() => {
      for (const code of Object.keys(SAMPLES) as PurposeCode[])
        for (const chariot of [null, 'scorpus']) {
          const d = asked(sample(code), chariot);
          const page = diceWords(d, SEATS);
          expect(page, code).toMatch(/^2d6( for (Scorpus|Dioclès))?: \S/);
          expect(idsIn(page, SEATS), page).toEqual([]);
          // The purpose's own words are the engine's, with names for ids.
          const why = page.replace(/^2d6( for \S+)?: /, '');
          const engine = purposeText(d.purpose).replace(/^scorpus: /, '');
          expect(why.replace('Dioclès', 'diocles'), code).toBe(engine);
        }
    });
  });

  it('the play panel asks a real table for its dice with names', () => {
    const base = defaultSpec('aurigae', 2);
    const r = HotSeat.start({ ...base, humans: [], dice: 'entered' });
    if (!r.ok) throw new Error(r.error.message);
    const race = r.value;
    const table = new SeededDice(2);
    let view = race.view();
    const questions: string[] = [];
    for (let i = 0; i < 6 && view.open?.type === 'dice'; i++) {
      const open = view.open;
      const english = inEnglish(() => diceWords(open, view.seats));
      questions.push(english);
      // The engine's question names the driver by his id; the page by his name.
      expect(open.question).toMatch(/^\d+d\d+ for \S+: /);
      expect(idsIn(english, view.seats)).toEqual([]);
      const next = race.answer(table.roll(open.count, open.sides, open.purpose));
      if (!next.ok) throw new Error(next.error.message);
      view = next.value;
    }
    expect(questions.length).toBe(6);
    const first = view.seats[0]!;
    expect(first.name).not.toBe(first.id);
    expect(questions[0]).toBe(`1d6 for ${first.name}: charioteer`);
    expect(questions[1]).toBe(`1d6 for ${first.name}: team`);
  });
});
