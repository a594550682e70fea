import { CIRCUS } from '../engine/track/circus-maximus.ts';
import type { Caption } from './caption.ts';
import type { Plan } from './plan.ts';
import { type ChariotSample, newSample, sampleChariot } from './sample.ts';
import {
  type Framing,
  fieldGroups,
  framingOf,
  groupMostAtStake,
  PACK_MAX,
  STRUNG_OUT,
} from './shot-craft.ts';

/**
 * The auto-director: from a plan to a cut list, the way a broadcast director would cut a race
 * whose log they had read in advance. Pure and deterministic: the same plan and options give the
 * same cuts, so a recorded broadcast and a live page show the same programme.
 *
 * Big moments (wrecks, rams, collisions, attacks, overtakes for the lead, finishes) are found in
 * the log first. Each gets a window of the programme: the director cuts to the trackside camera
 * nearest where it will happen `lead` seconds before it happens, and holds until `after` seconds
 * past it. When two windows overlap, the bigger moment wins. Between windows the cameras cover the
 * leader (or the locked chariot). No shot is shorter than `minShot`. After the biggest moments
 * the programme leaves the race for a slow-motion replay from another angle, then goes back to the
 * race where it left it: programme time and race time part, and each cut says how they map.
 *
 * Camera craft (`shot-craft.ts`): the start and the finish are seen from a helicopter over the
 * spina; a trackside shot pans with a pack, or zooms on a duel and pulls focus from one chariot of
 * it to the other; when the field strings out, the director covers the group with the most at
 * stake rather than a lone leader, and a picture-in-picture keeps the leader in view.
 */

export type ShotKind = 'trackside' | 'follow' | 'wide' | 'helicopter';

export type MomentKind = 'close-finish' | 'wreck' | 'ram' | 'collision' | 'finish' | 'attack' | 'overtake';

export type CutReason = MomentKind | 'start' | 'cover';

export interface Cut {
  /** Programme seconds the shot starts and ends. */
  start: number;
  end: number;
  /** Race (plan) time at the start of the shot, and race seconds per programme second. */
  raceFrom: number;
  rate: number;
  kind: ShotKind;
  /** Index of the trackside camera, -1 for other kinds. */
  camera: number;
  /** The chariot the camera frames, or null (wide shots). */
  subject: string | null;
  /** Chariots in the shot, subject first: named by the lower third. */
  chariots: string[];
  replay: boolean;
  reason: CutReason;
  /** What the shot is about (the moment's caption, or who is covered); worded by `captionText`. */
  caption: Caption;
  /** How the lens frames its chariots, and which it keeps in frame (subject first; [] the field). */
  framing: Framing;
  group: string[];
  /** Focus pulled from the first chariot to the second during the shot, or null. */
  focus: [string, string] | null;
  /** The leader is not in the shot: a picture-in-picture keeps him in view. */
  pip: boolean;
}

/**
 * The shot on air, handed to the camera rig each frame: a trackside camera (an index into
 * BROADCAST_CAMERAS, `cameras.ts`) or a ride behind framing `subject`, or the wide overview. `cut`
 * changes on every cut, so the rig snaps instead of easing.
 */
export interface DirectorShot {
  kind: ShotKind;
  camera: number;
  subject: string | null;
  cut: number;
  /** The cut's framing and the chariots it keeps in frame ([]: the whole field). */
  framing?: Framing;
  group?: readonly string[];
  /** The cut's pull of focus, and how far it has gone (0 on the first chariot, 1 on the second). */
  focus?: readonly [string, string] | null;
  pull?: number;
  /** A slow-motion replay is on air. */
  replay?: boolean;
  /** Show the leader in a picture-in-picture. */
  pip?: boolean;
}

export interface Programme {
  cuts: Cut[];
  /** Programme seconds: the race plus its replays. */
  duration: number;
}

export type CameraPosition = readonly [number, number, number];

