import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { aurigaeSentence } from '../../src/engine/log/sentences/aurigae.ts';
import { circusMaximusSentence } from '../../src/engine/log/sentences/circus-maximus.ts';
import { crudisSentence } from '../../src/engine/log/sentences/crudis.ts';
import { hippodromeSentence } from '../../src/engine/log/sentences/hippodrome.ts';
import type { SentenceLang } from '../../src/engine/log/sentences/shared.ts';
import type { AurigaeEvent } from '../../src/engine/log/v2/aurigae.ts';
import type { CircusMaximusEvent } from '../../src/engine/log/v2/circus-maximus.ts';
import type { CrudisEvent } from '../../src/engine/log/v2/crudis.ts';
import type { HippodromeEvent } from '../../src/engine/log/v2/hippodrome.ts';
import { EVENT_CARDS } from '../../src/engine/rulesets/hippodrome/tables.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';

// The ticker's sentences in French: the Hippodrome's, Aurigae's, Circus Maximus' and Crudis' French writers word every
// event of a race, from the same typed fields as the English ones, in French (the Hippodrome's
// cards and stats by the seed's own names).

function race(
  ruleset: 'hippodrome' | 'aurigae' | 'circus-maximus' | 'crudis',
  seed: number,
  chariots?: number,
): RaceLog {
  const r = simulate({ ruleset, seed, ...(chariots ? { setup: defaultSetup(chariots) } : {}) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const namesOf = (log: RaceLog, lang: SentenceLang) => {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  return { name: (id: string | undefined) => (id === undefined ? '?' : (byId.get(id) ?? id)), lang };
};

/** English words a French sentence must not have (names aside). */
const ENGLISH = /\b(the|and|its|lap|passes|crashes|wins|draws|plays|finish|crosses|runs)\b/;

describe('French sentences', () => {
  test.each([4, 9])('Hippodrome seed %i: every event in French, the figures the English has', (seed) => {
    const log = race('hippodrome', seed);
    const fr = namesOf(log, 'fr');
    const en = namesOf(log, 'en');
    let cardsNamed = 0;
    for (const e of log.events as HippodromeEvent[]) {
      const text = hippodromeSentence(e, fr);
      expect(text, `seq ${e.seq}`).not.toBe(hippodromeSentence(e, en));
      expect(text.replace(/\b(Red|Blue|Green|White)\b/g, ''), `seq ${e.seq}: ${text}`).not.toMatch(ENGLISH);
      if (e.type === 'lap')
        expect(text).toMatch(e.lap < e.of ? `tour ${e.lap} : encore ${e.of - e.lap}` : 'dernier tour');
      if (e.type === 'finish' && e.place !== undefined && !e.lastStanding)
        expect(text).toContain(e.place === 1 ? '1er' : `${e.place}e`);
      if (e.type === 'play-cards' && e.decision.value && e.decision.value.length > 0) {
        // The cards by their printed French names, the stat by the seed's word.
        for (const id of e.decision.value) expect(text).toContain(`« ${EVENT_CARDS.get(id)!.name} »`);
        expect(text).toMatch(/en (Crochet|Virage|Vitesse|Blocage|Tranquillité|Endurance)$/);
        cardsNamed++;
      }
      if (e.type === 'prize') expect(text.replace(/\u202f/g, '')).toContain(`${e.sesterces} sesterces`);
    }
    expect(cardsNamed).toBeGreaterThan(0);
  });

  test.each([2])('Aurigae seed %i: every event in French', (seed) => {
    const log = race('aurigae', seed);
    const fr = namesOf(log, 'fr');
    const en = namesOf(log, 'en');
    const names = log.header.entrants.map((e) => e.name);
    for (const e of log.events as AurigaeEvent[]) {
      const text = aurigaeSentence(e, fr);
      expect(text, `seq ${e.seq}`).not.toBe(aurigaeSentence(e, en));
      let bare = text;
      for (const name of names) bare = bare.split(name).join('');
      expect(bare, `seq ${e.seq}: ${text}`).not.toMatch(ENGLISH);
      if (e.type === 'lap' && e.lap !== undefined && e.of !== undefined && e.lap < e.of)
        expect(text).toContain(`tour ${e.lap} : encore ${e.of - e.lap}`);
      if (e.type === 'move' && e.speed !== undefined) expect(text).toContain(`parcourt ${e.speed} po`);
    }
  });

  test.each([3])('Circus Maximus seed %i: every event in French, the figures the English has', (seed) => {
    const log = race('circus-maximus', seed, 6);
    const fr = namesOf(log, 'fr');
    const en = namesOf(log, 'en');
    const names = log.header.entrants.map((e) => e.name);
    const types = new Set<string>();
    for (const e of log.events as CircusMaximusEvent[]) {
      const text = circusMaximusSentence(e, fr);
      types.add(e.type);
      expect(text, `seq ${e.seq}`).not.toBe(circusMaximusSentence(e, en));
      let bare = text;
      for (const name of names) bare = bare.split(name).join('');
      expect(bare, `seq ${e.seq}: ${text}`).not.toMatch(ENGLISH);
      // "de" elided before a vowel: "l’aurige d’Epaphroditus".
      expect(text, `seq ${e.seq}`).not.toMatch(/\bde [AEIOU]/);
      if (e.type === 'lap' && e.lap < e.of) expect(text).toContain(`tour ${e.lap} : encore ${e.of - e.lap}`);
      if (e.type === 'finish') expect(text).toContain(e.place === 1 ? '1er !' : `${e.place}e`);
      if (e.type === 'speed')
        expect(text).toContain(`prévoit la vitesse ${e.decision.value!.speed} (${e.max} au plus)`);
      if (e.type === 'corner-strain')
        expect(text).toContain(
          `à ${e.speed} dans le couloir ${e.lane}, ${e.over} au-dessus des ${e.safe} sûrs`,
        );
    }
    // A race with incidents: the French covers more than moves.
    for (const t of ['wreck', 'spear', 'jostled', 'sideslip', 'brake']) expect(types, t).toContain(t);
  });

  test.each([14, 24])('Crudis seed %i: every event in French, the figures the English has', (seed) => {
    const log = race('crudis', seed, 12);
    const personality = (id: string | undefined) =>
      log.header.entrants.find((e) => e.id === id)?.personality ?? '';
    const fr = { ...namesOf(log, 'fr'), personality };
    const en = { ...namesOf(log, 'en'), personality };
    const names = log.header.entrants.map((e) => e.name);
    const types = new Set<string>();
    for (const e of log.events as CrudisEvent[]) {
      const text = crudisSentence(e, fr);
      types.add(e.type);
      expect(text, `seq ${e.seq}`).not.toBe(crudisSentence(e, en));
      let bare = text;
      for (const name of names) bare = bare.split(name).join('');
      expect(bare, `seq ${e.seq}: ${text}`).not.toMatch(ENGLISH);
      expect(bare, `seq ${e.seq}: ${text}`).not.toMatch(
        /\b(reckless|cautious|balanced|dirty|white|red|wreck)\b/,
      );
      expect(text, `seq ${e.seq}`).not.toMatch(/\bde [AEIOU]/);
      if (e.type === 'lap' && e.lap < e.of) expect(text).toContain(`tour ${e.lap} : encore ${e.of - e.lap}`);
      if (e.type === 'finish') expect(text).toContain(e.place === 1 ? '1er !' : `${e.place}e !`);
      if (e.type === 'roll' && e.rolls?.[0]) expect(text).toContain(`blancs ${e.rolls[0].faces.join('+')}`);
    }
    for (const t of ['wreck', 'rip-wheels', 'whip-attack', 'whip-speed', 'lose-control'])
      expect(types, t).toContain(t);
  });

  test('without a language, English', () => {
    const log = race('hippodrome', 4);
    const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
    const lap = (log.events as HippodromeEvent[]).find((e) => e.type === 'lap')!;
    expect(hippodromeSentence(lap, { name: (id) => byId.get(id ?? '') ?? '' })).toMatch(/leads at the end/);
  });
});
