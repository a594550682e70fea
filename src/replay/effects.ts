import type { RaceEvent, StatValue, Weather } from '../engine/log/schema.ts';
import type { Pose } from '../engine/track/circus-maximus.ts';
import type { Plan } from './plan.ts';
import { chariotPose, pointPose } from './sample.ts';

/**
 * From plan to effect timeline: everything the scene shows beyond the chariots themselves (bursts
 * of sand and splinters, lashes and thrown blades, carcasses, loose wheels, skid marks, drivers
 * dragged or on foot, rain and mud), each placed and timed from the log's events. Pure and
 * deterministic: what looks random is seeded from the log's seed and the event's seq, and every
 * query is a function of the time alone, so seeking either way shows the same picture as playing.
 */

/** Short-lived effects that play out at one place. */
export type BurstKind =
  /** A spray of sand (sideslips, swerves, landings, jolts over wreckage). */
  | 'sand'
  /** The car breaking up: splinters, spokes and sand. */
  | 'debris'
  /** Chariots striking each other (ram, collision, locking, wheel rip). */
  | 'impact'
  /** A whip lash from one chariot to another. */
  | 'lash'
  /** A cloud of dust thrown at a rival. */
  | 'dust-cloud'
  /** A thrown knife, flying from attacker to victim. */
  | 'knife'
  /** A spear, thrust or thrown from attacker to victim. */
  | 'spear';

/** How long each kind plays, seconds. */
export const BURST_SECONDS: Readonly<Record<BurstKind, number>> = {
  sand: 1.6,
  debris: 3.5,
  impact: 1.8,
  lash: 0.45,
  'dust-cloud': 3,
  knife: 0.4,
  spear: 0.6,
};
/** The longest of BURST_SECONDS: how far back a query looks for bursts still playing. */
export const BURST_MAX_SECONDS = 3.5;

export interface Burst {
  kind: BurstKind;
  time: number;
  seq: number;
  /** Where it starts (m, world), and the heading (rad) of the chariot it comes from. */
  x: number;
  z: number;
  heading: number;
  /** Where it goes (lash, knife, spear: the victim); equal to x, z for the others. */
  toX: number;
  toZ: number;
  /** Chariot index of whose paint the debris carries, or -1. */
  chariot: number;
  /** Seed of the burst's particles: the log's seed and the event's seq. */
  seed: number;
}

/** Something left on the track from an instant to the end: a carcass or a wheel that rolled away. */
export interface Remains {
  time: number;
  seq: number;
  x: number;
  z: number;
  heading: number;
  chariot: number;
  seed: number;
}

/** A stretch of churned sand from a slide or swerve, appearing when the chariot passes it. */
export interface SkidMark {
  time: number;
  seq: number;
  x0: number;
  z0: number;
  x1: number;
  z1: number;
}

export type DriverState = 'aboard' | 'dragged' | 'on-foot' | 'down';
export type TeamState = 'harnessed' | 'runaway' | 'stopped' | 'none';

/**
 * One chariot's driver and team from an instant on, with where a driver off his car is: on foot
 * or down, he stands or lies at (x, z), having run there from (fromX, fromZ) at FOOT_SPEED.
 */
export interface CrewKey {
  time: number;
  driver: DriverState;
  team: TeamState;
  /** Horses alive and in harness (the shared `horses` attribute; 4 until a ruleset says less). */
  horses: number;
  /** A stopped team still in its traces at the wreck (it stopped there), not one caught after
   * running away and led off. */
  tangled: boolean;
  /** Where the driver is, once there (m, world), and where he set off from (equal if he did not). */
  x: number;
  z: number;
  fromX: number;
  fromZ: number;
  /** The heading of his chariot when he came off (rad). */
  heading: number;
  /** Which way he faces: toward the outer wall, or the way he runs. */
  facing: number;
}

/** Horses in a team. */
export const TEAM_HORSES = 4;

/** How fast a driver on foot runs for the wall (m/s). */
export const FOOT_SPEED = 4;
/** How far to the side of his car a driver who comes off without a place in the log is put (m):
 * on the outer side of a counter-clockwise race, clear of the wreck. */
