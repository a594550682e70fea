import { describe, expect, test } from 'vitest';
import { stationToWorld } from '../../../src/engine/track/circus-maximus.ts';
import { seededRandom } from '../../../src/scene/random.ts';
import {
  type Body,
  behindStart,
  roundPos,
  type Sweep,
  spinaGap,
  sweep,
  type TablePose,
  tableOfWorld,
  wallGap,
} from '../../../src/engine/rulesets/aurigae/arena.ts';

const RAD = Math.PI / 180;

/** The sweep as it was before it passed over points sure to be clear: every step's point worked
 * out and checked, in the same order. The fast one must answer exactly as this one does. */
function everyStep(
  from: TablePose,
  length: number,
  turn: number,
  dir: number,
  steps: number,
  bodies: readonly Body[],
  margin: number,
  contact: number,
  round: boolean,
  firstStraight: boolean,
): Sweep {
  const c2 = contact * contact;
  let lx = from.x;
  let ly = from.y;
  const h0 = from.heading * RAD;
  const straight = Math.abs(turn) < 1e-9;
  const r = straight ? 0 : (length * dir) / (turn * RAD);
  let clear = 0;
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    let ax: number;
    let ay: number;
    if (straight) {
      const s = length * u * dir;
      ax = from.x + s * Math.cos(h0);
      ay = from.y + s * Math.sin(h0);
    } else {
      const dh = turn * RAD * u;
      ax = from.x + r * (Math.sin(h0 + dh) - Math.sin(h0));
      ay = from.y - r * (Math.cos(h0 + dh) - Math.cos(h0));
    }
    const x = round ? roundPos(ax) : ax;
    const y = round ? roundPos(ay) : ay;
    if (spinaGap(x, y) < margin) return { u: clear, hit: 'spina', other: null };
    if (wallGap(x, y) < margin) return { u: clear, hit: 'wall', other: null };
    if (firstStraight && behindStart(x)) return { u: clear, hit: 'start-line', other: null };
    for (const b of bodies) {
      const g2 = (b.x - x) ** 2 + (b.y - y) ** 2;
      if (g2 >= c2) continue;
      if (g2 < (b.x - lx) ** 2 + (b.y - ly) ** 2 - 1e-9) return { u: clear, hit: b.kind, other: b };
    }
    clear = u;
    lx = x;
    ly = y;
  }
  return { u: clear, hit: null, other: null };
}

describe('sweep (arena.ts)', () => {
  test('answers as a sweep that checks every step: arcs along the track, among bodies, near the spina, the wall and the start line', () => {
    // The scene's seeded generator: the same cases every run.
    const rnd = seededRandom(21);
    const out: Sweep = { u: 0, hit: null, other: null };
    const differ: string[] = [];
    let hits = 0;
    let bodyHits = 0;
    for (let n = 0; n < 20000; n++) {
      // A place on the track: a station of the lap, any offset from the spina to the wall.
      const station = rnd() * 4;
      const d = 4 + rnd() * 58;
      const w = stationToWorld(station, d);
      const at = tableOfWorld(w.x, w.z);
      const heading = (w.heading / RAD + (rnd() - 0.5) * 60 + 360) % 360;
      const from = { x: roundPos(at.x), y: roundPos(at.y), heading };
      const length = rnd() < 0.05 ? 0 : Math.floor(rnd() * 61) + (rnd() < 0.3 ? 0.5 : 0);
      const turn = (Math.floor(rnd() * 19) - 9) * 10;
      const dir = rnd() < 0.85 ? 1 : -1;
      const steps = Math.max(1, Math.ceil(length));
      const contact = [3, 3.15, 4.5][Math.floor(rnd() * 3)]!;
      // Bodies strewn about the move's way: some right on it, some just off, one touching the start.
      const bodies: Body[] = [];
      const count = Math.floor(rnd() * 7);
      for (let k = 0; k < count; k++) {
        const along = rnd() * length * dir;
        const h = heading * RAD + turn * RAD * rnd();
        const off =
          k === 0 && rnd() < 0.2 ? contact * (0.5 + rnd() * 0.5) : (rnd() - 0.5) * 2 * (contact + 4);
        bodies.push({
          id: `b${k}`,
          kind: rnd() < 0.8 ? 'chariot' : 'wreck',
          x: from.x + along * Math.cos(h) - off * Math.sin(h),
          y: from.y + along * Math.sin(h) + off * Math.cos(h),
        });
      }
      const margin = rnd() < 0.5 ? 0.05 : 0.6;
      const round = rnd() < 0.5;
      const first = rnd() < 0.3;
      const want = everyStep(from, length, turn, dir, steps, bodies, margin, contact, round, first);
      sweep(from, length, turn, dir, steps, bodies, margin, contact, round, out, first);
      if (want.hit) hits++;
      if (want.other) bodyHits++;
      if (out.u !== want.u || out.hit !== want.hit || out.other !== want.other)
        differ.push(`case ${n}: ${JSON.stringify({ from, length, turn, dir, want, got: { ...out } })}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // The cases reach every kind of stop, not only clear runs.
    expect(hits).toBeGreaterThan(4000);
    expect(bodyHits).toBeGreaterThan(1000);
  });
});
