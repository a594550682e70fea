import { messages } from '../messages/index.ts';
import { useViewer } from '../playback/store.ts';
import { loadDemo } from './loader.ts';
import { OpenLogButton } from './OpenLogButton.tsx';
import './ErrorPanel.css';

export type ErrorPanelProps = {
  /** The message to show; by default the store's, while it reports an error. */
  message?: string;
  /** Offer to go back to the race still loaded (when there is one). */
  offerDismiss?: boolean;
};

/** Plays the built-in demo race and drops the failing address parameters. */
export function playDemo(): void {
  if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
  void loadDemo();
}

/**
 * What went wrong, in words, next to ways out: open another log, play the demo, or go back to the
 * race already loaded. Shown for bad logs, bad addresses and errors caught while rendering.
 */
export function ErrorPanel({ message, offerDismiss = true }: ErrorPanelProps) {
  const status = useViewer((s) => s.status);
  const storeMessage = useViewer((s) => s.message);
  const renderError = useViewer((s) => s.renderError);
  const hasRace = useViewer((s) => s.plan !== null);
  const drawing = status !== 'loading' ? renderError : null;
  const text = message ?? drawing ?? (status === 'error' ? storeMessage : null);
  if (text === null) return null;
  const m = messages.error;
  return (
    <div className="qv-center">
      <section className="qv-panel qv-error" role="alert" aria-label={m.label}>
        <h2>{m.title}</h2>
        <p className="qv-error-message">{text}</p>
        <div className="qv-error-actions">
          <OpenLogButton label={m.openAnother} className="qv-btn qv-btn-accent" />
          <button type="button" className="qv-btn" onClick={playDemo}>
            {m.playDemo}
          </button>
          {offerDismiss && hasRace && message === undefined && drawing === null ? (
            <button type="button" className="qv-btn" onClick={() => useViewer.getState().dismissError()}>
              {m.back}
            </button>
          ) : null}
        </div>
        <p className="qv-hint">{m.dropHint}</p>
      </section>
    </div>
  );
}
