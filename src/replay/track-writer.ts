import type { RaceLog } from '../engine/log/schema.ts';
import type { BoardMapping } from '../engine/track/board-mapping.ts';
import { tableHeadingToWorld } from '../engine/track/table-mapping.ts';
import type { TurnKeys } from './turn-keys.ts';

/** One chariot's keyframes as they are written, in arrays grown as needed (`n` used). */
interface Track {
  n: number;
  times: Float64Array;
  station: Float64Array;
  d: Float64Array;
  heading: Float64Array | null;
}

/** A copy of `a` with room for `n` values. */
const grow = (a: Float64Array, n: number): Float64Array => {
  const b = new Float64Array(n);
  b.set(a);
  return b;
};

/**
 * Writes each chariot's keyframes in seconds, turn by turn: from its start point, through each
 * turn's keys (twice where it stands on one, at arrival and at leaving), held to the race's end.
 * Times never go backwards; headings (table boards) are unwrapped so interpolation turns the
 * short way.
 */
export class TrackWriter {
  readonly tracks: Track[];

  /** `points`: how many path points each chariot has in the log, by index. */
  constructor(log: RaceLog, mapping: BoardMapping, points: Int32Array) {
    const tableHeadings = log.header.entrants.some((e) => 'heading' in e.start);
    this.tracks = log.header.entrants.map((entrant, ci) => {
      // A keyframe a path point, the start and the end, and room for a few holds (a chariot
      // standing on a square between two meetings): sized once, so a long log is not copied.
      const p = points[ci] ?? 0;
      const size = p + 2 + Math.ceil(p / 32) + 8;
      const track: Track = {
        n: 1,
        times: new Float64Array(size),
        station: new Float64Array(size),
        d: new Float64Array(size),
        heading: tableHeadings ? new Float64Array(size) : null,
      };
      const start = mapping.place(entrant.start, { station: 0, d: 0 });
      track.station[0] = start.station;
      track.d[0] = start.d;
      if (track.heading) {
        track.heading[0] = 'heading' in entrant.start ? tableHeadingToWorld(entrant.start.heading) : 0;
      }
      return track;
    });
  }

  /** Appends a keyframe at `time` s: key `k` of `keys`, or (k < 0) where the chariot stands. */
  private push(track: Track, time: number, keys: TurnKeys | null, k: number): void {
    const n = track.n;
    if (n === track.times.length) {
      const size = Math.ceil(n * 1.5);
      track.times = grow(track.times, size);
      track.station = grow(track.station, size);
      track.d = grow(track.d, size);
      if (track.heading) track.heading = grow(track.heading, size);
    }
    track.times[n] = Math.max(time, track.times[n - 1]!);
    track.station[n] = keys && k >= 0 ? keys.station[k]! : track.station[n - 1]!;
    track.d[n] = keys && k >= 0 ? keys.d[k]! : track.d[n - 1]!;
    const heading = track.heading;
    if (heading) {
      const prev = heading[n - 1]!;
      const h = keys && k >= 0 ? keys.heading[k]! : Number.NaN;
      const raw = Number.isNaN(h) ? prev : h;
      heading[n] = raw + Math.round((prev - raw) / (2 * Math.PI)) * 2 * Math.PI;
    }
    track.n = n + 1;
  }

  /** Writes a warped turn's keys, their times (in turns) put in seconds by `seconds`. */
  writeTurn(keys: TurnKeys, seconds: (turns: number) => number): void {
    for (let ci = 0; ci < this.tracks.length; ci++) {
      const track = this.tracks[ci]!;
      for (let k = keys.first[ci]!; k < keys.first[ci + 1]!; k++) {
        this.push(track, seconds(keys.time[k]!), keys, k);
        const hold = keys.hold[k]!;
        if (!Number.isNaN(hold)) this.push(track, seconds(hold), keys, k);
      }
    }
  }

  /** How many keyframes each chariot has, to truncate back to. */
  lengths(): Int32Array {
    return Int32Array.from(this.tracks, (t) => t.n);
  }

  truncate(lengths: Int32Array): void {
    for (const [ci, t] of this.tracks.entries()) t.n = lengths[ci]!;
  }

  /** Holds every chariot where it stands until `time` s (the race's end). */
  end(time: number): void {
    for (const track of this.tracks) this.push(track, time, null, -1);
  }
}
