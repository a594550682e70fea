import { useLayoutEffect, useMemo, useRef } from 'react';
import { type DirectionalLight, type Fog, type HemisphereLight, Vector3 } from 'three';
import { CIRCUS } from '../engine/track/circus-maximus.ts';
import { useSystem } from '../playback/use-system.ts';
import { weatherNow } from './effects/weather-now.ts';
import { SkyDome } from './SkyDome.tsx';
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
} from './sun.ts';
import { lightTheWeather } from './weather-light.ts';

export type SkyAndLightProps = {
  /** Shadow map resolution (square). */
  shadowMapSize?: number;
};

/** Distance of the sun light from the arena's centre along the sun direction. */
const SUN_DISTANCE = 600;
/** The box the shadow camera must cover: the arena and everything tall that stands in it. */
const SHADOW_BOX = {
  x0: CIRCUS.carceresX - 4,
  x1: CIRCUS.endApexX + 14,
  z0: -CIRCUS.wallOffset - 20,
  z1: CIRCUS.wallOffset + 20,
  y1: 40,
};

/** Orthographic bounds of the sun's shadow camera fitted to SHADOW_BOX seen from the sun. */
function fitShadowCamera(): {
  left: number;
  right: number;
  top: number;
  bottom: number;
  near: number;
  far: number;
} {
  const pos = new Vector3(...SUN_DIRECTION).multiplyScalar(SUN_DISTANCE);
  const zAxis = new Vector3(...SUN_DIRECTION);
  const xAxis = new Vector3(0, 1, 0).cross(zAxis).normalize();
  const yAxis = new Vector3().crossVectors(zAxis, xAxis);
  const b = {
    left: Infinity,
    right: -Infinity,
    bottom: Infinity,
    top: -Infinity,
    near: Infinity,
    far: -Infinity,
  };
  const p = new Vector3();
  for (const x of [SHADOW_BOX.x0, SHADOW_BOX.x1]) {
    for (const y of [0, SHADOW_BOX.y1]) {
      for (const z of [SHADOW_BOX.z0, SHADOW_BOX.z1]) {
        p.set(x, y, z).sub(pos);
        const lx = p.dot(xAxis);
        const ly = p.dot(yAxis);
        const depth = -p.dot(zAxis);
        b.left = Math.min(b.left, lx);
        b.right = Math.max(b.right, lx);
        b.bottom = Math.min(b.bottom, ly);
        b.top = Math.max(b.top, ly);
        b.near = Math.min(b.near, depth);
        b.far = Math.max(b.far, depth);
      }
    }
  }
  b.near = Math.max(1, b.near - 20);
  b.far += 20;
  return b;
}

/** A warm late-afternoon sky, hazy toward the horizon; one sun casting soft shadows over the
 * arena, and a sky/ground fill. */
export function SkyAndLight({ shadowMapSize = 2048 }: SkyAndLightProps) {
  const light = useRef<DirectionalLight>(null);
  const hemi = useRef<HemisphereLight>(null);
  const fog = useRef<Fog>(null);
  const sunPosition = useMemo(() => new Vector3(...SUN_DIRECTION).multiplyScalar(SUN_DISTANCE), []);
  const bounds = useMemo(fitShadowCamera, []);

  useLayoutEffect(() => {
    const l = light.current;
    if (!l) return;
    const cam = l.shadow.camera;
    cam.left = bounds.left;
    cam.right = bounds.right;
    cam.top = bounds.top;
    cam.bottom = bounds.bottom;
    cam.near = bounds.near;
    cam.far = bounds.far;
    cam.updateProjectionMatrix();
    l.target.position.set(0, 0, 0);
    l.target.updateMatrixWorld();
  }, [bounds]);

  // Cloud and rain (from the log, via the weather driver) dim the sun and grey the haze.
  useSystem('effects', 'sky and light', () => {
    lightTheWeather(weatherNow, light.current, hemi.current, fog.current);
  });

  return (
    <>
      <SkyDome />
      <fog ref={fog} attach="fog" args={[FOG_COLOR, FOG_NEAR, FOG_FAR]} />
      <hemisphereLight ref={hemi} args={[HEMI_SKY_COLOR, HEMI_GROUND_COLOR, HEMI_INTENSITY]} />
      <directionalLight
        ref={light}
        position={sunPosition}
        color={SUN_COLOR}
        intensity={SUN_INTENSITY}
        castShadow={shadowMapSize > 0}
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.25}
        shadow-radius={2.5}
      />
    </>
  );
}
