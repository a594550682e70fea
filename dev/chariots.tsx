// Dev-only page (vite serves it at /dev/chariots.html; `vite build` leaves it out).
import { createRoot } from 'react-dom/client';
import { ChariotsDevPage } from '../src/dev/ChariotsDevPage.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('chariots.html has no #root element');
createRoot(root).render(<ChariotsDevPage />);
