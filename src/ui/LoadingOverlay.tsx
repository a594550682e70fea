import { messages } from '../messages/index.ts';
import { useViewer } from '../playback/store.ts';
import './LoadingOverlay.css';

export type LoadingOverlayProps = {
  /** Shown when the store gives no message (by default: the demo race is being prepared). */
  fallback?: string;
};

/** A spinner and what is being loaded, while a race is prepared. */
export function LoadingOverlay({ fallback }: LoadingOverlayProps) {
  const status = useViewer((s) => s.status);
  const message = useViewer((s) => s.message);
  if (status !== 'loading') return null;
  return (
    <div className="qv-center" role="status" aria-live="polite">
      <div className="qv-panel qv-loading">
        <div className="qv-spinner" aria-hidden="true" />
        <div className="qv-loading-text">{message || fallback || messages.status.preparing}</div>
      </div>
    </div>
  );
}
