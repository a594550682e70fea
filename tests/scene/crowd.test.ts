import { describe, expect, test } from 'vitest';
import { QUALITY } from '../../src/playback/quality.ts';
import { topFraming } from '../../src/scene/camera-shots.ts';
import { CROWD_SECTORS } from '../../src/scene/crowd-state.ts';
import { buildCavea } from '../../src/scene/geometry/cavea.ts';
import { buildCaveaDressing } from '../../src/scene/geometry/cavea-dressing.ts';
import {
  ARM_PIXELS,
  armPixels,
  buildCrowd,
  chunkCrowd,
  createFigureGeometry,
  FIGURE_BODY_INDICES,
  FIGURE_PART,
  wholeCrowd,
} from '../../src/scene/geometry/crowd.ts';

const cavea = buildCavea(24);

describe('the crowd and the dressing of the cavea', () => {
  test('a figure is six triangles: a body and two arms the shader can tell apart', () => {
    const figure = createFigureGeometry();
    expect(figure.index!.count / 3).toBe(6);
    const parts = Array.from(figure.getAttribute('aPart').array);
    for (const part of Object.values(FIGURE_PART)) expect(parts.filter((p) => p === part)).toHaveLength(4);
  });

  test('a draw range of FIGURE_BODY_INDICES draws the body alone', () => {
    const figure = createFigureGeometry();
    const part = figure.getAttribute('aPart');
    const index = Array.from(figure.index!.array);
    expect(index.slice(0, FIGURE_BODY_INDICES).every((v) => part.getX(v) === FIGURE_PART.body)).toBe(true);
    expect(index.slice(FIGURE_BODY_INDICES).every((v) => part.getX(v) !== FIGURE_PART.body)).toBe(true);
  });

  test('arms are left out where they would be under ARM_PIXELS: from the top view, not by the track', () => {
    const chunks = chunkCrowd(buildCrowd(cavea, 6000), 12);
    const px = (x: number, y: number, z: number, fov: number) =>
      chunks.map((c) => armPixels(c, x, y, z, fov));
    // The top view at 1280 × 720 (camera-shots.ts): high above the arena, looking straight down.
    // It sees the whole crowd, whose arms would be some 100,000 triangles seen edge on.
    const top = new Float64Array(3);
    topFraming(1280, 720, { top: 290, bottom: 110 }, top);
    expect(top[0]).toBeGreaterThan(400);
    const fromTop = px(top[2]!, top[0]!, top[1]!, 28);
    expect(Math.max(...fromTop)).toBeLessThan(ARM_PIXELS);
    // The orbit camera's overview, from 300 m and more, sees a pixel or two of arm.
    expect(Math.max(...px(-250, 230, 470, 45))).toBeLessThan(ARM_PIXELS);
    // By the track at eye height: the stands beside the camera show long arms.
    const trackside = px(0, 4, 60, 50);
    expect(Math.max(...trackside)).toBeGreaterThan(10 * ARM_PIXELS);
    // Behind the field at the start: the stands by the gates show theirs, the far end (600 m off) none.
    const start = px(-260, 8, 0, 50);
    expect(start.filter((p) => p >= ARM_PIXELS).length).toBeGreaterThanOrEqual(4);
    expect(start.filter((p) => p < ARM_PIXELS).length).toBeGreaterThanOrEqual(2);
    // The same camera farther off sees shorter arms.
    expect(px(0, 4, 400, 50).every((p, i) => p < trackside[i]!)).toBe(true);
  });

  test("the whole crowd as one chunk: everyone, inside a sphere round every stretch's", () => {
    const crowd = buildCrowd(cavea, 6000);
    const chunks = chunkCrowd(crowd, 12);
    const whole = wholeCrowd(crowd, chunks);
    expect(whole.count).toBe(crowd.count);
    expect(whole.matrices).toHaveLength(crowd.count * 16);
    for (const c of chunks)
      expect(c.centre.distanceTo(whole.centre) + c.radius).toBeLessThanOrEqual(whole.radius + 1e-9);
  });

  test('every spectator sits in a sector of the stands, and every sector has people', () => {
    const crowd = buildCrowd(cavea, 6000);
    expect(crowd.count).toBeGreaterThan(5000);
    const sectors = Array.from(crowd.sectors.array);
    expect(sectors).toHaveLength(crowd.count);
    const counts = new Array<number>(CROWD_SECTORS).fill(0);
    for (const s of sectors) {
      expect(Number.isInteger(s) && s >= 0 && s < CROWD_SECTORS).toBe(true);
      counts[s]!++;
    }
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  // Each quality's cut (high cuts finer, so that a camera's frustum leaves out more of the crowd).
  const cuts = [...new Set(Object.values(QUALITY).map((q) => q.crowdStretches))];
  test.each(cuts)(
    'the crowd cut into %i stretches of the stands: everyone once, each stretch inside its bounds',
    (n) => {
      const crowd = buildCrowd(cavea, 6000);
      const chunks = chunkCrowd(crowd, n);
      expect(chunks).toHaveLength(n);
      expect(chunks.reduce((n, c) => n + c.count, 0)).toBe(crowd.count);
      const seen = new Set<string>();
      for (const c of chunks) {
        // a stretch is a run of neighbouring sectors
        const sectors = new Set(Array.from(c.sectors.array));
        expect(Math.max(...sectors) - Math.min(...sectors)).toBeLessThan(CROWD_SECTORS / n);
        for (let i = 0; i < c.count; i++) {
          const [x, y, z] = [c.matrices[i * 16 + 12]!, c.matrices[i * 16 + 13]!, c.matrices[i * 16 + 14]!];
          seen.add(`${x},${y},${z}`);
          // the seat and a raised hand 2.5 m above it are inside the sphere the stretch is culled by
          expect(Math.hypot(x - c.centre.x, y + 2.5 - c.centre.y, z - c.centre.z)).toBeLessThanOrEqual(
            c.radius,
          );
        }
        // a stretch is a small part of the arena, so a camera by the track sees few of them
        expect(c.radius).toBeLessThan((150 * 12) / n);
      }
      expect(seen.size).toBe(crowd.count);
    },
  );

  test('velaria, banners and flag poles are one small mesh; flags fly on both sides of the arena', () => {
    const dressing = buildCaveaDressing(cavea);
    const triangles = dressing.geometry.getAttribute('position').count / 3;
    expect(triangles).toBeGreaterThan(500);
    expect(triangles).toBeLessThan(6000);
    const flags = dressing.flags.length / 4;
    expect(flags).toBeGreaterThan(20);
    const zs = Array.from({ length: flags }, (_, i) => dressing.flags[i * 4 + 2]!);
    expect(zs.some((z) => z > 50)).toBe(true);
    expect(zs.some((z) => z < -50)).toBe(true);
  });
});
