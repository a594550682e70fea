import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseLog } from '../../src/engine/log/parse.ts';
import { RULESET_IDS } from '../../src/engine/rulesets/ids.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { debug, type ViewerDebug } from './viewer-debug.ts';

// Issue 16: every race log written since version 1 still opens. The viewer loads each committed
// fixture of every version (tests/fixtures/logs/<version>/, never rewritten) as a user's file
// would come: the race it names, its standings and a ticker that reads as sentences.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FIXTURES = join(ROOT, 'tests/fixtures/logs');
const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(FIXTURES, d.name))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${d.name}/${f}`),
  )
  .sort();

describe('race logs of every version in the viewer', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), '/?ruleset=crudis&seed=1');
    await waitForScene(opened.page);
    // The fixtures are served from the test, not the site.
    await opened.page.route(
      (url) => url.pathname.startsWith('/__old-logs/'),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: readFileSync(join(FIXTURES, new URL(route.request().url()).pathname.slice(12)), 'utf8'),
        }),
    );
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('has version 1 fixtures of all four rulesets to load', () => {
    const v1 = fixtures
      .filter((f) => f.startsWith('v1/'))
      .map((f) => f.replace(/^v1\/(.*)-seed\d+\.json$/, '$1'));
    expect(new Set(v1)).toEqual(new Set(RULESET_IDS));
  });

  it.each(fixtures.map((f) => [f]))('opens %s: its race, its standings, its ticker', async (file) => {
    const { page } = opened;
    const parsed = parseLog(readFileSync(join(FIXTURES, file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
    const log = parsed.value;
    await debug(page, (d) => d.pause());
    await page.evaluate((url) => {
      void (window as unknown as { __quadriga: ViewerDebug }).__quadriga.load(url);
    }, `/__old-logs/${file}`);
    await page.waitForFunction(
      ({ seed, ruleset }) => {
        const d = (window as unknown as { __quadriga: ViewerDebug }).__quadriga;
        return d.error !== null || (d.ready && d.header?.seed === seed && d.header.ruleset.id === ruleset);
      },
      { seed: log.header.seed, ruleset: log.header.ruleset.id },
      { timeout: 120_000, polling: 250 },
    );
    expect(await debug(page, (d) => d.error)).toBeNull();
    const names = log.header.entrants.map((e) => e.name);
    const rows = page.locator('.qv-standings .qv-row');
    expect(await rows.count()).toBe(names.length);
    const shown = (await rows.allTextContents()).join(' ');
    for (const name of names) expect(shown).toContain(name);
    // At the finish the ticker's last lines are sentences about the race's chariots.
    await debug(page, (d) => {
      d.pause();
      d.seek(d.duration);
    });
    const lines = page.locator('.qv-ticker .qv-tick-text');
    await lines.first().waitFor({ state: 'visible', timeout: 30_000 });
    const text = (await lines.allTextContents()).join('\n');
    expect(
      names.some((n) => text.includes(n)),
      text,
    ).toBe(true);
    for (const e of log.header.entrants)
      if (e.id !== e.name) expect(text, 'a raw id in the ticker').not.toMatch(new RegExp(`\\b${e.id}\\b`));
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
