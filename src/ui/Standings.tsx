import { useMemo, useRef } from 'react';
import { messages } from '../messages/index.ts';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { personalityWord } from '../replay/figure-words.ts';
import { turnAt } from '../replay/sample.ts';
import { lapText, raceLaps } from '../replay/standings.ts';
import { setText } from './hud-text.ts';
import { useRankedRows } from './ranked-rows.ts';
import './Standings.css';
import { ChariotChip } from './ChariotChip.tsx';

export type StandingsProps = {
  /** Milliseconds between refreshes while the clock moves. */
  refreshMs?: number;
  /** Height of a row, px. */
  rowHeight?: number;
};

/**
 * The order of the race at the current time, with gaps to the leader and the lap counter. Rows are
 * rendered once per race; a few times a second they are re-ranked and their texts rewritten
 * directly in the DOM. Clicking a row selects the chariot.
 */
export function Standings({ refreshMs = 200, rowHeight = 28 }: StandingsProps) {
  const m = messages.standings;
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const winnerTime = replay?.winnerTime ?? Number.POSITIVE_INFINITY;
  const selected = useViewer((s) => s.selected);
  const lap = useRef<HTMLDivElement>(null);
  const turn = useRef<HTMLDivElement>(null);
  const { rows, ranks, gaps } = useRankedRows(
    replay,
    () => clock.time,
    refreshMs,
    (row, r, el, gapEl, started) => {
      el.style.transform = `translateY(${r * rowHeight}px)`;
      setText(
        gapEl,
        row.status === 'finished'
          ? m.place(row.place ?? r + 1)
          : row.status === 'wrecked'
            ? m.wrecked
            : row.status === 'retired'
              ? m.retired
              : !started
                ? startLanes[row.index]!
                : r === 0
                  ? m.leader
                  : m.behind(Math.round(row.gapMetres)),
      );
    },
    (t) => {
      if (!plan) return;
      setText(lap.current, lapText(plan, t, winnerTime));
      setText(turn.current, m.turnOf(turnAt(plan, t), plan.turnStart.length - 2));
    },
  );
  const startLanes = useMemo(
    () =>
      plan?.log.header.entrants.map((e) => ('lane' in e.start ? m.startLane(e.start.lane) : m.atTheStart)) ??
      [],
    [plan],
  );

  if (!plan) return null;
  const entrants = plan.log.header.entrants;
  return (
    <section className="qv-panel qv-standings" aria-label={m.label}>
      <header className="qv-standings-head">
        <div ref={lap} className="qv-lap">
          {messages.progress.lapOf(1, raceLaps(plan))}
        </div>
        <div ref={turn} className="qv-turn" />
      </header>
      <ol className="qv-standings-rows" style={{ height: entrants.length * rowHeight }}>
        {entrants.map((e, i) => (
          <li
            key={e.id}
            ref={(el) => {
              rows.current[i] = el;
            }}
            className={e.id === selected ? 'qv-row is-selected' : 'qv-row'}
            style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight }}
            data-status="racing"
            data-id={e.id}
          >
            <button
              type="button"
              className="qv-row-button"
              onClick={() => useViewer.getState().select(e.id === selected ? null : e.id)}
              title={messages.card.rowHint(
                e.name,
                e.faction ?? null,
                personalityWord(e.personality),
                e.id === selected,
              )}
            >
              <span
                ref={(el) => {
                  ranks.current[i] = el;
                }}
                className="qv-rank"
              >
                {i + 1}
              </span>
              <ChariotChip colour={e.colour} faction={e.faction} />
              <span className="qv-name">{e.name}</span>
              <span
                ref={(el) => {
                  gaps.current[i] = el;
                }}
                className="qv-gap"
              />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
