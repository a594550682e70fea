import {
  type Color,
  DoubleSide,
  MeshLambertMaterial,
  MeshStandardMaterial,
  NoColorSpace,
  ShaderLib,
  SRGBColorSpace,
  Texture,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { describe, expect, it } from 'vitest';
import { vertexLightUniforms, vertexLit } from '../../src/scene/materials/vertex-lit.ts';

/** Runs a material's shader patch on three's own MeshBasicMaterial shaders, as the renderer would. */
function compiled(material: ReturnType<typeof vertexLit>): WebGLProgramParametersWithUniforms {
  const shader = {
    vertexShader: ShaderLib.basic.vertexShader,
    fragmentShader: ShaderLib.basic.fragmentShader,
    uniforms: {},
  } as unknown as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, undefined as never);
  return shader;
}

describe('arena materials lit once a vertex (low)', () => {
  it("keeps the source's colour, map, vertex colours, sides and blending", () => {
    const map = new Texture();
    const source = new MeshStandardMaterial({ map, vertexColors: true, color: '#abcdef', side: DoubleSide });
    const lit = vertexLit(source);
    expect(lit.map).toBe(map);
    expect(lit.vertexColors).toBe(true);
    expect(lit.color.getHex()).toBe(source.color.getHex());
    expect(lit.side).toBe(DoubleSide);
    const lines = vertexLit(
      new MeshLambertMaterial({
        transparent: true,
        depthWrite: false,
        polygonOffset: true,
        polygonOffsetFactor: -2,
      }),
    );
    expect([lines.transparent, lines.depthWrite, lines.polygonOffset, lines.polygonOffsetFactor]).toEqual([
      true,
      false,
      true,
      -2,
    ]);
  });

  it('samples an sRGB colour map as plain 8-bit, the same picture, and decodes it in the shader', () => {
    const map = new Texture();
    map.colorSpace = SRGBColorSpace;
    map.anisotropy = 8;
    const lit = vertexLit(new MeshStandardMaterial({ map }));
    expect(lit.map).not.toBe(map);
    expect(lit.map?.source).toBe(map.source);
    expect(lit.map?.colorSpace).toBe(NoColorSpace);
    expect(map.colorSpace).toBe(SRGBColorSpace);
    const shader = compiled(lit);
    expect(shader.fragmentShader).not.toContain('#include <map_fragment>');
    expect(shader.fragmentShader).toContain('sampledDiffuseColor.rgb = enc * (');
    expect(shader.fragmentShader.indexOf('sampledDiffuseColor.rgb = enc')).toBeLessThan(
      shader.fragmentShader.indexOf('diffuseColor *= sampledDiffuseColor'),
    );
    expect(lit.customProgramCacheKey()).toContain('decoded');
    // A map that is not sRGB (or none) is sampled as it is, with three's own chunk.
    const plain = new Texture();
    const litPlain = vertexLit(new MeshStandardMaterial({ map: plain }));
    expect(litPlain.map).toBe(plain);
    expect(compiled(litPlain).fragmentShader).toContain('#include <map_fragment>');
    expect(litPlain.customProgramCacheKey()).not.toContain('decoded');
  });

  it("lights every vertex in three's basic shader and multiplies the diffuse colour by it", () => {
    const shader = compiled(vertexLit(new MeshStandardMaterial()));
    // Every place the patch hooks into is still in three's shaders (a renamed chunk would leave the
    // arena unlit).
    expect(shader.vertexShader).toContain('vVertexLight = (max(dot(litNormal, uSunDir), 0.0) * uSunLight');
    expect(shader.vertexShader).toContain('uniform vec3 uHemiGround;');
    expect(shader.fragmentShader).toContain('reflectedLight.indirectDiffuse *= vVertexLight;');
    expect(shader.fragmentShader.indexOf('reflectedLight.indirectDiffuse *= vVertexLight;')).toBeLessThan(
      shader.fragmentShader.indexOf('vec3 outgoingLight'),
    );
    expect(shader.uniforms['uSunLight']).toBe(vertexLightUniforms.uSunLight);
    expect(shader.uniforms['uHemiSky']).toBe(vertexLightUniforms.uHemiSky);
  });

  it("runs the source's own patch first (the sand's noise) and keeps its program apart", () => {
    const sand = new MeshStandardMaterial();
    sand.onBeforeCompile = (shader) => {
      shader.fragmentShader = shader.fragmentShader.replace(
        '#include <map_fragment>',
        '#include <map_fragment>\n// sand',
      );
    };
    sand.customProgramCacheKey = () => 'quadriga-sand';
    const lit = vertexLit(sand);
    expect(compiled(lit).fragmentShader).toContain('// sand');
    expect(lit.customProgramCacheKey()).not.toBe(
      vertexLit(new MeshStandardMaterial()).customProgramCacheKey(),
    );
  });

  it("keeps a metal's highlight and glow (the gilding at low), tinted by its reflectance", () => {
    const gilded = new MeshStandardMaterial({
      color: '#d9aa48',
      metalness: 0.6,
      roughness: 0.3,
      emissive: '#4a300a',
      emissiveIntensity: 0.55,
    });
    const lit = vertexLit(gilded);
    // three's diffuse share of a metal's colour
    expect(lit.color.r).toBeCloseTo(gilded.color.r * 0.4, 6);
    const shader = compiled(lit);
    expect(shader.vertexShader).toContain('vVertexGlint = uSunLight * max(dot(glintNormal, uSunDir), 0.0)');
    const fragment = shader.fragmentShader;
    expect(fragment).toContain('outgoingLight += vVertexGlint * uGlint + uGlow;');
    expect(fragment.indexOf('outgoingLight += vVertexGlint')).toBeGreaterThan(
      fragment.indexOf('vec3 outgoingLight'),
    );
    expect(fragment.indexOf('outgoingLight += vVertexGlint')).toBeLessThan(
      fragment.indexOf('#include <opaque_fragment>'),
    );
    const uniforms = shader.uniforms as Record<string, { value: unknown }>;
    const glow = uniforms['uGlow']?.value as Color;
    expect(glow.r).toBeCloseTo(gilded.emissive.r * 0.55, 6);
    const glint = uniforms['uGlint']?.value as Color;
    expect(glint.r).toBeCloseTo(0.04 + (gilded.color.r - 0.04) * 0.6, 6);
    expect(uniforms['uShininess']?.value).toBeGreaterThan(8);
    // a program of its own, apart from the matte surfaces'
    expect(lit.customProgramCacheKey()).not.toBe(
      vertexLit(new MeshStandardMaterial()).customProgramCacheKey(),
    );
    // a matte source gets no highlight at all
    const matte = compiled(vertexLit(new MeshStandardMaterial({ roughness: 0.9 })));
    expect(matte.fragmentShader).not.toContain('vVertexGlint');
  });

  it('starts from clear weather, with the sun and the fill lit', () => {
    expect(vertexLightUniforms.uSunLight.value.r).toBeGreaterThan(0);
    expect(vertexLightUniforms.uHemiSky.value.b).toBeGreaterThan(0);
    expect(vertexLightUniforms.uSunDir.value.length()).toBeCloseTo(1, 6);
  });
});
