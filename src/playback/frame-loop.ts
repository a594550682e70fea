/**
 * The page's one frame loop (after koota's `frameloop.ts`): every piece of per-frame work is a named
 * system in one of a fixed list of stages, and each animation frame runs the stages in this order:
 *
 * - clock: the playback clock moves (the viewer's playback, the broadcast's programme, explain
 *   mode's hold at each step);
 * - weather: the log's weather at the new time, for the lights, sky and sand;
 * - camera: the camera rig places the camera for the frame;
 * - fleet: the chariots are sampled, culled against that camera and written to their buffers;
 * - effects: dust, bursts, debris, crews, rain, the sky, the crowd and the lap counters;
 * - render: three.js draws the frame (the canvas renders only from here);
 * - hud: the DOM over the canvas (time bar, standings, ticker, cards, broadcast graphics);
 * - recorder: what watches the finished frame (the video recorder, the renderer's counters, the
 *   frame-time watch that lowers the quality).
 *
 * Within a stage systems run in the order they were added and must not depend on each other.
 * Systems neither allocate nor change React state: a change of coarse state a system finds (the
 * race reached its end, explain mode reached a step) is handed to `afterFrame`, which applies it
 * once every stage has run.
 */
export const STAGES = [
  'clock',
  'weather',
  'camera',
  'fleet',
  'effects',
  'render',
  'hud',
  'recorder',
] as const;
export type Stage = (typeof STAGES)[number];

/** What a system is told about the frame (one object, rewritten each frame). */
export interface Frame {
  /** The frame's timestamp, ms (requestAnimationFrame's). */
  now: number;
  /** Wall seconds since the last frame (0 on the first), however long it took. */
  delta: number;
  /**
   * The first frame since the page was hidden: `delta` holds the time it was away, which a replay
   * skips and a live race or a broadcast keeps to.
   */
  resumed: boolean;
}

export type SystemRun = (frame: Frame) => void;

interface System {
  readonly name: string;
  readonly run: SystemRun;
}

const stages: System[][] = STAGES.map(() => []);
const frame: Frame = { now: 0, delta: 0, resumed: false };
const pending: Array<() => void> = [];
let last = Number.NaN;
let hidden = false;
let handle = 0;
let count = 0;

function tick(now: number): void {
  handle = count > 0 ? requestAnimationFrame(tick) : 0;
  runFrame(now);
}

/**
 * Runs one frame: every stage in order, then the state changes the systems asked for. Exported
 * for tests; the page's frames come from requestAnimationFrame.
 */
export function runFrame(now: number): void {
  frame.delta = Number.isNaN(last) ? 0 : Math.max(0, now - last) / 1000;
  frame.now = now;
  frame.resumed = hidden;
  hidden = false;
  last = now;
  for (let s = 0; s < stages.length; s++) {
    const list = stages[s]!;
    for (let i = 0; i < list.length; i++) list[i]!.run(frame);
  }
  // Applied after the stages (a change may add or remove systems), in the order asked.
  for (let i = 0; i < pending.length; i++) pending[i]!();
  pending.length = 0;
}

/** Applies a change of coarse (React) state once the frame's systems have all run. */
export function afterFrame(change: () => void): void {
  pending.push(change);
}

/** Adds a system to a stage; returns its removal. The loop runs while any system is added. */
export function addSystem(stage: Stage, name: string, run: SystemRun): () => void {
  const list = stages[STAGES.indexOf(stage)]!;
  const system: System = { name, run };
  list.push(system);
  count++;
  if (handle === 0 && typeof requestAnimationFrame === 'function') {
    last = Number.NaN;
    handle = requestAnimationFrame(tick);
  }
  return () => {
    const i = list.indexOf(system);
    if (i < 0) return;
    list.splice(i, 1);
    count--;
    if (count === 0 && handle !== 0) {
      cancelAnimationFrame(handle);
      handle = 0;
    }
  };
}

/** The systems in the order they run, as "stage/name" (for tests, and `window.__quadriga`). */
export function systemOrder(): string[] {
  return STAGES.flatMap((stage, s) => stages[s]!.map((system) => `${stage}/${system.name}`));
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden = true;
  });
}
