import { create } from 'zustand';
import type { DirectorShot, Programme } from '../../replay/director.ts';
import type { Phase } from './channel.ts';
import type { Odds } from './odds.ts';

/**
 * The broadcast's per-frame state, outside React like the playback clock: the phase of the
 * programme, its time, the cut on air and the shot handed to the camera rig. The frame loop
 * writes it; the overlay reads it in its own animation frame.
 */
export interface OnAir {
  phase: Phase;
  /** Seconds spent in the phase (wall time of rendered frames). */
  phaseTime: number;
  /** Programme seconds (race and replays). */
  time: number;
  /** Seconds the programme has run on this page, in every phase and race, holds not counted: the recorder's clock. */
  ran: number;
  programme: Programme | null;
  /** Index of the cut on air. */
  cut: number;
  shot: DirectorShot;
  /** When true the programme holds still (the operator's hold on a live relay, tests, screenshots). */
  held: boolean;
  /** A replay the operator called: race seconds shown now and where it ends, at `rate`; null when none. */
  called: { at: number; to: number; rate: number } | null;
  /** The race the programme is of (the viewer's source), and whether it still grows (a live relay's). */
  race: string | null;
  live: boolean;
}

export const onAir: OnAir = {
  phase: 'waiting',
  phaseTime: 0,
  time: 0,
  ran: 0,
  programme: null,
  cut: -1,
  shot: { kind: 'wide', camera: -1, subject: null, cut: 0 },
  held: false,
  called: null,
  race: null,
  live: false,
};

/**
 * Shows the director's programme of a race. Another race starts afresh; the same race again (a live
 * race grown by the turns the relay sent since, directed anew) carries on from the moment on air,
 * without going back to the race card. A live race's programme holds at its end until it grows.
 */
export function showProgramme(programme: Programme, race: string, live: boolean, withCard: boolean): void {
  onAir.live = live;
  if (onAir.programme !== null && onAir.race === race) {
    onAir.programme = programme;
    return;
  }
  onAir.race = race;
  startProgramme(programme, withCard);
}

/** Race seconds a called replay goes back, and its speed. */
const CALLED_BACK = 8;
const CALLED_RATE = 0.5;

/**
 * The operator called a replay (the relay's control page): the race leaves the programme to show its
 * last seconds again, slowed, riding with the chariot on air, then the programme goes on where it was.
 */
export function callReplay(raceTime: number): void {
  if (onAir.phase !== 'race' || raceTime <= 0) return;
  onAir.called = { at: Math.max(0, raceTime - CALLED_BACK), to: raceTime, rate: CALLED_RATE };
  const shot = onAir.shot;
  shot.kind = shot.subject === null ? 'wide' : 'follow';
  shot.replay = true;
  shot.pip = false;
  shot.cut++;
}

/** Whether a replay is on air: one of the director's, or one the operator called. */
export function replayOnAir(): boolean {
  return (
    onAir.phase === 'race' && (onAir.called !== null || onAir.programme?.cuts[onAir.cut]?.replay === true)
  );
}

/** Starts a fresh programme (a new race): the race card first, when there is one to show. */
export function startProgramme(programme: Programme, withCard: boolean): void {
  onAir.programme = programme;
  onAir.phase = withCard ? 'card' : 'race';
  onAir.phaseTime = 0;
  onAir.time = 0;
  onAir.cut = -1;
  onAir.called = null;
}

/** Coarse broadcast state for React: the phase shown, the odds, the race count of a channel. */
export interface BroadcastState {
  phase: Phase;
  odds: Odds[] | null;
  /** Races the odds come from so far, and in all. */
  oddsDone: number;
  oddsTotal: number;
  /** Race number in the channel (1 for the first). */
  raceNumber: number;
  setPhase(phase: Phase): void;
  setOdds(odds: Odds[] | null, done: number, total: number): void;
  setRaceNumber(n: number): void;
}

export const useBroadcast = create<BroadcastState>()((set) => ({
  phase: 'waiting',
  odds: null,
  oddsDone: 0,
  oddsTotal: 0,
  raceNumber: 1,
  setPhase: (phase) => set({ phase }),
  setOdds: (odds, oddsDone, oddsTotal) => set({ odds, oddsDone, oddsTotal }),
  setRaceNumber: (raceNumber) => set({ raceNumber }),
}));
