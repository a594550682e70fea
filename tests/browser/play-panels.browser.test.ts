import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crudisMoveOdds } from '../../src/engine/odds/crudis.ts';
import type { View } from '../../src/engine/rulesets/aurigae/ai.ts';
import { TABLE } from '../../src/engine/rulesets/aurigae/tables.ts';
import type { AttackValue } from '../../src/engine/rulesets/circus-maximus/decisions.ts';
import type { CrudisDecisions, MoveValue } from '../../src/engine/rulesets/crudis/decisions.ts';
import { tableFrame, tableToWorld } from '../../src/engine/track/table-mapping.ts';
import { HotSeat, type OpenDecision } from '../../src/ui/play/hot-seat.ts';
import { type PlaySpec, specText } from '../../src/ui/play/play-spec.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';
import { type OpenPage, openPage } from './browser.ts';
import { SHOTS } from './play-page.ts';
import { debug } from './viewer-debug.ts';

// Each ruleset's decision panel explains the choice: the race is brought to the decision in
// Node (the AI's suggestions answered), kept in the browser as a race in progress is, and the
// page goes on from there; the panel's explanation of the answer chosen is read and the panel
// photographed for a person to look at (SHOTS: play-panel-*.png).

const RULESETS = ['circus-maximus', 'crudis', 'aurigae', 'hippodrome'] as const;

function specOf(ruleset: (typeof RULESETS)[number], seed: number, extra: Partial<PlaySpec> = {}): PlaySpec {
  const base = defaultSpec(ruleset, seed);
  const chariots = ruleset === 'hippodrome' ? base.setup.chariots : base.setup.chariots.slice(0, 2);
  return { ...base, humans: [0, 1], setup: { ...base.setup, chariots, options: { laps: 1 } }, ...extra };
}

/** The race's record once the AI's suggestions have brought it to the first decision `wanted` accepts. */
function recordAt(spec: PlaySpec, wanted: (d: OpenDecision) => boolean): unknown {
  const r = HotSeat.start(spec);
  if (!r.ok) throw new Error(r.error.message);
  const h = r.value;
  let view = h.view();
  for (let i = 0; i < 2000; i++) {
    const open = view.open;
    if (open?.type !== 'decision') break;
    if (wanted(open)) return view.record;
    const next = h.answer(open.suggestion!.value);
    if (!next.ok) throw new Error(next.error.message);
    view = next.value;
  }
  throw new Error(`${spec.ruleset} seed ${spec.seed}: no such decision`);
}

let opened: OpenPage;
/** Paths the site answered 404 for. */
const missing: string[] = [];

/** Opens the race as this browser would go on with it, at the decision the record stops at. */
async function goOnWith(spec: PlaySpec, record: unknown, lang = 'en', extra = ''): Promise<Page> {
  const { page } = opened;
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      localStorage.setItem(key!, value!);
    },
    [`quadriga.play:${specText(spec)}`, JSON.stringify(record)],
  );
  await opened.goto(`/?play=${encodeURIComponent(JSON.stringify(spec))}&quality=low&lang=${lang}${extra}`);
  await panel(page).waitFor();
  const take = panel(page).locator('.qp-pass button');
  await take.or(panel(page).locator('.qp-decision, .qp-bot')).first().waitFor();
  if (await take.isVisible()) await take.click();
  return page;
}

/** The play panel, in any language. */
const panel = (page: Page) => page.locator('section.qp-panel');
/** A Circus Maximus race at an attack question where a lash can be made. */
const CM = specOf('circus-maximus', 1);
const lashRecord = () =>
  recordAt(
    CM,
    (d) => d.kind === 'attack' && (d.legal ?? []).some((v) => (v as AttackValue | null)?.kind === 'lash'),
  );

const odds = (page: Page) => panel(page).locator('.qp-decision .qp-odds');
const shot = (page: Page, name: string) =>
  panel(page).screenshot({ path: join(SHOTS, `play-panel-${name}.png`) });

