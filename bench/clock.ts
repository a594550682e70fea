import { simulate } from '../src/engine/rulesets/index.ts';
import { clock, sceneStatus } from '../src/playback/clock.ts';
import { addSystem, runFrame } from '../src/playback/frame-loop.ts';
import { playbackClock } from '../src/playback/playback-clock.ts';
import { useViewer } from '../src/playback/store.ts';
import { compileReplay } from '../src/replay/compile.ts';
import { onAir } from '../src/ui/broadcast/on-air.ts';
import { runProgramme } from '../src/ui/broadcast/use-programme-clock.ts';

export interface ClockFigures {
  /** Wall seconds the slow frames spanned. */
  wallSeconds: number;
  /** Seconds of race the viewer's clock advanced over them, following a live race at 1x. */
  liveSeconds: number;
  /** Seconds of programme the broadcast's clock advanced over them. */
  broadcastSeconds: number;
}

/**
 * The replay clock on slow frames: the page's frame loop run with the real clock systems (the
 * viewer's playback following a live race at 1x, and the broadcast's programme during the race),
 * fed animation-frame timestamps `frameMs` apart, as a page drawing that slowly gets them. The
 * clocks keep to real time when they advance by the frames' wall time, however long each took.
 */
export function benchClock(frameMs = 1500, frames = 11): ClockFigures {
  const race = simulate({ ruleset: 'crudis', seed: 7 });
  if (!race.ok) throw new Error(race.error.message);
  const built = compileReplay(race.value, { director: { lock: null } });
  if (!built.ok) throw new Error(built.error);
  const { replay } = built;
  const wallSeconds = ((frames - 1) * frameMs) / 1000;
  if (replay.plan.duration <= wallSeconds || !replay.programme)
    throw new Error('the race is too short for the clock bench');

  const run = (system: Parameters<typeof addSystem>[2], name: string): void => {
    const remove = addSystem('clock', name, system);
    sceneStatus.ready = true;
    for (let f = 0; f < frames; f++) runFrame(1000 + f * frameMs);
    remove();
  };

  clock.time = 0;
  clock.duration = replay.plan.duration;
  useViewer.setState({ replay, plan: replay.plan, playing: true, live: true, speed: 1, direction: 1 });
  run(playbackClock, 'playback (bench)');
  const liveSeconds = clock.time;
  useViewer.setState({ playing: false });

  Object.assign(onAir, {
    programme: replay.programme,
    phase: 'race',
    time: 0,
    held: false,
    called: null,
    live: true,
  });
  run(
    (frame) => runProgramme(frame, { cardSeconds: 0, resultsSeconds: 0, channel: false }),
    'programme (bench)',
  );
  const broadcastSeconds = onAir.time;
  return { wallSeconds, liveSeconds, broadcastSeconds };
}
