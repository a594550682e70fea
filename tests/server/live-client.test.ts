import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { advance, clock } from '../../src/playback/clock.ts';
import { useViewer } from '../../src/playback/store.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import type { Welcome } from '../../src/server/protocol.ts';
import { buildSchedule } from '../../src/server/schedule.ts';
import { catchUpSpeed, joinTime, LiveFeed, LiveLog, liveUrl, provisionalFooter } from '../../src/ui/live.ts';
import { halfwayClock, RACE, range, relay, resolved, sleep, wsFactory } from './helpers.ts';

// The viewer's side of a live race: the partial log, its plan, and the feed that survives drops.

const LOG = resolved();
const N = LOG.events.length;
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-live-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A feed of the relay at `url`; each change it made, and the events its log held after each. */
function follow(
  url: string,
  join: 'start' | 'live' = 'start',
): { feed: LiveFeed; changes: string[]; lengths: number[] } {
  const changes: string[] = [];
  const lengths: number[] = [];
  const feed = new LiveFeed({
    url,
    join,
    socket: wsFactory,
    retryMs: 30,
    onChange: (f, c) => {
      changes.push(c);
      lengths.push(f.log.events.length);
    },
  });
  feed.start();
  return { feed, changes, lengths };
}

/** Waits until `done` holds (a hang guard, long enough for a loaded machine). */
async function until(done: () => boolean, timeoutMs = 30_000): Promise<void> {
  const t0 = Date.now();
  while (!done()) {
    if (Date.now() - t0 > timeoutMs) throw new Error('timed out');
    await sleep(10);
  }
}

