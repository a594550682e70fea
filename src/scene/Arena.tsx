import type { LaneBoardSpec } from '../engine/track/lane-board.ts';
import { QUALITY, type Quality } from '../playback/quality.ts';
import { Carceres } from './Carceres.tsx';
import { Cavea } from './Cavea.tsx';
import { ImperialBox } from './ImperialBox.tsx';
import type { LapsDone } from './LapCounters.tsx';
import { SkyAndLight } from './SkyAndLight.tsx';
import { Spina } from './Spina.tsx';
import { Surroundings } from './Surroundings.tsx';
import { Track } from './Track.tsx';
import { TriumphalArch } from './TriumphalArch.tsx';

export type ArenaProps = {
  /** A lane board to chalk on the sand. */
  board?: LaneBoardSpec;
  /** Laps completed (0–7), or a reader of them for each frame, shown on the lap counters. */
  lapsDone?: LapsDone;
  quality?: Quality;
};

/** The Circus Maximus: sky and sun, sand, spina, carceres, cavea and crowd, pulvinar and arch. */
export function Arena({ board, lapsDone = 0, quality = 'medium' }: ArenaProps) {
  const q = QUALITY[quality];
  return (
    <group name="arena">
      <SkyAndLight shadowMapSize={q.shadowMapSize} />
      <Surroundings />
      <Track board={board} />
      <Spina lapsDone={lapsDone} segments={q.roundSegments} />
      <Carceres segments={q.roundSegments} />
      <Cavea crowd={q.crowd} arcSegments={q.roundSegments * 3} mergedCrowd={q.mergedCrowd} />
      <ImperialBox segments={q.roundSegments} />
      <TriumphalArch segments={q.roundSegments} />
    </group>
  );
}
