import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import {
  insetsOverBar,
  type ScreenInsets,
  TOP,
  TOP_BAR_MARGIN,
  topFraming,
} from '../../src/scene/camera-shots.ts';

const BASE: ScreenInsets = { top: 290, bottom: 110 };

/** Screen y (CSS pixels from the top) of a ground point seen by the top view framed with `insets`. */
function screenY(width: number, height: number, insets: ScreenInsets, x: number, z: number): number {
  const top = topFraming(width, height, insets, new Float64Array(3));
  // the rig's camera once eased in (CameraRig's topShot)
  const camera = new PerspectiveCamera(TOP.fov, width / height, 0.5, 9000);
  camera.position.set(top[2]!, top[0]!, top[1]! + TOP.tilt);
  camera.lookAt(top[2]!, 0, top[1]!);
  camera.updateMatrixWorld();
  const p = new Vector3(x, 0, z).project(camera);
  return ((1 - p.y) / 2) * height;
}

describe("the top view clears the bottom bar's measured height", () => {
  test('the bottom inset follows the bar, never below the default, and unmeasured keeps the default', () => {
    const out: ScreenInsets = { top: 0, bottom: 0 };
    expect(insetsOverBar(BASE, 0, 720, out)).toEqual({ top: 290, bottom: 110, left: 0, right: 0 });
    expect(insetsOverBar(BASE, 50, 720, out).bottom).toBe(110);
    expect(insetsOverBar(BASE, 172, 720, out).bottom).toBe(172 + TOP_BAR_MARGIN);
    // the explain card's side inset is kept; the same object comes back (nothing allocated)
    const explain = insetsOverBar({ top: 290, bottom: 110, right: 460 }, 172, 720, out);
    expect(explain).toBe(out);
    expect(explain.right).toBe(460);
  });

  // The bar's covered height at each size: one row at 1920x1080 (98 px), two rows at 1280x720 and
  // at 900x560 (about 172 px with its margin; French labels are as wide or wider).
  test.each([
    [1920, 1080, 98],
    [1280, 720, 172],
    [900, 560, 172],
    [1280, 720, 240],
  ])('at %i x %i with %i px of bar, the south edge of the arena shows above the bar', (w, h, bar) => {
    const barTop = h - bar;
    const insets = insetsOverBar(BASE, bar, h, { top: 0, bottom: 0 });
    const south = screenY(w, h, insets, 0, TOP.halfWidth);
    expect(south).toBeLessThan(barTop);
    // the north edge stays below the top inset, which gives way only where the screen is short
    const north = screenY(w, h, insets, 0, -TOP.halfWidth);
    expect(north).toBeGreaterThan(insets.top - 1);
    if (h - BASE.top - bar - TOP_BAR_MARGIN >= 0.3 * h) expect(insets.top).toBe(BASE.top);
    // the fixed 110 px left the south edge under a two-row bar (what this fixes)
    if (bar > 110) expect(screenY(w, h, BASE, 0, TOP.halfWidth)).toBeGreaterThan(barTop);
  });
});
