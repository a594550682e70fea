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
import {
  type EncodedFrame,
  MAX_CLUSTER_MS,
  sizeBytes,
  writeWebm,
} from '../../src/ui/broadcast/webm-writer.ts';

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
    ['?mode=broadcast&odds=250&record=1', { oddsRaces: 250, record: true }],
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

describe('video export: the WebM writer', () => {
  /** A minimal EBML reader: each element's id, its body, and where the body starts. */
  interface El {
    id: number;
    body: Uint8Array;
    kids: El[];
  }
  const MASTERS = new Set([0x1a45dfa3, 0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0xe0, 0x1f43b675]);
  function vint(b: Uint8Array, at: number, keepMarker: boolean): [number, number] {
    const first = b[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let v = keepMarker ? first : first & (0xff >> length);
    for (let k = 1; k < length; k++) v = v * 256 + b[at + k]!;
    return [v, length];
  }
  function read(b: Uint8Array, from = 0, to = b.length): El[] {
    const out: El[] = [];
    let at = from;
    while (at < to) {
      const [id, idLength] = vint(b, at, true);
      const [size, sizeLength] = vint(b, at + idLength, false);
      const start = at + idLength + sizeLength;
      expect(start + size).toBeLessThanOrEqual(to);
      const body = b.subarray(start, start + size);
      out.push({ id, body, kids: MASTERS.has(id) ? read(b, start, start + size) : [] });
      at = start + size;
    }
    return out;
  }
  const find = (els: El[], id: number): El[] => els.filter((e) => e.id === id);
  const uintOf = (e: El): number => e.body.reduce((n, x) => n * 256 + x, 0);
  const frame = (ms: number, key: boolean, size = 5): EncodedFrame => ({
    timestamp: ms * 1000,
    key,
    data: new Uint8Array(size).fill(ms % 251),
  });
  async function file(frames: EncodedFrame[], durationUs: number): Promise<Uint8Array> {
    const parts = writeWebm({ codecId: 'V_VP8', width: 1920, height: 1080 }, frames, durationUs);
    return new Uint8Array(await new Blob(parts).arrayBuffer());
  }

  it('writes element sizes in the fewest bytes, never the reserved all-ones value', () => {
    expect([...sizeBytes(0)]).toEqual([0x80]);
    expect([...sizeBytes(126)]).toEqual([0xfe]);
    expect([...sizeBytes(127)]).toEqual([0x40, 0x7f]);
    expect([...sizeBytes(300)]).toEqual([0x41, 0x2c]);
    expect([...sizeBytes(16_382)]).toEqual([0x7f, 0xfe]);
    expect([...sizeBytes(16_383)]).toEqual([0x20, 0x3f, 0xff]);
  });

  it('writes a WebM with its header, duration, track and every frame in clusters from key frames', async () => {
    const frames = [
      frame(0, true),
      frame(40, false),
      frame(900, false, 200),
      frame(2000, true),
      frame(2033, false),
    ];
    const bytes = await file(frames, 2500_000);
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const [ebml, segment, ...rest] = read(bytes);
    expect(rest).toEqual([]);
    expect(new TextDecoder().decode(find(ebml!.kids, 0x4282)[0]!.body)).toBe('webm');
    expect(segment!.id).toBe(0x18538067);
    const info = find(segment!.kids, 0x1549a966)[0]!;
    expect(uintOf(find(info.kids, 0x2ad7b1)[0]!)).toBe(1_000_000);
    const duration = find(info.kids, 0x4489)[0]!.body;
    expect(new DataView(duration.buffer, duration.byteOffset, 8).getFloat64(0)).toBe(2500);
    const entry = find(find(segment!.kids, 0x1654ae6b)[0]!.kids, 0xae)[0]!;
    expect(new TextDecoder().decode(find(entry.kids, 0x86)[0]!.body)).toBe('V_VP8');
    const video = find(entry.kids, 0xe0)[0]!;
    expect([uintOf(find(video.kids, 0xb0)[0]!), uintOf(find(video.kids, 0xba)[0]!)]).toEqual([1920, 1080]);
    const clusters = find(segment!.kids, 0x1f43b675);
    expect(clusters.map((c) => uintOf(find(c.kids, 0xe7)[0]!))).toEqual([0, 2000]);
    const blocks = clusters.flatMap((c) =>
      find(c.kids, 0xa3).map((b) => {
        const view = new DataView(b.body.buffer, b.body.byteOffset);
        return {
          ms: uintOf(find(c.kids, 0xe7)[0]!) + view.getInt16(1),
          track: b.body[0],
          key: (b.body[3]! & 0x80) !== 0,
          data: [...b.body.subarray(4)],
        };
      }),
    );
    expect(blocks).toEqual(
      frames.map((f) => ({ ms: f.timestamp / 1000, track: 0x81, key: f.key, data: [...f.data] })),
    );
  });

  it('starts a new cluster before a block’s time within its cluster would overflow', async () => {
    const frames = [frame(0, true), frame(MAX_CLUSTER_MS - 1, false), frame(MAX_CLUSTER_MS + 5, false)];
    const [, segment] = read(await file(frames, 0));
    const clusters = find(segment!.kids, 0x1f43b675);
    expect(clusters.map((c) => uintOf(find(c.kids, 0xe7)[0]!))).toEqual([0, MAX_CLUSTER_MS + 5]);
    // The duration reaches the last frame even when the recording said less.
    const info = find(segment!.kids, 0x1549a966)[0]!;
    const duration = find(info.kids, 0x4489)[0]!.body;
    expect(new DataView(duration.buffer, duration.byteOffset, 8).getFloat64(0)).toBe(MAX_CLUSTER_MS + 5);
  });
});
