import { useRef, useState } from 'react';
import { messages } from '../messages/index.ts';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { cueKind } from '../replay/plan.ts';
import { cueIndexAt } from '../replay/sample.ts';
import { highlightAt } from '../replay/ticker-lines.ts';
import { setText } from './hud-text.ts';
import './Ticker.css';

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
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const data = replay?.ticker ?? null;
  const [all, setAll] = useState(false);
  const slots = useRef<Array<HTMLLIElement | null>>([]);
  const empty = useRef<HTMLParagraphElement>(null);
  const last = useRef({ index: -2, all: false, data: null as unknown });

  useSystem('hud', 'ticker', () => {
    if (!plan || !data) return;
    const index = cueIndexAt(plan, clock.time);
    const l = last.current;
    if (index === l.index && all === l.all && data === l.data) return;
    const newer = index > l.index && l.data === data && all === l.all;
    l.index = index;
    l.all = all;
    l.data = data;
    // Position of the newest shown cue in the list being shown.
    const p = all ? index : highlightAt(data, index);
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
      const event = plan.events[plan.cueOrder[cue]!]!;
      const chip = el.children[0] as HTMLElement;
      const colour = data.chip(cue);
      if (chip.style.background !== colour) chip.style.background = colour;
      const turn = el.children[1] as HTMLElement;
      const text = el.children[2] as HTMLElement;
      setText(turn, `T${event.turn}`);
      const sentence = data.sentence(cue);
      if (text.textContent !== sentence) {
        text.textContent = sentence;
        el.title = sentence;
      }
      el.dataset['kind'] = cueKind(event);
      el.dataset['type'] = event.type;
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
  const m = messages.ticker;
  return (
    <section className="qv-panel qv-ticker" aria-label={m.label} aria-live="off">
      <header className="qv-ticker-head">
        <span className="qv-panel-title">{m.label}</span>
        <button
          type="button"
          className={all ? 'qv-toggle is-on' : 'qv-toggle'}
          aria-pressed={all}
          onClick={() => setAll((v) => !v)}
          title={m.toggleHint}
        >
          {all ? m.all : m.highlights}
        </button>
      </header>
      <p ref={empty} className="qv-ticker-empty">
        {m.empty}
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
