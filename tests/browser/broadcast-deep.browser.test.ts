import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { channelSeed } from '../../src/ui/broadcast/channel.ts';
import { setupFromHeader } from '../../src/ui/broadcast/odds.ts';
import { type BroadcastWindow, FULL_HD, frames, holdAt, programmeOf, shoot } from './broadcast-page.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { decodePng } from './png.ts';

// The broadcast page's longer checks (`npm run test:deep`): recording with sound, the clean feed,
// the locked chariot, the channel's next race, a full Circus Maximus card at 1080p, OBS.

const tmp = mkdtempSync(join(tmpdir(), 'quadriga-recording-'));
afterAll(() =>
  process.env['QUADRIGA_KEEP_RECORDINGS']
    ? console.log(`kept ${tmp}`)
    : rmSync(tmp, { recursive: true, force: true }),
);
interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  format: { duration: string };
}

/** ffprobe's reading of a file's streams and container. */
function ffprobe(file: string): Probe {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as Probe;
} /** What a recording gave: its bytes' look, and what a <video> element makes of it. */
interface RecordedVideo {
  type: string;
  size: number;
  head: number[];
  width: number;
  height: number;
  /** Seconds, from the file's header. */
  duration: number;
  /** Spread of a frame's brightness (0: a flat picture), or -1 when none decoded. */
  spread: number;
  error: string | null;
  /** The file, for ffprobe. */
  base64: string;
}

/** Records the broadcast in the page, then decodes the WebM there and looks at a frame of it. */
function recordIn(
  page: Page,
  options: {
    seconds?: number;
    frames?: number;
    from?: number;
    until?: number;
    span?: number;
    overlay: boolean;
    width: number;
    height: number;
    format: 'mp4' | 'webm';
  },
) {
  return page.evaluate(async (o): Promise<RecordedVideo> => {
    const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
    b.hold(false);
    const blob = await b.record(o);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const video = document.createElement('video');
    video.muted = true;
    const url = URL.createObjectURL(blob);
    video.src = url;
    // 'loadeddata': the first frame is decoded, not only the header read.
    const error = await new Promise<string | null>((resolve) => {
      video.onloadeddata = () => resolve(null);
      video.onerror = () => resolve(video.error?.message ?? 'error');
      setTimeout(() => resolve('no frame decoded within 60 s'), 60_000);
    });
    let spread = -1;
    if (error === null) {
      // Play it until a frame is on screen: only then can a canvas draw it (right at 'loadeddata'
      // Chromium may not have handed a frame over yet).
      video.style.cssText = 'position:fixed;left:0;top:0;width:192px;height:108px';
      document.body.append(video);
      await new Promise<void>((resolve) => {
        video.requestVideoFrameCallback(() => resolve());
        void video.play();
        setTimeout(resolve, 60_000);
      });
      video.pause();
      const c = document.createElement('canvas');
      c.width = 96;
      c.height = 54;
      const ctx = c.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(video, 0, 0, c.width, c.height);
      const px = ctx.getImageData(0, 0, c.width, c.height).data;
      let lo = 255;
      let hi = 0;
      for (let i = 0; i < px.length; i += 4) {
        const y = (px[i]! + px[i + 1]! + px[i + 2]!) / 3;
        lo = Math.min(lo, y);
        hi = Math.max(hi, y);
      }
      spread = hi - lo;
    }
    video.remove();
    URL.revokeObjectURL(url);
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return {
      base64: btoa(text),
      type: blob.type,
      size: bytes.length,
      head: Array.from(bytes.slice(0, 4)),
      width: video.videoWidth,
      height: video.videoHeight,
      duration: video.duration,
      spread,
      error,
    };
  }, options);
}
/** The sound track of a recording, as a mono 24 kHz WAV beside it (ffmpeg). */
function soundOf(file: string): string {
  const wav = `${file}.wav`;
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', file, '-vn', '-ac', '1', '-ar', '24000', wav]);
  return wav;
}

