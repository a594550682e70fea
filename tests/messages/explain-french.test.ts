import { describe, expect, test } from 'vitest';
import { explainFr, reasonFr } from '../../src/engine/log/explain/index.ts';
import type { RaceEvent, RaceLog } from '../../src/engine/log/schema.ts';
import { allTables } from '../../src/engine/rules/index.ts';
import { rowResultFr, tableText } from '../../src/engine/rules/rule-text.ts';
import { TABLE_ROWS_FR } from '../../src/engine/rules/table-rows.fr.ts';
import { RULESET_IDS } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { EN } from '../../src/messages/en.ts';
import { MODIFIER_WORDS, PHASE_WORDS } from '../../src/messages/explain-words.ts';
import { FR } from '../../src/messages/fr.ts';
import { type ModifierVoice, modifierWords } from '../../src/ui/explain/modifier-words.ts';

// Issue 22 item 5: the French explain card. Each roll's purpose and outcome, its target's formula,
// the driver's decision and the rows of the tables a race rolls on are worded in French from the
// typed event (src/engine/log/explain/<ruleset>.fr.ts), not from the engine's English.

const races = new Map<string, RaceLog>();

/** A seeded race, simulated once for the whole file. */
function race(ruleset: (typeof RULESET_IDS)[number], seed: number): RaceLog {
  const key = `${ruleset}:${seed}`;
  let log = races.get(key);
  if (!log) {
    const r = simulate({ ruleset, seed });
    if (!r.ok) throw new Error(r.error.message);
    log = r.value;
    races.set(key, log);
  }
  return log;
}

/** The races the whole-race checks read (Aurigae's are long: one). */
const SEEDS: Readonly<Record<(typeof RULESET_IDS)[number], readonly number[]>> = {
  crudis: [1, 2],
  'circus-maximus': [1, 2],
  aurigae: [1],
  hippodrome: [1, 2, 3],
};

const namesOf = (log: RaceLog) => {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e]));
  return {
    name: (id: string | undefined) => byId.get(id ?? '')?.name ?? '?',
    personality: (id: string | undefined) => byId.get(id ?? '')?.personality ?? '',
    lang: 'fr' as const,
  };
};

/** English a French roll, outcome or decision must not hold (names and dice aside). */
const ENGLISH =
  /\b(the|and|of|roll|rolls|damage|squares?|lanes?|passes|fails|horse|wheel|speed|check|misses|hits)\b/i;

const first = (log: RaceLog, type: string, when: (e: RaceEvent) => boolean = () => true): RaceEvent => {
  const e = log.events.find((x) => x.type === type && when(x));
  if (!e) throw new Error(`no ${type} event`);
  return e;
};

