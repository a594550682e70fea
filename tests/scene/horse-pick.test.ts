import { describe, expect, test } from 'vitest';
import { teamAssetsOf } from '../../src/scene/chariot-assets.ts';
import { posedHorseGeometry } from '../../src/scene/geometry/horse-geometry.ts';
import { loadTeamFile } from './gltf.ts';

describe('the horse picked by the pointer (issue 21: built on its first read)', () => {
  test('is the light horse standing at rest, the same geometry at every read', async () => {
    const { horse } = teamAssetsOf(await loadTeamFile());
    // Not posed while the assets are built: the first frame does not raycast.
    expect(Object.getOwnPropertyDescriptor(horse, 'pick')?.get).toBeTypeOf('function');
    const pick = horse.pick;
    expect(horse.pick).toBe(pick);
    expect(pick.drawRange).toEqual(horse.ranges.far);
    expect(pick.getIndex()).toBe(horse.near.getIndex());
    const posed = posedHorseGeometry(horse.near, horse.bake);
    expect(Array.from(pick.getAttribute('position').array)).toEqual(
      Array.from(posed.getAttribute('position').array),
    );
    expect(pick.boundingSphere?.radius).toBeGreaterThan(0);
  });
});
