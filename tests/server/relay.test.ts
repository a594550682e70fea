import { describe, expect, test } from 'vitest';
import type { EventsMessage, ServerMessage, Welcome } from '../../src/server/protocol.ts';
import type { Relay } from '../../src/server/relay.ts';
import { LiveLog } from '../../src/ui/live.ts';
import { Client, closedAfterEach, RACE, range, relay, resolved, sleep } from './helpers.ts';

// Real relays and real WebSocket connections on loopback, at a fast pace (a race in about a second).

const LOG = resolved();
const N = LOG.events.length;
const { relays: open, clients } = closedAfterEach();
async function start(options: Parameters<typeof relay>[0] = {}): Promise<Relay> {
  const r = await relay(options);
  open.push(r);
  return r;
}
async function join(r: Relay, hello: Record<string, unknown> = {}): Promise<Client> {
  const c = await Client.join(r.liveUrl, hello);
  clients.push(c);
  return c;
}
const welcomeOf = (c: Client): Welcome => c.messages.find((m): m is Welcome => m.type === 'welcome')!;
const eventsOf = (ms: ServerMessage[]): EventsMessage[] =>
  ms.filter((m): m is EventsMessage => m.type === 'events');

/** The log a client's messages add up to. */
function assembled(c: Client) {
  const live = new LiveLog();
  for (const m of c.messages) live.apply(m);
  expect(live.repeated).toBe(0);
  return live.toLog();
}

