import { useRef } from 'react';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { rulesetTitle } from '../../replay/figure-words.ts';
import { turnAt } from '../../replay/sample.ts';
import { lapText } from '../../replay/standings.ts';
import { setText } from '../hud-text.ts';
import { onAir, replayOnAir } from './on-air.ts';
import { overlayRaceTime, setShown } from './overlay-time.ts';
import './LapBug.css';

/** Top left: the race's name, the lap counter and turn, and the REPLAY bug during replays. */
export function LapBug() {
  const compiled = useViewer((s) => s.replay);
  const plan = compiled?.plan ?? null;
  const winnerTime = compiled?.winnerTime ?? Number.POSITIVE_INFINITY;
  const lap = useRef<HTMLSpanElement>(null);
  const turn = useRef<HTMLSpanElement>(null);
  const replay = useRef<HTMLSpanElement>(null);

  useSystem('hud', 'lap bug', () => {
    if (!plan) return;
    const t = overlayRaceTime();
    const phase = onAir.phase;
    setText(
      lap.current,
      phase === 'card' ? 'Starting soon' : phase === 'race' ? lapText(plan, t, winnerTime) : 'Result',
    );
    setText(turn.current, `Turn ${turnAt(plan, t)}`);
    setShown(replay.current, replayOnAir());
  });

  if (!plan) return null;
  const ruleset = plan.log.header.ruleset.id;
  return (
    <div className="qb-lapbug">
      <span className="qb-brand">QUADRIGA</span>
      <span className="qb-ruleset">
        {rulesetTitle(ruleset).toUpperCase()} · SEED {plan.log.header.seed}
      </span>
      <span ref={lap} className="qb-lap">
        Lap 1
      </span>
      <span ref={turn} className="qb-turn" />
      <span ref={replay} className="qb-replay" hidden>
        REPLAY
      </span>
    </div>
  );
}
