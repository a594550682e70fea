import type { RaceEvent, RaceLog } from '../src/engine/log/schema.ts';
import { eventsDigest } from '../src/engine/log/serialize.ts';
import { defaultSetup } from '../src/engine/race/setup.ts';
import { RULESET_IDS, simulate } from '../src/engine/rulesets/index.ts';
import { buildPlan, type Plan } from '../src/replay/plan.ts';
import { newSample, sampleChariot } from '../src/replay/sample.ts';
import { type Figure, figure, time } from './stats.ts';

/**
 * A synthetic log of about `target` events: a real race's header and its turns repeated with
 * turns, seqs and squares shifted, so the plan builder sees realistic content at scale.
 */
export function syntheticLog(target: number): RaceLog {
  const r = simulate({
    ruleset: 'crudis',
    seed: 11,
    setup: { ...defaultSetup(12), options: { laps: 7, maxTurns: 2000 } },
  });
  if (!r.ok) throw new Error(r.error.message);
  const base = r.value;
  const events: RaceEvent[] = [];
  // Repeat the body of the race (turn 1 on) with a lap's worth of squares added each round, as if
  // the chariots kept racing; every chariot keeps racing.
  const body = base.events.filter(
    (e) =>
      e.turn >= 1 && e.type !== 'wreck' && e.type !== 'bounce' && e.type !== 'finish' && e.type !== 'retire',
  );
  const turns = base.footer.turns;
  for (const e of base.events.filter((x) => x.turn === 0)) events.push(e);
  for (let round = 0; events.length < target; round++) {
    for (const e of body) {
      if (events.length >= target) break;
      const turn = e.turn + round * turns;
      const shift = round * 600;
      // Without the effect, left out as it is copied: deleting it afterwards would turn each
      // event into a dictionary-mode object, every property read a hash lookup, which a parsed log's
      // events never are (that made the plan of this log about a third slower than it is).
      const { effect: _effect, ...rest } = e;
      const copy: RaceEvent = { ...rest, seq: events.length, turn, t: e.t + round * turns };
      if (e.path) copy.path = e.path.map((p) => ({ ...p, sq: (p as { sq: number }).sq + shift }) as typeof p);
      if (e.at)
        copy.at = Object.fromEntries(
          Object.entries(e.at).map(([k, p]) => [k, { ...p, sq: (p as { sq: number }).sq + shift }]),
        );
      events.push(copy);
    }
  }
  const lastTurn = events[events.length - 1]!.turn;
  return {
    ...base,
    events,
    checkpoints: [],
    footer: {
      ...base.footer,
      turns: lastTurn,
      eventCount: events.length,
      digest: eventsDigest(events),
      wrecks: [],
    },
  };
}

export interface ReplayFigures {
  log: string;
  events: number;
  planMs: Figure;
  seekMicroseconds: Figure;
}

export interface ReplayBench {
  rows: ReplayFigures[];
  /** The process's first plan build (another race, before any warm-up: V8 cold), ms. */
  firstPlanMs: number;
}

/**
 * Warms the plan builder on races other than the ones measured (every ruleset, a few seeds),
 * until V8 has optimised it: without this, the first few dozen builds of a small log run in
 * V8's interpreter and baseline tiers, 3-50x slower than optimised and scattered between those
 * (a default race measured 9 times after one warm-up build read 33.6 ms ±33). Returns the first
 * build's time (the cold figure, reported beside the warm median).
 */
function warmPlanBuilder(rounds: number): number {
  const logs: RaceLog[] = [];
  for (const ruleset of RULESET_IDS)
    for (const seed of [101, 102]) {
      const r = simulate({ ruleset, seed });
      if (r.ok) logs.push(r.value);
    }
  const t0 = performance.now();
  buildPlan(logs[0]!);
  const first = performance.now() - t0;
  for (let i = 0; i < rounds; i++) for (const log of logs) buildPlan(log);
  return first;
}

function seekCost(plan: Plan, seeks: number): number[] {
  const s = newSample();
  const out: number[] = [];
  let x = 0.12345;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (let i = 0; i < seeks; i++) {
      x = (x * 9301 + 49297) % 233280;
      const t = (x / 233280) * plan.duration;
      for (const c of plan.chariots) sampleChariot(plan, c, t, s);
    }
    out.push(((performance.now() - t0) * 1000) / seeks);
  }
  return out;
}

/** Replay: time to build the plan from a log and time per seek (all chariots sampled). */
export function benchReplay(runs: number): ReplayBench {
  const out: ReplayFigures[] = [];
  const firstPlanMs = warmPlanBuilder(25);
  const r = simulate({ ruleset: 'crudis', seed: 7 });
  if (!r.ok) throw new Error(r.error.message);
  // [name, the log (made when its turn comes), runs, warm-up builds of that log]. The synthetic
  // log is made only after the default race is timed: alive beside it, its million events (about
  // 400 MB of old generation) brought a scavenge every two or three small builds, each 5-80 ms of
  // CPU (one in about thirty builds without it), and its first full mark-compact (~0.5 s of CPU)
  // into the warm-up. That, not the plan builder (2.4-2.9 ms of CPU a build, steady), was the
  // default race's scatter.
  const logs: Array<[string, () => RaceLog, number, number]> = [
    ['default crudis race', () => r.value, Math.max(runs, 21), 3],
    ['synthetic 1,000,000 events', () => syntheticLog(1_000_000), Math.max(2, Math.ceil(runs / 3)), 1],
  ];
  const gc = (globalThis as { gc?: () => void }).gc;
  for (const [name, make, n, warmup] of logs) {
    const log = make();
    // Start each log's timing from a settled heap (npm run bench exposes gc), so garbage left by
    // what ran before is not collected inside its builds.
    gc?.();
    let plan: Plan | null = null;
    const ms = time(
      () => {
        const built = buildPlan(log);
        if (!built.ok) throw new Error(built.error);
        plan = built.plan;
      },
      n,
      warmup,
    );
    out.push({
      log: name,
      events: log.events.length,
      planMs: figure(ms, 'ms'),
      seekMicroseconds: figure(seekCost(plan!, 20_000), 'µs'),
    });
  }
  return { rows: out, firstPlanMs };
}