describe('the live relay', () => {
  test('50 viewers all receive every event once, in order, and the same log as the engine', async () => {
    const r = await start({ gap: 0.2 });
    const viewers = await Promise.all(range(50).map(() => join(r)));
    await Promise.all(viewers.map((v) => v.ended()));
    for (const v of viewers) {
      expect(v.messages[0]!.type).toBe('welcome');
      expect(v.seqs()).toEqual(range(N));
      expect(assembled(v)).toEqual(LOG);
    }
    expect(r.viewers()).toBe(50);
  });

  test('events are released turn by turn at the moments of the replay plan', async () => {
    const pace = 300;
    const r = await start({ pace });
    const c = await join(r);
    await c.ended();
    const w = welcomeOf(c);
    const batches = eventsOf(c.messages);
    expect(batches.length).toBeGreaterThan(5);
    for (const [i, b] of batches.entries()) {
      expect(new Set(b.events.map((e) => e.turn))).toEqual(new Set([b.turn]));
      const due = w.startsAt + (b.time / pace) * 1000;
      const arrived = c.arrivals[c.messages.indexOf(b)]!;
      expect(arrived).toBeGreaterThanOrEqual(due - 2);
      if (i > 0) expect(b.time).toBeGreaterThan(batches[i - 1]!.time);
    }
  });

  test('a turn goes out at its moment even when a publish lands between that moment and its timer', async () => {
    // The relay's clock stops a few ms past a turn's moment while its timer, on the real clock,
    // still waits; a publish then sets the timer again. Set by the clock alone, it skipped that turn
    // for the next one, and every viewer got it a whole turn late (1.5 s here). With the relay's
    // clock standing still, the turn must go out at the publish, not at a later moment: checked by
    // what arrives, not by how long it took (a timed bound fails on a loaded machine).
    let stopped: number | null = null;
    const r = await start({ pace: 2, gap: 0.3, publishToken: 't', now: () => stopped ?? Date.now() });
    const watcher = await join(r);
    await watcher.until((ms) => eventsOf(ms).length >= 2, 30_000);
    const w = welcomeOf(watcher);
    const sent = eventsOf(watcher.messages);
    const due = sent[sent.length - 1]!.until;
    stopped = w.startsAt + (due / w.pace) * 1000 + 5;
    try {
      const publisher = await Client.open(r.liveUrl);
      clients.push(publisher);
      publisher.send({ v: 1, type: 'publish', token: 't', race: RACE });
      await watcher.until((ms) => eventsOf(ms).length > sent.length);
      // The turn due, whole, and nothing after it while the clock stands.
      const after = eventsOf(watcher.messages).slice(sent.length);
      expect(after.map((m) => m.time)).toEqual([due]);
    } finally {
      stopped = null;
    }
  });

  test('a late joiner gets the header and everything so far, then the live events', async () => {
    const r = await start({ pace: 300 });
    const early = await join(r);
    await early.until((ms) => eventsOf(ms).length >= 8);
    const late = await join(r);
    await late.until((ms) => ms.length >= 2);
    const w = welcomeOf(late);
    expect(w.liveTime).toBeGreaterThan(0);
    expect(w.header).toEqual(LOG.header);
    // The history comes at once, right after the welcome.
    const historyTurns = eventsOf(late.messages).length;
    expect(historyTurns).toBeGreaterThanOrEqual(8);
    await late.ended();
    expect(late.seqs()).toEqual(range(N));
    expect(assembled(late)).toEqual(LOG);
  });

  test('a viewer resuming from a seq gets exactly the rest', async () => {
    const r = await start({ pace: 300 });
    const first = await join(r);
    await first.until((ms) => eventsOf(ms).length >= 6);
    const race = welcomeOf(first).race;
    first.close();
    const held = first.seqs();
    // Resume from the middle of a turn as well as from a turn's end.
    for (const lastSeq of [held[held.length - 1]!, Math.floor(held.length / 2)]) {
      const again = await join(r, { race, lastSeq });
      await again.ended();
      expect(welcomeOf(again).resumed).toBe(true);
      expect(again.seqs()).toEqual(range(N - lastSeq - 1, lastSeq + 1));
    }
  });

  test('resuming a race that is over or unknown restarts the history', async () => {
    const r = await start({ pace: 300 });
    const c = await join(r, { race: 'r99-crudis-1', lastSeq: 40 });
    await c.ended();
    expect(welcomeOf(c).resumed).toBe(false);
    expect(c.seqs()).toEqual(range(N));
  });

  test('a delay holds the feed back', async () => {
    const t0 = Date.now();
    const r = await start({ pace: 200, delay: 0.6 });
    const c = await join(r);
    await c.until((ms) => ms.some((m) => m.type === 'events'));
    const w = welcomeOf(c);
    expect(w.delay).toBe(0.6);
    expect(w.liveTime).toBeLessThan(0);
    expect(w.startsAt - t0).toBeGreaterThanOrEqual(600);
    const firstEvents = c.arrivals[c.messages.findIndex((m) => m.type === 'events')]!;
    expect(firstEvents - t0).toBeGreaterThanOrEqual(598);
  });

  test('a spoiler-free join is told the live moment and gets the history to place the chariots', async () => {
    const r = await start({ pace: 300 });
    const early = await join(r);
    await early.until((ms) => eventsOf(ms).length >= 5);
    const c = await join(r, { join: 'live' });
    await c.until((ms) => ms.some((m) => m.type === 'welcome'));
    const w = welcomeOf(c);
    expect(w.join).toBe('live');
    // Wait for the first turn after the live moment (or the end): the history has come whole.
    await c.until((ms) => eventsOf(ms).some((m) => m.time > w.liveTime) || ms.some((m) => m.type === 'end'));
    const history = eventsOf(c.messages).filter((m) => m.time <= w.liveTime);
    expect(history.length).toBeGreaterThanOrEqual(5);
    expect(history.flatMap((m) => m.events.map((e) => e.seq))).toEqual(
      range(history.at(-1)!.events.at(-1)!.seq + 1),
    );
    // The live moment lies within the last turn of the history: nothing due before it is missing.
    expect(history.at(-1)!.until).toBeGreaterThanOrEqual(w.liveTime);
  });

  test('races run back to back, each with its own id and seed', async () => {
    const r = await start({ pace: 400, races: 2, gap: 0.05 });
    const c = await join(r);
    await c.until((ms) => ms.filter((m) => m.type === 'end').length >= 2);
    const welcomes = c.messages.filter((m): m is Welcome => m.type === 'welcome');
    expect(welcomes.map((w) => w.race)).toEqual([
      expect.stringMatching(/^r1-crudis-7-[0-9a-f]{10}$/),
      expect.stringMatching(/^r2-crudis-8-[0-9a-f]{10}$/),
    ]);
    expect(welcomes[1]!.header.seed).toBe(8);
  });
});

