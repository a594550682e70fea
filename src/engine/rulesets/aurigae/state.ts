import type { Condition } from '../../log/schema.ts';
import type { Personality } from '../../race/setup.ts';
import type { TablePose } from './arena.ts';
import type { Sheet } from './plotting.ts';
import type { Grade, TeamQuality } from './tables.ts';

export type Status = Condition['status'];
export type DriverState = 'aboard' | 'dragged' | 'on-foot' | 'down';
export type TeamState = 'harnessed' | 'runaway' | 'stopped';

export interface Chariot extends TablePose {
  id: string;
  personality: Personality;
  grade: Grade;
  team: TeamQuality;
  /** 100 + charioteer skill + team quality: constant for the race (seed II/II). */
  skill: number;
  strength: number;
  dexterity: number;
  /** Inches per turn, as written on the player sheet (0 when stopped). */
  speed: number;
  /** +1 forward, -1 reversing. */
  direction: number;
  /** Integrity level: 0 intact … 4 crash. */
  level: number;
  /** Unwrapped station (segments since the start) and the lap count written on path points. */
  station: number;
  lap: number;
  /** Check modifiers waiting for this chariot's next check (it was struck). */
  pending: number;
  status: Status;
  driver: DriverState;
  teamState: TeamState;
  /** Where the charioteer on foot stands (table inches, and his station), until he reaches
   * safety; null otherwise. */
  foot: { x: number; y: number; station: number } | null;
  /** Points of injury the charioteer has taken. */
  injury: number;
  laps: number;
  finishedAt: number | null;
}

export interface Wreck {
  chariot: string;
  seq: number;
  turn: number;
  x: number;
  y: number;
  heading: number;
  lap: number;
}

export interface AurigaeState {
  turn: number;
  chariots: Chariot[];
  wrecks: Wreck[];
  /** The sheets written this turn, by chariot, until the chariots have moved (empty between turns). */
  sheets: Record<string, Sheet>;
}

export function conditionOf(c: Chariot): Condition {
  return {
    status: c.status,
    attrs: {
      deviation: c.level,
      driver: c.driver,
      team: c.teamState,
      speed: c.speed,
      injury: c.injury,
      laps: c.laps,
    },
  };
}
