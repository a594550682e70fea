/**
 * Keeps the chariots' models from running through each other. The log places each chariot on its
 * own square (or place), but the models are longer and wider than some boards' squares, and within
 * a turn each chariot runs its own path, so a team can overtake through the car ahead. Each frame,
 * chariots whose footprints would overlap are eased apart across the track (a stagger within the
 * lane), each by half of what they lack; nothing moves along the track, so the order and the gaps
 * the log gives stay as they are.
 *
 * The push grows smoothly as two chariots close in (no jumps), and each pair keeps the sides it had
 * when it came within reach until it parts again: two chariots whose paths cross in the log go round
 * each other instead of swapping sides through each other. A seek forgets the sides.
 */

/** A whole chariot's footprint in its own frame (m): car rear to the leading horses' noses, and
 * across the trace horses, with a margin for the teams' sway and headings in the turns. */
export const FOOTPRINT = { rear: -0.9, nose: 4.3, halfWidth: 1.3 } as const;
/** Half the footprint's length and width, with a margin for the teams' sway, and its centre's
 * distance ahead of the axle (m). */
const HALF_LENGTH = (FOOTPRINT.nose - FOOTPRINT.rear) / 2 + 0.15;
const HALF_WIDTH = FOOTPRINT.halfWidth + 0.2;
const CENTRE_AHEAD = (FOOTPRINT.nose + FOOTPRINT.rear) / 2;
/** How far beyond touching, along the track, the push begins to grow (m). */
const RAMP = 2.5;
/** The most a chariot is moved off its line (m): two or three lanes at most, where a pack crowds round one that crosses it. */
const MAX_OFFSET = 8;
/** Rounds of pairwise pushes a frame (a pack of three or four settles in a few). */
const ROUNDS = 4;

export interface FleetSpacing {
  /** Each chariot's push across the track this frame (m, to its right). */
  readonly offset: Float64Array;
  /** Side each pair keeps (row i, column j: +1 j to i's right, −1 left, 0 not in reach). */
  readonly side: Int8Array;
  /** Which chariots are drawn whole this frame (1), set by the caller; only these are spaced. */
  readonly whole: Uint8Array;
}

export function createSpacing(n: number): FleetSpacing {
  return { offset: new Float64Array(n), side: new Int8Array(n * n), whole: new Uint8Array(n) };
}

const smooth = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

/**
 * Pushes apart the chariots `spacing.whole` marks, writing into `x` and `z`. `heading` is the
 * track's direction at each chariot (its lanes' direction), which sets along and across.
 */
export function spaceFleet(
  spacing: FleetSpacing,
  n: number,
  x: Float64Array,
  z: Float64Array,
  heading: Float64Array,
  seek: boolean,
): void {
  const { offset, side, whole } = spacing;
  offset.fill(0);
  if (seek) side.fill(0);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < n; i++) {
      if (whole[i] === 0) continue;
      const c = Math.cos(heading[i]!);
      const s = Math.sin(heading[i]!);
      for (let j = i + 1; j < n; j++) {
        if (whole[j] === 0) {
          if (round === 0) side[i * n + j] = 0;
          continue;
        }
        // Footprint centres, in i's frame (along its heading, across to its right), and j's
        // footprint's extent along those axes however it is turned.
        const cj = Math.cos(heading[j]!);
        const sj = Math.sin(heading[j]!);
        const dx = x[j]! + cj * CENTRE_AHEAD - x[i]! - c * CENTRE_AHEAD;
        const dz = z[j]! - sj * CENTRE_AHEAD - z[i]! + s * CENTRE_AHEAD;
        const cos = Math.abs(c * cj + s * sj);
        const sin = Math.abs(s * cj - c * sj);
        const length = HALF_LENGTH + HALF_LENGTH * cos + HALF_WIDTH * sin;
        const width = HALF_WIDTH + HALF_LENGTH * sin + HALF_WIDTH * cos;
        const along = Math.abs(dx * c - dz * s);
        const reach = smooth((length + RAMP - along) / RAMP);
        if (reach === 0) {
          if (round === 0) side[i * n + j] = 0;
          continue;
        }
        const across = dx * s + dz * c + offset[j]! - offset[i]!;
        let keep = side[i * n + j]!;
        if (keep === 0) keep = side[i * n + j] = across > 0 ? 1 : across < 0 ? -1 : j > i ? 1 : -1;
        // What the pair lacks to stand clear on its sides, shared between them.
        const lack = (width - keep * across) * reach;
        if (lack <= 0) continue;
        offset[i] = offset[i]! - (keep * lack) / 2;
        offset[j] = offset[j]! + (keep * lack) / 2;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const o = Math.max(-MAX_OFFSET, Math.min(MAX_OFFSET, offset[i]!));
    offset[i] = o;
    if (o === 0) continue;
    x[i] = x[i]! + Math.sin(heading[i]!) * o;
    z[i] = z[i]! + Math.cos(heading[i]!) * o;
  }
}
