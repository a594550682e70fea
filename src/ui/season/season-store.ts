import { create } from 'zustand';
import type { SeasonFile } from '../../engine/season/file.ts';
import { useViewer } from '../../playback/store.ts';

/**
 * The season the page opened (a season file, or one resolved from `?season=`): its races and
 * standings, and which race is playing. Picking a race plays its log in the viewer.
 */
export interface SeasonState {
  season: SeasonFile | null;
  /** Where it came from (a file name, an address), for the race's source line. */
  source: string;
  /** The race playing, from 0. */
  race: number;
  /** Whether the season panel is open. */
  open: boolean;
  /** Opens a season at its race `start` (from 0; the first where the season has no such race). */
  setSeason(season: SeasonFile, source: string, start?: number): void;
  playRace(index: number): void;
  setOpen(open: boolean): void;
  clear(): void;
}

export const raceSource = (source: string, index: number): string => `${source}, race ${index + 1}`;

export const useSeason = create<SeasonState>()((set, get) => ({
  season: null,
  source: '',
  race: 0,
  open: false,
  setSeason: (season, source, start = 0) => {
    const race = Number.isInteger(start) && start >= 0 && start < season.races.length ? start : 0;
    set({ season, source, race, open: true });
    useViewer.getState().setLog(season.races[race]!.log, raceSource(source, race));
  },
  playRace: (index) => {
    const { season, source } = get();
    const race = season?.races[index];
    if (!season || !race) return;
    set({ race: index });
    useViewer.getState().setLog(race.log, raceSource(source, index));
  },
  setOpen: (open) => set({ open }),
  clear: () => set({ season: null, source: '', race: 0, open: false }),
}));
