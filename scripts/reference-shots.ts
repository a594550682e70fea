import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { RaceLog } from '../src/engine/log/schema.ts';
import { serializeLog } from '../src/engine/log/serialize.ts';
import { simulate } from '../src/engine/rulesets/index.ts';
import { CIRCUS, FINISH_X } from '../src/engine/track/circus-maximus.ts';
import { winnerTime } from '../src/replay/director.ts';
import { buildEffects } from '../src/replay/effects.ts';
import { buildPlan, type Plan } from '../src/replay/plan.ts';
import { newSample, sampleChariot } from '../src/replay/sample.ts';
import { subjectOf } from '../src/scene/camera-shots.ts';
import { buildEffectsLog, HEAVY_MUD_TURN } from '../tests/fixtures/effects-log.ts';
import { openBuiltSite } from './built-site.ts';

/**
 * `npx tsx scripts/reference-shots.ts [label] [--quality=low|medium|high]`: the reference shots of
 * the look (issue 24), rendered at 1920×1080, high quality unless asked, from one fixed race, into
 * docs/look/<label>/ (label: today's date by default), so that every change to the look can be set
 * beside the last (docs/look/index.md; a set at another quality beside the last at that quality,
 * in docs/look/index-<quality>.md: low is what every software-rendered machine gets).
 *
 * Two fixed races: a clear Crudis race (seed 7, the README's) for the start, the first meta and
 * the finish, and the scripted race of the effect tests (tests/fixtures/effects-log.ts: a Crudis
 * race with a wreck, rain from turn 5 and heavy mud from turn 6) for the wreck and the rain. Each
 * shot's moment and camera are worked out from its race's plan, so they stay put while the look
 * changes: the field leaving the gates, the leader at the first meta, the wreck as the car breaks
 * up, the pack in the rain on a muddy track, the winner crossing the line; then the start in the
 * morning light and the finish at sunset (`?time=`). The page's own panels are hidden: only the 3D
 * picture is compared. docs/look/index.md is rewritten to set the new shots beside the set rendered
 * before them, each set with what changed in it (`<label>/notes.md`, written by hand). ffmpeg (installed with the tests' tools) turns each frame into a palette
 * PNG, a fifth of the weight of the full-colour one; without it the full-colour PNG is kept.
 */

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const QUALITIES = ['low', 'medium', 'high'] as const;
type Quality = (typeof QUALITIES)[number];
const asked = args.find((a) => a.startsWith('--quality='))?.slice('--quality='.length) ?? 'high';
const quality = QUALITIES.find((q) => q === asked);
if (!quality) throw new Error(`--quality=${asked}: expected one of ${QUALITIES.join(', ')}`);
const label = args.find((a) => !a.startsWith('--')) ?? new Date().toISOString().slice(0, 10);
/** The index a quality's sets are set side by side in (high's is the one every change updates). */
const indexOf = (q: Quality): string => (q === 'high' ? 'index.md' : `index-${q}.md`);
const INDEX = indexOf(quality);
const LOOK = join(ROOT, 'docs/look');
const outDir = join(LOOK, label);
const SIZE = { width: 1920, height: 1080 };

type V3 = [number, number, number];
interface Shot {
  name: string;
  /** Which race: `clear` (Crudis seed 7) or `storm` (the effect tests' race). */
  race: 'clear' | 'storm';
  time: number;
  camera: V3;
  target: V3;
  /** The time of day (`?time=`), when not the afternoon. */
  light?: 'morning' | 'sunset';
}

const clearRace = simulate({ ruleset: 'crudis', seed: 7 });
if (!clearRace.ok) throw new Error(clearRace.error.message);
const LOGS: Record<Shot['race'], RaceLog> = { clear: clearRace.value, storm: buildEffectsLog() };

function planOf(log: RaceLog): Plan {
  const built = buildPlan(log);
  if (!built.ok) throw new Error(built.error);
  return built.plan;
}

const s = newSample();

/** What the shots need to know of one race's plan. */
function reader(plan: Plan) {
  const leaderAt = (t: number): { x: number; z: number; heading: number } => {
    subjectOf(plan, t, null, s);
    return { x: s.x, z: s.z, heading: s.heading };
  };
  return {
    leaderAt,
    /** The first time the leader is past x (running east on the south straight). */
    leaderPast(x: number): number {
      for (let t = 0; t < plan.duration; t += 0.05) if (leaderAt(t).x >= x) return t;
      throw new Error(`the leader never reaches x = ${x}`);
    },
    /** The middle of the field at `t` (chariots still racing). */
    packAt(t: number): { x: number; z: number } {
      let x = 0;
      let z = 0;
      let n = 0;
      for (const c of plan.chariots) {
        sampleChariot(plan, c, t, s);
        if (s.status !== 'racing') continue;
        x += s.x;
        z += s.z;
        n++;
      }
      return n ? { x: x / n, z: z / n } : leaderAt(t);
    },
  };
}

