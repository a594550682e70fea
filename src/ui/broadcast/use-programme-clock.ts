import { clock, sceneStatus } from '../../playback/clock.ts';
import type { Frame } from '../../playback/frame-loop.ts';
import { useSystem } from '../../playback/use-system.ts';
import { cutIndexAt, raceTimeAt } from '../../replay/director.ts';
import { focusPull } from '../../replay/shot-craft.ts';
import { nextPhase } from './channel.ts';
import { onAir } from './on-air.ts';

export interface ProgrammeTimes {
  cardSeconds: number;
  resultsSeconds: number;
  channel: boolean;
}

/**
 * The broadcast's clock system: runs the programme once the scene is ready: the race card, then
 * the directed race (programme time mapped to race time through the cut on air, the cut's shot
 * handed to the rig), then the results, then (in a channel) the next race. It keeps to real time
 * whatever each frame took, as a broadcast must. The one place the broadcast's clock moves.
 */
export function useProgrammeClock(times: ProgrammeTimes): void {
  useSystem('clock', 'broadcast programme', (frame) => runProgramme(frame, times));
}

/** One frame of the broadcast's clock system (exported for the bench, which times it on slow frames). */
export function runProgramme(
  { delta }: Frame,
  { cardSeconds, resultsSeconds, channel }: ProgrammeTimes,
): void {
  const programme = onAir.programme;
  if (!programme || !sceneStatus.ready) return;
  const dt = onAir.held ? 0 : delta;
  onAir.ran += dt;
  onAir.phaseTime += dt;
  const shot = onAir.shot;
  switch (onAir.phase) {
    case 'waiting':
    case 'card':
      clock.time = 0;
      if (shot.kind !== 'wide') {
        shot.kind = 'wide';
        shot.subject = null;
        shot.pip = false;
        shot.cut++;
      }
      if (onAir.phase === 'waiting' || onAir.phaseTime >= cardSeconds) {
        onAir.phase = nextPhase(onAir.phase, channel);
        onAir.phaseTime = 0;
      }
      return;
    case 'race': {
      const called = onAir.called;
      if (called) {
        // The operator's replay: the programme waits while it plays, then goes on from the cut on air.
        called.at = Math.min(called.to, called.at + dt * called.rate);
        clock.time = called.at;
        if (called.at >= called.to) {
          onAir.called = null;
          onAir.cut = -1;
        }
        return;
      }
      onAir.time = Math.min(programme.duration, onAir.time + dt);
      const i = cutIndexAt(programme, onAir.time);
      const cut = programme.cuts[i];
      if (cut && i !== onAir.cut) {
        onAir.cut = i;
        shot.kind = cut.kind;
        shot.camera = cut.camera;
        shot.subject = cut.subject;
        shot.framing = cut.framing;
        shot.group = cut.group;
        shot.focus = cut.focus;
        shot.replay = cut.replay;
        shot.pip = cut.pip;
        shot.cut++;
      }
      if (cut) shot.pull = focusPull((onAir.time - cut.start) / Math.max(1e-6, cut.end - cut.start));
      clock.time = raceTimeAt(programme, onAir.time);
      // A live race waits at its edge for the next turn; the results come once it has ended.
      if (onAir.time >= programme.duration && !onAir.live) {
        onAir.phase = 'results';
        onAir.phaseTime = 0;
      }
      return;
    }
    case 'results':
      if (channel && onAir.phaseTime >= resultsSeconds) {
        onAir.phase = nextPhase('results', channel);
        onAir.phaseTime = 0;
      }
      return;
    case 'next':
      return;
  }
}
