import { SoundControls } from '../audio/SoundControls.tsx';
import { jumpToNextIncident, stepEvent, stepTurn } from '../playback/navigation.ts';
import type { Quality } from '../playback/quality.ts';
import { CAMERA_MODES, type CameraMode, SPEEDS, useViewer } from '../playback/store.ts';
import type { PlaybackMode, TabletopPace } from '../replay/plan.ts';
import { PresenterControls } from './explain/PresenterControls.tsx';
import { Icon } from './Icon.tsx';
import { OpenLogButton } from './OpenLogButton.tsx';
import './Controls.css';

export type ControlsProps = {
  /** Show the quality select (rendering cost vs. looks). */
  showQuality?: boolean;
};

const CAMERA_LABELS: Record<CameraMode, string> = {
  orbit: 'Orbit',
  follow: 'Follow',
  trackside: 'Trackside',
  top: 'Top',
};
const CAMERA_TITLES: Record<CameraMode, string> = {
  orbit: 'Free camera: drag to turn, right-drag to pan, wheel to zoom',
  follow: 'Behind the selected chariot (or the leader)',
  trackside: 'Trackside cameras cutting to the selected chariot (or the leader)',
  top: 'From above, with the tabletop board drawn on the sand',
};
const MODES: ReadonlyArray<{ mode: PlaybackMode; label: string; title: string }> = [
  { mode: 'race', label: 'Race', title: 'All chariots move together, as in a real race' },
  {
    mode: 'tabletop',
    label: 'Tabletop',
    title: 'One chariot moves at a time, in the order the rules resolve them',
  },
];

/** Transport, speed, incident jump, playback mode, camera, quality, open and help. */
export function Controls({ showQuality = true }: ControlsProps) {
  const playing = useViewer((s) => s.playing);
  const speed = useViewer((s) => s.speed);
  const direction = useViewer((s) => s.direction);
  const mode = useViewer((s) => s.mode);
  const pace = useViewer((s) => s.tabletopPace);
  const camera = useViewer((s) => s.camera);
  const quality = useViewer((s) => s.quality);
  const qualityAuto = useViewer((s) => s.qualityAuto);
  const showHelp = useViewer((s) => s.showHelp);
  const s = useViewer.getState;

  return (
    <div className="qv-controls">
      <fieldset className="qv-group">
        <legend className="qv-sr">Playback</legend>
        <button
          type="button"
          className="qv-icon-btn"
          title="Previous turn (Shift+←)"
          aria-label="Previous turn"
          onClick={() => stepTurn(-1)}
        >
          <Icon name="prev-turn" />
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title="Previous event (←)"
          aria-label="Previous event"
          onClick={() => stepEvent(-1)}
        >
          <Icon name="prev-event" />
        </button>
        <button
          type="button"
          className="qv-icon-btn qv-play"
          title={playing ? 'Pause (Space)' : 'Play (Space)'}
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => {
            if (!playing) s().setDirection(1);
            s().togglePlaying();
          }}
        >
          <Icon name={playing ? 'pause' : 'play'} size={22} />
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title="Next event (→)"
          aria-label="Next event"
          onClick={() => stepEvent(1)}
        >
          <Icon name="next-event" />
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title="Next turn (Shift+→)"
          aria-label="Next turn"
          onClick={() => stepTurn(1)}
        >
          <Icon name="next-turn" />
        </button>
        <label className="qv-speed" title="Playback speed (J slower, L faster)">
          <span className="qv-sr">Speed</span>
          {direction < 0 ? <span className="qv-reverse">◀</span> : null}
          <select value={speed} onChange={(e) => s().setSpeed(Number(e.currentTarget.value))}>
            {SPEEDS.map((v) => (
              <option key={v} value={v}>
                {v}×
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="qv-btn"
          title="Jump to the next incident (N)"
          onClick={() => jumpToNextIncident()}
        >
          <Icon name="incident" size={16} />
          <span>Next incident</span>
        </button>
      </fieldset>
      <fieldset className="qv-group">
        <legend className="qv-sr">View</legend>
        <div className="qv-seg" title="Playback mode">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              aria-pressed={mode === m.mode}
              className={mode === m.mode ? 'is-on' : ''}
              title={`${m.title} (M)`}
              onClick={() => s().setMode(m.mode)}
            >
              {m.label}
            </button>
          ))}
        </div>
        {mode === 'tabletop' ? (
          <label
            className="qv-select"
            title="Tabletop pace: brisk keeps a long race watchable; the full gallop takes every move at a gallop"
          >
            <span className="qv-sr">Tabletop pace</span>
            <select value={pace} onChange={(e) => s().setTabletopPace(e.currentTarget.value as TabletopPace)}>
              <option value="brisk">Brisk pace</option>
              <option value="gallop">Full gallop</option>
            </select>
          </label>
        ) : null}
        <div className="qv-seg" title="Camera">
          {CAMERA_MODES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={camera === c}
              className={camera === c ? 'is-on' : ''}
              title={`${CAMERA_TITLES[c]} (C cycles)`}
              onClick={() => s().setCamera(c)}
            >
              {CAMERA_LABELS[c]}
            </button>
          ))}
        </div>
        {showQuality ? (
          <label className="qv-select" title="Rendering quality: shadows, crowd and curves">
            <span className="qv-sr">Quality</span>
            <select value={quality} onChange={(e) => s().setQuality(e.currentTarget.value as Quality)}>
              {/* Lowered (or started low) by the viewer itself: said so on the level chosen. */}
              <option value="low">{qualityAuto && quality === 'low' ? 'Low (auto)' : 'Low'}</option>
              <option value="medium">
                {qualityAuto && quality === 'medium' ? 'Medium (auto)' : 'Medium'}
              </option>
              <option value="high">High</option>
            </select>
          </label>
        ) : null}
        <SoundControls />
        <OpenLogButton />
        <button
          type="button"
          className={showHelp ? 'qv-icon-btn is-on' : 'qv-icon-btn'}
          title="Keyboard shortcuts (?)"
          aria-label="Keyboard shortcuts"
          onClick={() => s().setShowHelp(!showHelp)}
        >
          <Icon name="help" />
        </button>
      </fieldset>
      <PresenterControls />
    </div>
  );
}