export const CLEAR_SIDE = 2.4;

/** Where a driver off his car is at time `t` (his key in force), running from one spot to the next. */
export function crewPosition(key: CrewKey, t: number, out: { x: number; z: number }): void {
  const dist = Math.hypot(key.x - key.fromX, key.z - key.fromZ);
  const u = dist > 0 ? Math.min(1, Math.max(0, ((t - key.time) * FOOT_SPEED) / dist)) : 1;
  out.x = key.fromX + (key.x - key.fromX) * u;
  out.z = key.fromZ + (key.z - key.fromZ) * u;
}

export interface WeatherKey {
  time: number;
  /** Targets from this instant on: rain and overcast 0 or 1, mud 0-1. */
  rain: number;
  overcast: number;
  mud: number;
  /** The values at `time`, where the previous change had got to (so levels never jump). */
  fromRain: number;
  fromOvercast: number;
  fromMud: number;
}

export interface EffectTimeline {
  /** By time. */
  bursts: Burst[];
  carcasses: Remains[];
  wheels: Remains[];
  skids: SkidMark[];
  /** Per chariot, by time; the first key is at time 0. */
  crews: readonly CrewKey[][];
  /** By time; the first key is at time 0 (the header's weather). */
  weather: WeatherKey[];
}

/** Seconds rain and cloud take to come or go, and mud to build up or dry to its new level. */
export const RAIN_FADE_SECONDS = 3;
export const MUD_SECONDS = 8;

