import { afterAll, describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { PublishedMessage, ScheduledMessage } from '../../src/server/protocol.ts';
import { Crowd } from './crowd.ts';
import { Client, sleep } from './helpers.ts';
import { forkRelay, type RelayProcess } from './relay-process.ts';

// Issue 23's load test: large races published while a crowd follows the race that is running.
// The relay runs in its own process; the viewers and the publisher run here, on loopback. Bounded:
// one race of about ten seconds, then it stops. `npm run test:deep` runs it at full size.

const DEEP = process.env['QUADRIGA_DEEP'] === '1';
const VIEWERS = DEEP ? 1000 : 250;
const PUBLISHES = DEEP ? 30 : 10;
/** The largest legal Crudis race: twelve chariots, seven laps (1.4 MB of log, seconds to resolve). */
const LARGE = { ...defaultSetup(12), options: { laps: 7 } };
const PACE = 10;
/**
 * The bound, 100 ms, held as it says in the deep run (on an otherwise idle machine):
 * viewers' arrival times against the schedule, publishers' answers. The everyday run shares two
 * cores with the rest of the suite, where a time bound fails on a loaded machine (the charter:
 * speed is measured by `npm run bench`, whose relay goal is the p99 at 1,000 viewers). It counts
 * instead what made a relay late here: one resolving the published races on its event loop, as this
 * one once did, was 6.7 s late and took 7.3 s to answer; no Crudis race may be run from its start
 * on the relay's main thread (relay-process.ts counts them). Its figures are printed either way.
 */
const BOUND_MS = 100;

let relay: RelayProcess | null = null;
let crowd: Crowd | null = null;
afterAll(async () => {
  crowd?.close();
  await relay?.stop();
});

describe(`${VIEWERS} viewers follow a race while ${PUBLISHES} large races are published`, () => {
  test('every publish is answered at once, every turn reaches every viewer on time, and the promises hold', async () => {
    relay = await forkRelay({
      race: { ruleset: 'crudis', seed: 7 },
      pace: PACE,
      gap: Math.max(3, VIEWERS / 200),
      publishToken: 'load',
      staticDir: null,
      limits: { maxConnectionsPerAddress: 100_000, connectBurst: 100_000 },
    });
    // The deep run is made for an idle machine: its crowd stays awake around each turn (crowd.ts).
    crowd = await Crowd.join(relay.liveUrl, VIEWERS, { awake: DEEP });
    const base = await relay.stats();
    const first = base.current!;
    await sleep(Math.max(0, first.startsAt - Date.now() + 500));

    // Publish one race every 100 ms while the first one runs, timing each answer.
    const publisher = await Client.open(relay.liveUrl);
    const answered: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const sent = Date.now();
      publisher.send({
        v: 1,
        type: 'publish',
        token: 'load',
        race: { ruleset: 'crudis', seed: 100 + i, setup: LARGE },
      });
      await publisher.until((ms) => ms.filter((m) => m.type === 'published').length > i);
      answered.push(Date.now() - sent);
      await sleep(100);
    }
    // Mid-race: no forced collection, which would stall the relay while turns are due.
    const during = await relay.stats(false);
    await crowd.ended(first.race);
    const published = publisher.messages.filter((m): m is PublishedMessage => m.type === 'published');

    // The first published race starts under its promised id at its promised moment.
    await publisher.until((ms) => ms.some((m) => m.type === 'scheduled'), 60_000);
    const promise = publisher.messages.find((m): m is ScheduledMessage => m.type === 'scheduled')!;
    expect(promise.race).toBe(published[0]!.race);
    const next = await relay.stats();
    const after = await relay.stats();
    publisher.close();

    const report = {
      viewers: VIEWERS,
      publishes: PUBLISHES,
      answerMaxMs: Math.max(...answered),
      lateP50Ms: crowd.quantile(0.5),
      lateP99Ms: crowd.quantile(0.99),
      lateMaxMs: crowd.quantile(1),
      relayLateP99Ms: after.lateness.p99,
      relayLateMaxMs: after.lateness.max,
      relayLoopMaxMs: Math.max(during.loopMaxMs, next.loopMaxMs, after.loopMaxMs),
      // Turns flow control held back until a viewer acknowledged what it had (each one late).
      relayHeldBack: after.heldBack - base.heldBack,
      relayCrudisRunsHere: after.crudisRunsHere,
      // The relay's own work, and how long it waited for a CPU (other jobs on the machine): the two
      // parts of its lateness.
      relayCpuMs: Math.round(after.cpuMs - base.cpuMs),
      relayRunWaitMs: Math.round(after.runWaitMs - base.runWaitMs),
      relayRssMB: Math.round(during.rssMB),
    };
    console.log(`load: ${JSON.stringify(report)}`);
    if (DEEP) {
      expect(report.answerMaxMs).toBeLessThanOrEqual(BOUND_MS);
      expect(report.lateP99Ms).toBeLessThanOrEqual(BOUND_MS);
    }
    // The race on air and those published (the first of them resolved by now) resolved off the loop.
    expect(after.crudisRunsHere, 'Crudis races run on the relay’s main thread').toBe(0);
    expect(next.current).toMatchObject({ race: promise.race, startsAt: promise.startsAt });
    // Each publish found the one before it still waiting (the first race still running).
    expect(published.map((m) => m.ahead)).toEqual(published.map((_, i) => i + 1));
    // Every viewer got every turn of the first race once, in order, and its end.
    const turns = crowd.followers[0]!.turns.get(first.race)!;
    expect(turns).toHaveLength(first.batches);
    expect(turns.every((t, i) => i === 0 || t > turns[i - 1]!)).toBe(true);
    for (const f of crowd.followers) {
      expect(f.closedWith).toBeNull();
      expect(f.turns.get(first.race)).toEqual(turns);
      expect(f.ends.has(first.race)).toBe(true);
    }
  });
});
