import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { type Figure, figure } from './stats.ts';

/**
 * The live relay under load: 1,000 viewers on loopback follow one race. The relay runs in its own
 * process (so its memory is its own and the viewers' work does not slow its timers); the viewers
 * run here and time each turn's arrival against the moment the relay was due to release it.
 */
export interface RelayFigures {
  viewers: number;
  /** Viewers that received every turn and the footer, never dropped. */
  held: Figure;
  /** Event delivery latency: arrival minus scheduled release, ms, over every viewer and turn. */
  latencyP50Ms: Figure;
  latencyP99Ms: Figure;
  /** The relay process with every viewer connected, mid-race (after a forced GC). */
  rssMB: Figure;
  heapMB: Figure;
  /** Extra relay memory per viewer: (RSS mid-race - RSS before any viewer) / viewers. */
  kbPerViewer: Figure;
  pace: number;
  turns: number;
}

type ChildReply =
  | { kind: 'ready'; url: string; batches: number }
  | { kind: 'memory'; rss: number; heap: number }
  | { kind: 'error'; message: string };

/** The relay's side, in the forked process. */
async function child(): Promise<void> {
  const { startRelay } = await import('../src/server/relay.ts');
  const pace = Number(process.env['QUADRIGA_RELAY_PACE']);
  const gap = Number(process.env['QUADRIGA_RELAY_GAP']);
  const started = await startRelay({
    race: { ruleset: 'crudis', seed: 7 },
    pace,
    gap,
    staticDir: null,
    // Every viewer comes from loopback.
    limits: { maxConnectionsPerAddress: 100_000, maxConnections: 100_000 },
  });
  const send = (m: ChildReply): void => {
    process.send?.(m);
  };
  if (!started.ok) {
    send({ kind: 'error', message: started.error });
    return;
  }
  const relay = started.relay;
  send({ kind: 'ready', url: relay.liveUrl, batches: relay.current()?.batches ?? 0 });
  process.on('message', async (m: { kind: string }) => {
    if (m.kind === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const u = process.memoryUsage();
      send({ kind: 'memory', rss: u.rss, heap: u.heapUsed });
    } else if (m.kind === 'stop') {
      await relay.close();
      process.exit(0);
    }
  });
}

if (process.env['QUADRIGA_RELAY_CHILD'] === '1') await child();

function ask(proc: ChildProcess, kind: string, want: ChildReply['kind']): Promise<ChildReply> {
  return new Promise((resolve, reject) => {
    const on = (m: ChildReply): void => {
      if (m.kind !== want && m.kind !== 'error') return;
      proc.off('message', on);
      if (m.kind === 'error') reject(new Error(m.message));
      else resolve(m);
    };
    proc.on('message', on);
    if (kind) proc.send({ kind });
  });
}

const now = (): number => performance.timeOrigin + performance.now();
const quantile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface RunResult {
  held: number;
  p50: number;
  p99: number;
  rss: number;
  heap: number;
  kbPerViewer: number;
  turns: number;
}

async function runOnce(viewers: number, pace: number): Promise<RunResult> {
  // Time enough before the start for every viewer to connect.
  const gap = Math.max(3, viewers / 250);
  const proc = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      QUADRIGA_RELAY_CHILD: '1',
      QUADRIGA_RELAY_PACE: String(pace),
      QUADRIGA_RELAY_GAP: String(gap),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = (await ask(proc, '', 'ready')) as Extract<ChildReply, { kind: 'ready' }>;
    const base = (await ask(proc, 'memory', 'memory')) as Extract<ChildReply, { kind: 'memory' }>;
    const latencies: number[] = [];
    const turnsSeen = new Array<number>(viewers).fill(0);
    const ended = new Array<boolean>(viewers).fill(false);
    let startsAt = 0;
    let finished = 0;
    let allEnded: () => void = () => {};
    const done = new Promise<void>((r) => {
      allEnded = r;
    });
    const sockets: WebSocket[] = [];
    const opened: Array<Promise<void>> = [];
    for (let i = 0; i < viewers; i++) {
      const ws = new WebSocket(ready.url, { perMessageDeflate: false });
      sockets.push(ws);
      opened.push(
        new Promise((resolve, reject) => {
          ws.once('open', () => {
            ws.send(JSON.stringify({ v: 1, type: 'hello' }));
            resolve();
          });
          ws.once('error', reject);
        }),
      );
      ws.on('message', (data: Buffer) => {
        const at = now();
        // Read only the head of each message: the viewers' parsing is not what is measured.
        const head = data.subarray(0, 160).toString();
        if (head.startsWith('{"v":1,"type":"events"')) {
          const time = Number(/"time":([-\d.e+]+)/.exec(head)![1]);
          latencies.push(at - (startsAt + (time / pace) * 1000));
          turnsSeen[i]!++;
        } else if (head.startsWith('{"v":1,"type":"welcome"')) {
          startsAt = (JSON.parse(data.toString()) as { startsAt: number }).startsAt;
        } else if (head.startsWith('{"v":1,"type":"end"')) {
          ended[i] = true;
          if (++finished === viewers) allEnded();
        }
      });
      // Connect in small groups, as a crowd arrives, rather than all in one tick.
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(opened);
    // Mid-race, every viewer connected.
    const midRace = startsAt + (now() < startsAt ? startsAt - now() : 0) + 2000;
    await new Promise((r) => setTimeout(r, Math.max(0, midRace - now())));
    const mid = (await ask(proc, 'memory', 'memory')) as Extract<ChildReply, { kind: 'memory' }>;
    await done;
    for (const ws of sockets) ws.close();
    latencies.sort((a, b) => a - b);
    const held = turnsSeen.filter((n, i) => n === ready.batches && ended[i]).length;
    return {
      held,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      rss: mid.rss / 2 ** 20,
      heap: mid.heap / 2 ** 20,
      kbPerViewer: (mid.rss - base.rss) / 1024 / viewers,
      turns: ready.batches,
    };
  } finally {
    proc.send({ kind: 'stop' });
    await new Promise((r) => proc.once('exit', r));
  }
}

/** `runs` races of the default field at `pace` times real time, each followed by `viewers` viewers. */
export async function benchRelay(runs: number, viewers = 1000, pace = 20): Promise<RelayFigures> {
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(viewers, pace));
  const f = (pick: (r: RunResult) => number, unit: string): Figure => figure(results.map(pick), unit);
  return {
    viewers,
    held: f((r) => r.held, 'viewers'),
    latencyP50Ms: f((r) => r.p50, 'ms'),
    latencyP99Ms: f((r) => r.p99, 'ms'),
    rssMB: f((r) => r.rss, 'MB'),
    heapMB: f((r) => r.heap, 'MB'),
    kbPerViewer: f((r) => r.kbPerViewer, 'KB'),
    pace,
    turns: results[0]?.turns ?? 0,
  };
}

// `node --import tsx bench/relay.ts [--quick]` runs this benchmark alone.
if (process.env['QUADRIGA_RELAY_CHILD'] !== '1' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchRelay(process.argv.includes('--quick') ? 1 : 3);
  console.log(JSON.stringify(r, null, 2));
}
