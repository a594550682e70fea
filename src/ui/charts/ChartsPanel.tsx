import { useMemo, useRef, useState } from 'react';
import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { buildRaceCharts } from '../../replay/charts.ts';
import type { Plan } from '../../replay/plan.ts';
import { describeEvent, eventNames } from '../../replay/sentences.ts';
import { buildLink, logOrigin, seasonRace } from '../deep-link.ts';
import { chartEntrants, DARK } from './chart-style.ts';
import { CHART_TABS, type ChartTab, useCharts } from './charts-store.ts';
import { chartFileName, saveFile, svgPng, svgText } from './export.ts';
import { GapChartSvg } from './GapChartSvg.tsx';
import { IncidentChartSvg } from './IncidentChartSvg.tsx';
import { LapChartSvg } from './LapChartSvg.tsx';
import './charts.css';

const WIDTH = 720;

const TAB_NAMES = (): Record<ChartTab, string> => ({
  laps: messages.charts.laps,
  gaps: messages.charts.gaps,
  incidents: messages.charts.incidents,
});

/** A race's name for its files: ruleset and seed. */
export const raceFileStem = (plan: Plan): string =>
  `${plan.log.header.ruleset.id}-seed-${plan.log.header.seed}`;

/** Opens the race report of the race shown in a new tab (a race opened from a file has no address). */
function ReportLink() {
  const m = messages.charts;
  const link = buildLink(`${window.location.origin}${window.location.pathname}`, logOrigin(), seasonRace());
  if (!link.ok)
    return (
      <button type="button" className="qv-btn" disabled title={m.reportUnlinked(link.reason)}>
        {m.report}
      </button>
    );
  return (
    <a className="qv-btn" href={`${link.url}&report=1`} target="_blank" rel="noopener" title={m.reportHint}>
      {m.report}
    </a>
  );
}

/** Goes to a moment of the race, paused there (a chart's point clicked). */
function seek(time: number): void {
  const s = useViewer.getState();
  s.setPlaying(false);
  s.seek(time);
}

/**
 * The viewer's race charts (G, or the Charts button): the lap chart, the gaps and each chariot's
 * incidents, following the playhead; a click on a point goes there. Each chart saves as SVG or
 * PNG. Built from the race's plan when opened, again whenever the plan changes (a live race, the
 * playback mode).
 */
export default function ChartsPanel() {
  const plan = useViewer((s) => s.plan);
  const tab = useCharts((s) => s.tab);
  const charts = useMemo(() => (plan ? buildRaceCharts(plan) : null), [plan]);
  const entrants = useMemo(() => (plan ? chartEntrants(plan.log, DARK) : []), [plan]);
  const names = useMemo(() => (plan ? eventNames(plan.log) : null), [plan]);
  const svg = useRef<SVGSVGElement>(null);
  const [error, setError] = useState<string | null>(null);
  if (!plan || !charts || !names) return null;
  const m = messages.charts;
  const rows = plan.chariots.length;
  const height = tab === 'gaps' ? 240 : Math.max(150, Math.min(330, 34 + rows * 24));

  const save = async (format: 'svg' | 'png'): Promise<void> => {
    const el = svg.current;
    if (!el) return;
    setError(null);
    const name = chartFileName(raceFileStem(plan), tab, format);
    try {
      if (format === 'svg') saveFile(svgText(el), name);
      else saveFile(await svgPng(el), name);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="qv-panel qv-charts" aria-label={m.label} data-testid="charts-panel">
      <header className="qv-charts-head">
        <div className="qv-seg" role="tablist">
          {CHART_TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              className={tab === t ? 'is-on' : ''}
              onClick={() => useCharts.getState().setTab(t)}
            >
              {TAB_NAMES()[t]}
            </button>
          ))}
        </div>
        <span className="qv-charts-hint">{m.seekHint}</span>
        <ReportLink />
        <button type="button" className="qv-btn" title={m.exportHint('SVG')} onClick={() => void save('svg')}>
          {m.exportSvg}
        </button>
        <button type="button" className="qv-btn" title={m.exportHint('PNG')} onClick={() => void save('png')}>
          {m.exportPng}
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title={`${m.close} (G)`}
          aria-label={m.close}
          onClick={() => useCharts.getState().setOpen(false)}
        >
          ×
        </button>
      </header>
      {error ? <p className="qv-charts-error">{error}</p> : null}
      <div className="qv-charts-body">
        {tab === 'laps' ? (
          <LapChartSvg
            svgRef={svg}
            chart={charts.lap}
            entrants={entrants}
            theme={DARK}
            width={WIDTH}
            height={height}
            follow
            onSeek={seek}
          />
        ) : tab === 'gaps' ? (
          <GapChartSvg
            svgRef={svg}
            chart={charts.gap}
            entrants={entrants}
            theme={DARK}
            width={WIDTH}
            height={height}
            laps={plan.leaderLaps}
            follow
            onSeek={seek}
          />
        ) : (
          <IncidentChartSvg
            svgRef={svg}
            incidents={charts.incidents}
            entrants={entrants}
            start={plan.turnStart[1] ?? 0}
            end={plan.duration}
            theme={DARK}
            width={WIDTH}
            height={height}
            follow
            describe={(seq) => {
              const e = plan.events[seq];
              return e ? describeEvent(e, names) : '';
            }}
            onSeek={seek}
          />
        )}
      </div>
    </section>
  );
}
