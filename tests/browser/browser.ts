import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless Chromium with WebGL on SwiftShader (software GL through ANGLE), so the tests need no
 * GPU. `--enable-unsafe-swiftshader` is what lets WebGL fall back to SwiftShader in recent
 * Chromium; the others keep the browser quiet and offline.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

export interface OpenPage {
  readonly browser: Browser;
  readonly page: Page;
  /** Console errors and uncaught page errors, as they arrive. */
  readonly errors: string[];
  /** Opens another path of the site in the same page. */
  goto(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Launches Chromium and opens `path` of the site at `baseUrl`, collecting errors. */
export async function openPage(
  baseUrl: string,
  path = '/',
  viewport = { width: 1280, height: 720 },
): Promise<OpenPage> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport });
  // SwiftShader draws a 1080p frame in about a second on an idle machine, ten on a loaded 2-core
  // one; a screenshot or a navigation waits for frames, so the defaults allow for the loaded case.
  page.setDefaultTimeout(120_000);
  page.setDefaultNavigationTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  const goto = async (p: string): Promise<void> => {
    await page.goto(new URL(p, baseUrl).href, { waitUntil: 'load' });
  };
  await goto(path);
  return { browser, page, errors, goto, close: () => browser.close() };
}

/** The figures the viewer publishes on `window.__quadriga`. */
export interface QuadrigaStats {
  ready: boolean;
  /** Ready, with the parts built after the first frame (the stands, the valley) drawn too. */
  complete: boolean;
  renderer: { calls: number; triangles: number };
}

/** Waits until the scene reports itself ready and complete and returns its figures. */
export async function waitForScene(page: Page, timeout = 240_000): Promise<QuadrigaStats> {
  await page.waitForFunction(
    () => (window as unknown as { __quadriga?: QuadrigaStats }).__quadriga?.complete === true,
    null,
    { timeout, polling: 250 },
  );
  // let a few more frames settle (shadow maps, the lap-counter state)
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const q = (window as unknown as { __quadriga: QuadrigaStats }).__quadriga;
    return {
      ready: q.ready,
      complete: q.complete,
      renderer: { calls: q.renderer.calls, triangles: q.renderer.triangles },
    };
  });
}
