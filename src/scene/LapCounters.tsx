import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Euler, type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import { useSystem } from '../playback/use-system.ts';
import { buildDolphin, buildEgg } from './geometry/lap-counter-pieces.ts';
import { COUNTER_BEAM_TOP, LAP_COUNTER } from './layout.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';

/** Laps completed, or a reader of them the counters call every frame (the race's playback). */
export type LapsDone = number | (() => number);

export type LapCountersProps = {
  /** Laps completed, 0–7: that many eggs are lowered and dolphins turned nose down. */
  lapsDone?: LapsDone;
  /** Seconds each egg or dolphin takes to change. */
  duration?: number;
};

const N = LAP_COUNTER.count;
const EGG_Y = COUNTER_BEAM_TOP + 0.5;
/** A lowered egg sinks into the beam, leaving its crown showing, so the count stays legible. */
const EGG_DROP = 0.78;
const DOLPHIN_Y = COUNTER_BEAM_TOP + 0.95;
const DOLPHIN_UP = 0.6;
const DOLPHIN_DOWN = -1.35;

const _m = new Matrix4();
const _p = new Vector3();
const _q = new Quaternion();
const _e = new Euler();
const _s = new Vector3(1, 1, 1);

function slotX(centre: number, i: number): number {
  return centre + (i - (N - 1) / 2) * LAP_COUNTER.spacing;
}

function ease(t: number): number {
  return t * t * (3 - 2 * t);
}

function writeCounters(eggs: InstancedMesh, dolphins: InstancedMesh, progress: Float32Array): void {
  for (let i = 0; i < N; i++) {
    const k = ease(progress[i]!);
    _q.identity();
    _m.compose(_p.set(slotX(LAP_COUNTER.eggsX, i), EGG_Y - EGG_DROP * k, 0), _q, _s);
    eggs.setMatrixAt(i, _m);
    _q.setFromEuler(_e.set(0, 0, DOLPHIN_UP + (DOLPHIN_DOWN - DOLPHIN_UP) * k));
    _m.compose(_p.set(slotX(LAP_COUNTER.dolphinsX, i), DOLPHIN_Y, 0), _q, _s);
    dolphins.setMatrixAt(i, _m);
  }
  eggs.instanceMatrix.needsUpdate = true;
  dolphins.instanceMatrix.needsUpdate = true;
}

/** The seven eggs and seven dolphins that count the laps, on their frames on the spina. */
export function LapCounters({ lapsDone = 0, duration = 0.6 }: LapCountersProps) {
  const materials = useArenaMaterials();
  const eggGeometry = useMemo(buildEgg, []);
  const dolphinGeometry = useMemo(buildDolphin, []);
  const eggs = useRef<InstancedMesh>(null);
  const dolphins = useRef<InstancedMesh>(null);
  /** 0 = standing / nose up, 1 = lowered / nose down, per slot. */
  const progress = useRef(new Float32Array(N));
  const doneNow = (): number =>
    Math.max(0, Math.min(N, Math.round(typeof lapsDone === 'number' ? lapsDone : lapsDone())));

  // Start in the right state without animating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value matters here
  useLayoutEffect(() => {
    const done = doneNow();
    for (let i = 0; i < N; i++) progress.current[i] = i < done ? 1 : 0;
    if (eggs.current && dolphins.current) writeCounters(eggs.current, dolphins.current, progress.current);
  }, []);

  useEffect(
    () => () => {
      eggGeometry.dispose();
      dolphinGeometry.dispose();
    },
    [eggGeometry, dolphinGeometry],
  );

  useSystem('effects', 'lap counters', ({ delta }) => {
    const p = progress.current;
    const done = doneNow();
    const step = Math.min(delta, 0.1) / duration;
    let changed = false;
    for (let i = 0; i < N; i++) {
      const target = i < done ? 1 : 0;
      const value = p[i]!;
      if (value === target) continue;
      p[i] = target > value ? Math.min(target, value + step) : Math.max(target, value - step);
      changed = true;
    }
    if (changed && eggs.current && dolphins.current) writeCounters(eggs.current, dolphins.current, p);
  });

  return (
    <group name="lap-counters">
      <instancedMesh ref={eggs} args={[eggGeometry, materials.stone, N]} frustumCulled={false} />
      <instancedMesh ref={dolphins} args={[dolphinGeometry, materials.gilded, N]} frustumCulled={false} />
    </group>
  );
}
