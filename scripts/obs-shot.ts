import { join, resolve } from 'node:path';
import { simulate } from '../src/engine/rulesets/index.ts';
import { BROADCAST_CAMERAS } from '../src/replay/cameras.ts';
import { direct } from '../src/replay/director.ts';
import { buildPlan } from '../src/replay/plan.ts';
import { openBuiltSite, sceneReady } from './built-site.ts';

/**
 * `npx tsx scripts/obs-shot.ts [path]`: the OBS guide's picture (docs/obs-broadcast.jpg). Builds the
 * site, opens the broadcast page as an OBS browser source shows it (1920×1080, `window.obsstudio`
 * set before the page's scripts, medium quality as on a machine with a GPU), goes to the programme
 * second just after Crudis seed 7's first wreck is on air live, held there while the lower third and
 * the commentary call it, and saves the page as a JPEG.
 */
const ROOT = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(ROOT, 'docs/obs-broadcast.jpg'));
const SEED = 7;

// The programme second the wreck is on air live, as the page directs it (the same log, the same cuts).
const race = simulate({ ruleset: 'crudis', seed: SEED });
if (!race.ok) throw new Error(race.error.message);
const built = buildPlan(race.value);
if (!built.ok) throw new Error(built.error);
const programme = direct(built.plan, { cameras: BROADCAST_CAMERAS });
const wreck = built.plan.markers.find((m) => m.kind === 'wreck');
if (!wreck) throw new Error(`seed ${SEED} has no wreck`);
const cut = programme.cuts.find(
  (c) => !c.replay && c.raceFrom <= wreck.time && c.raceFrom + (c.end - c.start) * c.rate > wreck.time,
);
if (!cut) throw new Error(`seed ${SEED}'s programme never shows its wreck live`);
const onAir = cut.start + (wreck.time - cut.raceFrom) / cut.rate;

const site = await openBuiltSite();
try {
  const page = await site.browser.newPage({ viewport: { width: 1920, height: 1080 } });
  page.setDefaultTimeout(300_000);
  await page.addInitScript(() => {
    (window as unknown as { obsstudio: object }).obsstudio = { pluginVersion: '2.24.0' };
  });
  const query = `?mode=broadcast&ruleset=crudis&seed=${SEED}&card=0&odds=0&quality=medium`;
  await page.goto(new URL(query, site.url).href, { waitUntil: 'load' });
  await sceneReady(page);
  // Held at a second after the wreck (a loaded software renderer draws a frame in tens of seconds,
  // and the programme keeps to real time: left running it would be far on by the next frame), then
  // a few frames for the cut, the lower third and the commentary line to come up.
  await page.evaluate(`(() => {
    const b = window.__quadriga.broadcast;
    b.hold(true);
    b.seek(${onAir + 1.2});
  })()`);
  // (A string, not a function: tsx would wrap a function's inner ones in a helper the page lacks.)
  await page.evaluate(`new Promise((done) => {
    let left = 4;
    const step = () => (--left <= 0 ? done() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  })`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: out, type: 'jpeg', quality: 85, timeout: 300_000 });
  console.log(`wrote ${out} (programme ${onAir.toFixed(1)} s: the wreck on air)`);
} finally {
  await site.close();
}
