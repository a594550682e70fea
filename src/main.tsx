import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLanguage, setLanguage } from './messages/index.ts';
import { useViewer } from './playback/store.ts';
import { App } from './ui/App.tsx';
import { isBroadcast, readBroadcastOptions } from './ui/broadcast/broadcast-options.ts';
import { loadFromUrl } from './ui/loader.ts';

// The language first: everything after this speaks it (?lang=fr|en, else the browser's).
const lang = chooseLanguage(window.location.search, navigator.languages ?? [navigator.language]);
setLanguage(lang);
document.documentElement.lang = lang;

// The broadcast directs every race it shows: say so before the first one is compiled.
if (isBroadcast(window.location.search)) {
  useViewer.getState().setDirector({ lock: readBroadcastOptions(window.location.search).lock });
}
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
