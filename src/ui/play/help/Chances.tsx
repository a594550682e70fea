import { formatNumber } from '../../../messages/format.ts';
import { playText } from '../../../messages/play.ts';
import { usePlay } from '../play-store.ts';

/** A chance as the language writes a percentage: "16.7%", "16,7 %"; whole at 0 and 100. */
export const percent = (p: number): string =>
  playText().percent(formatNumber(p * 100, p <= 0 || p >= 1 ? 0 : 1));

export interface ChanceRow {
  key: string;
  label: string;
  chance: number;
  /** It falls on the one deciding (a whip grabbed, a rebound): marked. */
  bad?: boolean;
}

/** A small table of results and their chances, under a title (the dice and the table read). */
export function Chances({ title, rows }: { title: string; rows: readonly ChanceRow[] }) {
  return (
    <table className="qp-chances">
      <thead>
        <tr>
          <th colSpan={2}>{title}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.bad ? 'qp-bad' : undefined}>
            <th scope="row">{r.label}</th>
            <td>{percent(r.chance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A chariot's name as the race's seats give it (its id where none is known). */
export function useSeatName(): (id: string) => string {
  const seats = usePlay((s) => s.view?.seats);
  return (id: string) => seats?.find((s) => s.id === id)?.name ?? id;
}
