import { describe, expect, test } from 'vitest';
import {
  defaultSetup,
  type LogError,
  MAX_CHARIOTS,
  MIN_CHARIOTS,
  PALETTES,
  PERSONALITIES,
  type RaceSetup,
  resolveSetup,
  SetupSchema,
  simulate,
} from '../../src/engine/index.ts';

const named = (...names: string[]) => names.map((name) => ({ name }));
const TWO = named('Scorpus', 'Diocles');
/** Options that end a race after one turn, so the tests that run simulate stay fast. */
const QUICK = { laps: 1, maxTurns: 1 };

function setupError(input: unknown): LogError {
  const r = resolveSetup(input);
  if (r.ok) throw new Error('the bad setup was accepted');
  return r.error;
}

function resolved(input: unknown): RaceSetup {
  const r = resolveSetup(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function simulateError(ruleset: string, seed: number, setup: unknown): LogError {
  const r = simulate({ ruleset, seed, setup });
  if (r.ok) throw new Error('the bad input was accepted');
  return r.error;
}

const ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

describe('resolveSetup refuses', () => {
  test.each([
    ['1 chariot', { chariots: named('Solo') }, '$.chariots', /at least 2/],
    ['13 chariots', { chariots: named(...'abcdefghijklm'.split('')) }, '$.chariots', /at most 12/],
    ['no chariots field', {}, '$.chariots', /.+/],
    ['an empty name', { chariots: [{ name: '' }, ...TWO] }, '$.chariots[0].name', /name/],
    ['a blank name', { chariots: [...TWO, { name: '   ' }] }, '$.chariots[2].name', /name/],
    [
      'a colour by name',
      { chariots: [{ name: 'A', colour: 'red' }, ...TWO] },
      '$.chariots[0].colour',
      /#rrggbb/,
    ],
    [
      'a short colour',
      { chariots: [{ name: 'A', colour: '#fff' }, ...TWO] },
      '$.chariots[0].colour',
      /#rrggbb/,
    ],
    [
      'duplicate explicit ids',
      {
        chariots: [
          { name: 'A', id: 'red-1' },
          { name: 'B', id: 'red-1' },
        ],
      },
      '$.chariots[1].id',
      /"red-1" is used twice/,
    ],
    ['an upper-case id', { chariots: [{ name: 'A', id: 'Red' }, ...TWO] }, '$.chariots[0].id', /lower-case/],
    [
      'an unknown personality',
      { chariots: [{ name: 'A', personality: 'furious' }, ...TWO] },
      '$.chariots[0].personality',
      /.+/,
    ],
    ['an unknown chariot field', { chariots: [{ name: 'A', horses: 4 }, ...TWO] }, '$.chariots[0]', /horses/],
    ['an unknown top-level field', { chariots: TWO, weather: 'rain' }, '$', /weather/],
    ['an option that is not a scalar', { chariots: TWO, options: { laps: [1] } }, '$.options.laps', /.+/],
    ['a setup that is not an object', [TWO], '$', /.+/],
  ])('%s', (_name, input, path, message) => {
    const e = setupError(input);
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
    expect(e.message).toContain(`bad setup at ${path}`);
  });
});

describe('simulate refuses', () => {
  test('an unknown ruleset, naming the known ones', () => {
    const e = simulateError('ben-hur', 1, { chariots: TWO });
    expect(e.path).toBe('$.ruleset');
    expect(e.message).toContain('"ben-hur"');
    expect(e.message).toContain('crudis');
  });

  test.each([-1, 1.5, 2 ** 32, NaN, Infinity])('the seed %s', (seed) => {
    const e = simulateError('crudis', seed, { chariots: TWO });
    expect(e.path).toBe('$.seed');
    expect(e.message).toMatch(/seed/);
  });

  test('a bad setup, with the setup’s message', () => {
    const e = simulateError('crudis', 1, { chariots: named('Solo') });
    expect(e.path).toBe('$.chariots');
  });

  test('an unknown crudis option', () => {
    const e = simulateError('crudis', 1, { chariots: TWO, options: { weather: 'rain' } });
    expect(e.path).toBe('$.options.weather');
    expect(e.message).toContain('weather');
  });

  test.each([0, 8, 1.5, '2', true])('laps %j (crudis races 1 to 7 laps)', (laps) => {
    const e = simulateError('crudis', 1, { chariots: TWO, options: { laps } });
    expect(e.path).toBe('$.options.laps');
    expect(e.message).toMatch(/laps/);
  });

  test.each([0, 2001, 2.5])('maxTurns %j', (maxTurns) => {
    expect(simulateError('crudis', 1, { chariots: TWO, options: { maxTurns } }).path).toBe(
      '$.options.maxTurns',
    );
  });
});

describe('simulate accepts the edges of every range', () => {
  test.each([0, 2 ** 32 - 1])('seed %i', (seed) => {
    const r = simulate({ ruleset: 'crudis', seed, setup: { chariots: TWO, options: QUICK } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.header.seed).toBe(seed);
  });

  test.each([1, 7])('laps %i', (laps) => {
    const r = simulate({ ruleset: 'crudis', seed: 1, setup: { chariots: TWO, options: { ...QUICK, laps } } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.header.options.laps).toBe(laps);
  });

  test.each([MIN_CHARIOTS, MAX_CHARIOTS])('%i chariots', (n) => {
    const chariots = Array.from({ length: n }, (_, i) => ({ name: `Auriga ${i + 1}` }));
    const r = simulate({ ruleset: 'crudis', seed: 1, setup: { chariots, options: QUICK } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.header.entrants).toHaveLength(n);
  });
});

describe('resolveSetup fills the gaps', () => {
  test('ids come from the names', () => {
    const s = resolved({ chariots: named('Scorpus', 'Gaius Appuleius Diocles', 'Éutychès') });
    expect(s.chariots.map((c) => c.id)).toEqual(['scorpus', 'gaius-appuleius-diocles', 'eutyches']);
    for (const c of s.chariots) expect(c.id).toMatch(ID);
  });

  test('duplicate names get distinct ids', () => {
    const s = resolved({ chariots: named('Scorpus', 'Scorpus', 'scorpus', 'SCORPUS!') });
    const ids = s.chariots.map((c) => c.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(ID);
  });

  test('an explicit id is kept and wins over one made from a name', () => {
    const s = resolved({ chariots: [{ name: 'Bee' }, { name: 'Wasp', id: 'bee' }] });
    expect(s.chariots[1]!.id).toBe('bee');
    expect(s.chariots[0]!.id).not.toBe('bee');
  });

  test('resolved ids are valid setup ids, even from long duplicate names', () => {
    // A log's header is re-run as a setup (quadriga verify), so its ids must pass the setup schema.
    const long = 'Publius Aelius Gutta Calpurnianus Major';
    const s = resolved({ chariots: named(long, long, long) });
    for (const c of s.chariots) expect(c.id).toMatch(ID);
    expect(new Set(s.chariots.map((c) => c.id)).size).toBe(3);
  });

  test('a resolved setup resolves to itself', () => {
    const first = resolved({
      chariots: [
        { name: '  Scorpus ', faction: 'green' },
        { name: 'Scorpus', colour: '#ABCDEF' },
        { name: 'Fuscus', personality: 'dirty', faction: 'Purple' },
      ],
      options: { laps: 3 },
    });
    expect(resolved(first)).toEqual(first);
    expect(SetupSchema.safeParse(first).success).toBe(true);
  });

  test('names are trimmed and colours written in lower case', () => {
    const s = resolved({ chariots: [{ name: '  Scorpus ' }, { name: 'Diocles', colour: '#ABCDEF' }] });
    expect(s.chariots[0]!.name).toBe('Scorpus');
    expect(s.chariots[1]!.colour).toBe('#abcdef');
  });

  test('the four circus factions wear their own colours', () => {
    const s = resolved({
      chariots: ['green', 'blue', 'red', 'white'].map((faction) => ({ name: faction, faction })),
    });
    const rgb = (hex: string) =>
      [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [green, blue, red, white] = s.chariots.map((c) => rgb(c.colour)) as [number, number, number][];
    expect(green![1]).toBeGreaterThan(Math.max(green![0], green![2]));
    expect(blue![2]).toBeGreaterThan(Math.max(blue![0], blue![1]));
    expect(red![0]).toBeGreaterThan(Math.max(red![1], red![2]));
    expect(Math.min(...white!)).toBeGreaterThan(0xc0);
    expect(s.chariots.map((c) => c.faction)).toEqual(['green', 'blue', 'red', 'white']);
  });

  test.each([2, 4, 8, 12])('every chariot of a default field of %i wears a colour of its own', (n) => {
    for (const palette of PALETTES) {
      const s = resolved({ ...defaultSetup(n), palette });
      expect(new Set(s.chariots.map((c) => c.colour)).size, palette).toBe(n);
    }
  });

  test("a faction's first chariot wears its colour, the next ones shades of it, independents others", () => {
    const s = resolved({
      chariots: [
        { name: 'A', faction: 'blue' },
        { name: 'B', faction: 'blue' },
        ...named('C', 'D', 'E', 'F'),
      ],
    });
    const [a, b, ...others] = s.chariots.map((c) => c.colour) as [string, string, ...string[]];
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as number[];
    expect(a).toBe(
      resolved({ chariots: [{ name: 'X', faction: 'blue' }, { name: 'Y' }] }).chariots[0]!.colour,
    );
    expect(b).not.toBe(a);
    expect(rgb(b)[2], 'still blue').toBeGreaterThan(Math.max(rgb(b)[0]!, rgb(b)[1]!));
    expect(new Set([a, b, ...others]).size).toBe(6);
    for (const c of s.chariots) {
      expect(c.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.faction.length).toBeGreaterThan(0);
    }
  });

  test('colours the setup gives are kept, even shared, and never handed out again', () => {
    const s = resolved({
      chariots: [
        { name: 'A', colour: '#2F8F46' },
        { name: 'B', colour: '#2f8f46' },
        { name: 'C', faction: 'green' },
      ],
    });
    expect(s.chariots.map((c) => c.colour).slice(0, 2)).toEqual(['#2f8f46', '#2f8f46']);
    expect(s.chariots[2]!.colour).not.toBe('#2f8f46');
  });

  test('faction names match in any case: "Blue" is the blue faction; other names are kept as written', () => {
    const s = resolved({
      chariots: [
        { name: 'A', faction: 'Blue' },
        { name: 'B', faction: ' RED' },
        { name: 'C', faction: 'Purple' },
      ],
    });
    expect(s.chariots.map((c) => c.faction)).toEqual(['blue', 'red', 'Purple']);
    expect(s.chariots[0]!.colour).toBe(
      resolved({ chariots: [{ name: 'X', faction: 'blue' }, ...TWO] }).chariots[0]!.colour,
    );
  });

  test('the colour-blind palette is an option of the setup, and differs from the standard one', () => {
    const standard = resolved(defaultSetup(8));
    const safe = resolved({ ...defaultSetup(8), palette: 'colour-blind' });
    expect(safe.palette).toBe('colour-blind');
    expect(standard.palette).toBe('standard');
    for (const [i, c] of safe.chariots.entries()) expect(c.colour).not.toBe(standard.chariots[i]!.colour);
    expect(setupError({ chariots: TWO, palette: 'neon' }).path).toBe('$.palette');
  });

  test('personalities are filled from the known ones, and given ones kept', () => {
    const s = resolved({ chariots: [...named('A', 'B', 'C', 'D'), { name: 'E', personality: 'cautious' }] });
    for (const c of s.chariots) expect(PERSONALITIES).toContain(c.personality);
    expect(s.chariots[4]!.personality).toBe('cautious');
    // The default field is a mix, not one temper.
    expect(new Set(s.chariots.slice(0, 4).map((c) => c.personality)).size).toBeGreaterThan(1);
  });

  test('options default to none', () => {
    expect(resolved({ chariots: TWO }).options).toEqual({});
  });

  test.each([2, 8, 12])('defaultSetup(%i) resolves to distinct chariots', (n) => {
    const s = resolved(defaultSetup(n));
    expect(s.chariots).toHaveLength(n);
    expect(new Set(s.chariots.map((c) => c.id)).size).toBe(n);
    expect(new Set(s.chariots.map((c) => c.name)).size).toBe(n);
  });
});
