import { useRef } from 'react';
import { formatNumber } from '../../messages/format.ts';
import { messages } from '../../messages/index.ts';
import { useSystem } from '../../playback/use-system.ts';
import { RACE_END, RUN_OUT_END } from '../../replay/compare-progress.ts';
import { setText } from '../hud-text.ts';
import { Icon } from '../Icon.tsx';
import { comparePosition, useCompare } from './compare-store.ts';

const SPEEDS = [0.5, 1, 2, 4, 8] as const;

/** Play, pause, the shared race progress (drag it to any point of every race at once), speed. */
export function CompareTransport() {
  const m = messages.compare;
  const playing = useCompare((s) => s.playing);
  const speed = useCompare((s) => s.speed);
  const showSummary = useCompare((s) => s.showSummary);
  const slider = useRef<HTMLInputElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const dragging = useRef(false);
  /** What the bar and its text last showed: they are rewritten only when that changes. */
  const shown = useRef({ x: -1, percent: -1 });
  useSystem('hud', 'compare progress', () => {
    const x = comparePosition.x;
    const last = shown.current;
    const el = slider.current;
    if (el && !dragging.current && Math.abs(x - last.x) >= 0.0005) {
      last.x = x;
      el.value = String(x);
    }
    // 0-99 before the win, 100 after it.
    const percent = x < RACE_END ? Math.floor(x * 100) : 100;
    if (percent !== last.percent) {
      last.percent = percent;
      setText(text.current, percent < 100 ? m.progressText(`${formatNumber(percent)} %`) : m.runOut);
    }
  });
  const toggle = () => {
    const s = useCompare.getState();
    if (!s.playing && comparePosition.x >= RUN_OUT_END) comparePosition.x = 0;
    s.setPlaying(!s.playing);
  };
  return (
    <div className="qc-transport qv-panel">
      <button type="button" className="qc-play" onClick={toggle} aria-label={playing ? m.pause : m.play}>
        <Icon name={playing ? 'pause' : 'play'} />
      </button>
      <button
        type="button"
        onClick={() => {
          comparePosition.x = 0;
        }}
        title={m.restart}
        aria-label={m.restart}
      >
        <Icon name="prev-event" />
      </button>
      <input
        ref={slider}
        className="qc-slider"
        type="range"
        min={0}
        max={RUN_OUT_END}
        step={0.0005}
        defaultValue={0}
        aria-label={m.position}
        onPointerDown={() => {
          dragging.current = true;
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onInput={(e) => {
          comparePosition.x = Number((e.target as HTMLInputElement).value);
        }}
      />
      <span ref={text} className="qc-progress-text" />
      <label className="qc-speed">
        {m.speed}
        <select value={speed} onChange={(e) => useCompare.getState().setSpeed(Number(e.target.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {`${formatNumber(s, s < 1 ? 1 : 0)}×`}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={showSummary ? 'qc-summary-toggle is-on' : 'qc-summary-toggle'}
        title={m.summaryHint}
        onClick={() => useCompare.getState().setShowSummary(!showSummary)}
      >
        {m.summary}
      </button>
    </div>
  );
}
