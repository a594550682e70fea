import { lazy, Suspense } from 'react';
import { isBroadcast } from './broadcast/broadcast-options.ts';
import { isCompare } from './compare/compare-options.ts';
import { Viewer } from './Viewer.tsx';

/** The broadcast page (`?mode=broadcast`) loads on demand: the viewer's first load stays small. */
const BroadcastPage = lazy(() => import('./broadcast/BroadcastPage.tsx'));
/** Rulesets side by side (`?compare=a,b`), likewise; `&mode=broadcast` for its stream layout. */
const ComparePage = lazy(() => import('./compare/ComparePage.tsx'));
/** The race report (`?report=1`), likewise. */
const RaceReport = lazy(() => import('./charts/RaceReport.tsx'));

/** Whether the address asks for the race report. */
export const isReport = (search: string): boolean => {
  const v = new URLSearchParams(search).get('report');
  return v !== null && v !== '0' && v !== 'false';
};

/** The page: the replay viewer with its scene, timeline and HUD, the broadcast page or the race report. */
export function App() {
  if (isCompare(window.location.search))
    return (
      <Suspense fallback={null}>
        <ComparePage broadcast={isBroadcast(window.location.search)} />
      </Suspense>
    );
  if (isBroadcast(window.location.search))
    return (
      <Suspense fallback={null}>
        <BroadcastPage />
      </Suspense>
    );
  if (isReport(window.location.search))
    return (
      <Suspense fallback={null}>
        <RaceReport />
      </Suspense>
    );
  return <Viewer />;
}
