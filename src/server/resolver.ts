import { Worker } from 'node:worker_threads';
import type { PreparedRace, PrepareResult } from './prepared-race.ts';
import type { RaceSource } from './sources.ts';

/** A race to resolve, as sent to the worker. */
export interface ResolveJob {
  job: number;
  id: string;
  source: RaceSource;
}
export type ResolveReply =
  | { job: number; ok: true; race: PreparedRace }
  | { job: number; ok: false; error: string };

/** Resolves races (or reads recorded ones) off the event loop, one at a time, in the order asked. */
export interface Resolver {
  resolve(id: string, source: RaceSource): Promise<PrepareResult>;
}

/** A race that takes longer than this to resolve is abandoned (and its thread replaced). */
export const RESOLVE_TIMEOUT_MS = 120_000;

interface Pending {
  job: ResolveJob;
  done: (result: PrepareResult) => void;
}

/**
 * Starts one of the relay's threads (`resolve-worker`, `drive-worker`). From the TypeScript sources
 * (development, tests) the thread registers tsx before loading its file, since Node 20 does not pass
 * a parent's loader hooks to its workers; a compiled build loads the sibling .js file directly.
 */
export function startThread(name: 'resolve-worker' | 'drive-worker'): Worker {
  const compiled = !import.meta.url.endsWith('.ts');
  if (compiled) return new Worker(new URL(`./${name}.js`, import.meta.url));
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}

/** One worker thread working through a queue of races; started on the first race, idle ones unref'd. */
export class WorkerResolver implements Resolver {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private running: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private next = 1;

  constructor(private readonly timeoutMs = RESOLVE_TIMEOUT_MS) {}

  resolve(id: string, source: RaceSource): Promise<PrepareResult> {
    return new Promise((done) => {
      this.queue.push({ job: { job: this.next++, id, source }, done });
      this.pump();
    });
  }

  /** Races waiting or being resolved. */
  pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  private pump(): void {
    if (this.running) return;
    const p = this.queue.shift();
    if (!p) {
      this.worker?.unref();
      return;
    }
    const w = this.ensureWorker();
    w.ref();
    this.running = p;
    this.timer = setTimeout(() => {
      this.fail(`resolving the race took longer than ${this.timeoutMs / 1000} s`);
    }, this.timeoutMs);
    w.postMessage(p.job);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = startThread('resolve-worker');
    w.on('message', (reply: ResolveReply) => {
      const p = this.running;
      if (!p || reply.job !== p.job.job) return;
      this.settle(reply.ok ? { ok: true, race: reply.race } : { ok: false, error: reply.error });
    });
    w.on('error', (e) => this.fail(`the resolving thread failed: ${e.message}`));
    w.on('exit', (code) => {
      if (this.worker === w) this.fail(`the resolving thread stopped (exit code ${code})`);
    });
    this.worker = w;
    return w;
  }

  private settle(result: PrepareResult): void {
    const p = this.running;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    p?.done(result);
    this.pump();
  }

  /** The running race fails; the thread is replaced for the next one. */
  private fail(error: string): void {
    const w = this.worker;
    this.worker = null;
    if (w) void w.terminate();
    if (this.running) this.settle({ ok: false, error });
  }
}

let shared: WorkerResolver | null = null;

/** The process's resolver: every relay in a process shares one thread. */
export function sharedResolver(): WorkerResolver {
  shared ??= new WorkerResolver();
  return shared;
}
