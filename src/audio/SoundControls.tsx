import { messages } from '../messages/index.ts';
import { useSound } from './settings.ts';

/** Sound on and off, and its volume, for the viewer's control bar. */
export function SoundControls() {
  const on = useSound((s) => s.on);
  const volume = useSound((s) => s.volume);
  const m = messages.controls;
  return (
    <div className="qv-seg" title={m.sound}>
      <button
        type="button"
        aria-pressed={on}
        className={on ? 'is-on' : ''}
        title={on ? m.soundOff : m.soundOn}
        onClick={() => useSound.getState().setOn(!on)}
      >
        {on ? m.sound : m.muted}
      </button>
      <label className="qv-select" title={m.volume}>
        <span className="qv-sr">{m.volume}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          disabled={!on}
          style={{ accentColor: 'var(--qv-accent)', width: 96 }}
          onChange={(e) => useSound.getState().setVolume(Number(e.currentTarget.value))}
        />
      </label>
    </div>
  );
}
