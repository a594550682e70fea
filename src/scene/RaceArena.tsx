import { useCallback } from 'react';
import type { LaneBoardSpec } from '../engine/track/lane-board.ts';
import { clock } from '../playback/clock.ts';
import type { Quality } from '../playback/quality.ts';
import { useViewer } from '../playback/store.ts';
import { leaderLapsAt } from '../replay/standings.ts';
import { Arena } from './Arena.tsx';

export type RaceArenaProps = {
  quality?: Quality;
  /** Build the stands and the valley after the first frame (Arena's `later`). */
  later?: boolean;
};

/**
 * The arena dressed for the loaded race: its board chalked on the sand, and the lap counters on the
 * spina following the leader (read by the counters' own system each frame).
 */
export function RaceArena({ quality = 'medium', later = false }: RaceArenaProps) {
  const plan = useViewer((s) => s.plan);
  const spec = plan?.log.header.track.board;
  const board: LaneBoardSpec | undefined = spec?.kind === 'lane-squares' ? spec : undefined;
  const lapsDone = useCallback(() => (plan ? Math.min(7, leaderLapsAt(plan, clock.time)) : 0), [plan]);
  return <Arena board={board} lapsDone={lapsDone} quality={quality} later={later} />;
}
