/** The parts of a V8 CPU profile (CDP `Profiler.stop`) that the bench reads. */
export interface CpuProfile {
  nodes: ReadonlyArray<{ id: number; callFrame: { functionName: string; url: string } }>;
  samples: readonly number[];
  timeDeltas: readonly number[];
}

/** Samples that are not the page's JavaScript: waiting, and the browser's own native work. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);

/**
 * Milliseconds of JavaScript (garbage collection included) in a sampled CPU profile. Under a
 * software GPU the renderer's synchronous WebGL calls are counted by the Performance domain's
 * ScriptDuration, which made a frame look script-bound when the main thread was in fact idle; the
 * profiler's samples say where the time really went.
 */
export function scriptMs(profile: CpuProfile): number {
  const native = new Set<number>();
  for (const n of profile.nodes)
    if (NOT_SCRIPT.has(n.callFrame.functionName) && !n.callFrame.url) native.add(n.id);
  let micros = 0;
  const { samples, timeDeltas } = profile;
  // A sample's delta is the time since the previous sample: charge it to the sample it ends on.
  for (let i = 1; i < samples.length; i++) if (!native.has(samples[i]!)) micros += timeDeltas[i] ?? 0;
  return micros / 1000;
}
