import { useViewer } from '../playback/store.ts';
import { SHORTCUTS } from './keyboard.ts';
import './HelpOverlay.css';

export type HelpOverlayProps = {
  /** Mouse and touch hints shown under the keys. */
  mouse?: ReadonlyArray<{ what: string; action: string }>;
};

const MOUSE = [
  { what: 'Click a chariot or a standings row', action: 'Select it and show its card' },
  { what: 'Drag the time bar', action: 'Seek; hover a mark to see the incident, click to jump there' },
  { what: 'Orbit camera: drag / right-drag / wheel', action: 'Turn / pan / zoom' },
  { what: 'Drop a race log on the page', action: 'Load it' },
];

/** Every keyboard shortcut, and what the mouse does; toggled with "?". */
export function HelpOverlay({ mouse = MOUSE }: HelpOverlayProps) {
  const show = useViewer((s) => s.showHelp);
  if (!show) return null;
  const close = () => useViewer.getState().setShowHelp(false);
  return (
    <div className="qv-modal-backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <section className="qv-panel qv-help" role="dialog" aria-modal="true" aria-label="Keyboard shortcuts">
        <header className="qv-help-head">
          <h2>Keyboard shortcuts</h2>
          <button
            type="button"
            className="qv-icon-btn"
            aria-label="Close help"
            title="Close (Esc)"
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
                      <kbd>{k}</kbd>
                    </span>
                  ))}
                </td>
                <td>{s.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>Mouse</h3>
        <table className="qv-keys">
          <tbody>
            {mouse.map((m) => (
              <tr key={m.what}>
                <td>{m.what}</td>
                <td>{m.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
