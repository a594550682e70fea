import { useRef } from 'react';
import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { factionName, keyFigures, personalityWord, rulesetTitle } from '../../replay/figure-words.ts';
import { setText } from '../hud-text.ts';
import { onAir, useBroadcast } from './on-air.ts';
import { clockText } from './overlay-time.ts';
import './RaceCard.css';
import { ChariotChip } from '../ChariotChip.tsx';

export type RaceCardProps = {
  /** Seconds the card is up before the start (for the countdown). */
  cardSeconds: number;
};

const startText = (start: Record<string, unknown>): string =>
  typeof start['lane'] === 'number'
    ? messages.broadcast.lane(start['lane'])
    : typeof start['slot'] === 'number'
      ? messages.broadcast.gate(start['slot'])
      : '—';

/**
 * The race card before the start: the field with colours, factions, drivers and the few figures
 * that matter in the ruleset (figure-words.ts: team speed, CDM, weight and weapons in Circus
 * Maximus; the rest are on the viewer's chariot card), and the
 * odds from many simulated races (filled in as the worker reports), with a countdown to the start.
 */
export function RaceCard({ cardSeconds }: RaceCardProps) {
  const plan = useViewer((s) => s.plan);
  const odds = useBroadcast((s) => s.odds);
  const done = useBroadcast((s) => s.oddsDone);
  const total = useBroadcast((s) => s.oddsTotal);
  const raceNumber = useBroadcast((s) => s.raceNumber);
  const countdown = useRef<HTMLSpanElement>(null);
  // The countdown's text is written when its second changes, not every frame.
  const shown = useRef(-1);
  useSystem('hud', 'race card', () => {
    const left = Math.max(0, Math.ceil(cardSeconds - onAir.phaseTime));
    if (left === shown.current && countdown.current?.textContent) return;
    shown.current = left;
    setText(countdown.current, messages.broadcast.startIn(clockText(left)));
  });
  if (!plan) return null;
  const { header } = plan.log;
  const laps = header.options['laps'];
  const chance = new Map(odds?.map((o) => [o.id, o]) ?? []);
  const m = messages.broadcast;
  return (
    <section className="qb-card" data-testid="race-card">
      <header className="qb-card-head">
        <span className="qb-card-title">
          {m.race(raceNumber)} · {rulesetTitle(header.ruleset.id).toUpperCase()}
          {typeof laps === 'number' ? ` · ${m.laps(laps)}` : ''}
        </span>
        <span ref={countdown} className="qb-card-count" />
      </header>
      <table className="qb-card-table">
        <thead>
          <tr>
            <th />
            <th>{m.columns.chariot}</th>
            <th>{m.columns.faction}</th>
            <th>{m.columns.driver}</th>
            <th>{m.columns.form}</th>
            <th>{m.columns.start}</th>
            <th>{m.columns.odds}</th>
          </tr>
        </thead>
        <tbody>
          {header.entrants.map((e) => {
            const o = chance.get(e.id);
            return (
              <tr key={e.id} data-id={e.id}>
                <td>
                  <ChariotChip colour={e.colour} faction={e.faction} size="big" broadcast />
                </td>
                <td className="qb-card-name">{e.name}</td>
                <td>{factionName(e.faction) || '—'}</td>
                <td>{personalityWord(e.personality)}</td>
                <td className="qb-card-stats">
                  {keyFigures(header.ruleset.id, e.stats)
                    .map((f) => `${f.label} ${f.text}`)
                    .join(' · ')}
                </td>
                <td className="qb-card-start">{startText(e.start as Record<string, unknown>)}</td>
                <td className="qb-card-odds">
                  {o ? (
                    <>
                      <b>{o.fractional}</b> <small>{Math.round(o.chance * 100)}%</small>
                    </>
                  ) : (
                    '…'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <footer className="qb-card-foot">{total > 0 ? m.oddsFrom(done, total) : m.noOdds}</footer>
    </section>
  );
}
