import { useMemo, useRef } from 'react';
import { useHudFrame } from '../hud-frame.ts';
import { ordinal } from '../sentences.ts';
import { createStandings, updateStandings } from '../standings.ts';
import { useViewer } from '../store.ts';
import { overlayRaceTime, setText } from './overlay-time.ts';

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
  const plan = useViewer((s) => s.plan);
  const table = useMemo(() => (plan ? createStandings(plan) : null), [plan]);
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const ranks = useRef<Array<HTMLSpanElement | null>>([]);
  const gaps = useRef<Array<HTMLSpanElement | null>>([]);
  const last = useRef({ at: Number.NEGATIVE_INFINITY, time: Number.NaN, table: null as unknown });

  useHudFrame((now) => {
    if (!plan || !table) return;
    const t = overlayRaceTime();
    const l = last.current;
    if (l.table === table && (t === l.time || now - l.at < refreshMs)) return;
    l.at = now;
    l.time = t;
    l.table = table;
    updateStandings(table, plan, t);
    const started = t >= (plan.turnStart[1] ?? 0);
    for (let r = 0; r < table.order.length; r++) {
      const row = table.rows[table.order[r]!]!;
      const el = rows.current[row.index];
      if (!el) continue;
      const top = `${r * rowHeight}px`;
      if (el.style.top !== top) el.style.top = top;
      if (el.dataset['status'] !== row.status) el.dataset['status'] = row.status;
      const out = row.status === 'wrecked' || row.status === 'retired';
      setText(ranks.current[row.index], out ? '–' : String(r + 1));
      setText(
        gaps.current[row.index],
        row.status === 'finished'
          ? ordinal(row.place ?? r + 1)
          : out
            ? row.status.toUpperCase()
            : !started || r === 0
              ? ''
              : `+${Math.round(row.gapMetres)} m`,
      );
    }
  });

  if (!plan) return null;
  const entrants = plan.log.header.entrants;
  return (
    <section className="qb-standings" aria-label="Standings">
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
            <span className="qb-chip" style={{ background: e.colour }} />
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
