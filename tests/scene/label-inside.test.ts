import { Object3D, PerspectiveCamera } from 'three';
import { describe, expect, test } from 'vitest';
import { keepInside, LABEL_MARGIN, labelInside } from '../../src/scene/overlays/label-inside.ts';

// The Aurigae plot arc's label, kept inside the part of the canvas the play panel leaves visible.

describe('a label kept inside the visible canvas', () => {
  const size = { width: 1280, height: 800 };
  const camera = new PerspectiveCamera(50, size.width / size.height, 0.1, 1000);
  camera.position.set(0, 0, 10);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  /** A point of the scene seen `x` (−1..1 across the screen) from the centre. */
  const at = (x: number): Object3D => {
    const o = new Object3D();
    o.position.set(x * 10 * Math.tan((25 * Math.PI) / 180) * (size.width / size.height), 0, 0);
    o.updateMatrixWorld();
    return o;
  };

  test('a point clear of the edges and the panel keeps its label centred on it', () => {
    const place = labelInside({ width: 270, height: 20, right: 735 });
    const [x = 0, y = 0] = place(at(-0.3), camera, size);
    expect(x).toBeCloseTo(size.width * 0.35, 0);
    expect(y).toBeCloseTo(size.height / 2, 0);
  });

  test('a point under the panel: the label ends left of the panel', () => {
    // The "30° left" shot: the arc ends at about 620 px, a 270 px label would run to 755 px, under
    // the panel that begins at 735 px.
    const bounds = { width: 270, height: 20, right: 735 };
    const [x = 0] = labelInside(bounds)(at(620 / 640 - 1), camera, size);
    expect(x + bounds.width / 2).toBeLessThanOrEqual(bounds.right - LABEL_MARGIN);
    expect(x + bounds.width / 2).toBeCloseTo(bounds.right - LABEL_MARGIN, 0);
  });

  test('a point off the left edge keeps its label at the edge', () => {
    const [x = 0] = labelInside({ width: 270, height: 20, right: Number.POSITIVE_INFINITY })(
      at(-1.4),
      camera,
      size,
    );
    expect(x - 135).toBeCloseTo(LABEL_MARGIN, 5);
  });

  test('each frame answers a fresh place (drei compares it with the last) without allocating', () => {
    const place = labelInside({ width: 100, height: 20, right: 1000 });
    const a = place(at(0), camera, size);
    const b = place(at(0.1), camera, size);
    const c = place(at(0.2), camera, size);
    expect(a).not.toBe(b);
    expect(c).toBe(a);
  });

  test('keepInside on one axis', () => {
    expect(keepInside(500, 100, 1000)).toBe(500);
    expect(keepInside(20, 100, 1000)).toBe(LABEL_MARGIN + 50);
    expect(keepInside(990, 100, 1000)).toBe(1000 - LABEL_MARGIN - 50);
    // Wider than the room: against the left edge.
    expect(keepInside(50, 2000, 1000)).toBe(LABEL_MARGIN + 1000);
  });
});
