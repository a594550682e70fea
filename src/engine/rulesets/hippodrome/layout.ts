import type { PathPoint, PlacePoint } from '../../log/schema.ts';
import { PLACES_LINE, placesMetres, placesStation } from '../../track/places-mapping.ts';

/**
 * Where the viewer shows each team. The rules know only an order of places; this lays the order
 * out on the track in metres along one racing line (`PLACES_LINE`): the leader runs at the phase's
 * pace, each team behind follows at a gap that comes from the last roll between it and the team
 * ahead, the two teams of a pass attempt run side by side, wrecks stay where they crashed.
 * Presentation only: nothing here feeds back into the rules.
 *
 * A lap is four passing phases, each on its own part of the track: the 1st straight phase on the
 * south straight, the 1st bend phase round the east meta, the 2nd straight phase on the north
 * straight, the 2nd bend phase round the west meta (stations 0-1, 1-2, 2-3, 3-4 of each lap).
 */
const LINE = PLACES_LINE.racingLine;
export const STRAIGHT_M = 335;
export const TURN_M = Math.PI * LINE;
export const LAP_M = 2 * STRAIGHT_M + 2 * TURN_M;
/** The leader leaves each meta this far behind before a straight phase begins. */
const EXIT_M = 30;
/** Where the start's run to the rail ends. */
const START_RUN_M = 60;
/** Closest a team follows the one ahead, and the side-by-side offset of a pass attempt. */
const MIN_SEP_M = 6;
const ALONGSIDE_M = 0.5;
/** Each step, every team covers at least this share of the leader's advance (never backwards). */
const MIN_PROGRESS = 0.2;

export type PhaseKind = 'straight' | 'bend';

/** The leader's run in a phase, metres along the racing line: [from, to]. */
export function phaseSpan(lap: number, index: 0 | 1 | 2 | 3): [number, number] {
  const base = (lap - 1) * LAP_M;
  switch (index) {
    case 0:
      return [lap === 1 ? START_RUN_M : base + EXIT_M, base + STRAIGHT_M];
    case 1:
      return [base + STRAIGHT_M, base + STRAIGHT_M + TURN_M + EXIT_M];
    case 2:
      return [base + STRAIGHT_M + TURN_M + EXIT_M, base + 2 * STRAIGHT_M + TURN_M];
    default:
      return [base + 2 * STRAIGHT_M + TURN_M, base + LAP_M + EXIT_M];
  }
}

export const START_SPAN: [number, number] = [0, START_RUN_M];

/** Gap behind the team ahead for a roll margin: wide on the straights, bunched at the metae. */
export function spacingFor(margin: number, tight: boolean): number {
  const m = Math.max(0, margin);
  return tight ? 7 + 0.5 * Math.min(m, 6) : 8 + 2.5 * Math.min(m, 8);
}

const round = (x: number, digits: number): number => {
  const k = 10 ** digits;
  return Math.round(x * k) / k;
};

interface Spot {
  s: number;
  abreast: number;
  point: PlacePoint;
}

export interface Step {
  id: string;
  path: PathPoint[];
}

export interface StepOptions {
  /** Bunch up (bend phases, and the end of a straight phase before the meta). */
  tight?: boolean;
  /** A pass attempt: the passer runs alongside the team it tries to pass. */
  alongside?: { passer: string; defender: string };
}

/** The layout's data, kept in the race state (plain, so the checkpoints hash it). */
export interface LayoutState {
  spots: Record<string, Spot>;
  /** Roll margin behind the team ahead, per team: sets its gap. */
  margins: Record<string, number>;
  /** Fraction of the phase each team's last path ended at. */
  lastF: Record<string, number>;
  span: [number, number];
  paceF: number;
}

export function emptyLayout(): LayoutState {
  return { spots: {}, margins: {}, lastF: {}, span: [START_SPAN[0], START_SPAN[1]], paceF: 0 };
}

/** The layout's operations, over its data in the race state. */
export class Layout {
  constructor(private readonly data: LayoutState) {}

  private get spots(): Record<string, Spot> {
    return this.data.spots;
  }

  /** Teams stand in their stalls across the start line. */
  placeAtStall(id: string, stall: number): PlacePoint {
    const point: PlacePoint = { place: stall, gap: 0, station: 0, abreast: 2 * (stall - 1) };
    this.spots[id] = { s: 0, abreast: point.abreast!, point };
    return point;
  }

