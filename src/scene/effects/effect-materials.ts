import { Color, DoubleSide, NormalBlending, ShaderMaterial, Vector2, Vector3 } from 'three';
import { weatherUniforms } from './weather-now.ts';

/**
 * The effects' shader materials. Rain and splashes are placed entirely on the GPU from a time
 * uniform and per-vertex seeds (nothing per frame on the CPU but a few uniforms); dust puffs are
 * camera-facing billboards from per-instance position, size and opacity.
 */

/** Size of the box of rain kept round the camera (m). */
export const RAIN_BOX = new Vector3(70, 36, 70);

export function createRainMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      uTime: { value: 0 },
      uIntensity: { value: 0 },
      uCentre: { value: new Vector3() },
      uBox: { value: RAIN_BOX },
      uColor: { value: new Color('#dfe6ee') },
    },
    vertexShader: /* glsl */ `
      attribute vec3 aSeed;
      uniform float uTime;
      uniform vec3 uCentre;
      uniform vec3 uBox;
      varying float vFade;
      varying float vAcross;
      void main() {
        vec2 aCorner = position.xy * 2.0;
        float speed = 11.0 + 5.0 * aSeed.y;
        // A little wind from the west slants the streaks.
        vec3 fall = normalize(vec3(0.18, -1.0, 0.05));
        vec3 p = aSeed * uBox + fall * speed * uTime;
        vec3 world = uCentre + mod(p - uCentre, uBox) - 0.5 * uBox;
        vec3 view = normalize(world - cameraPosition);
        vec3 side = normalize(cross(fall, view));
        float len = 0.35 + 0.3 * aSeed.z;
        // About a pixel wide at any distance; streaks right at the lens fade out.
        float dist = length(world - cameraPosition);
        world += fall * aCorner.y * len + side * aCorner.x * (0.003 + 0.0011 * dist);
        // Thin out toward the edges of the box so its walls never show.
        vec3 q = abs(world - uCentre) / (0.5 * uBox);
        vFade = (1.0 - smoothstep(0.6, 1.0, max(q.x, max(q.y, q.z)))) * smoothstep(1.5, 5.0, dist);
        vAcross = aCorner.x;
        gl_Position = projectionMatrix * viewMatrix * vec4(world, 1.0);
      }
    `,
    fragmentShader: /* glsl */ `
      uniform float uIntensity;
      uniform vec3 uColor;
      varying float vFade;
      varying float vAcross;
      void main() {
        float a = uIntensity * vFade * (1.0 - 0.5 * abs(vAcross)) * 0.55;
        if (a < 0.01) discard;
        gl_FragColor = vec4(uColor, a);
        #include <colorspace_fragment>
      }
    `,
    transparent: true,
    depthWrite: false,
    blending: NormalBlending,
    // The streaks are built facing whichever way the fall and the view make them: draw both faces.
    side: DoubleSide,
  });
}

/** Size of the square of sand round the camera where splashes show (m). */
export const SPLASH_AREA = 60;

export function createSplashMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      uTime: { value: 0 },
      uIntensity: { value: 0 },
      uCentre: { value: new Vector3() },
      uArea: { value: SPLASH_AREA },
    },
    vertexShader: /* glsl */ `
      attribute vec3 aSeed;
      uniform float uTime;
      uniform vec3 uCentre;
      uniform float uArea;
      varying vec2 vCorner;
      varying float vAge;
      void main() {
        vec2 aCorner = position.xy * 2.0;
        float period = 0.45 + 0.4 * aSeed.z;
        float cycle = uTime / period + aSeed.z * 17.0;
        float n = floor(cycle);
        vAge = fract(cycle);
        // Each cycle lands somewhere new in the square.
        vec2 jitter = fract(aSeed.xy + vec2(0.618, 0.382) * n);
        vec2 p = jitter * uArea;
        vec2 xz = uCentre.xz + mod(p - uCentre.xz, vec2(uArea)) - 0.5 * uArea;
        float r = 0.04 + 0.16 * vAge;
        vCorner = aCorner;
        gl_Position = projectionMatrix * viewMatrix * vec4(xz.x + aCorner.x * r, 0.03, xz.y + aCorner.y * r, 1.0);
      }
    `,
    fragmentShader: /* glsl */ `
      uniform float uIntensity;
      varying vec2 vCorner;
      varying float vAge;
      void main() {
        float d = length(vCorner);
        float ring = smoothstep(0.7, 0.85, d) * (1.0 - smoothstep(0.9, 1.0, d));
        float a = ring * (1.0 - vAge) * uIntensity * 0.6;
        if (a < 0.01) discard;
        gl_FragColor = vec4(0.85, 0.88, 0.92, a);
        #include <colorspace_fragment>
      }
    `,
    transparent: true,
    depthWrite: false,
    // Laid flat from corner coordinates: seen from above, both faces must draw.
    side: DoubleSide,
    polygonOffset: true,
    polygonOffsetFactor: -4,
    polygonOffsetUnits: -8,
  });
}