function shots(): Shot[] {
  const clearPlan = planOf(LOGS.clear);
  const clear = reader(clearPlan);
  const stormPlan = planOf(LOGS.storm);
  const storm = reader(stormPlan);

  const start = clear.packAt(1.5);
  const meta = clear.leaderPast(CIRCUS.eastMetaX) + 1.2;
  const atMeta = clear.leaderAt(meta);
  const won = winnerTime(clearPlan);
  if (!Number.isFinite(won)) throw new Error('nobody wins the clear race');
  const finish = clear.leaderAt(won);
  const debris = buildEffects(stormPlan).bursts.find((b) => b.kind === 'debris');
  if (!debris) throw new Error('the storm race has no wreck');
  const rainTime = stormPlan.turnStart[HEAVY_MUD_TURN + 1]! + 1;
  const rain = storm.leaderAt(rainTime);
  // Behind the field and above it as it leaves the gates, looking east along the south straight.
  const startShot: Shot = {
    name: '1-start',
    race: 'clear',
    time: 1.5,
    camera: [start.x - 30, 10, start.z + 14],
    target: [start.x + 30, 1, start.z - 4],
  };
  // Past the line beside the spina's end, the winner crossing it with the imperial box behind.
  const finishShot: Shot = {
    name: '5-finish',
    race: 'clear',
    time: won - 0.2,
    camera: [FINISH_X + 30, 8, 8],
    target: [finish.x - 4, 1.5, finish.z + 6],
  };
  return [
    startShot,
    // From the stands outside the east turn, the leader rounding the meta.
    {
      name: '2-first-meta',
      race: 'clear',
      time: meta,
      camera: [CIRCUS.eastMetaX + 78, 26, 52],
      target: [atMeta.x, 1, atMeta.z],
    },
    // Beside the wreck as the car breaks up.
    {
      name: '3-wreck',
      race: 'storm',
      time: debris.time + 0.4,
      camera: [debris.x - 20, 9, debris.z + 16],
      target: [debris.x, 1, debris.z],
    },
    // Low at the trackside ahead of the leader, the pack coming on through the rain and mud.
    {
      name: '4-rain-and-mud',
      race: 'storm',
      time: rainTime,
      camera: [rain.x + 34 * Math.cos(rain.heading), 5, rain.z - 34 * Math.sin(rain.heading) + 14],
      target: [rain.x, 1, rain.z],
    },
    finishShot,
    // The start and the finish again in the other lights of the day.
    { ...startShot, name: '6-start-morning', light: 'morning' },
    { ...finishShot, name: '7-finish-sunset', light: 'sunset' },
  ];
}

const round = (n: number): number => Math.round(n * 100) / 100;
const v3 = (v: V3): string => v.map((n) => n.toFixed(2)).join(',');

async function shoot(page: Page, base: string, shot: Shot, file: string): Promise<void> {
  const light = shot.light ? `&time=${shot.light}` : '';
  const path = `/?log=/__look/${shot.race}.json&quality=${quality}&camera=${v3(shot.camera)}&target=${v3(shot.target)}${light}`;
  await page.goto(new URL(path, base).href, { waitUntil: 'load' });
  await page.waitForFunction('window.__quadriga && window.__quadriga.complete === true', undefined, {
    timeout: 300_000,
    polling: 250,
  });
  await page.evaluate(`(() => { const q = window.__quadriga; q.pause(); q.seek(${shot.time}); })()`);
  // Wreck debris is simulated by lazily loaded physics: wait until it has caught up with the moment.
  if (shot.name === '3-wreck') {
    await page.waitForFunction(
      `window.__quadrigaDebris !== undefined && Math.abs(window.__quadrigaDebris.simTime - ${shot.time}) < 0.05`,
      undefined,
      { timeout: 120_000, polling: 250 },
    );
  }
  // The crowd and weather ease toward the moment: a few frames settle them.
  for (let i = 0; i < 4; i++) {
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => done(null)))');
  }
  await page.screenshot({ path: file, type: 'png', timeout: 300_000 });
}

/** A palette PNG of `file` (ffmpeg), in place; the full-colour one if ffmpeg is missing or fails. */
function compress(file: string): void {
  const small = `${file}.small.png`;
  try {
    execFileSync(
      'ffmpeg',
      [
        '-loglevel',
        'error',
        '-y',
        '-i',
        file,
        '-vf',
        'split[a][b];[a]palettegen=max_colors=256:stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a',
        small,
      ],
      { stdio: 'inherit' },
    );
    renameSync(small, file);
  } catch (error) {
    console.warn(`kept the full-colour ${file}: ${(error as Error).message}`);
    rmSync(small, { force: true });
  }
}

