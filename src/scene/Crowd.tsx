import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { InstancedMesh } from 'three';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { buildCrowdScript, crowdLevels } from './crowd-state.ts';
import type { CaveaGeometry } from './geometry/cavea.ts';
import { buildCrowd, createFigureGeometry } from './geometry/crowd.ts';
import { createCrowdMaterial } from './materials/crowd-material.ts';

export type CrowdProps = {
  cavea: CaveaGeometry;
  /** About how many spectators to seat. */
  count?: number;
};

/** What the page publishes on `window.__quadrigaCrowd` for tests and tools: the levels drawn last. */
export interface CrowdProbe {
  /** Plan time of the levels (-1 before the first frame with a race). */
  time: number;
  /** Each sector's level (crowd-state.ts), 0 seated to 1 arms up. */
  levels: Float32Array;
}

declare global {
  interface Window {
    __quadrigaCrowd?: CrowdProbe;
  }
}

/**
 * Thousands of spectators in one instanced draw call, animated in the vertex shader. Once a frame
 * the race's crowd state (a pure function of plan time) sets each sector's level in a uniform.
 */
export function Crowd({ cavea, count = 26_000 }: CrowdProps) {
  const mesh = useRef<InstancedMesh>(null);
  const crowd = useMemo(() => buildCrowd(cavea, count), [cavea, count]);
  const geometry = useMemo(createFigureGeometry, []);
  const material = useMemo(createCrowdMaterial, []);
  const replay = useViewer((s) => s.replay);
  const script = useMemo(() => (replay ? buildCrowdScript(replay.plan) : null), [replay]);
  const probe = useMemo<CrowdProbe>(
    () => ({ time: -1, levels: material.uniforms['uLevel']!.value as Float32Array }),
    [material],
  );

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    m.instanceMatrix.array.set(crowd.matrices);
    m.instanceMatrix.needsUpdate = true;
    m.instanceColor = crowd.colors;
    m.geometry.setAttribute('aSector', crowd.sectors);
    m.count = crowd.count;
    m.computeBoundingSphere();
  }, [crowd]);

  useEffect(() => {
    window.__quadrigaCrowd = probe;
    return () => {
      if (window.__quadrigaCrowd === probe) window.__quadrigaCrowd = undefined;
    };
  }, [probe]);

  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );

  useSystem('effects', 'crowd', ({ now }) => {
    const time = material.uniforms['uTime'];
    if (time) time.value = now / 1000;
    if (script) {
      crowdLevels(script, clock.time, probe.levels);
      probe.time = clock.time;
    } else {
      probe.levels.fill(0);
      probe.time = -1;
    }
  });

  return (
    <instancedMesh
      ref={mesh}
      key={crowd.count}
      args={[geometry, material, crowd.count]}
      name="crowd"
      frustumCulled={false}
    />
  );
}
