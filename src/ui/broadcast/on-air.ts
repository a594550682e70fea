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
  programme: Programme | null;
  /** Index of the cut on air. */
  cut: number;
  shot: DirectorShot;
  /** When true the programme holds still (tests, screenshots). */
  held: boolean;
  /** The race the programme is of (the viewer's source), and whether it still grows (a live relay's). */
  race: string | null;
  live: boolean;
}

export const onAir: OnAir = {
  phase: 'waiting',
  phaseTime: 0,
  time: 0,
  programme: null,
  cut: -1,
  shot: { kind: 'wide', camera: -1, subject: null, cut: 0 },
  held: false,
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

/** Starts a fresh programme (a new race): the race card first, when there is one to show. */
export function startProgramme(programme: Programme, withCard: boolean): void {
  onAir.programme = programme;
  onAir.phase = withCard ? 'card' : 'race';
  onAir.phaseTime = 0;
  onAir.time = 0;
  onAir.cut = -1;
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
