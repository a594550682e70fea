import { describe, expect, test } from 'vitest';
import { tokenMatches } from '../../src/server/guard.ts';
import type { ErrorMessage, PublishedMessage, ScheduledMessage, Welcome } from '../../src/server/protocol.ts';
import type { Relay } from '../../src/server/relay.ts';
import { type Resolver, sharedResolver } from '../../src/server/resolver.ts';
import { Client, closedAfterEach, RACE, relay } from './helpers.ts';

// Publishing races to a running relay: promises kept, the queue bounded, wrong tokens limited.

const { relays: open, clients } = closedAfterEach();
async function start(options: Parameters<typeof relay>[0] = {}): Promise<Relay> {
  const r = await relay({ publishToken: 's3cret', ...options });
  open.push(r);
  return r;
}
async function join(r: Relay, hello: Record<string, unknown> | null = {}): Promise<Client> {
  const c = hello === null ? await Client.open(r.liveUrl) : await Client.join(r.liveUrl, hello);
  clients.push(c);
  return c;
}
const race = (seed: number, options: Record<string, unknown> = { laps: 1 }) => ({
  ruleset: 'crudis',
  seed,
  setup: { ...(RACE.setup as object), options },
});
const publish = (c: Client, seed: number, token = 's3cret', options?: Record<string, unknown>): void =>
  c.send({ v: 1, type: 'publish', token, race: race(seed, options) });
const of = <T extends { type: string }>(c: Client, type: T['type']): T[] =>
  c.messages.filter((m) => m.type === type) as unknown as T[];

