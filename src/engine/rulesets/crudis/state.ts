import type { Condition } from '../../log/schema.ts';
import type { Personality } from '../../race/setup.ts';
import type { Spot } from './board.ts';

export type Status = Condition['status'];

export interface Chariot extends Spot {
  id: string;
  personality: Personality;
  status: Status;
  /** Added to every damage roll (chariot damaged −1, badly damaged −2, cumulative). */
  damageMod: number;
  /** Added to the white dice (horse hurt −1, badly hurt −2, cumulative). */
  moveMod: number;
  whip: boolean;
  /** The next move swerves instead of being steered. */
  lostControl: boolean;
  /** Id of the lock group this chariot belongs to, if locked to others. */
  lock: number | null;
  /** Laps completed. */
  laps: number;
  /** Turn time at which it crossed the finish line. */
  finishedAt: number | null;
}

export interface Wreck extends Spot {
  chariot: string;
  seq: number;
  turn: number;
}

export interface CrudisState {
  turn: number;
  chariots: Chariot[];
  wrecks: Wreck[];
  nextLock: number;
  /** This turn's order of moves (chariot ids). */
  order: string[];
}

export function conditionOf(c: Chariot): Condition {
  return {
    status: c.status,
    attrs: {
      damageMod: c.damageMod,
      moveMod: c.moveMod,
      whip: c.whip,
      lostControl: c.lostControl,
      locked: c.lock,
      laps: c.laps,
    },
  };
}
