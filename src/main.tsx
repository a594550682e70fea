import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLanguage, loadLanguage, setLanguage } from './messages/index.ts';
import { startMark } from './playback/start-marks.ts';
import { useViewer } from './playback/store.ts';
import { earlyContext } from './scene/early-gl.ts';
import { chooseStartingQuality } from './scene/effects/AutoQuality.tsx';
import { App } from './ui/App.tsx';
import { isBroadcast, readBroadcastOptions } from './ui/broadcast/broadcast-options.ts';
import { loadFromUrl } from './ui/loader.ts';

startMark('script run');

// The language first: everything after this speaks it (?lang=fr|en, else the browser's). Its
// catalogue loads on demand (English is in this chunk); no top-level await, which would make the
// bundler cut the page's code into dozens of chunks.
const lang = chooseLanguage(window.location.search, navigator.languages ?? [navigator.language]);
document.documentElement.lang = lang;
void loadLanguage(lang).then(() => {
  setLanguage(lang);
  start();
});

function start(): void {
  startMark('language in');
  // The broadcast directs every race it shows: say so before the first one is compiled.
  if (isBroadcast(window.location.search)) {
    useViewer.getState().setDirector({ lock: readBroadcastOptions(window.location.search).lock });
  }
  // The race is resolved in a Web Worker: start it before anything else, so it is not left
  // waiting behind the scene's first frames.
  void loadFromUrl(window.location.search);
  // The viewer's WebGL context was started by index.html: its renderer's name sets the starting
  // quality before the canvas is first sized and the arena built.
  const early = earlyContext();
  if (early) chooseStartingQuality(early);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startMark('first render asked');
}
