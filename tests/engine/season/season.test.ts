import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { jsonSchema } from '../../../src/cli/schema.ts';
import { simulate } from '../../../src/engine/index.ts';
import { readSeason, runSeason, type SeasonFile, serializeSeason } from '../../../src/engine/season/index.ts';

function season(input: unknown): SeasonFile {
  const s = runSeason(input);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const FOUR = {
  chariots: [
    { name: 'Scorpus', faction: 'green' },
    { name: 'Diocles', faction: 'blue' },
    { name: 'Crescens', faction: 'red' },
    { name: 'Fuscus', faction: 'green' },
  ],
};

describe('a season', () => {
  const hippo = season({ ruleset: 'hippodrome', seed: 11, races: 4 });

  test('is the same bytes from the same input, and another seed gives another season', () => {
    const again = season({ ruleset: 'hippodrome', seed: 11, races: 4 });
    expect(serializeSeason(again)).toBe(serializeSeason(hippo));
    const other = season({ ruleset: 'hippodrome', seed: 12, races: 4 });
    expect(other.races.map((r) => r.seed)).not.toEqual(hippo.races.map((r) => r.seed));
  });

  test("runs each race from its own seed, drawn from the season's, and turns the start order", () => {
    expect(new Set(hippo.races.map((r) => r.seed)).size).toBe(4);
    for (const r of hippo.races) {
      expect(r.log.header.seed).toBe(r.seed);
      expect(r.log.header.entrants.map((e) => e.id)).toEqual(r.order);
    }
    const ids = hippo.field.map((c) => c.id);
    expect(hippo.races.map((r) => r.order[0])).toEqual(ids);
    // Each race is the race `simulate` resolves from that seed and setup.
    const r2 = hippo.races[1]!;
    const alone = simulate({
      ruleset: 'hippodrome',
      seed: r2.seed,
      setup: {
        chariots: r2.log.header.entrants.map(({ id, name, colour, faction, personality }) => ({
          id,
          name,
          colour,
          faction,
          personality,
        })),
      },
    });
    expect(alone.ok && alone.value.footer.digest).toBe(r2.log.footer.digest);
  });

  test('standings add up: each place scores by the table, drivers and factions sum their races', () => {
    const s = season({
      ruleset: 'crudis',
      seed: 5,
      races: 3,
      field: { ...FOUR, options: { laps: 1 } },
      points: [5, 3, 1],
    });
    let total = 0;
    for (const r of s.races) {
      for (const res of r.results) {
        const inLog = r.log.footer.results.find((x) => x.chariot === res.chariot)!;
        expect(res.place).toBe(inLog.place);
        expect(res.points).toBe(res.place === null ? 0 : ([5, 3, 1][res.place - 1] ?? 0));
        total += res.points;
      }
    }
    const drivers = s.standings.drivers;
    expect(drivers.reduce((a, d) => a + d.points, 0)).toBe(total);
    expect(total).toBeGreaterThan(0);
    for (const d of drivers) {
      expect(d.places).toEqual(s.races.map((r) => r.results.find((x) => x.chariot === d.chariot)!.place));
      expect(d.wins).toBe(d.places.filter((p) => p === 1).length);
    }
    for (const [a, b] of drivers.slice(1).map((d, i) => [drivers[i]!, d] as const))
      expect(a.points).toBeGreaterThanOrEqual(b.points);
    const green = s.standings.factions.find((f) => f.faction === 'green')!;
    expect(green.chariots).toEqual(['scorpus', 'fuscus']);
    expect(green.points).toBe(drivers.filter((d) => d.faction === 'green').reduce((a, d) => a + d.points, 0));
    expect(s.standings.factions.reduce((a, f) => a + f.points, 0)).toBe(total);
  });

  test('ties are broken by countback, then by the order of the field', () => {
    const s = season({ ruleset: 'hippodrome', seed: 11, races: 4, points: [1] });
    const rows = s.standings.drivers;
    for (const [a, b] of rows.slice(1).map((d, i) => [rows[i]!, d] as const)) {
      if (a.points !== b.points) continue;
      const count = (d: typeof a, p: number) => d.places.filter((x) => x === p).length;
      const differ = [1, 2, 3, 4].find((p) => count(a, p) !== count(b, p));
      if (differ !== undefined) expect(count(a, differ)).toBeGreaterThan(count(b, differ));
      else
        expect(s.field.findIndex((c) => c.id === a.chariot)).toBeLessThan(
          s.field.findIndex((c) => c.id === b.chariot),
        );
    }
  });

  test('a season file reads back and follows its JSON Schema', () => {
    const text = serializeSeason(hippo);
    const read = readSeason(JSON.parse(text));
    expect(read.ok).toBe(true);
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    ajv.addSchema(jsonSchema('race-log'));
    const validate = ajv.compile(jsonSchema('season'));
    expect(validate(JSON.parse(text)), ajv.errorsText(validate.errors)).toBe(true);
    const broken = JSON.parse(text);
    broken.races[2].log.footer.digest = 'sha256:00';
    const bad = readSeason(broken);
    expect(!bad.ok && bad.error.message).toMatch(/^race 3 of the season: /);
    expect(!bad.ok && bad.error.path).toMatch(/^\$\.races\[2\]\.log\./);
  });
});

describe('what carries between races', () => {
  test('Circus Maximus: each chariot keeps the build of its first race; a build the field gives is kept', () => {
    const given = 'horses=6,6,6,6 dm=1 dh=4 whip=regular wheels=4,4 end=30 blades=none,none weight=normal';
    const s = season({
      ruleset: 'circus-maximus',
      seed: 3,
      races: 3,
      field: { ...FOUR, options: { laps: 1, 'spec.diocles': given } },
    });
    const statsOf = (race: number, id: string) =>
      s.races[race]!.log.header.entrants.find((e) => e.id === id)!.stats;
    expect(statsOf(0, 'diocles')).toMatchObject({ horse1: 6, driverModifier: 1, endurance: 30 });
    for (const id of ['scorpus', 'diocles', 'crescens', 'fuscus'])
      for (const race of [1, 2]) expect(statsOf(race, id), `${id}, race ${race + 1}`).toEqual(statsOf(0, id));
    expect(s.races[0]!.carried).toEqual({});
    expect(Object.keys(s.races[1]!.carried).sort()).toEqual(['spec.crescens', 'spec.fuscus', 'spec.scorpus']);
    // Without the carry, the later race's drivers would build afresh, and differently.
    const r2 = s.races[1]!;
    const fresh = simulate({
      ruleset: 'circus-maximus',
      seed: r2.seed,
      setup: {
        ...FOUR,
        chariots: r2.order.map((id) => FOUR.chariots.find((c) => c.name.toLowerCase() === id)!),
        options: { laps: 1 },
      },
    });
    if (!fresh.ok) throw new Error(fresh.error.message);
    const rebuilt = fresh.value.header.entrants.filter((e) => e.id !== 'diocles');
    expect(rebuilt.some((e) => JSON.stringify(e.stats) !== JSON.stringify(statsOf(0, e.id)))).toBe(true);
    expect(s.carries.map((c) => c.rule)).toEqual(['circus-maximus.specification']);
  });

  test("Hippodrome: the winner's purse is added up over the season", () => {
    const s = season({ ruleset: 'hippodrome', seed: 11, races: 4 });
    let total = 0;
    for (const r of s.races) {
      const prizes = r.log.events.filter((e) => e.type === 'prize');
      const won = r.tallies!.sesterces!;
      for (const e of prizes) expect(won[e.chariots[0]!]).toBe((e as { sesterces?: number }).sesterces);
      expect(Object.keys(won)).toEqual(prizes.map((e) => e.chariots[0]));
      total += Object.values(won).reduce((a, b) => a + b, 0);
    }
    expect(total).toBeGreaterThan(0);
    expect(s.standings.drivers.reduce((a, d) => a + (d.tallies?.sesterces ?? 0), 0)).toBe(total);
  });

  test('Crudis and Aurigae carry nothing, and say why', () => {
    const s = season({ ruleset: 'crudis', seed: 1, races: 2, field: { ...FOUR, options: { laps: 1 } } });
    expect(s.carries).toEqual([]);
    expect(s.carriesNothing).toMatch(/one race/);
    expect(s.races[1]!.carried).toEqual({});
  });
});

describe('bad season input names what and where', () => {
  test.each([
    [{ ruleset: 'quidditch', seed: 1, races: 2 }, /^bad season at \$\.ruleset: the ruleset is one of/],
    [{ ruleset: 'crudis', seed: -1, races: 2 }, /^bad season at \$\.seed: seeds are whole numbers/],
    [{ ruleset: 'crudis', seed: 1, races: 0 }, /^bad season at \$\.races: a season runs from 1 to 100 races/],
    [
      { ruleset: 'crudis', seed: 1, races: 2, points: [3, 5] },
      /^bad season at \$\.points: points never rise/,
    ],
    [
      { ruleset: 'crudis', seed: 1, races: 2, points: [3, -1] },
      /^bad season at \$\.points\[1\]: points are 0 or more/,
    ],
    [{ ruleset: 'crudis', seed: 1, races: 2, laps: 3 }, /^bad season at \$: .*laps/],
    [
      { ruleset: 'crudis', seed: 1, races: 2, field: { chariots: [{ name: 'A' }, { name: '' }] } },
      /^bad field at \$\.chariots\[1\]\.name: a chariot needs a name/,
    ],
    [
      { ruleset: 'crudis', seed: 1, races: 2, field: { ...FOUR, options: { lapz: 1 } } },
      /^race 1 of the season: .*lapz/,
    ],
  ])('%j', (input, message) => {
    const s = runSeason(input);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error.message).toMatch(message);
  });
});
