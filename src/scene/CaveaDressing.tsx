import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Color,
  DoubleSide,
  InstancedBufferAttribute,
  type InstancedMesh,
  Matrix4,
  MeshLambertMaterial,
  PlaneGeometry,
} from 'three';
import { useSystem } from '../playback/use-system.ts';
import type { CaveaGeometry } from './geometry/cavea.ts';
import { buildCaveaDressing, GROW_ATTRIBUTE } from './geometry/cavea-dressing.ts';
import { FACTION_COLOURS } from './geometry/crowd.ts';

/** A flag's cloth (m): it flies from the top of its pole. */
const FLAG = { length: 2, height: 1.2, segments: 5 } as const;
/** Which way the flags stream (radians about y; the afternoon breeze comes from the west). */
const WIND_YAW = -0.35;

/**
 * The cavea dressed for a race day: velaria, banners and flag poles in one static mesh, and the
 * faction flags streaming in the breeze in one instanced mesh (they ripple in the vertex shader,
 * from one time uniform). Two draw calls.
 *
 * With `pixelWide` (half resolution: low), the masts, flag poles and awnings are kept at least a
 * pixel wide however far off, as the chalk lines and the crowd's arms are: under a pixel, they broke
 * into dashes that moved from frame to frame with the camera.
 */
export function CaveaDressing({ cavea, pixelWide = false }: { cavea: CaveaGeometry; pixelWide?: boolean }) {
  const dressing = useMemo(() => buildCaveaDressing(cavea), [cavea]);
  const flags = useRef<InstancedMesh>(null);
  const count = dressing.flags.length / 4;
  const gl = useThree((s) => s.gl);
  const { dressMaterial, bufferHeight } = useMemo(() => {
    const material = new MeshLambertMaterial({ vertexColors: true, side: DoubleSide });
    const bufferHeight = { value: 1 };
    if (pixelWide) material.onBeforeCompile = (shader) => widenToAPixel(shader, bufferHeight);
    return { dressMaterial: material, bufferHeight };
  }, [pixelWide]);
  const { flagGeometry, flagMaterial, time } = useMemo(() => {
    const geometry = new PlaneGeometry(FLAG.length, FLAG.height, FLAG.segments, 1);
    // the hoist (x = 0) at the pole, the cloth hanging below the pole's top
    geometry.translate(FLAG.length / 2, -FLAG.height / 2, 0);
    const time = { value: 0 };
    const material = new MeshLambertMaterial({ side: DoubleSide });
    material.onBeforeCompile = (shader) => {
      shader.uniforms['uTime'] = time;
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', '#include <common>\nuniform float uTime;')
        .replace(
          '#include <begin_vertex>',
          /* glsl */ `#include <begin_vertex>
          // a ripple running from the hoist to the fly, growing toward the free end
          float phase = instanceMatrix[3].x * 0.13 + instanceMatrix[3].z * 0.07;
          float k = position.x / ${FLAG.length.toFixed(1)};
          transformed.z += k * 0.28 * sin(position.x * 3.2 - uTime * 7.0 + phase);
          transformed.y -= k * k * 0.15;`,
        );
    };
    return { flagGeometry: geometry, flagMaterial: material, time };
  }, []);

  useLayoutEffect(() => {
    const m = flags.current;
    if (!m) return;
    const matrix = new Matrix4();
    const rotation = new Matrix4().makeRotationY(WIND_YAW);
    const colors = new Float32Array(count * 3);
    const c = new Color();
    for (let i = 0; i < count; i++) {
      const f = dressing.flags;
      matrix.makeTranslation(f[i * 4]!, f[i * 4 + 1]!, f[i * 4 + 2]!).multiply(rotation);
      m.setMatrixAt(i, matrix);
      c.set(FACTION_COLOURS[f[i * 4 + 3]!]!);
      colors[i * 3] = c.r;
      colors[i * 3 + 1] = c.g;
      colors[i * 3 + 2] = c.b;
    }
    m.instanceColor = new InstancedBufferAttribute(colors, 3);
    m.instanceMatrix.needsUpdate = true;
    m.computeBoundingSphere();
  }, [dressing, count]);

  useEffect(
    () => () => {
      dressing.geometry.dispose();
    },
    [dressing],
  );
  useEffect(
    () => () => {
      flagGeometry.dispose();
      flagMaterial.dispose();
      dressMaterial.dispose();
    },
    [flagGeometry, flagMaterial, dressMaterial],
  );

  useSystem('effects', 'flags', ({ now }) => {
    time.value = now / 1000;
    // the drawing buffer's height in pixels, for a pixel's size at a distance
    bufferHeight.value = gl.domElement.height;
  });

  return (
    <group name="cavea-dressing">
      <mesh geometry={dressing.geometry} material={dressMaterial} name="velaria-banners" />
      <instancedMesh ref={flags} key={count} args={[flagGeometry, flagMaterial, count]} name="flags" />
    </group>
  );
}

/**
 * The dressing's vertex shader moving each vertex along its GROW_ATTRIBUTE so that its piece is at
 * least a pixel wide at its distance: a pixel there is `2 d / (P[1][1] h)` metres (d: distance to
 * the camera, P: projection, h: the drawing buffer's height in pixels).
 */
function widenToAPixel(
  shader: { uniforms: Record<string, { value: unknown }>; vertexShader: string },
  bufferHeight: { value: number },
): void {
  shader.uniforms['uBufferHeight'] = bufferHeight;
  shader.vertexShader = shader.vertexShader
    .replace(
      '#include <common>',
      `#include <common>\nattribute vec4 ${GROW_ATTRIBUTE};\nuniform float uBufferHeight;`,
    )
    .replace(
      '#include <begin_vertex>',
      /* glsl */ `#include <begin_vertex>
      float pixel = 2.0 * length((modelMatrix * vec4(transformed, 1.0)).xyz - cameraPosition)
        / (projectionMatrix[1][1] * uBufferHeight);
      transformed += ${GROW_ATTRIBUTE}.xyz * max(0.0, pixel - 2.0 * ${GROW_ATTRIBUTE}.w);`,
    );
}
