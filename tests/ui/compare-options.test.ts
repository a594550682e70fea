import { describe, expect, test } from 'vitest';
import { isCompare, readCompareOptions } from '../../src/ui/compare/compare-options.ts';

describe('the comparison page’s address', () => {
  test('two to four rulesets, a seed and the default field', () => {
    expect(isCompare('?compare=crudis,aurigae')).toBe(true);
    expect(isCompare('?ruleset=crudis')).toBe(false);
    expect(readCompareOptions('?compare=crudis,circus-maximus&seed=12')).toEqual({
      ok: true,
      value: { rulesets: ['crudis', 'circus-maximus'], seed: 12, field: { kind: 'default', chariots: 8 } },
    });
    const r = readCompareOptions('?compare=crudis,aurigae,hippodrome,circus-maximus&chariots=5');
    expect(r.ok && r.value.seed).toBe(7);
    expect(r.ok && r.value.field).toEqual({ kind: 'default', chariots: 5 });
  });

  test('a setup inline (JSON) or by address', () => {
    const setup = { chariots: [{ name: 'A' }, { name: 'B' }] };
    const inline = readCompareOptions(
      `?compare=crudis,aurigae&setup=${encodeURIComponent(JSON.stringify(setup))}`,
    );
    expect(inline.ok && inline.value.field).toEqual({ kind: 'setup', setup });
    const byUrl = readCompareOptions('?compare=crudis,aurigae&setup=/fields/greens.json');
    expect(byUrl.ok && byUrl.value.field).toEqual({ kind: 'url', url: '/fields/greens.json' });
  });

  test('bad addresses say what is wrong', () => {
    const error = (q: string) => {
      const r = readCompareOptions(q);
      return r.ok ? null : r.error;
    };
    expect(error('?compare=crudis')).toMatch(/name two to four different rulesets/);
    expect(error('?compare=crudis,crudis')).toMatch(/name two to four different rulesets/);
    expect(error('?compare=crudis,aurigae,hippodrome,circus-maximus,crudis')).toMatch(/two to four/);
    expect(error('?compare=crudis,quidditch')).toBe(
      'unknown ruleset "quidditch": choose from crudis, aurigae, hippodrome, circus-maximus',
    );
    expect(error('?compare=crudis,aurigae&seed=-1')).toMatch(/bad seed "-1"/);
    expect(error('?compare=crudis,aurigae&chariots=40')).toMatch(/bad chariot count "40"/);
    expect(error('?compare=crudis,aurigae&setup={oops')).toMatch(/^bad setup in the address: /);
  });
});