describe('the partial log', () => {
  const planned = buildSchedule(LOG);
  if (!planned.ok) throw new Error(planned.error);
  const { batches } = planned.schedule;
  const full = buildPlan(LOG);
  if (!full.ok) throw new Error(full.error);

  test('each partial plan plays every event at the same time as the replay of the whole log', () => {
    const live = new LiveLog();
    live.apply({ v: 1, type: 'welcome', header: LOG.header, race: 'r1' } as Welcome);
    const fullTimes = new Map(full.plan.cues.map((c) => [c.seq, c.time]));
    for (const b of batches) {
      live.apply({
        v: 1,
        type: 'events',
        race: 'r1',
        turn: b.turn,
        time: b.time,
        until: b.until,
        events: b.events,
      });
      const partial = buildPlan(live.toLog()!);
      if (!partial.ok) throw new Error(partial.error);
      // The live edge is the end of the turn just received.
      expect(partial.plan.duration).toBeCloseTo(b.until, 9);
      for (const cue of partial.plan.cues) expect(cue.time).toBeCloseTo(fullTimes.get(cue.seq)!, 9);
    }
    live.apply({ v: 1, type: 'end', race: 'r1', footer: LOG.footer, checkpoints: LOG.checkpoints });
    expect(live.toLog()).toEqual(LOG);
  });

  test('the viewer store follows the growing log: playback holds at the live edge, then goes on', () => {
    const live = new LiveLog();
    live.apply({ v: 1, type: 'welcome', header: LOG.header, race: 'r1' } as Welcome);
    const store = useViewer.getState;
    store().followLog(live.toLog()!, 'live: r1', { seekTo: 0 });
    expect(store().status).toBe('ready');
    expect(clock.duration).toBe(0);
    for (const b of batches.slice(0, 4)) {
      live.apply({
        v: 1,
        type: 'events',
        race: 'r1',
        turn: b.turn,
        time: b.time,
        until: b.until,
        events: b.events,
      });
      store().followLog(live.toLog()!, 'live: r1', {});
      expect(clock.duration).toBeCloseTo(b.until, 9);
      expect(store().playing).toBe(true);
      // Play to the edge, as the frame loop does: it stops there until the next turn comes.
      while (!advance(0.25, 4));
      store().setPlaying(false);
      expect(clock.time).toBeCloseTo(b.until, 9);
    }
    // A viewer who paused before the edge stays paused, at the same moment.
    clock.time = 1;
    const b = batches[4]!;
    live.apply({
      v: 1,
      type: 'events',
      race: 'r1',
      turn: b.turn,
      time: b.time,
      until: b.until,
      events: b.events,
    });
    store().followLog(live.toLog()!, 'live: r1', {});
    expect(store().playing).toBe(false);
    expect(clock.time).toBe(1);
  });

  test('at the live edge play waits for the next turn instead of rewinding; after the end it replays', () => {
    const live = new LiveLog();
    live.apply({ v: 1, type: 'welcome', header: LOG.header, race: 'r1' } as Welcome);
    const store = useViewer.getState;
    const b = batches[2]!;
    for (const batch of batches.slice(0, 3)) {
      live.apply({
        v: 1,
        type: 'events',
        race: 'r1',
        turn: batch.turn,
        time: batch.time,
        until: batch.until,
        events: batch.events,
      });
    }
    store().followLog(live.toLog()!, 'live: r1', { seekTo: 0 });
    expect(store().live).toBe(true);
    // The viewer pauses at the live moment, then presses play: he stays at the live moment.
    clock.time = clock.duration;
    store().setPlaying(false);
    store().togglePlaying();
    expect(store().playing).toBe(true);
    expect(clock.time).toBeCloseTo(b.until, 9);
    // The race ends: the log is whole, and play at its end starts the replay from the start.
    live.apply({ v: 1, type: 'end', race: 'r1', footer: LOG.footer, checkpoints: LOG.checkpoints });
    store().followLog(live.toLog()!, 'live: r1', { ended: true });
    expect(store().live).toBe(false);
    clock.time = clock.duration;
    store().setPlaying(false);
    store().togglePlaying();
    expect(clock.time).toBe(0);
    expect(store().playing).toBe(true);
  });

  test('repeated events are skipped and counted; a missing one is a gap', () => {
    const live = new LiveLog();
    live.apply({ v: 1, type: 'welcome', header: LOG.header, race: 'r1' } as Welcome);
    const b = batches[1]!;
    const msg = {
      v: 1,
      type: 'events',
      race: 'r1',
      turn: 0,
      time: 0,
      until: 1,
      events: LOG.events.slice(0, 5),
    } as const;
    expect(live.apply(msg)).toBe('events');
    expect(live.apply(msg)).toBe('none');
    expect(live.repeated).toBe(5);
    expect(live.apply({ ...msg, events: LOG.events.slice(6, 8) })).toBe('gap');
    expect(live.lastSeq()).toBe(4);
    // Another race's events are not ours.
    expect(live.apply({ ...msg, race: 'r2', turn: b.turn, events: LOG.events.slice(5, 9) })).toBe('none');
  });

  test('a resumed welcome with the same id but another header starts the race afresh', () => {
    const live = new LiveLog();
    live.apply({ v: 1, type: 'welcome', header: LOG.header, race: 'r1', resumed: false } as Welcome);
    live.apply({
      v: 1,
      type: 'events',
      race: 'r1',
      turn: 0,
      time: 0,
      until: 1,
      events: LOG.events.slice(0, 5),
    });
    // The same race again: the history continues.
    expect(
      live.apply({ v: 1, type: 'welcome', header: LOG.header, race: 'r1', resumed: true } as Welcome),
    ).toBe('resumed');
    expect(live.lastSeq()).toBe(4);
    // Another race under the same id (a relay restarted without its state): nothing is spliced.
    const other = resolved({ ...RACE, seed: 8 });
    expect(
      live.apply({ v: 1, type: 'welcome', header: other.header, race: 'r1', resumed: true } as Welcome),
    ).toBe('reset');
    expect(live.header).toEqual(other.header);
    expect(live.lastSeq()).toBe(-1);
  });

  test('the provisional footer places the chariots that have finished, in the order they crossed', () => {
    const cut = LOG.events.map((e) => e.type).lastIndexOf('finish');
    const footer = provisionalFooter(LOG.header, LOG.events.slice(0, cut + 1));
    expect(footer.finishingOrder).toEqual(LOG.footer.finishingOrder.slice(0, footer.finishingOrder.length));
    expect(footer.winner).toBe(LOG.footer.winner);
    const none = provisionalFooter(LOG.header, []);
    expect(none.results.every((r) => r.place === null && r.status === 'racing')).toBe(true);
    expect(none.turns).toBe(0);
  });

  test('join moments, catch-up speed and the relay address', () => {
    const w = { startsAt: 10_000, pace: 2 } as Welcome;
    expect(joinTime('start', w, 15_000)).toBe(0);
    expect(joinTime('live', w, 15_000)).toBe(10);
    expect(joinTime('live', w, 5_000)).toBe(0);
    expect(catchUpSpeed(0, 60, 1)).toBe(8);
    expect(catchUpSpeed(55, 60, 1)).toBe(4);
    expect(catchUpSpeed(59, 60, 1)).toBe(1);
    expect(liveUrl('1', { protocol: 'https:', host: 'a.b:9' })).toBe('wss://a.b:9/live');
    expect(liveUrl('ws://x:1/live', { protocol: 'http:', host: 'a' })).toBe('ws://x:1/live');
  });
});

