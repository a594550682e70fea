import { BufferAttribute, BufferGeometry, Camera, Scene, type WebGLRenderer } from 'three';
import { describe, expect, test } from 'vitest';
import { buildHandedOver, builtAfterHandOver } from '../../src/scene/geometry/after-hand-over.ts';

const LIKE = {
  a: { position: { itemSize: 3, array: Float32Array }, uv: { itemSize: 2, array: Float32Array } },
};

function made(): { a: BufferGeometry } {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), 3));
  g.setAttribute('uv', new BufferAttribute(new Float32Array(6), 2));
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return { a: g };
}

/** What WebGLRenderer.render does first with a scene, before it culls or draws anything in it. */
const drawStarts = (scene: Scene): void =>
  scene.onBeforeRender(
    {} as WebGLRenderer,
    scene,
    new Camera(),
    new BufferGeometry(),
    {} as never,
    {} as never,
  );

describe('geometry built after the hand-over (issue 21: the spina built while the GPU compiles)', () => {
  test('is an empty stand-in with the same attributes until built, then the built arrays, once', () => {
    let builds = 0;
    const scene = new Scene();
    const later = builtAfterHandOver(scene, LIKE, () => {
      builds++;
      return made();
    });
    const g = later.geometries.a;
    // What a program depends on (the attributes' names and sizes) is there before the vertices.
    expect(Object.keys(g.attributes)).toEqual(['position', 'uv']);
    expect(g.getAttribute('uv').itemSize).toBe(2);
    expect(g.getAttribute('position').count).toBe(0);
    buildHandedOver();
    expect(builds).toBe(1);
    expect(g.getAttribute('position').count).toBe(3);
    expect(g.boundingSphere?.radius).toBeGreaterThan(0);
    buildHandedOver();
    drawStarts(scene);
    expect(builds).toBe(1);
  });

  test('is built before its scene is first drawn when nothing handed the programs over', () => {
    const scene = new Scene();
    let theirs = 0;
    scene.onBeforeRender = () => {
      theirs++;
    };
    const later = builtAfterHandOver(scene, LIKE, made);
    drawStarts(scene);
    expect(later.geometries.a.getAttribute('position').count).toBe(3);
    // The scene's own hook still runs.
    expect(theirs).toBe(1);
  });

  test('says so when the build makes other attributes than its stand-in has', () => {
    const scene = new Scene();
    builtAfterHandOver(scene, { a: { position: { itemSize: 3, array: Float32Array } } }, made);
    expect(() => drawStarts(scene)).toThrow('a: built with attributes position,uv, not position');
  });
});
