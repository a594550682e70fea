import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  type Group,
  type InstancedMesh,
  type PerspectiveCamera,
  type ShaderMaterial,
  Sphere,
} from 'three';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { buildCrowdScript, crowdLevels } from './crowd-state.ts';
import type { CaveaGeometry } from './geometry/cavea.ts';
import {
  ARM_PIXELS,
  armPixels,
  buildCrowd,
  type CrowdChunk,
  chunkCrowd,
  createFigureGeometry,
  FIGURE_BODY_INDICES,
  wholeCrowd,
} from './geometry/crowd.ts';
import { mergedCrowdGeometry } from './geometry/crowd-merged.ts';
import { createCrowdMaterial } from './materials/crowd-material.ts';

export type CrowdProps = {
  cavea: CaveaGeometry;
  /** About how many spectators to seat. */
  count?: number;
  /**
   * Each stretch as one plain mesh rather than an instanced one (geometry/crowd-merged.ts): the
   * same figures, for a software renderer, which spends a draw's setup on every instance.
   */
  merged?: boolean;
  /** Stretches of the stands, a draw call each (`QualitySettings.crowdStretches`). */
  stretches?: number;
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
 * Stretches of the stands the crowd is cut into by default, each one instanced draw call culled by
 * its bounds: a camera by the track sees one to three of them, the inset of the broadcast none, a
 * view of the whole arena all of them (a draw call each).
 */
export const CROWD_CHUNKS = 12;

/**
 * Thousands of spectators in a few instanced draw calls (one a stretch of the stands, culled by
 * its bounds), animated in the vertex shader. Once a frame the race's crowd state (a pure function
 * of plan time) sets each sector's level in a uniform the stretches share, and each stretch whose
 * arms would be under ARM_PIXELS long on screen (far off, or seen from high above) draws its
 * figures' bodies only, a third of the triangles; when none has arms to draw (the top view, the
 * overview), the whole crowd's bodies are one draw call.
 */
export function Crowd({ cavea, count = 26_000, merged = false, stretches: cut = CROWD_CHUNKS }: CrowdProps) {
  const crowd = useMemo(() => buildCrowd(cavea, count), [cavea, count]);
  const chunks = useMemo(() => chunkCrowd(crowd, cut), [crowd, cut]);
  const whole = useMemo(() => wholeCrowd(crowd, chunks), [crowd, chunks]);
  const material = useMemo(() => createCrowdMaterial(merged), [merged]);
  const geometries = useMemo(
    () => chunks.map((chunk) => (merged ? mergedCrowdGeometry(chunk) : createFigureGeometry())),
    [chunks, merged],
  );
  const wholeGeometry = useMemo(() => {
    if (merged) return mergedCrowdGeometry(whole, true);
    const g = createFigureGeometry();
    g.setDrawRange(0, FIGURE_BODY_INDICES);
    return g;
  }, [merged, whole]);
  const stretches = useRef<Group>(null);
  const bodies = useRef<Group>(null);
  const camera = useThree((s) => s.camera);
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
  useEffect(
    () => () => {
      for (const geometry of geometries) geometry.dispose();
    },
    [geometries],
  );
  useEffect(() => () => wholeGeometry.dispose(), [wholeGeometry]);

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
    const { x, y, z } = camera.position;
    const fov = (camera as PerspectiveCamera).fov ?? 45;
    let anyArms = false;
    for (let i = 0; i < chunks.length; i++) {
      const chunk = chunks[i]!;
      const arms = armPixels(chunk, x, y, z, fov) >= ARM_PIXELS;
      anyArms ||= arms;
      // Instanced, the range is a figure's; merged, the whole stretch's bodies come first.
      const bodies = merged ? chunk.count * FIGURE_BODY_INDICES : FIGURE_BODY_INDICES;
      geometries[i]!.setDrawRange(0, arms ? Number.POSITIVE_INFINITY : bodies);
    }
    // No stretch with arms to draw: the whole crowd's bodies in one draw call instead of a stretch's each.
    if (stretches.current) stretches.current.visible = anyArms;
    if (bodies.current) bodies.current.visible = !anyArms;
  });

  // One group, so the broadcast's inset can leave the whole crowd out (PictureInPicture.tsx).
  return (
    <group name="crowd">
      <group ref={stretches}>
        {chunks.map((chunk, i) =>
          merged ? (
            <mesh
              key={`${chunk.centre.x},${chunk.centre.z},${chunk.count}`}
              geometry={geometries[i]!}
              material={material}
              name="crowd-stretch"
            />
          ) : (
            <CrowdStretch
              key={`${chunk.centre.x},${chunk.centre.z},${chunk.count}`}
              chunk={chunk}
              geometry={geometries[i]!}
              material={material}
            />
          ),
        )}
      </group>
      <group ref={bodies} visible={false}>
        {merged ? (
          <mesh key={whole.count} geometry={wholeGeometry} material={material} name="crowd-stretch" />
        ) : (
          <CrowdStretch key={whole.count} chunk={whole} geometry={wholeGeometry} material={material} />
        )}
      </group>
    </group>
  );
}

/** One stretch of the stands: its own figure geometry (for its sectors and its level of detail) and bounds. */
function CrowdStretch({
  chunk,
  geometry,
  material,
}: {
  chunk: CrowdChunk;
  geometry: BufferGeometry;
  material: ShaderMaterial;
}) {
  const mesh = useRef<InstancedMesh>(null);

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

  return <instancedMesh ref={mesh} args={[geometry, material, chunk.count]} name="crowd-stretch" />;
}
