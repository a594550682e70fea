/** A free camera: where it stands and what it looks at (world metres). */
export interface OrbitView {
  camera: readonly [number, number, number];
  target: readonly [number, number, number];
}

let orbitView: (() => OrbitView | null) | null = null;

/**
 * The scene says where the free camera is (for links taken in the orbit view); returns an
 * unregister.
 */
export function registerOrbitView(read: () => OrbitView | null): () => void {
  orbitView = read;
  return () => {
    if (orbitView === read) orbitView = null;
  };
}

/** Where the free camera is now, or null when the scene has none. */
export function readOrbitView(): OrbitView | null {
  return orbitView?.() ?? null;
}
