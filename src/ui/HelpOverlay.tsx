import { messages } from '../messages/index.ts';
import { useViewer } from '../playback/store.ts';
import { SHORTCUTS } from './keyboard.ts';
import './HelpOverlay.css';

export type HelpOverlayProps = {
  /** Mouse and touch hints shown under the keys. */
  mouse?: ReadonlyArray<{ what: string; action: string }>;
};

/** Every keyboard shortcut, and what the mouse does; toggled with "?". */
export function HelpOverlay({ mouse }: HelpOverlayProps) {
  const show = useViewer((s) => s.showHelp);
  const m = messages.help;
  if (!show) return null;
  const close = () => useViewer.getState().setShowHelp(false);
  return (
    <div className="qv-modal-backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <section className="qv-panel qv-help" role="dialog" aria-modal="true" aria-label={m.title}>
        <header className="qv-help-head">
          <h2>{m.title}</h2>
          <button
            type="button"
            className="qv-icon-btn"
            aria-label={m.close}
            title={m.closeHint}
            onClick={close}
          >
            ×
          </button>
        </header>
        <table className="qv-keys">
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.action}>
                <td>
                  {s.keys.map((k, i) => (
                    <span key={k}>
                      {i > 0 ? (s.keys[0] === 'Shift' && i === 1 ? ' + ' : ' / ') : null}
                      <kbd>{m.keys[k] ?? k}</kbd>
                    </span>
                  ))}
                </td>
                <td>{m.shortcuts[s.action]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>{m.mouse}</h3>
        <table className="qv-keys">
          <tbody>
            {(mouse ?? m.mouseHints).map((h) => (
              <tr key={h.what}>
                <td>{h.what}</td>
                <td>{h.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
