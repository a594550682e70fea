import { useRef } from 'react';
import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { cueIndexAt } from '../../replay/sample.ts';
import { highlightAt } from '../../replay/ticker-lines.ts';
import { setText } from '../hud-text.ts';
import { onAir, replayOnAir } from './on-air.ts';
import { overlayRaceTime } from './overlay-time.ts';
import './IncidentTicker.css';

/**
 * The bar along the bottom: LIVE or REPLAY, and the latest incident in words (the viewer's
 * ticker sentences, highlights only), with the chariot's colour.
 */
export function IncidentTicker() {
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const data = replay?.ticker ?? null;
  const tag = useRef<HTMLSpanElement>(null);
  const chip = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);

  useSystem('hud', 'incident ticker', () => {
    if (!plan || !data) return;
    const m = messages.broadcast;
    setText(
      tag.current,
      onAir.phase === 'card'
        ? m.next
        : onAir.phase === 'race'
          ? replayOnAir()
            ? m.replay
            : m.live
          : m.resultTag,
    );
    const k = highlightAt(data, cueIndexAt(plan, overlayRaceTime()));
    const cue = k >= 0 ? data.highlights[k]! : -1;
    setText(text.current, cue >= 0 ? data.sentence(cue) : m.called);
    const colour = cue >= 0 ? data.chip(cue) : 'transparent';
    if (chip.current && chip.current.style.background !== colour) chip.current.style.background = colour;
  });

  if (!plan) return null;
  return (
    <div className="qb-ticker">
      <span ref={tag} className="qb-ticker-tag">
        {messages.broadcast.live}
      </span>
      <span ref={chip} className="qb-chip" />
      <span ref={text} className="qb-ticker-text" />
    </div>
  );
}
