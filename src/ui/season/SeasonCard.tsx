import { useMemo, useRef } from 'react';
import { formatNumber } from '../../messages/format.ts';
import { messages } from '../../messages/index.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { SeasonSoFar } from '../../server/protocol.ts';
import { onAir } from '../broadcast/on-air.ts';
import { clockText } from '../broadcast/overlay-time.ts';
import { ChariotChip } from '../ChariotChip.tsx';
import { setText } from '../hud-text.ts';
import { colourOf, standingsAfter } from './season-view.ts';
import '../broadcast/RaceCard.css';
import './SeasonCard.css';

export type SeasonCardProps = {
  /** The season, or as far as a live relay has told it (the races run so far). */
  season: SeasonSoFar;
  /** The race just run, from 0: the standings are those after it. */
  race: number;
  /** The races of the season, where `season` holds only those run so far. */
  total?: number;
  /** Seconds the card stays before the next race (the countdown); none after the last race. */
  nextIn: number;
};

/** The broadcast's standings card between the races of a season: drivers and factions so far. */
export function SeasonCard({ season, race, nextIn, total }: SeasonCardProps) {
  const m = messages.season;
  const races = total ?? season.races.length;
  const last = race + 1 >= races;
  const { drivers, factions } = useMemo(() => standingsAfter(season, race + 1), [season, race]);
  const chips = useMemo(() => colourOf(season), [season]);
  const purse = drivers.some((d) => d.tallies?.sesterces !== undefined);
  const count = useRef<HTMLSpanElement>(null);
  useSystem('hud', 'season card', () => {
    if (!last)
      setText(count.current, m.nextRace(clockText(Math.max(0, Math.ceil(nextIn - onAir.phaseTime)))));
  });
  return (
    <section className="qb-card qb-season" data-testid="season-card">
      <header className="qb-card-head">
        <span className="qb-card-title">{m.standingsAfter(race + 1, races).toUpperCase()}</span>
        {last ? null : <span ref={count} className="qb-card-count" />}
      </header>
      <ol className="qb-season-rows">
        {drivers.map((d, i) => {
          const chip = chips.get(d.chariot);
          const won = season.races[race]!.results.find((r) => r.chariot === d.chariot)?.points ?? 0;
          return (
            <li key={d.chariot} className={i === 0 ? 'qb-season-row is-leader' : 'qb-season-row'}>
              <span className="qb-season-pos">{i + 1}</span>
              {chip ? (
                <ChariotChip colour={chip.colour} faction={chip.faction} size="big" broadcast />
              ) : (
                <span />
              )}
              <span className="qb-season-name">{d.name}</span>
              <span className="qb-season-faction">{d.faction}</span>
              <span className="qb-season-gain">{won > 0 ? `+${won}` : ''}</span>
              <span className="qb-season-points">
                {d.points} {m.points.toLowerCase()}
              </span>
              <span className="qb-season-purse">
                {purse ? `${formatNumber(d.tallies?.sesterces ?? 0)} HS` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <footer className="qb-season-factions">
        {factions.map((f) => (
          <span key={f.faction} className="qb-season-faction-total">
            <ChariotChip
              colour={chips.get(f.chariots[0]!)?.colour ?? '#888888'}
              faction={f.faction}
              broadcast
            />
            {f.faction} {f.points}
          </span>
        ))}
      </footer>
    </section>
  );
}
