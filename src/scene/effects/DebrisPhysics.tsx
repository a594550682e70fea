import { Physics, useRapier } from '@react-three/rapier';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  Color,
  DynamicDrawUsage,
  InstancedBufferAttribute,
  type InstancedMesh,
  Matrix4,
  MeshLambertMaterial,
  Quaternion,
  Vector3,
} from 'three';
import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import { DEBRIS_KINDS, DEBRIS_SIZE, type DebrisKind, type DebrisPiece } from './debris-pieces.ts';
import { DebrisSim, MAX_PIECES } from './debris-sim.ts';
import { wheelGeometry } from './effect-geometry.ts';

/**
 * Loaded on demand (Effects.tsx imports it lazily the first time a race has debris due), so
 * Rapier's WASM is never in the first-load bundle. Rapier is loaded by `<Physics>` (kept paused:
 * its own clock is wall time, ours is plan time) and the debris world is stepped by DebrisSim.
 */

/** What the page publishes on `window.__quadrigaDebris` for the browser tests. */
export interface DebrisProbe {
  /** Plan time the debris has been simulated to (-1 before the first frame). */
  simTime: number;
  /** Pieces shown, and those still being simulated. */
  live: number;
  bodies: number;
}

declare global {
  interface Window {
    __quadrigaDebris?: DebrisProbe;
  }
}

export type DebrisPhysicsProps = {
  pieces: readonly DebrisPiece[];
  /** Entrant colours, rgb per chariot (splinters of a body carry its paint). */
  paint: Float32Array;
  castShadow?: boolean;
};

export default function DebrisPhysics(props: DebrisPhysicsProps) {
  return (
    <Physics paused timeStep={1 / 60} interpolate={false}>
      <DebrisMeshes {...props} />
    </Physics>
  );
}

const WOOD = new Color('#7b5530');
const _m = new Matrix4();
const _q = new Quaternion();
const _p = new Vector3();
const _s = new Vector3();
const _c = new Color();

function DebrisMeshes({ pieces, paint, castShadow = true }: DebrisPhysicsProps) {
  const { rapier } = useRapier();
  const sim = useMemo(() => new DebrisSim(rapier, pieces), [rapier, pieces]);
  useEffect(() => () => sim.dispose(), [sim]);
  const probe = useMemo<DebrisProbe>(() => ({ simTime: -1, live: 0, bodies: 0 }), []);
  useEffect(() => {
    window.__quadrigaDebris = probe;
    return () => {
      if (window.__quadrigaDebris === probe) window.__quadrigaDebris = undefined;
    };
  }, [probe]);

  const geometries = useMemo(() => {
    const box = new BoxGeometry(1, 1, 1);
    return { splinter: box, spoke: box, wheel: wheelGeometry() } satisfies Record<DebrisKind, unknown>;
  }, []);
  const material = useMemo(() => new MeshLambertMaterial(), []);
  useEffect(
    () => () => {
      geometries.splinter.dispose();
      geometries.wheel.dispose();
      material.dispose();
    },
    [geometries, material],
  );
  const meshes = useRef<Partial<Record<DebrisKind, InstancedMesh | null>>>({});
  const counts = useMemo(() => ({ splinter: 0, spoke: 0, wheel: 0 }), []);

  useLayoutEffect(() => {
    for (const kind of DEBRIS_KINDS) {
      const m = meshes.current[kind];
      if (!m) continue;
      m.instanceMatrix.setUsage(DynamicDrawUsage);
      m.instanceColor = new InstancedBufferAttribute(new Float32Array(MAX_PIECES * 3), 3).setUsage(
        DynamicDrawUsage,
      );
      m.count = 0;
    }
  }, []);

  useSystem('effects', 'debris physics', () => {
    sim.advance(clock.time);
    counts.splinter = 0;
    counts.spoke = 0;
    counts.wheel = 0;
    for (const p of sim.live) {
      const kind = p.piece.kind;
      const m = meshes.current[kind];
      if (!m) continue;
      const i = counts[kind]++;
      const [hx, hy, hz] = DEBRIS_SIZE[kind];
      _p.set(p.px, p.py - sim.sink(p), p.pz);
      _q.set(p.qx, p.qy, p.qz, p.qw);
      if (kind === 'wheel') _s.set(1, 1, 1);
      else _s.set(hx * 2, hy * 2, hz * 2);
      m.setMatrixAt(i, _m.compose(_p, _q, _s));
      if (p.piece.chariot >= 0) _c.fromArray(paint, p.piece.chariot * 3);
      else _c.copy(WOOD);
      m.setColorAt(i, _c);
    }
    for (const kind of DEBRIS_KINDS) {
      const m = meshes.current[kind];
      if (!m) continue;
      m.count = counts[kind];
      m.visible = m.count > 0;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    }
    probe.simTime = sim.simTime;
    probe.live = sim.live.length;
    probe.bodies = sim.bodies();
  });

  return (
    <group name="debris">
      {DEBRIS_KINDS.map((kind) => (
        <instancedMesh
          key={kind}
          ref={(m) => {
            meshes.current[kind] = m;
          }}
          name={`debris-${kind}`}
          args={[geometries[kind], material, MAX_PIECES]}
          frustumCulled={false}
          visible={false}
          castShadow={castShadow}
          receiveShadow
        />
      ))}
    </group>
  );
}
