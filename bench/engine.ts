import { gzipSync } from 'node:zlib';
import { parseLog } from '../src/engine/log/parse.ts';
import type { RaceLog } from '../src/engine/log/schema.ts';
import { serializeLog } from '../src/engine/log/serialize.ts';
import { defaultSetup } from '../src/engine/race/setup.ts';
import { RULESET_IDS, simulate } from '../src/engine/rulesets/index.ts';
import { type Figure, figure, time } from './stats.ts';

function race(ruleset: string, seed: number, count: number | null): RaceLog {
  const r = simulate({ ruleset, seed, setup: count === null ? undefined : defaultSetup(count) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export interface EngineFigures {
  ruleset: string;
  field: string;
  msPerRace: Figure;
  racesPerSecond: number;
  serializeMs: Figure;
  parseMs: Figure;
  /** Resolving a race costs this many times handling its log (serialise + parse). */
  resolveToHandleRatio: number;
  heapBytesPerRace: number | null;
  events: number;
  logBytes: number;
  logBytesGzip: number;
}

/** A field a ruleset does not take (Hippodrome is a game for exactly four teams). */
export interface SkippedField {
  ruleset: string;
  field: string;
  reason: string;
}

/** Races resolved, serialised and parsed before timing each ruleset and field. */
const WARM_RACES = 30;

/** Engine: races per second and ms per race, beside the cost of merely handling the same logs. */
export function benchEngine(runs: number): { figures: EngineFigures[]; skipped: SkippedField[] } {
  const out: EngineFigures[] = [];
  const skipped: SkippedField[] = [];
  for (const ruleset of RULESET_IDS) {
    for (const [field, count] of [
      ['default', null],
      ['12 chariots', 12],
    ] as const) {
      const probe = simulate({ ruleset, seed: 1, setup: count === null ? undefined : defaultSetup(count) });
      if (!probe.ok) {
        skipped.push({ ruleset, field, reason: probe.error.message });
        continue;
      }
      const seeds = Array.from({ length: runs }, (_, i) => 100 + i);
      // Warm the JIT first, so the figures are steady-state: resolving runs far more code than
      // handling a log, and V8 takes tens of races to optimise it (after two, the nine timed
      // races were still tiering up: Circus Maximus read 1.9x its handling in the first nine
      // and 1.4x in the next nine, same process; after ten, races 11-19 still resolved about a
      // fifth slower than races 20-37, idle, interleaved with their own logs' handling).
      // Both sides are warmed alike.
      for (let seed = 1; seed <= WARM_RACES; seed++) parseLog(serializeLog(race(ruleset, seed, count)));
      const logs: RaceLog[] = [];
      const resolve = seeds.map((seed) => time(() => logs.push(race(ruleset, seed, count)), 1, 0)[0]!);
      const texts = logs.map((l) => serializeLog(l));
      const ser = logs.map((l) => time(() => serializeLog(l), 1, 0)[0]!);
      const par = texts.map((t) => time(() => parseLog(t), 1, 0)[0]!);
      const msPerRace = figure(resolve, 'ms');
      const serializeMs = figure(ser, 'ms');
      const parseMs = figure(par, 'ms');
      const gc = (globalThis as { gc?: () => void }).gc;
      let heapBytesPerRace: number | null = null;
      if (gc) {
        // Several full collections each time, so that garbage left from the timing runs is gone
        // before either reading.
        const settled = (): number => {
          for (let i = 0; i < 4; i++) gc();
          return process.memoryUsage().heapUsed;
        };
        const kept = seeds.slice(0, 5).map((seed) => race(ruleset, seed, count));
        const n = kept.length;
        // What the kept races hold is what letting them go frees.
        const holding = settled();
        kept.length = 0;
        heapBytesPerRace = Math.round((holding - settled()) / n);
      }
      const sample = texts[0]!;
      out.push({
        ruleset,
        field,
        msPerRace,
        racesPerSecond: 1000 / msPerRace.median,
        serializeMs,
        parseMs,
        resolveToHandleRatio: msPerRace.median / (serializeMs.median + parseMs.median),
        heapBytesPerRace,
        events: logs[0]!.events.length,
        logBytes: Buffer.byteLength(sample),
        logBytesGzip: gzipSync(sample).length,
      });
    }
  }
  return { figures: out, skipped };
}
