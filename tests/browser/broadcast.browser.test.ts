import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { captionText, namesOf } from '../../src/replay/captions.ts';
import {
  type BroadcastWindow,
  FULL_HD,
  frames,
  holdAt,
  programmeOf,
  SHOTS,
  shoot,
} from './broadcast-page.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { decodePng } from './png.ts';

// The broadcast page in `npm test`: the card, the directed race under its overlay, a replay and the
// results. Recording, the clean feed, the lock, the channel's next race, a full Circus Maximus card
// and OBS are in broadcast-deep.browser.test.ts (`npm run test:deep`).

/**
 * The window: half of full HD, where the 1920×1080 stage must scale to fit (as in an OBS source of
 * another size), and SwiftShader draws a quarter of full HD's pixels a frame (this file took 103
 * CPU-s at 1920×1080). Full HD when the shots are kept for a person to look at (QUADRIGA_SHOTS);
 * broadcast-deep records and photographs at 1920×1080.
 */
const WINDOW = SHOTS ? FULL_HD : { width: FULL_HD.width / 2, height: FULL_HD.height / 2 };

describe('the broadcast page', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), '/?mode=broadcast&seed=7&card=600&odds=6', WINDOW);
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });
  it('shows the race card with the field and its odds before the start', async () => {
    const { page } = opened;
    const { log } = programmeOf(7);
    const card = page.locator('[data-testid=race-card]');
    await card.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector('.qb-card-foot')?.textContent?.includes('6 of 6'),
      null,
      {
        timeout: 120_000,
        polling: 500,
      },
    );
    const names = await card.locator('.qb-card-name').allTextContents();
    expect(names).toEqual(log.header.entrants.map((e) => e.name));
    const odds = await card.locator('.qb-card-odds b').allTextContents();
    expect(odds).toHaveLength(log.header.entrants.length);
    expect(await card.locator('.qb-card-count').textContent()).toMatch(/^Start in \d+:\d\d$/);
    await shoot(page, 'broadcast-card');
    expect(await page.locator('button, input, select').count()).toBe(0);
  });

  it('exposes the director’s cut list, the same as the director gives for the same log', async () => {
    const { page } = opened;
    const { programme } = programmeOf(7);
    const cuts = await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.cuts);
    expect(cuts).toEqual(JSON.parse(JSON.stringify(programme.cuts)));
  });

  it('plays the directed race under the overlay: standings, lap counter, ticker, lower third', async () => {
    const { page } = opened;
    const { programme, log, commentary } = programmeOf(7);
    const wreck = programme.cuts.find((c) => c.reason === 'wreck' && !c.replay)!;
    const at = wreck.start + 1.5;
    await holdAt(page, at);
    const state = await page.evaluate(() => {
      const q = (window as unknown as BroadcastWindow).__quadriga;
      return { phase: q.broadcast.phase, cut: q.broadcast.cut, time: q.time };
    });
    expect(state.phase).toBe('race');
    expect(state.cut).toBe(programme.cuts.indexOf(wreck));
    expect(state.time).toBeCloseTo(wreck.raceFrom + 1.5, 6);
    await page.locator('[data-testid=broadcast-overlay]').waitFor({ state: 'visible' });
    expect(await page.locator('.qb-row').count()).toBe(log.header.entrants.length);
    expect(await page.locator('.qb-lap').textContent()).toMatch(/^Lap \d of \d$/);
    expect(await page.locator('.qb-ticker-tag').textContent()).toBe('LIVE');
    expect((await page.locator('.qb-ticker-text').textContent())?.length).toBeGreaterThan(10);
    const third = page.locator('[data-testid=lower-third]');
    await third.waitFor({ state: 'visible', timeout: 30_000 });
    const byId = new Map(log.header.entrants.map((e) => [e.id, e.name.toUpperCase()]));
    expect(await third.locator('.qb-lt-title').textContent()).toBe(
      captionText(wreck.caption, namesOf(log.header.entrants)),
    );
    expect(await third.locator('.qb-lt-name:not([hidden]) .qb-lt-who').allTextContents()).toEqual(
      wreck.chariots.map((id) => byId.get(id)),
    );
    // The commentary's line on air, under the names: the build-up to the wreck the director cut to.
    const said = commentary.filter((l) => l.at <= at).pop()!;
    expect(said.kind).toMatch(/build-up|corner/);
    expect(await third.locator('[data-testid=commentary]').textContent()).toBe(said.text);
    const png = decodePng(await shoot(page, 'broadcast-race'));
    expect(png.width).toBe(WINDOW.width);
    expect(png.height).toBe(WINDOW.height);
    // The picture fills the window, and the overlay's 1920×1080 stage is scaled to fit it whole.
    const boxes = await page.evaluate(() => {
      const box = (s: string) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const canvas = document.querySelector('canvas')!;
      return { stage: box('.qb-stage'), canvas: { width: canvas.width, height: canvas.height } };
    });
    expect(boxes.canvas).toEqual(WINDOW);
    expect(boxes.stage.x).toBeCloseTo(0, 1);
    expect(boxes.stage.y).toBeCloseTo(0, 1);
    expect(boxes.stage.width).toBeCloseTo(WINDOW.width, 1);
    expect(boxes.stage.height).toBeCloseTo(WINDOW.height, 1);
    expect(opened.errors).toEqual([]);
  });

  it('shows REPLAY during a replay', async () => {
    const { page } = opened;
    const { programme } = programmeOf(7);
    const replay = programme.cuts.find((c) => c.replay)!;
    await page.evaluate(
      (p) => (window as unknown as BroadcastWindow).__quadriga.broadcast.seek(p),
      replay.start + 1,
    );
    await frames(page, 2);
    await page.locator('.qb-replay').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('.qb-ticker-tag').textContent()).toBe('REPLAY');
    await shoot(page, 'broadcast-replay');
  });
  it('draws at the quality the address names, as the viewer does', async () => {
    // The tests draw with SwiftShader: without `quality=` this page starts at low by itself, and
    // the store's own default is medium, so only the address can make it high.
    expect(
      await opened.page.evaluate(
        () => (window as unknown as { __quadriga: { quality: string } }).__quadriga.quality,
      ),
    ).toBe('low');
    const named = await openPage(inject('baseUrl'), '/?mode=broadcast&seed=7&card=600&odds=0&quality=high', {
      width: 480,
      height: 270,
    });
    try {
      await named.page.waitForFunction('window.__quadriga && window.__quadriga.ready === true', undefined, {
        timeout: 120_000,
      });
      expect(
        await named.page.evaluate(
          () => (window as unknown as { __quadriga: { quality: string } }).__quadriga.quality,
        ),
      ).toBe('high');
      expect(named.errors).toEqual([]);
    } finally {
      await named.close();
    }
  });

  it('shows the results after the finish', async () => {
    const { page } = opened;
    const { log } = programmeOf(7);
    await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.broadcast.show('results'));
    const card = page.locator('[data-testid=results-card]');
    await card.waitFor({ state: 'visible', timeout: 30_000 });
    const winner = log.header.entrants.find((e) => e.id === log.footer.winner)!;
    expect(await card.locator('.is-winner .qb-result-name').textContent()).toBe(winner.name);
    expect(await card.locator('.qb-result').count()).toBe(log.footer.results.length);
    await frames(page, 2);
    await shoot(page, 'broadcast-results');
    expect(opened.errors).toEqual([]);
  });
});