export interface DirectorOptions {
  /** Trackside camera positions [x, y, z], metres (the scene's broadcast cameras). */
  cameras: ReadonlyArray<CameraPosition>;
  /** Chariot id to stay on: only its moments are cut to, and it is the subject of every shot. */
  lock?: string | null;
  /** Shortest shot, seconds of programme. */
  minShot?: number;
  /** Seconds before a moment the director cuts to it, and holds after it. */
  lead?: number;
  after?: number;
  /** Slow-motion replays after the biggest moments. */
  replays?: boolean;
  /** Race seconds a replay shows before and after its moment, and its speed. */
  replayBefore?: number;
  replayAfter?: number;
  replayRate?: number;
  /** Race seconds between two replays at least (finishes excepted). */
  replayGap?: number;
  /** A second chariot finishing within this many seconds of the winner makes a close finish. */
  closeFinish?: number;
  /** Race seconds shown after the winner crosses the line before the programme ends. */
  tail?: number;
}

export interface Moment {
  time: number;
  kind: MomentKind;
  chariots: string[];
  caption: Caption;
}

/** How much each moment matters: the bigger wins a clash of windows. */
const PRIORITY: Record<MomentKind, number> = {
  'close-finish': 7,
  wreck: 6,
  ram: 5,
  collision: 5,
  finish: 4,
  attack: 3,
  overtake: 2,
};

/** Moments worth a replay. */
const REPLAYED: ReadonlySet<MomentKind> = new Set(['close-finish', 'wreck', 'ram', 'collision', 'finish']);

/** Race seconds between looks at the field when covering it. */
const STEP = 0.5;
/** Covering: cut away from a camera further than this (m), or to one this much nearer. */
const LOST = 120;
const BETTER = 0.55;
/** Chariots within this distance (m) of the subject are in the shot. */
const IN_SHOT = 30;
const MAX_NAMED = 3;
/** Every third covering shot rides behind the subject instead, for this long at most. */
const FOLLOW_SECONDS = 6;

const DEFAULTS: Required<Omit<DirectorOptions, 'cameras' | 'lock'>> = {
  minShot: 3.5,
  lead: 3,
  after: 2.5,
  replays: true,
  replayBefore: 2.5,
  replayAfter: 2,
  replayRate: 0.5,
  replayGap: 12,
  closeFinish: 2,
  tail: 15,
};

const _a = newSample();
const _b = newSample();

function sampleId(plan: Plan, id: string, t: number, out: ChariotSample): boolean {
  const track = plan.chariots.find((c) => c.id === id);
  if (!track) return false;
  sampleChariot(plan, track, t, out);
  return true;
}

/** The chariot furthest round among those racing (else among the finished) at t, or null. */
export function leaderAt(plan: Plan, t: number): string | null {
  let best: string | null = null;
  let bestRank = -1;
  let bestStation = Number.NEGATIVE_INFINITY;
  for (const track of plan.chariots) {
    sampleChariot(plan, track, t, _a);
    const rank = _a.status === 'racing' ? 2 : _a.status === 'finished' ? 1 : 0;
    if (rank > bestRank || (rank === bestRank && _a.station > bestStation)) {
      best = track.id;
      bestRank = rank;
      bestStation = _a.station;
    }
  }
  return best;
}

/** When the first chariot crosses the finish line (Infinity if none does). */
export function winnerTime(plan: Plan): number {
  let t = Number.POSITIVE_INFINITY;
  for (const m of plan.markers) if (m.kind === 'finish') t = Math.min(t, m.time);
  return t;
}

