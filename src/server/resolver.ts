import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PreparedRace, PrepareResult } from './prepared-race.ts';
import type { RaceSource } from './sources.ts';

/** A race to resolve, as sent to the resolving process. */
export interface ResolveJob {
  job: number;
  id: string;
  source: RaceSource;
}
/** The resolving process's answer to a job (and, before it, `{ job, started: true }`). */
export type ResolveReply =
  | { job: number; ok: true; race: PreparedRace }
  | { job: number; ok: false; error: string };

/** Resolves races (or reads recorded ones) off the event loop, one at a time, in the order asked. */
export interface Resolver {
  /** `say` hears of faults recovered from on the way (a resolving process that stopped, say). */
  resolve(id: string, source: RaceSource, say?: (line: string) => void): Promise<PrepareResult>;
}

/** A race that takes longer than this to resolve is abandoned (and its process replaced). */
export const RESOLVE_TIMEOUT_MS = 120_000;
/**
 * Longest a resolving process may take to take up a race it was sent (ms): a fresh process loads
 * the engine first, at the lowest priority, which on a busy machine takes seconds. Counted apart
 * from the race's own time, so a slow start does not eat into it.
 */
export const START_TIMEOUT_MS = 60_000;

/**
 * Starts one of the relay's threads (`drive-worker`). From the TypeScript sources (development,
 * tests) the thread registers tsx before loading its file, since Node 20 does not pass a parent's
 * loader hooks to its workers; a compiled build loads the sibling .js file directly.
 */
export function startThread(name: 'drive-worker'): Worker {
  const compiled = !import.meta.url.endsWith('.ts');
  if (compiled) return new Worker(new URL(`./${name}.js`, import.meta.url));
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}

/** The resolving process's entry: the compiled sibling, or the TypeScript source through tsx. */
function childEntry(): { path: string; execArgv: string[] } {
  const compiled = !import.meta.url.endsWith('.ts');
  const url = new URL(`./resolve-child.${compiled ? 'js' : 'ts'}`, import.meta.url);
  return { path: fileURLToPath(url), execArgv: compiled ? [] : ['--import', import.meta.resolve('tsx')] };
}

export interface ProcessResolverOptions {
  /** Longest a race may take to resolve (ms), from the moment its process takes it up. */
  timeoutMs?: number;
  /** Longest a process may take to take up a race it was sent (ms): its start, for a fresh one. */
  startTimeoutMs?: number;
  /** The resolving process's module and Node's options for it (tests start faulty ones). */
  entry?: { path: string; execArgv: string[] };
}

interface Pending {
  job: ResolveJob;
  done: (result: PrepareResult) => void;
  say: ((line: string) => void) | undefined;
  /** Resolving processes that stopped under this race. */
  crashes: number;
}

/**
 * A race is tried again in a fresh process when its process stops under it (killed by the system
 * short of memory, or by hand) once; stopping twice, it fails, so a race that kills its process
 * cannot hold the queue for ever.
 */
const MAX_CRASHES = 2;

const isReply = (m: unknown): m is ResolveReply | { job: number; started: true } =>
  typeof m === 'object' && m !== null && typeof (m as { job?: unknown }).job === 'number';

/** Why a reply claiming a prepared race is not one (null when it holds together). */
function notARace(race: unknown, id: string): string | null {
  if (typeof race !== 'object' || race === null) return 'no race';
  const r = race as Partial<PreparedRace>;
  if (r.id !== id) return `a race named ${JSON.stringify(r.id)} for ${id}`;
  if (!(r.bytes instanceof Uint8Array)) return 'no bytes';
  if (!(r.messageStart instanceof Int32Array) || !(r.eventStart instanceof Int32Array)) return 'no offsets';
  if (!Array.isArray(r.batches) || r.messageStart.length !== r.batches.length + 1)
    return 'batches and offsets disagree';
  if (r.messageStart[r.batches.length]! > r.bytes.length) return 'offsets past its bytes';
  if (typeof r.header !== 'object' || r.header === null || typeof r.duration !== 'number')
    return 'no header or duration';
  if (r.eventStart.length !== r.eventCount) return 'events and offsets disagree';
  return null;
}

/**
 * Resolves races in a child process of its own, at the lowest scheduling priority (resolve-child.ts),
 * one at a time, in the order asked. A process rather than a thread: a worker thread's garbage is
 * collected by helper threads it shares with the relay, at the relay's priority, and resolving a
 * large race (seconds of work) then competes with the send path of the race on air; a process is
 * lowered whole. Started on the first race and kept for the next; while idle it does not keep the
 * relay's process alive. A process that stops, answers with something that is not a race, does not
 * take a race up within its start limit, or takes longer than the timeout over it (counted from when
 * it takes it up) is replaced, and the race is failed with the reason (or, for a stop, tried once
 * more first).
 */
