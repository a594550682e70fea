import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { runServe } from '../../src/cli/commands/serve.ts';
import { main } from '../../src/cli/main.ts';
import { serializeLog } from '../../src/engine/index.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { ENGINE_VERSION } from '../../src/engine/version.ts';
import type { EndMessage, EventsMessage, Welcome } from '../../src/server/protocol.ts';
import { type RelayStatus, startRelay } from '../../src/server/relay.ts';
import { recordedSequence, recordedSource } from '../../src/server/sources.ts';
import { Client, captureIo, RACE, resolved } from './helpers.ts';

// What `quadriga serve` puts on air: the demo channel without options, recorded logs (--log, --logs),
// and what GET /status says about it (issue 20 item 7).

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-programme-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** Runs `quadriga serve` (relay only, on a free port) until `stop` is called. */
async function serve(args: string[]) {
  let stop = (): void => {};
  const until = new Promise<void>((r) => {
    stop = r;
  });
  const { out, cli } = captureIo();
  const running = runServe([...args, '--port', '0', '--no-viewer'], cli, { until });
  const t0 = Date.now();
  while (!out.stderr.includes('live feed at') && Date.now() - t0 < 60_000) {
    const early = await Promise.race([running, new Promise((r) => setTimeout(r, 10))]);
    if (typeof early === 'number') throw new Error(`serve stopped: ${out.stderr}`);
  }
  const feed = /live feed at (ws:\/\/\S+?)[;,]/.exec(out.stderr)![1]!;
  const status = /status at (http:\/\/\S+?)[;,]/.exec(out.stderr)![1]!;
  return {
    out,
    feed,
    status: async (): Promise<RelayStatus> => (await fetch(status)).json() as Promise<RelayStatus>,
    statusUrl: status,
    stop: async (): Promise<number> => {
      stop();
      return running;
    },
  };
}

const welcomes = (c: Client): Welcome[] => c.messages.filter((m): m is Welcome => m.type === 'welcome');
const ends = (c: Client): EndMessage[] => c.messages.filter((m): m is EndMessage => m.type === 'end');
/** The events received for one race, as the log holds them. */
const eventsOf = (c: Client, race: string) =>
  c.messages.flatMap((m) => (m.type === 'events' && m.race === race ? (m as EventsMessage).events : []));

/** A small race of each ruleset's own kind, written as a file. */
function logFile(name: string, log: RaceLog, gz = false): string {
  const path = join(TMP, name);
  writeFileSync(path, gz ? gzipSync(serializeLog(log)) : serializeLog(log));
  return path;
}

describe('the demo channel', () => {
  test('without a ruleset every ruleset comes on in turn, and /status says what is on air', async () => {
    const s = await serve(['-s', '40', '--pace', '1000', '--gap', '0.5']);
    expect(s.out.stderr).toMatch(/the demo channel \(crudis, aurigae, hippodrome, circus-maximus in turn\)/);
    const c = await Client.join(s.feed);
    await c.until((ms) => ms.filter((m) => m.type === 'welcome').length >= 2, 60_000);
    const [first, second] = welcomes(c);
    expect(first!.race).toMatch(/^r1-crudis-40-/);
    expect(second!.race).toMatch(/^r2-aurigae-41-/);
    const status = await s.status();
    expect(status).toMatchObject({ v: 1, version: ENGINE_VERSION, viewers: 1, connections: 1, dropped: 0 });
    expect(status.uptime).toBeGreaterThan(0);
    // The second race, or (at this pace) one after it.
    const onAir = welcomes(c).find((w) => w.race === status.race!.id)!;
    expect(onAir.header.ruleset.id).toBe(status.race!.ruleset);
    expect(onAir.header.seed).toBe(status.race!.seed);
    expect(status.race!.turns).toBeGreaterThan(0);
    const head = await fetch(s.statusUrl, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toMatch(/application\/json/);
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(s.statusUrl, { method: 'POST' })).status).toBe(405);
    // Forever, each ruleset in turn.
    await c.until((ms) => ms.filter((m) => m.type === 'welcome').length >= 3, 60_000);
    expect(welcomes(c)[2]!.race).toMatch(/^r3-hippodrome-42-/);
    c.close();
    expect(await s.stop()).toBe(0);
  });

  test('/status on a race under way names its turn, and a published race comes next', async () => {
    const s = await serve(['-r', 'crudis', '-s', '7', '--pace', '20', '--gap', '0', '--token', 'on-air']);
    const c = await Client.join(s.feed);
    await c.until((ms) => ms.filter((m) => m.type === 'events').length >= 3, 60_000);
    const before = await s.status();
    expect(before.race!.turn).toBeGreaterThanOrEqual(0);
    expect(before.race!.ended).toBe(false);
    expect(before.next).toEqual([]);
    // A race published now is next on the programme.
    c.send({ v: 1, type: 'publish', token: 'on-air', race: { ruleset: 'aurigae', seed: 3 } });
    await c.until((ms) => ms.some((m) => m.type === 'published'));
    const published = c.messages.find((m) => m.type === 'published') as { race: string };
    const after = await s.status();
    expect(after.next).toMatchObject([{ id: published.race, ruleset: 'aurigae', seed: 3 }]);
    expect(after.race!.turn).toBeGreaterThanOrEqual(before.race!.turn!);
    c.close();
    await s.stop();
  });
});