describe('following a relay', () => {
  test('a viewer following a live race sees the events arrive and ends with the whole log', async () => {
    const r = await relay({ pace: 300, gap: 0.1 });
    const { feed, changes, lengths } = follow(r.liveUrl);
    await until(() => feed.log.footer !== null);
    expect(changes[0]).toBe('reset');
    // The log grew a turn at a time: at each of its changes, a whole turn more (seen at each change,
    // not by polling: a loaded machine's stall delivers the turns due meanwhile in one read).
    const planned = buildSchedule(LOG);
    if (!planned.ok) throw new Error(planned.error);
    const turnEnds = planned.schedule.batches.map((b) => b.lastSeq + 1);
    const grown = lengths.filter((_, i) => changes[i] === 'events');
    expect(grown).toEqual(turnEnds);
    expect(feed.log.toLog()).toEqual(LOG);
    feed.stop();
    await r.close();
  });

  test('a relay restarted mid-race: every viewer reconnects and resumes with nothing lost or repeated', async () => {
    const stateFile = join(TMP, 'relay.json');
    const options = { pace: 60, stateFile, gap: 0.1 };
    const halfway = halfwayClock(LOG, options.pace);
    const a = await relay({ ...options, now: halfway.now });
    halfway.from(a.current()!.startsAt);
    const feeds = range(20).map(() => follow(a.liveUrl).feed);
    await until(() => feeds.every((f) => f.log.events.length > N / 5));
    const race = a.current()?.race;
    await a.close();
    const held = feeds.map((f) => f.log.events.length);
    expect(held.every((n) => n < N)).toBe(true);
    await sleep(100);
    // The new relay is told nothing but the state file: it resumes the same race at the same pace.
    const b = await relay({ ...options, port: a.port, race: { ...RACE, seed: 999 } });
    expect(b.current()?.race).toBe(race);
    await until(() => feeds.every((f) => f.log.footer !== null));
    for (const f of feeds) {
      expect(f.connections).toBeGreaterThanOrEqual(2);
      expect(f.log.repeated).toBe(0);
      expect(f.log.toLog()).toEqual(LOG);
    }
    for (const f of feeds) f.stop();
    await b.close();
  });

  test('a relay restarted without its state mid-race: the viewer sees a new race and starts it cleanly', async () => {
    const halfway = halfwayClock(LOG, 60);
    const a = await relay({ pace: 60, gap: 0.1, now: halfway.now });
    halfway.from(a.current()!.startsAt);
    const { feed, changes } = follow(a.liveUrl);
    await until(() => feed.log.events.length > N / 4);
    const before = feed.log.race;
    await a.close();
    expect(feed.log.events.length).toBeLessThan(N);
    // The same command line again, with nothing saved: the same inputs, a new race.
    const b = await relay({ pace: 60, gap: 0.1, port: a.port });
    const after = b.current()?.race;
    expect(after).not.toBe(before);
    await until(() => feed.log.footer !== null);
    expect(feed.connections).toBeGreaterThanOrEqual(2);
    expect(feed.log.race).toBe(after);
    expect(feed.log.repeated).toBe(0);
    expect(changes.filter((c) => c === 'reset')).toHaveLength(2);
    expect(changes).not.toContain('resumed');
    expect(feed.log.toLog()).toEqual(LOG);
    feed.stop();
    await b.close();
  });

  test('a spoiler-free viewer is placed at the live moment', async () => {
    const r = await relay({ pace: 200 });
    const early = follow(r.liveUrl).feed;
    await until(() => early.log.events.length > N / 3);
    const had = early.log.events.length;
    const { feed } = follow(r.liveUrl, 'live');
    await until(() => feed.log.events.length >= had);
    const welcome = feed.log.welcome!;
    expect(welcome.join).toBe('live');
    expect(welcome.liveTime).toBeGreaterThan(0);
    // It starts where the race is now, not at the start...
    expect(joinTime('live', welcome, Date.now())).toBeGreaterThanOrEqual(welcome.liveTime);
    // ...and the chariots can be drawn there: the history up to that moment is in the log.
    const plan = buildPlan(feed.log.toLog()!);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.plan.duration).toBeGreaterThanOrEqual(welcome.liveTime);
    early.stop();
    feed.stop();
    await r.close();
  });
});
