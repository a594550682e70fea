import { describe, expect, test } from 'vitest';
import { DAY_LIGHTS, SUN_DIRECTION, type TimeOfDay, timeOfDayOf } from '../../src/scene/sun.ts';

describe('the time of day', () => {
  test('?time= picks morning, afternoon or sunset; anything else is the afternoon', () => {
    expect(timeOfDayOf('?time=morning')).toBe('morning');
    expect(timeOfDayOf('?ruleset=crudis&time=sunset&seed=4')).toBe('sunset');
    expect(timeOfDayOf('?time=afternoon')).toBe('afternoon');
    expect(timeOfDayOf('?time=midnight')).toBe('afternoon');
    expect(timeOfDayOf('')).toBe('afternoon');
  });

  test('the morning sun rises in the east, the afternoon and sunset suns stand in the west, the sunset lowest', () => {
    const elevation = (t: TimeOfDay): number => {
      const [x, y, z] = DAY_LIGHTS[t].sun;
      return Math.atan2(y, Math.hypot(x, z));
    };
    expect(DAY_LIGHTS.morning.sun[0]).toBeGreaterThan(0);
    expect(DAY_LIGHTS.afternoon.sun[0]).toBeLessThan(0);
    expect(DAY_LIGHTS.sunset.sun[0]).toBeLessThan(0);
    expect(elevation('sunset')).toBeLessThan(elevation('morning'));
    expect(elevation('sunset')).toBeLessThan(elevation('afternoon'));
    expect(elevation('sunset')).toBeGreaterThan(0);
    // Without an address (tests, tools) the light is the afternoon's, and its direction a unit vector.
    expect(Math.hypot(...SUN_DIRECTION)).toBeCloseTo(1, 9);
    expect(SUN_DIRECTION[0]).toBeLessThan(0);
  });
});
