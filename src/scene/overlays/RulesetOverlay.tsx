import { lazy, Suspense } from 'react';
import type { Plan } from '../../replay/plan.ts';
import { BoardOverlay } from '../BoardOverlay.tsx';

// Each ruleset's extras load when first shown: the viewer's first load stays small.
const CircusMaximusOverlay = lazy(() => import('./CircusMaximusOverlay.tsx'));
const AurigaeOverlay = lazy(() => import('./AurigaeOverlay.tsx'));
const HippodromeOverlay = lazy(() => import('./HippodromeOverlay.tsx'));
const PlotArc = lazy(() => import('./PlotArc.tsx'));

export type RulesetOverlayProps = {
  plan: Plan;
  visible?: boolean;
};

/**
 * The race's own board drawn on the sand: Crudis and Circus Maximus squares and lanes (danger
 * lines; corners and safe speeds), Aurigae's rulers and protractor, the Hippodrome's places and
 * phase. The lane board's lines stay built while hidden; the extras mount only when shown. An
 * Aurigae plot being chosen at the play panel is drawn on the table whether the board is shown or not.
 */
export function RulesetOverlay({ plan, visible = true }: RulesetOverlayProps) {
  const { board, features } = plan.log.header.track;
  const ruleset = plan.log.header.ruleset.id;
  return (
    <group name="ruleset-overlay">
      {board.kind === 'lane-squares' ? (
        <BoardOverlay board={board} features={features} visible={visible} />
      ) : null}
      {visible ? (
        <Suspense fallback={null}>
          {ruleset === 'circus-maximus' && board.kind === 'lane-squares' ? (
            <CircusMaximusOverlay board={board} features={features} />
          ) : null}
          {board.kind === 'table' ? <AurigaeOverlay plan={plan} /> : null}
          {board.kind === 'places' ? <HippodromeOverlay plan={plan} /> : null}
        </Suspense>
      ) : null}
      {board.kind === 'table' ? (
        <Suspense fallback={null}>
          <PlotArc board={board} entrants={plan.log.header.entrants} />
        </Suspense>
      ) : null}
    </group>
  );
}
