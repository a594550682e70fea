import { useCallback, useMemo } from 'react';
import { MeshLambertMaterial } from 'three';
import type { EffectTimeline } from '../../replay/effects.ts';
import { carcassGeometry, useTeams } from '../chariot-assets.ts';
import { InstancedEffect } from './InstancedEffect.tsx';
import { writeCarcasses } from './remains.ts';
import { weatherNow } from './weather-now.ts';

export type CarcassesProps = {
  timeline: EffectTimeline;
  castShadow?: boolean;
};

/** Dead horses lying where the log leaves them, from that moment to the end of the race: the
 * team's own horse model, in its coat, frozen where it fell. */
export function Carcasses({ timeline, castShadow = true }: CarcassesProps) {
  const teams = useTeams();
  const geometry = useMemo(() => carcassGeometry(teams), [teams]);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true }), []);
  const write = useCallback(
    (set: Parameters<typeof writeCarcasses>[0], t: number) =>
      writeCarcasses(set, timeline, t, weatherNow.mud),
    [timeline],
  );
  return (
    <InstancedEffect
      name="carcasses"
      geometry={geometry}
      material={material}
      capacity={Math.max(4, timeline.carcasses.length)}
      write={write}
      castShadow={castShadow}
    />
  );
}