/** sox's RMS amplitude (0 to 1) of `seconds` of a WAV file from `from`. */
function rms(wav: string, from: number, seconds: number): number {
  const stat = execFileSync('sh', ['-c', `sox "${wav}" -n trim ${from} ${seconds} stat 2>&1`], {
    encoding: 'utf8',
  });
  const m = /^RMS\s+amplitude:\s+([\d.e-]+)/m.exec(stat);
  if (!m) throw new Error(`sox stat gave no RMS amplitude:\n${stat}`);
  return Number(m[1]);
}

/** The programme second a seed's first wreck (or the winner's finish) is on air live (not in a replay). */
function liveOnAir(seed: number, kind: 'wreck' | 'finish'): number {
  const { log, programme } = programmeOf(seed);
  const built = buildPlan(log);
  if (!built.ok) throw new Error(built.error);
  const moment = built.plan.markers.find((m) => m.kind === kind);
  if (!moment) throw new Error(`seed ${seed} has no ${kind}`);
  const cut = programme.cuts.find(
    (c) => !c.replay && c.raceFrom <= moment.time && c.raceFrom + (c.end - c.start) * c.rate > moment.time,
  );
  if (!cut) throw new Error(`the programme of seed ${seed} never shows its ${kind} live`);
  return cut.start + (moment.time - cut.raceFrom) / cut.rate;
}

