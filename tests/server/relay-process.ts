import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Lateness, RelayInfo, RelayLimits, RelayOptions } from '../../src/server/relay.ts';

/**
 * A relay in its own process, as `quadriga serve` runs it: its memory and its event loop are its
 * own, and the clients of a load test do not slow its timers. The test or benchmark that starts it
 * asks it for figures over IPC and stops it.
 */

/** The relay options that can cross a process boundary. */
export type RelayProcessOptions = Omit<RelayOptions, 'now' | 'log' | 'resolver' | 'limits'> & {
  limits?: Partial<RelayLimits>;
};

export interface RelayStats {
  rssMB: number;
  heapMB: number;
  /** Memory of Buffers and other objects outside the JavaScript heap (sockets' buffers among them). */
  externalMB: number;
  /** Bytes sent and not yet acknowledged, over all viewers. */
  inFlight: number;
  viewers: number;
  dropped: number;
  /** Flow-control pings the relay sent since it started. */
  pings: number;
  /** Messages flow control held back (a viewer's window or the budget over all), since it started. */
  heldBack: number;
  /** CPU time the relay process has used since it started (all its threads), ms; in user space and in the kernel. */
  cpuMs: number;
  userMs: number;
  systemMs: number;
  /**
   * How long the relay's main thread has waited for a CPU while it had work, since it started, ms
   * (Linux's schedstat; 0 elsewhere): on a busy machine, the part of its lateness that is not its own.
   */
  runWaitMs: number;
  /** The relay's event loop: the longest stall and the 99th percentile since the last `stats`, ms. */
  loopMaxMs: number;
  loopP99Ms: number;
  current: RelayInfo | null;
  /**
   * Crudis races run from their start on the relay's main thread since it started: the resolving
   * process and the bots' threads have engine modules of their own, so a race resolved or driven on
   * the relay's event loop (which holds up every viewer meanwhile) is counted here, and none other.
   */
  crudisRunsHere: number;
  /** How late the relay handed turns to viewers, since it started (see Relay.lateness). */
  lateness: Lateness;
}

export interface RelayProcess {
  liveUrl: string;
  port: number;
  pid: number;
  /** Lines the relay logged. */
  log: string[];
  /**
   * The relay's figures, after a forced garbage collection (steady memory figures) unless
   * `collect` is false: a full collection stalls the relay, so none is forced while turns are due.
   */
  stats(collect?: boolean): Promise<RelayStats>;
  stop(): Promise<void>;
}

type FromChild =
  | { kind: 'ready'; liveUrl: string; port: number }
  | { kind: 'stats'; stats: RelayStats }
  | { kind: 'log'; line: string }
  | { kind: 'error'; message: string };

const CHILD = 'QUADRIGA_RELAY_PROCESS';

export async function forkRelay(options: RelayProcessOptions): Promise<RelayProcess> {
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      // QUADRIGA_RELAY_PROFILE=<dir> writes a CPU profile of the relay there.
      ...(process.env['QUADRIGA_RELAY_PROFILE']
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env['QUADRIGA_RELAY_PROFILE']}`]
        : []),
    ],
    env: { ...process.env, [CHILD]: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const log: string[] = [];
  const next = (kind: FromChild['kind']): Promise<FromChild> =>
    new Promise((resolve, reject) => {
      const on = (m: FromChild): void => {
        if (m.kind !== kind && m.kind !== 'error') return;
        proc.off('message', on);
        proc.off('exit', gone);
        if (m.kind === 'error') reject(new Error(m.message));
        else resolve(m);
      };
      const gone = (code: number | null): void => reject(new Error(`the relay process exited (${code})`));
      proc.on('message', on);
      proc.once('exit', gone);
    });
  proc.on('message', (m: FromChild) => {
    if (m.kind === 'log') log.push(m.line);
  });
  const ready = (await next('ready')) as Extract<FromChild, { kind: 'ready' }>;
  return {
    liveUrl: ready.liveUrl,
    port: ready.port,
    pid: proc.pid ?? 0,
    log,
    stats: async (collect = true) => {
      const reply = next('stats');
      proc.send({ kind: 'stats', collect });
      return ((await reply) as Extract<FromChild, { kind: 'stats' }>).stats;
    },
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.send({ kind: 'stop' });
      const kill = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
    },
  };
}

/** The calling thread's time spent runnable but waiting for a CPU, ms (the second field of schedstat). */
function runWait(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6 || 0;
  } catch {
    return 0;
  }
}

/** The relay's side, in the forked process. */
async function child(options: RelayProcessOptions): Promise<void> {
  const { startRelay } = await import('../../src/server/relay.ts');
  const { crudis } = await import('../../src/engine/rulesets/crudis/definition.ts');
  const def = crudis as { init: typeof crudis.init };
  const init = def.init;
  let crudisRunsHere = 0;
  def.init = (race) => {
    crudisRunsHere++;
    return init(race);
  };
  const send = (m: FromChild): void => {
    process.send?.(m);
  };
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = await startRelay({ ...options, log: (line) => send({ kind: 'log', line }) });
  if (!started.ok) {
    send({ kind: 'error', message: started.error });
    process.exit(1);
  }
  const relay = started.relay;
  process.on('message', async (m: { kind: string; collect?: boolean }) => {
    if (m.kind === 'stats') {
      if (m.collect !== false) (globalThis as { gc?: () => void }).gc?.();
      const u = process.memoryUsage();
      const cpu = process.cpuUsage();
      send({
        kind: 'stats',
        stats: {
          rssMB: u.rss / 2 ** 20,
          cpuMs: (cpu.user + cpu.system) / 1000,
          userMs: cpu.user / 1000,
          systemMs: cpu.system / 1000,
          runWaitMs: runWait(),
          heapMB: u.heapUsed / 2 ** 20,
          externalMB: u.external / 2 ** 20,
          inFlight: relay.inFlight(),
          viewers: relay.viewers(),
          dropped: relay.dropped(),
          pings: relay.pings(),
          heldBack: relay.heldBack(),
          loopMaxMs: loop.max / 1e6,
          loopP99Ms: loop.percentile(99) / 1e6,
          current: relay.current(),
          crudisRunsHere,
          lateness: relay.lateness(),
        },
      });
      loop.reset();
    } else if (m.kind === 'stop') {
      await relay.close();
      process.exit(0);
    }
  });
  // The parent went away without stopping us: do not linger.
  process.on('disconnect', () => process.exit(0));
  send({ kind: 'ready', liveUrl: relay.liveUrl, port: relay.port });
}

const mine = process.env[CHILD];
if (mine !== undefined && process.send) await child(JSON.parse(mine) as RelayProcessOptions);
