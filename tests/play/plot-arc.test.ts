import { describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../src/engine/log/schema.ts';
import { plotOdds } from '../../src/engine/odds/aurigae.ts';
import type { View } from '../../src/engine/rulesets/aurigae/ai.ts';
import type { PlotValue } from '../../src/engine/rulesets/aurigae/decisions.ts';
import type { PlotPreview } from '../../src/playback/plot-preview.ts';
import { ARC_PIECES, plotArcPoints, plotEnd } from '../../src/scene/overlays/plot-arc.ts';
import { plotPreview } from '../../src/ui/play/help/aurigae-preview.ts';
import { twoHumans } from './races.ts';

// The arc the table draws while an Aurigae plot is chosen ends where the engine then puts the
// chariot: the players answer plots that turn either way (not only the AI's), and each move the
// engine makes without striking anything is compared with the arc drawn for the speed its dice gave.

/** The events that cut a move short or set the chariot somewhere else than its arc's end. */
const STOPS = new Set(['collision', 'barrier', 'wreck-cross']);

interface Checked {
  preview: PlotPreview;
  event: RaceEvent & { speed: number };
}

/** Plays a race answering each plot with the AI's change and a turn pulled `swing` degrees aside. */
function playPlots(seed: number, swing: number): { checked: Checked[]; skipped: number } {
  const race = twoHumans('aurigae', seed, true);
  let view = race.view();
  const asked: Array<{ turn: number; chariot: string; preview: PlotPreview }> = [];
  for (let i = 0; i < 400 && view.open?.type === 'decision'; i++) {
    const open = view.open;
    const ai = open.suggestion!.value as PlotValue;
    const pull = i % 2 === 0 ? swing : -swing;
    const turn = Math.max(-90, Math.min(90, ai.turn + pull));
    const plot: PlotValue = { ...ai, turn };
    const v = open.view as View;
    asked.push({
      turn: open.turn,
      chariot: open.chariot,
      preview: plotPreview(open.chariot, v, plot, plotOdds(v, plot)),
    });
    const next = race.answer(plot);
    if (!next.ok) throw new Error(next.error.message);
    view = next.value;
  }
  const events = view.log.events;
  const checked: Checked[] = [];
  let skipped = 0;
  for (const a of asked) {
    const mine = events.filter((e) => e.turn === a.turn && e.chariots[0] === a.chariot);
    const move = mine.find((e) => e.type === 'move') as (RaceEvent & { speed: number }) | undefined;
    if (!move) continue;
    if (mine.some((e) => STOPS.has(e.type)) || move.effect?.summary?.includes('held at the start line'))
      skipped++;
    else checked.push({ preview: a.preview, event: move });
  }
  return { checked, skipped };
}

describe("the Aurigae plot's arc drawn on the table", () => {
  const runs = [playPlots(3, 20), playPlots(5, 30)];
  const checked = runs.flatMap((r) => r.checked);

  it('ends where the engine puts the chariot, at the speed its dice gave', () => {
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.filter((c) => Math.abs(c.preview.turn) >= 20).length).toBeGreaterThan(20);
    for (const { preview, event } of checked) {
      // The speed the dice gave is one the arc was drawn for.
      expect(preview.outcomes.map((o) => o.speed)).toContain(event.speed);
      const path = event.path as Array<{ x: number; y: number }> | undefined;
      const last = path?.[path.length - 1] ?? { x: preview.x, y: preview.y };
      const end = plotEnd(preview, event.speed);
      // The log keeps places to the hundredth of an inch.
      expect(Math.abs(end.x - last.x), `${event.chariots[0]} turn ${event.turn}`).toBeLessThanOrEqual(0.006);
      expect(Math.abs(end.y - last.y), `${event.chariots[0]} turn ${event.turn}`).toBeLessThanOrEqual(0.006);
    }
  });

  it("follows the engine's path all along, not only at its end", () => {
    let compared = 0;
    for (const { preview, event } of checked) {
      const path = event.path as Array<{ x: number; y: number }> | undefined;
      if (!path || path.length < 3) continue;
      const arc = plotArcPoints(preview, event.speed);
      expect(arc).toHaveLength(ARC_PIECES + 1);
      // Every point the engine logged lies on the drawn arc (within a chord's sag).
      for (const p of path) {
        const nearest = Math.min(...arc.map((q) => Math.hypot(q.x - p.x, q.y - p.y)));
        expect(nearest).toBeLessThan(event.speed / ARC_PIECES);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('is drawn for every speed the change can give, each with the check’s target', () => {
    const { preview } = checked.find((c) => c.preview.outcomes.length > 3)!;
    const speeds = preview.outcomes.map((o) => o.speed);
    expect([...speeds].sort((a, b) => a - b)).toEqual(speeds);
    const ends = speeds.map((s) => plotEnd(preview, s));
    // A faster speed ends further along.
    const from = (e: { x: number; y: number }) => Math.hypot(e.x - preview.x, e.y - preview.y);
    for (let i = 1; i < ends.length; i++) expect(from(ends[i]!)).toBeGreaterThan(from(ends[i - 1]!));
  });
});
