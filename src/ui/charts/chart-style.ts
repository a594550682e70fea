import type { RaceLog } from '../../engine/log/schema.ts';

/**
 * How the charts look, as plain values: every colour and font is written onto the SVG's own
 * elements (no stylesheet), so a chart saved as SVG or PNG looks as it does on screen. `dark`
 * sits on the viewer's and the broadcast's panels; `light` is for paper (the race report).
 */
export interface ChartTheme {
  /** Paper (light) or a panel (dark): a chariot's colour too close to it is drawn darker or lighter. */
  light: boolean;
  background: string;
  text: string;
  muted: string;
  grid: string;
  playhead: string;
  font: string;
}

export const DARK: ChartTheme = {
  light: false,
  background: '#17120d',
  text: '#f6f0e4',
  muted: '#bdb19c',
  grid: 'rgba(255,240,210,0.14)',
  playhead: '#e8b64c',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
};

export const LIGHT: ChartTheme = {
  light: true,
  background: '#ffffff',
  text: '#1d1710',
  muted: '#6b5f4c',
  grid: 'rgba(60,45,25,0.16)',
  playhead: '#b07a10',
  font: 'Georgia, "Times New Roman", serif',
};

/** What a chart needs to know of each chariot: its name and colour, by plan index. */
export interface ChartEntrant {
  id: string;
  name: string;
  colour: string;
}

/** The chariots of a race as a chart draws them, their colours made to stand out on `theme`. */
export function chartEntrants(log: RaceLog, theme: ChartTheme): ChartEntrant[] {
  return log.header.entrants.map((e) => ({ id: e.id, name: e.name, colour: inkOn(e.colour, theme) }));
}

/**
 * A `#rrggbb` colour that shows on the theme's background: a white faction's chariot is drawn
 * grey on paper, a black one grey on a dark panel; any other colour is left as it is.
 */
export function inkOn(colour: string, theme: ChartTheme): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const v = Number.parseInt(colour.slice(1), 16);
  const rgb = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  const luma = (0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!) / 255;
  const k = theme.light ? (luma > 0.7 ? 0.45 : 1) : luma < 0.2 ? 0.45 : 1;
  if (k === 1) return colour;
  const to = theme.light ? 0 : 255;
  const mixed = rgb.map((c) => Math.round(to + (c - to) * k));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A round step for about `count` ticks over `span`. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

/** The colour of an incident's mark on the timeline, by the event's type. */
export function incidentColour(type: string): string {
  switch (type) {
    case 'wreck':
      return '#ff5a45';
    case 'ram':
    case 'collision':
    case 'wreck-cross':
      return '#ff9a3c';
    case 'whip-attack':
    case 'rip-wheels':
      return '#f2d04b';
    case 'finish':
      return '#59c06b';
    case 'retire':
      return '#a0a0a0';
    default:
      return '#8fb3e8';
  }
}

/** A number for an SVG attribute: a few decimals, no more. */
export const px = (v: number): string => (Math.round(v * 10) / 10).toString();
