import { formatNumber } from '../../messages/format.ts';
import { messages } from '../../messages/index.ts';
import type { Replay } from '../../replay/compile.ts';

/** A line of the results card. */
export interface ResultLine {
  place: number | null;
  id: string;
  name: string;
  colour: string;
  faction: string | null;
  status: string;
  /** "2:41.3" (the winner's race time), "+3.2 s" (behind the winner), "wrecked", "retired". */
  detail: string;
}

/** "2:41.3": a race time in minutes and seconds, to a tenth. */
export function raceTimeText(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const s = Math.floor(tenths / 10) % 60;
  return `${Math.floor(tenths / 600)}:${s < 10 ? '0' : ''}${s}.${tenths % 10}`;
}

/**
 * The results card's lines, from the log's footer: finishers in order, then the rest. Margins are
 * the seconds of the race as shown (when each crossed the line), not the rules' turns.
 */
export function resultLines(replay: Replay): ResultLine[] {
  const { log, plan, standings } = replay;
  const byId = new Map(log.header.entrants.map((e) => [e.id, e]));
  const results = [...log.footer.results].sort(
    (a, b) => (a.place ?? Number.POSITIVE_INFINITY) - (b.place ?? Number.POSITIVE_INFINITY),
  );
  const crossed = (id: string): number => {
    const ci = plan.chariotIndex.get(id);
    return ci === undefined ? Number.POSITIVE_INFINITY : standings.finishTime[ci]!;
  };
  const winner = results.find((r) => r.place === 1);
  const won = winner ? crossed(winner.chariot) : Number.POSITIVE_INFINITY;
  return results.map((r) => {
    const e = byId.get(r.chariot);
    const at = crossed(r.chariot);
    const detail =
      r.status !== 'finished' || !Number.isFinite(at)
        ? messages.broadcast.status[r.status]
        : r === winner || !Number.isFinite(won)
          ? raceTimeText(at)
          : messages.broadcast.behind(formatNumber(Math.max(0, at - won), 1));
    return {
      place: r.place ?? null,
      id: r.chariot,
      name: e?.name ?? r.chariot,
      colour: e?.colour ?? '#888888',
      faction: e?.faction ?? null,
      status: r.status,
      detail,
    };
  });
}
