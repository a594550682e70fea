import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { type Group, PerspectiveCamera, Vector3 } from 'three';
import type { Quality } from '../playback/quality.ts';
import { useSystem } from '../playback/use-system.ts';
import type { Replay } from '../replay/compile.ts';
import { newSample } from '../replay/sample.ts';
import { Arena } from './Arena.tsx';
import type { FleetSource } from './ChariotInstances.tsx';
import { Chariots } from './Chariots.tsx';
import { chase, OVERVIEW, startChase, subjectOf } from './camera-shots.ts';
import type { LapsDone } from './LapCounters.tsx';
import { SceneProbe } from './SceneProbe.tsx';

/** One race of a comparison: its replay, and its plan time now (the page's clock writes it). */
export interface ComparePane {
  readonly replay: Replay;
  time: number;
}

export type CompareSceneProps = {
  panes: readonly ComparePane[];
  /** Laps shown on the spina's counters (one arena serves every pane). */
  lapsDone?: LapsDone;
  /** Class of the canvas' container. */
  className?: string;
};

/** A pane's place on the canvas, CSS pixels from the top left. */
export interface PaneRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where pane i of n lies: two side by side, three or four in a 2×2 grid (reading order). The
 * page's DOM lays its pane graphics out by the same rule (src/ui/compare/compare.css).
 */
export function paneRect(i: number, n: number, width: number, height: number, out: PaneRect): PaneRect {
  const columns = 2;
  const rows = n <= 2 ? 1 : 2;
  const w = Math.floor(width / columns);
  const h = Math.floor(height / rows);
  const column = i % columns;
  const row = Math.floor(i / columns);
  out.x = column * w;
  out.y = row * h;
  out.width = column === columns - 1 ? width - w : w;
  out.height = row === rows - 1 ? height - row * h : h;
  return out;
}

/** Each pane's camera: wide behind and above its leader, to see the pack round it. */
const CHASE = { back: 34, up: 17, ahead: 10, lookUp: 1.5, fov: 50 } as const;

interface PaneRig {
  readonly camera: PerspectiveCamera;
  readonly look: Vector3;
  readonly offset: Vector3;
  readonly lookOffset: Vector3;
  heading: number;
  subject: number;
  /** The pane's time last frame: a jump (a seek) places the camera at once, no swing. */
  time: number;
}

/** A pane's time moving more than this between frames (s) is a seek. */
const SEEK = 2;

const _sample = newSample();
const _rect: PaneRect = { x: 0, y: 0, width: 0, height: 0 };

function chasePane(rig: PaneRig, pane: ComparePane, dt: number): void {
  const { camera } = rig;
  const i = subjectOf(pane.replay.plan, pane.time, null, _sample);
  if (i < 0) {
    camera.position.set(...OVERVIEW.position);
    rig.look.set(...OVERVIEW.target);
    camera.lookAt(rig.look);
    return;
  }
  const jumped = Math.abs(pane.time - rig.time) > SEEK;
  rig.time = pane.time;
  if (i !== rig.subject || jumped) {
    // A new leader: swing round from where the camera is; after a seek, straight behind it.
    startChase(camera, rig, _sample, CHASE, rig.subject < 0 || jumped);
    rig.subject = i;
  }
  chase(camera, rig, _sample, CHASE, dt);
}

/**
 * Cameras, fleets and the drawing of every pane: one arena, one fleet per race (each shown only in
 * its own pane), one camera per pane; each frame draws the panes one after another into their
 * viewports of the one canvas (scissored). With more than two panes the chariots cast no shadows
 * and the sun's shadow map (the arena's, the same for every pane) is drawn once a frame, not once
 * a pane.
 */
function Panes({ panes }: { panes: readonly ComparePane[] }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const getSize = useThree((s) => s.get);
  const rigs = useMemo<PaneRig[]>(
    () =>
      panes.map(() => ({
        camera: new PerspectiveCamera(CHASE.fov, 1, 0.5, 9000),
        look: new Vector3(),
        offset: new Vector3(),
        lookOffset: new Vector3(),
        heading: 0,
        subject: -1,
        time: 0,
      })),
    [panes],
  );
  const sources = useMemo<FleetSource[]>(
    () => panes.map((pane, i) => ({ replay: pane.replay, time: () => pane.time, camera: rigs[i]!.camera })),
    [panes, rigs],
  );
  const groups = useRef<Array<Group | null>>([]);
  const shared = panes.length > 2;
  useEffect(() => {
    gl.shadowMap.autoUpdate = !shared;
    return () => {
      gl.shadowMap.autoUpdate = true;
    };
  }, [gl, shared]);

  useSystem('camera', 'compare cameras', ({ delta }) => {
    const dt = Math.min(delta, 0.1);
    const { width, height } = getSize().size;
    for (let i = 0; i < rigs.length; i++) {
      const rig = rigs[i]!;
      paneRect(i, rigs.length, width, height, _rect);
      const aspect = _rect.width / Math.max(1, _rect.height);
      if (Math.abs(rig.camera.aspect - aspect) > 1e-6) {
        rig.camera.aspect = aspect;
        rig.camera.updateProjectionMatrix();
      }
      chasePane(rig, panes[i]!, dt);
      rig.camera.updateMatrixWorld();
    }
  });

  useSystem('render', 'compare panes', () => {
    const { width, height } = getSize().size;
    const list = groups.current;
    gl.setScissorTest(true);
    for (let i = 0; i < rigs.length; i++) {
      paneRect(i, rigs.length, width, height, _rect);
      // WebGL counts viewports from the bottom.
      const y = height - _rect.y - _rect.height;
      gl.setViewport(_rect.x, y, _rect.width, _rect.height);
      gl.setScissor(_rect.x, y, _rect.width, _rect.height);
      for (let j = 0; j < list.length; j++) {
        const g = list[j];
        if (g) g.visible = j === i;
      }
      if (shared && i === 0) gl.shadowMap.needsUpdate = true;
      gl.render(scene, rigs[i]!.camera);
    }
    gl.setScissorTest(false);
    gl.setViewport(0, 0, width, height);
  });

  return (
    <>
      {sources.map((source, i) => (
        <group
          // biome-ignore lint/suspicious/noArrayIndexKey: a pane is its place in the comparison
          key={i}
          name={`pane-${i}`}
          ref={(g) => {
            groups.current[i] = g;
          }}
        >
          <Chariots source={source} castShadow={!shared} />
        </group>
      ))}
    </>
  );
}

/**
 * The comparison's 3D scene: one canvas (one WebGL context) holding the arena once and every race's
 * chariots, drawn as two to four panes side by side, each following its own leader.
 */
export function CompareScene({ panes, lapsDone = 0, className }: CompareSceneProps) {
  const quality: Quality = panes.length > 2 ? 'low' : 'medium';
  return (
    <Canvas
      className={className}
      style={{ position: 'absolute', inset: 0 }}
      shadows="percentage"
      frameloop="never"
      dpr={1}
      camera={{ position: [...OVERVIEW.position], fov: OVERVIEW.fov, near: 0.5, far: 9000 }}
    >
      <SceneProbe needsRace={false} />
      <Arena lapsDone={lapsDone} quality={quality} />
      <Panes panes={panes} />
    </Canvas>
  );
}
