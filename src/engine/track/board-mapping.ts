import type { BoardPoint, BoardSpec } from '../log/schema.ts';
import { metresPerStation } from './circus-maximus.ts';
import { LaneBoard } from './lane-board.ts';
import { placesMapping } from './places-mapping.ts';
import { tableFrame, tablePlace } from './table-mapping.ts';

/**
 * One interface for every ruleset's board: a board point to a place on the track, as a station
 * (segments since the start, lane-independent) and a lateral offset from the spina axis in metres.
 * Between two points a piece moves linearly in (station, offset), which follows the turns.
 */
export interface TrackPlace {
  station: number;
  d: number;
}

export interface BoardMapping {
  readonly spec: BoardSpec;
  /** Where a piece standing on the point has its centre. Writes into `out` when given. */
  place(point: BoardPoint, out?: TrackPlace): TrackPlace;
  /** Track length in metres covered per station at offset d (for speeds). */
  metresPerStation(station: number, d: number): number;
}

export function boardMapping(spec: BoardSpec): BoardMapping {
  switch (spec.kind) {
    case 'lane-squares': {
      const board = new LaneBoard(spec);
      const halfLanes = (spec.footprint.lanes - 1) / 2;
      const back = 1 - spec.footprint.squares / 2;
      return {
        spec,
        place(point, out = { station: 0, d: 0 }) {
          if (!('lane' in point)) throw new TypeError('a lane-squares board takes lane/square points');
          out.station = board.station(point.lane, point.sq + back);
          out.d = board.laneOffset(point.lane + halfLanes);
          return out;
        },
        metresPerStation,
      };
    }
    case 'table': {
      const frame = tableFrame(spec);
      return {
        spec,
        place(point, out = { station: 0, d: 0 }) {
          if (!('heading' in point)) throw new TypeError('a table board takes x/y/heading points');
          return tablePlace(frame, point, out);
        },
        metresPerStation,
      };
    }
    case 'places':
      return placesMapping(spec);
  }
}
