import { MeshLambertMaterial, MeshStandardMaterial, Texture } from 'three';
import { describe, expect, it } from 'vitest';
import { canvasDpr, QUALITY } from '../../src/playback/quality.ts';
import { setMapAnisotropy } from '../../src/scene/materials/arena-materials.ts';

describe('the canvas resolution by quality', () => {
  it('draws no shadows at low, and sharper shadows at each level above', () => {
    expect(QUALITY.low.shadowMapSize).toBe(0);
    expect(QUALITY.medium.shadowMapSize).toBeGreaterThan(0);
    expect(QUALITY.high.shadowMapSize).toBeGreaterThan(QUALITY.medium.shadowMapSize);
  });

  it('draws low at half the CSS resolution, whatever the screen', () => {
    expect(QUALITY.low.pixelRatio).toBe(0.5);
    expect(canvasDpr('low')).toBe(0.5);
  });

  it("follows the screen's ratio from 1 up to 2 at medium and high", () => {
    expect(canvasDpr('medium')).toEqual([1, 2]);
    expect(canvasDpr('high')).toEqual([1, 2]);
  });
});

describe('texture filtering by quality', () => {
  it('filters the arena textures plainly at low and anisotropically above it', () => {
    expect(QUALITY.low.textureAnisotropy).toBe(1);
    expect(QUALITY.medium.textureAnisotropy).toBeGreaterThan(1);
    expect(QUALITY.high.textureAnisotropy).toBe(QUALITY.medium.textureAnisotropy);
  });

  it("sets each material's colour map and marks only changed maps for upload", () => {
    const map = new Texture();
    map.anisotropy = 8;
    const versionBefore = map.version;
    const textured = new MeshStandardMaterial({ map });
    const plain = new MeshLambertMaterial();
    setMapAnisotropy([textured, plain], 1);
    expect(map.anisotropy).toBe(1);
    expect(map.version).toBe(versionBefore + 1);
    setMapAnisotropy([textured, plain], 1);
    expect(map.version).toBe(versionBefore + 1);
    expect(plain.map).toBeNull();
  });
});

describe('the arena lighting by quality', () => {
  it('lights the arena once a vertex at low only', () => {
    expect(QUALITY.low.vertexLitArena).toBe(true);
    expect(QUALITY.medium.vertexLitArena).toBe(false);
    expect(QUALITY.high.vertexLitArena).toBe(false);
  });
});
