import { type Ref, useRef } from 'react';
import { messages } from '../../messages/index.ts';
import type { ChartIncident } from '../../replay/charts.ts';
import { formatTime } from '../hud-text.ts';
import { type ChartEntrant, type ChartTheme, incidentColour, niceStep, px } from './chart-style.ts';
import { seekable } from './seekable.ts';
import { usePlayhead } from './use-playhead.ts';

export type IncidentChartSvgProps = {
  /** Each chariot's incidents, by plan index. */
  incidents: readonly (readonly ChartIncident[])[];
  entrants: readonly ChartEntrant[];
  /** The race's span on the time axis, plan seconds. */
  start: number;
  end: number;
  theme: ChartTheme;
  width: number;
  height: number;
  follow?: boolean;
  /** What an incident was, in a sentence (its mark's hint). */
  describe: (seq: number) => string;
  onSeek?: (time: number) => void;
  svgRef?: Ref<SVGSVGElement>;
};

const LEFT = 112;
const RIGHT = 16;
const TOP = 8;
const BOTTOM = 22;

/** Each chariot's incidents on one time axis: a strip per chariot, a mark per incident. */
export function IncidentChartSvg({
  incidents,
  entrants,
  start,
  end,
  theme,
  width,
  height,
  follow = false,
  describe,
  onSeek,
  svgRef,
}: IncidentChartSvgProps) {
  const n = Math.max(1, entrants.length);
  const span = Math.max(1e-6, end - start);
  const x = (t: number): number =>
    LEFT + ((width - LEFT - RIGHT) * (Math.min(end, Math.max(start, t)) - start)) / span;
  const rowH = (height - TOP - BOTTOM) / n;
  const y = (ci: number): number => TOP + rowH * (ci + 0.5);
  const r = Math.max(2.5, Math.min(6, rowH / 3.2));
  const timeStep = niceStep(span, 8);
  const playhead = useRef<SVGLineElement>(null);
  usePlayhead('incident chart', playhead, x, follow);

  return (
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      fontFamily={theme.font}
      fontSize={11}
      role="img"
      aria-label={messages.charts.incidents}
      data-chart="incidents"
    >
      <rect width={width} height={height} fill={theme.background} />
      {Array.from({ length: Math.floor(span / timeStep) + 1 }, (_, i) => {
        const t = Math.ceil(start / timeStep) * timeStep + i * timeStep;
        return t > end ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: ticks are numbered
          <text key={i} x={px(x(t))} y={height - 6} textAnchor="middle" fill={theme.muted}>
            {formatTime(t).replace(/\.\d$/, '')}
          </text>
        );
      })}
      {entrants.map((e, ci) => (
        <g key={e.id} data-chariot={e.id}>
          <line x1={LEFT} x2={width - RIGHT} y1={px(y(ci))} y2={px(y(ci))} stroke={theme.grid} />
          <rect x={6} y={px(y(ci) - 5)} width={10} height={10} rx={2} fill={e.colour} />
          <text x={22} y={px(y(ci) + 4)} fill={theme.text}>
            {e.name}
          </text>
          {(incidents[ci] ?? []).map((inc) => (
            <circle
              key={inc.seq}
              cx={px(x(inc.time))}
              cy={px(y(ci))}
              r={inc.type === 'wreck' || inc.type === 'finish' ? r * 1.3 : r}
              fill={incidentColour(inc.type)}
              stroke={theme.background}
              strokeWidth={1}
              data-seq={inc.seq}
              data-type={inc.type}
              {...seekable(onSeek, inc.time)}
            >
              <title>{describe(inc.seq)}</title>
            </circle>
          ))}
        </g>
      ))}
      <line
        ref={playhead}
        data-playhead=""
        x1={LEFT}
        x2={LEFT}
        y1={TOP}
        y2={height - BOTTOM}
        stroke={theme.playhead}
        strokeWidth={1.5}
        visibility={follow ? 'visible' : 'hidden'}
      />
    </svg>
  );
}