describe('publishing', () => {
  test('an answered id and start time are kept: a race published in the gap between races waits its turn', async () => {
    // The relay's clock stops 1.5 s into the gap after the first race until seeds 13 and 17 are
    // published: they are published in the gap, seed 11 not yet started, whatever the machine's load.
    let stop = Number.POSITIVE_INFINITY;
    const r = await start({ pace: 300, gap: 2.5, now: () => Math.min(Date.now(), stop) });
    stop = r.current()!.endsAt + 1500;
    const watcher = await join(r);
    const pub = await join(r, null);
    await watcher.until((ms) => ms.some((m) => m.type === 'welcome'));
    // Seed 11 while the first race runs...
    publish(pub, 11);
    await pub.until((ms) => ms.some((m) => m.type === 'scheduled'));
    // ...then, once that race has ended and the gap before seed 11 has begun, seeds 13 and 17.
    await watcher.ended();
    publish(pub, 13);
    publish(pub, 17);
    await pub.until((ms) => ms.filter((m) => m.type === 'scheduled').length === 3);
    stop = Number.POSITIVE_INFINITY;
    const published = of<PublishedMessage>(pub, 'published');
    const scheduled = of<ScheduledMessage>(pub, 'scheduled');
    expect(published.map((m) => m.ahead)).toEqual([1, 1, 2]);
    expect(scheduled.map((m) => m.race)).toEqual(published.map((m) => m.race));
    expect(new Set(published.map((m) => m.race)).size).toBe(3);
    // Each race runs under the id it was given, at the moment it was given, in the order published.
    await watcher.until((ms) => ms.filter((m) => m.type === 'end').length === 4, 30_000);
    const welcomes = of<Welcome>(watcher, 'welcome').slice(1);
    expect(welcomes.map((w) => [w.race, w.header.seed, w.startsAt])).toEqual(
      scheduled.map((s, i) => [s.race, [11, 13, 17][i], s.startsAt]),
    );
    // Back to back: each starts one gap after the one before it ends.
    for (let i = 1; i < 3; i++)
      expect(scheduled[i]!.startsAt).toBeGreaterThan(scheduled[i - 1]!.startsAt + 2500);
  });

  test('every race is resolved once, off the event loop, however long it waits behind others', async () => {
    // Once a relay resolved every waiting race again while a race ran, to estimate its start.
    const resolved: string[] = [];
    const counting: Resolver = {
      resolve: (id, source) => {
        resolved.push(id);
        return sharedResolver().resolve(id, source);
      },
    };
    const r = await start({ pace: 1000, gap: 0.2, resolver: counting });
    const watcher = await join(r);
    const pub = await join(r, null);
    await watcher.until((ms) => ms.some((m) => m.type === 'welcome'));
    for (const seed of [31, 32, 33]) publish(pub, seed);
    await pub.until((ms) => ms.filter((m) => m.type === 'scheduled').length === 3, 30_000);
    await watcher.until((ms) => ms.filter((m) => m.type === 'end').length === 4, 60_000);
    const first = of<Welcome>(watcher, 'welcome')[0]!.race;
    expect(resolved).toEqual([first, ...of<PublishedMessage>(pub, 'published').map((m) => m.race)]);
  });

  test('a race that passes the quick checks but does not resolve is refused by id, and the next moves up', async () => {
    // At pace 1 the race on air runs a minute and a half: the good race is still waiting when both
    // are resolved, however slow the (lowest-priority) resolving process on a loaded machine (at
    // pace 20 it had 5 s).
    const r = await start({ pace: 1, gap: 0.1 });
    const pub = await join(r, null);
    publish(pub, 21, 's3cret', { laps: 99 });
    publish(pub, 22);
    await pub.until((ms) => ms.some((m) => m.type === 'scheduled') && ms.some((m) => m.type === 'error'));
    const [bad, good] = of<PublishedMessage>(pub, 'published');
    expect(of<ErrorMessage>(pub, 'error')).toEqual([
      {
        v: 1,
        type: 'error',
        code: 'bad-race',
        race: bad!.race,
        message: expect.stringMatching(/does not resolve: .*laps must be a whole number from 1 to 7/),
      },
    ]);
    expect(of<ScheduledMessage>(pub, 'scheduled').map((m) => m.race)).toEqual([good!.race]);
    expect(r.current()?.waiting).toBe(1);
  });

  test('the queue is bounded: past its limit a publish is refused with queue-full', async () => {
    const r = await start({ pace: 1, gap: 60, limits: { maxQueued: 3 } });
    const pub = await join(r, null);
    for (const seed of [1, 2, 3, 4]) publish(pub, seed);
    await pub.until((ms) => ms.some((m) => m.type === 'error'));
    expect(of<PublishedMessage>(pub, 'published')).toHaveLength(3);
    expect(of<ErrorMessage>(pub, 'error')).toEqual([
      {
        v: 1,
        type: 'error',
        code: 'queue-full',
        message: expect.stringMatching(/queue is full \(3 races waiting/),
      },
    ]);
  });
});

describe('wrong publish tokens', () => {
  test('a connection is closed after three, and a refused publish never clears its refused messages', async () => {
    const r = await start({ gap: 60 });
    const guesser = await join(r, null);
    for (const token of ['a', 'b', 'c', 'd', 'e']) publish(guesser, 1, token);
    expect((await guesser.closed).code).toBe(4003);
    expect(of<ErrorMessage>(guesser, 'error').map((m) => m.message)).toEqual([
      'wrong publish token',
      'wrong publish token',
      'wrong publish token',
    ]);
    // Four refused messages, then a wrong token, then one more refused: the fifth closes it.
    const noisy = await join(r, null);
    for (let i = 0; i < 4; i++) noisy.send('nope');
    publish(noisy, 1, 'x');
    noisy.send('nope');
    expect((await noisy.closed).code).toBe(4001);
  });

  test('an address past its allowance is refused without its token being looked at, until it refills', async () => {
    // On the relay's clock, moved by hand: on the real one, a loaded machine slow between the first
    // wrong token and the fifth publish gave the address a refilled allowance.
    let clock = Date.now();
    const r = await start({
      gap: 60,
      limits: { authFailuresPerAddress: 4, authRefillMs: 1500 },
      now: () => clock,
    });
    const first = await join(r, null);
    for (const token of ['a', 'b']) publish(first, 1, token);
    await first.until((ms) => ms.filter((m) => m.type === 'error').length === 2);
    const second = await join(r, null);
    for (const token of ['c', 'd']) publish(second, 1, token);
    await second.until((ms) => ms.filter((m) => m.type === 'error').length === 2);
    // Four wrong from this address: even the right token is refused now.
    const third = await join(r, null);
    publish(third, 1);
    expect((await third.closed).code).toBe(4003);
    expect(of<ErrorMessage>(third, 'error')).toEqual([
      {
        v: 1,
        type: 'error',
        code: 'rate-limited',
        message: expect.stringMatching(/too many wrong publish tokens/),
      },
    ]);
    expect(of<PublishedMessage>(third, 'published')).toEqual([]);
    clock += 1600;
    const later = await join(r, null);
    publish(later, 1);
    await later.until((ms) => ms.some((m) => m.type === 'published'));
  });

  test('tokens are compared whole, whatever their length', () => {
    expect(tokenMatches('s3cret', 's3cret')).toBe(true);
    for (const given of ['', 's3cre', 's3crets', 'S3cret', 's3cret\0'])
      expect(tokenMatches('s3cret', given)).toBe(false);
  });
});
