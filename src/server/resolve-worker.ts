import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { RaceLog } from '../engine/log/schema.ts';
import { simulate } from '../engine/rulesets/index.ts';
import { prepareRace } from './prepared-race.ts';
import type { ResolveJob, ResolveReply } from './resolver.ts';
import { type RaceSource, readRecordedLog } from './sources.ts';

/**
 * The relay's resolving thread: runs the engine on one race at a time and sends back its encoded
 * messages. It lowers its own scheduling priority (on Linux the nice value is per thread), so on a
 * busy machine the relay's event loop, which delivers the races already running, comes first.
 */
try {
  setPriority(10);
} catch {
  // Not permitted on this platform: the thread still keeps the event loop free.
}

/** The race's log: resolved by the engine, or read again from its file (which must not have changed). */
function raceLog({ inputs, log }: RaceSource): { ok: true; log: RaceLog } | { ok: false; error: string } {
  if (log) {
    const read = readRecordedLog(log.path);
    if (read.ok && read.log.footer.digest !== log.digest)
      return { ok: false, error: `${log.path} has changed since the relay put it on its programme` };
    return read;
  }
  const sim = simulate({ ruleset: inputs.ruleset, seed: inputs.seed, setup: inputs.setup });
  return sim.ok
    ? { ok: true, log: sim.value }
    : { ok: false, error: `${sim.error.path}: ${sim.error.message}` };
}

const port = parentPort;
if (!port) throw new Error('resolve-worker.ts runs as a worker thread of the relay');

port.on('message', (job: ResolveJob) => {
  let reply: ResolveReply;
  try {
    const log = raceLog(job.source);
    if (!log.ok) reply = { job: job.job, ok: false, error: log.error };
    else {
      const prepared = prepareRace(job.id, job.source, log.log);
      reply = prepared.ok
        ? { job: job.job, ok: true, race: prepared.race }
        : { job: job.job, ok: false, error: prepared.error };
    }
  } catch (e) {
    reply = { job: job.job, ok: false, error: `the engine failed: ${(e as Error).message}` };
  }
  const transfer = reply.ok
    ? [reply.race.bytes.buffer, reply.race.messageStart.buffer, reply.race.eventStart.buffer]
    : [];
  port.postMessage(reply, transfer as ArrayBuffer[]);
});
