import { type Ref, useRef } from 'react';
import { messages } from '../../messages/index.ts';
import { type LapChart, lapColumnAt } from '../../replay/charts.ts';
import { type ChartEntrant, type ChartTheme, px } from './chart-style.ts';
import { seekable } from './seekable.ts';
import { usePlayhead } from './use-playhead.ts';

export type LapChartSvgProps = {
  chart: LapChart;
  entrants: readonly ChartEntrant[];
  theme: ChartTheme;
  width: number;
  height: number;
  /** Follow the playback clock with a playhead. */
  follow?: boolean;
  /** Clicking a point goes to the moment its chariot completed that lap. */
  onSeek?: (time: number) => void;
  svgRef?: Ref<SVGSVGElement>;
};

const LEFT = 112;
const RIGHT = 96;
const TOP = 26;
const BOTTOM = 14;

/**
 * The lap chart: one line per chariot through its place at the start and at the end of every
 * lap, the leader on top; names at the start on the left, the result on the right (place, or
 * wrecked / retired with a cross where it went out).
 */
export function LapChartSvg({
  chart,
  entrants,
  theme,
  width,
  height,
  follow = false,
  onSeek,
  svgRef,
}: LapChartSvgProps) {
  const m = messages.charts;
  const n = Math.max(1, chart.rows.length);
  const columns = Math.max(1, chart.laps);
  const x = (k: number): number => LEFT + ((width - LEFT - RIGHT) * k) / columns;
  const y = (place: number): number => TOP + ((height - TOP - BOTTOM) * (place - 0.5)) / n;
  const playhead = useRef<SVGLineElement>(null);
  usePlayhead('lap chart', playhead, (t) => x(lapColumnAt(chart, t)), follow);
  const columnName = (k: number): string => (k === 0 ? m.start : m.lap(k));
  const dot = Math.max(2.5, Math.min(5, (height - TOP - BOTTOM) / n / 4));

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
      aria-label={m.laps}
      data-chart="laps"
    >
      <rect width={width} height={height} fill={theme.background} />
      {Array.from({ length: chart.laps + 1 }, (_, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are numbered by lap
        <g key={k}>
          <line x1={px(x(k))} x2={px(x(k))} y1={TOP - 6} y2={height - BOTTOM} stroke={theme.grid} />
          <text x={px(x(k))} y={TOP - 11} fill={theme.muted} textAnchor="middle">
            {k === 0 ? m.start : String(k)}
          </text>
        </g>
      ))}
      {chart.rows.map((row) => {
        const e = entrants[row.index];
        const colour = e?.colour ?? theme.muted;
        const name = e?.name ?? row.id;
        const points: string[] = [];
        const segments: string[] = [];
        for (let k = 0; k <= chart.laps; k++) {
          const p = row.positions[k];
          if (p === null || p === undefined) {
            if (points.length > 0) segments.push(points.join(' '));
            points.length = 0;
            continue;
          }
          points.push(`${px(x(k))},${px(y(p))}`);
        }
        if (points.length > 0) segments.push(points.join(' '));
        const last = lastPlaced(row.positions);
        const outX = row.out ? x(Math.min(columns, row.out.laps + 0.5)) : 0;
        const outY = last ? y(last.place) : 0;
        const start = row.positions[0];
        const result =
          row.place !== null
            ? messages.standings.place(row.place)
            : row.out
              ? row.out.status === 'wrecked'
                ? m.wrecked
                : m.retired
              : '';
        return (
          <g key={row.id} data-chariot={row.id}>
            {segments.map((pts, i) => (
              <polyline
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's segments never reorder
                key={i}
                points={pts}
                fill="none"
                stroke={colour}
                strokeWidth={2.2}
                strokeLinejoin="round"
              />
            ))}
            {row.positions.map((p, k) =>
              p === null ? null : (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: one point per lap
                  key={k}
                  cx={px(x(k))}
                  cy={px(y(p))}
                  r={dot}
                  fill={colour}
                  stroke={theme.background}
                  strokeWidth={1}
                  data-lap={k}
                  {...seekable(onSeek, row.times[k]!)}
                >
                  <title>{m.placeAt(name, messages.standings.place(p), columnName(k))}</title>
                </circle>
              ),
            )}
            {row.out && last ? (
              <g stroke={theme.text} strokeWidth={2} data-out={row.out.status}>
                <line
                  x1={px(x(last.k))}
                  y1={px(outY)}
                  x2={px(outX)}
                  y2={px(outY)}
                  stroke={colour}
                  strokeDasharray="3 3"
                />
                <line x1={px(outX - 4)} y1={px(outY - 4)} x2={px(outX + 4)} y2={px(outY + 4)} />
                <line x1={px(outX - 4)} y1={px(outY + 4)} x2={px(outX + 4)} y2={px(outY - 4)} />
              </g>
            ) : null}
            {start !== null && start !== undefined ? (
              <text x={LEFT - 10} y={px(y(start) + 4)} textAnchor="end" fill={theme.text}>
                {name}
              </text>
            ) : null}
            {last ? (
              <text
                x={px((row.out ? outX : x(last.k)) + 10)}
                y={px(y(last.place) + 4)}
                fill={row.place === 1 ? theme.playhead : theme.muted}
              >
                {result}
              </text>
            ) : null}
          </g>
        );
      })}
      <line
        ref={playhead}
        data-playhead=""
        x1={LEFT}
        x2={LEFT}
        y1={TOP - 6}
        y2={height - BOTTOM}
        stroke={theme.playhead}
        strokeWidth={1.5}
        visibility={follow ? 'visible' : 'hidden'}
      />
    </svg>
  );
}

/** The last column with a place, and that place. */
function lastPlaced(positions: readonly (number | null)[]): { k: number; place: number } | null {
  for (let k = positions.length - 1; k >= 0; k--) {
    const p = positions[k];
    if (p !== null && p !== undefined) return { k, place: p };
  }
  return null;
}
