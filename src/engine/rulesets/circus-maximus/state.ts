import type { Condition, Weather } from '../../log/schema.ts';
import type { Personality } from '../../race/setup.ts';
import type { Spot } from './board.ts';
import type { Spec } from './spec.ts';
import type { WhipKind } from './tables.ts';

export type Status = Condition['status'];
export type DriverState = 'aboard' | 'dragged' | 'on-foot' | 'down';
export type TeamState = 'harnessed' | 'runaway' | 'stopped' | 'none';

export interface Horse {
  /** Speed bought at set-up. */
  speed: number;
  hits: number;
  dead: boolean;
  /** Cut out of the harness (a dead horse only). */
  cut: boolean;
}

export interface Chariot extends Spot {
  id: string;
  personality: Personality;
  spec: Spec;
  status: Status;
  driver: DriverState;
  team: TeamState;
  horses: Horse[];
  /** Driver hits taken so far (the spec gives the boxes). */
  driverHits: number;
  endurance: number;
  wheels: { left: number; right: number };
  whip: WhipKind;
  /** Jostle penalty on the CDM, recovering 1 a turn. */
  jostle: number;
  /** Head or eye wounds: CDM −1 each, for the rest of the race. */
  headWounds: number;
  /** Moves left that must run straight (dust eye wound). */
  straightMoves: number;
  /** Blinded by dust: team speed halved until a 5 or 6. */
  blinded: boolean;
  /** MF lost on the next move (speed loss). */
  speedLoss: number;
  /** The next move is a forced brake. */
  forcedBrake: boolean;
  dust: boolean;
  knife: boolean;
  smallKnife: boolean;
  spear: boolean;
  /** Written this turn. */
  turnSpeed: number;
  strain: boolean;
  laps: number;
  finishedAt: number | null;
  /** Turns a runaway team has run. */
  runawayTurns: number;
  /** A driver on foot: where he stands (lane may pass 8 when he has left the track). */
  foot: Spot | null;
}

export interface Obstacle extends Spot {
  kind: 'wreck' | 'carcass';
  chariot: string;
  seq: number;
  turn: number;
  /** A carcass does not trouble the chariot it was cut from on the turn it was cut. */
  cutTurn?: number;
  /** A wreck whose team tore loose and ran off: the car's square alone (else car and team). */
  teamGone?: boolean;
}

export interface CmState {
  turn: number;
  chariots: Chariot[];
  obstacles: Obstacle[];
  weather: Weather;
  /** Corners each chariot has completed under rain since the rain began (mud at three). */
  rainCorners: Record<string, number>;
  /** Corners each chariot had completed at the end of the last turn (rain counting). */
  cornersDone: Record<string, number>;
  /** The 'clear, reroll each lap' result is in force. */
  unsettled: boolean;
  /** Laps the leader has completed (the unsettled sky's reroll each lap). */
  leaderLap: number;
  /** The weather as the race began (the header's). */
  startWeather: Weather;
  /** The lane each driver aims for this turn, written with his speed. */
  aims: Record<string, number>;
  /** Chariots that took a corner over its safe speed this turn (a flip check needs it). */
  overspeed: string[];
}

export const aliveHorses = (c: Chariot): number => c.horses.filter((h) => !h.dead).length;

export function conditionOf(c: Chariot): Condition {
  return {
    status: c.status,
    attrs: {
      driver: c.driver,
      team: c.team,
      horses: c.horses.filter((h) => !h.dead && !h.cut).length,
      endurance: c.endurance,
      driverHitsLeft: Math.max(0, c.spec.driverHits - c.driverHits),
      horseHits: c.horses.map((h) => (h.dead ? 'x' : String(h.hits))).join('/'),
      wheelLeft: c.wheels.left,
      wheelRight: c.wheels.right,
      jostle: c.jostle,
      whip: c.whip,
      laps: c.laps,
    },
  };
}
