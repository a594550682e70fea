import { lang, messages } from '../../messages/index.ts';
import { type RulesTable, tableText } from './catalogue.ts';
import { SourceBadge } from './SourceBadge.tsx';

export type RuleTableViewProps = {
  table: RulesTable;
  /** The row key to highlight (a log roll's `row`), if any. */
  row?: string | undefined;
  /** Longest table shown whole; longer ones show the rows around the highlighted one. */
  maxRows?: number;
};

/** A rules table as a grid, its applied row highlighted; house rows and tables labelled. */
export function RuleTableView({ table, row, maxRows = 14 }: RuleTableViewProps) {
  const m = messages.explain;
  const words = tableText(table, lang);
  // The row's cells in the page's language where they are written with the row's shape.
  const cellsOf = (key: string, own: readonly string[]) => {
    const written = words.rows?.[key];
    return written && written.length === own.length ? written : own;
  };
  const hit = row === undefined ? -1 : table.rows.findIndex((r) => r.key === row);
  let from = 0;
  let to = table.rows.length;
  if (to > maxRows) {
    from = Math.max(0, Math.min(to - maxRows, Math.max(hit, 0) - Math.floor(maxRows / 2)));
    to = from + maxRows;
  }
  return (
    <figure className="qx-table" data-table={table.id}>
      <figcaption>
        <span className="qx-table-title">{words.title}</span>{' '}
        <SourceBadge source={table.source} what="table" />
      </figcaption>
      {words.note ? <p className="qx-table-note">{words.note}</p> : null}
      <table>
        <thead>
          <tr>
            {words.columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {from > 0 ? (
            <tr className="qx-more">
              <td colSpan={table.columns.length}>{m.rowsAbove(from)}</td>
            </tr>
          ) : null}
          {table.rows.slice(from, to).map((r, i) => (
            <tr key={r.key} className={from + i === hit ? 'is-applied' : undefined} data-row={r.key}>
              {cellsOf(r.key, r.cells).map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row, in column order
                <td key={j}>
                  {cell}
                  {j === r.cells.length - 1 && r.source && r.source !== table.source ? (
                    <>
                      {' '}
                      <SourceBadge source={r.source} what="value" />
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
          {to < table.rows.length ? (
            <tr className="qx-more">
              <td colSpan={table.columns.length}>{m.rowsBelow(table.rows.length - to)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {row !== undefined && hit < 0 ? <p className="qx-table-note">{m.rowApplied(row)}</p> : null}
    </figure>
  );
}
