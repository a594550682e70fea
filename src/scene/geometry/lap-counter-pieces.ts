import { type BufferGeometry, ConeGeometry } from 'three';
import { PartsBuilder } from './parts-builder.ts';

/** One egg of the lap counter, centred on its middle (stone material, painted white). */
export function buildEgg(): BufferGeometry {
  return new PartsBuilder().ellipsoid(0.36, 0.5, 0.36, 12, [0, 0, 0], '#f2ede3').build();
}

/** One dolphin of the lap counter, nose toward +x, pivoting about its middle (gilded). */
export function buildDolphin(): BufferGeometry {
  const b = new PartsBuilder();
  b.ellipsoid(0.62, 0.21, 0.17, 12, [0, 0, 0], '#ffffff');
  b.add(new ConeGeometry(0.09, 0.32, 6), '#ffffff', {
    position: [0.72, -0.03, 0],
    rotation: [0, 0, -Math.PI / 2],
  });
  b.add(new ConeGeometry(0.15, 0.5, 6), '#ffffff', {
    position: [-0.75, 0.04, 0],
    rotation: [0, 0, Math.PI / 2 + 0.25],
  });
  // flukes and dorsal fin
  b.box(0.16, 0.07, 0.62, [-1.0, 0.08, 0], '#ffffff');
  b.add(
    new ConeGeometry(0.12, 0.3, 4),
    '#ffffff',
    { position: [-0.05, 0.28, 0], rotation: [0, 0, 0.5] },
    true,
  );
  return b.build();
}
