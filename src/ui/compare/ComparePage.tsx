import '../page-frame.css';
import './compare.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../messages/index.ts';
import { afterFrame } from '../../playback/frame-loop.ts';
import { useSystem } from '../../playback/use-system.ts';
import { RACE_END, RUN_OUT_END } from '../../replay/compare-progress.ts';
import { CompareScene } from '../../scene/compare.ts';
import { CompareTransport } from './CompareTransport.tsx';
import { compareClock, positionRates } from './compare-clock.ts';
import { installCompareDebug } from './compare-debug.ts';
import { loadComparison } from './compare-load.ts';
import { readCompareOptions } from './compare-options.ts';
import { comparePosition, useCompare } from './compare-store.ts';
import { PaneHud } from './PaneHud.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';

export type ComparePageProps = {
  /** The page's address query (`?compare=crudis,circus-maximus&seed=7`). */
  search?: string;
  /** The broadcast's layout (`&mode=broadcast`): no controls, the summary as a card at the end. */
  broadcast?: boolean;
};

/** The spina's counters serve every pane: they show the share of the race run, in sevenths. */
const sevenths = (): number => Math.min(7, Math.floor(Math.min(RACE_END, comparePosition.x) * 7));

/**
 * The same field under two to four rulesets, side by side and in step: one canvas drawn as panes,
 * each race with its own standings and lap, all at the same point of the race (src/replay/
 * compare-progress.ts), and what differed between them.
 */
export default function ComparePage({
  search = window.location.search,
  broadcast = false,
}: ComparePageProps) {
  const options = useMemo(() => readCompareOptions(search), [search]);
  const status = useCompare((s) => s.status);
  const message = useCompare((s) => s.message);
  const panes = useCompare((s) => s.panes);
  const summary = useCompare((s) => s.summary);
  const showSummary = useCompare((s) => s.showSummary);
  const rates = useMemo(() => positionRates(panes), [panes]);
  const [ended, setEnded] = useState(false);
  const seen = useRef(false);
  /** The options whose races were asked for (React's strict mode runs an effect twice). */
  const asked = useRef<unknown>(null);

  useEffect(() => {
    installCompareDebug();
    if (asked.current === options) return;
    asked.current = options;
    if (!options.ok) useCompare.getState().fail(options.error);
    else void loadComparison(options.value);
  }, [options]);

  useSystem('clock', 'compare', (frame) => compareClock(frame, rates));
  // The end of every race: the broadcast shows its summary card, the viewer opens the summary once.
  useSystem('hud', 'compare end', () => {
    const done = comparePosition.x >= RUN_OUT_END;
    if (done !== seen.current) {
      seen.current = done;
      afterFrame(() => {
        setEnded(done);
        if (done && !broadcast) useCompare.getState().setShowSummary(true);
      });
    }
  });

  const m = messages.compare;
  const title = options.ok
    ? m.title(panes.map((p) => p.name).join(' · ') || options.value.rulesets.join(' · '), options.value.seed)
    : m.label;
  return (
    <div className={broadcast ? 'qc-root q-page is-broadcast' : 'qc-root q-page'} data-panes={panes.length}>
      {panes.length > 0 ? <CompareScene panes={panes} lapsDone={sevenths} className="qc-canvas" /> : null}
      <div className="qc-grid" data-count={panes.length}>
        {panes.map((p) => (
          <PaneHud key={p.ruleset} pane={p} rowHeight={broadcast ? 30 : 22} />
        ))}
      </div>
      <header className="qc-title">
        <span className="qc-title-label">{m.label}</span>
        <span className="qc-title-text">{title}</span>
      </header>
      {status === 'loading' ? <div className="qc-message">{message}</div> : null}
      {status === 'error' ? (
        <div className="qc-message is-error" role="alert">
          {message}
        </div>
      ) : null}
      {summary && ((broadcast && ended) || (!broadcast && showSummary)) ? (
        <div className="qc-summary-layer">
          <SummaryPanel
            summary={summary}
            panes={panes}
            onClose={broadcast ? undefined : () => useCompare.getState().setShowSummary(false)}
          />
        </div>
      ) : null}
      {!broadcast && status === 'ready' ? <CompareTransport /> : null}
    </div>
  );
}