describe('the broadcast page, recorded and re-addressed', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), '/?mode=broadcast&seed=7&card=600&odds=6&sound=1', FULL_HD);
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });
  it('records the broadcast with its sound: MP4 (H.264, Opus) and WebM (VP8, Opus), seekable', async () => {
    const { page } = opened;
    const { programme } = programmeOf(7);
    // With the overlay at the full 1920×1080 (the default); the clean feed at another size.
    // SwiftShader draws about a frame a second (one in ten or more on a loaded machine, and the
    // programme keeps to real time meanwhile): two seconds and a frame after the first. The sound
    // does not need frames: it is rendered from the programme.
    // Each from the second cut: the programme keeps to real time while a recording is checked, and
    // on a loaded machine would reach the (silent) results before the next one.
    const from = programme.cuts[1]!.start;
    const runs = [
      { format: 'mp4', seconds: 2, frames: 1, from, overlay: true, width: 1920, height: 1080 },
      { format: 'webm', seconds: 2, frames: 1, from, overlay: false, width: 960, height: 540 },
    ] as const;
    for (const run of runs) {
      const video = await recordIn(page, run);
      const file = join(tmp, `recording.${run.format}`);
      const bytes = Buffer.from(video.base64, 'base64');
      writeFileSync(file, bytes);
      expect(video.error).toBeNull();
      expect(video.type).toBe(run.format === 'mp4' ? 'video/mp4' : 'video/webm');
      expect(video.size).toBeGreaterThan(1000);
      expect([video.width, video.height]).toEqual([run.width, run.height]);
      // A picture of the arena, not a blank frame.
      expect(video.spread).toBeGreaterThan(30);
      const probe = ffprobe(file);
      const v = probe.streams.find((st) => st.codec_type === 'video');
      const a = probe.streams.find((st) => st.codec_type === 'audio');
      expect(v?.codec_name).toBe(run.format === 'mp4' ? 'h264' : 'vp8');
      expect([v?.width, v?.height]).toEqual([run.width, run.height]);
      expect(a?.codec_name, 'the sound is in the file').toBe('opus');
      // As long as the recording (the stop comes a frame or so late on a slow machine).
      expect(Number(probe.format.duration)).toBeGreaterThan(run.seconds - 0.3);
      // (At load 20 a SwiftShader frame takes ~10 s, and the stop waits for one.)
      expect(Number(probe.format.duration)).toBeLessThan(run.seconds + 60);
      // The sound is there, not a silent track (tests/audio/sound.test.ts measures what it holds).
      expect(rms(soundOf(file), 0, run.seconds)).toBeGreaterThan(0.002);
      // Seekable: an MP4's index (moov) before its media data, a WebM's cues.
      if (run.format === 'mp4') {
        expect(bytes.indexOf('moov')).toBeGreaterThan(0);
        expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      } else {
        expect(bytes.indexOf(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBeGreaterThan(0);
      }
    }
    expect(opened.errors).toEqual([]);
  }, 900_000);
  it('records a wreck with &sound=1: the level in the file rises at the wreck, however slowly the page draws', async () => {
    const { page } = opened;
    // Four seconds of race before the wreck and three after, from the programme second it is on air.
    const wreck = liveOnAir(7, 'wreck');
    const run = {
      format: 'webm',
      overlay: false,
      width: 480,
      height: 270,
      from: wreck - 4,
      until: wreck + 3,
    } as const;
    const video = await recordIn(page, run);
    const file = join(tmp, 'wreck.webm');
    writeFileSync(file, Buffer.from(video.base64, 'base64'));
    expect(video.error).toBeNull();
    const probe = ffprobe(file);
    expect(probe.streams.find((st) => st.codec_type === 'audio')?.codec_name).toBe('opus');
    // The file is the programme's time, not the wall clock's (a slow page takes far longer).
    expect(Number(probe.format.duration)).toBeGreaterThan(7 - 0.3);
    // The wreck is 4 s into the file: the race before it, then the crash and the crowd's roar.
    const wav = soundOf(file);
    const before = rms(wav, 1, 2.5);
    const at = Math.max(...[4, 4.5, 5, 5.5].map((t) => rms(wav, t, 0.5)));
    console.log(`recorded wreck: RMS ${before.toFixed(4)} before, ${at.toFixed(4)} at the wreck`);
    expect(before, 'the race before the wreck').toBeGreaterThan(0.002);
    expect(at, 'the crash and the crowd').toBeGreaterThan(before * 1.5);
    expect(opened.errors).toEqual([]);
  }, 900_000);

  it('records the start, the finish and the results: a trumpet, a roar, the crowd over the results card', async () => {
    const { page } = opened;
    const { programme } = programmeOf(7);
    const small = { format: 'webm', overlay: false, width: 480, height: 270 } as const;
    /** Records `span` programme seconds from `from` and gives the sound track's file. */
    const record = async (name: string, from: number, span: number) => {
      const begun = Date.now();
      const run = await recordIn(page, { ...small, from, span });
      const file = join(tmp, `${name}.webm`);
      writeFileSync(file, Buffer.from(run.base64, 'base64'));
      expect(run.error).toBeNull();
      expect(Number(ffprobe(file).format.duration)).toBeGreaterThan(span - 0.3);
      console.log(
        `recorded ${name}: ${span} s of programme in ${((Date.now() - begun) / 1000).toFixed(0)} s`,
      );
      return soundOf(file);
    };
    // The off (the trumpet sounds as the chariots leave), the winner crossing the line (four
    // seconds before it and after), and the programme's last four seconds into the results card.
    const start = await record('start', 0, 4);
    const finish = await record('finish', liveOnAir(7, 'finish') - 4, 8);
    const results = await record('results', programme.duration - 4, 8);
    const levels = {
      start: rms(start, 0, 3),
      beforeFinish: rms(finish, 0.5, 3),
      finish: Math.max(...[4, 4.5, 5, 5.5].map((t) => rms(finish, t, 0.5))),
      end: rms(results, 1, 3),
      results: rms(results, 4.5, 3),
    };
    console.log(`recorded levels (RMS): ${JSON.stringify(levels)}`);
    expect(levels.start, 'the trumpet at the off').toBeGreaterThan(0.02);
    expect(levels.finish, 'the roar as the winner crosses the line').toBeGreaterThan(
      levels.beforeFinish * 1.5,
    );
    // Not cut off when the results come up: the crowd dies down under them.
    expect(levels.results, 'the crowd over the results').toBeGreaterThan(0.005);
    expect(levels.results, 'dying down').toBeLessThan(levels.end);
    expect(opened.errors).toEqual([]);
  }, 900_000);

  it('gives a clean feed without the overlay, on a transparent background', async () => {
    const { page } = opened;
    await opened.goto('/?mode=broadcast&seed=7&card=0&overlay=0&transparent=1&odds=0');
    await waitForScene(page);
    await frames(page, 2);
    expect(await page.locator('[data-testid=broadcast-overlay]').count()).toBe(0);
    expect(await page.locator('.qb-card').count()).toBe(0);
    const { programme } = programmeOf(7);
    // The same log gives the same cuts on every page.
    expect(await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.cuts)).toEqual(
      JSON.parse(JSON.stringify(programme.cuts)),
    );
    // Held on the programme's first follow shot, which looks along the track to the horizon where
    // the sky would be: the shot on air when the scene is complete may frame only the stands or
    // the sand (the helicopter's, a trackside's), and the scene completes later on a slower page.
    const follow = programme.cuts.find((c) => c.kind === 'follow')!;
    await holdAt(page, follow.start + 0.5, 2);
    const png = decodePng(await shoot(page, 'broadcast-clean', true));
    // The sky is not drawn: the top rows are see-through, the arena below is not.
    const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3]!;
    let clear = 0;
    let solid = 0;
    for (let x = 0; x < png.width; x += 40) {
      if (alpha(x, 2) === 0) clear++;
      if (alpha(x, png.height - 3) === 255) solid++;
    }
    expect(clear).toBeGreaterThan(0);
    expect(solid).toBeGreaterThan(0);
    expect(opened.errors).toEqual([]);
  });

  it('stays on the locked chariot: every shot of the cut list frames it', async () => {
    const { page } = opened;
    const { log } = programmeOf(7);
    // Not the winner, so the lock is what keeps the camera on it.
    const lock = log.header.entrants.find((e) => e.id !== log.footer.winner)!.id;
    await opened.goto(`/?mode=broadcast&seed=7&card=0&odds=0&lock=${lock}`);
    await waitForScene(page);
    const { programme } = programmeOf(7, { lock });
    const cuts = await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.cuts);
    expect(cuts).toEqual(JSON.parse(JSON.stringify(programme.cuts)));
    expect(cuts!.length).toBeGreaterThan(1);
    for (const cut of cuts!) {
      if (cut.kind === 'wide') continue;
      expect(cut.subject).toBe(lock);
      expect(cut.chariots[0]).toBe(lock);
    }
    // On air: the lower third of a shot of the locked chariot names it.
    const shot = programme.cuts.findIndex((c, i) => i > 0 && !c.replay);
    await holdAt(page, programme.cuts[shot]!.start + 0.5, 2);
    expect(await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.broadcast.cut)).toBe(
      shot,
    );
    const third = page.locator('[data-testid=lower-third]');
    await third.waitFor({ state: 'visible', timeout: 30_000 });
    const name = log.header.entrants.find((e) => e.id === lock)!.name.toUpperCase();
    expect((await third.locator('.qb-lt-name:not([hidden]) .qb-lt-who').allTextContents())[0]).toBe(name);
    await shoot(page, 'broadcast-locked');
    expect(opened.errors).toEqual([]);
  });

  it('runs the next race of the channel after the results, with its own seed and cut list', async () => {
    const { page } = opened;
    // A short field; the results up for a second, the race card for ten minutes: the programme
    // keeps to real time, and a card up for a second can come and go between two frames of a
    // loaded software renderer (one in two seconds or more), never drawn.
    await opened.goto('/?mode=broadcast&seed=7&chariots=2&channel=1&card=600&results=1&odds=0');
    await waitForScene(page);
    const first = programmeOf(7, { setup: defaultSetup(2) });
    expect(await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.cuts)).toEqual(
      JSON.parse(JSON.stringify(first.programme.cuts)),
    );
    // From the card to the last half second of the race: the programme runs out on its own, the
    // results stay up their second, and the channel loads its next race and puts up its card.
    await page.evaluate((d) => {
      const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
      b.hold(false);
      b.seek(d - 0.5);
    }, first.programme.duration);
    const second = channelSeed(7, 1);
    // The next race's card, naming it race 2, over the next seed's race.
    await page.waitForFunction(
      (seed) =>
        (window as unknown as BroadcastWindow).__quadriga.header?.seed === seed &&
        document.querySelector('[data-testid=race-card]')?.textContent?.includes('RACE 2') === true,
      second,
      { timeout: 60_000, polling: 100 },
    );
    const next = programmeOf(second, { setup: setupFromHeader(first.log.header) });
    expect(await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.cuts)).toEqual(
      JSON.parse(JSON.stringify(next.programme.cuts)),
    );
    expect(next.log.header.entrants.map((e) => e.id)).toEqual(first.log.header.entrants.map((e) => e.id));
    // Then its race, under way (from its card, which would stay up its ten minutes).
    expect(await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.broadcast.phase)).toBe(
      'card',
    );
    await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.broadcast.show('race'));
    await page.waitForFunction(
      () => {
        const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
        return b.phase === 'race' && b.time > 0;
      },
      null,
      { timeout: 60_000, polling: 100 },
    );
    expect(opened.errors).toEqual([]);
  });
});

