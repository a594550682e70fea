import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { prepareRace } from '../../src/server/prepared-race.ts';
import type { PublishedMessage, ScheduledMessage, Welcome } from '../../src/server/protocol.ts';
import { ProcessResolver } from '../../src/server/resolver.ts';
import type { RaceSource } from '../../src/server/sources.ts';
import { Client, closedAfterEach, RACE, relay, resolved, sleep } from './helpers.ts';

// The relay resolves races in a child process at the lowest priority (src/server/resolver.ts,
// resolve-child.ts): what it answers, at what priority it runs, and what happens when it fails.

const { relays, clients } = closedAfterEach();
const resolvers: ProcessResolver[] = [];
afterEach(() => {
  for (const r of resolvers.splice(0)) r.close();
});
const resolver = (options: ConstructorParameters<typeof ProcessResolver>[0] = {}): ProcessResolver => {
  const r = new ProcessResolver(options);
  resolvers.push(r);
  return r;
};
/** A resolving process with faults on cue (tests/server/resolve-child-faulty.ts). */
const FAULTY = {
  path: fileURLToPath(new URL('./resolve-child-faulty.ts', import.meta.url)),
  execArgv: ['--import', import.meta.resolve('tsx')],
};
/** A resolving process that never takes a race up (tests/server/resolve-child-silent.ts). */
const SILENT = { ...FAULTY, path: fileURLToPath(new URL('./resolve-child-silent.ts', import.meta.url)) };
const source = (seed: number): RaceSource => ({ inputs: { ...RACE, seed } });
/** A race of seconds' work: twelve chariots, four laps. */
const LARGE = { ruleset: 'crudis', seed: 5, setup: { ...defaultSetup(12), options: { laps: 4 } } };

async function whileWorking(r: ProcessResolver, race: string): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const w = r.working();
    if (w?.race === race) return w.pid;
    await sleep(50);
  }
  throw new Error(`${race} was never being resolved`);
}

