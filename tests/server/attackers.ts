import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/**
 * The attacks of issue 23, run from their own process (as they would come from other machines, and
 * so that their work does not slow the honest viewers' process). Each attack comes from its own
 * loopback address (127.0.0.x). The process reports what it saw and keeps its sockets open (the
 * unread ones above all) until it is stopped.
 */
export interface AttackSizes {
  /** Silent sockets, from ten addresses. */
  sockets: number;
  /** Viewers that say hello and never read. */
  neverRead: number;
  /** Viewers that read and ask for the race five times over. */
  flooders: number;
}

export interface AttackReport {
  /** Token guessing: wrong-token answers in all, the most on one socket, refusals unread. */
  guessAnswers: number;
  guessPerSocketMax: number;
  guessLimited: number;
  /** How each junk-sending connection was closed. */
  junkCodes: number[];
  floodBytes: number;
  silentAccepted: number;
  /** HTTP status of each refused silent socket, counted. */
  silentRefused: Record<string, number>;
  /** How each accepted silent socket was closed. */
  silentCodes: number[];
  neverRead: number;
}

export interface Attackers {
  report: Promise<AttackReport>;
  stop(): Promise<void>;
}

const CHILD = 'QUADRIGA_ATTACKERS';

export function forkAttackers(url: string, sizes: AttackSizes): Attackers {
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [CHILD]: JSON.stringify({ url, sizes }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const report = new Promise<AttackReport>((resolve, reject) => {
    proc.once('message', (m: AttackReport) => resolve(m));
    proc.once('exit', (code) => reject(new Error(`the attackers exited (${code})`)));
  });
  report.catch(() => {});
  return {
    report,
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** How each socket was closed, kept from the moment it opens. */
const closeCodes = new WeakMap<WebSocket, Promise<number>>();

function open(url: string, localAddress: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress, perMessageDeflate: false });
    closeCodes.set(ws, new Promise((r) => ws.once('close', (code) => r(code))));
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? -1);
    });
    ws.on('error', () => resolve(-1));
  });
}

/** Its close code, even if it closed before anyone asked (on a busy machine the relay may let a silent socket go before the last opens). */
const closed = (ws: WebSocket): Promise<number> => closeCodes.get(ws) ?? Promise.resolve(-1);

async function attack(url: string, sizes: AttackSizes): Promise<AttackReport> {
  const report: AttackReport = {
    guessAnswers: 0,
    guessPerSocketMax: 0,
    guessLimited: 0,
    junkCodes: [],
    floodBytes: 0,
    silentAccepted: 0,
    silentRefused: {},
    silentCodes: [],
    neverRead: 0,
  };

  // Token guessing from 127.0.0.10: four sockets, five connections each, 200 guesses a connection.
  const guesser = async (): Promise<void> => {
    for (let round = 0; round < 5; round++) {
      const ws = await open(url, '127.0.0.10');
      if (typeof ws === 'number') continue;
      let mine = 0;
      ws.on('message', (d: Buffer) => {
        const m = JSON.parse(d.toString()) as { message?: string; code?: string };
        if (m.message === 'wrong publish token') {
          report.guessAnswers++;
          report.guessPerSocketMax = Math.max(report.guessPerSocketMax, ++mine);
        }
        if (m.code === 'rate-limited') report.guessLimited++;
      });
      const end = closed(ws);
      for (let i = 0; i < 200 && ws.readyState === WebSocket.OPEN; i++) {
        const token = `guess-${round}-${i}`;
        ws.send(JSON.stringify({ v: 1, type: 'publish', token, race: { ruleset: 'crudis', seed: 1 } }));
      }
      await Promise.race([end, sleep(10_000)]);
      ws.terminate();
    }
  };

  // Junk from 127.0.0.11: four sockets, five connections each, 1,000 broken messages a connection.
  const junk = async (): Promise<void> => {
    for (let round = 0; round < 5; round++) {
      const ws = await open(url, '127.0.0.11');
      if (typeof ws === 'number') continue;
      const end = closed(ws);
      for (let i = 0; i < 1000 && ws.readyState === WebSocket.OPEN; i++) ws.send('{"v":1,"type":"hello"');
      report.junkCodes.push(await Promise.race([end, sleep(10_000).then(() => 0)]));
      ws.terminate();
    }
  };

  // Hello floods from 127.0.0.12: viewers that read, each asking for the race five times over.
  const flood = async (): Promise<void> => {
    const opened = await Promise.all(Array.from({ length: sizes.flooders }, () => open(url, '127.0.0.12')));
    for (const ws of opened) {
      if (typeof ws === 'number') continue;
      ws.on('message', (d: Buffer) => {
        report.floodBytes += d.length;
      });
      for (let i = 0; i < 5; i++) ws.send(JSON.stringify({ v: 1, type: 'hello' }));
    }
  };

  // Silent sockets from ten addresses, 127.0.0.20-29.
  const silent = async (): Promise<void> => {
    const tries = await Promise.all(
      Array.from({ length: sizes.sockets }, (_, i) => open(url, `127.0.0.${20 + (i % 10)}`)),
    );
    const accepted: WebSocket[] = [];
    for (const t of tries) {
      if (typeof t === 'number') report.silentRefused[t] = (report.silentRefused[t] ?? 0) + 1;
      else accepted.push(t);
    }
    report.silentAccepted = accepted.length;
    report.silentCodes = await Promise.all(
      accepted.map((ws) => Promise.race([closed(ws), sleep(30_000).then(() => 0)])),
    );
  };

  // Viewers from 127.0.0.30 that say hello, ask for the race again and again, and never read.
  const unread = (
    await Promise.all(Array.from({ length: sizes.neverRead }, () => open(url, '127.0.0.30')))
  ).filter((ws): ws is WebSocket => typeof ws !== 'number');
  for (const ws of unread) {
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    for (let i = 0; i < 5; i++) ws.send(JSON.stringify({ v: 1, type: 'hello' }));
  }
  report.neverRead = unread.length;

  await Promise.all([
    junk(),
    junk(),
    junk(),
    junk(),
    guesser(),
    guesser(),
    guesser(),
    guesser(),
    flood(),
    silent(),
  ]);
  return report;
}

const mine = process.env[CHILD];
if (mine !== undefined && process.send) {
  const { url, sizes } = JSON.parse(mine) as { url: string; sizes: AttackSizes };
  process.send(await attack(url, sizes));
  process.on('disconnect', () => process.exit(0));
  // Stay, sockets open, until stopped.
  setInterval(() => {}, 60_000);
}
