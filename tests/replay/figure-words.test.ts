import { describe, expect, it } from 'vitest';
import { LOG_CATALOGUES } from '../../src/engine/log/events/index.ts';
import { RULESET_IDS } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import {
  attrLabel,
  FIGURE_WORDS,
  figureText,
  keyFigures,
  keyWords,
  rulesetTitle,
  statLabel,
} from '../../src/replay/figure-words.ts';
import { purposeText } from '../../src/replay/log-reading.ts';

/** A key as the log writes it ("driverHitsLeft", "horse1"): never to be seen on screen. */
const looksRaw = (text: string): boolean => /[a-z][A-Z]|[a-z][0-9]/.test(text);

describe('figure words: no raw key of the log reaches the screen', () => {
  for (const ruleset of RULESET_IDS) {
    const catalogue = LOG_CATALOGUES[ruleset];
    it(`${ruleset}: every catalogued attribute and stat has a label of its own`, () => {
      for (const key of Object.keys(catalogue.attrs)) {
        expect(FIGURE_WORDS[ruleset].attrs[key], `attribute ${key}`).toBeTruthy();
        expect(looksRaw(attrLabel(ruleset, key)), `attribute ${key}`).toBe(false);
      }
      for (const key of Object.keys(catalogue.stats)) {
        expect(FIGURE_WORDS[ruleset].stats[key], `stat ${key}`).toBeTruthy();
        expect(looksRaw(statLabel(ruleset, key)), `stat ${key}`).toBe(false);
      }
      for (const key of FIGURE_WORDS[ruleset].keyStats) expect(catalogue.stats).toHaveProperty(key);
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
      leftBlades: 'scythe',
      rightBlades: 'scythe',
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
