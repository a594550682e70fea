import type { Object3D } from 'three';

/**
 * What three's `compile(part, camera, scene)` is shown of a scene to hand over the programs of its
 * shown objects only (every ancestor visible), not of those hidden until later: `compile` takes the
 * materials from its first argument's `traverse`, and the lights from its target scene's
 * `traverseVisible` and from the first argument's too when the two differ, so that one visits
 * nothing and no light is counted twice (a light counted twice is another program).
 */
export function shownPart(scene: Object3D): Object3D {
  const part: Pick<Object3D, 'traverse' | 'traverseVisible'> = {
    traverse: (visit) => scene.traverseVisible(visit),
    traverseVisible: () => {},
  };
  return part as Object3D;
}