export class ProcessResolver implements Resolver {
  private child: ChildProcess | null = null;
  private readonly queue: Pending[] = [];
  private running: Pending | null = null;
  private started = false;
  private timer: NodeJS.Timeout | null = null;
  private next = 1;
  private readonly timeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly entry: { path: string; execArgv: string[] };

  constructor(options: ProcessResolverOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    this.startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    this.entry = options.entry ?? childEntry();
  }

  resolve(id: string, source: RaceSource, say?: (line: string) => void): Promise<PrepareResult> {
    return new Promise((done) => {
      this.queue.push({ job: { job: this.next++, id, source }, done, say, crashes: 0 });
      this.pump();
    });
  }

  /** Races waiting or being resolved. */
  pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  /** The resolving process and the race it has begun, if it is working on one. */
  working(): { pid: number; race: string } | null {
    const pid = this.child?.pid;
    return this.running && this.started && pid !== undefined ? { pid, race: this.running.job.id } : null;
  }

  /** Stops the resolving process; races waiting fail. */
  close(): void {
    const waiting = [...(this.running ? [this.running] : []), ...this.queue.splice(0)];
    this.running = null;
    this.stopChild();
    for (const p of waiting) p.done({ ok: false, error: 'the relay closed before the race was resolved' });
  }

  private pump(): void {
    if (this.running) return;
    const p = this.queue.shift();
    if (!p) {
      this.child?.unref();
      this.child?.channel?.unref();
      return;
    }
    const child = this.ensureChild();
    child.ref();
    child.channel?.ref();
    this.running = p;
    this.started = false;
    this.limit(
      this.startTimeoutMs,
      `the resolving process did not take the race up within ${this.startTimeoutMs / 1000} s`,
    );
    child.send(p.job);
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(this.entry.path, [], {
      execArgv: this.entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (m: unknown) => {
      if (this.child !== child) return;
      const p = this.running;
      if (!p || !isReply(m) || m.job !== p.job.job) {
        this.replace('the resolving process answered with something that is not a race');
        return;
      }
      if ('started' in m) {
        this.started = true;
        // The race's own time starts now, not when it was sent (a fresh process loads first).
        this.limit(this.timeoutMs, `resolving the race took longer than ${this.timeoutMs / 1000} s`);
        return;
      }
      if (typeof m.ok !== 'boolean') {
        this.replace('the resolving process answered with something that is not a race');
        return;
      }
      if (m.ok) {
        const wrong = notARace(m.race, p.job.id);
        if (wrong !== null)
          this.replace(`the resolving process answered with something that is not a race (${wrong})`);
        else this.settle({ ok: true, race: m.race });
      } else this.settle({ ok: false, error: typeof m.error === 'string' ? m.error : 'no reason given' });
    });
    child.on('error', (e) => {
      if (this.child === child) this.replace(`the resolving process failed: ${e.message}`);
    });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      this.crashed(signal === null ? `exit code ${code}` : signal);
    });
    this.child = child;
    return child;
  }

  /** Fails the race being resolved with `error` (and replaces its process) unless it ends within `ms`. */
  private limit(ms: number, error: string): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.replace(error), ms);
  }

  private settle(result: PrepareResult): void {
    const p = this.running;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    p?.done(result);
    this.pump();
  }

  /** The process stopped: the race it was given goes to a fresh one, unless this happened before. */
  private crashed(how: string): void {
    const p = this.running;
    if (!p) return;
    p.crashes++;
    const what = `the resolving process stopped (${how}) while resolving ${p.job.id}`;
    if (p.crashes >= MAX_CRASHES) {
      this.settle({ ok: false, error: `${what}, ${p.crashes} times` });
      return;
    }
    p.say?.(`${what}: resolving it again in a new process`);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    this.queue.unshift(p);
    this.pump();
  }

  /** The race fails with `error`; the process is replaced for the next one. */
  private replace(error: string): void {
    this.stopChild();
    if (this.running) this.settle({ ok: false, error });
  }

  private stopChild(): void {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

let shared: ProcessResolver | null = null;

/** The process's resolver: every relay in a process shares one resolving process. */
export function sharedResolver(): ProcessResolver {
  shared ??= new ProcessResolver();
  return shared;
}
