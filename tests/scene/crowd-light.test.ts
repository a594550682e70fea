import { Color, DirectionalLight, Fog, HemisphereLight, type ShaderMaterial, type Vector3 } from 'three';
import { afterEach, describe, expect, test } from 'vitest';
import { createCrowdMaterial } from '../../src/scene/materials/crowd-material.ts';
import { vertexLightUniforms } from '../../src/scene/materials/vertex-lit.ts';
import {
  FOG_COLOR,
  FOG_FAR,
  FOG_NEAR,
  HEMI_GROUND_COLOR,
  HEMI_INTENSITY,
  HEMI_SKY_COLOR,
  SUN_COLOR,
  SUN_DIRECTION,
  SUN_INTENSITY,
} from '../../src/scene/sun.ts';
import { lightTheWeather } from '../../src/scene/weather-light.ts';

/** The scene's lights as SkyAndLight makes them (clear weather). */
function lights() {
  return {
    sun: new DirectionalLight(SUN_COLOR, SUN_INTENSITY),
    fill: new HemisphereLight(HEMI_SKY_COLOR, HEMI_GROUND_COLOR, HEMI_INTENSITY),
    fog: new Fog(FOG_COLOR, FOG_NEAR, FOG_FAR),
  };
}

const value = (m: ShaderMaterial, name: string) => m.uniforms[name]!.value as Color;
const scaled = (hex: string, k: number) => new Color(hex).multiplyScalar(k);

// The module's uniforms are shared by every test: leave them in clear weather.
afterEach(() => {
  const { sun, fill, fog } = lights();
  lightTheWeather({ rain: 0, overcast: 0, mud: 0 }, sun, fill, fog);
});

describe("the crowd lit by the arena's light", () => {
  test('both crowds (instanced and merged) read the very uniforms the vertex-lit arena reads', () => {
    for (const merged of [false, true]) {
      const crowd = createCrowdMaterial(merged);
      expect(crowd.uniforms['uSunDir']).toBe(vertexLightUniforms.uSunDir);
      expect(crowd.uniforms['uSunLight']).toBe(vertexLightUniforms.uSunLight);
      expect(crowd.uniforms['uHemiSky']).toBe(vertexLightUniforms.uHemiSky);
      expect(crowd.uniforms['uHemiGround']).toBe(vertexLightUniforms.uHemiGround);
      // and its shader lights each figure with them
      expect(crowd.vertexShader).toContain('uniform vec3 uSunLight;');
      expect(crowd.vertexShader).toContain(
        'vLight = (uSunLight * max(dot(n, uSunDir), 0.0) + mix(uHemiGround, uHemiSky, 0.5 + 0.5 * n.y))',
      );
      // each material keeps its own crowd levels
      expect(crowd.uniforms['uLevel']).not.toBe(createCrowdMaterial(merged).uniforms['uLevel']);
    }
  });

  test("in clear weather the crowd's light is the day's sun and fill, as before it shared them", () => {
    const crowd = createCrowdMaterial();
    const { sun, fill, fog } = lights();
    lightTheWeather({ rain: 0, overcast: 0, mud: 0 }, sun, fill, fog);
    const close = (a: Color, b: Color) => {
      for (const c of ['r', 'g', 'b'] as const) expect(a[c]).toBeCloseTo(b[c], 6);
    };
    close(value(crowd, 'uSunLight'), scaled(SUN_COLOR, SUN_INTENSITY));
    close(value(crowd, 'uHemiSky'), scaled(HEMI_SKY_COLOR, HEMI_INTENSITY));
    close(value(crowd, 'uHemiGround'), scaled(HEMI_GROUND_COLOR, HEMI_INTENSITY));
    const dir = crowd.uniforms['uSunDir']!.value as Vector3;
    expect(dir.toArray().map((v) => v.toFixed(6))).toEqual(SUN_DIRECTION.map((v) => v.toFixed(6)));
  });

  test('cloud and rain dim the sun on the crowd as on the arena, and clearing brings it back', () => {
    const instanced = createCrowdMaterial(false);
    const merged = createCrowdMaterial(true);
    const { sun, fill, fog } = lights();
    lightTheWeather({ rain: 0, overcast: 0, mud: 0 }, sun, fill, fog);
    const clearSun = value(instanced, 'uSunLight').clone();
    const clearSky = value(instanced, 'uHemiSky').clone();

    lightTheWeather({ rain: 1, overcast: 1, mud: 0.5 }, sun, fill, fog);
    for (const crowd of [instanced, merged]) {
      // the sun at 40 %, the sky's fill 20 % up: the numbers SkyAndLight's lights get
      expect(value(crowd, 'uSunLight').r).toBeCloseTo(clearSun.r * 0.4, 6);
      expect(value(crowd, 'uSunLight').g).toBeCloseTo(clearSun.g * 0.4, 6);
      expect(value(crowd, 'uHemiSky').b).toBeCloseTo(clearSky.b * 1.2, 6);
      // the same light as the arena's sun: the colour times the intensity it was given
      expect(value(crowd, 'uSunLight').equals(sun.color.clone().multiplyScalar(sun.intensity))).toBe(true);
    }
    expect(sun.intensity).toBeCloseTo(SUN_INTENSITY * 0.4, 6);
    expect(fog.far).toBeCloseTo(FOG_FAR * 0.4, 6);

    // half cloud, half the dimming
    lightTheWeather({ rain: 0, overcast: 0.5, mud: 0 }, sun, fill, fog);
    expect(value(merged, 'uSunLight').r).toBeCloseTo(clearSun.r * 0.7, 6);

    lightTheWeather({ rain: 0, overcast: 0, mud: 0 }, sun, fill, fog);
    expect(value(instanced, 'uSunLight').equals(clearSun)).toBe(true);
    expect(value(merged, 'uHemiSky').equals(clearSky)).toBe(true);
  });
});
