import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { defaultSetup } from '../src/engine/index.ts';
import { serializeLog } from '../src/engine/log/serialize.ts';
import { simulate } from '../src/engine/rulesets/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';
import { serveBuilt } from './serve-built.ts';
import { THREE_HOOK } from './three-hook.ts';

/**
 * Where a broadcast frame's triangles go: `npx tsx bench/frame-triangles.ts [--out dist]
 * [--quality high] [--chariots 12] [--seed 7] [--width 1280 --height 720] [--shot file.png]`.
 * Opens the broadcast page of a Crudis race (crowd.browser's: 12 chariots, seed 7) at the quality,
 * holds the first shot with the leader's inset, and counts one frame's triangles and draws by
 * pass (shadow map, main picture, inset) and by the named object drawn (the nearest named
 * ancestor), through three's `renderBufferDirect`. Prints a table, largest first.
 */
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const quality = arg('quality', 'high');
const chariots = Number(arg('chariots', '12'));
const seed = Number(arg('seed', '7'));
const viewport = { width: Number(arg('width', '1280')), height: Number(arg('height', '720')) };
const LOG_PATH = '/__tri/race.json';

const sim = simulate({ ruleset: 'crudis', seed, setup: defaultSetup(chariots) });
if (!sim.ok) throw new Error(sim.error.message);

const server = await serveBuilt(arg('out', 'dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(600_000);
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('page:', m.text());
  });
  await page.route(`**${LOG_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: serializeLog(sim.value) }),
  );
  await page.addInitScript(THREE_HOOK);
  const base = server.resolvedUrls?.local[0] ?? '';
  await page.goto(new URL(`/?mode=broadcast&log=${LOG_PATH}&quality=${quality}`, base).href);
  await page.waitForFunction('window.__quadriga && window.__quadriga.complete === true');
  const drawn = await page.evaluate(`(async () => {
    const q = window.__quadriga;
    const cuts = q.cuts;
    const i = cuts.findIndex((c) => c.pip && !c.replay);
    if (i < 0) throw new Error('no shot with the leader inset');
    const cut = cuts[i];
    q.broadcast.hold(true);
    q.broadcast.seek(cut.start + Math.min(1, (cut.end - cut.start) / 2));
    const frames = (n) => new Promise((r) => { const s = () => (--n <= 0 ? r() : requestAnimationFrame(s)); requestAnimationFrame(s); });
    await frames(3);
    const renderer = window.__THREE_DEVTOOLS__.seen.find((o) => o.isWebGLRenderer);
    const byFrame = [];
    let frame = -1;
    const reset = renderer.info.reset;
    renderer.info.reset = function () {
      frame++;
      byFrame[frame] = {};
      return reset.apply(this, arguments);
    };
    const original = renderer.renderBufferDirect;
    renderer.renderBufferDirect = function (camera, scene, geometry, material, object, group) {
      const before = renderer.info.render.triangles;
      original.apply(this, arguments);
      if (frame < 0) return;
      const counts = byFrame[frame];
      let named = object;
      while (named && !named.name) named = named.parent;
      const target = renderer.getRenderTarget();
      const pass = camera.isOrthographicCamera ? 'shadow' : renderer.getScissorTest() ? 'inset' : 'main';
      const key = pass + ' ' + (named ? named.name : '(unnamed ' + object.type + ')');
      const c = counts[key] ?? (counts[key] = { calls: 0, triangles: 0 });
      c.calls++;
      c.triangles += renderer.info.render.triangles - before;
    };
    await frames(4);
    renderer.renderBufferDirect = original;
    renderer.info.reset = reset;
    // A whole frame: between two of the scene probe's resets (it resets once a frame, after it reads).
    return { cut: q.broadcast.cut, inset: i, counts: byFrame[1], total: q.renderer };
  })()`);
  const shot = arg('shot', '');
  if (shot) writeFileSync(shot, await page.screenshot({ type: 'png' }));
  const { counts, total, cut, inset } = drawn as {
    counts: Record<string, { calls: number; triangles: number }>;
    total: { calls: number; triangles: number };
    cut: number;
    inset: number;
  };
  console.log(
    `quality ${quality}, cut ${cut} (inset shot ${inset}); the page's last frame: ${total.calls} calls, ${total.triangles} triangles`,
  );
  const rows = Object.entries(counts).sort((a, b) => b[1].triangles - a[1].triangles);
  let sum = 0;
  let calls = 0;
  for (const [key, c] of rows) {
    sum += c.triangles;
    calls += c.calls;
    console.log(`${String(c.triangles).padStart(9)} ${String(c.calls).padStart(4)}  ${key}`);
  }
  console.log(`${String(sum).padStart(9)} ${String(calls).padStart(4)}  (sum)`);
} finally {
  await browser.close();
  await server.close();
}