describe('what spectators may send', () => {
  test('bad JSON and invalid messages are refused, and the connection survives', async () => {
    const r = await start({ pace: 50, gap: 5 });
    const c = await join(r);
    await c.until((ms) => ms.length >= 1);
    c.send('{not json');
    c.send({ v: 1, type: 'chat', text: 'hi' });
    c.send({ v: 2, type: 'hello' });
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await c.until((ms) => ms.filter((m) => m.type === 'error').length >= 4);
    const errors = c.messages.filter((m) => m.type === 'error');
    expect(errors.map((e) => e.code)).toEqual(['bad-json', 'bad-message', 'bad-message', 'bad-message']);
    expect(errors[1]!.message).toMatch(/\$\.type/);
    expect(errors[2]!.message).toMatch(/\$\.v/);
    // Still connected: a valid hello is answered.
    c.send({ v: 1, type: 'hello' });
    await c.until((ms) => ms.filter((m) => m.type === 'welcome').length >= 2);
  });

  test('a viewer that keeps sending refused messages is closed with code 4001', async () => {
    const r = await start({ gap: 5 });
    const c = await join(r);
    for (let i = 0; i < 5; i++) c.send('nope');
    expect((await c.closed).code).toBe(4001);
  });

  test('hellos are rate-limited (each resends the race): a burst, then one per refill', async () => {
    // On the relay's clock, moved by hand: on the real one, a loaded machine slow between the join
    // and the burst gave the burst a refilled token.
    let clock = Date.now();
    const r = await start({ gap: 5, limits: { helloBurst: 5, helloRefillMs: 400 }, now: () => clock });
    const c = await join(r); // the join is the first hello
    await c.until((ms) => ms.some((m) => m.type === 'welcome'));
    for (let i = 0; i < 5; i++) c.send({ v: 1, type: 'hello' });
    await c.until((ms) => ms.some((m) => m.type === 'error'));
    await sleep(50);
    expect(c.messages.filter((m) => m.type === 'welcome')).toHaveLength(5);
    const refused = c.messages.filter((m) => m.type === 'error');
    expect(refused.map((m) => m.code)).toEqual(['rate-limited']);
    expect(refused[0]!.message).toMatch(/5 at once, then one every 0\.4 s/);
    // After a refill, one more is answered.
    clock += 450;
    c.send({ v: 1, type: 'hello' });
    await c.until((ms) => ms.filter((m) => m.type === 'welcome').length >= 6);
    // A viewer that keeps asking is closed as misbehaving.
    for (let i = 0; i < 8; i++) c.send({ v: 1, type: 'hello' });
    expect((await c.closed).code).toBe(4001);
  });

  test('an oversized message closes the connection with 1009', async () => {
    const r = await start({ gap: 5 });
    const c = await join(r);
    c.send({ v: 1, type: 'hello', race: 'x'.repeat(20_000) });
    expect((await c.closed).code).toBe(1009);
  });

  test('frames go out uncompressed: a client offering permessage-deflate is not given it', async () => {
    // Compressing would cost the relay a deflate per viewer per message, on its one thread.
    const r = await start({ gap: 5 });
    const c = await Client.open(r.liveUrl, { perMessageDeflate: true });
    clients.push(c);
    expect(c.ws.extensions).toBe('');
  });

  test('publishing needs the token: missing or wrong is refused, the right one starts the race', async () => {
    const r = await start({ publishToken: 's3cret', pace: 300 });
    const watcher = await join(r);
    await watcher.ended();
    const pub = await join(r);
    const race = { ruleset: 'crudis', seed: 42, setup: RACE.setup };
    pub.send({ v: 1, type: 'publish', race });
    pub.send({ v: 1, type: 'publish', token: 'guess', race });
    await pub.until((ms) => ms.filter((m) => m.type === 'error').length >= 2);
    expect(pub.messages.filter((m) => m.type === 'error').map((m) => [m.code, m.message])).toEqual([
      ['forbidden', 'missing publish token'],
      ['forbidden', 'wrong publish token'],
    ]);
    pub.send({
      v: 1,
      type: 'publish',
      token: 's3cret',
      race: { ruleset: 'crudis', seed: 42, setup: { x: 1 } },
    });
    await pub.until((ms) => ms.filter((m) => m.type === 'error').length >= 3);
    expect(pub.messages.filter((m) => m.type === 'error')[2]!.code).toBe('bad-race');
    pub.send({ v: 1, type: 'publish', token: 's3cret', race });
    await pub.until((ms) => ms.some((m) => m.type === 'scheduled'));
    // Every viewer is switched to the published race and sees it whole.
    await watcher.until((ms) => ms.filter((m) => m.type === 'end').length >= 2);
    const welcomes = watcher.messages.filter((m): m is Welcome => m.type === 'welcome');
    expect(welcomes.map((w) => w.header.seed)).toEqual([7, 42]);
    // Its id and start time were promised to the publisher.
    expect(pub.messages.find((m) => m.type === 'published')).toMatchObject({
      race: welcomes[1]!.race,
      ahead: 0,
    });
    expect(pub.messages.find((m) => m.type === 'scheduled')).toEqual({
      v: 1,
      type: 'scheduled',
      race: welcomes[1]!.race,
      startsAt: welcomes[1]!.startsAt,
    });
    const second = watcher.messages.slice(watcher.messages.indexOf(welcomes[1]!));
    expect(eventsOf(second).flatMap((m) => m.events.map((e) => e.seq))).toEqual(
      range(resolved({ ...race }).events.length),
    );
  });

  test('a relay without a token refuses every publisher', async () => {
    const r = await start({ gap: 5 });
    const c = await join(r);
    c.send({ v: 1, type: 'publish', token: '', race: RACE });
    await c.until((ms) => ms.some((m) => m.type === 'error'));
    expect(c.messages.find((m) => m.type === 'error')).toMatchObject({
      code: 'forbidden',
      message: 'publishing is disabled on this relay',
    });
  });
});

