import { useMemo } from 'react';
import { messages } from '../../messages/index.ts';
import { buildRaceCharts } from '../../replay/charts.ts';
import type { Plan } from '../../replay/plan.ts';
import { type ChartTheme, chartEntrants, DARK } from './chart-style.ts';
import { GapChartSvg } from './GapChartSvg.tsx';
import { LapChartSvg } from './LapChartSvg.tsx';

/** The broadcast's charts are drawn larger, for a stream's picture. */
const BROADCAST: ChartTheme = { ...DARK, background: 'rgba(0,0,0,0)' };

export type ResultsChartsProps = {
  plan: Plan;
  /** Each chart's drawing size (its text is 11 units high); the card's styles scale it to fit. */
  width: number;
  height: number;
};

/** The lap chart and the gaps side by side, for the broadcast's results card. */
export function ResultsCharts({ plan, width, height }: ResultsChartsProps) {
  const charts = useMemo(() => buildRaceCharts(plan), [plan]);
  const entrants = useMemo(() => chartEntrants(plan.log, BROADCAST), [plan]);
  const m = messages.charts;
  return (
    <div className="qb-results-charts" data-testid="results-charts">
      <figure>
        <figcaption>{m.laps}</figcaption>
        <LapChartSvg chart={charts.lap} entrants={entrants} theme={BROADCAST} width={width} height={height} />
      </figure>
      <figure>
        <figcaption>{m.gaps}</figcaption>
        <GapChartSvg
          chart={charts.gap}
          entrants={entrants}
          theme={BROADCAST}
          width={width}
          height={height}
          laps={plan.leaderLaps}
        />
      </figure>
    </div>
  );
}
