import { describe, expect, it } from 'vitest';
import { type AttackOdds, attackOdds } from '../../src/engine/odds/circus-maximus.ts';
import type {
  AttackOptions,
  AttackValue,
  CmView,
} from '../../src/engine/rulesets/circus-maximus/decisions.ts';
import type { Chariot } from '../../src/engine/rulesets/circus-maximus/state.ts';
import {
  DAMAGE_TO_CARS,
  DUST_TABLE,
  HORSE_INJURY,
  KNIFE_TABLE,
  LASH_TABLE,
  lashColumn,
  type RangeTable,
  readRange,
  resultLabel,
  SPEAR_TABLE,
} from '../../src/engine/rulesets/circus-maximus/tables.ts';
import { HotSeat } from '../../src/ui/play/hot-seat.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';
import { twoHumans } from './races.ts';

// The odds a Circus Maximus attack panel shows, checked two ways: against numbers worked out by
// hand from the rules (the seed's "two dice … 10 or more", "one die for each hex of range … 3 or
// less", the house ram evasion on 11+), and against counting every throw of the dice read on the
// rules' own tables the way combat.ts and weapons.ts read them.

/** Every throw of `n` d6, each once. */
function* throws(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of throws(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}
const total = (t: number[]) => t.reduce((a, b) => a + b, 0);

/** The chance of each row of a table by counting every throw of `dice`d6 + plus. */
function countTable<R>(table: RangeTable<R>, dice: number, plus: number): Map<string, number> {
  const out = new Map<string, number>();
  const each = 1 / 6 ** dice;
  for (const t of throws(dice)) {
    const label = readRange(table, total(t) + plus).label;
    out.set(label, (out.get(label) ?? 0) + each);
  }
  return out;
}

/** The outcomes as a map from the table's words to chance ('miss' and 'evaded' by name). */
const byLabel = (o: AttackOdds) => {
  const m = new Map<string, number>();
  for (const x of o.outcomes) {
    const k = x.label || String(x.result);
    m.set(k, (m.get(k) ?? 0) + x.chance);
  }
  return m;
};

function expectSame(got: Map<string, number>, want: Map<string, number>) {
  for (const k of new Set([...got.keys(), ...want.keys()]))
    expect(got.get(k) ?? 0, k).toBeCloseTo(want.get(k) ?? 0, 12);
}

/** A two-chariot race's view, Scorpus in lane 2 and his rival beside him in lane 3. */
function scene(
  change: { me?: Partial<Chariot>; them?: Partial<Chariot>; spec?: Partial<Chariot['spec']> } = {},
) {
  const base = defaultSpec('circus-maximus', 1);
  const r = HotSeat.start({
    ...base,
    humans: [0],
    setup: { ...base.setup, chariots: base.setup.chariots.slice(0, 2), options: { laps: 1 } },
  });
  if (!r.ok) throw new Error(r.error.message);
  const open = r.value.view().open;
  if (open?.type !== 'decision') throw new Error('no decision');
  const view = open.view as CmView;
  const [a, b] = view.chariots as [Chariot, Chariot];
  // Both drivers at CDM 0, unhurt, unless the case says otherwise.
  const plain = { jostle: 0, headWounds: 0, driverHits: 0 };
  const me: Chariot = {
    ...a,
    ...plain,
    lane: 2,
    sq: 10,
    ...change.me,
    spec: { ...a.spec, driverModifier: 0, ...change.spec },
  };
  const them: Chariot = {
    ...b,
    ...plain,
    lane: 3,
    sq: 10,
    ...change.them,
    spec: { ...b.spec, driverModifier: 0 },
  };
  const v: CmView = { ...view, chariot: me.id, chariots: [me, them] };
  const options: AttackOptions = {
    left: 4,
    done: 0,
    kinds: ['lash', 'ram', 'dust', 'knife', 'spear'],
    reach: [{ target: them.id, side: 1, team: true, car: true }],
    rivals: [{ target: them.id, side: 1 }],
  };
  const at = (kind: AttackValue['kind'], part: AttackValue['part']): AttackOdds =>
    attackOdds(v, options, { kind, target: them.id, part });
  return { v, me, them, options, at };
}

describe('Circus Maximus attack odds, worked by hand from the rules', () => {
  it('costs a movement factor, and two for the spear', () => {
    const { at } = scene();
    expect(at('lash', 'team').cost).toBe(1);
    expect(at('ram', 'car').cost).toBe(1);
    expect(at('dust', 'driver').cost).toBe(1);
    expect(at('knife', 'driver').cost).toBe(1);
    expect(at('spear', 'driver').cost).toBe(2);
  });

  it('hits with dust or a spear on two dice of 10 or more, plus the CDM', () => {
    expect(scene().at('dust', 'driver').toHit).toMatchObject({ dice: 2, plus: 0, chance: 6 / 36 });
    expect(scene().at('spear', 'team').toHit?.chance).toBe(6 / 36);
    // CDM +2: 8 or more on the dice, 15 throws of 36.
    expect(scene({ spec: { driverModifier: 2 } }).at('spear', 'team').toHit?.chance).toBe(15 / 36);
    // The spear table is read without modifiers: 10-12 kills, 6 throws of 36, after the hit.
    const spear = scene().at('spear', 'driver');
    expect(spear.outcomes.find((o) => o.result === 'killed')?.chance).toBeCloseTo((6 / 36) * (6 / 36), 14);
  });

  it('hits with a knife on one die a square of range, less the CDM, of 3 or less', () => {
    const near = scene().at('knife', 'driver');
    expect(near.range).toBe(1);
    expect(near.toHit).toMatchObject({ dice: 1, op: '<=', value: 3, chance: 1 / 2 });
    // Three squares from the car: three dice, all ones.
    const far = scene({ them: { sq: 13 } }).at('knife', 'driver');
    expect(far.range).toBe(3);
    expect(far.toHit?.chance).toBe(1 / 216);
    // The small knife adds 1 to each die: a 1 or a 2 at range 1.
    const small = scene({ me: { knife: false } }).at('knife', 'driver');
    expect(small.smallKnife).toBe(true);
    expect(small.toHit?.chance).toBe(2 / 6);
  });

  it('lets a rammed rival swerve away on 2d6 + CDM of 11 or more only with room beyond him', () => {
    const ram = scene().at('ram', 'car');
    expect(ram.toHit).toBeNull();
    expect(ram.evade).toEqual({ chance: 3 / 36, room: true });
    const blocked = scene({ them: { lane: 8 } });
    const options = {
      ...blocked.options,
      reach: [{ target: blocked.them.id, side: 1 as const, team: true, car: true }],
    };
    const r = attackOdds(blocked.v, options, { kind: 'ram', target: blocked.them.id, part: 'car' });
    expect(r.evade).toEqual({ chance: 0, room: false });
    expect(r.outcomes.find((o) => o.result === 'evaded')?.chance).toBe(0);
  });

  it('moves a long whip two columns right: the worst lash result on a difference of +3 or more', () => {
    // Equal CDMs: the difference of two 2d6 rolls is +7 or more in 35 of 1296 throws of the four
    // dice, +3 or more (two columns left of "+7 or more") in 310.
    const regular = scene({ me: { whip: 'regular' } }).at('lash', 'team');
    const double = (o: AttackOdds) => o.outcomes.find((x) => x.result === 'double-sideslip')!.chance;
    expect(double(regular)).toBeCloseTo(35 / 1296, 14);
    const long = scene({ me: { whip: 'long' } }).at('lash', 'team');
    expect(double(long)).toBeCloseTo(310 / 1296, 14);
    expect(long.lash).toEqual({ plus: 0, longWhip: true });
  });
});

describe('Circus Maximus attack odds, as counting every throw on the tables does', () => {
  const cases: Array<{
    name: string;
    me?: Partial<Chariot>;
    spec?: Partial<Chariot['spec']>;
    them?: Partial<Chariot>;
  }> = [
    { name: 'plain' },
    {
      name: 'skilled attacker, long whip, heavy with blades',
      spec: { driverModifier: 2, weight: 'heavy', rightScythe: 'long' },
      me: { whip: 'long' },
    },
    {
      name: 'skilled defender, light attacker',
      them: { spec: { driverModifier: 3 } as Chariot['spec'] },
      spec: { weight: 'light', leftScythe: 'scythe' },
    },
  ];
  for (const c of cases)
    it(`agrees for every attack (${c.name})`, () => {
      const s = scene({ me: c.me, spec: c.spec });
      if (c.them?.spec) s.them.spec = { ...s.them.spec, ...c.them.spec };
      const cdmA = s.me.spec.driverModifier;
      const cdmD = s.them.spec.driverModifier;
      const blades = { none: 0, scythe: 2, long: 4 }[s.me.spec.rightScythe];
      const weight = { light: -3, normal: 0, heavy: 3 }[s.me.spec.weight];

      for (const part of ['team', 'driver'] as const) {
        // Four dice: the attacker's two and the defender's two, the difference read on the table.
        const want = new Map<string, number>();
        for (const t of throws(4)) {
          const diff = t[0]! + t[1]! + cdmA - (t[2]! + t[3]! + cdmD);
          const label = resultLabel(LASH_TABLE[part][lashColumn(diff, s.me.whip === 'long')]!);
          want.set(label, (want.get(label) ?? 0) + 1 / 1296);
        }
        const got = s.at('lash', part);
        expectSame(byLabel(got), want);
      }

      const evade = [...throws(2)].filter((t) => total(t) + cdmD >= 11).length / 36;
      const scaled = (m: Map<string, number>, by: number, rest: Array<[string, number]>) =>
        new Map([...rest, ...[...m].map(([k, p]) => [k, p * by] as [string, number])]);
      expectSame(
        byLabel(s.at('ram', 'car')),
        scaled(countTable(DAMAGE_TO_CARS, 3, cdmA - cdmD + blades), 1 - evade, [['evaded', evade]]),
      );
      expectSame(
        byLabel(s.at('ram', 'team')),
        scaled(countTable(HORSE_INJURY, 2, weight + blades), 1 - evade, [['evaded', evade]]),
      );

      const hit2 = [...throws(2)].filter((t) => total(t) + cdmA >= 10).length / 36;
      expectSame(
        byLabel(s.at('dust', 'driver')),
        scaled(countTable(DUST_TABLE, 2, cdmD), hit2, [['miss', 1 - hit2]]),
      );
      expectSame(
        byLabel(s.at('spear', 'team')),
        scaled(countTable(SPEAR_TABLE, 2, 0), hit2, [['miss', 1 - hit2]]),
      );
      const knife = [...throws(1)].filter((t) => total(t) - cdmA <= 3).length / 6;
      expectSame(
        byLabel(s.at('knife', 'driver')),
        scaled(countTable(KNIFE_TABLE, 2, cdmD), knife, [['miss', 1 - knife]]),
      );

      for (const kind of ['lash', 'ram', 'dust', 'knife', 'spear'] as const) {
        const o = s.at(kind, kind === 'ram' ? 'car' : ('driver' as AttackValue['part']));
        expect(o.outcomes.reduce((n, x) => n + x.chance, 0)).toBeCloseTo(1, 12);
      }
    });
});

describe('Circus Maximus attack odds in a race', () => {
  it('gives odds for every attack a real attack question allows, each adding up to 1', () => {
    const h = twoHumans('circus-maximus', 1, true);
    let seen = 0;
    for (let i = 0; i < 400 && seen < 3; i++) {
      const v = h.view();
      if (v.open?.type !== 'decision') break;
      if (v.open.kind === 'attack') {
        const legal = (v.open.legal ?? []).filter((x): x is AttackValue => x !== null);
        for (const a of legal) {
          const o = attackOdds(v.open.view as CmView, v.open.options as AttackOptions, a);
          expect(o.outcomes.reduce((n, x) => n + x.chance, 0)).toBeCloseTo(1, 12);
          expect(o.harms).toBeGreaterThanOrEqual(0);
          expect(o.harms).toBeLessThanOrEqual(1);
        }
        if (legal.length > 0) seen++;
      }
      const next = h.answer(v.open.suggestion!.value);
      if (!next.ok) throw new Error(next.error.message);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
