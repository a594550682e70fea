import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { simulate } from '../engine/rulesets/index.ts';
import { prepareRace } from './prepared-race.ts';
import type { ResolveJob, ResolveReply } from './resolver.ts';

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

const port = parentPort;
if (!port) throw new Error('resolve-worker.ts runs as a worker thread of the relay');

port.on('message', (job: ResolveJob) => {
  let reply: ResolveReply;
  try {
    const sim = simulate({ ruleset: job.inputs.ruleset, seed: job.inputs.seed, setup: job.inputs.setup });
    if (!sim.ok) reply = { job: job.job, ok: false, error: `${sim.error.path}: ${sim.error.message}` };
    else {
      const prepared = prepareRace(job.id, job.inputs, sim.value);
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
