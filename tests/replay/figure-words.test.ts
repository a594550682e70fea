import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOG_CATALOGUES } from '../../src/engine/log/events/index.ts';
import { FACTION_NAMES } from '../../src/engine/race/palette.ts';
import { RULESET_IDS } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { LANGUAGES, loadLanguage, setLanguage } from '../../src/messages/index.ts';
import {
  attrLabel,
  figureChanges,
  factionName,
  figureText,
  KEY_STATS,
  keyFigures,
  keyWords,
  personalityWord,
  rulesetTitle,
  statLabel,
} from '../../src/replay/figure-words.ts';
import { purposeText } from '../../src/replay/log-reading.ts';

/** A key as the log writes it ("driverHitsLeft", "horse1"): never to be seen on screen. */
const looksRaw = (text: string): boolean => /[a-z][A-Z]|[a-z][0-9]/.test(text);

beforeAll(() => loadLanguage('fr'));
afterEach(() => setLanguage('en'));

describe('figure words: no raw key of the log reaches the screen', () => {
  for (const ruleset of RULESET_IDS) {
    const catalogue = LOG_CATALOGUES[ruleset];
    it(`${ruleset}: every catalogued attribute and stat has a label of its own, in every language`, async () => {
      for (const l of LANGUAGES) {
        const labels = (await loadLanguage(l)).figures.labels[ruleset] as {
          attrs: Record<string, string>;
          stats: Record<string, string>;
        };
        setLanguage(l);
        for (const key of Object.keys(catalogue.attrs)) {
          expect(labels.attrs[key], `${l} attribute ${key}`).toBeTruthy();
          expect(looksRaw(attrLabel(ruleset, key)), `${l} attribute ${key}`).toBe(false);
        }
        for (const key of Object.keys(catalogue.stats)) {
          expect(labels.stats[key], `${l} stat ${key}`).toBeTruthy();
          expect(looksRaw(statLabel(ruleset, key)), `${l} stat ${key}`).toBe(false);
        }
      }
      for (const key of KEY_STATS[ruleset]) expect(catalogue.stats).toHaveProperty(key);
    });

    it(`${ruleset}: a race's key figures and values read as words`, () => {
      const r = simulate({ ruleset, seed: 3 });
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.header.entrants) {
        const figures = keyFigures(ruleset, e.stats);
        expect(figures.length).toBeGreaterThan(0);
        for (const f of figures) {
          expect(looksRaw(f.label), f.label).toBe(false);
          expect(f.text).not.toMatch(/^(true|false|undefined|null)$/);
        }
      }
    });
  }

  it('a key no catalogue knows yet is split into words', () => {
    expect(keyWords('driverHitsLeft')).toBe('Driver hits left');
    expect(keyWords('horse1')).toBe('Horse 1');
    expect(attrLabel('crudis', 'newThing')).toBe('New thing');
    expect(attrLabel('circus-maximus', 'driverHitsLeft')).toBe('Driver hits left');
  });

  it('values in words', () => {
    expect(figureText('crudis', 'lostControl', false, 3)).toBe('in hand');
    expect(figureText('crudis', 'moveMod', -2, 3)).toBe('−2');
    expect(figureText('crudis', 'laps', 1, 3)).toBe('1 of 3');
    expect(figureText('circus-maximus', 'horseHits', '0/2/x/1', 3)).toBe('1: 0 · 2: 2 · 3: dead · 4: 1');
    expect(figureText('circus-maximus', 'driverModifier', 1, 3)).toBe('+1');
    expect(figureText('aurigae', 'dust', true, 3)).toBe('yes');
  });

  it('Circus Maximus cards show team speed, CDM, weight and the weapons carried', () => {
    const f = keyFigures('circus-maximus', {
      teamSpeed: 18,
      driverModifier: 1,
      weight: 'light',
      spear: true,
      dust: false,
      knife: false,
      whip: 'long',
      leftBlades: 'regular',
      rightBlades: 'regular',
      horse1: 5,
    });
    expect(f.map((x) => `${x.label} ${x.text}`)).toEqual([
      'Team speed 18 MF',
      'CDM +1',
      'Weight light',
      'Weapons long whip, spear, scythe blades',
    ]);
  });

  it('ruleset names as written', () => {
    expect(rulesetTitle('circus-maximus')).toBe('Circus Maximus');
    expect(rulesetTitle('crudis')).toBe('Crudis');
  });

  it('in French: labels, values, words of the log and the Hippodrome under its French names', () => {
    setLanguage('fr');
    expect(statLabel('hippodrome', 'cut')).toBe('Crochet');
    expect(statLabel('hippodrome', 'cool')).toBe('Tranquillité');
    expect(statLabel('hippodrome', 'stall')).toBe('Barrière');
    expect(attrLabel('circus-maximus', 'driver')).toBe('Cocher');
    expect(figureText('crudis', 'lostControl', false, 3)).toBe('en main');
    expect(figureText('crudis', 'laps', 1, 3)).toBe('1 sur 3');
    expect(figureText('aurigae', 'driver', 'on-foot', 3)).toBe('à pied');
    expect(figureText('aurigae', 'grade', 'elite', 3)).toBe('d’élite');
    expect(figureText('circus-maximus', 'horseHits', '0/x/0/1', 3)).toBe(
      '1\u202f:\u00a00 · 2\u202f:\u00a0mort · 3\u202f:\u00a00 · 4\u202f:\u00a01',
    );
    expect(figureText('hippodrome', 'played', 'Burst of Speed, Recover', 3)).toBe(
      'Pointe de vitesse, Se rétablir',
    );
    expect(figureText('hippodrome', 'hand', 'none', 3)).toBe('aucune');
    expect(personalityWord('reckless')).toBe('téméraire');
    const f = keyFigures('circus-maximus', {
      teamSpeed: 18,
      driverModifier: 1,
      weight: 'heavy',
      spear: true,
    });
    expect(f.map((x) => `${x.label} ${x.text}`)).toEqual([
      'Vitesse de l’attelage 18 PM',
      'Mod. du cocher +1',
      'Poids lourd',
      'Armes lance',
    ]);
  });

  it('in English, words of the log read as words too', () => {
    expect(figureText('aurigae', 'driver', 'on-foot', 3)).toBe('on foot');
    expect(personalityWord('reckless')).toBe('reckless');
    expect(personalityWord(undefined)).toBe('');
    expect(figureText('hippodrome', 'played', 'Burst of Speed, Recover', 3)).toBe('Burst of Speed, Recover');
  });
});