/** The nice value of each thread of process `pid` (Linux: /proc/<pid>/task/<tid>/stat, field 19). */
function threadNices(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the resolving process', () => {
  test('answers the same prepared race the relay would make itself', async () => {
    const r = resolver();
    const got = await r.resolve('r1-crudis-7-test', source(7));
    const own = prepareRace('r1-crudis-7-test', source(7), resolved(RACE));
    expect(got.ok && own.ok).toBe(true);
    if (!got.ok || !own.ok) return;
    expect(Buffer.from(got.race.bytes).equals(Buffer.from(own.race.bytes))).toBe(true);
    expect(Array.from(got.race.messageStart)).toEqual(Array.from(own.race.messageStart));
    expect(Array.from(got.race.eventStart)).toEqual(Array.from(own.race.eventStart));
    expect(got.race.batches).toEqual(own.race.batches);
    expect(got.race.header).toEqual(own.race.header);
  });

  test('a process that stops, answers nonsense or another job is replaced, the race failed with the reason', async () => {
    const r = resolver({ entry: FAULTY });
    const said: string[] = [];
    const [crash, nonsense, other, after] = await Promise.all([
      r.resolve('r1-crash', source(13), (line) => said.push(line)),
      r.resolve('r2-nonsense', source(14)),
      r.resolve('r3-other', source(15)),
      r.resolve('r4-fine', source(7)),
    ]);
    // A stop is tried once more in a new process, then the race fails.
    expect(said).toEqual([
      'the resolving process stopped (exit code 3) while resolving r1-crash: resolving it again in a new process',
    ]);
    expect(crash).toEqual({
      ok: false,
      error: 'the resolving process stopped (exit code 3) while resolving r1-crash, 2 times',
    });
    expect(nonsense).toEqual({
      ok: false,
      error: 'the resolving process answered with something that is not a race (no bytes)',
    });
    expect(other).toEqual({
      ok: false,
      error: 'the resolving process answered with something that is not a race',
    });
    expect(after.ok).toBe(true);
    expect(r.pending()).toBe(0);
  });

  test('a race that takes longer than the limit fails, and its process is replaced for the next', async () => {
    // The resolver's limits on a fake clock (setTimeout's), moved once the stuck race is begun: the
    // next race then has all the time it takes. On the real clock it had 4 s at the lowest priority,
    // and a loaded machine (two CPU burners beside the unit tier) did not always give it that.
    const realTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const r = resolver({ entry: FAULTY, timeoutMs: 4000 });
      const stuck = r.resolve('r1-stuck', source(16));
      const after = r.resolve('r2-fine', source(7));
      // Begun (its limit set): then its 4 s pass at once, and no more time after them.
      while (r.working()?.race !== 'r1-stuck') await new Promise((w) => realTimeout(w, 20));
      vi.advanceTimersByTime(3999);
      expect(r.working()?.race).toBe('r1-stuck');
      vi.advanceTimersByTime(1);
      // (A hang guard on the real clock: a limit that did not fall due would wait for ever.)
      const settled = <T>(p: Promise<T>) =>
        Promise.race([
          p,
          new Promise<string>((w) => realTimeout(() => w('still waiting after 30 s'), 30_000)),
        ]);
      expect(await settled(stuck)).toEqual({ ok: false, error: 'resolving the race took longer than 4 s' });
      expect(await settled(after)).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  test("a process that never takes its race up fails it after the start limit, apart from the race's own time", async () => {
    const r = resolver({ entry: SILENT, startTimeoutMs: 1500, timeoutMs: 60_000 });
    const [first, second] = await Promise.all([
      r.resolve('r1-unheard', source(7)),
      r.resolve('r2-unheard', source(8)),
    ]);
    const error = 'the resolving process did not take the race up within 1.5 s';
    expect(first).toEqual({ ok: false, error });
    expect(second).toEqual({ ok: false, error });
    expect(r.pending()).toBe(0);
  });

  test('a relay gone mid-race: the process ends quietly, not on an unhandled EPIPE', async () => {
    const child = fork(fileURLToPath(new URL('../../src/server/resolve-child.ts', import.meta.url)), [], {
      execArgv: FAULTY.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const exited = new Promise<string>((done) =>
      child.once('exit', (code, signal) => done(`${code} ${signal}`)),
    );
    child.send({ job: 1, id: 'r1-large', source: { inputs: LARGE } });
    // Gone as soon as the race is taken up, seconds before its answer.
    await new Promise((started) => child.once('message', started));
    child.disconnect();
    expect(await exited).toBe('0 null');
    expect(stderr).toBe('');
  });

  test('runs at the lowest priority, every thread of it; killed mid-race under a relay, the race is resolved again and goes on air as promised', async () => {
    const r = resolver();
    const lines: string[] = [];
    const live = await relay({
      pace: 500,
      gap: 0.2,
      publishToken: 't',
      resolver: r,
      log: (l) => lines.push(l),
    });
    relays.push(live);
    const watcher = await Client.join(live.liveUrl);
    const publisher = await Client.open(live.liveUrl);
    clients.push(watcher, publisher);
    publisher.send({ v: 1, type: 'publish', token: 't', race: LARGE });
    await publisher.until((ms) => ms.some((m) => m.type === 'published'));
    const id = (publisher.messages.find((m) => m.type === 'published') as PublishedMessage).race;
    const ours = getPriority();
    const pid = await whileWorking(r, id);
    if (process.platform === 'linux') {
      const nices = threadNices(pid);
      // Node's main thread, V8's helpers (its garbage collector), libuv's: all lowered, not only the first.
      expect(nices.length).toBeGreaterThan(3);
      expect(new Set(nices)).toEqual(new Set([19]));
      expect(new Set(threadNices(process.pid)).has(19)).toBe(ours === 19);
    }
    expect(getPriority()).toBe(ours);
    process.kill(pid, 'SIGKILL');
    await publisher.until((ms) => ms.some((m) => m.type === 'scheduled'), 120_000);
    const promise = publisher.messages.find((m): m is ScheduledMessage => m.type === 'scheduled')!;
    expect(promise.race).toBe(id);
    expect(lines).toContain(
      `the resolving process stopped (SIGKILL) while resolving ${id}: resolving it again in a new process`,
    );
    await watcher.until((ms) => ms.some((m) => m.type === 'welcome' && m.race === id), 30_000);
    const welcome = watcher.messages.find((m): m is Welcome => m.type === 'welcome' && m.race === id)!;
    expect(welcome.startsAt).toBe(promise.startsAt);
    expect(welcome.header.entrants).toHaveLength(12);
  });
});
