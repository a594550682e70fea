import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import type { Prompts } from '../../src/cli/play/prompts.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { HotSeat } from '../../src/ui/play/hot-seat.ts';
import { checkSpec, readSpecText, specOfRecord, specText } from '../../src/ui/play/play-spec.ts';

// A `quadriga play` game's "bot" seats (a program sends their orders) stay bots wherever the game
// goes on: through the command line's turns, and opened in the browser, whose seats and link come
// from the file.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-bot-seats-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = join(TMP, 'setup.json');
writeFileSync(
  SETUP,
  JSON.stringify({
    chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }, { name: 'Calpurnianus' }],
    options: { laps: 1 },
  }),
);

async function play(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    stdin: async () => '',
  };
  const status = await main(['play', ...args], io);
  return { status, stdout, stderr };
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

describe("a game file's bot seats", () => {
  it('are made by play new --bot, keep answering as bots through every turn, and the log says so', async () => {
    const game = join(TMP, 'game.json');
    const made = await play(
      'new',
      '-r',
      'hippodrome',
      '-s',
      '5',
      '--setup',
      SETUP,
      '--human',
      'scorpus',
      '--bot',
      'diocles',
      game,
    );
    expect(made.stderr).toContain('played by scorpus, diocles (bot)');
    expect(made.status).toBe(0);
    expect(readJson<{ outside: unknown }>(game).outside).toEqual({ scorpus: 'human', diocles: 'bot' });

    // Every seat's next decision answered with its first legal answer, one order and turn at a time.
    let turns = 0;
    for (; turns < 200; turns++) {
      const p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
      if (p.status === 'finished') break;
      const seat = p.seats.find((s) => s.decision !== null)!;
      const orders = join(TMP, 'orders.json');
      writeFileSync(orders, JSON.stringify({ kind: seat.decision!.kind, value: seat.decision!.legal![0] }));
      expect((await play('orders', game, '--seat', seat.seat, orders)).status).toBe(0);
      expect((await play('turn', game)).status).toBe(0);
      // Resumed from the file at every command: the bot's seat is still a bot's.
      expect(readJson<{ outside: unknown }>(game).outside).toEqual({ scorpus: 'human', diocles: 'bot' });
    }
    expect(turns).toBeGreaterThan(4);
    const log = readJson<RaceLog>(join(TMP, 'game.log.json'));
    expect(log.header.drivers).toEqual({ scorpus: 'human', diocles: 'bot' });
    // Who answered each decision, by the chariot that made it (an event's first chariot).
    const by = new Map<string, Set<string>>();
    for (const e of log.events) {
      const c = e.chariots?.[0];
      if (e.decision && c) by.set(c, (by.get(c) ?? new Set()).add(e.decision.by ?? 'unsaid'));
    }
    expect(by.get('diocles')).toEqual(new Set(['bot']));
    expect(by.get('scorpus')).toEqual(new Set(['human']));
  });

  it('refuses a seat named by both --human and --bot, and a bot that is not in the race', async () => {
    const both = await play(
      'new',
      '-r',
      'hippodrome',
      '--setup',
      SETUP,
      '--human',
      'diocles',
      '--bot',
      'diocles',
      join(TMP, 'x.json'),
    );
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('diocles is named by both --human and --bot');
    const stranger = await play(
      'new',
      '-r',
      'hippodrome',
      '--setup',
      SETUP,
      '--bot',
      'nero',
      join(TMP, 'y.json'),
    );
    expect(stranger.stderr).toContain('--bot nero: no chariot "nero" in the race');
  });

  it("opened in the browser, stay bots: not asked on the screen, and kept in the race's link", async () => {
    const game = join(TMP, 'browser.json');
    await play(
      'new',
      '-r',
      'aurigae',
      '-s',
      '2',
      '--setup',
      SETUP,
      '--human',
      'diocles',
      '--bot',
      'scorpus',
      game,
    );
    const race = HotSeat.resume(readJson(game));
    if (!race.ok) throw new Error(race.error.message);
    const view = race.value.view();
    expect(view.seats.map((s) => [s.id, s.human, s.bot])).toEqual([
      ['scorpus', false, true],
      ['diocles', true, false],
      ['crescens', false, false],
      ['calpurnianus', false, false],
    ]);
    // The link the page writes for it starts the same race with the same seats (a reload, a "Start over").
    const spec = specOfRecord(view.record!);
    expect(spec).toMatchObject({ humans: [1], bots: [0] });
    const linked = readSpecText(specText(spec));
    if (!linked.ok) throw new Error(linked.error.message);
    const again = HotSeat.start(linked.value);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.view().record!.outside).toEqual({ scorpus: 'bot', diocles: 'human' });
    // A bot's decision answered from outside is logged as the bot's.
    expect(view.open).toMatchObject({ type: 'decision', chariot: 'scorpus' });
  });

  it('a spec naming a seat as a human and a bot is refused by its path', () => {
    const r = checkSpec({
      ruleset: 'aurigae',
      seed: 1,
      setup: { chariots: [{ name: 'A' }, { name: 'B' }] },
      humans: [0],
      bots: [1, 0],
    });
    expect(r).toEqual({
      ok: false,
      error: { message: "$.bots[1]: seat 0 is a human's and a bot's", path: '$.bots[1]' },
    });
  });
});
