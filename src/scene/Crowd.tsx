import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type BufferGeometry, type InstancedMesh, type ShaderMaterial, Sphere } from 'three';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { buildCrowdScript, crowdLevels } from './crowd-state.ts';
import type { CaveaGeometry } from './geometry/cavea.ts';
import { buildCrowd, type CrowdChunk, chunkCrowd, createFigureGeometry } from './geometry/crowd.ts';
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
 * Stretches of the stands the crowd is cut into, each one instanced draw call culled by its bounds:
 * a camera by the track sees one to three of them, the inset of the broadcast none, a view of the
 * whole arena all of them (a draw call each).
 */
export const CROWD_CHUNKS = 12;

/**
 * Thousands of spectators in a few instanced draw calls (one a stretch of the stands, culled by
 * its bounds), animated in the vertex shader. Once a frame the race's crowd state (a pure function
 * of plan time) sets each sector's level in a uniform the stretches share.
 */
export function Crowd({ cavea, count = 26_000 }: CrowdProps) {
  const chunks = useMemo(() => chunkCrowd(buildCrowd(cavea, count), CROWD_CHUNKS), [cavea, count]);
  const material = useMemo(createCrowdMaterial, []);
  const replay = useViewer((s) => s.replay);
  const script = useMemo(() => (replay ? buildCrowdScript(replay.plan) : null), [replay]);
  const probe = useMemo<CrowdProbe>(
    () => ({ time: -1, levels: material.uniforms['uLevel']!.value as Float32Array }),
    [material],
  );

  useEffect(() => {
    window.__quadrigaCrowd = probe;
    return () => {
      if (window.__quadrigaCrowd === probe) window.__quadrigaCrowd = undefined;
    };
  }, [probe]);

  useEffect(() => () => material.dispose(), [material]);

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

  // One group, so the broadcast's inset can leave the whole crowd out (PictureInPicture.tsx).
  return (
    <group name="crowd">
      {chunks.map((chunk) => (
        <CrowdStretch
          key={`${chunk.centre.x},${chunk.centre.z},${chunk.count}`}
          chunk={chunk}
          material={material}
        />
      ))}
    </group>
  );
}

/** One stretch of the stands: its own figure geometry (for its sectors) and bounds. */
function CrowdStretch({ chunk, material }: { chunk: CrowdChunk; material: ShaderMaterial }) {
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo<BufferGeometry>(createFigureGeometry, []);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    m.instanceMatrix.array.set(chunk.matrices);
    m.instanceMatrix.needsUpdate = true;
    m.instanceColor = chunk.colors;
    m.geometry.setAttribute('aSector', chunk.sectors);
    m.count = chunk.count;
    // The figures turn to the camera and raise their arms in the shader: bounds of the seats with
    // room for that, not of the quads as stored.
    m.boundingSphere = new Sphere(chunk.centre, chunk.radius);
  }, [chunk]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  return <instancedMesh ref={mesh} args={[geometry, material, chunk.count]} name="crowd-stretch" />;
}