describe('the explain card in French', () => {
  test.each(RULESET_IDS.map((id) => [id]))(
    '%s: every roll and decision of whole races has French words',
    (ruleset) => {
      for (const seed of SEEDS[ruleset]) {
        const log = race(ruleset, seed);
        const names = namesOf(log);
        for (const e of log.events) {
          const w = explainFr(e, names);
          (e.rolls ?? []).forEach((roll, i) => {
            const r = w.rolls[i];
            const where = `${ruleset} seed ${seed} event ${e.seq} (${e.type}) roll ${i}: ${roll.purpose}`;
            expect(r?.purpose, where).toBeTruthy();
            expect(r?.outcome, where).toBeTruthy();
            expect(`${r?.purpose} ${r?.outcome} ${r?.formula ?? ''}`, where).not.toMatch(ENGLISH);
          });
          if (e.decision) {
            expect(w.decision, `${ruleset} ${e.seq} ${e.type}`).toBeTruthy();
            expect(w.decision, `${ruleset} ${e.seq} ${e.type}`).not.toMatch(ENGLISH);
          }
        }
      }
    },
  );

  test.each(RULESET_IDS.map((id) => [id]))(
    '%s: every modifier of whole races has words in both languages, French in French',
    (ruleset) => {
      for (const seed of SEEDS[ruleset]) {
        const log = race(ruleset, seed);
        const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
        const voice = (lang: 'en' | 'fr'): ModifierVoice => ({
          words: MODIFIER_WORDS[lang],
          figures: (lang === 'fr' ? FR : EN).figures,
          name: (id) => byId.get(id) ?? '?',
        });
        const [en, fr] = [voice('en'), voice('fr')];
        for (const e of log.events)
          for (const roll of e.rolls ?? [])
            for (const m of roll.modifiers) {
              const where = `${ruleset} seed ${seed} event ${e.seq} (${e.type}): ${m.source}`;
              const words = modifierWords(m, fr);
              expect(words, where).toBeTruthy();
              expect(words, where).not.toMatch(ENGLISH);
              expect(words, where).not.toContain('undefined');
              expect(modifierWords(m, en), where).toBeTruthy();
            }
      }
    },
  );

  test('every phase of whole races of each ruleset has words in both languages', () => {
    const phases = new Set<string>();
    for (const ruleset of RULESET_IDS)
      for (const seed of SEEDS[ruleset]) for (const e of race(ruleset, seed).events) phases.add(e.phase);
    for (const phase of phases) {
      expect(PHASE_WORDS.en[phase], phase).toBeTruthy();
      expect(PHASE_WORDS.fr[phase], phase).toBeTruthy();
      expect(PHASE_WORDS.fr[phase], phase).not.toMatch(ENGLISH);
    }
    expect(Object.keys(PHASE_WORDS.fr).sort()).toEqual(Object.keys(PHASE_WORDS.en).sort());
  });

  test('modifiers worded from their figures: a CDM by the driver’s name, rain by the weight, a card by its name', () => {
    const voice: ModifierVoice = { words: MODIFIER_WORDS.fr, figures: FR.figures, name: (id) => `<${id}>` };
    const words = (m: Parameters<typeof modifierWords>[0]) => modifierWords(m, voice);
    expect(words({ kind: 'cdm', chariot: 'a', source: 'a CDM', value: -1 })).toBe(
      'modificateur du conducteur (CDM) de <a>',
    );
    expect(words({ kind: 'rain', weight: 'light', source: 'rain, light chariot', value: 3 })).toBe(
      'pluie, char léger',
    );
    expect(words({ kind: 'turn', degrees: 20, source: 'turn 20°', value: -20 })).toBe('un virage de 20°');
    expect(words({ kind: 'stat', stat: 'cool', source: 'Cool', value: 1 })).toBe('Tranquillité');
    expect(words({ kind: 'event-card', card: 'E02', source: 'event card …', value: 2 })).toBe(
      'carte Évènement « Petit coup de fouet »',
    );
    expect(words({ kind: 'stall', stall: 2, source: 'stall 2', value: 2 })).toBe('barrière 2');
    // A modifier written in words only (an old log's, words no kind has) keeps its own words.
    expect(words({ source: 'a house rule', value: 1 })).toBeUndefined();
  });

  test('Crudis: the white dice, the red die and the danger line', () => {
    const log = race('crudis', 1);
    const names = namesOf(log);
    const roll = first(log, 'roll', (e) => (e as { reads?: string }).reads === 'manoeuvre');
    const { speed, red } = roll as unknown as { speed: number; red: number };
    expect(explainFr(roll, names).rolls).toEqual([
      {
        purpose: 'mouvement en avant (dés blancs)',
        outcome: `${speed} case${speed > 1 ? 's' : ''} en avant`,
      },
      { purpose: 'manœuvre (dé rouge)', outcome: `${red} point${red > 1 ? 's' : ''} de manœuvre` },
    ]);
    const check = first(log, 'danger-check', (e) => (e as { passed?: boolean }).passed === false);
    const c = check as unknown as { speed: number; lane: number };
    const words = explainFr(check, names).rolls;
    expect(words[0]).toEqual({
      purpose: 'ligne de danger (dés blancs)',
      outcome: 'échoue',
      formula: `VITESSE ${c.speed} − COULOIR ${c.lane}`,
    });
    // The red die read on the damage table: its French row.
    const red1 = check.rolls![1]!;
    expect(red1.table).toBe('crudis.damage-table');
    expect(words[1]).toEqual({
      purpose: 'dégâts (dé rouge)',
      outcome: rowResultFr('crudis.damage-table', red1.row!),
    });
  });

  test('Circus Maximus: a corner strain, in the words of its outcome', () => {
    const log = race('circus-maximus', 1);
    const e = first(log, 'corner-strain', (x) => (x as { outcome?: string }).outcome === 'none');
    const name = namesOf(log).name(e.chariots[0]);
    expect(explainFr(e, namesOf(log)).rolls[0]).toEqual({
      purpose: `${name} : effort dans le virage`,
      outcome: 'il tient sa ligne',
      formula: undefined,
    });
  });

  test('Aurigae: the speed dice and the integrity check', () => {
    const log = race('aurigae', 1);
    const e = first(
      log,
      'move',
      (x) => (x.rolls ?? []).length === 2 && typeof (x as { margin?: unknown }).margin === 'number',
    );
    const { speed, margin } = e as unknown as { speed: number; margin: number };
    const w = explainFr(e, namesOf(log));
    expect(w.rolls[0]).toEqual({
      purpose: 'vitesse',
      outcome: `nouvelle vitesse : ${speed} po`,
      formula: undefined,
    });
    expect(w.rolls[1]?.outcome).toBe(margin > 0 ? `réussi de ${margin}` : `raté de ${-margin}`);
    expect(w.decision).toMatch(/^(([+−]\d+d6, )?(tout droit|\d+° à (gauche|droite))) \(/);
  });

  test('Hippodrome: both dice of a pass under the French names of the stats', () => {
    const log = race('hippodrome', 1);
    const e = first(log, 'pass', (x) => x.phase.startsWith('straight'));
    const result = (e as unknown as { result: string }).result;
    const w = explainFr(e, namesOf(log));
    expect(w.rolls.map((r) => r?.purpose)).toEqual([
      'dépassement en ligne droite : Vitesse',
      'dépassement en ligne droite : Blocage',
    ]);
    expect(w.rolls[0]?.outcome).toBe({ passes: 'passe', held: 'repoussée', tie: 'égalité' }[result]);
    expect(w.decision).toBe(
      `tente de dépasser ${namesOf(log).name((e as unknown as { target: string }).target)}`,
    );
    expect(reasonFr(e, namesOf(log))).toMatch(
      /^selon son tempérament : (prudent|équilibré|téméraire|déloyal)$/,
    );
  });
});

describe('the rows of the tables a race rolls on, in French', () => {
  test('each written row is a row of the table, with as many cells, in French', () => {
    const tables = new Map(allTables().map((t) => [t.id, t]));
    for (const [id, written] of Object.entries(TABLE_ROWS_FR)) {
      const table = tables.get(id);
      expect(table, id).toBeDefined();
      expect(Object.keys(written.rows).sort(), id).toEqual(table!.rows.map((r) => r.key).sort());
      for (const row of table!.rows) {
        expect(written.rows[row.key]!.length, `${id} ${row.key}`).toBe(row.cells.length);
        expect(tableText(table!, 'fr').rows?.[row.key], `${id} ${row.key}`).toBe(written.rows[row.key]);
        expect(written.rows[row.key]!.join(' '), `${id} ${row.key}`).not.toMatch(ENGLISH);
      }
    }
  });

  test('every table read by a roll in those races of each ruleset has its rows in French', () => {
    const read = new Set<string>();
    for (const ruleset of RULESET_IDS)
      for (const seed of SEEDS[ruleset])
        for (const e of race(ruleset, seed).events)
          for (const r of e.rolls ?? []) if (r.table) read.add(r.table);
    expect([...read].filter((id) => !(id in TABLE_ROWS_FR))).toEqual([]);
  });
});
