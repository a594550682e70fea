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
/** The most a chariot is moved off its line (m): three lanes at most, where a pack crowds round one that crosses it
 * (Aurigae seed 1 needs 11 m at its worst). */
const MAX_OFFSET = 12;
/** Most rounds of pairwise pushes a frame; a frame stops as soon as a round finds every pair clear. */
const MAX_ROUNDS = 24;
/** A pair that lacks less than this is clear (m). */
const CLEAR = 1e-3;

export interface FleetSpacing {
  /** Each chariot's push this frame (m, east and south in the world's x and z). */
  readonly pushX: Float64Array;
  readonly pushZ: Float64Array;
  /** Side each pair keeps (row i, column j: +1 j to i's right, −1 left, 0 not in reach). */
  readonly side: Int8Array;
  /** Which chariots are drawn whole this frame (1), set by the caller; only these are spaced. */
  readonly whole: Uint8Array;
}

export function createSpacing(n: number): FleetSpacing {
  return {
    pushX: new Float64Array(n),
    pushZ: new Float64Array(n),
    side: new Int8Array(n * n),
    whole: new Uint8Array(n),
  };
}

const smooth = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

/**
 * Pushes apart the chariots `spacing.whole` marks, writing into `x` and `z`. `heading` is the
 * track's direction at each chariot (its lanes' direction), which sets along and across.
 *
 * Each pair is measured in the frame of its first chariot (the rectangles' overlap along its
 * heading and across it, however the second is turned) and pushed apart across that heading, each
 * by half; rounds repeat until a round finds every pair clear, as a push can crowd a third chariot
 * (a pack settles in a few rounds).
 */
export function spaceFleet(
  spacing: FleetSpacing,
  n: number,
  x: Float64Array,
  z: Float64Array,
  heading: Float64Array,
  seek: boolean,
): void {
  const { pushX, pushZ, side, whole } = spacing;
  pushX.fill(0);
  pushZ.fill(0);
  if (seek) side.fill(0);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let pushed = false;
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
        const dx = x[j]! + pushX[j]! + cj * CENTRE_AHEAD - x[i]! - pushX[i]! - c * CENTRE_AHEAD;
        const dz = z[j]! + pushZ[j]! - sj * CENTRE_AHEAD - z[i]! - pushZ[i]! + s * CENTRE_AHEAD;
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
        const across = dx * s + dz * c;
        let keep = side[i * n + j]!;
        if (keep === 0) keep = side[i * n + j] = across > 0 ? 1 : across < 0 ? -1 : j > i ? 1 : -1;
        // What the pair lacks to stand as far apart on its sides as its reach asks (clear, in
        // reach), shared between them across i's heading: a bound, not a blend, so that rounds
        // repeated on a pair settle where one round would.
        const lack = width * reach - keep * across;
        if (lack <= CLEAR) continue;
        pushed = true;
        const half = (keep * lack) / 2;
        pushX[i] = pushX[i]! - s * half;
        pushZ[i] = pushZ[i]! - c * half;
        pushX[j] = pushX[j]! + s * half;
        pushZ[j] = pushZ[j]! + c * half;
      }
    }
    if (!pushed) break;
  }
  for (let i = 0; i < n; i++) {
    const px = pushX[i]!;
    const pz = pushZ[i]!;
    if (px === 0 && pz === 0) continue;
    const length = Math.hypot(px, pz);
    const scale = length > MAX_OFFSET ? MAX_OFFSET / length : 1;
    x[i] = x[i]! + px * scale;
    z[i] = z[i]! + pz * scale;
  }
}
