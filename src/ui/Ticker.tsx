import { useMemo, useRef, useState } from 'react';
import { cueIndexAt } from '../replay/sample.ts';
import { clock } from './clock.ts';
import { useHudFrame } from './hud-frame.ts';
import { describeEvent, isHighlight } from './sentences.ts';
import { useViewer } from './store.ts';

export type TickerProps = {
  /** Sentences shown, newest on top. */
  lines?: number;
};

/**
 * What just happened, in words: the latest events up to the current time, newest on top. By
 * default only what a spectator would notice (incidents, failed checks, attacks, laps, finishes);
 * "all events" adds every roll, decision and move. Sentences are written once per race; the
 * slots are refilled directly in the DOM when the clock passes an event.
 */
export function Ticker({ lines = 5 }: TickerProps) {
  const plan = useViewer((s) => s.plan);
  const [all, setAll] = useState(false);
  const data = useMemo(() => {
    if (!plan) return null;
    const colours = new Map(plan.log.header.entrants.map((e) => [e.id, e.colour]));
    const sentences = plan.cues.map((c) => describeEvent(c.event, plan.log));
    const chips = plan.cues.map((c) => colours.get(c.event.chariots[0] ?? '') ?? 'transparent');
    const highlights = Int32Array.from(plan.cues.flatMap((c, i) => (isHighlight(c.event) ? [i] : [])));
    return { sentences, chips, highlights };
  }, [plan]);
  const slots = useRef<Array<HTMLLIElement | null>>([]);
  const empty = useRef<HTMLParagraphElement>(null);
  const last = useRef({ index: -2, all: false, data: null as unknown });

  useHudFrame(() => {
    if (!plan || !data) return;
    const index = cueIndexAt(plan, clock.time);
    const l = last.current;
    if (index === l.index && all === l.all && data === l.data) return;
    const newer = index > l.index && l.data === data && all === l.all;
    l.index = index;
    l.all = all;
    l.data = data;
    // Position of the newest shown cue in the list being shown.
    let p: number;
    if (all) p = index;
    else {
      let lo = 0;
      let hi = data.highlights.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (data.highlights[mid]! <= index) lo = mid + 1;
        else hi = mid;
      }
      p = lo - 1;
    }
    if (empty.current) empty.current.hidden = p >= 0;
    for (let s = 0; s < lines; s++) {
      const el = slots.current[s];
      if (!el) continue;
      const q = p - s;
      const cue = q >= 0 ? (all ? q : data.highlights[q]!) : -1;
      if (cue < 0) {
        el.hidden = true;
        continue;
      }
      el.hidden = false;
      const c = plan.cues[cue]!;
      (el.children[0] as HTMLElement).style.background = data.chips[cue]!;
      const turn = el.children[1] as HTMLElement;
      const text = el.children[2] as HTMLElement;
      const turnText = `T${c.event.turn}`;
      if (turn.textContent !== turnText) turn.textContent = turnText;
      if (text.textContent !== data.sentences[cue]) {
        text.textContent = data.sentences[cue]!;
        el.title = data.sentences[cue]!;
      }
      el.dataset['kind'] = c.kind;
      el.dataset['type'] = c.event.type;
    }
    const first = slots.current[0];
    if (newer && first && !first.hidden && typeof first.animate === 'function')
      first.animate(
        [
          { opacity: 0, transform: 'translateY(-6px)' },
          { opacity: 1, transform: 'none' },
        ],
        {
          duration: 220,
          easing: 'ease-out',
        },
      );
  });

  if (!plan) return null;
  return (
    <section className="qv-panel qv-ticker" aria-label="Race events" aria-live="off">
      <header className="qv-ticker-head">
        <span className="qv-panel-title">Race events</span>
        <button
          type="button"
          className={all ? 'qv-toggle is-on' : 'qv-toggle'}
          aria-pressed={all}
          onClick={() => setAll((v) => !v)}
          title="Show every roll, decision and move, or only what a spectator would notice"
        >
          {all ? 'All events' : 'Highlights'}
        </button>
      </header>
      <p ref={empty} className="qv-ticker-empty">
        The chariots wait at the start.
      </p>
      <ol className="qv-ticker-lines">
        {Array.from({ length: lines }, (_, s) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots, refilled in place
            key={s}
            ref={(el) => {
              slots.current[s] = el;
            }}
            className="qv-tick"
            hidden
          >
            <span className="qv-chip" />
            <span className="qv-tick-turn" />
            <span className="qv-tick-text" />
          </li>
        ))}
      </ol>
    </section>
  );
}