describe('the race card of a full Circus Maximus field', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    opened = await openPage(
      inject('baseUrl'),
      '/?mode=broadcast&ruleset=circus-maximus&seed=3&chariots=12&card=600&odds=0',
      FULL_HD,
    );
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('fits 1080p above the ticker, one line a chariot, with no raw figure names', async () => {
    const { page } = opened;
    const card = page.locator('[data-testid=race-card]');
    await card.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await card.locator('tbody tr').count()).toBe(12);
    const fit = await page.evaluate(() => {
      const box = document.querySelector('[data-testid=race-card]')!.getBoundingClientRect();
      const ticker = document.querySelector('.qb-ticker')?.getBoundingClientRect() ?? null;
      // Lines each cell's text takes: distinct tops of its text's boxes.
      const wrapped: string[] = [];
      for (const td of document.querySelectorAll('[data-testid=race-card] tbody td')) {
        const range = document.createRange();
        range.selectNodeContents(td);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) wrapped.push(td.textContent ?? '');
      }
      return { top: box.top, bottom: box.bottom, right: box.right, tickerTop: ticker?.top ?? null, wrapped };
    });
    expect(fit.top).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(1920);
    expect(fit.tickerTop).not.toBeNull();
    expect(fit.bottom).toBeLessThanOrEqual(fit.tickerTop!);
    expect(fit.wrapped).toEqual([]);
    const text = (await card.textContent()) ?? '';
    for (const raw of ['horse1', 'teamSpeed', 'driverModifier', 'leftBlades', 'Lane 1\n']) {
      expect(text).not.toContain(raw);
    }
    expect(text).toMatch(/Team speed \d+ MF/);
    expect(text).toMatch(/CDM [+−]?\d/);
    await shoot(page, 'broadcast-card-circus-maximus');
    expect(opened.errors).toEqual([]);
  });

  it('in an OBS browser source, holds while the source is off air and runs again when it is active', async () => {
    const { page } = opened;
    // A fake obs-browser: window.obsstudio before the page's scripts, its events sent by the test.
    await page.addInitScript(() => {
      (window as unknown as { obsstudio: object }).obsstudio = { pluginVersion: '2.24.0' };
    });
    await opened.goto('/?mode=broadcast&seed=7&card=0&odds=0');
    await waitForScene(page);
    const onAir = () =>
      page.evaluate(() => {
        const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
        return { held: b.held, phase: b.phase, time: b.time };
      });
    const send = (type: string, detail: object) =>
      page.evaluate(
        ([t, d]) => window.dispatchEvent(new CustomEvent(t as string, { detail: d })),
        [type, detail],
      );
    await frames(page, 2);
    expect((await onAir()).held).toBe(false);
    await send('obsSourceActiveChanged', { active: false });
    const off = await onAir();
    expect(off.held).toBe(true);
    await frames(page, 3);
    expect((await onAir()).time).toBe(off.time);
    await send('obsSourceActiveChanged', { active: true });
    expect((await onAir()).held).toBe(false);
    await frames(page, 3);
    const on = await onAir();
    expect(on.phase).toBe('race');
    expect(on.time).toBeGreaterThan(off.time);
    await send('obsSourceVisibleChanged', { visible: false });
    expect((await onAir()).held).toBe(true);
    expect(opened.errors).toEqual([]);
  });
});
