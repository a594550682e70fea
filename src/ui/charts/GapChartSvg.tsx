import { type PointerEvent, type Ref, useRef } from 'react';
import { messages } from '../../messages/index.ts';
import type { GapChart } from '../../replay/charts.ts';
import { formatTime } from '../hud-text.ts';
import { type ChartEntrant, type ChartTheme, niceStep, px } from './chart-style.ts';
import { usePlayhead } from './use-playhead.ts';

export type GapChartSvgProps = {
  chart: GapChart;
  entrants: readonly ChartEntrant[];
  theme: ChartTheme;
  width: number;
  height: number;
  follow?: boolean;
  /** Clicking the chart goes to the time under the pointer. */
  onSeek?: (time: number) => void;
  /** Times of the leader's laps, marked along the time axis. */
  laps?: readonly number[];
  svgRef?: Ref<SVGSVGElement>;
};

const LEFT = 52;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 26;

/**
 * The gap chart: metres behind the leader over the race's time, the leader along the top; each
 * chariot's line ends where it finishes or leaves the race. The laps are marked on the time axis.
 */
export function GapChartSvg({
  chart,
  entrants,
  theme,
  width,
  height,
  follow = false,
  onSeek,
  laps = [],
  svgRef,
}: GapChartSvgProps) {
  const m = messages.charts;
  const t0 = chart.times[0] ?? 0;
  const t1 = chart.times[chart.times.length - 1] ?? 1;
  const span = Math.max(1e-6, t1 - t0);
  const top = Math.max(1, chart.max);
  const step = niceStep(top, 4);
  const yMax = Math.ceil(top / step) * step;
  const x = (t: number): number => LEFT + ((width - LEFT - RIGHT) * (t - t0)) / span;
  const y = (g: number): number => TOP + ((height - TOP - BOTTOM) * g) / yMax;
  const playhead = useRef<SVGLineElement>(null);
  usePlayhead('gap chart', playhead, (t) => x(Math.min(t1, Math.max(t0, t))), follow);
  const timeStep = niceStep(span, 6);

  const onClick = (e: PointerEvent<SVGSVGElement>): void => {
    if (!onSeek) return;
    const r = e.currentTarget.getBoundingClientRect();
    const vx = ((e.clientX - r.left) / Math.max(1, r.width)) * width;
    onSeek(Math.min(t1, Math.max(t0, t0 + ((vx - LEFT) / (width - LEFT - RIGHT)) * span)));
  };

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
      aria-label={m.gaps}
      data-chart="gaps"
      style={onSeek ? { cursor: 'crosshair' } : undefined}
      onPointerDown={onSeek ? onClick : undefined}
    >
      <rect width={width} height={height} fill={theme.background} />
      {Array.from({ length: Math.floor(yMax / step) + 1 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ticks are numbered
        <g key={i}>
          <line x1={LEFT} x2={width - RIGHT} y1={px(y(i * step))} y2={px(y(i * step))} stroke={theme.grid} />
          <text x={LEFT - 6} y={px(y(i * step) + 4)} textAnchor="end" fill={theme.muted}>
            {i * step}
          </text>
        </g>
      ))}
      {Array.from({ length: Math.floor(span / timeStep) + 1 }, (_, i) => {
        const t = Math.ceil(t0 / timeStep) * timeStep + i * timeStep;
        return t > t1 ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: ticks are numbered
          <text key={i} x={px(x(t))} y={height - 8} textAnchor="middle" fill={theme.muted}>
            {formatTime(t).replace(/\.\d$/, '')}
          </text>
        );
      })}
      {laps.map((t, k) =>
        t >= t0 && t <= t1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: laps are numbered
          <g key={k}>
            <line
              x1={px(x(t))}
              x2={px(x(t))}
              y1={TOP}
              y2={height - BOTTOM}
              stroke={theme.grid}
              strokeDasharray="2 3"
            />
            <text x={px(x(t) + 3)} y={TOP + 9} fill={theme.muted} fontSize={9}>
              {m.lap(k + 1)}
            </text>
          </g>
        ) : null,
      )}
      <text x={LEFT} y={TOP - 5} fill={theme.muted} fontSize={10}>
        {m.metresBehind}
      </text>
      {chart.gaps.map((gaps, ci) => {
        const e = entrants[ci];
        const segments: string[] = [];
        let points: string[] = [];
        for (let i = 0; i < gaps.length; i++) {
          const g = gaps[i]!;
          if (Number.isNaN(g)) {
            if (points.length > 1) segments.push(points.join(' '));
            points = [];
            continue;
          }
          points.push(`${px(x(chart.times[i]!))},${px(y(g))}`);
        }
        if (points.length > 1) segments.push(points.join(' '));
        return (
          <g key={e?.id ?? ci} data-chariot={e?.id}>
            {segments.map((pts, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's segments never reorder
              <polyline key={i} points={pts} fill="none" stroke={e?.colour ?? theme.muted} strokeWidth={1.8}>
                <title>{e?.name ?? ''}</title>
              </polyline>
            ))}
          </g>
        );
      })}
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
