import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

// The viewer's race charts (issue 22 item 2): G opens the panel, its playhead follows the clock, a
// click on a point goes there, and a chart saves as SVG and PNG.

interface DebugWindow {
  __quadriga: { time: number; playing: boolean; seek(t: number): void };
}

/** The playhead moves on the next frame, and SwiftShader's frames are slow on a loaded machine. */
const SLOW = { timeout: 30_000, interval: 100 };

const time = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as DebugWindow).__quadriga.time);
const playheadX = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector('[data-chart] [data-playhead]')!.getAttribute('x1')));

describe('the race charts panel', () => {
  let opened: OpenPage;
  let page: Page;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), '/?ruleset=crudis&seed=7&chariots=4', {
      width: 960,
      height: 600,
    });
    page = opened.page;
    await waitForScene(page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('opens on G with a line per chariot, follows the playhead, and a click on a point seeks there', async () => {
    await page.keyboard.press('g');
    const panel = page.locator('[data-testid=charts-panel]');
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('svg[data-chart=laps] g[data-chariot]').count()).toBe(4);
    expect(await page.getByRole('tab', { name: 'Lap chart' }).getAttribute('aria-selected')).toBe('true');

    // The leader's point at the end of lap 1: clicking it goes to that moment, paused, and the
    // playhead stands on its column.
    const leader = await panel.evaluate((el) => {
      const dots = [...el.querySelectorAll('svg[data-chart=laps] circle[data-lap="1"]')];
      const top = dots.sort((a, b) => Number(a.getAttribute('cy')) - Number(b.getAttribute('cy')))[0]!;
      top.setAttribute('data-test', 'leader-lap-1');
      return { cx: Number(top.getAttribute('cx')) };
    });
    const before = await time(page);
    await panel.locator('[data-test=leader-lap-1]').click();
    await page.waitForFunction((t0) => (window as unknown as DebugWindow).__quadriga.time !== t0, before);
    const at = await time(page);
    expect(at).toBeGreaterThan(5);
    expect(await page.evaluate(() => (window as unknown as DebugWindow).__quadriga.playing)).toBe(false);
    await expect.poll(() => playheadX(page), SLOW).toBeCloseTo(leader.cx, 0);

    // Elsewhere on the clock, the playhead moves with it: the start is left of lap 1.
    await page.evaluate(() => (window as unknown as DebugWindow).__quadriga.seek(0));
    await expect.poll(() => playheadX(page), SLOW).toBeLessThan(leader.cx - 20);
  });

  it('shows the gaps and each chariot’s incidents, and saves a chart as SVG and PNG', async () => {
    await page.getByRole('tab', { name: 'Gaps' }).click();
    const gaps = page.locator('svg[data-chart=gaps]');
    await gaps.waitFor({ state: 'visible' });
    expect(await gaps.locator('polyline').count()).toBeGreaterThanOrEqual(4);
    // A click on the gap chart goes to the time under the pointer: further right, later.
    const box = (await gaps.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await expect.poll(() => time(page), SLOW).toBeGreaterThan(1);
    const early = await time(page);
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height / 2);
    await expect.poll(() => time(page), SLOW).toBeGreaterThan(early + 10);

    const [svgFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'SVG' }).click(),
    ]);
    expect(svgFile.suggestedFilename()).toBe('crudis-seed-7-gaps.svg');
    const svg = await readDownload(svgFile);
    expect(svg.toString('utf8')).toMatch(/^<\?xml[^>]*>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.toString('utf8')).not.toContain('data-playhead');

    await page.getByRole('tab', { name: 'Incidents' }).click();
    await page.locator('svg[data-chart=incidents] circle[data-type]').first().waitFor();
    const [pngFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PNG' }).click(),
    ]);
    expect(pngFile.suggestedFilename()).toBe('crudis-seed-7-incidents.png');
    const png = await readDownload(pngFile);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Twice the chart's size: 1440 wide.
    expect(png.readUInt32BE(16)).toBe(1440);
    expect(opened.errors).toEqual([]);
  });
});

async function readDownload(d: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await d.createReadStream()) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

describe('the race report', () => {
  it('opens as a page of its own: the result, three charts, moments linked into the viewer', async () => {
    const opened = await openPage(inject('baseUrl'), '/?ruleset=crudis&seed=7&chariots=4&report=1', {
      width: 1200,
      height: 900,
    });
    try {
      const { page } = opened;
      const report = page.locator('[data-testid=race-report]');
      await report.waitFor({ state: 'visible' });
      expect(await report.locator('.qr-result tr').count()).toBe(4);
      expect(
        await report.locator('svg[data-chart]').evaluateAll((s) => s.map((e) => e.dataset.chart)),
      ).toEqual(['laps', 'gaps', 'incidents']);
      // No 3D scene on the report.
      expect(await page.locator('canvas').count()).toBe(0);
      const links = await report
        .locator('.qr-moments a')
        .evaluateAll((a) => a.map((e) => (e as HTMLAnchorElement).href));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        const q = new URL(href).searchParams;
        expect(q.get('ruleset')).toBe('crudis');
        expect(q.get('seed')).toBe('7');
        expect(q.get('report')).toBeNull();
        expect(q.has('event') || q.has('t')).toBe(true);
      }
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
