import { afterAll, describe, expect, test } from 'vitest';
import { type Attackers, forkAttackers } from './attackers.ts';
import { Crowd } from './crowd.ts';
import { sleep } from './helpers.ts';
import { forkRelay, type RelayProcess, type RelayStats } from './relay-process.ts';
import { kernelBytes } from './socket-memory.ts';

// Issue 23's abuse test: while a crowd follows a race, attackers guess tokens, send junk, flood
// hellos, open 2,000 sockets and leave 200 viewers unread, each attack from its own loopback address
// and all from their own process (attackers.ts). The relay runs in its own process too. Bounded: one
// race and a fixed amount of attack. The everyday run is a third of the size (600 sockets, 100
// unread, 100 flooding, a crowd of 100); `npm run test:deep` runs it at full size with a crowd of 1,000.

const DEEP = process.env['QUADRIGA_DEEP'] === '1';
const HONEST = DEEP ? 1000 : 100;
const SIZES = DEEP
  ? { sockets: 2000, neverRead: 200, flooders: 200 }
  : { sockets: 600, neverRead: 100, flooders: 100 };
/** Room for everyone but part of the silent sockets. */
const MAX_CONNECTIONS = HONEST + (DEEP ? 1600 : 500);
/** Unread bytes the relay allows over all viewers. */
const BUDGET = 32 * 2 ** 20;
/**
 * The bound, 100 ms, at full size (`npm run test:deep`, on an otherwise idle machine), on the
 * viewers' arrival times. The everyday run shares two cores with the rest of the suite while the
 * attackers' and the crowd's processes run beside the relay: there a time bound fails on a loaded
 * machine (8 s was allowed, 3.3 s seen with eight test runs sharing the two cores; the charter:
 * speed is measured by `npm run bench`), so it checks what the attacks may not do whatever the
 * load: every honest viewer gets every turn and the end, and nobody is closed but the attackers.
 * Its figures are printed either way.
 */
const BOUND_MS = 100;

let relay: RelayProcess | null = null;
let crowd: Crowd | null = null;
let attackers: Attackers | null = null;
afterAll(async () => {
  crowd?.close();
  await attackers?.stop();
  await relay?.stop();
});

describe(`${HONEST} viewers follow a race while attackers try everything at once`, () => {
  test("no attack delays the others' turns, and memory and socket buffers stay bounded", async () => {
    relay = await forkRelay({
      race: { ruleset: 'crudis', seed: 7 },
      pace: 20,
      gap: Math.max(3, HONEST / 200),
      publishToken: 'the-right-one',
      staticDir: null,
      limits: {
        maxConnections: MAX_CONNECTIONS,
        maxConnectionsPerAddress: Math.max(200, HONEST),
        connectBurst: 5000,
        totalInFlightBytes: BUDGET,
        slowViewerMs: 4000,
        // Long enough for every silent socket to be tried while the first are still there.
        helloTimeoutMs: 8000,
      },
    });
    crowd = await Crowd.join(relay.liveUrl, HONEST);
    const race = (await relay.stats()).current!;
    await sleep(Math.max(0, race.startsAt - Date.now() + 500));
    const base = await relay.stats();

    attackers = forkAttackers(relay.liveUrl, SIZES);
    // Meanwhile: the kernel's buffers on the relay's connections, and the relay's own figures.
    let kernelMax = 0;
    const samples: RelayStats[] = [];
    let attacking = true;
    const sampling = (async () => {
      while (attacking) {
        kernelMax = Math.max(kernelMax, kernelBytes(relay!.port));
        samples.push(await relay!.stats());
        await sleep(200);
      }
    })();
    const seen = await attackers.report;
    // The unread are let go once a ping has gone unanswered for the relay's patience (waited for up
    // to 90 s: on a loaded machine the relay's timers run late, never early).
    const t0 = Date.now();
    while ((await relay.stats()).dropped < SIZES.neverRead && Date.now() - t0 < 90_000) await sleep(200);
    attacking = false;
    await sampling;
    await crowd.ended(race.race, 120_000);
    const end = await relay.stats();

    const max = (pick: (s: RelayStats) => number): number => Math.max(...samples.map(pick));
    const report = {
      honest: HONEST,
      lateP99Ms: crowd.quantile(0.99),
      relayLateP99Ms: end.lateness.p99,
      relayLoopMaxMs: max((s) => s.loopMaxMs),
      relayCpuS: (end.cpuMs - base.cpuMs) / 1000,
      relayRunWaitS: (end.runWaitMs - base.runWaitMs) / 1000,
      kernelMaxMB: kernelMax / 2 ** 20,
      inFlightMaxMB: max((s) => s.inFlight) / 2 ** 20,
      rssBaseMB: Math.round(base.rssMB),
      rssMaxMB: Math.round(max((s) => s.rssMB)),
      viewersMax: max((s) => s.viewers),
      dropped: end.dropped,
      ...seen,
      junkCodes: [...new Set(seen.junkCodes)],
      silentCodes: [...new Set(seen.silentCodes)],
    };
    console.log(`abuse: ${JSON.stringify(report)}`);

    // The crowd saw the race through, on time.
    for (const f of crowd.followers) {
      expect(f.closedWith).toBeNull();
      expect(f.turns.get(race.race)).toHaveLength(race.batches);
      expect(f.ends.has(race.race)).toBe(true);
    }
    if (DEEP) expect(report.lateP99Ms).toBeLessThanOrEqual(BOUND_MS);
    // Guessing: three wrong tokens a connection, ten an address (one more a minute), then refused unread.
    expect(seen.guessPerSocketMax).toBe(3);
    expect(seen.guessAnswers).toBeLessThanOrEqual(11);
    expect(seen.guessLimited).toBeGreaterThan(0);
    // Junk: every connection closed as misbehaving.
    expect(report.junkCodes).toEqual([4001]);
    // 2,000 sockets: the relay takes what its cap allows and refuses the rest (503 at the upgrade, or
    // the kernel's own refusal when its listen queue overflows), and lets the silent go.
    const refused = Object.values(seen.silentRefused).reduce((a, b) => a + b, 0);
    expect(seen.silentAccepted + refused).toBe(SIZES.sockets);
    expect(seen.silentRefused['503']).toBeGreaterThan(0);
    expect(report.viewersMax).toBeLessThanOrEqual(MAX_CONNECTIONS);
    expect(report.silentCodes).toEqual([4002]);
    // The viewers that never read were dropped. Meanwhile what the relay had sent and nobody had read
    // stayed within its budget, twice over at most (a viewer within its fair share may go on), plus
    // one message per viewer; and so did the kernel's buffers, which hold no more than that.
    expect(seen.neverRead).toBe(SIZES.neverRead);
    expect(end.dropped).toBeGreaterThanOrEqual(SIZES.neverRead);
    const bound = 2 * BUDGET + MAX_CONNECTIONS * 64 * 1024;
    expect(max((s) => s.inFlight)).toBeLessThanOrEqual(bound);
    expect(kernelMax).toBeLessThanOrEqual(bound);
    expect(report.rssMaxMB - report.rssBaseMB).toBeLessThanOrEqual(256);
  });
});
