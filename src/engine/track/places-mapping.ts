import type { BoardPoint, BoardSpec } from '../log/schema.ts';
import type { BoardMapping, TrackPlace } from './board-mapping.ts';
import { metresPerStation, stationToTrack, trackToStation } from './circus-maximus.ts';

/**
 * Lays a places board (an order of places, no squares: Hippodrome) out on the Circus Maximus.
 * A place point says where the rules put the chariot in the order; the engine adds where the
 * viewer shows it: `station` (along the track), `abreast` (chariot widths out from the rail) and
 * `gap` (metres behind the leader). The engine works out stations from metres along one racing
 * line (`PLACES_LINE.racingLine`), so a larger gap is always further back on the track, whatever
 * lane the chariot is in, and the order on the track is the order of the places.
 */
export const PLACES_LINE = {
  /** Lateral offset of the rail lane's centre from the spina axis (the spina is 4 m half-wide). */
  railOffset: 9,
  /** Lateral room one chariot takes, metres. */
  width: 3,
  /** The line along which metres and gaps are measured. */
  racingLine: 12,
  /** Spacing of a point that names only its place (no station or gap), metres per place. */
  defaultSpacing: 10,
} as const;

/** Station of a point `metres` along the racing line from the start line (negative: behind it). */
export function placesStation(metres: number): number {
  return trackToStation(metres, PLACES_LINE.racingLine);
}

/** Metres along the racing line from the start line to a station. */
export function placesMetres(station: number): number {
  return stationToTrack(station, PLACES_LINE.racingLine).s;
}

export function placesOffset(abreast: number): number {
  return PLACES_LINE.railOffset + abreast * PLACES_LINE.width;
}

export function placesMapping(spec: BoardSpec): BoardMapping {
  return {
    spec,
    place(point: BoardPoint, out: TrackPlace = { station: 0, d: 0 }): TrackPlace {
      if (!('place' in point)) throw new TypeError('a places board takes place points');
      out.station =
        point.station ?? placesStation(-(point.gap ?? (point.place - 1) * PLACES_LINE.defaultSpacing));
      out.d = placesOffset(point.abreast ?? 0);
      return out;
    },
    metresPerStation,
  };
}
