import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUDGET } from '../../bench/budget.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

/**
 * The viewer's first load (issues 21 and 24): the JavaScript the page fetches before the demo race
 * is on screen, gzipped as a server would send it, within the bench's budget. The demo's log comes
 * from the build (no engine worker), the post-processing waits for the quality to hold (SwiftShader
 * lowers it to low, which has none) and only English is loaded.
 */
describe('the first load of the viewer', () => {
  let opened: OpenPage;
  const fetched: string[] = [];
  /** The scripts fetched until the scene was ready. */
  let scripts: string[] = [];

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), 'about:blank');
    opened.page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) fetched.push(r.url());
    });
    await opened.goto('/');
    await waitForScene(opened.page);
    scripts = [...fetched];
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('fetches no more JavaScript than the budget before the demo race is on screen', async () => {
    let bytes = 0;
    for (const url of scripts) {
      const body = await opened.page.request.get(url);
      bytes += gzipSync(await body.body()).length;
    }
    const kb = bytes / 1024;
    console.log(`[first load] ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(BUDGET.firstLoadGzipKB);
    const names = scripts.map((u) => new URL(u).pathname);
    expect(names.filter((n) => /simulate\.worker|post-pipeline|\/fr-/.test(n))).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});
