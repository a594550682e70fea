import { useMemo, useRef } from 'react';
import { turnAt } from '../replay/sample.ts';
import { clock } from './clock.ts';
import { useHudFrame } from './hud-frame.ts';
import { ordinal } from './sentences.ts';
import { createStandings, lapText, updateStandings } from './standings.ts';
import { useViewer } from './store.ts';

export type StandingsProps = {
  /** Milliseconds between refreshes while the clock moves. */
  refreshMs?: number;
  /** Height of a row, px (rows slide to their place). */
  rowHeight?: number;
};

const setText = (el: HTMLElement | null | undefined, text: string): void => {
  if (el && el.textContent !== text) el.textContent = text;
};

/**
 * The order of the race at the current time, with gaps to the leader and the lap counter. Rows are
 * rendered once per race; a few times a second they are re-ranked and their texts rewritten
 * directly in the DOM. Clicking a row selects the chariot.
 */
export function Standings({ refreshMs = 200, rowHeight = 28 }: StandingsProps) {
  const plan = useViewer((s) => s.plan);
  const selected = useViewer((s) => s.selected);
  const table = useMemo(() => (plan ? createStandings(plan) : null), [plan]);
  const winnerTime = useMemo(
    () => (table ? Math.min(...table.rows.map((r) => r.finishTime)) : Number.POSITIVE_INFINITY),
    [table],
  );
  const startLanes = useMemo(
    () =>
      plan?.log.header.entrants.map((e) => ('lane' in e.start ? `lane ${e.start.lane}` : 'at the start')) ??
      [],
    [plan],
  );
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const ranks = useRef<Array<HTMLSpanElement | null>>([]);
  const gaps = useRef<Array<HTMLSpanElement | null>>([]);
  const lap = useRef<HTMLDivElement>(null);
  const turn = useRef<HTMLDivElement>(null);
  const last = useRef({ at: Number.NEGATIVE_INFINITY, time: Number.NaN, table: null as unknown });

  useHudFrame((now) => {
    if (!plan || !table) return;
    const t = clock.time;
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
      el.style.transform = `translateY(${r * rowHeight}px)`;
      if (el.dataset['status'] !== row.status) el.dataset['status'] = row.status;
      const out = row.status === 'wrecked' || row.status === 'retired';
      setText(ranks.current[row.index], out ? '–' : String(r + 1));
      setText(
        gaps.current[row.index],
        row.status === 'finished'
          ? ordinal(row.place ?? r + 1)
          : row.status === 'wrecked'
            ? 'wrecked'
            : row.status === 'retired'
              ? 'retired'
              : !started
                ? startLanes[row.index]!
                : r === 0
                  ? 'leader'
                  : `+${Math.round(row.gapMetres)} m`,
      );
    }
    setText(lap.current, lapText(plan, t, winnerTime));
    setText(turn.current, `Turn ${turnAt(plan, t)} of ${plan.turnStart.length - 2}`);
  });

  if (!plan) return null;
  const entrants = plan.log.header.entrants;
  return (
    <section className="qv-panel qv-standings" aria-label="Standings">
      <header className="qv-standings-head">
        <div ref={lap} className="qv-lap">
          Lap 1
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
              title={`${e.name} (${e.faction ?? 'no faction'}, ${e.personality}) — click to ${e.id === selected ? 'deselect' : 'select'}`}
            >
              <span
                ref={(el) => {
                  ranks.current[i] = el;
                }}
                className="qv-rank"
              >
                {i + 1}
              </span>
              <span className="qv-chip" style={{ background: e.colour }} />
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