/** A 32-bit seed from the log's seed and an event's seq (a murmur3-style mix). */
export function effectSeed(logSeed: number, seq: number): number {
  let h = (logSeed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (seq + 0x7f4a7c15), 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

const SHARED_DRIVER: readonly DriverState[] = ['aboard', 'dragged', 'on-foot', 'down'];
const SHARED_TEAM: readonly TeamState[] = ['harnessed', 'runaway', 'stopped', 'none'];

function pick<T extends string>(value: StatValue | undefined, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function weatherLevels(w: Weather | undefined): { rain: number; overcast: number; mud: number } {
  if (!w) return { rain: 0, overcast: 0, mud: 0 };
  return { rain: w.sky === 'rain' ? 1 : 0, overcast: w.sky === 'clear' ? 0 : 1, mud: w.mud };
}

/** Eases from `from` to `to` over `span` seconds, `dt` seconds after the change (smoothstep). */
function ease(from: number, to: number, dt: number, span: number): number {
  const u = Math.min(1, Math.max(0, dt / span));
  return from + (to - from) * u * u * (3 - 2 * u);
}

export interface WeatherSample {
  rain: number;
  overcast: number;
  mud: number;
}

/** The weather at time `t`: rain and cloud fading in or out, mud building up or drying. */
export function weatherAt(timeline: EffectTimeline, t: number, out: WeatherSample): WeatherSample {
  const keys = timeline.weather;
  const k = keys[Math.max(0, countBy(keys, t) - 1)]!;
  const dt = t - k.time;
  out.rain = ease(k.fromRain, k.rain, dt, RAIN_FADE_SECONDS);
  out.overcast = ease(k.fromOvercast, k.overcast, dt, RAIN_FADE_SECONDS);
  out.mud = ease(k.fromMud, k.mud, dt, MUD_SECONDS);
  return out;
}

/** Index range [from, to) of the bursts that started no later than `t` and may still play. */
export function burstWindow(timeline: EffectTimeline, t: number, out: { from: number; to: number }): void {
  const b = timeline.bursts;
  out.to = countBy(b, t);
  let from = out.to;
  while (from > 0 && b[from - 1]!.time > t - BURST_MAX_SECONDS) from--;
  out.from = from;
}

/** A chariot's crew at time `t` (the last key at or before it). */
export function crewAt(timeline: EffectTimeline, chariot: number, t: number): CrewKey {
  return crewKeyAt(timeline.crews[chariot]!, t);
}

/** The crew key in force at time `t` (the last at or before it) of one chariot's keys. */
export function crewKeyAt(keys: readonly CrewKey[], t: number): CrewKey {
  return keys[Math.max(0, countBy(keys, t) - 1)]!;
}

/** How many of a time-ordered list (carcasses, wheels, skid marks) have appeared by time `t`. */
export function countBy(list: readonly { time: number }[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.time <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const BURST_OF: Readonly<Record<string, BurstKind>> = {
  sideslip: 'sand',
  swerve: 'sand',
  bounce: 'sand',
  'wreck-pass': 'sand',
  'wreck-cross': 'sand',
  wreck: 'debris',
  ram: 'impact',
  collision: 'impact',
  locked: 'impact',
  'rip-wheels': 'impact',
  'whip-attack': 'lash',
  dust: 'dust-cloud',
  knife: 'knife',
  spear: 'spear',
};

/** Effect types whose attacker throws or lashes at the second chariot named. */
const AIMED: ReadonlySet<BurstKind> = new Set(['lash', 'knife', 'spear', 'dust-cloud']);

/** Builds the effect timeline of a plan and its crews (done once per loaded log). */
export function buildEffects(plan: Plan, crews: readonly CrewKey[][] = buildCrews(plan)): EffectTimeline {
  const log = plan.log;
  const index = plan.chariotIndex;
  const logSeed = log.header.seed;
  /** Where an event puts a chariot: its `at` point if named, else where the plan has it then. */
  const where = (e: RaceEvent, ci: number, time: number): Pose => {
    const point = e.at?.[plan.chariots[ci]!.id];
    return (point && pointPose(plan, point)) ?? chariotPose(plan, ci, time);
  };

  const bursts: Burst[] = [];
  const carcasses: Remains[] = [];
  const wheels: Remains[] = [];
  const skids: SkidMark[] = [];
  const start = weatherLevels(log.header.weather);
  const weather: WeatherKey[] = [
    { time: 0, ...start, fromRain: start.rain, fromOvercast: start.overcast, fromMud: start.mud },
  ];
  const levels: WeatherSample = { rain: 0, overcast: 0, mud: 0 };

  for (let o = 0; o < plan.cueOrder.length; o++) {
    const e = plan.events[plan.cueOrder[o]!]!;
    const time = plan.cueTimes[o]!;
    const seed = effectSeed(logSeed, e.seq);
    const a = e.chariots[0] !== undefined ? index.get(e.chariots[0]) : undefined;
    const b = e.chariots[1] !== undefined ? index.get(e.chariots[1]) : undefined;

    // Any event that carries the weather sets it (a weather change, or a ruleset's opening check).
    if (e.weather) {
      weatherAt({ bursts, carcasses, wheels, skids, crews, weather }, time, levels);
      weather.push({
        time,
        ...weatherLevels(e.weather),
        fromRain: levels.rain,
        fromOvercast: levels.overcast,
        fromMud: levels.mud,
      });
    }

    const kind = BURST_OF[e.type];
    if (kind && a !== undefined) {
      const from = where(e, a, time);
      const to = b !== undefined && (AIMED.has(kind) || kind === 'impact') ? where(e, b, time) : from;
      // Impacts happen between the two cars; aimed attacks fly from one to the other.
      const mid = kind === 'impact' ? { x: (from.x + to.x) / 2, z: (from.z + to.z) / 2 } : from;
      const target = AIMED.has(kind) ? to : mid;
      bursts.push({
        kind,
        time,
        seq: e.seq,
        x: kind === 'dust-cloud' ? target.x : mid.x,
        z: kind === 'dust-cloud' ? target.z : mid.z,
        heading: from.heading,
        toX: target.x,
        toZ: target.z,
        chariot: kind === 'debris' ? a : -1,
        seed,
      });
      if (kind === 'debris') {
        // The car breaking up throws sand too; a second, differently seeded burst.
        bursts.push({ ...bursts[bursts.length - 1]!, kind: 'sand', seed: effectSeed(seed, 1) });
      }
    }

    // Slides and swerves leave churned sand along their path.
    if ((e.type === 'sideslip' || e.type === 'swerve') && e.path && a !== undefined) {
      // Each stretch appears as the chariot reaches it, at the turn's pace.
      const span = plan.turnStart[e.turn + 1]! - plan.turnStart[e.turn]!;
      const f0 = e.path[0]!.f;
      let prev: Pose | null = null;
      for (const p of e.path) {
        const here = pointPose(plan, p);
        const at = time + Math.max(0, p.f - f0) * span;
        if (here && prev)
          skids.push({ time: at, seq: e.seq, x0: prev.x, z0: prev.z, x1: here.x, z1: here.z });
        prev = here;
      }
    }

    if (e.type === 'carcass' && a !== undefined) {
      const at = where(e, a, time);
      carcasses.push({ time, seq: e.seq, x: at.x, z: at.z, heading: at.heading, chariot: a, seed });
    }

    // A wheel ripped off rolls away: only where the rip wrecked a car (an attempt that fails
    // leaves both chariots on their wheels).
    if (e.type === 'rip-wheels') {
      for (const [id, cond] of Object.entries(e.effect?.condition ?? {})) {
        const ci = index.get(id);
        if (ci === undefined || cond.status !== 'wrecked') continue;
        const at = where(e, ci, time);
        wheels.push({ time, seq: e.seq, x: at.x, z: at.z, heading: at.heading, chariot: ci, seed });
      }
    }
  }
  skids.sort((p, q) => p.time - q.time || p.seq - q.seq);
  return { bursts, carcasses, wheels, skids, crews, weather };
}

/**
 * Each chariot's driver and team through the race (by time; the first key at time 0): from the
 * shared condition attributes `driver` and `team`, or from the event type where a ruleset leaves
 * them out. The chariots use it too (a car shows its driver only while he is aboard), so it is
 * built apart from the rest of the effects, which may be switched off.
 */
export function buildCrews(plan: Plan): CrewKey[][] {
  const index = plan.chariotIndex;
  /** Where an on-foot event puts the driver (Circus Maximus: each run for the wall), if it does. */
  const footSpot = (e: RaceEvent, id: string): Pose | null => {
    const point = e.type === 'on-foot' ? e.at?.[id] : undefined;
    return point ? pointPose(plan, point) : null;
  };
  const crews: CrewKey[][] = plan.chariots.map(() => [
    {
      time: 0,
      driver: 'aboard',
      team: 'harnessed',
      horses: TEAM_HORSES,
      tangled: false,
      x: 0,
      z: 0,
      fromX: 0,
      fromZ: 0,
      heading: 0,
      facing: 0,
    },
  ]);
  // In the log's order, as the plan reads statuses: a chariot's crew never goes back in time.
  for (let i = 0; i < plan.events.length; i++) {
    const e = plan.events[i]!;
    const cueTime = plan.eventTimes[i]!;
    const at = (ci: number): number => Math.max(cueTime, crewTail(crews[ci]!).time);
    const a = e.chariots[0] !== undefined ? index.get(e.chariots[0]) : undefined;
    // Crew: the shared condition attributes, or the event type where a ruleset leaves them out.
    const touched = new Set<number>();
    for (const [id, cond] of Object.entries(e.effect?.condition ?? {})) {
      const ci = index.get(id);
      if (ci === undefined) continue;
      const horses = cond.attrs.horses;
      const change: CrewChange = {
        driver: pick(cond.attrs.driver, SHARED_DRIVER),
        team: pick(cond.attrs.team, SHARED_TEAM),
        horses:
          typeof horses === 'number' ? Math.max(0, Math.min(TEAM_HORSES, Math.round(horses))) : undefined,
      };
      // A car that breaks up throws a driver still aboard: he lies by it until the log says more
      // (a ruleset without drivers, or one that rolls for him later, as the Hippodrome's survival).
      if (cond.status === 'wrecked' && (change.driver ?? crewTail(crews[ci]!).driver) === 'aboard') {
        change.driver = 'down';
      }
      const spot = footSpot(e, id);
      if (change.driver || change.team || change.horses !== undefined || spot) {
        const time = at(ci);
        pushCrew(crews[ci]!, time, change, () => chariotPose(plan, ci, time), spot);
        if (change.driver || change.team) touched.add(ci);
      }
    }
    if (a !== undefined && !touched.has(a)) {
      const implied = impliedCrew(e.type, crewTail(crews[a]!));
      const spot = footSpot(e, e.chariots[0]!);
      const time = at(a);
      if (implied || spot) pushCrew(crews[a]!, time, implied ?? {}, () => chariotPose(plan, a, time), spot);
    }
  }
  return crews;
}

function crewTail(keys: CrewKey[]): CrewKey {
  return keys[keys.length - 1]!;
}

/** What an event changes of a chariot's crew (each left out: unchanged). */
interface CrewChange {
  driver?: DriverState | undefined;
  team?: TeamState | undefined;
  horses?: number | undefined;
}

/** What an event type says about the crew when the event carries no condition attributes. */
function impliedCrew(type: string, now: CrewKey): CrewChange | null {
  switch (type) {
    case 'dragged':
      return { driver: 'dragged' };
    case 'on-foot':
      return { driver: 'on-foot' };
    case 'runaway':
      return { team: 'runaway', driver: now.driver === 'aboard' ? 'down' : now.driver };
    case 'cut-free':
      // A dragged driver cut free is left on foot; a dead horse cut free changes no crew.
      return now.driver === 'dragged' ? { driver: 'on-foot' } : null;
    default:
      return null;
  }
}

function pushCrew(
  keys: CrewKey[],
  time: number,
  change: CrewChange,
  poseNow: () => Pose,
  spot: Pose | null,
): void {
  const tail = crewTail(keys);
  const d = change.driver ?? tail.driver;
  const t = change.team ?? tail.team;
  const horses = change.horses ?? tail.horses;
  const placed = spot !== null && d === 'on-foot';
  const moved = placed && (Math.abs(spot.x - tail.x) > 1e-6 || Math.abs(spot.z - tail.z) > 1e-6);
  if (d === tail.driver && t === tail.team && horses === tail.horses && !moved) return;
  // Several events at one instant: the last word holds, taken from the key before that instant.
  if (tail.time === time && keys.length > 1) keys.pop();
  const last = crewTail(keys);
  // Where he is as this key starts (he may still be running to the last spot); he stays there
  // unless the log moves him.
  const here = { x: last.x, z: last.z };
  crewPosition(last, time, here);
  const key: CrewKey = {
    ...last,
    time,
    driver: d,
    team: t,
    horses,
    tangled: t === 'stopped' && (tail.team === 'stopped' ? tail.tangled : tail.team !== 'runaway'),
    fromX: here.x,
    fromZ: here.z,
    x: here.x,
    z: here.z,
  };
  const justOff = d !== 'aboard' && (last.driver === 'aboard' || last.driver === 'dragged');
  if (placed) {
    // Placed by the log: he runs from where he is (his chariot, if he has just come off) to the spot.
    const from = justOff ? poseNow() : { ...here, heading: last.heading };
    key.heading = from.heading;
    key.fromX = from.x;
    key.fromZ = from.z;
    key.x = spot.x;
    key.z = spot.z;
    const dx = spot.x - from.x;
    const dz = spot.z - from.z;
    key.facing = Math.hypot(dx, dz) > 0.5 ? Math.atan2(-dz, dx) : from.heading - Math.PI / 2;
  } else if (justOff && d !== 'dragged') {
    // Off the car with no place named (thrown, cut free, fallen): clear of his chariot on its outer
    // side, facing the wall, and he stays there.
    const pose = poseNow();
    key.heading = pose.heading;
    key.x = key.fromX = pose.x + Math.sin(pose.heading) * CLEAR_SIDE;
    key.z = key.fromZ = pose.z + Math.cos(pose.heading) * CLEAR_SIDE;
    key.facing = pose.heading - Math.PI / 2;
  }
  keys.push(key);
}
