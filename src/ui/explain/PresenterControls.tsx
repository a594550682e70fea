import { useState } from 'react';
import { messages } from '../../messages/index.ts';
import { cycleOverlay, setExplainMode, useExplain } from '../../playback/explain.ts';
import { useViewer } from '../../playback/store.ts';
import { currentLink } from '../deep-link.ts';

/** Copies a link to the moment shown; says so, or why it cannot. */
async function copyLink(): Promise<string> {
  const link = currentLink();
  const m = messages.presenter;
  if (!link.ok) return m.noLink(link.reason);
  try {
    await navigator.clipboard.writeText(link.url);
    return m.copied;
  } catch {
    window.prompt(m.copyPrompt, link.url);
    return m.shown;
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
  const m = messages.presenter;
  return (
    <fieldset className="qv-group qx-presenter">
      <legend className="qv-sr">{m.legend}</legend>
      <button
        type="button"
        className={explaining ? 'qv-btn is-on' : 'qv-btn'}
        aria-pressed={explaining}
        title={m.explainHint}
        disabled={!hasPlan}
        onClick={() => setExplainMode(!explaining)}
      >
        {m.explain}
      </button>
      <button
        type="button"
        className={overlay === 'auto' ? 'qv-btn' : 'qv-btn is-on'}
        data-overlay={overlay}
        title={m.boardHint}
        onClick={cycleOverlay}
      >
        {m.board[overlay]}
      </button>
      <button
        type="button"
        className={book ? 'qv-btn is-on' : 'qv-btn'}
        aria-pressed={book}
        title={m.rulesHint}
        onClick={() => e().setShowRulesBook(!book)}
      >
        {m.rules}
      </button>
      <button
        type="button"
        className={notes ? 'qv-btn is-on' : 'qv-btn'}
        aria-pressed={notes}
        title={m.notesHint}
        disabled={!hasPlan}
        onClick={() => e().setShowNotes(!notes)}
      >
        {m.notes}
      </button>
      <button
        type="button"
        className="qv-btn"
        title={said ?? m.copyLinkHint}
        disabled={!hasPlan}
        onClick={() => {
          void copyLink().then((text) => {
            setSaid(text);
            setTimeout(() => setSaid(null), 4000);
          });
        }}
      >
        {said && said.length < 20 ? said : m.copyLink}
      </button>
      {said && said.length >= 20 ? (
        <span className="qx-said" role="status">
          {said}
        </span>
      ) : null}
    </fieldset>
  );
}
