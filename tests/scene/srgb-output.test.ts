import { ShaderChunk } from 'three';
import { describe, expect, it } from 'vitest';
import {
  DECODED_MAP_FRAGMENT,
  fastSrgbDecode,
  fastSrgbEncode,
  installFastSrgbOutput,
  SRGB_DECODE_WEIGHTS,
  SRGB_ROOT_WEIGHTS,
} from '../../src/scene/materials/srgb-output.ts';
// The arena's materials install the fast encoding when loaded, before anything is compiled.
import '../../src/scene/materials/arena-materials.ts';

/** sRGB's encoding as its standard writes it. */
const exact = (x: number): number => (x <= 0.0031308 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055);

describe("the materials' sRGB encoding without pow", () => {
  it('keeps within 0.0016 of the exact curve over [0, 1], under half a step of an 8-bit channel', () => {
    let worst = 0;
    for (let i = 0; i <= 100_000; i++)
      worst = Math.max(worst, Math.abs(fastSrgbEncode(i / 100_000) - exact(i / 100_000)));
    expect(worst).toBeLessThan(0.0016);
    expect(worst * 255).toBeLessThan(0.5);
    expect(fastSrgbEncode(0)).toBe(0);
    expect(fastSrgbEncode(1)).toBeCloseTo(1, 6);
  });

  it("is in three's colour-space chunk once the arena's materials are loaded, pow gone from the encoding", () => {
    const chunk = ShaderChunk.colorspace_pars_fragment;
    const oetf = chunk.slice(chunk.indexOf('vec4 sRGBTransferOETF'));
    expect(oetf).not.toContain('pow(');
    for (const w of SRGB_ROOT_WEIGHTS) expect(oetf).toContain(String(w));
    expect(oetf).toContain('sqrt( sqrt( sqrt( value.rgb ) ) )');
    // The decoding (three's EOTF) is left as it was.
    expect(chunk.slice(0, chunk.indexOf('vec4 sRGBTransferOETF'))).toContain('pow(');
    installFastSrgbOutput();
    expect(ShaderChunk.colorspace_pars_fragment).toBe(chunk);
  });
});

describe("the arena's colour maps decoded in the shader at low", () => {
  /** sRGB's decoding as its standard writes it. */
  const decode = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

  it('gives back every 8-bit value within 0.66 of a step once encoded again', () => {
    let worst = 0;
    for (let i = 0; i <= 255; i++) {
      const c = i / 255;
      worst = Math.max(worst, Math.abs(exact(Math.max(0, fastSrgbDecode(c))) - c) * 255);
      expect(Math.abs(fastSrgbDecode(c) - decode(c))).toBeLessThan(0.006);
    }
    expect(worst).toBeLessThan(0.66);
    expect(fastSrgbDecode(0)).toBe(0);
  });

  it('is the same polynomial in the shader', () => {
    for (const w of SRGB_DECODE_WEIGHTS) expect(DECODED_MAP_FRAGMENT).toContain(String(w));
    expect(DECODED_MAP_FRAGMENT).toContain('texture2D( map, vMapUv )');
  });
});
