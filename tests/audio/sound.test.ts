import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Layers, Listener } from '../../src/audio/engine.ts';
import { hoofStrikes } from '../../src/audio/score.ts';
import { type RaceLog, simulate } from '../../src/engine/index.ts';
import { BROADCAST_CAMERAS } from '../../src/replay/cameras.ts';
import { direct } from '../../src/replay/director.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/browser.ts';

/**
 * The race's sound (issue 20), rendered offline in headless Chromium by the engine the viewer plays
 * through (an OfflineAudioContext fed a viewer's frames), written to WAV and measured: levels with
 * sox, hoof strikes against the gallop of the team, silence while paused, the same file twice.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-sound-'));
const RATE = 24_000;
let browser: Browser;
let page: Page;

const race = simulate({ ruleset: 'crudis', seed: 7 });
if (!race.ok) throw new Error(race.error.message);
const log: RaceLog = race.value;
const built = buildPlan(log);
if (!built.ok) throw new Error(built.error);
const plan: Plan = built.plan;
/** Beside the track on the south straight: chariot 0 passes it about 14 s in, 18 m away. */
const LISTENER: Listener = { x: 0, y: 2, z: 25, rightX: 1, rightZ: 0 };

beforeAll(async () => {
  const outDir = join(TMP, 'page');
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      lib: {
        entry: join(ROOT, 'tests/audio/sound-page.ts'),
        formats: ['iife'],
        name: 'SoundPage',
        fileName: () => 'sound.js',
      },
    },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.addScriptTag({ content: readFileSync(join(outDir, 'sound.js'), 'utf8') });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  // QUADRIGA_KEEP_SOUND=1 keeps the WAV files to listen to (their folder is printed).
  if (process.env.QUADRIGA_KEEP_SOUND) console.log(`sound files kept in ${TMP}`);
  else rmSync(TMP, { recursive: true, force: true });
});

interface Render {
  seconds: number;
  from?: number;
  layers?: Partial<Layers>;
  pauses?: [number, number][];
  stands?: [number, number][];
}

/** Renders a race's sound (seed 7's unless another log is given) in the page and writes it to a WAV file; returns its path. */
async function render(name: string, options: Render, raceLog: RaceLog = log): Promise<string> {
  const b64 = await page.evaluate(
    async ({ log, options, listener, rate }) => {
      const q = (window as unknown as { quadrigaSound: typeof import('./sound-page.ts').api }).quadrigaSound;
      const p = q.buildPlan(log);
      if (!p.ok) throw new Error(p.error);
      const buffer = await q.renderOffline(p.plan, { ...options, listener, sampleRate: rate });
      const bytes = q.wav(buffer);
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { log: raceLog, options, listener: LISTENER, rate: RATE },
  );
  const file = join(TMP, `${name}.wav`);
  writeFileSync(file, Buffer.from(b64, 'base64'));
  return file;
}

/**
 * sox's `stat` of a stretch of a file (it reports on stderr): its RMS and largest amplitude (0 to 1),
 * and its rough frequency (Hz: how bright it is).
 */
function statOf(
  file: string,
  from: number,
  seconds: number,
): { rms: number; max: number; frequency: number } {
  const out = execFileSync('sh', ['-c', `sox "${file}" -n trim ${from} ${seconds} stat 2>&1`], {
    encoding: 'utf8',
  });
  const field = (name: string): number => {
    const m = new RegExp(`^${name}:\\s+([-\\d.e]+)`, 'm').exec(out);
    if (!m) throw new Error(`sox stat gave no "${name}":\n${out}`);
    return Number(m[1]);
  };
  return {
    rms: field('RMS     amplitude'),
    max: field('Maximum amplitude'),
    frequency: field('Rough   frequency'),
  };
}

/** The file's samples (left channel + right, mono), from its 16-bit PCM. */
function samples(file: string): Float32Array {
  const bytes = readFileSync(file);
  const n = (bytes.length - 44) / 4;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++)
    out[i] = (bytes.readInt16LE(44 + 4 * i) + bytes.readInt16LE(46 + 4 * i)) / 65536;
  return out;
}

