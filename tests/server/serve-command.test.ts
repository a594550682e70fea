import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runServe } from '../../src/cli/commands/serve.ts';
import { main } from '../../src/cli/main.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { runSeason, serializeSeason } from '../../src/engine/season/index.ts';
import { Client, captureIo } from './helpers.ts';

// `quadriga serve` in-process: options, the missing-build message, the page and the feed it serves.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-serve-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe('quadriga serve', () => {
  test('--help lists the options', async () => {
    const { out, cli } = captureIo();
    expect(await main(['serve', '--help'], cli)).toBe(0);
    for (const option of [
      '--port',
      '--pace',
      '--delay',
      '--token',
      '--races',
      '--state',
      '--gap',
      '--max-viewers',
      '--max-per-address',
      '--max-queue',
    ])
      expect(out.stdout).toContain(option);
    expect(await main(['--help'], cli)).toBe(0);
    expect(out.stdout).toMatch(/serve\s+serve the viewer/);
  });

  test.each([
    [['serve', '-r', 'crudis', '-s', '1', '--pace', '0'], /bad --pace "0"/],
    [['serve', '-r', 'crudis', '-s', '1', '--port', 'http'], /bad --port "http"/],
    [['serve', '-r', 'crudis', '-s', '1', '--races', '1.5'], /bad --races "1.5"/],
    [['serve', '-r', 'crudis', '-s', '1', '--max-viewers', '0'], /bad --max-viewers "0"/],
    [['serve', '-r', 'crudis', '-s', '1', '--max-queue', '2.5'], /bad --max-queue "2.5": a whole number/],
  ])('usage errors: %j', async (args, message) => {
    const { out, cli } = captureIo();
    expect(await main(args, cli)).toBe(2);
    expect(out.stderr).toMatch(message);
  });

  test('--season: a season file or a field run as a season; what does not go with it is refused', async () => {
    const field = { ...defaultSetup(4), options: { laps: 1 } };
    const run = runSeason({ ruleset: 'crudis', seed: 4, races: 3, field });
    if (!run.ok) throw new Error(run.error.message);
    const seasonFile = join(TMP, 'season.json');
    const fieldFile = join(TMP, 'field.json');
    writeFileSync(seasonFile, serializeSeason(run.value));
    writeFileSync(fieldFile, JSON.stringify(field));
    for (const [args, message] of [
      [['--season', fieldFile], /is a field, not a season file: --ruleset says which rules/],
      [['--season', seasonFile, '-r', 'crudis'], /--ruleset does not go with a season file/],
      [['--season', seasonFile, '--races', '2'], /--races does not go with a season file/],
      [['--season', fieldFile, '-r', 'crudis', '--races', 'forever'], /a season has a number of races/],
      [['--season', seasonFile, '--log', seasonFile], /--log does not go with --season/],
    ] as const) {
      const { out, cli } = captureIo();
      expect(await main(['serve', ...args, '--no-viewer'], cli)).toBe(2);
      expect(out.stderr).toMatch(message);
    }
    for (const args of [[seasonFile], [fieldFile, '-r', 'crudis', '-s', '4', '--races', '3']]) {
      const { out, cli } = captureIo();
      const until = new Promise<void>((r) => setTimeout(r, 300));
      expect(await runServe(['--season', ...args, '--no-viewer', '--port', '0'], cli, { until })).toBe(0);
      expect(out.stderr).toContain(`a crudis season of 3 races from ${args[0]}`);
    }
  });

  test('without a built viewer it says to run npm run build', async () => {
    await expect(
      runServe(['-r', 'crudis', '-s', '1', '--port', '0'], captureIo().cli, { distDir: join(TMP, 'none') }),
    ).rejects.toThrow(/no built viewer in .*none.*npm run build/);
  });

  test('serves the built viewer and the live feed until told to stop', async () => {
    const dist = join(TMP, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quadriga</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(TMP, 'secret.txt'), 'no');
    let stop = (): void => {};
    const until = new Promise<void>((r) => {
      stop = r;
    });
    const { out, cli } = captureIo();
    const running = runServe(
      ['-r', 'crudis', '-s', '7', '--port', '0', '--pace', '500', '--gap', '0', '--delay', '0.1'],
      cli,
      { distDir: dist, until },
    );
    const t0 = Date.now();
    while (!out.stderr.includes('live feed at') && Date.now() - t0 < 60_000)
      await new Promise((r) => setTimeout(r, 10));
    const page = /viewer at (http:\/\/\S+)\?live=1/.exec(out.stderr)![1]!;
    const feed = /live feed at (ws:\/\/\S+?)[;,]/.exec(out.stderr)![1]!;
    const index = await fetch(page);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(await index.text()).toContain('<title>Quadriga</title>');
    expect((await fetch(`${page}assets/app.js`)).headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${page}nothing.js`)).status).toBe(404);
    expect((await fetch(`${page}..%2Fsecret.txt`)).status).not.toBe(200);
    const c = await Client.join(feed);
    await c.ended();
    expect(c.messages[0]).toMatchObject({ type: 'welcome', delay: 0.1, pace: 500 });
    expect((c.messages[0] as { race: string }).race).toMatch(/^r1-crudis-7-[0-9a-f]{10}$/);
    c.close();
    stop();
    expect(await running).toBe(0);
  });
});
