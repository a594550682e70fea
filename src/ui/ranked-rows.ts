import { useMemo, useRef } from 'react';
import { useSystem } from '../playback/use-system.ts';
import type { Replay } from '../replay/compile.ts';
import { createStandings, type Standing, type StandingsTable, updateStandings } from '../replay/standings.ts';
import { setText } from './hud-text.ts';
import { createRowMotion, frameRows, opacityStyle, rankLabel, rowsPending } from './row-motion.ts';

/**
 * Writes one row of a standings list once it stands in its slot: puts its item `el` in place `rank`
 * (0 leads) and fills its gap cell. `started`: whether the race has started at the time shown.
 */
export type ShowRow = (
  row: Standing,
  rank: number,
  el: HTMLLIElement,
  gapEl: HTMLSpanElement | null,
  started: boolean,
) => void;

/**
 * The running order of a standings list (the viewer's, the broadcast's and the compare panes'),
 * re-ranked at most every `refreshMs` while the time moves, written straight into the DOM: rows that
 * change place fade out and back in at their new place (src/ui/row-motion.ts: never two rows in one
 * slot, ranks always in order), each row's status and rank written here, its place and gap by
 * `show`; `after` runs once a refresh with the time shown. Returns the refs to give each row's
 * item, rank and gap cells.
 */
export function useRankedRows(
  replay: Replay | null,
  time: () => number,
  refreshMs: number,
  show: ShowRow,
  after?: (t: number) => void,
) {
  const table = useMemo(() => (replay ? createStandings(replay.plan, replay.standings) : null), [replay]);
  const motion = useMemo(() => (table ? createRowMotion(table.rows.length) : null), [table]);
  const plan = replay?.plan ?? null;
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const ranks = useRef<Array<HTMLSpanElement | null>>([]);
  const gaps = useRef<Array<HTMLSpanElement | null>>([]);
  const last = useRef({
    at: Number.NEGATIVE_INFINITY,
    time: Number.NaN,
    table: null as StandingsTable | null,
    started: false,
    /** The time to re-rank to, if this frame does. */
    pending: 0,
  });
  // The frame's writers, made once (the frame loop calls them without allocating).
  const writers = useRef({
    fade: (row: number, opacity: number) => {
      const el = rows.current[row];
      if (el) el.style.opacity = opacityStyle(opacity);
    },
    settle: (_row: number, _slot: number) => {},
    refresh: (): readonly number[] => [],
  });
  writers.current.refresh = () => {
    if (!plan || !table) return [];
    const t = last.current.pending;
    updateStandings(table, plan, t);
    last.current.started = t >= (plan.turnStart[1] ?? 0);
    return table.order;
  };
  writers.current.settle = (index, slot) => {
    const row = table?.rows[index];
    const el = rows.current[index];
    if (!row || !el) return;
    if (el.dataset['status'] !== row.status) el.dataset['status'] = row.status;
    setText(ranks.current[index], rankLabel(row.status, slot));
    show(row, slot, el, gaps.current[index] ?? null, last.current.started);
  };

  useSystem('hud', 'standings', ({ now }) => {
    if (!plan || !table || !motion) return;
    const t = time();
    const l = last.current;
    const due = l.table !== table || (t !== l.time && now - l.at >= refreshMs);
    if (!due && !rowsPending(motion, now)) return;
    l.pending = t;
    const w = writers.current;
    if (!frameRows(motion, now, due, w.refresh, w.fade, w.settle)) return;
    l.at = now;
    l.time = t;
    l.table = table;
    after?.(t);
  });

  return { table, rows, ranks, gaps };
}
