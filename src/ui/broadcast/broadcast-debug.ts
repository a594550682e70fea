import { addSystem, afterFrame } from '../../playback/frame-loop.ts';
import { useViewer } from '../../playback/store.ts';
import type { BroadcastOptions } from './broadcast-options.ts';
import type { Phase } from './channel.ts';
import { onAir, replayOnAir } from './on-air.ts';
import { recordProgramme } from './record-programme.ts';
import type { VideoFormat } from './recorder.ts';

/** What the broadcast page adds to `window.__quadriga` (as `broadcast`), for tests and tools. */
export interface BroadcastDebug {
  readonly options: BroadcastOptions;
  readonly phase: Phase;
  /** Programme seconds, and the programme's length (race and replays). */
  readonly time: number;
  readonly duration: number;
  /** Index of the cut on air. */
  readonly cut: number;
  /** The race on air (the viewer's source: a live race's id), held or not, and the director's lock. */
  readonly race: string | null;
  readonly held: boolean;
  readonly lock: string | null;
  /** The chariot the shot on air frames, and whether a replay is on air. */
  readonly subject: string | null;
  readonly replaying: boolean;
  /** Goes to programme time p of the race (from the card or results too). */
  seek(p: number): void;
  /** Shows a phase from its start: the race card, the race, or the results. */
  show(phase: 'card' | 'race' | 'results'): void;
  /** Holds the programme still (true) or lets it run. */
  hold(held: boolean): void;
  /**
   * Records the broadcast for `seconds` to MP4 or WebM (with the overlay unless `overlay: false`,
   * with the sound unless `sound: false` or the sound is off), as the page's `record=` does; with
   * `frames`, for at least that many frames too (a loaded machine draws one in ten seconds); with
   * `until`, until the race's programme reaches that time instead; with `span`, for that many
   * seconds of the programme's clock (through the results too); with `from`, from that programme
   * second (held there while the recorder gets ready).
   */
  record(options?: {
    seconds?: number;
    overlay?: boolean;
    width?: number;
    height?: number;
    format?: VideoFormat;
    sound?: boolean;
    until?: number;
    span?: number;
    from?: number;
    frames?: number;
  }): Promise<Blob>;
}

export function createBroadcastDebug(options: BroadcastOptions): BroadcastDebug {
  const debug: BroadcastDebug = {
    options,
    get phase() {
      return onAir.phase;
    },
    get time() {
      return onAir.time;
    },
    get duration() {
      return onAir.programme?.duration ?? 0;
    },
    get cut() {
      return onAir.cut;
    },
    get race() {
      return onAir.race;
    },
    get held() {
      return onAir.held;
    },
    get lock() {
      return useViewer.getState().director?.lock ?? null;
    },
    get subject() {
      return onAir.shot.subject;
    },
    get replaying() {
      return replayOnAir();
    },
    seek: (p) => {
      const programme = onAir.programme;
      if (!programme) return;
      onAir.phase = 'race';
      onAir.time = Math.min(programme.duration, Math.max(0, p));
      onAir.phaseTime = 0;
      // The driver cuts to the shot at p on its next frame.
      onAir.cut = -1;
    },
    show: (phase) => {
      onAir.phase = phase;
      onAir.phaseTime = 0;
      if (phase !== 'results') onAir.time = 0;
      onAir.cut = -1;
    },
    hold: (held) => {
      onAir.held = held;
    },
    record: async ({
      seconds = 3,
      overlay = true,
      width = 1920,
      height = 1080,
      format = 'mp4',
      sound = true,
      until,
      span,
      from,
      frames = 0,
    } = {}) => {
      const source = document.querySelector<HTMLCanvasElement>('.qb-canvas canvas');
      if (!source) throw new Error('no broadcast canvas to record');
      const stage = overlay ? document.querySelector<HTMLElement>('.qb-stage') : null;
      const held = onAir.held;
      if (from !== undefined) {
        debug.seek(from);
        onAir.held = true;
        // A frame drawn at `from` (the cut on air there), so the recording's first picture is of it.
        await new Promise<void>((resolve) => {
          const remove = addSystem('recorder', 'debug-record-seek', () => {
            afterFrame(remove);
            resolve();
          });
        });
      }
      const recording = await recordProgramme({ source, stage, width, height, format, sound });
      if (from !== undefined) onAir.held = held;
      // For `seconds`, and at least `frames` frames however slowly they come (or, with `until`,
      // until the programme gets there; with `span`, until its clock has run that long).
      const begun = performance.now();
      const ran = onAir.ran;
      let seen = 0;
      // Counted on the frame loop itself (its last stage), the one place that asks for frames.
      await new Promise<void>((resolve) => {
        const remove = addSystem('recorder', 'debug-record-wait', () => {
          seen++;
          const done =
            span !== undefined
              ? onAir.ran - ran >= span
              : until === undefined
                ? performance.now() - begun >= seconds * 1000 && seen > frames
                : onAir.time >= until || onAir.phase !== 'race';
          if (done) {
            afterFrame(remove); // not while the stage is being run
            resolve();
          }
        });
      });
      return recording.stop();
    },
  };
  return debug;
}
