import { useFrame } from '@react-three/fiber';
import { useState } from 'react';
import type { LaneBoardSpec } from '../engine/track/lane-board.ts';
import { clock } from '../ui/clock.ts';
import { leaderLapsAt } from '../ui/standings.ts';
import { useViewer } from '../ui/store.ts';
import { Arena } from './Arena.tsx';
import type { Quality } from './quality.ts';

export type RaceArenaProps = {
  quality?: Quality;
};

/**
 * The arena dressed for the loaded race: its board chalked on the sand, and the lap counters on the
 * spina following the leader. The lap count is read each frame but re-renders only when it changes.
 */
export function RaceArena({ quality = 'medium' }: RaceArenaProps) {
  const plan = useViewer((s) => s.plan);
  const [lapsDone, setLapsDone] = useState(0);
  const spec = plan?.log.header.track.board;
  const board: LaneBoardSpec | undefined = spec?.kind === 'lane-squares' ? spec : undefined;

  useFrame(() => {
    const laps = plan ? Math.min(7, leaderLapsAt(plan, clock.time)) : 0;
    if (laps !== lapsDone) setLapsDone(laps);
  });

  return <Arena board={board} lapsDone={lapsDone} quality={quality} />;
}
