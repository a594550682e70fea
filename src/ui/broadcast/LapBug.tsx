import { useRef } from 'react';
import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { rulesetTitle } from '../../replay/figure-words.ts';
import { turnAt } from '../../replay/sample.ts';
import { lapText, raceLaps } from '../../replay/standings.ts';
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
      phase === 'card'
        ? messages.broadcast.startingSoon
        : phase === 'race'
          ? lapText(plan, t, winnerTime)
          : messages.broadcast.result,
    );
    setText(turn.current, messages.broadcast.turn(turnAt(plan, t)));
    setShown(replay.current, replayOnAir());
  });

  if (!plan) return null;
  const ruleset = plan.log.header.ruleset.id;
  return (
    <div className="qb-lapbug">
      <span className="qb-brand">QUADRIGA</span>
      <span className="qb-ruleset">
        {rulesetTitle(ruleset).toUpperCase()} · {messages.broadcast.seed(plan.log.header.seed)}
      </span>
      <span ref={lap} className="qb-lap">
        {messages.progress.lapOf(1, raceLaps(plan))}
      </span>
      <span ref={turn} className="qb-turn" />
      <span ref={replay} className="qb-replay" hidden>
        {messages.broadcast.replay}
      </span>
    </div>
  );
}
