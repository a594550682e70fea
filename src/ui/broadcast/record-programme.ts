import { soundNow } from '../../audio/settings.ts';
import { onAir } from './on-air.ts';
import { type ProgrammeMark, programmeSound } from './programme-sound.ts';
import { type Recording, type RecordOptions, type RecordSound, startRecording } from './recorder.ts';

/**
 * Records the broadcast programme (the page's `record=`, and `window.__quadriga.broadcast.record`):
 * frames stamped by the programme's clock, and the sound, when it is on, rendered from the programme
 * (programme-sound.ts) at the volume the listener set.
 */
export function recordProgramme(
  options: Omit<RecordOptions, 'clock' | 'sound'> & { sound: boolean },
): Promise<Recording> {
  return startRecording({
    ...options,
    clock: programmeClock,
    sound: options.sound ? broadcastSound() : null,
  });
}

/** Seconds the programme has run on this page (holds do not count). */
const programmeClock = (): number => onAir.ran;

/** The sound of the programme on air, or null when the page's sound is off (or not started). */
function broadcastSound(): RecordSound | null {
  const engine = soundNow.engine;
  const score = engine?.currentScore;
  if (!engine || !score) return null;
  const sound = programmeSound(score.plan);
  // Written afresh on each frame recorded: the frame loop allocates nothing.
  const mark: ProgrammeMark = {
    at: 0,
    phase: onAir.phase,
    time: 0,
    programme: null,
    live: false,
    called: false,
    frame: engine.lastFrame,
  };
  return {
    score,
    volume: engine.currentVolume,
    track: sound.track,
    mark: (at) => {
      mark.at = at;
      mark.phase = onAir.phase;
      mark.time = onAir.time;
      mark.programme = onAir.programme;
      mark.live = onAir.live;
      mark.called = onAir.called !== null;
      mark.frame = engine.lastFrame;
      sound.mark(mark);
    },
  };
}
