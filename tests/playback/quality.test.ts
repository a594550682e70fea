import {
  LinearMipmapLinearFilter,
  LinearMipmapNearestFilter,
  MeshLambertMaterial,
  MeshStandardMaterial,
  Texture,
} from 'three';
import { describe, expect, it } from 'vitest';
import { canvasDpr, QUALITY } from '../../src/playback/quality.ts';
import { setMapFiltering } from '../../src/scene/materials/arena-materials.ts';

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

  it('takes one mipmap level a pixel at low and blends two above it', () => {
    expect(QUALITY.low.blendMipmaps).toBe(false);
    expect(QUALITY.medium.blendMipmaps).toBe(true);
    expect(QUALITY.high.blendMipmaps).toBe(true);
  });

  it("sets each material's colour map and marks only changed maps for upload", () => {
    const map = new Texture();
    map.anisotropy = 8;
    const versionBefore = map.version;
    const textured = new MeshStandardMaterial({ map });
    const plain = new MeshLambertMaterial();
    setMapFiltering([textured, plain], 1, false);
    expect(map.anisotropy).toBe(1);
    expect(map.minFilter).toBe(LinearMipmapNearestFilter);
    expect(map.version).toBe(versionBefore + 1);
    setMapFiltering([textured, plain], 1, false);
    expect(map.version).toBe(versionBefore + 1);
    expect(plain.map).toBeNull();
    setMapFiltering([textured, plain], 1, true);
    expect(map.minFilter).toBe(LinearMipmapLinearFilter);
    expect(map.version).toBe(versionBefore + 2);
  });
});

describe('the arena lighting by quality', () => {
  it('lights the arena once a vertex at low only', () => {
    expect(QUALITY.low.vertexLitArena).toBe(true);
    expect(QUALITY.medium.vertexLitArena).toBe(false);
    expect(QUALITY.high.vertexLitArena).toBe(false);
  });
});

describe('the teams by quality', () => {
  it('draws the near teams light at low only, and only where there is no shadow pass to undo it', () => {
    expect(QUALITY.low.lighterTeams).toBe(true);
    expect(QUALITY.medium.lighterTeams).toBe(false);
    expect(QUALITY.high.lighterTeams).toBe(false);
    for (const q of Object.values(QUALITY)) if (q.lighterTeams) expect(q.shadowMapSize).toBe(0);
  });
});
