import type { Quality } from '../../playback/quality.ts';

/** How much each effect draws at each quality level (a slow machine picks a lower one). */
export interface EffectBudget {
  /** Rain streaks around the camera (two triangles each). */
  readonly rainStreaks: number;
  /** Splash rings on the sand near the camera. */
  readonly splashes: number;
  /** Dust puffs trailing each team. */
  readonly dustPerTeam: number;
  /**
   * Seconds between a team's puffs: with dustPerTeam, how long its trail hangs. Low raises fewer
   * puffs further apart, so the trail is as long as medium's (at half resolution a short one was a
   * single faint puff at the team's heels), each a little thicker for the puffs it lacks.
   */
  readonly dustTick: number;
  /** The puffs' opacity, as a share of the full. */
  readonly dustOpacity: number;
  /** Particles of the bursts (sand, splinters, blades) drawn at once. */
  readonly particles: number;
  /** Particles per burst, as a share of each kind's full count. */
  readonly burstShare: number;
  /** Physics debris thrown by a wreck or a ripped wheel, as a share of the full set. */
  readonly debrisShare: number;
}

export const EFFECT_BUDGET: Readonly<Record<Quality, EffectBudget>> = {
  low: {
    rainStreaks: 2500,
    splashes: 400,
    dustPerTeam: 6,
    dustTick: 0.25,
    dustOpacity: 1.3,
    particles: 256,
    burstShare: 0.4,
    debrisShare: 0.4,
  },
  medium: {
    rainStreaks: 7000,
    splashes: 1200,
    dustPerTeam: 10,
    dustTick: 0.15,
    dustOpacity: 1,
    particles: 768,
    burstShare: 0.75,
    debrisShare: 0.7,
  },
  high: {
    rainStreaks: 14000,
    splashes: 2500,
    dustPerTeam: 14,
    dustTick: 0.15,
    dustOpacity: 1,
    particles: 1536,
    burstShare: 1,
    debrisShare: 1,
  },
};
