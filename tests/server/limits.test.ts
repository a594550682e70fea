import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { Welcome } from '../../src/server/protocol.ts';
import type { Relay } from '../../src/server/relay.ts';
import { Client, closedAfterEach, range, relay, resolved, sleep } from './helpers.ts';

// What the relay allows one client and all of them: connections, silence, resumes, message rate.

const { relays: open, clients } = closedAfterEach();
async function start(options: Parameters<typeof relay>[0] = {}): Promise<Relay> {
  const r = await relay(options);
  open.push(r);
  return r;
}
async function connect(r: Relay, localAddress = '127.0.0.1'): Promise<Client> {
  const c = await Client.open(r.liveUrl, { localAddress });
  clients.push(c);
  return c;
}

/** The HTTP status an upgrade is refused with (0 when it is accepted). */
function refusedWith(url: string, localAddress = '127.0.0.1'): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress });
    ws.once('open', () => {
      ws.terminate();
      resolve({ status: 0, body: '' });
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? -1, body }));
    });
    ws.once('error', () => {});
  });
}

describe('connections', () => {
  test('past the cap an upgrade is refused with 503, and past the cap per address with 429', async () => {
    const r = await start({ gap: 60, limits: { maxConnections: 6, maxConnectionsPerAddress: 4 } });
    for (let i = 0; i < 4; i++) await connect(r, '127.0.0.1');
    expect(await refusedWith(r.liveUrl, '127.0.0.1')).toEqual({
      status: 429,
      body: 'too many connections from 127.0.0.1 (4 at most)',
    });
    // Another address may still come in, up to the cap over all.
    await connect(r, '127.0.0.2');
    await connect(r, '127.0.0.2');
    expect(await refusedWith(r.liveUrl, '127.0.0.3')).toEqual({
      status: 503,
      body: 'the relay is full (6 connections)',
    });
    // A place freed is a place taken again.
    clients[0]!.close();
    await clients[0]!.closed;
    // Once the relay has seen it go (its /status counts the connections open), not after a while: on
    // a loaded machine the relay's side of the close may come after any fixed wait.
    const connections = async (): Promise<number> =>
      ((await (await fetch(`${r.url}status`)).json()) as { connections: number }).connections;
    for (const t0 = Date.now(); (await connections()) > 5 && Date.now() - t0 < 30_000; ) await sleep(10);
    expect((await refusedWith(r.liveUrl, '127.0.0.3')).status).toBe(0);
  });

  test('an address opening connections faster than its allowance is refused with 429', async () => {
    const r = await start({ gap: 60, limits: { connectBurst: 3, connectRefillMs: 60_000 } });
    for (let i = 0; i < 3; i++) (await connect(r)).close();
    expect(await refusedWith(r.liveUrl)).toEqual({
      status: 429,
      body: 'too many new connections from 127.0.0.1: slow down',
    });
    expect((await refusedWith(r.liveUrl, '127.0.0.2')).status).toBe(0);
  });

  test('a connection that says nothing is closed with 4002', async () => {
    const r = await start({ gap: 60, limits: { helloTimeoutMs: 1000 } });
    const t0 = Date.now();
    const silent = await connect(r);
    const talker = await connect(r);
    talker.send({ v: 1, type: 'hello' });
    expect((await silent.closed).code).toBe(4002);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    await sleep(100);
    expect(talker.ws.readyState).toBe(WebSocket.OPEN);
    expect(r.viewers()).toBe(1);
  });
});

describe('resumes', () => {
  test('a resume claiming events the race never released gets the history from the start', async () => {
    const LOG = resolved();
    const r = await start({ pace: 100 });
    const first = await Client.join(r.liveUrl);
    clients.push(first);
    await first.until((ms) => ms.some((m) => m.type === 'events'));
    const race = (first.messages[0] as Welcome).race;
    for (const lastSeq of [1e9, LOG.events.length]) {
      const c = await Client.join(r.liveUrl, { race, lastSeq });
      clients.push(c);
      await c.ended();
      expect((c.messages[0] as Welcome).resumed).toBe(false);
      expect(c.seqs()).toEqual(range(LOG.events.length));
    }
  });
});

describe('message rate', () => {
  test("past its burst a connection's messages wait for their turn instead of being read at once", async () => {
    const r = await start({ gap: 60, limits: { messageBurst: 5, messageRefillMs: 100, helloBurst: 1000 } });
    const c = await connect(r);
    const sent = Date.now();
    for (let i = 0; i < 15; i++) c.send({ v: 1, type: 'hello' });
    await c.until((ms) => ms.filter((m) => m.type === 'welcome').length === 15);
    // Five at once, then ten more at one per 100 ms.
    expect(c.arrivals.at(-1)! - sent).toBeGreaterThanOrEqual(900);
    expect(c.messages.some((m) => m.type === 'error')).toBe(false);
  });
});
