import type { EffectTimeline } from '../../replay/effects.ts';
import { hash01 } from './hash.ts';

/**
 * The cosmetic debris of a car breaking up (a wreck) or losing a wheel (a wheel ripped off): which
 * pieces fly, from where, and with what seeded push. Pure data from the effect timeline; the
 * physics (debris-sim.ts) only moves these pieces and never anything the log places.
 */

export type DebrisKind = 'splinter' | 'spoke' | 'wheel';
export const DEBRIS_KINDS: readonly DebrisKind[] = ['splinter', 'spoke', 'wheel'];

export interface DebrisPiece {
  kind: DebrisKind;
  /** Plan time it is thrown, s; the event's seq. */
  time: number;
  seq: number;
  /** Where it starts (m, world). */
  x: number;
  y: number;
  z: number;
  /** Linear (m/s) and angular (rad/s) velocity it is thrown with. */
  vx: number;
  vy: number;
  vz: number;
  wx: number;
  wy: number;
  wz: number;
  /** Chariot whose paint it carries (splinters of the body), or -1 for bare wood. */
  chariot: number;
}

/** Pieces of each kind at full quality: a wreck throws all of them, a ripped wheel only some. */
const WRECK = { splinter: 9, spoke: 4, wheel: 1 } as const;
const RIP = { splinter: 3, spoke: 3, wheel: 0 } as const;
/** Half sizes (m) of each kind's collider and drawn shape: long, thin and thick. */
export const DEBRIS_SIZE: Readonly<Record<DebrisKind, readonly [number, number, number]>> = {
  splinter: [0.3, 0.035, 0.07],
  spoke: [0.22, 0.02, 0.02],
  wheel: [0.45, 0.45, 0.05],
};

/** Seeded value in [lo, hi). */
const span = (seed: number, piece: number, salt: number, lo: number, hi: number): number =>
  lo + (hi - lo) * hash01(seed, piece, salt);

/**
 * The debris of a timeline, by time then seq. `share` (0-1, from the quality setting) keeps that
 * part of each kind, at least one piece where the kind has any.
 */
export function debrisPieces(timeline: EffectTimeline, share = 1): DebrisPiece[] {
  const out: DebrisPiece[] = [];
  const throwPieces = (
    counts: Readonly<Record<DebrisKind, number>>,
    at: { time: number; seq: number; x: number; z: number; heading: number; seed: number },
    chariot: number,
    carry: number,
  ) => {
    let n = 0;
    for (const kind of DEBRIS_KINDS) {
      const full = counts[kind];
      const count = full === 0 ? 0 : Math.max(1, Math.round(full * share));
      for (let i = 0; i < count; i++, n++) {
        // Out in every direction, with the car's own speed along its heading, and up.
        const dir = span(at.seed, n, 1, 0, Math.PI * 2);
        const speed = span(at.seed, n, 2, 1.5, kind === 'wheel' ? 3 : 5.5);
        const forward = carry * span(at.seed, n, 3, 0.5, 1);
        out.push({
          kind,
          time: at.time,
          seq: at.seq,
          x: at.x + span(at.seed, n, 4, -0.6, 0.6),
          y: span(at.seed, n, 5, 0.5, 1.1),
          z: at.z + span(at.seed, n, 6, -0.6, 0.6),
          vx: Math.cos(dir) * speed + Math.cos(at.heading) * forward,
          vy: span(at.seed, n, 7, 2, kind === 'wheel' ? 4 : 6.5),
          vz: Math.sin(dir) * speed - Math.sin(at.heading) * forward,
          wx: span(at.seed, n, 8, -12, 12),
          wy: span(at.seed, n, 9, -12, 12),
          wz: span(at.seed, n, 10, -12, 12),
          chariot: kind === 'splinter' && hash01(at.seed, n, 11) < 0.5 ? chariot : -1,
        });
      }
    }
  };
  for (const b of timeline.bursts) if (b.kind === 'debris') throwPieces(WRECK, b, b.chariot, 4);
  // The wheel itself is drawn rolling away (LooseWheels); the physics throws its broken parts.
  for (const w of timeline.wheels) throwPieces(RIP, w, w.chariot, 2);
  out.sort((p, q) => p.time - q.time || p.seq - q.seq);
  return out;
}
