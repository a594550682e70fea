import {
  DoubleSide,
  MeshLambertMaterial,
  MeshStandardMaterial,
  ShaderLib,
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

  it('starts from clear weather, with the sun and the fill lit', () => {
    expect(vertexLightUniforms.uSunLight.value.r).toBeGreaterThan(0);
    expect(vertexLightUniforms.uHemiSky.value.b).toBeGreaterThan(0);
    expect(vertexLightUniforms.uSunDir.value.length()).toBeCloseTo(1, 6);
  });
});
