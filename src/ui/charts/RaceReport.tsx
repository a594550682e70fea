import { useMemo } from 'react';
import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { captionText, namesOf } from '../../replay/captions.ts';
import { buildRaceCharts } from '../../replay/charts.ts';
import { rulesetTitle } from '../../replay/figure-words.ts';
import type { Marker, Plan } from '../../replay/plan.ts';
import { describeEvent, eventNames } from '../../replay/sentences.ts';
import { resultLines } from '../broadcast/results.ts';
import { buildLink, type LogOrigin, logOrigin, seasonRace } from '../deep-link.ts';
import { formatTime } from '../hud-text.ts';
import { chartEntrants, LIGHT } from './chart-style.ts';
import { GapChartSvg } from './GapChartSvg.tsx';
import { IncidentChartSvg } from './IncidentChartSvg.tsx';
import { LapChartSvg } from './LapChartSvg.tsx';
import './report.css';

/** The moments a report lists, by marker kind: not every lap, nor every lead change after the 12th. */
const NOTABLE: ReadonlySet<Marker['kind']> = new Set([
  'wreck',
  'ram',
  'collision',
  'attack',
  'retire',
  'finish',
]);
const MAX_LEAD_CHANGES = 12;
const MAX_MOMENTS = 40;

/** The page's address with `report` taken off: the viewer on the same race. */
const viewerBase = (): string => `${window.location.origin}${window.location.pathname}`;

/**
 * The moments worth a line in the report, in time order: incidents, retirements and finishes, and
 * the first lead changes while the race is still to be won (`winnerTime`: when the winner is home).
 */
export function notableMoments(plan: Plan, winnerTime: number): Marker[] {
  let leads = 0;
  return plan.markers
    .filter(
      (m) =>
        NOTABLE.has(m.kind) ||
        (m.kind === 'lead-change' && m.time < winnerTime && ++leads <= MAX_LEAD_CHANGES),
    )
    .slice(0, MAX_MOMENTS);
}

/** A link into the viewer at a moment of this race, or null where the race cannot be linked to. */
function momentLink(origin: LogOrigin | null, m: Marker): string | null {
  const at = m.seq !== null ? { event: m.seq } : { t: m.time };
  const link = buildLink(viewerBase(), origin, { ...seasonRace(), ...at });
  return link.ok ? link.url : null;
}

/**
 * The race report (`?report=1` with the race's own `?ruleset=&seed=` or `?log=`): one page to
 * print or save as PDF, with the result, the lap chart, the gaps, each chariot's incidents and the
 * notable moments, each a link into the viewer at that moment.
 */
export default function RaceReport() {
  const replay = useViewer((s) => s.replay);
  const status = useViewer((s) => s.status);
  const message = useViewer((s) => s.message);
  const plan = replay?.plan ?? null;
  const charts = useMemo(() => (plan ? buildRaceCharts(plan) : null), [plan]);
  const m = messages.charts;
  if (!replay || !plan || !charts)
    return (
      <main className="qr-page">
        <p className={status === 'error' ? 'qr-error' : ''}>{message}</p>
      </main>
    );
  const { header, footer } = replay.log;
  const entrants = chartEntrants(replay.log, LIGHT);
  const names = eventNames(replay.log);
  const origin = logOrigin();
  const moments = notableMoments(plan, replay.winnerTime);
  const rows = plan.chariots.length;
  const chartHeight = Math.max(140, Math.min(260, 40 + rows * 20));
  const race = buildLink(viewerBase(), origin, seasonRace());

  return (
    <main className="qr-page" data-testid="race-report">
      <header className="qr-head">
        <h1>
          {m.report} · {rulesetTitle(header.ruleset.id)}
        </h1>
        <p className="qr-meta">
          {m.raceFigures(header.seed, replay.laps, rows, footer.turns)} · {formatTime(plan.duration)}
          {race.ok ? (
            <>
              {' · '}
              <a href={race.url}>{m.openInViewer}</a>
            </>
          ) : null}
        </p>
        <button type="button" className="qr-print" onClick={() => window.print()}>
          {m.print}
        </button>
      </header>
      <section className="qr-result">
        <h2>{m.result}</h2>
        <table>
          <tbody>
            {resultLines(replay).map((l) => (
              <tr key={l.id} data-status={l.status}>
                <td className="qr-place">{l.place !== null ? messages.standings.place(l.place) : '–'}</td>
                <td>
                  <span className="qr-chip" style={{ background: l.colour }} />
                  {l.name}
                </td>
                <td className="qr-faction">{l.faction ?? ''}</td>
                <td className="qr-detail">{l.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="qr-charts">
        <figure>
          <figcaption>{m.laps}</figcaption>
          <LapChartSvg
            chart={charts.lap}
            entrants={entrants}
            theme={LIGHT}
            width={520}
            height={chartHeight}
          />
        </figure>
        <figure>
          <figcaption>{m.gaps}</figcaption>
          <GapChartSvg
            chart={charts.gap}
            entrants={entrants}
            theme={LIGHT}
            width={520}
            height={chartHeight}
            laps={plan.leaderLaps}
          />
        </figure>
        <figure className="qr-wide">
          <figcaption>{m.incidents}</figcaption>
          <IncidentChartSvg
            incidents={charts.incidents}
            entrants={entrants}
            start={plan.turnStart[1] ?? 0}
            end={plan.duration}
            theme={LIGHT}
            width={1060}
            height={Math.max(90, 16 + rows * 18)}
            describe={(seq) => {
              const e = plan.events[seq];
              return e ? describeEvent(e, names) : '';
            }}
          />
        </figure>
      </section>
      <section className="qr-moments">
        <h2>{m.moments}</h2>
        <ol>
          {moments.map((mk, i) => {
            const href = momentLink(origin, mk);
            const e = mk.seq !== null ? plan.events[mk.seq] : undefined;
            const text = e
              ? describeEvent(e, names)
              : captionText(mk.caption, namesOf(plan.log.header.entrants));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: moments never reorder
              <li key={i} data-kind={mk.kind}>
                <span className="qr-time">{formatTime(mk.time)}</span>
                {href ? <a href={href}>{text}</a> : <span>{text}</span>}
              </li>
            );
          })}
        </ol>
      </section>
    </main>
  );
}
