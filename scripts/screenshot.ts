import { join, resolve } from 'node:path';
import { openBuiltSite, sceneReady } from './built-site.ts';

/**
 * `npm run screenshot`: the README's picture (docs/screenshot.jpg). Builds the viewer, opens a race
 * in headless Chromium (SwiftShader), moves to a moment of the race in the broadcast camera, plays
 * on a few seconds, pauses (so the standings have slid to their places) and saves the page as a
 * JPEG (a fifth of a PNG's weight in the package). Arguments: the page's query (default below), the
 * fraction of the race, the path.
 */
const ROOT = resolve(import.meta.dirname, '..');
const query = process.argv[2] ?? '?ruleset=crudis&seed=7&quality=high';
const at = Number(process.argv[3] ?? 0.42);
const out = resolve(process.argv[4] ?? join(ROOT, 'docs/screenshot.jpg'));

const site = await openBuiltSite();
try {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 810 } });
  page.setDefaultTimeout(300_000);
  await page.goto(new URL(query, site.url).href, { waitUntil: 'load' });
  await sceneReady(page);
  await page.evaluate(`(() => {
    const q = window.__quadriga;
    q.setCamera('broadcast');
    q.seek(q.duration * ${at});
    q.play();
  })()`);
  // Let the camera settle and the HUD catch up with the moment (SwiftShader draws about a frame a second).
  await page.waitForTimeout(8000);
  await page.evaluate('window.__quadriga.pause()');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: out, type: 'jpeg', quality: 85, timeout: 300_000 });
  console.log(`wrote ${out}`);
} finally {
  await site.close();
}
