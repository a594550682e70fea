import { useLayoutEffect } from 'react';
import type { LaneBoardSpec } from '../engine/track/lane-board.ts';
import { QUALITY, type Quality } from '../playback/quality.ts';
import { BuiltLater } from './BuiltLater.tsx';
import { Carceres } from './Carceres.tsx';
import { Cavea } from './Cavea.tsx';
import { ImperialBox } from './ImperialBox.tsx';
import type { LapsDone } from './LapCounters.tsx';
import { allArenaMaterials, setMapFiltering, VertexLitArena } from './materials/arena-materials.ts';
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
  /**
   * Build only the sky, the sand and the spina before the scene's first frame, and the rest (stands
   * and crowd, starting gates, imperial box, arch, the valley) one by one after it: the viewer's
   * first load, where the race should be on screen as soon as it can.
   */
  later?: boolean;
};

/** The Circus Maximus: sky and sun, sand, spina, carceres, cavea and crowd, pulvinar and arch. */
export function Arena({ board, lapsDone = 0, quality = 'medium', later = false }: ArenaProps) {
  const q = QUALITY[quality];
  // Before the frame that first draws the arena (a child's textures upload at that draw).
  useLayoutEffect(
    () => setMapFiltering(allArenaMaterials(q.vertexLitArena), q.textureAnisotropy, q.blendMipmaps),
    [q.vertexLitArena, q.textureAnisotropy, q.blendMipmaps],
  );
  // Nearest the race first, a step each (each is one task on the main thread, so the race plays
  // between them): the stands with their crowd, the starting gates, the imperial box and the arch,
  // then the valley around the circus.
  const rest = [
    <Cavea
      key="stands"
      crowd={q.crowd}
      arcSegments={q.roundSegments * 3}
      mergedCrowd={q.mergedCrowd}
      crowdStretches={q.crowdStretches}
      pixelWide={q.pixelRatio < 1}
    />,
    <Carceres key="gates" segments={q.roundSegments} />,
    <group key="monuments">
      <ImperialBox segments={q.roundSegments} />
      <TriumphalArch segments={q.roundSegments} />
    </group>,
    <Surroundings key="beyond" />,
  ];
  return (
    <VertexLitArena.Provider value={q.vertexLitArena}>
      <group name="arena">
        <SkyAndLight shadowMapSize={q.shadowMapSize} />
        <Track board={board} />
        <Spina lapsDone={lapsDone} segments={q.roundSegments} />
        {later ? <BuiltLater>{rest}</BuiltLater> : rest}
      </group>
    </VertexLitArena.Provider>
  );
}
