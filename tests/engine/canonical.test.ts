import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { canonicalJson, sha256Hex } from '../../src/engine/index.ts';
import { randomJsonValues } from './random-json.ts';

describe('canonicalJson', () => {
  test('does not depend on key order', () => {
    const a = { b: 1, a: { d: [1, 2], c: 'x' }, e: null };
    const b = { e: null, a: { c: 'x', d: [1, 2] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"c":"x","d":[1,2]},"b":1,"e":null}');
  });

  test('keeps array order and sorts keys at every depth', () => {
    const value = { z: [{ y: 1, x: [3, { q: true, p: false }] }, [2, 1]], a: 'é"\n' };
    expect(canonicalJson(value)).toBe('{"a":"é\\"\\n","z":[{"x":[3,{"p":false,"q":true}],"y":1},[2,1]]}');
    expect(canonicalJson([3, 1, 2])).not.toBe(canonicalJson([1, 2, 3]));
  });

  test('decodes back to an equal value', () => {
    const value = { n: -0.125, big: 1e21, tiny: 5e-7, s: 'a\u2028b', list: [[], {}, [null]] };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });

  test('drops undefined members and writes undefined array items as null', () => {
    expect(canonicalJson({ a: 1, b: undefined, c: { d: undefined } })).toBe('{"a":1,"c":{}}');
    expect(canonicalJson([1, undefined, 3])).toBe('[1,null,3]');
  });

  test.each([NaN, Infinity, -Infinity])('refuses the non-finite number %s, however deep', (bad) => {
    expect(() => canonicalJson(bad)).toThrow(TypeError);
    expect(() => canonicalJson({ a: [1, { b: bad }] })).toThrow(TypeError);
    expect(() => canonicalJson([bad])).toThrow(TypeError);
  });

  test.each([
    ['a function', () => 1],
    ['a bigint', 1n],
    ['a symbol', Symbol('s')],
  ])('refuses %s', (_name, bad) => {
    expect(() => canonicalJson({ a: bad })).toThrow(TypeError);
  });
});

/** The definition canonicalJson is written to match (its earlier form): JSON.stringify with a
 * replacer re-creating each object with sorted keys (JavaScript then puts array-index keys first). */
function reference(value: unknown): string {
  return (
    JSON.stringify(value, (_k, v: unknown) => {
      if (typeof v === 'number' && !Number.isFinite(v)) throw new TypeError('non-finite');
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint')
        throw new TypeError('type');
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = (v as Record<string, unknown>)[k];
      return out;
    }) ?? 'null'
  );
}

describe('canonicalJson against its definition', () => {
  test('array-index keys first in numeric order, then the rest in code-unit order', () => {
    const value = { b: 1, '10': 2, a: 3, '2': 4, '02': 5, '4294967295': 6, '4294967294': 7, Z: 8, é: 9 };
    expect(canonicalJson(value)).toBe(
      '{"2":4,"10":2,"4294967294":7,"02":5,"4294967295":6,"Z":8,"a":3,"b":1,"é":9}',
    );
    expect(canonicalJson(value)).toBe(reference(value));
  });

  test('the same bytes as the definition over 3,000 random values', () => {
    const gen = randomJsonValues(7);
    for (let i = 0; i < 3000; i++) {
      const value = gen();
      expect(canonicalJson(value), JSON.stringify(value)).toBe(reference(value));
    }
    const holes: unknown[] = [];
    holes[0] = 1;
    holes[2] = 3;
    expect(canonicalJson({ at: new Date(0), holes })).toBe(reference({ at: new Date(0), holes }));
  });
});

describe('sha256Hex', () => {
  // FIPS 180-2 appendix B.1 and the empty-string digest.
  test('matches the standard test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  // A text longer than the reused buffer, then a short one after it.
  test.each(['é', 'Σκόρπος', '🏇 quadriga', 'x'.repeat(1000), 'é'.repeat(40000), 'abc'])(
    'hashes the UTF-8 bytes of %j as node:crypto does',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    },
  );
});