describe('recorded races', () => {
  const crudis = resolved(RACE);
  const other = resolved({ ...RACE, seed: 8 });

  test('--log puts the recorded race on air event for event, header and footer as recorded', async () => {
    const s = await serve(['--log', logFile('one.json.gz', crudis, true), '--pace', '1000', '--gap', '0']);
    expect(s.out.stderr).toMatch(/the race recorded in .*one\.json\.gz/);
    const c = await Client.join(s.feed);
    await c.ended();
    const [w] = welcomes(c);
    expect(w!.race).toMatch(/^r1-crudis-7-/);
    expect(w!.header).toEqual(crudis.header);
    expect(eventsOf(c, w!.race)).toEqual(crudis.events);
    expect(ends(c)[0]!.footer).toEqual(crudis.footer);
    c.close();
    await s.stop();
  });

  test('--logs puts every log of the folder on air in the order of their names, each once', async () => {
    const dir = join(TMP, 'logs');
    mkdirSync(dir);
    writeFileSync(join(dir, 'b.json'), serializeLog(crudis));
    writeFileSync(join(dir, 'a.json.gz'), gzipSync(serializeLog(other)));
    writeFileSync(join(dir, 'notes.txt'), 'not a log');
    const s = await serve(['--logs', dir, '--pace', '1000', '--gap', '0.2']);
    expect(s.out.stderr).toMatch(/2 recorded races/);
    const c = await Client.join(s.feed);
    await c.until((ms) => ms.filter((m) => m.type === 'end').length >= 2, 60_000);
    expect(ends(c).map((e) => e.footer.digest)).toEqual([other.footer.digest, crudis.footer.digest]);
    // Each once: nothing comes after the last.
    expect((await s.status()).next).toEqual([]);
    c.close();
    await s.stop();
  });

  test('a recorded log changed after the relay took it is refused when its turn comes, not put on air', async () => {
    const path = logFile('changing.json', crudis);
    const read = recordedSource(path);
    if (!read.ok) throw new Error(read.error);
    const lines: string[] = [];
    const started = await startRelay({
      sequence: recordedSequence([read.source]),
      races: 2,
      pace: 1000,
      gap: 0.2,
      staticDir: null,
      log: (l) => lines.push(l),
    });
    if (!started.ok) throw new Error(started.error);
    // The first race was read as the relay started; the second reads the file again.
    writeFileSync(path, serializeLog(other));
    const c = await Client.join(started.relay.liveUrl);
    await c.ended();
    const t0 = Date.now();
    while (!lines.some((l) => l.includes('has changed')) && Date.now() - t0 < 30_000)
      await new Promise((r) => setTimeout(r, 20));
    expect(lines.join('\n')).toMatch(/changing\.json has changed since the relay put it on its programme/);
    expect(welcomes(c)).toHaveLength(1);
    c.close();
    await started.relay.close();
  });

  test('a folder with a broken log, an empty folder and a missing file are refused before going on air', async () => {
    const dir = join(TMP, 'broken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'a.json'), serializeLog(crudis));
    writeFileSync(join(dir, 'b.json'), serializeLog(crudis).replace('"seed":7', '"seed":"seven"'));
    const broken = captureIo();
    expect(await main(['serve', '--logs', dir, '--no-viewer'], broken.cli)).toBe(1);
    expect(broken.out.stderr).toMatch(/b\.json is not a valid race log at \$\.header\.seed/);
    const empty = join(TMP, 'empty');
    mkdirSync(empty);
    const none = captureIo();
    expect(await main(['serve', '--logs', empty, '--no-viewer'], none.cli)).toBe(1);
    expect(none.out.stderr).toMatch(/no race logs \(\.json, \.json\.gz\) in .*empty/);
    const missing = captureIo();
    expect(await main(['serve', '--log', join(TMP, 'nothing.json'), '--no-viewer'], missing.cli)).toBe(1);
    expect(missing.out.stderr).toMatch(/cannot read .*nothing\.json/);
  });

  test.each([
    [['serve', '--log', 'x.json', '--seed', '1'], /--seed does not go with --log or --logs/],
    [['serve', '--log', 'x.json', '--logs', 'y'], /--log and --logs: choose one/],
    [['serve', '--setup', 'x.json'], /--setup needs --ruleset/],
  ])('usage errors: %j', async (args, message) => {
    const { out, cli } = captureIo();
    expect(await main(args, cli)).toBe(2);
    expect(out.stderr).toMatch(message);
  });
});
