import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUDGET } from '../../bench/budget.ts';
import { parseLog } from '../../src/engine/log/parse.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { EARLY_CONTEXT_ATTRIBUTES, PAGE_BACKGROUND } from '../../src/scene/early-start.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { type OpenPage, openPage, type QuadrigaStats, waitForScene } from './browser.ts';
import { decodePng, type RgbaImage } from './png.ts';
import { debug, type ViewerDebug } from './viewer-debug.ts';

function race(seed: number) {
  const r = simulate({ ruleset: 'crudis', seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A log that parses as JSON but is not a race log. */
const BROKEN = '{"format":"quadriga.race-log","version":1,"header":{}}';

/** Low on the south straight, looking east along the track: sand below, sky above. */
const TRACKSIDE = '/?camera=-60,6,40&target=200,8,22';

interface Palette {
  distinct: number;
  sandShare: number;
  skyShare: number;
}

function palette(image: RgbaImage): Palette {
  const colours = new Set<number>();
  let sand = 0;
  let sky = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) {
    const r = image.data[i * 4]!;
    const g = image.data[i * 4 + 1]!;
    const b = image.data[i * 4 + 2]!;
    colours.add(((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2));
    // warm, light brown: the arena's sand
    if (r > 140 && r > g && g > b && r - b > 35 && r - b < 140) sand++;
    // blue over red: the sky
    if (b > 150 && b > r + 20 && b >= g) sky++;
  }
  return { distinct: colours.size, sandShare: sand / n, skyShare: sky / n };
}

// The viewer's page, its first load and the arena, from one page: each page load to a ready scene
// is seconds of SwiftShader work on the 2-core machine (these were three files, three browsers
// and four loads of the demo race).
describe('the viewer in the browser', () => {
  let opened: OpenPage;
  let files: string;
  const fetched: string[] = [];
  /** The scripts fetched until the scene was ready. */
  let scripts: string[] = [];
  /** The figures of the first load's overview, once ready. */
  let overview: QuadrigaStats;

  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'quadriga-viewer-'));
    // A fresh browser and a blank page first, so every script of the first load is seen.
    opened = await openPage(inject('baseUrl'), 'about:blank');
    opened.page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) fetched.push(r.url());
    });
    // Whether the race's standings panel was in the page while its race was loaded but the scene
    // was not ready yet.
    await opened.page.addInitScript(() => {
      const w = window as unknown as {
        __panelSeen: string[];
        __quadriga?: { ready: boolean; header: unknown };
        __firstGlCanvas?: HTMLCanvasElement;
      };
      w.__panelSeen = [];
      // The first canvas a WebGL 2 context is made on: index.html's first script's.
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
        if (args[0] === 'webgl2') w.__firstGlCanvas ??= this;
        return (getContext as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof getContext;
      // When each WebGL 2 program is linked and used, on the page's clock (its marks' clock).
      const gl = { links: [] as [number, number][], uses: [] as [number, number][], asks: [] as number[] };
      (w as unknown as { __glPrograms: typeof gl }).__glPrograms = gl;
      const ids = new WeakMap<WebGLProgram, number>();
      let next = 0;
      const id = (p: WebGLProgram): number => {
        const known = ids.get(p);
        if (known !== undefined) return known;
        ids.set(p, next);
        return next++;
      };
      const proto = WebGL2RenderingContext.prototype;
      const link = proto.linkProgram;
      proto.linkProgram = function (this: WebGL2RenderingContext, p: WebGLProgram) {
        gl.links.push([id(p), performance.now()]);
        link.call(this, p);
      };
      // three's first use of a program asks the GPU process for its link status and its
      // uniforms: a synchronous call that waits for every command sent before it.
      const ask = proto.getProgramParameter;
      proto.getProgramParameter = function (this: WebGL2RenderingContext, p: WebGLProgram, name: GLenum) {
        gl.asks.push(performance.now());
        return ask.call(this, p, name);
      };
      const use = proto.useProgram;
      proto.useProgram = function (this: WebGL2RenderingContext, p: WebGLProgram | null) {
        if (p) gl.uses.push([id(p), performance.now()]);
        use.call(this, p);
      };
      const look = (): void => {
        if (w.__quadriga?.ready) return;
        const panel = document.querySelector('.qv-left');
        if (w.__quadriga?.header) w.__panelSeen.push(panel ? getComputedStyle(panel).visibility : 'absent');
        setTimeout(look, 20);
      };
      look();
    });
    await opened.goto('/');
    overview = await waitForScene(opened.page);
    scripts = [...fetched];
  });

  afterAll(async () => {
    await opened?.close();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  /**
   * The viewer's first load (issues 21 and 24): the JavaScript the page fetches before the demo race
   * is on screen, gzipped as a server would send it, within the bench's budget. The demo's log comes
   * from the build (no engine worker), the post-processing waits for the quality to hold (SwiftShader
   * lowers it to low, which has none) and only English is loaded. The issue's budget is 450 KB;
   * since the teams' models came baked (5fdcf2c, 420 KB) the test holds the first load to
   * HELD_FIRST_LOAD_KB, so what was taken off it does not creep back unseen.
   */
  describe('the first load of the viewer', () => {
    const HELD_FIRST_LOAD_KB = 430;
    it('fetches no more JavaScript than the budget before the demo race is on screen', async () => {
      let bytes = 0;
      for (const url of scripts) {
        const body = await opened.page.request.get(url);
        bytes += gzipSync(await body.body()).length;
      }
      const kb = bytes / 1024;
      console.log(`[first load] ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip`);
      expect(kb).toBeLessThanOrEqual(BUDGET.firstLoadGzipKB);
      expect(kb).toBeLessThanOrEqual(HELD_FIRST_LOAD_KB);
      const names = scripts.map((u) => new URL(u).pathname);
      expect(names.filter((n) => /simulate\.worker|post-pipeline|\/fr-/.test(n))).toEqual([]);
      expect(opened.errors).toEqual([]);
    });
  });

  it("draws on the WebGL context index.html's first script made, written there by the build", async () => {
    // The build writes the script and the page's background from src/scene/early-start.ts.
    const page = await (await opened.page.request.get(new URL('/', opened.page.url()).href)).text();
    expect(page).toMatch(/<script>\(function startEarly\(/);
    expect(page).toContain(JSON.stringify(EARLY_CONTEXT_ATTRIBUTES));
    expect(page).toContain(`background:${PAGE_BACKGROUND}`);
    // The entry is started by the page's last script, not by a module tag that would hold the
    // page's load event (scripts/early-start-html.ts).
    expect(page).not.toContain('<script type="module"');
    expect(page).toMatch(/<script>import\("\/assets\/index-[\w-]+\.js"\);<\/script>\s*<\/body>/);
    // Its stylesheet is written into it: no link holds the first script (and its fetches) back.
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toMatch(/<style>[^<]*\.qv-root\{/);
    const drawnOnIt = await opened.page.evaluate(() => {
      const first = (window as unknown as { __firstGlCanvas?: HTMLCanvasElement }).__firstGlCanvas;
      return first !== undefined && document.querySelector('#root canvas') === first;
    });
    expect(drawnOnIt).toBe(true);
  });

  it('mounts the race’s panels only once its first frame is drawn (issue 21)', async () => {
    const seen = await opened.page.evaluate(
      () => (window as unknown as { __panelSeen: string[] }).__panelSeen,
    );
    // The log arrives well before the scene's first frame: the panels were not in the page yet.
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['absent']));
    await opened.page.locator('.qv-left').waitFor({ state: 'visible' });
  });

  it('shows the “New race” button on the first load, above the scene and clear of the panels', async () => {
    // Its style once came only with the play form's lazy chunk: on the first load it was an
    // unstyled button under the standings.
    const topmost = await opened.page.evaluate(() => {
      const button = document.querySelector('.qv-new-race')!;
      const r = button.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button;
    });
    expect(topmost).toBe(true);
  });

  it('hands the first frame’s programs over once, with the chariots already in the scene (issue 21)', async () => {
    // The chariots mount once their models and assets are in, so they never suspend: a suspended
    // chariot was revealed no sooner than React's 300 ms throttle after its fallback, and the
    // arena's programs were handed over first, without them, then again with them.
    const marks = await opened.page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((e) => e.name)
        .filter((n) => n.startsWith('q:compile ahead')),
    );
    expect(marks).toEqual(['q:compile ahead']);
  });

  it('links and first uses every program of the first frame before it, and the hidden parts’ programs after it (issue 21)', async () => {
    // On a software GPU the first frame waited for the GPU process at each program's first use
    // (its link status and uniforms are synchronous calls, which wait for every draw sent before
    // them), and behind the linking of programs for parts hidden then (effects, board overlay).
    const { links, uses, asks, marks } = await opened.page.evaluate(() => ({
      ...(
        window as unknown as {
          __glPrograms: { links: [number, number][]; uses: [number, number][]; asks: number[] };
        }
      ).__glPrograms,
      marks: Object.fromEntries(
        performance.getEntriesByType('mark').map((e) => [e.name.replace(/^q:/, ''), e.startTime]),
      ) as Record<string, number>,
    }));
    const asked = marks['first frame asked']!;
    const submitted = marks['first frame submitted']!;
    const linkedBefore = new Set(links.filter(([, t]) => t < asked).map(([p]) => p));
    const firstFrame = new Set(uses.filter(([, t]) => t >= asked && t <= submitted).map(([p]) => p));
    expect(firstFrame.size).toBeGreaterThan(3);
    // Every program the first frame draws with was handed over before it: none is linked in it.
    expect([...firstFrame].filter((p) => !linkedBefore.has(p))).toEqual([]);
    expect(links.filter(([, t]) => t >= asked && t <= submitted)).toEqual([]);
    // And their first use was made before it too (CompileAhead): the frame asks the GPU process
    // nothing about its programs, so it never waits for the draws it has sent to be done.
    expect(asks.filter((t) => t >= asked && t <= submitted)).toEqual([]);
    // The rest were held back and handed over once the race was on screen (CompileRest).
    const rest = [marks['compile the rest']!, marks['compiled the rest']!];
    expect(rest[0]).toBeGreaterThan(marks.ready!);
    const handedLater = links.filter(([, t]) => t >= rest[0]! && t <= rest[1]!);
    expect(handedLater.length).toBeGreaterThan(0);
  });

  it('draws low’s contact shadows only once the whole scene is drawn (issue 21)', async () => {
    // Their program is linked at their first draw; drawn on the frames after the first, that link
    // held the page 300-500 ms before it was ready to play (docs/look/low.md). The page starts at
    // low here (SwiftShader), the only quality that draws them.
    await opened.page.waitForFunction(
      () => performance.getEntriesByName('q:contact shadows shown').length > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    const at = await opened.page.evaluate(() =>
      Object.fromEntries(
        ['q:ready', 'q:complete', 'q:contact shadows shown'].map((n) => [
          n,
          performance.getEntriesByName(n)[0]?.startTime,
        ]),
      ),
    );
    expect(at['q:ready']).toBeGreaterThan(0);
    expect(at['q:complete']).toBeGreaterThanOrEqual(at['q:ready']!);
    expect(at['q:contact shadows shown']).toBeGreaterThan(at['q:complete']!);
  });

  it('makes its renderer at the canvas’s measured size and follows the window’s resizing (issue 21)', async () => {
    // The canvas is measured as soon as R3F watches it (src/scene/eager-measure.ts), not on the
    // page's next frame and a 50 ms debounce: the size it starts with must still be the window's,
    // and the browser's own resize reports must still reach R3F.
    const fits = (): Promise<boolean> =>
      opened.page.evaluate(() => {
        const canvas = document.querySelector('canvas')!;
        return canvas.clientWidth === innerWidth && canvas.clientHeight === innerHeight;
      });
    expect(await fits()).toBe(true);
    await opened.page.setViewportSize({ width: 960, height: 600 });
    await opened.page.waitForFunction(() => document.querySelector('canvas')!.clientWidth === 960);
    expect(await fits()).toBe(true);
    await opened.page.setViewportSize({ width: 1280, height: 720 });
    await opened.page.waitForFunction(() => document.querySelector('canvas')!.clientWidth === 1280);
    expect(await fits()).toBe(true);
  });

  describe('the arena in the browser', () => {
    it('loads and reports itself ready without console or page errors', () => {
      expect(overview.ready).toBe(true);
      expect(opened.errors).toEqual([]);
    });

    it('draws the overview within the draw-call budget, shadow passes included', () => {
      expect(overview.renderer.calls).toBeGreaterThan(0);
      expect(overview.renderer.calls).toBeLessThanOrEqual(80);
      expect(overview.renderer.triangles).toBeGreaterThan(0);
    });
  });

  it('loads the demo race and plays it', async () => {
    const { page } = opened;
    const first = await debug(page, (d) => ({
      ready: d.ready,
      seed: d.header?.seed,
      time: d.time,
      playing: d.playing,
    }));
    expect(first.ready).toBe(true);
    expect(first.seed).toBe(7);
    expect(first.playing).toBe(true);
    await page.waitForFunction(
      (t) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.time > t + 0.2,
      first.time,
      {
        timeout: 60_000,
        polling: 200,
      },
    );
    expect(await debug(page, (d) => d.duration)).toBeGreaterThan(30);
  });

  it('shows the arena, the chariots and the overlay', async () => {
    const { page } = opened;
    const { distinct, sandShare } = palette(decodePng(await page.screenshot({ type: 'png' })));
    expect(distinct).toBeGreaterThan(500);
    expect(sandShare).toBeGreaterThan(0.1);
    const entrants = await debug(page, (d) => d.header!.entrants.length);
    expect(await page.locator('.qv-standings .qv-row').count()).toBe(entrants);
    expect(await page.locator('.qv-timeline .qv-marker').count()).toBeGreaterThan(0);
    const calls = await debug(page, (d) => d.renderer.calls);
    expect(calls).toBeGreaterThan(0);
  });

  it('toggles play and pause with the space bar', async () => {
    const { page } = opened;
    const before = await debug(page, (d) => d.playing);
    await page.keyboard.press('Space');
    expect(await debug(page, (d) => d.playing)).toBe(!before);
    await page.keyboard.press('Space');
    expect(await debug(page, (d) => d.playing)).toBe(before);
  });

  it('puts each chariot where the plan built from the same race says, after a seek', async () => {
    const { page } = opened;
    await opened.goto('/?ruleset=crudis&seed=3');
    await waitForScene(page);
    const log = race(3);
    expect(await debug(page, (d) => d.header)).toEqual(JSON.parse(JSON.stringify(log.header)));
    const built = buildPlan(log);
    if (!built.ok) throw new Error(built.error);
    const plan = built.plan;
    await debug(page, (d) => d.pause());
    const times = [0, plan.duration * 0.13, plan.duration * 0.5, plan.duration * 0.77, plan.duration];
    for (const t of times) {
      const shown = await page.evaluate(
        ({ t, ids }) => {
          const d = (window as unknown as { __quadriga: ViewerDebug }).__quadriga;
          d.seek(t);
          return { time: d.time, samples: ids.map((id) => d.sample(id)) };
        },
        { t, ids: plan.chariots.map((c) => c.id) },
      );
      expect(shown.time).toBeCloseTo(t, 9);
      for (const [i, track] of plan.chariots.entries()) {
        const want = sampleChariot(plan, track, t, newSample());
        const got = shown.samples[i]!;
        expect(got, `${track.id} at ${t}`).not.toBeNull();
        expect(got.x).toBeCloseTo(want.x, 6);
        expect(got.z).toBeCloseTo(want.z, 6);
        expect(got.heading).toBeCloseTo(want.heading, 6);
        expect(got.status).toBe(want.status);
      }
    }
  });

  it('shows why a broken log cannot be played, and loads another from a file', async () => {
    const { page } = opened;
    // A log the server has no file for, where it answers with its web page (as a dev server does).
    await page.route(
      (url) => url.pathname === '/missing.json',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html><body></body></html>',
        }),
    );
    await opened.goto('/?log=/missing.json');
    await page.locator('.qv-error').waitFor({ state: 'visible', timeout: 120_000 });
    expect(await page.locator('.qv-error-message').textContent()).toBe(
      '/missing.json: no such log file (the server answered with a web page, not a race log)',
    );

    // Only the log itself: a glob would also catch the page, whose address names it.
    await page.route(
      (url) => url.pathname === '/broken.json',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: BROKEN }),
    );
    await opened.goto('/?log=/broken.json');
    const parsed = parseLog(BROKEN);
    if (parsed.ok) throw new Error('the broken log parsed');
    const expected = `/broken.json: ${parsed.error.message}`;
    const panel = page.locator('.qv-error');
    await panel.waitFor({ state: 'visible', timeout: 120_000 });
    expect(await panel.locator('.qv-error-message').textContent()).toBe(expected);
    expect(await debug(page, (d) => d.error)).toBe(expected);

    // Another broken one, chosen in the file picker the panel offers.
    const bad = join(files, 'not-json.json');
    writeFileSync(bad, '{ "format": ');
    await page.locator('.qv-file-input').first().setInputFiles(bad);
    await page.waitForFunction(
      () => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.error?.startsWith('not-json.json:'),
      null,
      { timeout: 60_000, polling: 200 },
    );
    await expect(panel.locator('.qv-error-message').textContent()).resolves.toMatch(/^not-json\.json: /);

    // A good one, gzipped (.json.gz), replaces the error with the race.
    const good = join(files, 'seed-5.json.gz');
    const log = race(5);
    writeFileSync(good, gzipSync(serializeLog(log)));
    await page.locator('.qv-file-input').first().setInputFiles(good);
    await waitForScene(page);
    expect(await debug(page, (d) => ({ error: d.error, seed: d.header?.seed }))).toEqual({
      error: null,
      seed: 5,
    });
    expect(await panel.count()).toBe(0);
  });

  describe('the arena from the trackside', () => {
    it('shows sand and sky from the trackside, in many colours', async () => {
      await opened.goto(TRACKSIDE);
      const stats = await waitForScene(opened.page);
      expect(stats.renderer.calls).toBeLessThanOrEqual(80);
      const image = decodePng(await opened.page.screenshot({ type: 'png' }));
      expect(image.width).toBe(1280);
      expect(image.height).toBe(720);
      const p = palette(image);
      expect(p.distinct).toBeGreaterThan(500);
      expect(p.sandShare).toBeGreaterThan(0.1);
      expect(p.skyShare).toBeGreaterThan(0.05);
      expect(opened.errors).toEqual([]);
    });
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
