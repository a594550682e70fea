import { useRef } from 'react';
import { messages } from '../../messages/index.ts';
import { lapText } from '../../replay/standings.ts';
import { ChariotChip } from '../ChariotChip.tsx';
import { setText } from '../hud-text.ts';
import { useRankedRows } from '../ranked-rows.ts';
import type { Pane } from './compare-store.ts';

export type PaneHudProps = {
  pane: Pane;
  /** Height of a standings row, px. */
  rowHeight?: number;
};

/**
 * One pane's graphics over its part of the canvas: the ruleset, its lap, what it made of the field,
 * and its own standings, re-ranked a few times a second straight into the DOM.
 */
export function PaneHud({ pane, rowHeight = 22 }: PaneHudProps) {
  const s = messages.standings;
  const plan = pane.replay.plan;
  const lap = useRef<HTMLSpanElement>(null);
  const { rows, ranks, gaps } = useRankedRows(
    pane.replay,
    () => pane.time,
    250,
    (row, r, el, gapEl) => {
      el.style.transform = `translateY(${r * rowHeight}px)`;
      setText(
        gapEl,
        row.status === 'finished'
          ? s.place(row.place ?? r + 1)
          : row.status === 'wrecked'
            ? s.wrecked
            : row.status === 'retired'
              ? s.retired
              : r === 0
                ? s.leader
                : s.behind(Math.round(row.gapMetres)),
      );
    },
    (t) => setText(lap.current, lapText(plan, t, pane.replay.winnerTime)),
  );
  const entrants = plan.log.header.entrants;
  return (
    <section className="qc-pane" aria-label={pane.name} data-ruleset={pane.ruleset}>
      <header className="qc-pane-head">
        <span className="qc-pane-name">{pane.name}</span>
        <span ref={lap} className="qc-pane-lap">
          {messages.progress.lapOf(1, pane.replay.laps)}
        </span>
      </header>
      {pane.notes.length > 0 ? <p className="qc-pane-note">{pane.notes.join(' · ')}</p> : null}
      <ol className="qc-rows" style={{ height: entrants.length * rowHeight }}>
        {entrants.map((e, i) => (
          <li
            key={e.id}
            ref={(el) => {
              rows.current[i] = el;
            }}
            className="qc-row"
            style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight }}
            data-status="racing"
            data-id={e.id}
          >
            <span
              ref={(el) => {
                ranks.current[i] = el;
              }}
              className="qc-rank"
            >
              {i + 1}
            </span>
            <ChariotChip colour={e.colour} faction={e.faction} />
            <span className="qc-name">{e.name}</span>
            <span
              ref={(el) => {
                gaps.current[i] = el;
              }}
              className="qc-gap"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
