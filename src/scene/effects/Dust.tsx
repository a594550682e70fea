import { useEffect, useMemo, useRef } from 'react';
import { DynamicDrawUsage, InstancedBufferAttribute, type Mesh } from 'three';
import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import { DUST_TINT } from './dust-light.ts';
import { createPuffSet, DUST_TICK, HAZE_PUFFS, writeDustHaze, writeDustPuffs } from './dust-puffs.ts';
import { instancedQuad } from './effect-geometry.ts';
import { createPuffMaterial } from './effect-materials.ts';
import { weatherNow } from './weather-now.ts';

export type DustProps = {
  plan: Plan;
  timeline: EffectTimeline;
  /** Puffs trailing each team. */
  perTeam?: number;
  /** Seconds between a team's puffs, and their opacity (a share of the full): EffectBudget's. */
  tick?: number;
  opacity?: number;
};

/** Room for the clouds of dust thrown at rivals, beyond the teams' own. */
const CLOUD_ROOM = 72;

/** Dust kicked up by every team, thrown at rivals and left hanging over the track: pooled billboards, one draw call. */
export function Dust({ plan, timeline, perTeam = 10, tick = DUST_TICK, opacity = 1 }: DustProps) {
  const mesh = useRef<Mesh>(null);
  const capacity = plan.chariots.length * (perTeam + HAZE_PUFFS) + CLOUD_ROOM;
  const set = useMemo(() => createPuffSet(capacity), [capacity]);
  const geometry = useMemo(() => {
    const g = instancedQuad();
    g.setAttribute('aPuff', new InstancedBufferAttribute(set.puffs, 4).setUsage(DynamicDrawUsage));
    g.setAttribute('aAlpha', new InstancedBufferAttribute(set.alpha, 1).setUsage(DynamicDrawUsage));
    return g;
  }, [set]);
  const material = useMemo(createPuffMaterial, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);

  useSystem('effects', 'dust', () => {
    const m = mesh.current;
    if (!m) return;
    writeDustPuffs(set, plan, timeline, clock.time, perTeam, weatherNow.mud, tick, opacity);
    writeDustHaze(set, plan, clock.time, weatherNow.mud);
    geometry.instanceCount = set.count;
    m.visible = set.count > 0;
    if (set.count === 0) return;
    geometry.getAttribute('aPuff').needsUpdate = true;
    geometry.getAttribute('aAlpha').needsUpdate = true;
    // A wet track throws up darker dust; the time of day's light tints it.
    material.uniforms.uColor!.value.setRGB(
      (0.68 - 0.3 * weatherNow.mud) * DUST_TINT.r,
      (0.5 - 0.22 * weatherNow.mud) * DUST_TINT.g,
      (0.32 - 0.14 * weatherNow.mud) * DUST_TINT.b,
    );
  });

  return (
    <mesh
      ref={mesh}
      name="dust"
      geometry={geometry}
      material={material}
      frustumCulled={false}
      renderOrder={2}
    />
  );
}
