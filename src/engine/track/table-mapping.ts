import type { TablePoint } from '../log/schema.ts';
import { CIRCUS, trackToStation, worldToTrack } from './circus-maximus.ts';

/**
 * A miniatures table laid over the arena. The table's +x runs east and +y north, so a heading on
 * the table (degrees, counter-clockwise seen from above) is the world heading in degrees. Its
 * corner (0, 0) sits at `origin` in world metres and one table unit is `scale` metres.
 */
export interface TableFrame {
  scale: number;
  originX: number;
  originZ: number;
}

/** Where a table lies when its spec does not say: its corner (0, 0) at the south-west corner of the
 * arena, in front of the carceres, so the whole arena is the table. */
export const DEFAULT_TABLE_ORIGIN = { x: CIRCUS.carceresX, z: CIRCUS.wallOffset } as const;

export interface TableSpecLike {
  scale: number;
  origin?: { x: number; z: number } | undefined;
}

export function tableFrame(spec: TableSpecLike): TableFrame {
  const origin = spec.origin ?? DEFAULT_TABLE_ORIGIN;
  return { scale: spec.scale, originX: origin.x, originZ: origin.z };
}

export interface WorldXZ {
  x: number;
  z: number;
}

export function tableToWorld(
  frame: TableFrame,
  x: number,
  y: number,
  out: WorldXZ = { x: 0, z: 0 },
): WorldXZ {
  out.x = frame.originX + x * frame.scale;
  out.z = frame.originZ - y * frame.scale;
  return out;
}

export function worldToTable(frame: TableFrame, x: number, z: number): { x: number; y: number } {
  return { x: (x - frame.originX) / frame.scale, y: (frame.originZ - z) / frame.scale };
}

/** World yaw (radians, as `Pose.heading`) of a table heading in degrees. */
export const tableHeadingToWorld = (degrees: number): number => (degrees * Math.PI) / 180;

const _w: WorldXZ = { x: 0, z: 0 };

/**
 * Station within one lap ([0, 4]) and offset from the spina axis (metres) of a table point. The
 * offset is the distance from the spina's axis segment, so it is also how far the point stands
 * from the spina in every part of the track.
 */
export function tableStationInLap(frame: TableFrame, x: number, y: number): { station: number; d: number } {
  tableToWorld(frame, x, y, _w);
  const tp = worldToTrack(_w.x, _w.z);
  return { station: trackToStation(tp.s, tp.d), d: tp.d };
}

/**
 * The lap count that puts a point's station nearest `previous` (an unwrapped station): what an
 * engine writes as a path point's `lap` so stations stay continuous across the start line.
 */
export function lapNear(stationInLap: number, previous: number): number {
  return Math.round((previous - stationInLap) / 4);
}

/** The track place of a table point, as `BoardMapping.place` gives it. */
export function tablePlace(
  frame: TableFrame,
  point: TablePoint,
  out: { station: number; d: number } = { station: 0, d: 0 },
): { station: number; d: number } {
  const p = tableStationInLap(frame, point.x, point.y);
  out.station = p.station + 4 * (point.lap ?? 0);
  out.d = p.d;
  return out;
}