const list = shots();
const site = await openBuiltSite();
try {
  const page = await site.browser.newPage({ viewport: SIZE });
  page.setDefaultTimeout(300_000);
  for (const [race, log] of Object.entries(LOGS)) {
    const body = serializeLog(log);
    await page.route(`**/__look/${race}.json`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
  }
  // Only the 3D picture: the panels hidden, the canvas shown.
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { visibility: hidden !important } canvas { visibility: visible !important }';
      document.head.append(style);
    });
  });
  mkdirSync(outDir, { recursive: true });
  const base = site.url;
  for (const shot of list) {
    const file = join(outDir, `${shot.name}.png`);
    await shoot(page, base, shot, file);
    compress(file);
    console.log(
      `wrote ${file} (${Math.round(statSync(file).size / 1024)} KiB, t = ${shot.time.toFixed(2)} s)`,
    );
  }
  const rendered = new Date().toISOString();
  const record = {
    rendered,
    races: { clear: 'crudis seed 7', storm: 'tests/fixtures/effects-log.ts' },
    size: SIZE,
    quality,
    shots: list.map((shot) => ({
      ...shot,
      time: round(shot.time),
      camera: shot.camera.map(round),
      target: shot.target.map(round),
    })),
  };
  // number arrays on one line, as the formatter lays them out
  const json = JSON.stringify(record, null, 2).replace(
    /\[\s+([-\d.,\s]+?)\s+\]/g,
    (_, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`,
  );
  writeFileSync(join(outDir, 'shots.json'), `${json}\n`);
  writeIndex(list);
} finally {
  await site.close();
}

/** The sets rendered so far at this quality (a set that names none was high), oldest first. */
function renderedSets(): { label: string; rendered: string }[] {
  return readdirSync(LOOK)
    .filter((name) => existsSync(join(LOOK, name, 'shots.json')))
    .map((name) => {
      const record = JSON.parse(readFileSync(join(LOOK, name, 'shots.json'), 'utf8')) as {
        rendered?: string;
        quality?: Quality;
      };
      return { label: name, rendered: String(record.rendered ?? ''), quality: record.quality ?? 'high' };
    })
    .filter((set) => set.quality === quality)
    .sort((a, b) => a.rendered.localeCompare(b.rendered));
}

/** What changed in a set's look, as its `notes.md` says (one paragraph), for the index's list. */
function noteOf(set: string): string {
  const file = join(LOOK, set, 'notes.md');
  if (!existsSync(file)) return '';
  return `: ${readFileSync(file, 'utf8').trim().replace(/\s+/g, ' ')}`;
}

/** docs/look/index.md (or index-<quality>.md): this set beside the one rendered before it at its quality, and the older sets. */
function writeIndex(list: readonly Shot[]): void {
  const sets = renderedSets();
  const others = sets.filter((s) => s.label !== label);
  const previous = others[others.length - 1]?.label;
  const lines = [
    quality === 'high' ? '# The look, side by side' : `# The look at ${quality} quality, side by side`,
    '',
    `The reference shots of the arena (issue 24), rendered at 1920×1080 at ${quality} quality from two`,
    `fixed races by \`npx tsx scripts/reference-shots.ts <label>${quality === 'high' ? '' : ` --quality=${quality}`}\` (scripts/reference-shots.ts), so a change to the`,
    'look can be set beside the last one. Render a new set after changing the look and look at it here.',
    // the other qualities' indexes (low is what every software-rendered machine gets)
    ...QUALITIES.filter((q) => q !== quality && existsSync(join(LOOK, indexOf(q)))).map(
      (q) => `The sets at ${q} quality: [${indexOf(q)}](${indexOf(q)}).`,
    ),
    '',
    previous ? `| shot | before: \`${previous}\` | now: \`${label}\` |` : `| shot | now: \`${label}\` |`,
    previous ? '|---|---|---|' : '|---|---|',
    ...list.map((shot) => {
      const now = `![${shot.name} (${label})](${label}/${shot.name}.png)`;
      if (!previous) return `| ${shot.name} | ${now} |`;
      // a shot the set before did not have
      if (!existsSync(join(LOOK, previous, `${shot.name}.png`))) return `| ${shot.name} | (new) | ${now} |`;
      return `| ${shot.name} | ![${shot.name} (${previous})](${previous}/${shot.name}.png) | ${now} |`;
    }),
    '',
    'Every set kept here, oldest first:',
    '',
    ...sets.map(
      (s) => `- \`${s.label}\` (rendered ${s.rendered.slice(0, 16).replace('T', ' ')} UTC)${noteOf(s.label)}`,
    ),
    '',
  ];
  writeFileSync(join(LOOK, INDEX), lines.join('\n'));
  // The table laid out as the repository's formatter lays it (format:check covers docs/).
  execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', join(LOOK, INDEX)], {
    stdio: 'ignore',
  });
}
