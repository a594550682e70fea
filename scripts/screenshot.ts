import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';

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

const outDir = mkdtempSync(join(tmpdir(), 'quadriga-shot-'));
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
await build({ root: ROOT, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
process.env.NODE_ENV = nodeEnv;
const server = await preview({
  root: ROOT,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0, open: false },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 810 } });
  page.setDefaultTimeout(300_000);
  await page.goto(new URL(query, server.resolvedUrls!.local[0]).href, { waitUntil: 'load' });
  await page.waitForFunction('window.__quadriga && window.__quadriga.ready === true', undefined, {
    timeout: 300_000,
    polling: 250,
  });
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
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
