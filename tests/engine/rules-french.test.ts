import { describe, expect, test } from 'vitest';
import { allRules, allTables, CATALOGUES } from '../../src/engine/rules/index.ts';
import { RULES_FR, ruleText, tableText } from '../../src/engine/rules/rule-text.ts';
import { TABLES_FR } from '../../src/engine/rules/tables.fr.ts';

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

  test('every rules table has a French title, note where it has one, and one name per column', () => {
    const tables = allTables();
    expect(Object.keys(TABLES_FR).sort()).toEqual(tables.map((t) => t.id).sort());
    for (const t of tables) {
      const fr = tableText(t, 'fr');
      expect(fr.title, t.id).not.toBe('');
      expect(fr.columns.length, t.id).toBe(t.columns.length);
      expect(fr.note === undefined, t.id).toBe(t.note === undefined);
      if (t.note) expect(fr.note, t.id).not.toBe(t.note);
      expect(`${fr.title} ${fr.note ?? ''} ${fr.columns.join(' ')}`, t.id).not.toMatch(ENGLISH);
    }
    const damage = tables.find((t) => t.id === 'crudis.damage-table')!;
    expect(tableText(damage, 'en').title).toBe(damage.title);
    expect(tableText(damage, 'fr').title).toBe('La table des dégâts');
  });
});
