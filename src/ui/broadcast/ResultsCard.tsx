import { useMemo, useRef } from 'react';
import { messages } from '../../messages/index.ts';
import { factionName } from '../../replay/figure-words.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { setText } from '../hud-text.ts';
import { onAir, useBroadcast } from './on-air.ts';
import { clockText } from './overlay-time.ts';
import { resultLines } from './results.ts';
import './RaceCard.css';
import './ResultsCard.css';
import { ChariotChip } from '../ChariotChip.tsx';
import { ResultsCharts } from '../charts/ResultsCharts.tsx';

export type ResultsCardProps = {
  /** In a channel, the seconds before the next race's card (for the countdown). */
  nextIn: number | null;
};

/** The result after the finish: places, colours, margins, the wrecked and retired; the odds they had. */
export function ResultsCard({ nextIn }: ResultsCardProps) {
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const odds = useBroadcast((s) => s.odds);
  const raceNumber = useBroadcast((s) => s.raceNumber);
  const lines = useMemo(() => (replay ? resultLines(replay) : []), [replay]);
  const next = useRef<HTMLSpanElement>(null);
  useSystem('hud', 'results card', () => {
    if (nextIn === null) return;
    const left = Math.max(0, Math.ceil(nextIn - onAir.phaseTime));
    setText(
      next.current,
      onAir.phase === 'next' ? messages.broadcast.preparing : messages.broadcast.nextIn(clockText(left)),
    );
  });
  if (!plan) return null;
  const chance = new Map(odds?.map((o) => [o.id, o.fractional]) ?? []);
  return (
    <section className="qb-card qb-results" data-testid="results-card">
      <header className="qb-card-head">
        <span className="qb-card-title">{messages.broadcast.resultOf(raceNumber)}</span>
        {nextIn !== null ? <span ref={next} className="qb-card-count" /> : null}
      </header>
      <ol className="qb-results-rows">
        {lines.map((l) => (
          <li
            key={l.id}
            className={l.place === 1 ? 'qb-result is-winner' : 'qb-result'}
            data-status={l.status}
          >
            <span className="qb-result-place">
              {l.place !== null ? messages.standings.place(l.place) : '–'}
            </span>
            <ChariotChip colour={l.colour} faction={l.faction} size="big" broadcast />
            <span className="qb-result-name">{l.name}</span>
            <span className="qb-result-faction">{factionName(l.faction)}</span>
            <span className="qb-result-detail">{l.detail}</span>
            <span className="qb-result-odds">{chance.get(l.id) ?? ''}</span>
          </li>
        ))}
      </ol>
      <ResultsCharts plan={plan} width={420} height={Math.min(170, 40 + plan.chariots.length * 15)} />
    </section>
  );
}
