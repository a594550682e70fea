import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { setText } from '../hud-text.ts';
import { useRankedRows } from '../ranked-rows.ts';
import { overlayRaceTime } from './overlay-time.ts';
import './BroadcastStandings.css';
import { ChariotChip } from '../ChariotChip.tsx';

export type BroadcastStandingsProps = {
  /** Row height, px of the 1920×1080 stage. */
  rowHeight?: number;
  refreshMs?: number;
};

/**
 * The running order with gaps to the leader, for the broadcast: rows placed by `top` (not a
 * transform, so the recorder's painter finds them where they show), re-ranked a few times a second.
 */
export function BroadcastStandings({ rowHeight = 34, refreshMs = 250 }: BroadcastStandingsProps) {
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const { rows, ranks, gaps } = useRankedRows(
    replay,
    overlayRaceTime,
    refreshMs,
    (row, r, el, gapEl, started) => {
      const top = `${r * rowHeight}px`;
      if (el.style.top !== top) el.style.top = top;
      const m = messages.standings;
      setText(
        gapEl,
        row.status === 'finished'
          ? m.place(row.place ?? r + 1)
          : row.status === 'wrecked' || row.status === 'retired'
            ? m[row.status].toUpperCase()
            : !started || r === 0
              ? ''
              : m.behind(Math.round(row.gapMetres)),
      );
    },
  );

  if (!plan) return null;
  const entrants = plan.log.header.entrants;
  return (
    <section className="qb-standings" aria-label={messages.standings.label}>
      <ol style={{ height: entrants.length * rowHeight }}>
        {entrants.map((e, i) => (
          <li
            key={e.id}
            ref={(el) => {
              rows.current[i] = el;
            }}
            className="qb-row"
            style={{ top: i * rowHeight, height: rowHeight }}
            data-status="racing"
            data-id={e.id}
          >
            <span
              ref={(el) => {
                ranks.current[i] = el;
              }}
              className="qb-rank"
            >
              {i + 1}
            </span>
            <ChariotChip colour={e.colour} faction={e.faction} broadcast />
            <span className="qb-name">{e.name.toUpperCase()}</span>
            <span
              ref={(el) => {
                gaps.current[i] = el;
              }}
              className="qb-gap"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
