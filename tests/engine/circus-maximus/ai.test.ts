import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import {
  chanceAtLeast,
  chooseAttack,
  chooseSpeed,
  cornerDanger,
  daredOver,
} from '../../../src/engine/rulesets/circus-maximus/ai.ts';
import { inReach } from '../../../src/engine/rulesets/circus-maximus/combat.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { SPEC, scenario } from './scenario.ts';

const race = (seed: number): RaceLog => {
  const r = simulate({ ruleset: 'circus-maximus', seed, setup: defaultSetup(8) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** Twenty default races (8 chariots, two of each personality), shared by the tests below. */
const RACES = Array.from({ length: 20 }, (_, seed) => race(seed));
const personalityOf = (log: RaceLog, id: string) => log.header.entrants.find((e) => e.id === id)!.personality;

describe('corner speeds: the AI reads the corner strain chart', () => {
  test('dice chances', () => {
    expect(chanceAtLeast(3, 18)).toBeCloseTo(1 / 216, 9);
    expect(chanceAtLeast(3, 3)).toBeCloseTo(1, 9);
    expect(chanceAtLeast(2, 10)).toBeCloseTo(6 / 36, 9);
  });

  test('danger rises with the points over and falls with the CDM', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: SPEC.replace('dm=1', 'dm=0') },
        { id: 'b', lane: 5, sq: 10, specText: 'horses=5,4,3,4 dm=3 dh=2 whip=none wheels=2,2 end=20' },
      ],
      [],
    );
    const ctx = s.race.ctx;
    const [a, b] = [s.chariot('a'), s.chariot('b')];
    expect(cornerDanger(ctx, a, 0)).toBe(0);
    expect(cornerDanger(ctx, a, 2)).toBeGreaterThan(cornerDanger(ctx, a, 1));
    expect(cornerDanger(ctx, b, 2)).toBeLessThan(cornerDanger(ctx, a, 2));
    // 2 over at CDM 0: a flip from 15 on 3d6 (20/216) at least.
    expect(cornerDanger(ctx, a, 2)).toBeGreaterThan(20 / 216);
  });

  test('how far over each driver dares: none for the cautious, less when jostled or tired', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, personality: 'cautious' },
        { id: 'b', lane: 3, sq: 10, personality: 'balanced' },
        { id: 'c', lane: 5, sq: 10, personality: 'reckless' },
      ],
      [],
    );
    const ctx = s.race.ctx;
    const [a, b, c] = [s.chariot('a'), s.chariot('b'), s.chariot('c')];
    expect(daredOver(ctx, a)).toBe(0);
    expect(daredOver(ctx, b)).toBe(1);
    expect(daredOver(ctx, c)).toBe(2);
    b.jostle = 3;
    c.jostle = 3;
    expect(daredOver(ctx, b)).toBe(0);
    expect(daredOver(ctx, c)).toBe(1);
    c.jostle = 0;
    c.endurance = 11;
    expect(daredOver(ctx, c)).toBe(0);
  });

  test('before a corner the cautious driver brakes to the safe speed of the lane he will corner in', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 44, personality: 'cautious' },
        { id: 'b', lane: 5, sq: 10, personality: 'cautious' },
      ],
      [],
    );
    const ctx = s.race.ctx;
    const a = s.chariot('a');
    const choice = chooseSpeed(ctx, a);
    const slowest = Math.min(a.lane, choice.lane);
    expect(choice.speed).toBeLessThanOrEqual(Math.max(3, ctx.safeSpeed(a, slowest)));
    expect(choice.speed).toBeLessThan(ctx.maxSpeed(a));
    expect(choice.reason).toContain('brakes to the safe speed');
  });

  test('cautious drivers take no corner over the safe speed in twenty races; reckless ones often do', () => {
    const checks = { cautious: 0, reckless: 0 };
    for (const log of RACES)
      for (const e of log.events) {
        if (e.type !== 'corner-strain') continue;
        const p = personalityOf(log, e.chariots[0]!);
        if (p === 'cautious' || p === 'reckless') checks[p] += 1;
      }
    expect(checks.cautious).toBe(0);
    expect(checks.reckless).toBeGreaterThan(40);
  });
});

