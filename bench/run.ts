import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { benchEngine } from './engine.ts';
import { benchReplay } from './replay.ts';

/**
 * `npm run bench`: every benchmark, one JSON report (bench/results/latest.json) and a readable
 * table. Budgets from the issues are checked and reported as pass or fail; tests stay free of timings.
 */
const quick = process.argv.includes('--quick');
const runs = quick ? 3 : 9;
const fmt = (n: number, d = 1): string => n.toFixed(d);

const machine = {
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  date: new Date().toISOString(),
};

console.log(
  `Quadriga benchmarks — ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}${quick ? ' (quick)' : ''}\n`,
);
const engine = benchEngine(runs);
console.log('Engine');
console.log(
  'ruleset  field        ms/race (median, IQR)  races/s  serialise ms  parse ms  resolve/handle  events  log KB  gzip KB  heap KB/race',
);
for (const e of engine) {
  console.log(
    `${e.ruleset.padEnd(8)} ${e.field.padEnd(12)} ${`${fmt(e.msPerRace.median)} (±${fmt(e.msPerRace.iqr)})`.padEnd(22)} ${fmt(e.racesPerSecond).padStart(7)}  ${fmt(e.serializeMs.median).padStart(12)}  ${fmt(e.parseMs.median).padStart(8)}  ${fmt(e.resolveToHandleRatio).padStart(14)}  ${String(e.events).padStart(6)}  ${fmt(e.logBytes / 1024, 0).padStart(6)}  ${fmt(e.logBytesGzip / 1024, 0).padStart(7)}  ${e.heapBytesPerRace === null ? 'n/a (run with --expose-gc)' : fmt(e.heapBytesPerRace / 1024, 0)}`,
  );
}
const replay = benchReplay(runs);
console.log('\nReplay');
console.log('log                          events     plan ms (median, IQR)   seek µs (all chariots)');
for (const r of replay) {
  console.log(
    `${r.log.padEnd(28)} ${String(r.events).padStart(8)}  ${`${fmt(r.planMs.median)} (±${fmt(r.planMs.iqr)})`.padEnd(22)}  ${fmt(r.seekMicroseconds.median, 2)}`,
  );
}

const report = { machine, engine, replay };
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nReport: bench/results/latest.json');
