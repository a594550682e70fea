import { useRef, useState } from 'react';
import { messages } from '../../messages/index.ts';
import { clock } from '../../playback/clock.ts';
import { goToEvent, setExplainMode, useExplain } from '../../playback/explain.ts';
import { useViewer } from '../../playback/store.ts';
import { timeOfEvent } from '../../replay/plan.ts';
import { formatTime } from '../hud-text.ts';
import { serializeNotes } from './notes-file.ts';
import { useNotes } from './notes-store.ts';
import { useRaceNotes } from './use-race-notes.ts';
import './notes.css';

/**
 * Presenter notes: pin a note to the step shown (or the moment, outside explain mode), list and
 * jump to them, save them as a JSON file beside the log and load such a file back (checked, with
 * a clear message when it is refused). Loaded on demand.
 */
export default function NotesPanel() {
  useRaceNotes();
  const log = useViewer((s) => s.log);
  const plan = useViewer((s) => s.plan);
  const notes = useNotes((s) => s.notes);
  const error = useNotes((s) => s.error);
  const seq = useExplain((s) => s.seq);
  const explaining = useExplain((s) => s.enabled);
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  if (!log || !plan) return null;
  const close = () => useExplain.getState().setShowNotes(false);
  const race = `${log.header.ruleset.id}, seed ${log.header.seed}`;

  const add = () => {
    if (!text.trim()) return;
    useNotes
      .getState()
      .add(
        explaining && seq !== null
          ? { seq, text: text.trim() }
          : { t: Number(clock.time.toFixed(3)), text: text.trim() },
      );
    setText('');
  };
  const download = () => {
    const blob = new Blob([serializeNotes(useNotes.getState().file(race))], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${log.header.ruleset.id}-${log.header.seed}.notes.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const upload = async (file: File) => useNotes.getState().load(await file.text(), log.events.length);
  const go = (n: (typeof notes)[number]) => {
    if (n.seq !== undefined) {
      setExplainMode(true);
      goToEvent(n.seq);
    } else if (n.t !== undefined) useViewer.getState().seek(n.t);
  };
  const cueTime = (s: number) => timeOfEvent(plan, s) ?? 0;

  const m = messages.notes;
  return (
    <section className="qv-panel qx-notes-panel" aria-label={m.title}>
      <header className="qx-head">
        <span className="qv-panel-title">{m.title}</span>
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
      <form
        className="qx-note-form"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <textarea
          value={text}
          rows={2}
          placeholder={explaining && seq !== null ? m.onEvent(seq) : m.onMoment}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-label={m.text}
        />
        <button type="submit" className="qv-btn" disabled={!text.trim()}>
          {explaining && seq !== null ? m.pinToEvent(seq) : m.pinHere}
        </button>
      </form>
      {error ? (
        <p className="qx-note-error" role="alert">
          {m.notLoaded(error)}
        </p>
      ) : null}
      <ol className="qx-note-list">
        {notes.map((n) => (
          <li key={n.id}>
            <button type="button" className="qx-use" onClick={() => go(n)} title={m.goTo}>
              {n.seq !== undefined ? m.event(n.seq, formatTime(cueTime(n.seq))) : formatTime(n.t ?? 0)}
            </button>
            <span className="qx-note-text">{n.text}</span>
            <button
              type="button"
              className="qv-icon-btn"
              aria-label={m.delete}
              title={m.deleteHint}
              onClick={() => useNotes.getState().remove(n.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <div className="qx-note-files">
        <button type="button" className="qv-btn" onClick={download} disabled={notes.length === 0}>
          {m.save}
        </button>
        <button type="button" className="qv-btn" onClick={() => fileInput.current?.click()}>
          {m.load}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="notes-file"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) void upload(f);
            e.currentTarget.value = '';
          }}
        />
      </div>
    </section>
  );
}