describe('slow viewers', () => {
  test("a viewer that stops reading is reset once a ping has gone unanswered past the relay's patience", async () => {
    // Hellos unlimited here: repeated ones are how this test asks for more than the window holds.
    const r = await start({
      race: { ruleset: 'crudis', seed: 3 },
      pace: 1000,
      limits: { windowBytes: 64 * 1024, slowViewerMs: 300, helloBurst: 1000 },
    });
    const fast = await join(r);
    const slow = await join(r);
    await Promise.all([fast.ended(), slow.ended()]);
    // Both have read everything (their last pongs are in): what is in flight from here is the slow one's.
    while (r.inFlight() > 0) await sleep(10);
    // Stop reading and ask for the whole race again (half a megabyte each time): the relay sends
    // no more than the window, waits for the viewer to read it, then lets the viewer go.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const asked = Date.now();
    slow.send({ v: 1, type: 'hello' });
    // Up to 10 s: on a loaded machine the relay's timers run late, never early.
    while (r.dropped() === 0 && Date.now() - asked < 10_000) {
      expect(r.inFlight()).toBeLessThan(64 * 1024 + 16 * 1024);
      await sleep(10);
    }
    expect(r.dropped()).toBe(1);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(290);
    expect(r.viewers()).toBe(1);
    // The others are not held up.
    fast.send({ v: 1, type: 'hello' });
    await fast.until((ms) => ms.filter((m) => m.type === 'end').length >= 2);
  });
});

describe('flow control', () => {
  test('viewers that read cost few pings: about one per sixteenth of the window, not one a turn or a second', async () => {
    // Two or three turns a second: a relay that pinged every viewer holding anything each second,
    // or every few turns, spent a frame out and a pong in for every other delivery.
    const r = await start({ pace: 8, gap: 0.3 });
    const viewers = await Promise.all(range(10).map(() => join(r)));
    await Promise.all(viewers.map((v) => v.until((ms) => ms.some((m) => m.type === 'end'), 30_000)));
    const deliveries = viewers.length * r.current()!.batches;
    expect(r.pings() / deliveries).toBeLessThan(0.1);
    // ...and still as many as it takes: every byte sent is acknowledged by the end.
    await sleep(100);
    expect(r.inFlight()).toBeLessThanOrEqual(viewers.length * 64 * 1024);
  });
});

describe('keep-alive pings', () => {
  test("a viewer following a race gets its keep-alive in the write of a turn, not in a burst of the relay's own", async () => {
    // A round every 250 ms, a turn about every 150 ms: pinging every viewer at each round was a
    // fan-out of its own (a thousand writes), and a turn falling due during it went out late. Some
    // twenty rounds in the race's 5 s: a loaded machine's stall of a few seconds still leaves three.
    const r = await start({ pace: 20, gap: 0.3, limits: { keepAliveMs: 250 } });
    const c = await Client.open(r.liveUrl, { allowSynchronousEvents: true });
    clients.push(c);
    // The frames of one write reach the client in one read, and their events in one go.
    let withMessage = false;
    c.ws.on('message', () => {
      withMessage = true;
      setImmediate(() => {
        withMessage = false;
      });
    });
    const keepAlives: boolean[] = [];
    c.ws.on('ping', (data: Buffer) => {
      if (data.length === 0 && !c.messages.some((m) => m.type === 'end')) keepAlives.push(withMessage);
    });
    c.send({ v: 1, type: 'hello' });
    await c.until((ms) => ms.some((m) => m.type === 'end'), 30_000);
    expect(keepAlives.length).toBeGreaterThanOrEqual(3);
    expect(keepAlives.filter((rode) => !rode)).toEqual([]);
  });

  test('one owed its keep-alive that no turn carried (before the start) is pinged at the next round; a viewer answering none is let go', async () => {
    // The relay's clock stands still until the silent one is gone, so the race cannot start first
    // (its rounds run on the real clock): on a loaded machine a stall could outlast the 3 s gap.
    let stoppedAt: number | null = Date.now();
    const r = await start({
      pace: 100,
      gap: 3,
      limits: { keepAliveMs: 400 },
      now: () => stoppedAt ?? Date.now(),
    });
    const answers = await join(r);
    const silent = await Client.open(r.liveUrl, { autoPong: false });
    clients.push(silent);
    silent.send({ v: 1, type: 'hello' });
    await silent.until((ms) => ms.some((m) => m.type === 'welcome'));
    // Rounds 400 ms apart, no turn before the start: owed, pinged a round later, judged the next.
    const { code } = await silent.closed;
    expect(code).toBe(1006);
    expect(eventsOf(answers.messages)).toEqual([]);
    stoppedAt = null;
    // The one that answers is kept through those rounds, and gets the race.
    await answers.until((ms) => ms.some((m) => m.type === 'end'), 30_000);
    expect(answers.seqs()).toEqual(range(N));
    expect(r.viewers()).toBe(1);
  });
});
