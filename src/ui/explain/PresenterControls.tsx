import { useState } from 'react';
import { cycleOverlay, type OverlayMode, setExplainMode, useExplain } from '../../playback/explain.ts';
import { useViewer } from '../../playback/store.ts';
import { currentLink } from '../deep-link.ts';

const OVERLAY_LABEL: Record<OverlayMode, string> = { auto: 'Board: top', on: 'Board: on', off: 'Board: off' };

/** Copies a link to the moment shown; says so, or why it cannot. */
async function copyLink(): Promise<string> {
  const link = currentLink();
  if (!link.ok) return `No link: ${link.reason}`;
  try {
    await navigator.clipboard.writeText(link.url);
    return 'Link copied';
  } catch {
    window.prompt('Copy this link', link.url);
    return 'Link shown';
  }
}

/** The presenter's controls: explain mode, the board overlay, the rules book, notes, copy link. */
export function PresenterControls() {
  const explaining = useExplain((s) => s.enabled);
  const overlay = useExplain((s) => s.overlay);
  const book = useExplain((s) => s.showRulesBook);
  const notes = useExplain((s) => s.showNotes);
  const hasPlan = useViewer((s) => s.plan !== null);
  const [said, setSaid] = useState<string | null>(null);
  const e = useExplain.getState;
  return (
    <fieldset className="qv-group qx-presenter">
      <legend className="qv-sr">Presenter</legend>
      <button
        type="button"
        className={explaining ? 'qv-btn is-on' : 'qv-btn'}
        aria-pressed={explaining}
        title="Explain mode: stop at each resolution step and show why it happened (E)"
        disabled={!hasPlan}
        onClick={() => setExplainMode(!explaining)}
      >
        Explain
      </button>
      <button
        type="button"
        className={overlay === 'auto' ? 'qv-btn' : 'qv-btn is-on'}
        data-overlay={overlay}
        title="The ruleset's board on the sand: in the top view, always, or never (B)"
        onClick={cycleOverlay}
      >
        {OVERLAY_LABEL[overlay]}
      </button>
      <button
        type="button"
        className={book ? 'qv-btn is-on' : 'qv-btn'}
        aria-pressed={book}
        title="Every table of every ruleset, and where this race used it (R)"
        onClick={() => e().setShowRulesBook(!book)}
      >
        Rules
      </button>
      <button
        type="button"
        className={notes ? 'qv-btn is-on' : 'qv-btn'}
        aria-pressed={notes}
        title="Presenter notes pinned to moments of this race"
        disabled={!hasPlan}
        onClick={() => e().setShowNotes(!notes)}
      >
        Notes
      </button>
      <button
        type="button"
        className="qv-btn"
        title={said ?? 'Copy a link to this moment (race, time or step, camera and mode)'}
        disabled={!hasPlan}
        onClick={() => {
          void copyLink().then((text) => {
            setSaid(text);
            setTimeout(() => setSaid(null), 4000);
          });
        }}
      >
        {said && said.length < 20 ? said : 'Copy link'}
      </button>
      {said && said.length >= 20 ? (
        <span className="qx-said" role="status">
          {said}
        </span>
      ) : null}
    </fieldset>
  );
}
