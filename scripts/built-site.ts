import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';

/** What a picture script works with: the site built and served, and Chromium to look at it. */
export interface BuiltSite {
  /** The served site's address, ending in '/'. */
  readonly url: string;
  readonly browser: Browser;
  /** Closes the browser and the server and removes the built site. */
  close(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Builds the site for production into a temporary folder, serves it on 127.0.0.1 and launches
 * headless Chromium (SwiftShader): what the README, OBS and reference-shot scripts all start with.
 */
export async function openBuiltSite(): Promise<BuiltSite> {
  const outDir = mkdtempSync(join(tmpdir(), 'quadriga-site-'));
  // Vite bundles React's development build under any other NODE_ENV.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await preview({
    root: ROOT,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    url: server.resolvedUrls!.local[0]!,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits (up to five minutes: SwiftShader on a loaded machine) for the page's scene to be ready and
 * complete (the stands and valley, built after the first frame, drawn too).
 */
export async function sceneReady(page: Page): Promise<void> {
  await page.waitForFunction('window.__quadriga && window.__quadriga.complete === true', undefined, {
    timeout: 300_000,
    polling: 250,
  });
}
