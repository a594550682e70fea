import { type DiceSource, sum } from '../../dice/dice.ts';
import { purpose, type SpecRoll } from '../../dice/purposes.ts';
import type { Personality } from '../../race/setup.ts';
import { CLASSIC, type Priced, type ScytheKind, SPEC_TABLE, type Weight, type WhipKind } from './tables.ts';

/** A chariot as built before the race. Horses are listed Horse One to Horse Four. */
export interface Spec {
  horses: [number, number, number, number];
  driverModifier: number;
  driverHits: number;
  whip: WhipKind;
  leftWheel: number;
  rightWheel: number;
  endurance: number;
  leftScythe: ScytheKind;
  rightScythe: ScytheKind;
  dust: boolean;
  knife: boolean;
  spear: boolean;
  weight: Weight;
}

const costOf = (list: readonly Priced[], value: number): number | undefined =>
  list.find((p) => p.value === value)?.cost;

/** Cost of the blades: the same blades on both wheels are priced as a pair (seed). */
function scytheCost(left: ScytheKind, right: ScytheKind): number {
  if (left !== 'none' && left === right) return SPEC_TABLE.bothWheelsScythe[left];
  return SPEC_TABLE.oneWheelScythe[left] + SPEC_TABLE.oneWheelScythe[right];
}

/** Checks a specification against the chart and its restrictions; returns its cost or what is wrong. */
export function checkSpec(
  s: Spec,
): { ok: true; cost: number } | { ok: false; field: string; message: string } {
  let cost = 0;
  for (const [i, h] of s.horses.entries()) {
    const c = costOf(SPEC_TABLE.horse, h);
    if (c === undefined)
      return { ok: false, field: `horse${i + 1}`, message: 'horse speeds run from 1 to 8' };
    cost += c;
  }
  const [one, two, three, four] = s.horses;
  if (four > one)
    return { ok: false, field: 'horse4', message: 'Horse Four may not be faster than Horse One' };
  if (two > four)
    return { ok: false, field: 'horse2', message: 'Horse Two may not be faster than Horse Four' };
  if (three > two)
    return { ok: false, field: 'horse3', message: 'Horse Three may not be faster than Horse Two' };
  const checks: Array<[string, readonly Priced[], number, string]> = [
    ['driverModifier', SPEC_TABLE.driverModifier, s.driverModifier, 'driver modifier is 0 to 3'],
    ['driverHits', SPEC_TABLE.driverHits, s.driverHits, 'driver hits are 2, 4, ... 12'],
    ['leftWheel', SPEC_TABLE.wheelHits, s.leftWheel, 'wheel hits are 2, 4, ... 10'],
    ['rightWheel', SPEC_TABLE.wheelHits, s.rightWheel, 'wheel hits are 2, 4, ... 10'],
    ['endurance', SPEC_TABLE.endurance, s.endurance, 'endurance is 20, 25, ... 80'],
  ];
  for (const [field, list, value, message] of checks) {
    const c = costOf(list, value);
    if (c === undefined) return { ok: false, field, message };
    cost += c;
  }
  cost += SPEC_TABLE.whip[s.whip] + scytheCost(s.leftScythe, s.rightScythe);
  if (s.dust) cost += SPEC_TABLE.dust;
  if (s.knife) cost += SPEC_TABLE.knife;
  if (s.spear) cost += SPEC_TABLE.spear;
  if (cost > SPEC_TABLE.points)
    return {
      ok: false,
      field: 'points',
      message: `costs ${cost} preparation points (at most ${SPEC_TABLE.points})`,
    };
  return { ok: true, cost };
}

/** True when the blades unbalance the car: on one wheel only, or different on each (seed). */
export const unbalancedBlades = (s: Spec): boolean => s.leftScythe !== s.rightScythe;

/** Parses the compact notation of a setup option, e.g.
 * "horses=7,6,5,6 dm=1 dh=6 whip=long wheels=6,6 end=40 blades=long,none dust knife spear weight=heavy". */
