import { lazy, Suspense } from 'react';
import { messages } from '../../messages/index.ts';
import { useExplain } from '../../playback/explain.ts';
import './explain.css';

// The card, the rules book and the notes come with the rules catalogue: loaded when first opened,
// so the viewer's first load stays small.
const ExplainCard = lazy(() => import('./ExplainCard.tsx'));
const RulesBook = lazy(() => import('../rulesbook/RulesBook.tsx'));
const NotesPanel = lazy(() => import('../notes/NotesPanel.tsx'));

/** The explain card (in explain mode) and the notes panel, docked on the right of the viewer. */
export function PresenterDock() {
  const explaining = useExplain((s) => s.enabled);
  const notes = useExplain((s) => s.showNotes);
  if (!explaining && !notes) return null;
  return (
    <div className="qx-dock">
      <Suspense fallback={<p className="qv-panel qx-loading">{messages.explain.loading}</p>}>
        {explaining ? <ExplainCard /> : null}
        {notes ? <NotesPanel /> : null}
      </Suspense>
    </div>
  );
}

/** The rules book, over the page when open. */
export function RulesBookLayer() {
  const show = useExplain((s) => s.showRulesBook);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <RulesBook />
    </Suspense>
  );
}
