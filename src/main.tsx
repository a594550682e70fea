import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App.tsx';
import { loadFromUrl } from './ui/loader.ts';

// The race is resolved in a Web Worker: start it before anything else, so it is not left
// waiting behind the scene's first frames.
void loadFromUrl(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
