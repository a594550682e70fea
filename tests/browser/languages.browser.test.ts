import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hippodromeSentence } from '../../src/engine/log/sentences/hippodrome.ts';
import type { SentenceLang } from '../../src/engine/log/sentences/shared.ts';
import type { HippodromeEvent } from '../../src/engine/log/v2/hippodrome.ts';
import { ruleById } from '../../src/engine/rules/index.ts';
import { ruleText } from '../../src/engine/rules/rule-text.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { FR } from '../../src/messages/fr.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

// The viewer in French and in English (issue 22 item 5): with ?lang=fr the ticker, the explain
// card and the controls speak French; with ?lang=en, English. One Hippodrome race (the French
// game), opened at the end of its first lap; then explain mode (E) at that moment.

const SHOTS = process.env['QUADRIGA_SHOTS'] ?? join(tmpdir(), 'quadriga-language-shots');

const r = simulate({ ruleset: 'hippodrome', seed: 4 });
if (!r.ok) throw new Error(r.error.message);
const log = r.value;
const events = log.events as HippodromeEvent[];
const lap = events.find((e) => e.type === 'lap')!;
const at = (lang: string) => `/?ruleset=hippodrome&seed=4&event=${lap.seq}&quality=low&lang=${lang}`;
const names = (lang: SentenceLang) => {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  return { name: (id: string | undefined) => byId.get(id ?? '') ?? '', lang };
};

/** What the page says where the test looks: the ticker, a control, then the explain card. */
async function texts(page: OpenPage['page'], lang: SentenceLang, shot: string) {
  await page.waitForSelector('.qv-tick:not([hidden]) .qv-tick-text', { timeout: 60_000 });
  const said = {
    html: await page.getAttribute('html', 'lang'),
    ticker: await page.locator('.qv-tick:not([hidden]) .qv-tick-text').first().textContent(),
    tickerTitle: await page.locator('.qv-ticker .qv-panel-title').textContent(),
    incident: await page.locator('.qv-controls .qv-btn span').nth(0).textContent(),
  };
  await page.screenshot({ path: join(SHOTS, `${shot}-ticker.png`) });
  await page.keyboard.press('e');
  await page.waitForSelector('.qx-card .qx-sentence', { timeout: 60_000 });
  const seq = Number(await page.locator('.qx-card').getAttribute('data-seq'));
  const card = {
    title: await page.locator('.qx-card .qv-panel-title').textContent(),
    sentence: await page.locator('.qx-card .qx-sentence').textContent(),
    rule: await page.locator('.qx-card .qx-rule-title').textContent(),
    explain: await page.locator('.qx-card .qx-explain p').textContent({ timeout: 5_000 }),
    // The rule's title and explanation in that language (src/engine/rules/<ruleset>.fr.ts).
    words: ruleText(ruleById(events.find((e) => e.seq === seq)!.rule)!, lang),
    // The step's sentence as the ruleset's writer in that language words it.
    expected: hippodromeSentence(events.find((e) => e.seq === seq)!, names(lang)),
  };
  await page.screenshot({ path: join(SHOTS, `${shot}-explain.png`) });
  return { ...said, ...card };
}

describe('the viewer in two languages', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openPage(inject('baseUrl'), at('fr'));
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('?lang=fr at 900×560: the standings header reads whole, lap and turn side by side, one line each', async () => {
    const { page } = opened;
    await page.setViewportSize({ width: 900, height: 560 });
    // The widest the header says in a long race (a Crudis race of 68 turns): written in, measured
    // at once (before the next frame writes the race's own): line boxes of each item's text (a
    // wrapped "Tour 2 sur / 2" has two), and each item's top.
    const texts = [FR.progress.lapOf(2, 2), FR.standings.turnOf(68, 68)];
    const head = await page.evaluate((words) => {
      const items = [...document.querySelectorAll('.qv-standings-head > *')];
      items.forEach((el, i) => {
        el.textContent = words[i] ?? '';
      });
      return items.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
        return { text: el.textContent, lines, top: el.getBoundingClientRect().top, height: el.clientHeight };
      });
    }, texts);
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(head.map((h) => h.text)).toEqual(texts);
    expect(
      head.map((h) => h.lines),
      JSON.stringify(head),
    ).toEqual([1, 1]);
    expect(Math.abs(head[1]!.top - head[0]!.top), JSON.stringify(head)).toBeLessThan(head[0]!.height);
  });

  it('?lang=fr: the ticker, the explain card and the controls in French', async () => {
    const fr = await texts(opened.page, 'fr', 'hippodrome-fr');
    expect(fr.html).toBe('fr');
    expect(fr.tickerTitle).toBe('Événements de la course');
    expect(fr.ticker).toBe(hippodromeSentence(lap, names('fr')));
    expect(fr.ticker).toMatch(/mène à la fin du tour 1 : encore \d/);
    expect(fr.incident).toBe('Incident suivant');
    expect(fr.title).toBe('Explication');
    expect(fr.sentence).toBe(fr.expected);
    expect(fr.rule).toContain(fr.words.title);
    expect(fr.explain).toBe(fr.words.explain);
    expect(opened.errors).toEqual([]);
  });

  it('?lang=en: the same moment in English', async () => {
    await opened.goto(at('en'));
    await waitForScene(opened.page);
    const en = await texts(opened.page, 'en', 'hippodrome-en');
    expect(en.html).toBe('en');
    expect(en.tickerTitle).toBe('Race events');
    expect(en.ticker).toMatch(/leads at the end of lap 1: \d to go/);
    expect(en.incident).toBe('Next incident');
    expect(en.title).toBe('Explain');
    expect(en.sentence).toBe(en.expected);
    expect(en.rule).toContain(en.words.title);
    expect(en.explain).toBe(en.words.explain);
    expect(opened.errors).toEqual([]);
  });

  it('?lang=fr: each other ruleset’s race page, its time bar marks and the rules book in French', async () => {
    for (const ruleset of ['crudis', 'circus-maximus', 'aurigae'] as const) {
      await opened.goto(`/?ruleset=${ruleset}&seed=7&quality=low&lang=fr`);
      await waitForScene(opened.page);
      const page = opened.page;
      await page.evaluate(() => {
        const q = (window as unknown as { __quadriga: { seek(t: number): void; duration: number } })
          .__quadriga;
        q.seek(q.duration * 0.5);
      });
      await page.waitForSelector('.qv-tick:not([hidden]) .qv-tick-text', { timeout: 60_000 });
      // A lap mark: its caption worded by the French catalogue.
      const lapMark = await page.locator('.qv-marker[data-kind="lap"]').first().getAttribute('aria-label');
      expect(lapMark, ruleset).toMatch(/^Tour ?: .+ entame en tête le 2e tour$/);
      await page.screenshot({ path: join(SHOTS, `${ruleset}-fr.png`) });
      expect(opened.errors, ruleset).toEqual([]);
    }
    await opened.page.keyboard.press('r');
    await opened.page.locator('.qx-book').waitFor({ timeout: 30_000 });
    await opened.page.screenshot({ path: join(SHOTS, 'rules-book-fr.png') });
  });
});