export function parseSpec(text: string): { ok: true; spec: Spec } | { ok: false; message: string } {
  const s: Spec = {
    horses: [1, 1, 1, 1],
    driverModifier: 0,
    driverHits: 2,
    whip: 'none',
    leftWheel: 2,
    rightWheel: 2,
    endurance: 20,
    leftScythe: 'none',
    rightScythe: 'none',
    dust: false,
    knife: false,
    spear: false,
    weight: 'normal',
  };
  const nums = (v: string): number[] => v.split(',').map((x) => Number(x));
  const given = new Set<string>();
  for (const word of text.trim().split(/\s+/)) {
    const [key, value = ''] = word.split('=');
    // Each part of the chariot is specified once: a second "horses=" would silently win.
    if (key !== undefined && given.has(key)) return { ok: false, message: `"${key}" is given twice` };
    if (key !== undefined) given.add(key);
    switch (key) {
      case 'horses': {
        const h = nums(value);
        if (h.length !== 4 || h.some((x) => !Number.isInteger(x)))
          return { ok: false, message: 'horses=a,b,c,d' };
        s.horses = [h[0]!, h[1]!, h[2]!, h[3]!];
        break;
      }
      case 'dm':
        s.driverModifier = Number(value);
        break;
      case 'dh':
        s.driverHits = Number(value);
        break;
      case 'end':
        s.endurance = Number(value);
        break;
      case 'wheels': {
        const w = nums(value);
        if (w.length !== 2) return { ok: false, message: 'wheels=left,right' };
        [s.leftWheel, s.rightWheel] = [w[0]!, w[1]!];
        break;
      }
      case 'whip':
        if (value !== 'none' && value !== 'regular' && value !== 'long')
          return { ok: false, message: 'whip=none|regular|long' };
        s.whip = value;
        break;
      case 'blades': {
        const [l, r] = value.split(',');
        const kinds = ['none', 'scythe', 'long'];
        if (!kinds.includes(l ?? '') || !kinds.includes(r ?? ''))
          return { ok: false, message: 'blades=left,right with none|scythe|long' };
        s.leftScythe = l as ScytheKind;
        s.rightScythe = r as ScytheKind;
        break;
      }
      case 'weight':
        if (value !== 'light' && value !== 'normal' && value !== 'heavy')
          return { ok: false, message: 'weight=light|normal|heavy' };
        s.weight = value;
        break;
      case 'dust':
      case 'knife':
      case 'spear':
        s[key] = true;
        break;
      default:
        return { ok: false, message: `unknown word "${word}"` };
    }
  }
  const checked = checkSpec(s);
  return checked.ok ? { ok: true, spec: s } : { ok: false, message: `${checked.field}: ${checked.message}` };
}

/** What each personality looks for in a chariot when it spends its points. */
const TASTE: Record<
  Personality,
  { speed: number; weight: Weight; weapons: Array<'dust' | 'knife' | 'spear'> }
> = {
  cautious: { speed: 0, weight: 'heavy', weapons: [] },
  balanced: { speed: 1, weight: 'normal', weapons: ['knife'] },
  reckless: { speed: 2, weight: 'light', weapons: ['dust'] },
  dirty: { speed: 1, weight: 'heavy', weapons: ['spear', 'dust'] },
};

/**
 * The AI's 32-point build: a personality's priorities, varied by its own dice, always legal.
 * `weapons` lists the optional weapons the race allows.
 */
export function buildSpec(
  personality: Personality,
  dice: DiceSource,
  id: string,
  weapons: { dust: boolean; knife: boolean; spear: boolean },
): Spec {
  const taste = TASTE[personality];
  const r = (what: SpecRoll): number => dice.roll(1, 6, purpose('cm-spec', { id, what }))[0]!;
  const top = Math.min(8, 5 + taste.speed + (r('horses') >= 4 ? 1 : 0));
  const horses: [number, number, number, number] = [top, top - 2, top - 3, top - 1];
  const spec: Spec = {
    horses,
    driverModifier: r('driver') >= 5 ? 1 : 0,
    driverHits: 6,
    whip: r('whip') === 6 ? 'long' : 'regular',
    leftWheel: 6,
    rightWheel: 6,
    endurance: 20,
    leftScythe: 'none',
    rightScythe: 'none',
    dust: false,
    knife: false,
    spear: false,
    weight: r('weight') === 1 ? 'normal' : taste.weight,
  };
  for (const w of taste.weapons) if (weapons[w]) spec[w] = true;
  if (personality === 'dirty' && r('blades') >= 4) {
    spec.leftScythe = 'scythe';
    spec.rightScythe = 'scythe';
  }
  // Drop what the points cannot pay for, most expensive luxuries first.
  const trims: Array<() => void> = [
    () => {
      spec.leftScythe = 'none';
      spec.rightScythe = 'none';
    },
    () => {
      spec.spear = false;
    },
    () => {
      spec.driverModifier = 0;
    },
    () => {
      spec.whip = 'regular';
    },
    () => {
      spec.horses = [spec.horses[0] - 1, spec.horses[1] - 1, spec.horses[2] - 1, spec.horses[3] - 1];
    },
  ];
  for (const trim of trims) {
    if (checkSpec(spec).ok) break;
    trim();
  }
  // Left-over points go to endurance, then driver hits and wheels.
  const spend = (apply: () => void, undo: () => void): boolean => {
    apply();
    if (checkSpec(spec).ok) return true;
    undo();
    return false;
  };
  while (
    spec.endurance < (personality === 'cautious' ? 60 : 45) &&
    spend(
      () => (spec.endurance += 5),
      () => (spec.endurance -= 5),
    )
  );
  while (
    spec.driverHits < 10 &&
    spend(
      () => (spec.driverHits += 2),
      () => (spec.driverHits -= 2),
    )
  );
  while (
    spec.leftWheel < 10 &&
    spend(
      () => {
        spec.leftWheel += 2;
        spec.rightWheel += 2;
      },
      () => {
        spec.leftWheel -= 2;
        spec.rightWheel -= 2;
      },
    )
  );
  while (
    spec.endurance < 80 &&
    spend(
      () => (spec.endurance += 5),
      () => (spec.endurance -= 5),
    )
  );
  return spec;
}

