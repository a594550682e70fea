import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Viewer } from '../ui/Viewer.tsx';

/** Dev-only entry (/dev/viewer.html): the viewer page before App renders it. */
const root = document.getElementById('root');
if (!root) throw new Error('dev/viewer.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Viewer />
  </StrictMode>,
);
