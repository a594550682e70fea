import { formatNumber } from '../../messages/format.ts';
import { messages } from '../../messages/index.ts';
import type { ChariotResult, CompareSummary } from '../../replay/compare-summary.ts';
import type { Pane } from './compare-store.ts';

export type SummaryPanelProps = {
  summary: CompareSummary;
  panes: readonly Pane[];
  /** Closes the panel (the viewer's); none on the broadcast's card. */
  onClose?: () => void;
};

function resultText(r: ChariotResult): string {
  const m = messages.compare;
  const s = messages.standings;
  switch (r.kind) {
    case 'place':
      return s.place(r.place);
    case 'wrecked':
      return s.wrecked;
    case 'retired':
      return s.retired;
    case 'unplaced':
      return m.unplaced;
    case 'absent':
      return '—';
  }
}

/**
 * What differed between the races: a row per fact (winner, wrecks, finishers, turns, the winner's
 * turns, incidents per lap) with a column per ruleset, the facts that differ marked; then every
 * chariot's result under each ruleset.
 */
export function SummaryPanel({ summary, panes, onClose }: SummaryPanelProps) {
  const m = messages.compare;
  const { races, differs } = summary;
  const winners = races.map((f) => f.winner?.name ?? m.noWinner);
  const rows: Array<{ key: string; label: string; differs: boolean; values: string[] }> = [
    { key: 'winner', label: m.winner, differs: differs.winner, values: winners },
    {
      key: 'wrecks',
      label: m.wrecks,
      differs: differs.wrecks,
      values: races.map((f) =>
        f.wrecked.length === 0 ? '0' : `${f.wrecked.length} (${f.wrecked.map((c) => c.name).join(', ')})`,
      ),
    },
    {
      key: 'finishers',
      label: m.finishers,
      differs: differs.finishers,
      values: races.map((f) => String(f.finishers)),
    },
    { key: 'laps', label: m.laps, differs: false, values: races.map((f) => String(f.laps)) },
    { key: 'turns', label: m.turns, differs: differs.turns, values: races.map((f) => String(f.turns)) },
    {
      key: 'winner-turns',
      label: m.winnerTurns,
      differs: differs.turns,
      values: races.map((f) => (f.winnerTurns === null ? '—' : m.turnsValue(formatNumber(f.winnerTurns, 1)))),
    },
    {
      key: 'incidents',
      label: m.incidentsPerLap,
      differs: differs.incidentsPerLap,
      values: races.map((f) => formatNumber(f.incidentsPerLap, 1)),
    },
  ];
  const verdict = differs.winner
    ? m.otherWinners(winners.join(' / '))
    : m.sameWinner(winners[0] ?? m.noWinner);
  return (
    <section className="qc-summary" aria-label={m.summary}>
      <header className="qc-summary-head">
        <h2>{m.summary}</h2>
        {onClose ? (
          <button type="button" className="qc-close" onClick={onClose}>
            {m.closeSummary}
          </button>
        ) : null}
      </header>
      <p className="qc-verdict">{verdict}</p>
      <table className="qc-facts">
        <thead>
          <tr>
            <th scope="col">{m.ruleset}</th>
            {panes.map((p) => (
              <th key={p.ruleset} scope="col">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-fact={row.key} className={row.differs ? 'is-different' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs ? <span className="qc-differs">{m.differs}</span> : null}
              </th>
              {row.values.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is a pane's place
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="qc-field">
        <thead>
          <tr>
            <th scope="col">{m.field}</th>
            {panes.map((p) => (
              <th key={p.ruleset} scope="col">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.chariots.map((c) => (
            <tr key={c.id} data-chariot={c.id}>
              <th scope="row">{c.name}</th>
              {c.results.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is a pane's place
                <td key={i} data-result={r.kind} title={r.kind === 'absent' ? m.absent : undefined}>
                  {resultText(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