/** The classic 4-point set-up (house reading): four points spent by personality. */
export function classicSpec(personality: Personality, dice: DiceSource, id: string): Spec {
  const horses = [...CLASSIC.horses] as [number, number, number, number];
  const endRoll = sum(dice.roll(CLASSIC.enduranceDice, 6, purpose('cm-classic-endurance', { id })));
  const spec: Spec = {
    horses,
    driverModifier: CLASSIC.driverModifier,
    driverHits: CLASSIC.driverHits,
    whip: 'regular',
    leftWheel: CLASSIC.wheelHits,
    rightWheel: CLASSIC.wheelHits,
    endurance: CLASSIC.enduranceBase + endRoll,
    leftScythe: 'none',
    rightScythe: 'none',
    dust: false,
    knife: false,
    spear: false,
    weight: TASTE[personality].weight,
  };
  const plan: Record<Personality, Array<'speed' | 'driver' | 'hits' | 'endurance'>> = {
    cautious: ['endurance', 'endurance', 'hits', 'driver'],
    balanced: ['speed', 'endurance', 'driver', 'hits'],
    reckless: ['speed', 'speed', 'speed', 'endurance'],
    dirty: ['speed', 'driver', 'hits', 'endurance'],
  };
  let next = 0;
  for (const p of plan[personality]) {
    if (p === 'speed') {
      // Raise the slowest horse the order rule allows (One ≥ Four ≥ Two ≥ Three).
      const order = [0, 3, 1, 2];
      const i = order[next++ % 4]!;
      horses[i] = Math.min(8, horses[i]! + 1);
    } else if (p === 'driver') spec.driverModifier += 1;
    else if (p === 'hits') spec.driverHits += CLASSIC.driverHitsPerPoint;
    else spec.endurance += CLASSIC.endurancePerPoint;
  }
  return spec;
}

/** A specification in the notation parseSpec reads. */
/** A specification as the log's `specification` decision holds it (the header's stat names). */
export function specValue(s: Spec) {
  return {
    horses: [...s.horses] as [number, number, number, number],
    driverModifier: s.driverModifier,
    driverHits: s.driverHits,
    whip: s.whip,
    leftWheel: s.leftWheel,
    rightWheel: s.rightWheel,
    endurance: s.endurance,
    leftBlades: s.leftScythe,
    rightBlades: s.rightScythe,
    dust: s.dust,
    knife: s.knife,
    spear: s.spear,
    weight: s.weight,
  };
}

export function formatSpec(s: Spec): string {
  const words = [
    `horses=${s.horses.join(',')}`,
    `dm=${s.driverModifier}`,
    `dh=${s.driverHits}`,
    `whip=${s.whip}`,
    `wheels=${s.leftWheel},${s.rightWheel}`,
    `end=${s.endurance}`,
    `blades=${s.leftScythe},${s.rightScythe}`,
  ];
  if (s.dust) words.push('dust');
  if (s.knife) words.push('knife');
  if (s.spear) words.push('spear');
  words.push(`weight=${s.weight}`);
  return words.join(' ');
}
