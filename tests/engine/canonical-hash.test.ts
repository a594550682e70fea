import { afterEach, describe, expect, test, vi } from 'vitest';
import { KernelRace } from '../../src/engine/kernel/race.ts';
import { canonicalJson, sha256Hex } from '../../src/engine/log/canonical.ts';
import { canonicalSha256Hex } from '../../src/engine/log/canonical-hash.ts';
import { parseLog } from '../../src/engine/log/parse.ts';
import { eventsDigest, serializeLog } from '../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { RULESET_IDS, simulate } from '../../src/engine/rulesets/index.ts';
import { randomJsonValues } from './random-json.ts';

/** What canonicalSha256Hex stands for. */
const plain = (value: unknown): string => sha256Hex(canonicalJson(value));

describe('canonicalSha256Hex: the hash of canonicalJson without the text', () => {
  test('the same as hashing canonicalJson over 3,000 random values', () => {
    const gen = randomJsonValues(11);
    for (let i = 0; i < 3000; i++) {
      const value = gen();
      expect(canonicalSha256Hex(value), JSON.stringify(value)).toBe(plain(value));
    }
  });

  test('one shape written again with other keys, or its keys in another order, or a member left undefined', () => {
    const values = [
      { b: 1, a: 2 },
      { a: 2, b: 1 },
      { b: 1, a: 2, c: 3 },
      { b: 1, c: 3 },
      { b: undefined, a: 2 },
      { b: 1, a: undefined },
      { b: undefined, a: undefined },
      { '10': 1, '2': 2, b: 3, a: 4 },
      { '2': 2, a: 4, b: 3, '10': 1 },
    ];
    for (const value of values) expect(canonicalSha256Hex(value), JSON.stringify(value)).toBe(plain(value));
    // Each again, once its shape is known.
    for (const value of values) expect(canonicalSha256Hex(value), JSON.stringify(value)).toBe(plain(value));
  });

  test('numbers: integers to and past 2^53, -0, fractions, exponents; the dice state (above 2^31)', () => {
    const numbers = [
      0,
      -0,
      7,
      -7,
      9,
      10,
      99,
      100,
      2 ** 31,
      2 ** 32 - 1,
      4271207485,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ];
    numbers.push(
      2 ** 53,
      2 ** 60,
      1e21,
      -1e21,
      1e300,
      0.1,
      -0.125,
      5e-7,
      1.5e-300,
      162.56,
      0.08827462686567165,
    );
    for (const n of numbers) {
      expect(canonicalSha256Hex(n), String(n)).toBe(plain(n));
      expect(canonicalSha256Hex({ n, list: [n, -n] }), String(n)).toBe(plain({ n, list: [n, -n] }));
    }
  });

  test('strings and keys that need escapes or are not ASCII', () => {
    const texts = [
      '',
      'a',
      'é',
      'Σκόρπος',
      '🏇',
      'q"',
      'back\\slash',
      '\n',
      '\u0000',
      '\u007f',
      '\ud800',
      'a\udc00b',
    ];
    for (const t of texts) {
      expect(canonicalSha256Hex(t), JSON.stringify(t)).toBe(plain(t));
      expect(canonicalSha256Hex({ [t]: t, z: [t] }), JSON.stringify(t)).toBe(plain({ [t]: t, z: [t] }));
    }
  });

  test('toJSON: called with the key, its undefined leaving a member out (an item null)', () => {
    const gone = { toJSON: () => undefined };
    const keyed = { toJSON: (key: string) => ({ key }) };
    const values: unknown[] = [
      new Date(0),
      { at: new Date(0), gone, keyed, list: [gone, keyed, new Date(1)] },
      gone,
      keyed,
      { a: { b: keyed } },
    ];
    for (const value of values) expect(canonicalSha256Hex(value)).toBe(plain(value));
  });

  test('undefined, holes and empty holders', () => {
    const holes: unknown[] = [];
    holes[0] = 1;
    holes[3] = 2;
    for (const value of [undefined, null, [], {}, [undefined], holes, { a: {}, b: [] }, [[[]]]])
      expect(canonicalSha256Hex(value)).toBe(plain(value));
  });

  test('a value larger than the reused buffer, then small ones after it', () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ i, name: `chariot ${i}`, é: 'ü'.repeat(i % 7) }));
    expect(canonicalSha256Hex(big)).toBe(plain(big));
    expect(canonicalSha256Hex({ a: 1 })).toBe(plain({ a: 1 }));
    expect(canonicalSha256Hex('x'.repeat(200000))).toBe(plain('x'.repeat(200000)));
    expect(canonicalSha256Hex([])).toBe(plain([]));
  });

  test.each([
    ['NaN', { a: [1, { b: Number.NaN }] }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a function', { a: () => 1 }],
    ['a bigint', { a: 1n }],
    ['a symbol', [Symbol('s')]],
  ])('refuses %s as canonicalJson does, and hashes the next value right', (_name, bad) => {
    let expected: unknown;
    try {
      canonicalJson(bad);
    } catch (e) {
      expected = e;
    }
    expect(expected).toBeInstanceOf(TypeError);
    expect(() => canonicalSha256Hex(bad)).toThrow((expected as Error).message);
    expect(canonicalSha256Hex({ after: 'it' })).toBe(plain({ after: 'it' }));
  });
});