export function createPuffMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      uColor: { value: new Color('#d6b98c') },
    },
    vertexShader: /* glsl */ `
      attribute vec4 aPuff;
      attribute float aAlpha;
      varying vec2 vCorner;
      varying float vAlpha;
      varying float vSeed;
      void main() {
        vec4 mv = modelViewMatrix * vec4(aPuff.xyz, 1.0);
        mv.xy += position.xy * aPuff.w;
        vCorner = position.xy * 2.0;
        vAlpha = aAlpha;
        // Where the puff is turns its shape: neighbours differ, and one drifting on the breeze
        // turns slowly, never jumps.
        vSeed = dot(aPuff.xz, vec2(0.37, 0.61));
        gl_Position = projectionMatrix * mv;
      }
    `,
    fragmentShader: /* glsl */ `
      uniform vec3 uColor;
      varying vec2 vCorner;
      varying float vAlpha;
      varying float vSeed;
      void main() {
        // Thick in the middle and thinning all the way out (no flat core, so neighbours run
        // together into a trail), its rim in a few lumps turned by the puff's seed: wisps of
        // dust rather than a row of round balls.
        float d = dot(vCorner, vCorner);
        float around = atan(vCorner.y, vCorner.x);
        float lumps = 0.55 * sin(3.0 * around + vSeed) + 0.35 * sin(5.0 * around - 1.7 * vSeed);
        float r = d * (1.0 + 0.45 * lumps * smoothstep(0.05, 0.5, d));
        float a = vAlpha * min(1.0, 1.7 * exp(-2.6 * r)) * (1.0 - smoothstep(0.55, 1.0, d));
        if (a < 0.01) discard;
        gl_FragColor = vec4(uColor, a);
        #include <colorspace_fragment>
      }
    `,
    transparent: true,
    depthWrite: false,
  });
}

/**
 * Contact shadows (./contact-shadows.ts): per instance a footprint on the sand (`aBlob`: centre x, z,
 * cos and sin of its heading; `aShape`: half-length, half-width, height, darkness), stretched away
 * from the sun by its height (`uStretch`, per metre) and darkening the sand softly toward its
 * middle. Cloud takes the sun's share of the light, and the shadows with it.
 */
export function createContactShadowMaterial(stretch: readonly [number, number]): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      uStretch: { value: new Vector2(stretch[0], stretch[1]) },
      uOvercast: weatherUniforms.uOvercast,
    },
    vertexShader: /* glsl */ `
      attribute vec4 aBlob;
      attribute vec4 aShape;
      uniform vec2 uStretch;
      varying vec2 vCorner;
      varying float vDark;
      void main() {
        vec2 corner = position.xy * 2.0;
        // The model's forward (+x) and right (+z) on the sand.
        vec2 ahead = vec2(aBlob.z, -aBlob.w);
        vec2 right = vec2(aBlob.w, aBlob.z);
        vec2 p = ahead * (corner.x * aShape.x) + right * (corner.y * aShape.y);
        // Stretched along the sun's way from the footprint to where the top's shadow falls: an
        // affine map, so the ellipse stays an ellipse and the corner its unit coordinates.
        vec2 shift = uStretch * aShape.z;
        float len = length(shift);
        if (len > 1e-3) {
          vec2 u = shift / len;
          float extent = length(vec2(aShape.x * dot(u, ahead), aShape.y * dot(u, right)));
          p += u * dot(u, p) * (0.5 * len / extent);
        }
        vec2 xz = aBlob.xy + 0.5 * shift + p;
        vCorner = corner;
        vDark = aShape.w;
        gl_Position = projectionMatrix * modelViewMatrix * vec4(xz.x, 0.03, xz.y, 1.0);
      }
    `,
    fragmentShader: /* glsl */ `
      uniform float uOvercast;
      varying vec2 vCorner;
      varying float vDark;
      void main() {
        float d = dot(vCorner, vCorner);
        float a = vDark * (1.0 - 0.6 * uOvercast) * (1.0 - smoothstep(0.15, 1.0, d));
        if (a < 0.01) discard;
        gl_FragColor = vec4(0.0, 0.0, 0.0, a);
      }
    `,
    transparent: true,
    depthWrite: false,
    // Laid flat from corner coordinates: seen from above, both faces must draw.
    side: DoubleSide,
    polygonOffset: true,
    polygonOffsetFactor: -2,
    polygonOffsetUnits: -4,
  });
}
