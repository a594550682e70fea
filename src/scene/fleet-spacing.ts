/**
 * Keeps the chariots' models from running through each other. The log places each chariot on its
 * own square (or place), but the models are longer and wider than some boards' squares, and within
 * a turn each chariot runs its own path, so a team can overtake through the car ahead. Each frame,
 * chariots whose footprints would overlap are eased apart across the track (a stagger within the
 * lane), each by half of what they lack; nothing moves along the track, so the order and the gaps
 * the log gives stay as they are.
 *
 * The push grows smoothly as two chariots close in, and each pair keeps the sides it had when it
 * came within reach until it parts again: two chariots whose paths cross in the log go round each
 * other instead of swapping sides through each other. The push solved for a frame can still change
 * at once (a pair kept on its sides across the log's crossing is let go when it parts; a pack
 * settles one way or another; a chariot stops being spaced when it is wrecked): the push drawn
 * follows it at a bounded pace (`pushStep`), so a chariot slides aside or back instead of jumping
 * (solved alone, a push sprang up to 7.7 m in a frame in jams). A seek forgets the sides and takes
 * the push at once.
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
/**
 * The most a push moves a chariot in a second of race (m/s): half the pace of a galloping team, a
 * chariot sliding aside rather than jumping (a third of a metre a frame at 30 frames a second).
 * The log's own moves are continuous at a team's pace (up to about TEAM_PACE); where it throws a
 * chariot faster (a bounce, a wreck thrown across: up to 4.5 m in a frame), the push may follow by
 * that much more, else the chariot hit would be run through.
 */
export const MAX_PUSH_SPEED = 10;
export const TEAM_PACE = 20;

/** How far the push drawn may move in a frame of `dt` s where the log moved a chariot `thrown` m. */
export function pushStep(dt: number, thrown: number): number {
  return MAX_PUSH_SPEED * dt + Math.max(0, thrown - TEAM_PACE * dt);
}

/** Most rounds of pairwise pushes a frame; a frame stops as soon as a round finds every pair clear. */
const MAX_ROUNDS = 24;
/** A pair that lacks less than this is clear (m). */
const CLEAR = 1e-3;

export interface FleetSpacing {
  /** Each chariot's push solved this frame (m, east and south in the world's x and z). */
  readonly pushX: Float64Array;
  readonly pushZ: Float64Array;
  /** Side each pair keeps (row i, column j: +1 j to i's right, −1 left, 0 not in reach). */
  readonly side: Int8Array;
  /** Which chariots are drawn whole this frame (1), set by the caller; only these are spaced. */
  readonly whole: Uint8Array;
  /** The push drawn this frame (m), which follows `pushX`/`pushZ` at a bounded pace. */
  readonly drawnX: Float64Array;
  readonly drawnZ: Float64Array;
  /** Where the log put each chariot last frame (before any push). */
  readonly logX: Float64Array;
  readonly logZ: Float64Array;
}

export function createSpacing(n: number): FleetSpacing {
  return {
    pushX: new Float64Array(n),
    pushZ: new Float64Array(n),
    side: new Int8Array(n * n),
    whole: new Uint8Array(n),
    drawnX: new Float64Array(n),
    drawnZ: new Float64Array(n),
    logX: new Float64Array(n),
    logZ: new Float64Array(n),
  };
}

const smooth = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

/**
 * Pushes apart the chariots `spacing.whole` marks, writing into `x` and `z`. `heading` is the
 * track's direction at each chariot (its lanes' direction), which sets along and across; `dt` the
 * race time since the last frame (s), `seek` whether the time jumped (the pushes start afresh).
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
  dt: number,
): void {
  const { pushX, pushZ, side, whole, drawnX, drawnZ, logX, logZ } = spacing;
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
  // The push drawn moves towards this frame's at most MAX_PUSH_SPEED, and faster only by as much as
  // the log moves a chariot faster than a team runs (a bounce, a throw); a seek takes it at once.
  let thrown = 0;
  for (let i = 0; i < n; i++) {
    if (whole[i] === 1) thrown = Math.max(thrown, Math.hypot(x[i]! - logX[i]!, z[i]! - logZ[i]!));
    logX[i] = x[i]!;
    logZ[i] = z[i]!;
  }
  const step = seek ? Number.POSITIVE_INFINITY : pushStep(dt, thrown);
  for (let i = 0; i < n; i++) {
    let px = pushX[i]!;
    let pz = pushZ[i]!;
    const length = Math.hypot(px, pz);
    if (length > MAX_OFFSET) {
      px *= MAX_OFFSET / length;
      pz *= MAX_OFFSET / length;
    }
    const mx = px - drawnX[i]!;
    const mz = pz - drawnZ[i]!;
    const move = Math.hypot(mx, mz);
    const k = move > step ? step / move : 1;
    drawnX[i] = drawnX[i]! + mx * k;
    drawnZ[i] = drawnZ[i]! + mz * k;
    x[i] = x[i]! + drawnX[i]!;
    z[i] = z[i]! + drawnZ[i]!;
  }
}
