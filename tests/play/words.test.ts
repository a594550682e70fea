import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, setLanguage } from '../../src/messages/index.ts';
import { itemWords } from '../../src/ui/play/words.ts';

// The words a decision's controls give the things an answer lists, from the catalogue: English
// and French.

beforeAll(() => loadLanguage('fr'));
afterEach(() => setLanguage('en'));

describe('the words of the things an answer lists', () => {
  it('says what a Hippodrome card does, in English', () => {
    expect(itemWords('hippodrome', 'D05')).toBe('Scorpus (driver: +1 Cool)');
    expect(itemWords('hippodrome', 'R01')).toBe('Drugged Horse (rumour: -1 Speed to the team it names)');
    expect(itemWords('hippodrome', 'E01')).toBe('Tight Turn (+2 Turn)');
    expect(itemWords('hippodrome', 'Z99')).toBe('Z99');
  });

  it('says it in French under the French catalogue, with the cards’ printed names', () => {
    setLanguage('fr');
    expect(itemWords('hippodrome', 'D05')).toBe('Scorpus (conducteur : Tranquillité +1)');
    expect(itemWords('hippodrome', 'R01')).toBe(
      "Cheval drogué (rumeur : Vitesse -1 pour l'équipe qu'elle désigne)",
    );
    expect(itemWords('hippodrome', 'E01')).toBe('Virage serré (Virage +2)');
    expect(itemWords('aurigae', 'up-2d6')).toBe('+2d6 (-10 % au test après le mouvement)');
  });

  it("gives an Aurigae speed change what it costs the turn's check", () => {
    expect(itemWords('aurigae', 'hold')).toBe('hold speed');
    expect(itemWords('aurigae', 'stop-4d6')).toBe('−4d6 (abrupt stop) (-20% on the check after the move)');
    expect(itemWords('crudis', 'hold')).toBe('hold');
  });
});
