import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { canonicalJson, sha256Hex } from '../../src/engine/index.ts';

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

describe('sha256Hex', () => {
  // FIPS 180-2 appendix B.1 and the empty-string digest.
  test('matches the standard test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  test.each(['é', 'Σκόρπος', '🏇 quadriga', 'x'.repeat(1000)])(
    'hashes the UTF-8 bytes of %j as node:crypto does',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    },
  );
});
