import { useMemo, useRef } from 'react';
import { useSystem } from '../playback/use-system.ts';
import type { Replay } from '../replay/compile.ts';
import { createStandings, type Standing, type StandingsTable, updateStandings } from '../replay/standings.ts';
import { setText } from './hud-text.ts';

/**
 * Writes one row of a standings list this refresh: puts its item `el` in place `rank` (0 leads) and
 * fills its gap cell. `started`: whether the race has started at the time shown.
 */
export type ShowRow = (
  row: Standing,
  rank: number,
  el: HTMLLIElement,
  gapEl: HTMLSpanElement | null,
  started: boolean,
) => void;

/**
 * The running order of a standings list (the viewer's and the broadcast's), re-ranked at most every
 * `refreshMs` while the time moves, written straight into the DOM: each row's status and rank here,
 * its place and gap by `show`; `after` runs once a refresh with the time shown. Returns the refs to
 * give each row's item, rank and gap cells.
 */
export function useRankedRows(
  replay: Replay | null,
  time: () => number,
  refreshMs: number,
  show: ShowRow,
  after?: (t: number) => void,
) {
  const table = useMemo(() => (replay ? createStandings(replay.plan, replay.standings) : null), [replay]);
  const plan = replay?.plan ?? null;
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const ranks = useRef<Array<HTMLSpanElement | null>>([]);
  const gaps = useRef<Array<HTMLSpanElement | null>>([]);
  const last = useRef({
    at: Number.NEGATIVE_INFINITY,
    time: Number.NaN,
    table: null as StandingsTable | null,
  });

  useSystem('hud', 'standings', ({ now }) => {
    if (!plan || !table) return;
    const t = time();
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
      if (el.dataset['status'] !== row.status) el.dataset['status'] = row.status;
      const out = row.status === 'wrecked' || row.status === 'retired';
      setText(ranks.current[row.index], out ? '–' : String(r + 1));
      show(row, r, el, gaps.current[row.index] ?? null, started);
    }
    after?.(t);
  });

  return { table, rows, ranks, gaps };
}