/** The moments of the race worth cutting to, in time order; only the locked chariot's if locked. */
export function findMoments(
  plan: Plan,
  lock: string | null = null,
  closeFinish: number = DEFAULTS.closeFinish,
): Moment[] {
  const won = winnerTime(plan);
  const moments: Moment[] = [];
  const finishes: Moment[] = [];
  for (const m of plan.markers) {
    const chariots = m.seq !== null ? [...(plan.events[m.seq]?.chariots ?? [])] : [];
    switch (m.kind) {
      case 'wreck':
      case 'ram':
      case 'collision':
      case 'attack':
        moments.push({ time: m.time, kind: m.kind, chariots, caption: m.caption });
        break;
      case 'lead-change': {
        // Once the winner is home, the lead is settled.
        if (m.time >= won) break;
        const now = leaderAt(plan, m.time);
        const before = leaderAt(plan, Math.max(0, m.time - 1));
        const ids = [now, before].filter((id): id is string => id !== null);
        moments.push({ time: m.time, kind: 'overtake', chariots: [...new Set(ids)], caption: m.caption });
        break;
      }
      case 'finish':
        finishes.push({ time: m.time, kind: 'finish', chariots, caption: m.caption });
        break;
      default:
        break;
    }
  }
  finishes.sort((a, b) => a.time - b.time);
  const [first, second] = finishes;
  if (first) {
    if (second && second.time - first.time <= closeFinish) {
      moments.push({
        time: second.time,
        kind: 'close-finish',
        chariots: [...first.chariots, ...second.chariots],
        caption: { what: 'close-finish', who: first.chariots[0] ?? '?', whom: second.chariots[0] ?? '?' },
      });
    } else moments.push(first);
  }
  const mine = lock === null ? moments : moments.filter((m) => m.chariots.includes(lock));
  return mine.sort((a, b) => a.time - b.time || PRIORITY[b.kind] - PRIORITY[a.kind]);
}

/** The spina's ends along x, with its metae and a margin for the statues on it (m). */
const SPINA_WEST = CIRCUS.westMetaX - CIRCUS.metaRadius - 3;
const SPINA_EAST = CIRCUS.eastMetaX + CIRCUS.metaRadius + 3;

/**
 * Whether a camera sees the sand at (x, z) over the spina: a sight line that crosses the spina's
 * axis between its ends passes through its temples, obelisk and metae (all taller than where a
 * trackside camera's line to a chariot crosses them), so it is blocked.
 */
export function seesPast(camera: CameraPosition, x: number, z: number): boolean {
  const cz = camera[2];
  if (cz === 0 || z === 0 || cz > 0 !== z > 0) {
    if (cz === z) return true;
    const f = cz / (cz - z);
    const crossX = camera[0] + f * (x - camera[0]);
    if (f > 0 && f < 1 && crossX > SPINA_WEST && crossX < SPINA_EAST) return false;
  }
  return true;
}

