import { useMemo, useState } from 'react';
import { RULESET_IDS } from '../../engine/rulesets/ids.ts';
import { lang, messages } from '../../messages/index.ts';
import { goToEvent, setExplainMode, useExplain } from '../../playback/explain.ts';
import { useViewer } from '../../playback/store.ts';
import { rulesetTitle } from '../../replay/figure-words.ts';
import { purposeText } from '../../replay/log-reading.ts';
import { catalogue, type RulesTable, tableText } from '../explain/catalogue.ts';
import { RuleTableView } from '../explain/RuleTableView.tsx';
import { SourceBadge } from '../explain/SourceBadge.tsx';
import { tableUses } from './table-uses.ts';
import './rules-book.css';

/** Uses listed under a table before "and N more". */
const MAX_USES = 40;

/**
 * The rules book: every table of every ruleset, browsable, each with the moments of the race
 * shown where it was read; a moment opens explain mode there. Loaded on demand with the catalogue.
 */
export default function RulesBook() {
  const plan = useViewer((s) => s.plan);
  const raceRuleset = plan?.log.header.ruleset.id ?? 'crudis';
  const [ruleset, setRuleset] = useState<string>(raceRuleset);
  const cat = catalogue(ruleset);
  const tables: readonly RulesTable[] = cat?.tables ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const uses = useMemo(() => (plan ? tableUses(plan) : new Map()), [plan]);
  const table = tables.find((t) => t.id === picked) ?? tables[0];
  const names = new Map(plan?.log.header.entrants.map((e) => [e.id, e.name]) ?? []);
  const close = () => useExplain.getState().setShowRulesBook(false);
  const used = table ? (uses.get(table.id) ?? []) : [];
  // Tables this race's log names that the catalogue does not list (shown so no use is hidden).
  const unlisted =
    ruleset === raceRuleset ? [...uses.keys()].filter((id) => !tables.some((t) => t.id === id)) : [];

  const m = messages.rulesBook;
  return (
    <div className="qv-modal-backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <section className="qv-panel qx-book" role="dialog" aria-modal="true" aria-label={m.title}>
        <header className="qv-help-head">
          <h2>{m.title}</h2>
          <fieldset className="qv-seg qx-fieldset" aria-label={m.ruleset}>
            {RULESET_IDS.map((id) => (
              <button
                key={id}
                type="button"
                className={id === ruleset ? 'is-on' : ''}
                aria-pressed={id === ruleset}
                onClick={() => {
                  setRuleset(id);
                  setPicked(null);
                }}
              >
                {id}
                {id === raceRuleset ? ' •' : ''}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className="qv-btn"
            title={m.printHint(ruleset)}
            onClick={() => window.print()}
          >
            {m.print}
          </button>
          <button
            type="button"
            className="qv-icon-btn"
            aria-label={m.close}
            title={m.closeHint}
            onClick={close}
          >
            ×
          </button>
        </header>
        <div className="qx-book-body">
          <nav className="qx-book-list" aria-label={m.tables}>
            {tables.length === 0 ? <p>{m.noTables(ruleset)}</p> : null}
            {tables.map((t) => {
              const n = uses.get(t.id)?.length ?? 0;
              return (
                <button
                  key={t.id}
                  type="button"
                  className={t === table ? 'qx-book-item is-on' : 'qx-book-item'}
                  data-table={t.id}
                  onClick={() => setPicked(t.id)}
                >
                  <span>{tableText(t, lang).title}</span>
                  <span className="qx-book-meta">
                    {t.source === 'house' ? m.house : m.seed}
                    {n > 0 ? ` · ${m.used(n)}` : ''}
                  </span>
                </button>
              );
            })}
            {unlisted.map((id) => (
              <p key={id} className="qx-book-item is-unlisted" title={m.unlistedHint}>
                {id} · {m.used(uses.get(id)?.length ?? 0)}
              </p>
            ))}
          </nav>
          {table ? (
            <div className="qx-book-table">
              <RuleTableView table={table} maxRows={200} />
              <h3>
                {m.inThisRace}{' '}
                {ruleset !== raceRuleset ? (
                  <span className="qx-book-meta">{m.otherRace(raceRuleset)}</span>
                ) : (
                  <span className="qx-book-meta">{used.length === 0 ? m.notRead : m.read(used.length)}</span>
                )}
              </h3>
              <ol className="qx-uses">
                {used.slice(0, MAX_USES).map((u: (typeof used)[number], i: number) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an event may read a table twice
                  <li key={`${u.seq}-${i}`}>
                    <button
                      type="button"
                      className="qx-use"
                      data-seq={u.seq}
                      onClick={() => {
                        setExplainMode(true);
                        goToEvent(u.seq);
                        close();
                      }}
                    >
                      {m.turn(u.turn)} · {u.chariots.map((c: string) => names.get(c) ?? c).join(', ')} ·{' '}
                      {purposeText(u.purpose, names, u.chariots)}
                      {u.row !== undefined ? m.toRow(u.row) : ''}
                    </button>
                  </li>
                ))}
              </ol>
              {used.length > MAX_USES ? (
                <p className="qx-book-meta">{m.more(used.length - MAX_USES)}</p>
              ) : null}
              <p className="qx-book-meta">
                {table.id} · <SourceBadge source={table.source} what="table" />
              </p>
            </div>
          ) : null}
        </div>
      </section>
      {/* On paper: every table of the ruleset chosen, one after another (rules-book.css, print). */}
      <section className="qx-book-print" aria-hidden="true">
        <h1>
          {rulesetTitle(ruleset)} · {m.title}
        </h1>
        {tables.map((t) => (
          <RuleTableView key={t.id} table={t} maxRows={1000} />
        ))}
      </section>
    </div>
  );
}
