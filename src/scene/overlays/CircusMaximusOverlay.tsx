import { useMemo } from 'react';
import { RULES, SAFE_SPEED, WEIGHT } from '../../engine/rulesets/circus-maximus/tables.ts';
import { stationToWorld } from '../../engine/track/circus-maximus.ts';
import { LaneBoard, type LaneBoardSpec } from '../../engine/track/lane-board.ts';
import { messages } from '../../messages/index.ts';
import { OverlayLabel } from './OverlayLabel.tsx';
import { OverlayLines } from './OverlayLines.tsx';
import { LineBuilder } from './overlay-lines.ts';

export type CircusMaximusOverlayProps = {
  board: LaneBoardSpec;
  features: readonly { kind: string; station: number }[];
};

const CORNER_COLOUR = '#ffb020';
/** Where the safe-speed figures stand along the straight, in stations (one straight is one). */
const LABEL_START = 0.012;
const LABEL_STEP = 0.028;

/**
 * Circus Maximus on top of the lane-squares board: where each corner begins and ends (amber), and
 * each corner lane's safe speed printed on its first and last corner square, as on the board. The
 * figures are the ruleset's own table (house values), before the weight and mud shifts.
 */
export default function CircusMaximusOverlay({ board, features }: CircusMaximusOverlayProps) {
  const lanes = useMemo(() => new LaneBoard(board), [board]);
  const corners = useMemo(() => {
    const seen = new Set<number>();
    const list: { station: number; kind: string }[] = [];
    for (const f of features) {
      if (f.kind !== 'corner-start' && f.kind !== 'corner-end') continue;
      const station = ((f.station % 4) + 4) % 4;
      if (seen.has(station)) continue;
      seen.add(station);
      list.push({ station, kind: f.kind });
    }
    return list;
  }, [features]);
  const geometry = useMemo(() => {
    const w = new LineBuilder(0.34);
    const inner = board.innerOffset;
    const outer = inner + board.lanes * board.laneWidth;
    for (const c of corners)
      for (const shift of [-0.4, 0.4]) w.across(c.station, inner, outer, CORNER_COLOUR, 1, shift);
    return w.build();
  }, [board, corners]);
  const labels = useMemo(() => {
    const out: { key: string; x: number; z: number; speed: number }[] = [];
    for (const c of corners) {
      // On the straight beside the corner's first (or last) square, each lane a step further out
      // along it, so that the figures of neighbouring lanes do not overlap in the top view.
      const dir = c.kind === 'corner-start' ? -1 : 1;
      for (let lane = 1; lane <= board.lanes; lane++) {
        const station = c.station + dir * (LABEL_START + (lane - 1) * LABEL_STEP);
        const p = stationToWorld(station, lanes.laneOffset(lane));
        out.push({ key: `${c.station}-${lane}`, x: p.x, z: p.z, speed: SAFE_SPEED.value[lane - 1] ?? 0 });
      }
    }
    return out;
  }, [board, corners, lanes]);
  // The legend lies on the spina, clear of the lanes.
  const legend = { x: 20, z: 0 };
  return (
    <group name="overlay-circus-maximus">
      <OverlayLines geometry={geometry} name="overlay-corners" />
      {labels.map((l) => (
        <OverlayLabel key={l.key} x={l.x} z={l.z} className="qo-safe">
          {l.speed}
        </OverlayLabel>
      ))}
      <OverlayLabel x={legend.x} z={legend.z} y={10} className="qo-legend">
        {messages.board.safeSpeed(
          SAFE_SPEED.source,
          WEIGHT.light.safeSpeed,
          WEIGHT.heavy.safeSpeed,
          RULES.mudSafeSpeed.value,
        )}
      </OverlayLabel>
    </group>
  );
}