/** The nearest camera that sees (x, z) over the spina (the nearest of all if none does). */
function nearestCamera(cameras: ReadonlyArray<CameraPosition>, x: number, z: number, skip = -1): number {
  let best = -1;
  let bestD = Number.POSITIVE_INFINITY;
  let blind = -1;
  let blindD = Number.POSITIVE_INFINITY;
  for (let i = 0; i < cameras.length; i++) {
    if (i === skip) continue;
    const c = cameras[i]!;
    const d = Math.hypot(c[0] - x, c[2] - z);
    if (!seesPast(c, x, z)) {
      if (d < blindD) {
        blindD = d;
        blind = i;
      }
    } else if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best >= 0 ? best : blind;
}

const distanceTo = (c: CameraPosition, s: ChariotSample): number => Math.hypot(c[0] - s.x, c[2] - s.z);

/** The subject and the chariots near it at t, subject first, at most MAX_NAMED, by distance. */
function inShot(plan: Plan, subject: string, t: number, also: readonly string[] = []): string[] {
  if (!sampleId(plan, subject, t, _a)) return [subject];
  const near: Array<{ id: string; d: number }> = [];
  for (const track of plan.chariots) {
    if (track.id === subject) continue;
    sampleChariot(plan, track, t, _b);
    const d = Math.hypot(_b.x - _a.x, _b.z - _a.z);
    if (also.includes(track.id) || d <= IN_SHOT)
      near.push({ id: track.id, d: also.includes(track.id) ? -1 : d });
  }
  near.sort((p, q) => p.d - q.d || (p.id < q.id ? -1 : 1));
  return [subject, ...near.slice(0, MAX_NAMED - 1).map((n) => n.id)];
}

/** A live shot in race time, before the programme is assembled. */
interface LiveShot {
  from: number;
  to: number;
  kind: ShotKind;
  camera: number;
  subject: string | null;
  chariots: string[];
  reason: CutReason;
  caption: Caption;
  moment: Moment | null;
  framing: Framing;
  group: string[];
  focus: [string, string] | null;
  pip: boolean;
}

/** Whether the leader at t is out of a shot on `ids` (no picture-in-picture on a locked programme). */
function leaderOut(plan: Plan, t: number, ids: readonly string[], lock: string | null): boolean {
  if (lock !== null) return false;
  const leader = leaderAt(plan, t);
  return leader !== null && !ids.includes(leader);
}

const racing = (plan: Plan, id: string, t: number): boolean =>
  sampleId(plan, id, t, _b) && _b.status === 'racing';

/** The shot of a moment: the trackside camera nearest where it happens, on its first chariot. */
function momentShot(
  plan: Plan,
  cameras: ReadonlyArray<CameraPosition>,
  m: Moment,
  from: number,
  to: number,
  lock: string | null,
): LiveShot {
  const subject = lock ?? m.chariots[0] ?? leaderAt(plan, m.time);
  let camera = -1;
  if (subject !== null && sampleId(plan, subject, m.time, _a)) camera = nearestCamera(cameras, _a.x, _a.z);
  const chariots = subject !== null ? inShot(plan, subject, m.time, m.chariots) : [];
  // Two chariots at grips (a lash, a ram, a pass): zoom on the duel, focus pulled from the one who
  // acts to the one acted on, as the blow lands.
  const [a, b] = m.chariots;
  const duel =
    a !== undefined && b !== undefined && a !== b && racing(plan, a, from) && racing(plan, b, from);
  const group = duel ? [a, b] : subject !== null ? [subject] : [];
  return {
    from,
    to,
    kind: camera >= 0 ? 'trackside' : 'wide',
    camera,
    subject,
    chariots,
    reason: m.kind,
    caption: m.caption,
    moment: m,
    framing: duel ? 'duel' : 'subject',
    group,
    focus: duel ? [a, b] : null,
    pip: leaderOut(plan, from, [...chariots, ...group], lock),
  };
}

/** Covers the field between moments: trackside cameras on the subject, now and then a ride behind it. */
function cover(
  plan: Plan,
  cameras: ReadonlyArray<CameraPosition>,
  from: number,
  to: number,
  lock: string | null,
  minShot: number,
  out: LiveShot[],
  counter: { shots: number },
): void {
  const won = winnerTime(plan);
  let start = from;
  while (to - start > 1e-9) {
    // The winner home: the helicopter over the spina sees the field come in.
    if (lock === null && start >= won) {
      const winner = leaderAt(plan, start);
      out.push({
        from: start,
        to,
        kind: 'helicopter',
        camera: -1,
        subject: winner,
        chariots: winner !== null ? inShot(plan, winner, start) : [],
        reason: 'cover',
        caption: { what: 'finish-line' },
        moment: null,
        framing: 'pack',
        group: [],
        focus: null,
        pip: false,
      });
      return;
    }
    // A field strung out: cover the group with the most at stake, its front chariot the subject.
    const field = fieldGroups(plan, start);
    const strung = lock === null && field.groups.length > 1 && field.spread > STRUNG_OUT;
    const picked = strung ? field.groups[groupMostAtStake(field)]! : null;
    const subjectAt = (t: number): string | null => lock ?? picked?.[0] ?? leaderAt(plan, t);
    const subject = subjectAt(start);
    if (subject === null || !sampleId(plan, subject, start, _a)) {
      out.push({
        from: start,
        to,
        kind: 'wide',
        camera: -1,
        subject: null,
        chariots: [],
        reason: 'cover',
        caption: { what: 'field' },
        moment: null,
        framing: 'pack',
        group: [],
        focus: null,
        pip: false,
      });
      return;
    }
    const group = (picked ?? field.groups.find((g) => g.includes(subject)) ?? [subject]).slice(0, PACK_MAX);
    if (lock !== null && !group.includes(lock)) group.splice(0, group.length, lock);
    counter.shots++;
    const follow = counter.shots % 3 === 0 && to - start >= FOLLOW_SECONDS + minShot;
    let end = to;
    let camera = -1;
    if (follow) end = start + FOLLOW_SECONDS;
    else {
      camera = nearestCamera(cameras, _a.x, _a.z);
      // Hold at least minShot, then cut when the camera loses the subject or a much nearer one has it.
      for (let t = start + minShot; t < to - minShot; t += STEP) {
        const who = subjectAt(t);
        if (who === null || !sampleId(plan, who, t, _a)) continue;
        const current = distanceTo(cameras[camera]!, _a);
        const best = nearestCamera(cameras, _a.x, _a.z);
        const hidden = !seesPast(cameras[camera]!, _a.x, _a.z);
        if (
          best !== camera &&
          (hidden || current > LOST || distanceTo(cameras[best]!, _a) < BETTER * current)
        ) {
          end = t;
          break;
        }
      }
    }
    const chariots = inShot(plan, subject, (start + end) / 2);
    const framing = follow ? 'subject' : framingOf(group.length);
    out.push({
      from: start,
      to: end,
      kind: follow ? 'follow' : 'trackside',
      camera,
      subject,
      chariots,
      reason: 'cover',
      caption: {
        what:
          lock !== null || start >= won || (picked && picked[0] !== leaderAt(plan, start))
            ? 'covered'
            : 'leads',
        who: subject,
      },
      moment: null,
      framing,
      group: framing === 'subject' ? [subject] : group,
      // A duel covered: focus pulled from the chariot behind to the one ahead.
      focus: framing === 'duel' ? [group[1]!, group[0]!] : null,
      pip: leaderOut(plan, start, [...chariots, ...group], lock),
    });
    start = end;
  }
}

/** The live shots in race time, from the start to the end of the plan. */
function liveShots(
  plan: Plan,
  moments: Moment[],
  o: Required<Omit<DirectorOptions, 'lock'>> & { lock: string | null },
): LiveShot[] {
  // The programme ends a little after the winner is home (the results card follows).
  const end = Math.min(plan.duration, winnerTime(plan) + o.tail);
  // The start: the field at the carceres, wide, until the first turn begins.
  const startEnd = Math.min(end, Math.max(o.minShot, plan.turnStart[1] ?? 0));
  // Windows: biggest moments first, each kept if it clashes with none kept before.
  const order = moments
    .map((m, i) => ({ m, i }))
    .sort((p, q) => PRIORITY[q.m.kind] - PRIORITY[p.m.kind] || p.m.time - q.m.time || p.i - q.i);
  const kept: Array<{ from: number; to: number; m: Moment }> = [];
  for (const { m } of order) {
    const from = Math.max(startEnd, m.time - o.lead);
    const to = Math.min(end, m.time + o.after);
    if (to - from < o.minShot) continue;
    if (kept.some((k) => from < k.to && k.from < to)) continue;
    kept.push({ from, to, m });
  }
  kept.sort((p, q) => p.from - q.from);
  // The start: from a helicopter over the spina, the field leaving the carceres.
  const shots: LiveShot[] = [
    {
      from: 0,
      to: startEnd,
      kind: 'helicopter',
      camera: -1,
      subject: o.lock,
      chariots: o.lock !== null ? [o.lock] : [],
      reason: 'start',
      caption: { what: 'carceres' },
      moment: null,
      framing: 'pack',
      group: [],
      focus: null,
      pip: false,
    },
  ];
  const counter = { shots: 0 };
  let cursor = startEnd;
  for (const k of kept) {
    if (k.from - cursor >= o.minShot)
      cover(plan, o.cameras, cursor, k.from, o.lock, o.minShot, shots, counter);
    else shots[shots.length - 1]!.to = k.from; // too short to cut to: the shot before holds on
    shots.push(momentShot(plan, o.cameras, k.m, k.from, k.to, o.lock));
    cursor = k.to;
  }
  if (end - cursor >= o.minShot) cover(plan, o.cameras, cursor, end, o.lock, o.minShot, shots, counter);
  else shots[shots.length - 1]!.to = end;
  return shots;
}

/** Directs the race: the cut list of its broadcast, replays included. */
export function direct(plan: Plan, options: DirectorOptions): Programme {
  const o = { ...DEFAULTS, ...options, lock: options.lock ?? null };
  if (o.lock !== null && !plan.chariots.some((c) => c.id === o.lock)) o.lock = null;
  const moments = findMoments(plan, o.lock, o.closeFinish);
  const live = liveShots(plan, moments, o);
  const cuts: Cut[] = [];
  let p = 0;
  let lastReplay = Number.NEGATIVE_INFINITY;
  for (const s of live) {
    cuts.push({
      start: p,
      end: p + (s.to - s.from),
      raceFrom: s.from,
      rate: 1,
      kind: s.kind,
      camera: s.camera,
      subject: s.subject,
      chariots: s.chariots,
      replay: false,
      reason: s.reason,
      caption: s.caption,
      framing: s.framing,
      group: s.group,
      focus: s.focus,
      pip: s.pip,
    });
    p += s.to - s.from;
    const m = s.moment;
    if (!o.replays || !m || !REPLAYED.has(m.kind) || s.subject === null) continue;
    const isFinish = m.kind === 'finish' || m.kind === 'close-finish';
    if (!isFinish && m.time - lastReplay < o.replayGap) continue;
    lastReplay = m.time;
    // Another angle: the second-nearest trackside camera to where it happened.
    sampleId(plan, s.subject, m.time, _a);
    const camera = nearestCamera(o.cameras, _a.x, _a.z, s.camera);
    const raceFrom = Math.max(0, m.time - o.replayBefore);
    const length = (Math.min(plan.duration, m.time + o.replayAfter) - raceFrom) / o.replayRate;
    cuts.push({
      start: p,
      end: p + length,
      raceFrom,
      rate: o.replayRate,
      kind: camera >= 0 ? 'trackside' : 'follow',
      camera,
      subject: s.subject,
      chariots: s.chariots,
      replay: true,
      reason: m.kind,
      caption: m.caption,
      framing: s.framing,
      group: s.group,
      focus: s.focus,
      pip: false,
    });
    p += length;
  }
  return { cuts, duration: p };
}

/** Index of the cut playing at programme time p (binary search; the last cut past the end). */
export function cutIndexAt(programme: Programme, p: number): number {
  const { cuts } = programme;
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cuts[mid]!.start <= p) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, Math.min(cuts.length - 1, lo - 1));
}

/** Race time shown at programme time p. */
export function raceTimeAt(programme: Programme, p: number): number {
  if (programme.cuts.length === 0) return 0;
  const cut = programme.cuts[cutIndexAt(programme, p)]!;
  return cut.raceFrom + Math.max(0, Math.min(p, cut.end) - cut.start) * cut.rate;
}

/**
 * Race time of the live action at programme time p: during a replay, where the race was left
 * (so standings and ticker do not run back with the replay).
 */
export function liveRaceTimeAt(programme: Programme, p: number): number {
  let i = cutIndexAt(programme, p);
  while (i > 0 && programme.cuts[i]!.replay) i--;
  const cut = programme.cuts[i];
  if (!cut) return 0;
  return cut.raceFrom + Math.max(0, Math.min(p, cut.end) - cut.start) * cut.rate;
}
