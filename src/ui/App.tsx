import { Viewer } from './Viewer.tsx';

/** The page: the replay viewer with its scene, timeline and HUD. */
export function App() {
  return <Viewer />;
}
