import { useEffect, useMemo, useRef } from 'react';
import {
  DynamicDrawUsage,
  InstancedBufferGeometry,
  InstancedInterleavedBuffer,
  InterleavedBufferAttribute,
  type Mesh,
  PlaneGeometry,
} from 'three';
import { sceneStatus } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { FleetBuffers } from '../chariot-fleet.ts';
import { SUN_DIRECTION } from '../sun.ts';
import { BLOB_FLOATS, createBlobSet, sunStretch, writeContactShadows } from './contact-shadows.ts';
import { createContactShadowMaterial } from './effect-materials.ts';

export type ContactShadowsProps = {
  /** The fleet's instance buffers, as placed for the frame (the fleet stage runs first). */
  fleet: FleetBuffers;
  /** The most things placed at once (horses, cars and wrecks). */
  capacity: number;
};

/**
 * Soft shadows on the sand under the teams, cars and wrecks, for a quality without the sun's shadow
 * map (./contact-shadows.ts): one draw call. Shown once the race has been drawn (its program is not
 * among the first frame's), hidden while nothing is placed.
 */
export function ContactShadows({ fleet, capacity }: ContactShadowsProps) {
  const mesh = useRef<Mesh>(null);
  const set = useMemo(() => createBlobSet(capacity), [capacity]);
  const { geometry, buffer } = useMemo(() => {
    const quad = new PlaneGeometry(1, 1);
    const g = new InstancedBufferGeometry();
    g.setAttribute('position', quad.getAttribute('position'));
    g.setIndex(quad.getIndex());
    const b = new InstancedInterleavedBuffer(set.data, BLOB_FLOATS).setUsage(DynamicDrawUsage);
    g.setAttribute('aBlob', new InterleavedBufferAttribute(b, 4, 0));
    g.setAttribute('aShape', new InterleavedBufferAttribute(b, 4, 4));
    g.instanceCount = 0;
    return { geometry: g, buffer: b };
  }, [set]);
  const material = useMemo(() => createContactShadowMaterial(sunStretch(SUN_DIRECTION)), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  const range = useMemo(() => ({ start: 0, count: 0 }), []);

  useSystem('effects', 'contact shadows', () => {
    const m = mesh.current;
    if (!m) return;
    writeContactShadows(set, fleet);
    geometry.instanceCount = set.count;
    m.visible = sceneStatus.ready && set.count > 0;
    if (!m.visible) return;
    range.count = set.count * BLOB_FLOATS;
    buffer.updateRanges.length = 0;
    buffer.updateRanges.push(range);
    buffer.needsUpdate = true;
  });

  return (
    <mesh
      ref={mesh}
      name="contact-shadows"
      geometry={geometry}
      material={material}
      frustumCulled={false}
      visible={false}
      renderOrder={1}
    />
  );
}
