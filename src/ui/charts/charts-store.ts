import { create } from 'zustand';

export type ChartTab = 'laps' | 'gaps' | 'incidents';
export const CHART_TABS: readonly ChartTab[] = ['laps', 'gaps', 'incidents'];

/** Whether the viewer's charts panel is open, and which chart it shows. */
export interface ChartsState {
  open: boolean;
  tab: ChartTab;
  setOpen(open: boolean): void;
  setTab(tab: ChartTab): void;
}

export const useCharts = create<ChartsState>((set) => ({
  open: false,
  tab: 'laps',
  setOpen: (open) => set({ open }),
  setTab: (tab) => set({ tab }),
}));
