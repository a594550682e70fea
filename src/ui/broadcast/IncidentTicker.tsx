import { useMemo, useRef } from 'react';
import { cueIndexAt } from '../../replay/sample.ts';
import { setText, useHudFrame } from '../hud-frame.ts';
import { describeEvent, isHighlight } from '../sentences.ts';
import { useViewer } from '../store.ts';
import { onAir } from './on-air.ts';
import { overlayRaceTime } from './overlay-time.ts';

/**
 * The bar along the bottom: LIVE or REPLAY, and the latest incident in words (the viewer's
 * ticker sentences, highlights only), with the chariot's colour.
 */
export function IncidentTicker() {
  const plan = useViewer((s) => s.plan);
  const data = useMemo(() => {
    if (!plan) return null;
    const colours = new Map(plan.log.header.entrants.map((e) => [e.id, e.colour]));
    const highlights = Int32Array.from(plan.cues.flatMap((c, i) => (isHighlight(c.event) ? [i] : [])));
    const sentences = Array.from(highlights, (i) => describeEvent(plan.cues[i]!.event, plan.log));
    const chips = Array.from(
      highlights,
      (i) => colours.get(plan.cues[i]!.event.chariots[0] ?? '') ?? '#888888',
    );
    return { highlights, sentences, chips };
  }, [plan]);
  const tag = useRef<HTMLSpanElement>(null);
  const chip = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);

  useHudFrame(() => {
    if (!plan || !data) return;
    const cut = onAir.programme?.cuts[onAir.cut];
    setText(
      tag.current,
      onAir.phase === 'card' ? 'NEXT' : onAir.phase === 'race' ? (cut?.replay ? 'REPLAY' : 'LIVE') : 'RESULT',
    );
    const index = cueIndexAt(plan, overlayRaceTime());
    let lo = 0;
    let hi = data.highlights.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (data.highlights[mid]! <= index) lo = mid + 1;
      else hi = mid;
    }
    const k = lo - 1;
    setText(text.current, k >= 0 ? data.sentences[k]! : 'The chariots are called to the carceres.');
    const colour = k >= 0 ? data.chips[k]! : 'transparent';
    if (chip.current && chip.current.style.background !== colour) chip.current.style.background = colour;
  });

  if (!plan) return null;
  return (
    <div className="qb-ticker">
      <span ref={tag} className="qb-ticker-tag">
        LIVE
      </span>
      <span ref={chip} className="qb-chip" />
      <span ref={text} className="qb-ticker-text" />
    </div>
  );
}
