import { useMemo } from 'react';
import { formatNumber } from '../../messages/format.ts';
import { messages } from '../../messages/index.ts';
import { factionName, rulesetTitle } from '../../replay/figure-words.ts';
import { ChariotChip } from '../ChariotChip.tsx';
import { buildLink, logOrigin } from '../deep-link.ts';
import { useSeason } from './season-store.ts';
import { colourOf, raceLines, standingsAfter } from './season-view.ts';
import './season.css';

/**
 * A season in the viewer: its races (the one playing marked; click one to play it) and the
 * standings of drivers and factions after the last race. Folds to a button at the top.
 */
export default function SeasonPanel() {
  const m = messages.season;
  const season = useSeason((s) => s.season);
  const race = useSeason((s) => s.race);
  const open = useSeason((s) => s.open);
  const view = useMemo(
    () =>
      season
        ? {
            lines: raceLines(season),
            chips: colourOf(season),
            ...standingsAfter(season, season.races.length),
          }
        : null,
    [season],
  );
  if (!season || !view) return null;
  const count = season.races.length;
  // Each race's own address (`race=N`), where the season has one (not a file from this computer).
  const origin = logOrigin();
  const raceLink = (index: number): string | null => {
    const link = buildLink(`${window.location.origin}${window.location.pathname}`, origin, {
      race: index + 1,
    });
    return link.ok ? link.url : null;
  };
  const purse = view.drivers.some((d) => d.tallies?.sesterces !== undefined);
  // Both tables share their columns, so points and wins line up.
  const head = (
    <>
      <colgroup>
        <col className="qs-col-pos" />
        <col />
        <col className="qs-col-num" />
        <col className="qs-col-num" />
        {purse ? <col className="qs-col-purse" /> : null}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col" />
          <th scope="col">{m.points}</th>
          <th scope="col">{m.wins}</th>
          {purse ? <th scope="col">{m.sesterces}</th> : null}
        </tr>
      </thead>
    </>
  );
  if (!open)
    return (
      <button type="button" className="qs-toggle" onClick={() => useSeason.getState().setOpen(true)}>
        {m.show} · {m.raceOf(race + 1, count)}
      </button>
    );
  return (
    <section className="qv-panel qs-panel" aria-label={m.label} data-testid="season-panel">
      <header className="qs-head">
        <span className="qs-title">{m.title(rulesetTitle(season.ruleset), count)}</span>
        <button
          type="button"
          className="qs-close"
          title={m.hide}
          aria-label={m.hide}
          onClick={() => useSeason.getState().setOpen(false)}
        >
          ×
        </button>
      </header>
      <div className="qs-body">
        <div className="qs-races">
          <div className="qv-panel-title">{m.races}</div>
          <ol>
            {view.lines.map((l) => {
              const link = raceLink(l.index);
              return (
                <li key={l.index}>
                  <button
                    type="button"
                    className={l.index === race ? 'qs-race is-playing' : 'qs-race'}
                    aria-current={l.index === race ? 'true' : undefined}
                    onClick={() => useSeason.getState().playRace(l.index)}
                  >
                    <span className="qs-race-n">{m.raceLine(l.index + 1)}</span>
                    <span className="qs-race-winner">
                      {l.winner === null ? m.noWinner : m.wonBy(l.winner)}
                    </span>
                  </button>
                  {link ? (
                    <a className="qs-race-link" href={link} title={m.raceLink(l.index + 1)}>
                      {m.link}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
        <div className="qs-standings">
          <table className="qs-table">
            <caption className="qv-panel-title">{m.drivers}</caption>
            {head}
            <tbody>
              {view.drivers.map((d, i) => {
                const chip = view.chips.get(d.chariot);
                return (
                  <tr key={d.chariot}>
                    <td className="qs-pos">{i + 1}</td>
                    <td className="qs-name">
                      {chip ? <ChariotChip colour={chip.colour} faction={chip.faction} /> : null}
                      {d.name}
                    </td>
                    <td className="qs-num">{d.points}</td>
                    <td className="qs-num">{d.wins}</td>
                    {purse ? <td className="qs-num">{formatNumber(d.tallies?.sesterces ?? 0)}</td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <table className="qs-table">
            <caption className="qv-panel-title">{m.factions}</caption>
            {head}
            <tbody>
              {view.factions.map((f, i) => (
                <tr key={f.faction}>
                  <td className="qs-pos">{i + 1}</td>
                  <td className="qs-name qs-faction">{factionName(f.faction)}</td>
                  <td className="qs-num">{f.points}</td>
                  <td className="qs-num">{f.wins}</td>
                  {purse ? <td /> : null}
                </tr>
              ))}
            </tbody>
          </table>
          {season.carries.length > 0 ? (
            <p className="qs-carries">
              <span className="qv-panel-title">{m.carries}</span>{' '}
              {season.carries.map((c) => c.says).join(' ')}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