describe('weapons', () => {
  test('a dirty driver uses the spear, in every race he carries one and meets a rival', () => {
    let races = 0;
    for (const log of RACES) {
      const spears = log.header.entrants.filter((e) => e.stats.spear).map((e) => e.id);
      const thrusts = log.events.filter((e) => e.type === 'decision' && e.rule === 'circus-maximus.spear');
      for (const t of thrusts) expect(personalityOf(log, t.chariots[0]!)).toBe('dirty');
      if (spears.length > 0) {
        races += 1;
        expect(thrusts.length, `seed ${log.header.seed}`).toBeGreaterThan(0);
      }
    }
    expect(races).toBeGreaterThan(5);
  });

  test('the knife flies at a rival ahead out of reach of whip or ram when the odds are good', () => {
    const s = scenario(
      [
        {
          id: 'a',
          lane: 3,
          sq: 10,
          personality: 'dirty',
          specText: 'horses=5,4,3,4 dm=3 dh=2 whip=none wheels=2,2 end=20 knife',
        },
        { id: 'b', lane: 5, sq: 11 },
      ],
      [],
    );
    const ctx = s.race.ctx;
    const a = s.chariot('a');
    expect(inReach(ctx, a)).toEqual([]);
    const choice = chooseAttack(ctx, a, 5, []);
    expect([choice?.kind, choice?.target.id]).toEqual(['knife', 'b']);
    expect(choice?.reason).toContain('range 2');
    // A steadier hand is needed at that range: with CDM 1 the dirty driver keeps his knife.
    a.spec = { ...a.spec, driverModifier: 1 };
    expect(chooseAttack(ctx, a, 5, [])).toBeNull();
  });

  test('the small knife is thrown only on the last lap, at a rival just ahead, with even odds', () => {
    const s = scenario(
      [
        { id: 'a', lane: 3, sq: 10, personality: 'dirty' },
        { id: 'b', lane: 4, sq: 11 },
      ],
      [],
      {},
      { laps: 2 },
    );
    const ctx = s.race.ctx;
    const a = s.chariot('a');
    expect(chooseAttack(ctx, a, 5, [])).toBeNull(); // first lap
    a.laps = 1;
    const choice = chooseAttack(ctx, a, 5, []);
    expect([choice?.kind, choice?.target.id]).toEqual(['knife', 'b']);
    expect(choice?.reason).toContain('small knife');
    a.smallKnife = false;
    expect(chooseAttack(ctx, a, 5, [])).toBeNull();
  });

  test('knives are thrown in default races, and every throw is logged with its range and rolls', () => {
    const throws = RACES.flatMap((log) => log.events.filter((e) => e.type === 'knife'));
    expect(throws.length).toBeGreaterThan(5);
    for (const t of throws) expect(t.rolls![0]!.target?.formula).toMatch(/^range \d/);
  });
});

describe('a default race is eventful, but most chariots finish', () => {
  test('wrecks stay between 5% and 25% of the field, cautious drivers wreck rarely', () => {
    const all = RACES.flatMap((log) =>
      log.footer.results.map((r) => [personalityOf(log, r.chariot), r.status]),
    );
    const share = (pred: (x: string[]) => boolean, of = all) => of.filter(pred).length / of.length;
    const wrecked = share(([, s]) => s === 'wrecked');
    expect(wrecked).toBeGreaterThan(0.05);
    expect(wrecked).toBeLessThan(0.25);
    expect(share(([, s]) => s === 'finished')).toBeGreaterThan(0.6);
    const cautious = all.filter(([p]) => p === 'cautious');
    expect(share(([, s]) => s === 'wrecked', cautious)).toBeLessThanOrEqual(0.15);
  });
});
