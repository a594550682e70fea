import { resolveJob, serveJobs } from '../../src/server/resolve-child.ts';

// A resolving process with faults on cue, for tests/server/resolver.test.ts: by the race's seed,
// it stops (13), answers with something that is not a race (14), answers another job's number (15)
// or never answers (16); any other seed is resolved as the relay's own process does.
serveJobs((job) => {
  switch (job.source.inputs.seed) {
    case 13:
      process.exit(3);
      break;
    case 14:
      return { job: job.job, ok: true, race: { id: job.id, bytes: 'not bytes' } as never };
    case 15:
      return { ...resolveJob(job), job: job.job + 100 };
    case 16:
      for (;;) {
        // Busy for ever, as a runaway engine would be.
      }
  }
  return resolveJob(job);
});
