import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { relayUrl } from '../../src/cli/commands/publish.ts';
import { main } from '../../src/cli/main.ts';
import type { Relay } from '../../src/server/relay.ts';
import { Client, captureIo, relay as startTestRelay } from './helpers.ts';

// `quadriga publish`: a race queued on a running relay without a hand-written WebSocket client
// (issue 20 item 5), its answers printed, its refusals said.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-publish-'));
let relay: Relay;
beforeAll(async () => {
  relay = await startTestRelay({ publishToken: 'secret', pace: 50, gap: 0.2 });
});
afterAll(async () => {
  await relay.close();
  rmSync(TMP, { recursive: true, force: true });
});

describe('quadriga publish', () => {
  test('queues the race, prints its id and start time, and the race runs under that id', async () => {
    const setup = join(TMP, 'setup.json');
    writeFileSync(
      setup,
      JSON.stringify({ chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }], options: { laps: 1 } }),
    );
    const viewer = await Client.join(relay.liveUrl);
    const { out, cli } = captureIo();
    const status = await main(
      ['publish', '--relay', relay.url, '--token', 'secret', '-r', 'crudis', '-s', '42', '--setup', setup],
      cli,
    );
    expect(status, out.stderr).toBe(0);
    const [published, scheduled] = out.stdout.trim().split('\n');
    const id = /^published (r\d+-crudis-42-[0-9a-f]{10}): (no race|1 race|\d+ races) ahead$/.exec(
      published!,
    )?.[1];
    expect(id, out.stdout).toBeDefined();
    const at = new RegExp(`^${id} starts at (\\S+) \\(in \\d+ s\\)$`).exec(scheduled!)?.[1];
    expect(Number.isNaN(Date.parse(at!))).toBe(false);
    await viewer.until((ms) => ms.some((m) => m.type === 'welcome' && m.race === id), 60_000);
    const welcome = viewer.messages.find((m) => m.type === 'welcome' && m.race === id) as {
      header: { entrants: Array<{ name: string }> };
      startsAt: number;
    };
    expect(welcome.header.entrants.map((e) => e.name)).toEqual(['Scorpus', 'Diocles']);
    expect(welcome.startsAt).toBe(Date.parse(at!));
    viewer.close();
  });

  test('--json prints the answers as they came; --no-wait stops once the race is queued', async () => {
    const { out, cli } = captureIo();
    expect(
      await main(
        ['publish', '--relay', relay.liveUrl, '--token', 'secret', '-r', 'crudis', '-s', '5', '--json'],
        cli,
      ),
    ).toBe(0);
    const answers = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; race: string });
    expect(answers.map((a) => a.type)).toEqual(['published', 'scheduled']);
    expect(answers[1]!.race).toBe(answers[0]!.race);
    const quick = captureIo();
    expect(
      await main(
        ['publish', '--relay', relay.liveUrl, '--token', 'secret', '-r', 'crudis', '-s', '6', '--no-wait'],
        quick.cli,
      ),
    ).toBe(0);
    expect(quick.out.stdout).toMatch(/^published r\d+-crudis-6-[0-9a-f]{10}: .* ahead\n$/);
  });

  test('a wrong token, a bad setup and an unreachable relay are failures that say why', async () => {
    const wrong = captureIo();
    expect(
      await main(
        ['publish', '--relay', relay.liveUrl, '--token', 'guess', '-r', 'crudis', '-s', '1'],
        wrong.cli,
      ),
    ).toBe(1);
    expect(wrong.out.stderr).toMatch(/the relay refused the race \(forbidden\)/);

    const setup = join(TMP, 'bad-setup.json');
    writeFileSync(setup, JSON.stringify({ chariots: [{ name: 'Alone' }] }));
    const bad = captureIo();
    expect(
      await main(
        [
          'publish',
          '--relay',
          relay.liveUrl,
          '--token',
          'secret',
          '-r',
          'crudis',
          '-s',
          '1',
          '--setup',
          setup,
        ],
        bad.cli,
      ),
    ).toBe(1);
    expect(bad.out.stderr).toMatch(/the relay refused the race \(bad-race\): .*chariots/);

    // A port nobody listens on.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const away = captureIo();
    expect(
      await main(
        ['publish', '--relay', `ws://127.0.0.1:${port}/live`, '--token', 'secret', '-r', 'crudis', '-s', '1'],
        away.cli,
      ),
    ).toBe(1);
    expect(away.out.stderr).toMatch(
      /cannot reach the relay at ws:\/\/127\.0\.0\.1:\d+\/live: .*ECONNREFUSED/,
    );
  });

  test('usage: the token, the ruleset and the relay address', async () => {
    const saved = process.env['QUADRIGA_PUBLISH_TOKEN'];
    delete process.env['QUADRIGA_PUBLISH_TOKEN'];
    try {
      for (const [args, message] of [
        [['publish', '-r', 'crudis'], /missing --token/],
        [['publish', '--token', 't'], /missing --ruleset/],
        [['publish', '-r', 'crudis', '--token', 't', '--relay', 'ftp://x'], /bad --relay "ftp:\/\/x"/],
        [['publish', '-r', 'crudis', '--token', 't', '--timeout', '0'], /bad --timeout "0"/],
      ] as const) {
        const { out, cli } = captureIo();
        expect(await main([...args], cli)).toBe(2);
        expect(out.stderr).toMatch(message);
      }
    } finally {
      if (saved !== undefined) process.env['QUADRIGA_PUBLISH_TOKEN'] = saved;
    }
    expect(relayUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/live');
    expect(relayUrl('https://relay.example/')).toBe('wss://relay.example/live');
    expect(relayUrl('ws://127.0.0.1:9000/live')).toBe('ws://127.0.0.1:9000/live');
  });
});
