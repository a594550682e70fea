import { useEffect, useMemo, useRef, useState } from 'react';
import { DynamicDrawUsage, InstancedInterleavedBuffer, InterleavedBufferAttribute, type Mesh } from 'three';
import { sceneStatus } from '../../playback/clock.ts';
import { startMark } from '../../playback/start-marks.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { FleetBuffers } from '../chariot-fleet.ts';
import { SUN_DIRECTION } from '../sun.ts';
import { BLOB_FLOATS, createBlobSet, sunStretch, writeContactShadows } from './contact-shadows.ts';
import { instancedQuad } from './effect-geometry.ts';
import { createContactShadowMaterial } from './effect-materials.ts';

export type ContactShadowsProps = {
  /** The fleet's instance buffers, as placed for the frame (the fleet stage runs first). */
  fleet: FleetBuffers;
  /** The most things placed at once (horses, cars and wrecks). */
  capacity: number;
};

/**
 * Soft shadows on the sand under the teams, cars and wrecks, for a quality without the sun's shadow
 * map (./contact-shadows.ts): one draw call, hidden while nothing is placed. First drawn once the
 * whole scene is (`complete`): its program is compiled and linked at its first draw, and on the
 * frames just after the first one that link held the page 300-500 ms (the GPU process was still
 * busy with the first frame's), so the first load waited for it (docs/look/low.md).
 */
export function ContactShadows({ fleet, capacity }: ContactShadowsProps) {
  const mesh = useRef<Mesh>(null);
  const set = useMemo(() => createBlobSet(capacity), [capacity]);
  const { geometry, buffer } = useMemo(() => {
    const g = instancedQuad();
    const b = new InstancedInterleavedBuffer(set.data, BLOB_FLOATS).setUsage(DynamicDrawUsage);
    g.setAttribute('aBlob', new InterleavedBufferAttribute(b, 4, 0));
    g.setAttribute('aShape', new InterleavedBufferAttribute(b, 4, 4));
    return { geometry: g, buffer: b };
  }, [set]);
  const material = useMemo(() => createContactShadowMaterial(sunStretch(SUN_DIRECTION)), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  const range = useMemo(() => ({ start: 0, count: 0 }), []);
  /**
   * Whether the scene has been complete once: the mesh is mounted then (not hidden before, so no
   * compile of the scene's hidden parts hands its program over early), and drawn with the race.
   */
  const [armed, setArmed] = useState(false);

  useSystem('effects', 'contact shadows', () => {
    if (!armed && sceneStatus.complete) setArmed(true);
    const m = mesh.current;
    if (!m) return;
    writeContactShadows(set, fleet);
    geometry.instanceCount = set.count;
    m.visible = sceneStatus.ready && set.count > 0;
    if (!m.visible) return;
    startMark('contact shadows shown');
    range.count = set.count * BLOB_FLOATS;
    buffer.updateRanges.length = 0;
    buffer.updateRanges.push(range);
    buffer.needsUpdate = true;
  });

  return armed ? (
    <mesh
      ref={mesh}
      name="contact-shadows"
      geometry={geometry}
      material={material}
      frustumCulled={false}
      visible={false}
      renderOrder={1}
    />
  ) : null;
}