describe("each ruleset's decision panel explains the choice", () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A page of the site that starts nothing, to reach its storage.
    opened = await openPage(inject('baseUrl'), '/schema/game.schema.json', { width: 1280, height: 800 });
    // The browser asks the site for an icon it has not: that 404 is not the viewer's. Every other
    // resource missing is noted by its path.
    opened.page.on('response', (r) => {
      if (r.status() === 404) missing.push(new URL(r.url()).pathname);
    });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('Circus Maximus: the corner strain odds of a speed, the cost and odds of an attack', async () => {
    const spec = CM;
    let page = await goOnWith(
      spec,
      recordAt(spec, (d) => d.kind === 'speed'),
    );
    const speed = panel(page).locator('.qp-cm-speed');
    await speed.locator('input[name="speed"]').fill('16');
    await speed.locator('select[name="lane"]').selectOption('1');
    await expect(speed.locator('.qp-odds').textContent()).resolves.toContain('corner is safe up to');
    await expect(speed.locator('.qp-chances tbody tr').count()).resolves.toBeGreaterThan(1);
    await shot(page, 'circus-maximus-speed');

    const record = lashRecord();
    page = await goOnWith(spec, record);
    const lash = panel(page)
      .locator('.qp-choices label', { hasText: /^Lash \w+'s team$/ })
      .first();
    await lash.locator('input').check();
    const text = await odds(page).textContent();
    expect(text).toContain('costs 1 of the');
    expect(text).toContain('lash table');
    expect(text).toMatch(/Chance it does \w+ harm: \d/);
    await shot(page, 'circus-maximus-attack');
  });

  it('Crudis: the danger lines a move crosses, the target at each and the odds of passing', async () => {
    const spec = specOf('crudis', 14);
    const record = recordAt(
      spec,
      (d) =>
        d.kind === 'move' &&
        crudisMoveOdds(d.options as CrudisDecisions['move']['options'], d.suggestion!.value as MoveValue)
          .lines.length > 0,
    );
    const page = await goOnWith(spec, record);
    const text = await odds(page).textContent();
    expect(text).toContain('Your throw:');
    expect(text).toMatch(/the white dice must beat \d+ − \d+ = -?\d+/);
    expect(text).toContain('Chance of passing every line');
    expect(text).toContain('WRECK!');
    await shot(page, 'crudis-move');
  });

  it('Aurigae: the plotted turn drawn, the speeds the change gives, the check and its chances', async () => {
    const spec = specOf('aurigae', 4);
    const record = recordAt(spec, (d) => d.kind === 'plot');
    // The camera over the chariot about to plot, a little behind it, for the arc's screenshot.
    const resumed = HotSeat.resume(record);
    if (!resumed.ok) throw new Error(resumed.error.message);
    const open = resumed.value.view().open as OpenDecision;
    const at = tableToWorld(
      tableFrame({ scale: TABLE.scale.value }),
      (open.view as View).self.x,
      (open.view as View).self.y,
    );
    const page = await goOnWith(
      spec,
      record,
      'en',
      `&camera=${at.x - 30},${18},${at.z + 6}&target=${at.x + 20},0,${at.z - 4}`,
    );
    const d = panel(page).locator('.qp-decision');
    await d
      .locator('select[name="change"]')
      .selectOption({ label: '+2d6 (-10% on the check after the move)' });
    await d.locator('select[name="turn"]').selectOption({ label: '30° left' });
    const text = await odds(page).textContent();
    expect(text).toContain('Turning 30° to the left: −30 on the check.');
    expect(text).toContain('The check after the move');
    expect(text).toContain('keeps every level');
    await expect(odds(page).locator('svg.qp-protractor').getAttribute('aria-label')).resolves.toBe(
      'The plot: 30° left',
    );
    await shot(page, 'aurigae-plot');

    // The same plot's arc drawn on the table in the scene, with the check's target beside its end.
    const arc = () => debug(page, (q) => q.plotArc());
    const drawnFor = async (turn: number) => {
      await page.waitForFunction(
        `window.__quadriga.plotArc().then((a) => a !== null && a.turn === ${turn})`,
        undefined,
        { polling: 100 },
      );
      return (await arc())!;
    };
    const chariot = await d.getAttribute('data-chariot');
    const left = await drawnFor(30);
    expect(left.chariot).toBe(chariot);
    expect(left.label).toMatch(/: \d+ to \d+ in, check under -?\d+( to -?\d+)?$/);
    expect(Math.hypot(left.far.x - left.near.x, left.far.z - left.near.z)).toBeGreaterThan(1);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(SHOTS, 'play-aurigae-arc-left.png') });

    // It follows the answer: the turn the other way ends on the other side of the line of travel.
    await d.locator('select[name="turn"]').selectOption({ label: '30° right' });
    const right = await drawnFor(-30);
    const side = (a: { far: { x: number; z: number } }, b: { far: { x: number; z: number } }) =>
      Math.hypot(a.far.x - b.far.x, a.far.z - b.far.z);
    expect(side(left, right)).toBeGreaterThan(1);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, 'play-aurigae-arc-right.png') });

    // Gone once answered.
    const before = Number(await panel(page).getAttribute('data-answers'));
    await d.getByRole('button', { name: 'Commit' }).click();
    await page.waitForFunction(
      (n) => Number(document.querySelector('section.qp-panel')?.getAttribute('data-answers')) > n,
      before,
    );
    await page.waitForFunction('window.__quadriga.plotArc().then((a) => a === null)', undefined, {
      polling: 100,
    });
  });

  it('in French: the Circus Maximus attack worded by the French catalogue', async () => {
    const spec = CM;
    const record = lashRecord();
    const page = await goOnWith(spec, record, 'fr');
    await panel(page)
      .locator('.qp-choices label', { hasText: /^Fouetter l’attelage de \w+$/ })
      .first()
      .locator('input')
      .check();
    const text = await panel(page).locator('.qp-decision .qp-odds').textContent();
    expect(text).toContain('Fouetter l’attelage de');
    expect(text).toContain('Table du fouet');
    expect(text).toMatch(/Chance de toucher \w+ : \d+,\d %/);
    // The rule's title and explanation above the controls from the French rules text too.
    await expect(panel(page).locator('.qp-decision h3').textContent()).resolves.toContain('Le mouvement');
    await panel(page).screenshot({ path: join(SHOTS, 'play-panel-circus-maximus-attack-fr.png') });
  });

  it("in French: every ruleset's answers and the AI's suggestion in the catalogue's words", async () => {
    const asked: Array<[(typeof RULESETS)[number], number, string]> = [
      ['circus-maximus', 1, 'speed'],
      ['crudis', 5, 'move'],
      ['aurigae', 4, 'plot'],
      ['hippodrome', 1, 'keep'],
    ];
    for (const [ruleset, seed, kind] of asked) {
      const spec = specOf(ruleset, seed);
      const record = recordAt(spec, (d) => d.kind === kind);
      const resumed = HotSeat.resume(record);
      if (!resumed.ok) throw new Error(resumed.error.message);
      const open = resumed.value.view().open as OpenDecision;
      const page = await goOnWith(spec, record, 'fr');
      const decision = panel(page).locator('.qp-decision');
      const suggest = (await decision.locator('.qp-suggest').textContent()) ?? '';
      // The engine's English choice and reason are not what the page says.
      expect(suggest).not.toContain(open.suggestion!.choice);
      expect(suggest).not.toContain(open.suggestion!.reason);
      expect(suggest).toContain('selon son tempérament');
      const labels = await decision
        .locator('label, option')
        .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      for (const english of open.labels ?? []) expect(labels).not.toContain(english);
      await panel(page).screenshot({ path: join(SHOTS, `play-panel-${ruleset}-${kind}-fr.png`) });
    }
  });

  it('Hippodrome: the start, and a pass attempt with its two rolls and the chance of each end', async () => {
    const spec = specOf('hippodrome', 2);
    let page = await goOnWith(
      spec,
      recordAt(spec, (d) => d.kind === 'start'),
    );
    await panel(page).locator('.qp-choices label', { hasText: 'bolt' }).locator('input').check();
    await expect(odds(page).textContent()).resolves.toMatch(
      /Bolt for the rail: an effort roll of 1D6 \+ Speed/,
    );
    await shot(page, 'hippodrome-start');

    page = await goOnWith(
      spec,
      recordAt(spec, (d) => d.kind === 'attempt'),
    );
    await panel(page).locator('.qp-choices label').first().locator('input').check();
    const text = await odds(page).textContent();
    expect(text).toMatch(
      /Try to pass \w+: your 1D6 \+ (Speed|Cut) \(-?\d+\) against their 1D6 \+ (Block|Turn)/,
    );
    expect(text).toContain('you pass');
    await shot(page, 'hippodrome-attempt');
  });

  it("a bot's seat: the screen waits for its orders, or lets its AI decide once", async () => {
    const spec = specOf('hippodrome', 2, { humans: [0], bots: [1] });
    const page = await goOnWith(
      spec,
      recordAt(spec, (d) => d.chariot !== 'scorpus'),
    );
    await expect(panel(page).locator('.qp-bot h3').textContent()).resolves.toContain("is a bot's seat");
    await shot(page, 'bot-seat');
    expect(missing.filter((p) => p !== '/favicon.ico')).toEqual([]);
    expect(opened.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });
});
