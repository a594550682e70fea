import { describe, expect, test } from 'vitest';
import { allRules, CATALOGUES } from '../../src/engine/rules/index.ts';
import { RULES_FR, ruleText } from '../../src/engine/rules/rule-text.ts';

// Issue 22: the explain card and the rules book speak French under ?lang=fr. Every rule id of every
// ruleset has a French title and explanation, written for it (beside the ruleset's entries, keyed by
// rule id), and nothing else is keyed there. (A title may read the same in both: "Collision".)

/** Words that only English writes: a French text holding one was left untranslated. */
const ENGLISH = /\b(the|and|with|of|chariot|driver|wheel|team|roll|rolls)\b/i;

describe('French rule texts', () => {
  for (const [ruleset, cat] of Object.entries(CATALOGUES)) {
    test(`every ${ruleset} rule has a French title and explanation, and no id is unknown`, () => {
      const fr = RULES_FR[cat.ruleset];
      const ids = cat.rules.map((r) => r.id);
      expect(Object.keys(fr).sort()).toEqual([...ids].sort());
      for (const rule of cat.rules) {
        const t = fr[rule.id]!;
        expect(t.title.trim(), rule.id).not.toBe('');
        expect(t.explain.length, rule.id).toBeGreaterThan(20);
        expect(t.explain, rule.id).not.toBe(rule.explain);
        expect(`${t.title} ${t.explain}`, rule.id).not.toMatch(ENGLISH);
      }
    });
  }

  test('ruleText gives the page language’s text, English by default', () => {
    const rule = allRules().find((r) => r.id === 'hippodrome.bend-pass')!;
    expect(ruleText(rule, 'en')).toEqual({ title: rule.title, explain: rule.explain });
    expect(ruleText(rule, 'fr').title).toBe('Dépasser dans un virage');
    expect(ruleText(rule, 'fr').explain).toContain('1D6 + Crochet');
  });
});
