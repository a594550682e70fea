import { SoundControls } from '../audio/SoundControls.tsx';
import { messages } from '../messages/index.ts';
import { jumpToNextIncident, stepEvent, stepTurn } from '../playback/navigation.ts';
import type { Quality } from '../playback/quality.ts';
import { CAMERA_MODES, SPEEDS, useViewer } from '../playback/store.ts';
import type { PlaybackMode, TabletopPace } from '../replay/plan.ts';
import { useCharts } from './charts/charts-store.ts';
import { PresenterControls } from './explain/PresenterControls.tsx';
import { Icon } from './Icon.tsx';
import { OpenLogButton } from './OpenLogButton.tsx';
import './Controls.css';

export type ControlsProps = {
  /** Show the quality select (rendering cost vs. looks). */
  showQuality?: boolean;
};

const MODES: readonly PlaybackMode[] = ['race', 'tabletop'];
const QUALITIES: readonly Quality[] = ['low', 'medium', 'high'];

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
  const charts = useCharts((s) => s.open);
  const s = useViewer.getState;
  const m = messages.controls;

  return (
    <div className="qv-controls">
      <fieldset className="qv-group">
        <legend className="qv-sr">{m.playback}</legend>
        <button
          type="button"
          className="qv-icon-btn"
          title={m.withKey(m.previousTurn, `${messages.help.keys['Shift']}+←`)}
          aria-label={m.previousTurn}
          onClick={() => stepTurn(-1)}
        >
          <Icon name="prev-turn" />
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title={m.withKey(m.previousEvent, '←')}
          aria-label={m.previousEvent}
          onClick={() => stepEvent(-1)}
        >
          <Icon name="prev-event" />
        </button>
        <button
          type="button"
          className="qv-icon-btn qv-play"
          title={m.withKey(playing ? m.pause : m.play, messages.help.keys['Space']!)}
          aria-label={playing ? m.pause : m.play}
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
          title={m.withKey(m.nextEvent, '→')}
          aria-label={m.nextEvent}
          onClick={() => stepEvent(1)}
        >
          <Icon name="next-event" />
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title={m.withKey(m.nextTurn, `${messages.help.keys['Shift']}+→`)}
          aria-label={m.nextTurn}
          onClick={() => stepTurn(1)}
        >
          <Icon name="next-turn" />
        </button>
        <label className="qv-speed" title={m.speedHint}>
          <span className="qv-sr">{m.speed}</span>
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
          title={m.nextIncidentHint}
          onClick={() => jumpToNextIncident()}
        >
          <Icon name="incident" size={16} />
          <span>{m.nextIncident}</span>
        </button>
      </fieldset>
      <fieldset className="qv-group">
        <legend className="qv-sr">{m.view}</legend>
        <div className="qv-seg" title={m.playbackMode}>
          {MODES.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={mode === k}
              className={mode === k ? 'is-on' : ''}
              title={m.withKey(m.modes[k].title, 'M')}
              onClick={() => s().setMode(k)}
            >
              {m.modes[k].label}
            </button>
          ))}
        </div>
        {mode === 'tabletop' ? (
          <label className="qv-select" title={m.paceHint}>
            <span className="qv-sr">{m.pace}</span>
            <select value={pace} onChange={(e) => s().setTabletopPace(e.currentTarget.value as TabletopPace)}>
              <option value="brisk">{m.paces.brisk}</option>
              <option value="gallop">{m.paces.gallop}</option>
            </select>
          </label>
        ) : null}
        <div className="qv-seg" title={m.camera}>
          {CAMERA_MODES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={camera === c}
              className={camera === c ? 'is-on' : ''}
              title={m.withKey(m.cameras[c].title, m.cameraCycles)}
              onClick={() => s().setCamera(c)}
            >
              {m.cameras[c].label}
            </button>
          ))}
        </div>
        {showQuality ? (
          <label className="qv-select" title={m.qualityHint}>
            <span className="qv-sr">{m.quality}</span>
            <select value={quality} onChange={(e) => s().setQuality(e.currentTarget.value as Quality)}>
              {/* Lowered (or started low) by the viewer itself: said so on the level chosen. */}
              {QUALITIES.map((q) => (
                <option key={q} value={q}>
                  {qualityAuto && quality === q ? m.auto(m.qualities[q]) : m.qualities[q]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className={charts ? 'qv-btn is-on' : 'qv-btn'}
          aria-pressed={charts}
          title={messages.charts.toggleHint}
          onClick={() => useCharts.getState().setOpen(!charts)}
        >
          {messages.charts.toggle}
        </button>
        <SoundControls />
        <OpenLogButton />
        <button
          type="button"
          className={showHelp ? 'qv-icon-btn is-on' : 'qv-icon-btn'}
          title={m.helpHint}
          aria-label={m.help}
          onClick={() => s().setShowHelp(!showHelp)}
        >
          <Icon name="help" />
        </button>
      </fieldset>
      <PresenterControls />
    </div>
  );
}
