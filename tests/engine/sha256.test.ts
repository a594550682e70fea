import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/engine/dice/dice.ts';
import { purpose } from '../../src/engine/dice/purposes.ts';
import { sha256Hex } from '../../src/engine/log/sha256.ts';

const reference = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('matches the FIPS 180-4 example for %j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('matches node:crypto at every length around the block and padding boundaries', () => {
    for (let n = 0; n <= 200; n++) {
      const text = 'q'.repeat(n);
      expect(sha256Hex(text), `length ${n}`).toBe(reference(text));
    }
  });

  it('encodes UTF-8 as node does: accents, CJK, emoji, lone surrogates', () => {
    const samples = [
      'Quadriga — Circus Maximus',
      'Cirque: écurie à l’ouest',
      '戦車競走',
      '🐎🏛️🏆',
      'a\ud800b',
      '\udc00',
      'x\ud83d',
    ];
    for (const s of samples) expect(sha256Hex(s), JSON.stringify(s)).toBe(reference(s));
  });

  it('matches node:crypto on random texts of random lengths', () => {
    const dice = new SeededDice(2026);
    const alphabet = ['a', 'Z', '9', ' ', '"', '{', 'é', 'ß', '€', '𝔸', '\n', '\u0000'];
    const pick = (sides: number): number => dice.roll(1, sides, purpose('cm-order'))[0]! - 1;
    for (let k = 0; k < 300; k++) {
      const length = pick(700);
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[pick(alphabet.length)];
      expect(sha256Hex(text)).toBe(reference(text));
    }
  });
});
