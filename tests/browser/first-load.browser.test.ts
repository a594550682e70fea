import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

/**
 * The first-load JavaScript budget of docs/performance.md (450 KB gzip), on the built site the
 * browser tests serve: every script the page fetches (its workers' too) from opening the viewer
 * until it is ready to play, each gzipped as a server would send it. The post-processing is a lazy
 * chunk: not in the first load at the quality a software renderer gets, fetched once a page asks
 * for high quality. `npm run bench` prints the same figure.
 */

const FIRST_LOAD_GZIP_KB = 450;
/** The post-processing pipeline's chunk (src/scene/post/post-pipeline.ts). */
const POST_CHUNK = /\/assets\/post-pipeline-[^/]*\.js$/;

/** Opens `path` in a fresh page and returns every script it fetched until the scene was ready. */
async function scriptsOfFirstLoad(opened: OpenPage, path: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  opened.page.context().on('response', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith('.js') || scripts.has(url.pathname)) return;
    pending.push(
      r.body().then(
        (body) => void scripts.set(url.pathname, body),
        () => undefined,
      ),
    );
  });
  await opened.goto(path);
  await waitForScene(opened.page);
  await Promise.all(pending);
  return scripts;
}

describe('the first load', () => {
  let viewer: OpenPage;
  let high: OpenPage;

  beforeAll(async () => {
    viewer = await openPage(inject('baseUrl'), 'about:blank');
    high = await openPage(inject('baseUrl'), 'about:blank');
  });

  afterAll(async () => {
    await viewer?.close();
    await high?.close();
  });

  it('keeps the JavaScript of opening the viewer within its gzip budget, the post-processing left out', async () => {
    const scripts = await scriptsOfFirstLoad(viewer, '/');
    const gzipBytes = [...scripts.values()].reduce((n, body) => n + gzipSync(body).length, 0);
    const kb = gzipBytes / 1024;
    console.log(
      `[first load] ${scripts.size} scripts, ${kb.toFixed(0)} KB gzip (budget ${FIRST_LOAD_GZIP_KB}): ${[...scripts.keys()].join(' ')}`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(FIRST_LOAD_GZIP_KB);
    expect([...scripts.keys()].filter((p) => POST_CHUNK.test(p))).toEqual([]);
    expect(viewer.errors).toEqual([]);
  });

  it('fetches the post-processing once the page asks for high quality', async () => {
    await high.goto('/?quality=high');
    await waitForScene(high.page);
    // The pipeline is imported once the scene draws: wait for its chunk among the page's resources.
    const fetched = await high.page
      .waitForFunction(
        (source) =>
          performance
            .getEntriesByType('resource')
            .some((e) => new RegExp(source).test(new URL(e.name).pathname)),
        POST_CHUNK.source,
        { timeout: 60_000, polling: 250 },
      )
      .then(
        () => true,
        () => false,
      );
    expect(fetched).toBe(true);
    expect(high.errors).toEqual([]);
  });
});
