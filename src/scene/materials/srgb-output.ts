import { ShaderChunk } from 'three';

/**
 * The sRGB encoding every material ends with (three's `sRGBTransferOETF`, run on each pixel each
 * time it is drawn) written without `pow`: x^(1/2.4) as a sum of x's square, fourth and eighth
 * roots. A software renderer (SwiftShader, the automatic quality's renderer) works `pow` out as a
 * logarithm and an exponential, three of them a pixel; measured in low's broadcast frame the exact
 * encoding was about a tenth of the frame, and this one costs what leaving the output linear does.
 * Within 0.0016 of the exact curve (under half a step of an 8-bit channel) over [0, 1]; below
 * 0.0031308 the curve's own straight part is kept. Every quality takes it (one program per material
 * either way; a GPU works both out in about the same time).
 */
export const SRGB_ROOT_WEIGHTS = [0.585122381, 0.783140355, -0.368262736] as const;

const [W2, W4, W8] = SRGB_ROOT_WEIGHTS;

/** The encoding in JavaScript, the same sum the shader works out (for tests and tools). */
export function fastSrgbEncode(linear: number): number {
  if (linear <= 0.0031308) return linear * 12.92;
  const r2 = Math.sqrt(linear);
  const r4 = Math.sqrt(r2);
  return W2 * r2 + W4 * r4 + W8 * Math.sqrt(r4);
}

/** three's exact encoding's curved part, as its chunk writes it. */
const EXACT = 'pow( value.rgb, vec3( 0.41666 ) ) * 1.055 - vec3( 0.055 )';
const FAST = `( ${W2} * sqrt( value.rgb ) + ${W4} * sqrt( sqrt( value.rgb ) ) + ${W8} * sqrt( sqrt( sqrt( value.rgb ) ) ) )`;

/**
 * Puts the fast encoding into three's colour-space chunk (once; before any program is compiled).
 * Throws if three's chunk no longer reads as expected, so an upgrade of three cannot drop it silently.
 */
export function installFastSrgbOutput(): void {
  const chunk = ShaderChunk.colorspace_pars_fragment;
  if (chunk.includes(FAST)) return;
  if (!chunk.includes(EXACT)) throw new Error("srgb-output: three's sRGB encoding has changed; update FAST");
  ShaderChunk.colorspace_pars_fragment = chunk.replace(EXACT, FAST);
}

/**
 * sRGB's decoding as a polynomial, c·(w1 + c·(w2 + c·(w3 + c·w4))), fitted so that a texel decoded
 * and encoded again is within 0.66 of a step of an 8-bit channel. Low's vertex-lit arena samples its
 * colour maps as plain 8-bit textures and decodes them with it: SwiftShader decodes an sRGB texture
 * in software, texel by texel, before it filters (about 7 ms of low's frame); this is four
 * multiply-adds a pixel, after filtering.
 */
export const SRGB_DECODE_WEIGHTS = [0.06025, 0.347878, 0.949438, -0.36336] as const;

const [D1, D2, D3, D4] = SRGB_DECODE_WEIGHTS;

/** The decoding in JavaScript, the same polynomial the shader works out (for tests and tools). */
export function fastSrgbDecode(encoded: number): number {
  return encoded * (D1 + encoded * (D2 + encoded * (D3 + encoded * D4)));
}

/** three's map_fragment with the colour map's texel decoded by the polynomial above. */
export const DECODED_MAP_FRAGMENT = /* glsl */ `
#ifdef USE_MAP
  vec4 sampledDiffuseColor = texture2D( map, vMapUv );
  vec3 enc = sampledDiffuseColor.rgb;
  sampledDiffuseColor.rgb = enc * ( ${D1} + enc * ( ${D2} + enc * ( ${D3} + enc * ${D4} ) ) );
  diffuseColor *= sampledDiffuseColor;
#endif
`;
