import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import { type EffectTimeline, weatherAt } from '../../replay/effects.ts';
import { weatherNow, weatherUniforms } from './weather-now.ts';

export type WeatherDriverProps = {
  timeline: EffectTimeline | null;
};

/**
 * The weather system: samples the log's weather at the playback time once a frame, after the clock
 * and before the camera, for the lights, sky, sand and rain.
 */
export function WeatherDriver({ timeline }: WeatherDriverProps) {
  useSystem('weather', 'weather', () => {
    if (timeline) weatherAt(timeline, clock.time, weatherNow);
    else {
      weatherNow.rain = 0;
      weatherNow.overcast = 0;
      weatherNow.mud = 0;
    }
    weatherUniforms.uMud.value = weatherNow.mud;
    weatherUniforms.uWet.value = Math.min(1, Math.max(weatherNow.rain, weatherNow.mud));
    weatherUniforms.uOvercast.value = weatherNow.overcast;
  });
  return null;
}
