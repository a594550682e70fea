import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Crowd } from '../tests/server/crowd.ts';
import { forkRelay } from '../tests/server/relay-process.ts';
import { fmt, type Goal, notMeasured } from './goals.ts';
import { type Figure, figure } from './stats.ts';

/**
 * The live relay under load: a crowd of viewers on loopback follows one race. The relay runs in its
 * own process (its memory is its own and the viewers' work does not slow its timers); the viewers
 * run here and time each turn's arrival against the moment the relay was due to release it.
 */
export interface RelayFigures {
  viewers: number;
  /** Viewers that received every turn and the footer, never dropped. */
  held: Figure;
  /** Event delivery: arrival minus scheduled release, ms, over every viewer and live turn. */
  latencyP50Ms: Figure;
  latencyP99Ms: Figure;
  /** The relay's event loop: its longest stall during the race, ms. */
  loopMaxMs: Figure;
  /** Relay CPU time per turn delivered to one viewer, µs: what a viewer costs, whatever the machine's load. */
  cpuUsPerDelivery: Figure;
  /** The part of it spent in the kernel (the socket writes), 0..1. */
  kernelShare: Figure;
  /** Relay CPU time per turn for the whole crowd, ms: the least a turn can take to reach the last viewer. */
  cpuMsPerTurn: Figure;
  /**
   * The crowd's own CPU per turn, ms (this process: a thousand viewers' reads and parsing): the
   * share of the lateness measured that is the benchmark's, not the relay's.
   */
  crowdCpuMsPerTurn: Figure;
  /** How late the relay itself handed turns to viewers (its own clock, before the crowd read them), p99 ms. */
  relayLateP99Ms: Figure;
  /** How long per turn the relay's main thread waited for a CPU while it had work (another job ran), ms. */
  runWaitMsPerTurn: Figure;
  /** Flow-control pings per turn delivered (each a frame out and a pong in). */
  pingsPerDelivery: Figure;
  /** The relay process with every viewer connected and the race held, after it (after a forced GC). */
  rssMB: Figure;
  heapMB: Figure;
  /**
   * Relay memory per viewer: its heap and Buffers with every viewer connected, less the same before any
   * came, over the viewers (RSS would count the resolving thread's garbage, which comes and goes).
   */
  kbPerViewer: Figure;
  pace: number;
  turns: number;
  /** The machine's one-minute load average at the end of each run (2 cores: above 2, others wait). */
  load: number[];
}

interface RunResult {
  held: number;
  p50: number;
  p99: number;
  loopMax: number;
  cpuUs: number;
  kernelShare: number;
  cpuMsPerTurn: number;
  crowdCpuMsPerTurn: number;
  relayLateP99: number;
  runWaitMsPerTurn: number;
  pingsPerDelivery: number;
  rss: number;
  heap: number;
  kbPerViewer: number;
  turns: number;
  load: number;
}

async function runOnce(viewers: number, pace: number): Promise<RunResult> {
  // Time enough before the start for every viewer to connect.
  // (A thousand a second or so on an idle machine; a busy one is given five times longer.)
  const gap = Math.max(5, viewers / 200);
  const relay = await forkRelay({
    race: { ruleset: 'crudis', seed: 7 },
    pace,
    gap,
    staticDir: null,
    // Every viewer comes from loopback.
    limits: {
      maxConnections: viewers + 100,
      maxConnectionsPerAddress: viewers + 100,
      connectBurst: viewers + 100,
    },
  });
  let crowd: Crowd | null = null;
  try {
    const base = await relay.stats();
    const race = base.current!;
    crowd = await Crowd.join(relay.liveUrl, viewers, { awake: true });
    const spare = race.startsAt - 300 - Date.now();
    if (spare < 0) {
      throw new Error(
        `the crowd of ${viewers} took ${fmt((Date.now() - race.startsAt + gap * 1000) / 1000)} s to connect, past the race's start: the machine is too busy to measure the relay (load average ${fmt(loadavg()[0]!)})`,
      );
    }
    // The baseline just before the start (a stats call collects garbage: not while turns are due).
    await new Promise((r) => setTimeout(r, spare));
    const atStart = await relay.stats();
    const crowdAtStart = process.cpuUsage();
    await crowd.ended(race.race, 10 * 60_000);
    const crowdCpu = process.cpuUsage(crowdAtStart);
    const end = await relay.stats();
    // Memory with every viewer still connected and the race held, after the race: the forced
    // collection that makes the figure steady would stall the relay mid-race and be timed as late.
    const mid = await relay.stats();
    const held = crowd.followers.filter(
      (f) =>
        f.closedWith === null && f.ends.has(race.race) && f.turns.get(race.race)?.length === race.batches,
    ).length;
    return {
      held,
      p50: crowd.quantile(0.5),
      p99: crowd.quantile(0.99),
      loopMax: end.loopMaxMs,
      pingsPerDelivery: (end.pings - atStart.pings) / (viewers * race.batches),
      cpuUs: ((end.cpuMs - atStart.cpuMs) * 1000) / (viewers * race.batches),
      kernelShare: (end.systemMs - atStart.systemMs) / (end.cpuMs - atStart.cpuMs),
      cpuMsPerTurn: (end.cpuMs - atStart.cpuMs) / race.batches,
      crowdCpuMsPerTurn: (crowdCpu.user + crowdCpu.system) / 1000 / race.batches,
      relayLateP99: end.lateness.p99,
      runWaitMsPerTurn: (end.runWaitMs - atStart.runWaitMs) / race.batches,
      rss: mid.rssMB,
      heap: mid.heapMB,
      kbPerViewer: ((mid.heapMB + mid.externalMB - base.heapMB - base.externalMB) * 1024) / viewers,
      turns: race.batches,
      load: loadavg()[0]!,
    };
  } finally {
    crowd?.close();
    await relay.stop();
  }
}