/** The RMS level of each window of `seconds`. */
function levels(x: Float32Array, seconds: number): number[] {
  const w = Math.round(seconds * RATE);
  const out: number[] = [];
  for (let i = 0; i + w <= x.length; i += w) {
    let e = 0;
    for (let k = 0; k < w; k++) e += x[i + k]! ** 2;
    out.push(Math.sqrt(e / w));
  }
  return out;
}

/** Times (s) where the sound's energy jumps: a 4 ms window 4× louder than the 12 ms before it. */
function onsets(x: Float32Array, from: number, to: number): number[] {
  const w = Math.round(0.004 * RATE);
  const energy: number[] = [];
  for (let i = Math.round(from * RATE); i + w <= Math.round(to * RATE); i += w) {
    let e = 0;
    for (let k = 0; k < w; k++) e += x[i + k]! ** 2;
    energy.push(e / w);
  }
  const found: number[] = [];
  let last = -1;
  for (let k = 3; k < energy.length; k++) {
    const before = Math.max(energy[k - 1]!, energy[k - 2]!, energy[k - 3]!);
    if (energy[k]! > 4 * before + 1e-9 && k - last > 5) {
      found.push(from + (k * w) / RATE);
      last = k;
    }
  }
  return found;
}

describe('the sound of a race, rendered offline', () => {
  let mixFile = '';

  test('the full mix: the trumpet at the start, never clipped, silent while paused', async () => {
    // Played 0-9 s, paused 9-11 s, played on.
    mixFile = await render('mix', { seconds: 16, pauses: [[9, 11]] });
    const whole = statOf(mixFile, 0, 16);
    expect(whole.max).toBeLessThan(0.99);
    const trumpet = statOf(mixFile, 0.1, 1.5);
    expect(trumpet.rms, 'the trumpet before the chariots move').toBeGreaterThan(0.02);
    const racing = statOf(mixFile, 5, 3);
    expect(racing.rms, 'the race under way').toBeGreaterThan(0.01);
    const paused = statOf(mixFile, 9.2, 1.7);
    expect(paused.rms, 'paused').toBeLessThan(0.0005);
    const after = statOf(mixFile, 11.5, 3);
    expect(after.rms, 'playing again').toBeGreaterThan(0.01);
  }, 240_000);

  test("the winner's finish brings the crowd up; over the results card the crowd dies down, not cut off", async () => {
    // The broadcast's results come up four seconds after the winner crosses the line (`stands`: the
    // race stands still, the stands are heard); a paused viewer falls silent instead.
    const finish = plan.markers.find((m) => m.kind === 'finish')!;
    const from = finish.time - 4;
    const results = await render('results', { from, seconds: 12, stands: [[8, 12]] });
    const paused = await render('results-paused', { from, seconds: 12, pauses: [[8, 12]] });
    const before = statOf(results, 0.5, 3).rms;
    const roar = Math.max(...[4, 4.5, 5, 5.5].map((t) => statOf(results, t, 0.5).rms));
    expect(roar, 'the crowd at the finish').toBeGreaterThan(before * 1.3);
    const early = statOf(results, 8.2, 1).rms;
    const late = statOf(results, 11, 1).rms;
    expect(early, 'the crowd over the results').toBeGreaterThan(0.01);
    expect(late, 'dying down').toBeLessThan(early * 0.9);
    expect(late, 'to a murmur, not silence').toBeGreaterThan(0.003);
    expect(statOf(paused, 8.2, 3.5).rms, 'paused').toBeLessThan(0.0005);
  }, 240_000);

  test('the same log sounds the same: every sample within the last bit', async () => {
    // Chromium's audio graph rounds a few samples in a million differently from run to run (one
    // step of 16 bits); anything seeded from the clock or Math.random would differ everywhere.
    const again = await render('mix-again', { seconds: 16, pauses: [[9, 11]] });
    const a = samples(mixFile);
    const b = samples(again);
    expect(b.length).toBe(a.length);
    let worst = 0;
    let differing = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs(a[i]! - b[i]!);
      worst = Math.max(worst, d);
      if (d > 0) differing++;
    }
    expect(worst).toBeLessThanOrEqual(1 / 32768);
    expect(differing).toBeLessThan(a.length / 1000);
  }, 240_000);

  test("one team's hooves strike at its gallop: none standing, faster at speed", async () => {
    /** Strikes a team's gallop gives in a stretch (its phase is free: ±4 at the ends). */
    const strikes = (team: number, from: number, to: number): number => {
      let n = 0;
      hoofStrikes(plan, team, from, to, { phase: 0 }, () => n++);
      return n;
    };
    // A team fast at 12-15 s and much slower at 25-28 s (read from the plan, so a Crudis rule change
    // that reshapes the race picks another team rather than leaving the test without one).
    const team = plan.chariots.findIndex((_, k) => strikes(k, 12, 15) > strikes(k, 25, 28) + 8);
    expect(team, 'a team fast at 12-15 s and slow at 25-28 s').toBeGreaterThanOrEqual(0);
    const file = await render('hooves', {
      seconds: 30,
      layers: { hooves: true, wheels: false, crowd: false, shots: false, rain: false, only: team },
    });
    const x = samples(file);
    const expected = (from: number, to: number): number => strikes(team, from, to);
    // Standing at the start (0-2.5 s), fast at 12-15 s, slow at 25-28 s.
    expect(onsets(x, 0.2, 2.4)).toEqual([]);
    const fast = onsets(x, 12, 15).length;
    const slow = onsets(x, 25, 28).length;
    expect(expected(12, 15)).toBeGreaterThan(expected(25, 28) + 8);
    expect(Math.abs(fast - expected(12, 15))).toBeLessThanOrEqual(5);
    expect(Math.abs(slow - expected(25, 28))).toBeLessThanOrEqual(5);
  }, 240_000);

  test('the crowd swells at a wreck', async () => {
    const wreck = plan.markers.find((m) => m.kind === 'wreck')!;
    expect(wreck, 'seed 7 has a wreck').toBeDefined();
    const file = await render('crowd', {
      from: wreck.time - 4,
      seconds: 7,
      layers: { hooves: false, wheels: false, crowd: true, shots: false, rain: false },
    });
    const before = statOf(file, 2, 1.5).rms;
    const after = statOf(file, 4.8, 1.5).rms;
    expect(after).toBeGreaterThan(before * 1.8);
  }, 240_000);

  test("a recording's soundtrack is the programme's: the same at 60 frames a second or one in a few seconds, and it rises at the wreck", async () => {
    // What the recorder does (src/ui/broadcast/recorder.ts, programme-sound.ts): a mark of where the
    // programme stood with each frame drawn, then the sound rendered over the whole recording from
    // them. Eight seconds of seed 7's directed race around its first wreck, recorded once by a
    // machine drawing 60 frames a second and once by one drawing a frame every two or three seconds.
    const programme = direct(plan, { cameras: BROADCAST_CAMERAS });
    const wreck = plan.markers.find((m) => m.kind === 'wreck')!;
    // The programme second the wreck is on air live (not in a replay).
    const cut = programme.cuts.find(
      (c) => !c.replay && c.raceFrom <= wreck.time && c.raceFrom + (c.end - c.start) * c.rate > wreck.time,
    )!;
    const at = cut.start + (wreck.time - cut.raceFrom) / cut.rate;
    const from = at - 4;
    const fast = Array.from({ length: 8 * 60 }, (_, k) => k / 60);
    const slow = [0, 2.7, 5.9];
    const files: string[] = [];
    for (const [name, marks] of [
      ['programme-fast', fast],
      ['programme-slow', slow],
    ] as const) {
      const b64 = await page.evaluate(
        async ({ log, programme, from, marks }) => {
          const q = (window as unknown as { quadrigaSound: typeof import('./sound-page.ts').api })
            .quadrigaSound;
          const p = q.buildPlan(log);
          if (!p.ok) throw new Error(p.error);
          const sound = q.programmeSound(p.plan);
          // What the page's own engine was given on each frame does not matter while the race is on air.
          const frame = {
            time: 0,
            rate: 1,
            playing: true,
            listener: { x: 0, y: 0, z: 0, rightX: 1, rightZ: 0 },
          };
          for (const m of marks)
            sound.mark({
              at: m,
              phase: 'race',
              time: from + m,
              programme,
              live: false,
              called: false,
              frame,
            });
          const buffer = await q.renderTrack(q.buildScore(p.plan), sound.track, 8, { sampleRate: 24_000 });
          const bytes = q.wav(buffer);
          let s = '';
          for (let i = 0; i < bytes.length; i += 0x8000)
            s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          return btoa(s);
        },
        { log, programme, from, marks: [...marks] },
      );
      const file = join(TMP, `${name}.wav`);
      writeFileSync(file, Buffer.from(b64, 'base64'));
      files.push(file);
    }
    // The level, window by window (50 ms), is the same. (Not sample for sample: the programme's
    // time reached by different sums differs in its last bit, which can move a hoof strike by a
    // sample or choose another of its variants.)
    const [fast50, slow50] = files.map((f) => levels(samples(f), 0.05));
    expect(slow50!.length).toBe(fast50!.length);
    const apart = fast50!.flatMap((x, i) => {
      const y = slow50![i]!;
      return Math.abs(x - y) > 0.05 * Math.max(x, y) + 0.001
        ? [`${(i * 0.05).toFixed(2)} s: ${x} against ${y}`]
        : [];
    });
    expect(apart, "the slow machine's soundtrack against the fast one's").toEqual([]);
    const before = statOf(files[1]!, 1, 2.5).rms;
    const wrecked = Math.max(...[4, 4.5, 5, 5.5].map((t) => statOf(files[1]!, t, 0.5).rms));
    expect(before, 'the race before the wreck').toBeGreaterThan(0.002);
    expect(wrecked, 'the crash and the crowd').toBeGreaterThan(before * 1.5);
  }, 240_000);

  test('rain falls on a wet race, not on a dry one: a bright hiss beside the murmur of the crowd', async () => {
    // Circus Maximus seed 7 is rained on from before the start; Crudis has no weather.
    const wet = simulate({ ruleset: 'circus-maximus', seed: 7 });
    if (!wet.ok) throw new Error(wet.error.message);
    expect(wet.value.events.find((e) => e.weather)?.weather?.sky).toBe('rain');
    const only = (layer: 'rain' | 'crowd') => ({
      hooves: false,
      wheels: false,
      crowd: layer === 'crowd',
      shots: false,
      rain: layer === 'rain',
    });
    const rain = statOf(await render('rain', { seconds: 5, layers: only('rain') }, wet.value), 2, 3);
    const dry = statOf(await render('dry', { seconds: 5, layers: only('rain') }), 2, 3);
    const crowd = statOf(await render('wet-crowd', { seconds: 5, layers: only('crowd') }, wet.value), 2, 3);
    expect(rain.rms, 'rain on the wet race').toBeGreaterThan(0.01);
    expect(rain.max).toBeLessThan(0.99);
    expect(dry.rms, 'no rain on the dry one').toBeLessThan(0.0005);
    expect(rain.frequency, 'rain is brighter than the crowd').toBeGreaterThan(crowd.frequency * 1.3);
  }, 240_000);

  test('a team is loud passing the listener and faint across the circus', async () => {
    const file = await render('one-team', {
      seconds: 15,
      layers: { hooves: true, wheels: true, crowd: false, shots: false, rain: false, only: 0 },
    });
    // About 14 s in it passes 18 m away; at 4 s it is 140 m off down the straight.
    const near = statOf(file, 13.2, 1).rms;
    const far = statOf(file, 3.5, 1).rms;
    expect(near).toBeGreaterThan(far * 3);
  }, 240_000);
});
