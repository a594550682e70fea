import { readdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RaceLog } from '../engine/log/schema.ts';
import { simulate } from '../engine/rulesets/index.ts';
import { prepareRace } from './prepared-race.ts';
import type { ResolveJob, ResolveReply } from './resolver.ts';
import { type RaceSource, readRecordedLog } from './sources.ts';

/**
 * The relay's resolving process (resolver.ts starts it): runs the engine on one race at a time and
 * sends back its encoded messages. It runs at the lowest scheduling priority the system has, every
 * thread of it, so on a busy machine the relay's send path (and anything else at the usual
 * priority) takes a core from it at once: resolving the next races uses only what is left over.
 */

/**
 * Lowers this process to the lowest priority. On Linux a nice value belongs to a thread, and
 * threads started before (V8's helpers, which run much of the garbage collector) keep theirs: each
 * is lowered too; threads started later inherit the main thread's. Elsewhere the first call covers
 * the whole process. Not being allowed to is not an error: the race is still resolved off the loop.
 */
export function lowestPriority(): void {
  const lowest = constants.priority.PRIORITY_LOW;
  try {
    setPriority(lowest);
  } catch {
    return;
  }
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of threads) {
    try {
      setPriority(Number(tid), lowest);
    } catch {
      // A thread that ended meanwhile.
    }
  }
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

/** Resolves one job: the prepared race, or why it does not resolve. */
export function resolveJob(job: ResolveJob): ResolveReply {
  try {
    const log = raceLog(job.source);
    if (!log.ok) return { job: job.job, ok: false, error: log.error };
    const prepared = prepareRace(job.id, job.source, log.log);
    return prepared.ok
      ? { job: job.job, ok: true, race: prepared.race }
      : { job: job.job, ok: false, error: prepared.error };
  } catch (e) {
    return { job: job.job, ok: false, error: `the engine failed: ${(e as Error).message}` };
  }
}

/** Serves jobs from the relay with `answer` (a test may answer otherwise) until the relay goes. */
export function serveJobs(answer: (job: ResolveJob) => ResolveReply = resolveJob): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the resolving process runs as a child of the relay');
  lowestPriority();
  // The relay may have gone while a race was being resolved (its process ended without stopping
  // this one): the answer then has nowhere to go, and this process ends quietly rather than on an
  // unhandled EPIPE.
  const reply = (m: ResolveReply | { job: number; started: true }): void => {
    if (!process.connected) process.exit(0);
    send(m, undefined, undefined, (e: Error | null) => {
      if (e) process.exit(0);
    });
  };
  process.on('message', (job: ResolveJob) => {
    // Said as it starts, so the relay knows which race a crash interrupted.
    reply({ job: job.job, started: true });
    reply(answer(job));
  });
  // The relay went away: so does this process.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serveJobs();
