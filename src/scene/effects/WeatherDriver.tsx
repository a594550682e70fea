import { useFrame } from '@react-three/fiber';
import { type EffectTimeline, weatherAt } from '../../replay/effects.ts';
import { clock } from '../../ui/clock.ts';
import { weatherNow, weatherUniforms } from './weather-now.ts';

export type WeatherDriverProps = {
  timeline: EffectTimeline | null;
  /** Runs after the playback clock moves (-1) and before the scene's systems (0). */
  priority?: number;
};

/** Samples the log's weather at the playback time, once a frame, for the lights, sky and sand. */
export function WeatherDriver({ timeline, priority = -0.5 }: WeatherDriverProps) {
  useFrame(() => {
    if (timeline) weatherAt(timeline, clock.time, weatherNow);
    else {
      weatherNow.rain = 0;
      weatherNow.overcast = 0;
      weatherNow.mud = 0;
    }
    weatherUniforms.uMud.value = weatherNow.mud;
    weatherUniforms.uWet.value = Math.min(1, Math.max(weatherNow.rain, weatherNow.mud));
    weatherUniforms.uOvercast.value = weatherNow.overcast;
  }, priority);
  return null;
}
