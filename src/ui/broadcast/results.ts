import type { RaceLog } from '../../engine/log/schema.ts';

/** A line of the results card. */
export interface ResultLine {
  place: number | null;
  id: string;
  name: string;
  colour: string;
  faction: string | null;
  status: string;
  /** "Turn 47.8", "+1.1 turns", "wrecked", "retired". */
  detail: string;
}

/** The results card's lines, from the log's footer: finishers in order, then the rest. */
export function resultLines(log: RaceLog): ResultLine[] {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e]));
  const results = [...log.footer.results].sort(
    (a, b) => (a.place ?? Number.POSITIVE_INFINITY) - (b.place ?? Number.POSITIVE_INFINITY),
  );
  const winner = results.find((r) => r.place === 1)?.finishedAt;
  return results.map((r) => {
    const e = byId.get(r.chariot);
    const at = r.finishedAt;
    const detail =
      r.status !== 'finished' || at === null
        ? r.status
        : winner === undefined || winner === null || at === winner
          ? `turn ${at.toFixed(1)}`
          : `+${(at - winner).toFixed(2)} turns`;
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
