import { useSound } from './settings.ts';

/** Sound on and off, and its volume, for the viewer's control bar. */
export function SoundControls() {
  const on = useSound((s) => s.on);
  const volume = useSound((s) => s.volume);
  return (
    <div className="qv-seg" title="Sound">
      <button
        type="button"
        aria-pressed={on}
        className={on ? 'is-on' : ''}
        title={on ? 'Mute the sound' : 'Turn the sound on'}
        onClick={() => useSound.getState().setOn(!on)}
      >
        {on ? 'Sound' : 'Muted'}
      </button>
      <label className="qv-select" title="Volume">
        <span className="qv-sr">Volume</span>
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
