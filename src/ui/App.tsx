import { lazy, Suspense } from 'react';
import { isBroadcast } from './broadcast/broadcast-options.ts';
import { Viewer } from './Viewer.tsx';

/** The broadcast page (`?mode=broadcast`) loads on demand: the viewer's first load stays small. */
const BroadcastPage = lazy(() => import('./broadcast/BroadcastPage.tsx'));

/** The page: the replay viewer with its scene, timeline and HUD, or the broadcast page. */
export function App() {
  if (isBroadcast(window.location.search))
    return (
      <Suspense fallback={null}>
        <BroadcastPage />
      </Suspense>
    );
  return <Viewer />;
}