describe("faction names: never the log's raw id", () => {
  it('every circus faction has a name of its own in every language, other than its id', async () => {
    for (const l of LANGUAGES) {
      const { names } = (await loadLanguage(l)).factions;
      for (const f of FACTION_NAMES) {
        expect(names[f], `${l} ${f}`).toBeTruthy();
        expect(names[f], `${l} ${f}`).not.toBe(f);
      }
    }
  });

  it('in English: the faction capitalised; a team of its own keeps its name; none is empty', () => {
    expect(factionName('white')).toBe('White');
    expect(factionName('Green')).toBe('Green');
    expect(factionName('Lions of Antioch')).toBe('Lions of Antioch');
    expect(factionName(null)).toBe('');
    expect(factionName(undefined)).toBe('');
  });

  it('in French: les Verts, les Bleus, les Rouges, les Blancs', async () => {
    await loadLanguage('fr');
    setLanguage('fr');
    expect(['green', 'blue', 'red', 'WHITE'].map(factionName)).toEqual([
      'Verts',
      'Bleus',
      'Rouges',
      'Blancs',
    ]);
    expect(factionName('Lions of Antioch')).toBe('Lions of Antioch');
  });
});

describe('roll purposes', () => {
  const names = new Map([
    ['diocles', 'Diocles'],
    ['crescens', 'Crescens'],
    ['scorpus-2', 'Scorpus II'],
  ]);
  it('name chariots by name, and drop an id already named beside the roll', () => {
    expect(purposeText('diocles: specification, horses', names)).toBe('Diocles: specification, horses');
    expect(purposeText('diocles: specification, horses', names, ['diocles'])).toBe('specification, horses');
    expect(purposeText('difficulty (thrown by crescens)', names)).toBe('difficulty (thrown by Crescens)');
    expect(purposeText('whip attack on scorpus-2', names)).toBe('whip attack on Scorpus II');
    expect(purposeText('forward movement (white dice)', names)).toBe('forward movement (white dice)');
  });
});

describe('what an event changed in the figures (the French explain card’s result line)', () => {
  it('names each changed figure by its label and value, and leaves out what did not move', () => {
    const r = simulate({ ruleset: 'crudis', seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const log = r.value;
    const hurt = log.events.find((e) =>
      Object.values(e.effect?.condition ?? {}).some(
        (c) => c.attrs['damageMod'] !== undefined && c.attrs['damageMod'] !== 0,
      ),
    )!;
    const [id] = Object.entries(hurt.effect!.condition!).find(([, c]) => c.attrs['damageMod'] !== 0)!;
    setLanguage('fr');
    const changes = figureChanges(log, hurt, 3).find((c) => c.chariot === id)!;
    const now = hurt.effect!.condition![id]!.attrs['damageMod'] as number;
    expect(changes.changes).toContain(`Dégâts −${-now}`);
    // The lap event before any damage changes only the laps.
    const lap = log.events.find((e) => e.type === 'lap')!;
    for (const c of figureChanges(log, lap, 3))
      for (const t of c.changes) expect(t).toMatch(/^Tours \d sur 3$/);
  });
});
