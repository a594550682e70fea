import type { Plan } from './plan.ts';
import { describeEvent, eventNames, isHighlight } from './sentences.ts';

/**
 * The race's events in words for the tickers: which of them (by place in time order) a spectator
 * would notice, each one's sentence (written when first shown, then kept) and the colour of the
 * chariot it is about.
 */
export interface TickerLines {
  /** Places in the plan's time order (`cueOrder`) of the highlights, in time order. */
  readonly highlights: Int32Array;
  /** The sentence of the cue at place `o` of the time order. */
  sentence(o: number): string;
  /** The colour of the chariot the cue at place `o` is about (transparent for none). */
  chip(o: number): string;
}

export function buildTickerLines(plan: Plan): TickerLines {
  const n = plan.cueOrder.length;
  const marks: number[] = [];
  for (let o = 0; o < n; o++) if (isHighlight(plan.events[plan.cueOrder[o]!]!)) marks.push(o);
  const sentences: Array<string | undefined> = [];
  const names = eventNames(plan.log);
  const colours = new Map(plan.log.header.entrants.map((e) => [e.id, e.colour]));
  return {
    highlights: Int32Array.from(marks),
    sentence: (o) => {
      let text = sentences[o];
      if (text === undefined) {
        text = describeEvent(plan.events[plan.cueOrder[o]!]!, names);
        sentences[o] = text;
      }
      return text;
    },
    chip: (o) => colours.get(plan.events[plan.cueOrder[o]!]?.chariots[0] ?? '') ?? 'transparent',
  };
}

/** Place in `highlights` of the last highlight at or before time-order place `o` (-1 if none). */
export function highlightAt(lines: TickerLines, o: number): number {
  const h = lines.highlights;
  let lo = 0;
  let hi = h.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (h[mid]! <= o) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