describe("every ruleset's race states hash as canonicalJson does", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const races = [
    [501, undefined],
    [502, defaultSetup(12)],
  ] as const;

  test.each(RULESET_IDS.map((id) => [id]))('%s: every checkpoint of a default race and one of 12', (id) => {
    const states: number[] = [];
    const differ: number[] = [];
    // Each checkpoint's state hashed the plain way beside the kernel's own.
    const original = KernelRace.prototype.checkpointNow;
    vi.spyOn(KernelRace.prototype, 'checkpointNow').mockImplementation(function (
      this: KernelRace<never, never, never, never>,
    ) {
      const point = original.call(this);
      if (point.stateHash !== plain({ state: this.state, dice: this.dice.state() })) differ.push(point.turn);
      states.push(point.turn);
      return point;
    });
    for (const [seed, setup] of races) {
      const r = simulate({ ruleset: id, seed, setup });
      // A field the ruleset does not take (Hippodrome races four) is refused before any state.
      if (!r.ok && setup !== undefined) continue;
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(differ, 'turns whose hash differs').toEqual([]);
    expect(states.length).toBeGreaterThan(25);
  });
});

describe('the events digest: sha256 of canonicalJson(events), the text never built', () => {
  const plainDigest = (events: unknown): string => `sha256:${plain(events)}`;

  test.each(RULESET_IDS.map((id) => [id]))(
    '%s: a default race and one of 12, as resolved and as parsed back',
    (id) => {
      let races = 0;
      for (const [seed, setup] of [
        [601, undefined],
        [602, undefined],
        [603, defaultSetup(12)],
      ] as const) {
        const r = simulate({ ruleset: id, seed, setup });
        if (!r.ok && setup !== undefined) continue;
        if (!r.ok) throw new Error(r.error.message);
        const log = r.value;
        expect(log.footer.digest).toBe(plainDigest(log.events));
        const back = parseLog(serializeLog(log));
        if (!back.ok) throw new Error(back.error.message);
        // Parsed events are other objects (keys in the file's order): hashed from them again.
        expect(eventsDigest(back.value.events)).toBe(plainDigest(back.value.events));
        expect(back.value.footer.digest).toBe(log.footer.digest);
        races++;
      }
      expect(races).toBeGreaterThanOrEqual(2);
    },
  );

  test('odd events: random values, escapes, toJSON, holes, undefined items', () => {
    const gen = randomJsonValues(23);
    for (let i = 0; i < 500; i++) {
      const events = Array.from({ length: 1 + (i % 7) }, () => gen());
      expect(eventsDigest(events as never), JSON.stringify(events)).toBe(plainDigest(events));
    }
    const holes: unknown[] = [{ kind: 'a' }];
    holes[3] = { kind: 'é\u2028', at: new Date(0) };
    const odd = ['back\\slash', 'q"', 'tab\t', 'é', '\u2028', '\ud800', '🏇', '\u007f', '-0', '07'];
    const texts = odd.map((t, i) => ({ kind: t, [t]: [t, -i, i / 3], seq: i }));
    for (const events of [[], [undefined], holes, texts, [{ toJSON: () => undefined }]])
      expect(eventsDigest(events as never)).toBe(plainDigest(events));
  });
});
