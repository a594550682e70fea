import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { compileReplay } from '../../src/replay/compile.ts';
import {
  BROADCAST_DEFAULTS,
  isBroadcast,
  readBroadcastOptions,
} from '../../src/ui/broadcast/broadcast-options.ts';
import { channelSeed, nextPhase } from '../../src/ui/broadcast/channel.ts';
import { fractionalOdds, oddsFromWins, oddsSeeds, setupFromHeader } from '../../src/ui/broadcast/odds.ts';
import { clockText } from '../../src/ui/broadcast/overlay-time.ts';
import { raceTimeText, resultLines } from '../../src/ui/broadcast/results.ts';

function race(seed: number, setup?: unknown) {
  const r = simulate({ ruleset: 'crudis', seed, setup });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('broadcast options from the address', () => {
  it('is the broadcast page only with mode=broadcast', () => {
    expect(isBroadcast('?mode=broadcast&seed=3')).toBe(true);
    expect(isBroadcast('?seed=3')).toBe(false);
    expect(isBroadcast('?mode=viewer')).toBe(false);
  });

  it.each([
    ['?mode=broadcast', {}],
    ['?mode=broadcast&overlay=0', { overlay: false }],
    ['?mode=broadcast&transparent=1', { transparent: true }],
    ['?mode=broadcast&lock=diocles', { lock: 'diocles' }],
    ['?mode=broadcast&channel=1&card=5&results=7', { channel: true, cardSeconds: 5, resultsSeconds: 7 }],
    ['?mode=broadcast&odds=250&record=1', { oddsRaces: 250, record: 'mp4' }],
    ['?mode=broadcast&record=webm', { record: 'webm' }],
    ['?mode=broadcast&record=mp4', { record: 'mp4' }],
    ['?mode=broadcast&record=0', {}],
    ['?mode=broadcast&speech=1', { speech: true }],
    ['?mode=broadcast&card=-3&odds=x&results=junk', { cardSeconds: 0 }],
    ['?mode=broadcast&card=0&odds=0', { cardSeconds: 0, oddsRaces: 0 }],
  ])('%s', (search, want) => {
    expect(readBroadcastOptions(search)).toEqual({ ...BROADCAST_DEFAULTS, ...want });
  });
});

describe('odds for the race card', () => {
  it('draws the same seeds for the same race, never the race’s own, all different', () => {
    const a = oddsSeeds(7, 200);
    expect(oddsSeeds(7, 200)).toEqual(a);
    expect(new Set(a).size).toBe(200);
    expect(a).not.toContain(7);
    expect(oddsSeeds(8, 200)).not.toEqual(a);
    for (const s of a) expect(Number.isInteger(s) && s >= 0 && s <= 0xffff_ffff).toBe(true);
  });

  it('rebuilds the field of a log: the same entrants race again under another seed', () => {
    const log = race(7);
    const again = race(99, setupFromHeader(log.header));
    expect(again.header.entrants.map(({ start: _s, ...e }) => e)).toEqual(
      log.header.entrants.map(({ start: _s, ...e }) => e),
    );
    expect(again.header.options).toEqual(log.header.options);
  });

  it('turns win counts into smoothed chances that add up to one', () => {
    const odds = oddsFromWins(['a', 'b', 'c', 'd'], { a: 6, b: 3, c: 1 }, 10);
    expect(odds.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(odds.reduce((s, o) => s + o.chance, 0)).toBeCloseTo(1, 12);
    expect(odds[0]!.chance).toBeCloseTo(6.5 / 12, 12);
    expect(odds[3]!.chance).toBeGreaterThan(0);
    expect(odds[0]!.chance).toBeGreaterThan(odds[1]!.chance);
  });

  it.each([
    [0.5, 'evens'],
    [1 / 3, '2/1'],
    [0.2, '4/1'],
    [0.8, '1/4'],
    [0.01, '100/1'],
    [0.09, '10/1'],
  ])('a %f chance is %s', (chance, text) => {
    expect(fractionalOdds(chance)).toBe(text);
  });
});

describe('results card', () => {
  it.each([
    [161.26, '2:41.3'],
    [59.96, '1:00.0'],
    [7, '0:07.0'],
  ])('a race time of %f s reads %s', (seconds, text) => {
    expect(raceTimeText(seconds)).toBe(text);
  });

  it('lists every chariot, winner first, with its race time, margins in seconds and the fallen marked', () => {
    const log = race(7);
    const compiled = compileReplay(log);
    if (!compiled.ok) throw new Error(compiled.error);
    const lines = resultLines(compiled.replay);
    expect(lines).toHaveLength(log.footer.results.length);
    expect(lines[0]!.id).toBe(log.footer.winner);
    expect(lines[0]!.detail).toBe(raceTimeText(compiled.replay.winnerTime));
    expect(lines[0]!.detail).toMatch(/^\d+:\d\d\.\d$/);
    const second = lines[1]!;
    expect(second.status).toBe('finished');
    const ci = compiled.replay.plan.chariotIndex.get(second.id)!;
    const behind = compiled.replay.standings.finishTime[ci]! - compiled.replay.winnerTime;
    expect(second.detail).toBe(`+${behind.toFixed(1)} s`);
    for (const l of lines) if (l.status === 'wrecked') expect(l.detail).toBe('wrecked');
    const places = lines.map((l) => l.place).filter((p): p is number => p !== null);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});

describe('channel mode', () => {
  it('runs card, race, results, then the next race in a channel, and stays on the results otherwise', () => {
    expect(nextPhase('card', true)).toBe('race');
    expect(nextPhase('race', true)).toBe('results');
    expect(nextPhase('results', true)).toBe('next');
    expect(nextPhase('results', false)).toBe('results');
  });

  it('derives each race’s seed from the first, the same every time, never repeating soon', () => {
    const seeds = Array.from({ length: 50 }, (_, k) => channelSeed(7, k));
    expect(seeds[0]).toBe(7);
    expect(new Set(seeds).size).toBe(50);
    expect(Array.from({ length: 50 }, (_, k) => channelSeed(7, k))).toEqual(seeds);
  });

  it('writes countdowns as minutes and seconds', () => {
    expect(clockText(8)).toBe('0:08');
    expect(clockText(600)).toBe('10:00');
    expect(clockText(7.2)).toBe('0:08');
  });
});