  point(id: string): PlacePoint {
    return this.spots[id]!.point;
  }

  setMargin(id: string, margin: number): void {
    this.data.margins[id] = margin;
  }

  /** A new phase (one log turn): the leader will run `span`; paths restart at f = 0. */
  beginPhase(span: [number, number]): void {
    this.data.span = [span[0], span[1]];
    this.data.paceF = 0;
    this.data.lastF = {};
  }

  pace(f: number): number {
    const [from, to] = this.data.span;
    return from + (to - from) * f;
  }

  private make(place: number, s: number, abreast: number, leaderS: number): PlacePoint {
    return {
      place,
      gap: round(Math.max(0, leaderS - s), 2),
      station: round(placesStation(s), 6),
      abreast: round(abreast, 3),
    };
  }

  /**
   * The path from where the team stands to `to`. Where it crosses from a straight into a turn or
   * back, a point is added on the boundary: stations are not metres (a straight is ten times a
   * turn), so without it the viewer would rush the straight part and crawl round the meta.
   */
  private path(id: string, to: PlacePoint, f: number): PathPoint[] {
    const spot = this.spots[id]!;
    const from = spot.point;
    const f0 = this.data.lastF[id] ?? 0;
    this.data.lastF[id] = f;
    const out: PathPoint[] = [{ ...from, f: round(f0, 4) }];
    const s0 = spot.s;
    const s1 = placesMetres(to.station!);
    for (let b = Math.floor(from.station!) + 1; b <= to.station! - 1e-9 && s1 > s0; b++) {
      const u = (placesMetres(b) - s0) / (s1 - s0);
      if (u <= 0 || u >= 1) continue;
      out.push({
        place: to.place,
        gap: round((from.gap ?? 0) + u * ((to.gap ?? 0) - (from.gap ?? 0)), 2),
        station: b,
        abreast: round((from.abreast ?? 0) + u * ((to.abreast ?? 0) - (from.abreast ?? 0)), 3),
        f: round(f0 + u * (f - f0), 4),
      });
    }
    out.push({ ...to, f: round(f, 4) });
    return out;
  }

  /** Moves one team to a spot of its own (the start's break; a team shying at a wreck). */
  moveTo(id: string, place: number, s: number, abreast: number, leaderS: number, f: number): Step {
    const spot = this.spots[id]!;
    const target = Math.max(s, spot.s);
    const point = this.make(place, target, abreast, leaderS);
    const path = this.path(id, point, f);
    this.spots[id] = { s: target, abreast, point };
    return { id, path };
  }

  metres(id: string): number {
    return this.spots[id]!.s;
  }

  /**
   * Every team still racing runs on to phase fraction `f`, in `order` (1st place first). The
   * leader runs at the pace; each team behind keeps its gap, covers at least a share of the
   * leader's advance, and never closes nearer than the minimum separation (those ahead are pushed
   * on instead, so nobody goes backwards and the order on the track stays the order of places).
   */
  step(order: readonly string[], f: number, opts: StepOptions = {}): Step[] {
    const pace = this.pace(f);
    const advance = Math.max(0, pace - this.pace(this.data.paceF));
    this.data.paceF = f;
    const targets: number[] = [];
    const abreast: number[] = [];
    for (const [i, id] of order.entries()) {
      const old = this.spots[id]!.s;
      const side = opts.alongside?.passer === id && order[i - 1] === opts.alongside.defender;
      let t: number;
      if (i === 0) t = pace;
      else if (side) t = targets[i - 1]! - ALONGSIDE_M;
      else t = targets[i - 1]! - spacingFor(this.data.margins[id] ?? 0, opts.tight ?? false);
      targets.push(Math.max(t, old + MIN_PROGRESS * advance));
      abreast.push(side ? abreast[i - 1]! + 1 : 0);
    }
    for (let i = order.length - 1; i > 0; i--) {
      const side = opts.alongside?.passer === order[i] && order[i - 1] === opts.alongside?.defender;
      const sep = side ? ALONGSIDE_M : MIN_SEP_M;
      if (targets[i - 1]! < targets[i]! + sep) targets[i - 1] = targets[i]! + sep;
    }
    const leaderS = targets[0] ?? pace;
    return order.map((id, i) => {
      const point = this.make(i + 1, targets[i]!, abreast[i]!, leaderS);
      const path = this.path(id, point, f);
      this.spots[id] = { s: targets[i]!, abreast: abreast[i]!, point };
      return { id, path };
    });
  }
}