/** `runs` races of the default field at `pace` times real time, each followed by `viewers` viewers. */
export async function benchRelay(runs: number, viewers = 1000, pace = 20): Promise<RelayFigures> {
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(viewers, pace));
  const f = (pick: (r: RunResult) => number, unit: string): Figure => figure(results.map(pick), unit);
  return {
    viewers,
    held: f((r) => r.held, 'viewers'),
    latencyP50Ms: f((r) => r.p50, 'ms'),
    latencyP99Ms: f((r) => r.p99, 'ms'),
    loopMaxMs: f((r) => r.loopMax, 'ms'),
    cpuUsPerDelivery: f((r) => r.cpuUs, 'µs'),
    kernelShare: f((r) => r.kernelShare, ''),
    cpuMsPerTurn: f((r) => r.cpuMsPerTurn, 'ms'),
    crowdCpuMsPerTurn: f((r) => r.crowdCpuMsPerTurn, 'ms'),
    relayLateP99Ms: f((r) => r.relayLateP99, 'ms'),
    runWaitMsPerTurn: f((r) => r.runWaitMsPerTurn, 'ms'),
    pingsPerDelivery: f((r) => r.pingsPerDelivery, ''),
    rssMB: f((r) => r.rss, 'MB'),
    heapMB: f((r) => r.heap, 'MB'),
    kbPerViewer: f((r) => r.kbPerViewer, 'KB'),
    pace,
    turns: results[0]?.turns ?? 0,
    load: results.map((r) => Math.round(r.load * 10) / 10),
  };
}

/** The relay's goals (issue 21): p99 delivery to 1,000 viewers, and 10,000 held in bounded memory. */
export const RELAY_GOALS = { p99Ms: 50, crowdRssMB: 1024 } as const;

/** The 10,000-viewer run's pace: a turn every half second or so, time enough to reach them all. */
export const RELAY_CROWD_PACE = 5;

const held = (r: RelayFigures): string =>
  `${fmt(r.held.min, 0)} of ${r.viewers} viewers held, load average ${r.load.join(', ')}`;

/**
 * Where a turn's time went: the relay's own work for the whole crowd (on an idle machine, about how
 * late the last viewer gets it), how long the relay waited for a CPU, and how late it handed turns on.
 */
export function relayCostText(r: RelayFigures): string {
  return (
    `  relay work ${fmt(r.cpuMsPerTurn.median)} ms a turn (${fmt(r.cpuUsPerDelivery.median)} µs a viewer, ` +
    `${fmt(r.kernelShare.median * 100, 0)}% in the kernel's socket writes); waited ${fmt(r.runWaitMsPerTurn.median)} ms a turn ` +
    `for a CPU; handed on with p99 ${fmt(r.relayLateP99Ms.median)} ms late; the crowd's own work ` +
    `${fmt(r.crowdCpuMsPerTurn.median)} ms a turn; load average ${r.load.join(', ')}`
  );
}

/** The goals as PASS/FAIL rows: each needs every viewer held as well as its figure within its limit. */
export function relayGoals(thousand: RelayFigures | null, crowd: RelayFigures | null, why: string): Goal[] {
  const p99 = 'relay p99 latency, 1,000 viewers';
  const memory = 'relay holds 10,000 viewers with bounded memory';
  return [
    thousand
      ? {
          owner: 'relay',
          goal: p99,
          figure: `${fmt(thousand.latencyP99Ms.median)} ms (limit ${RELAY_GOALS.p99Ms} ms; relay work ${fmt(thousand.cpuMsPerTurn.median)} ms a turn, waited ${fmt(thousand.runWaitMsPerTurn.median)} ms a turn for a CPU), ${held(thousand)}`,
          pass: thousand.held.min >= thousand.viewers && thousand.latencyP99Ms.median <= RELAY_GOALS.p99Ms,
        }
      : notMeasured('relay', p99, why),
    crowd
      ? {
          owner: 'relay',
          goal: memory,
          figure: `RSS ${fmt(crowd.rssMB.max, 0)} MB (limit ${RELAY_GOALS.crowdRssMB} MB, ${fmt(crowd.kbPerViewer.max)} KB a viewer), ${held(crowd)}`,
          pass: crowd.held.min >= crowd.viewers && crowd.rssMB.max <= RELAY_GOALS.crowdRssMB,
        }
      : notMeasured('relay', memory, why),
  ];
}

// `node --import tsx bench/relay.ts [--quick] [--viewers N] [--pace P]` runs this benchmark alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, otherwise: number): number => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : otherwise;
  };
  const r = await benchRelay(
    process.argv.includes('--quick') ? 1 : 3,
    arg('--viewers', 1000),
    arg('--pace', 20),
  );
  console.log(JSON.stringify(r, null, 2));
  console.log(relayCostText(r));
}
