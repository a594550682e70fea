import type { Quality } from '../../playback/quality.ts';
import { useViewer } from '../../playback/store.ts';
import { Bursts } from './Bursts.tsx';
import { Carcasses } from './Carcasses.tsx';
import { Crew } from './Crew.tsx';
import { Debris } from './Debris.tsx';
import { Dust } from './Dust.tsx';
import { EFFECT_BUDGET } from './effect-quality.ts';
import { LooseWheels } from './LooseWheels.tsx';
import { Rain } from './Rain.tsx';
import { SkidMarks } from './SkidMarks.tsx';
import { Splashes } from './Splashes.tsx';
import { WeatherDriver } from './WeatherDriver.tsx';

export type EffectsProps = {
  quality?: Quality;
  /** Off shows the bare race (the default reads `?effects=off`, for comparing screenshots). */
  enabled?: boolean;
};

function effectsInAddress(): boolean {
  return (
    typeof window === 'undefined' || new URLSearchParams(window.location.search).get('effects') !== 'off'
  );
}

/**
 * Incidents and weather for the loaded race, all driven by its log: the weather (sampled first),
 * then rain, splashes, dust, bursts, carcasses, loose wheels, physics debris (loaded lazily), crews
 * off their cars and skid marks. A handful of draw calls, each hidden while it has nothing to draw.
 */
export function Effects({ quality = 'medium', enabled = effectsInAddress() }: EffectsProps) {
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const timeline = replay && enabled ? replay.effects : null;
  const budget = EFFECT_BUDGET[quality];
  return (
    <group name="effects">
      <WeatherDriver timeline={timeline} />
      {plan && timeline ? (
        <>
          <Rain streaks={budget.rainStreaks} />
          <Splashes count={budget.splashes} />
          <Dust
            plan={plan}
            timeline={timeline}
            perTeam={budget.dustPerTeam}
            tick={budget.dustTick}
            opacity={budget.dustOpacity}
          />
          <Bursts plan={plan} timeline={timeline} capacity={budget.particles} share={budget.burstShare} />
          <Carcasses timeline={timeline} castShadow={quality !== 'low'} />
          <LooseWheels timeline={timeline} castShadow={quality !== 'low'} />
          <Debris plan={plan} timeline={timeline} share={budget.debrisShare} castShadow={quality !== 'low'} />
          <Crew plan={plan} timeline={timeline} castShadow={quality !== 'low'} />
          <SkidMarks timeline={timeline} />
        </>
      ) : null}
    </group>
  );
}
