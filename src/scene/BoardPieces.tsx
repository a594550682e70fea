import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Color,
  type InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  Shape,
  ShapeGeometry,
  Vector3,
} from 'three';
import { clock } from '../playback/clock.ts';
import { markedChariot } from '../playback/explain.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import type { Status } from '../replay/plan.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';

export type BoardPiecesProps = {
  visible?: boolean;
  /** Height above the sand, metres (above the board's lines). */
  height?: number;
  /** Size of a counter, metres, along and across the track (a chariot fills 8 × 4). */
  length?: number;
  width?: number;
};

/** The most entrants a race log may hold. */
const MAX = 64;
const BORDER = 0.6;
const SELECTED = '#ffd25a';
const OUTLINE = '#1b140d';

const _m = new Matrix4();
const _p = new Vector3();
const _q = new Quaternion();
const _s = new Vector3();
const _up = new Vector3(0, 1, 0);
const _c = new Color();
const GREY = new Color('#6b6258');
const _sample = newSample();

function counter(length: number, width: number): ShapeGeometry {
  const r = Math.min(length, width) * 0.3;
  const x = length / 2;
  const z = width / 2;
  const s = new Shape();
  s.moveTo(-x + r, -z);
  s.lineTo(x - r, -z);
  s.quadraticCurveTo(x, -z, x, -z + r);
  s.lineTo(x, z - r);
  s.quadraticCurveTo(x, z, x - r, z);
  s.lineTo(-x + r, z);
  s.quadraticCurveTo(-x, z, -x, z - r);
  s.lineTo(-x, -z + r);
  s.quadraticCurveTo(-x, -z, -x + r, -z);
  const g = new ShapeGeometry(s, 4);
  // Laid flat on the sand, facing up (the counter is symmetric, so the flip of its y is harmless).
  g.rotateX(-Math.PI / 2);
  return g;
}

/**
 * The chariots as tabletop counters in their faction colours, for the top-down view where the
 * models are too small to tell apart: one instanced mesh of counters and one of their outlines
 * (gold for the selected chariot); wrecks are greyed.
 */
export function BoardPieces({ visible = true, height = 0.6, length = 7.2, width = 3.4 }: BoardPiecesProps) {
  const plan = useViewer((s) => s.plan);
  const fill = useRef<InstancedMesh>(null);
  const outline = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => counter(length, width), [length, width]);
  const outlineGeometry = useMemo(() => counter(length + BORDER, width + BORDER), [length, width]);
  const materials = useMemo(
    () => ({
      fill: new MeshBasicMaterial({ toneMapped: false, depthTest: false, transparent: true }),
      outline: new MeshBasicMaterial({ toneMapped: false, depthTest: false, transparent: true }),
    }),
    [],
  );
  const colours = useMemo(() => plan?.log.header.entrants.map((e) => new Color(e.colour)) ?? [], [plan]);
  /** What each instance's colours were last set for: status and selection. */
  const shown = useRef<Array<{ status: Status | null; selected: boolean }>>([]);

  useEffect(
    () => () => {
      geometry.dispose();
      outlineGeometry.dispose();
    },
    [geometry, outlineGeometry],
  );
  useEffect(
    () => () => {
      materials.fill.dispose();
      materials.outline.dispose();
    },
    [materials],
  );

  useLayoutEffect(() => {
    shown.current = colours.map(() => ({ status: null, selected: false }));
    for (const [i, colour] of colours.entries()) {
      fill.current?.setColorAt(i, colour);
      outline.current?.setColorAt(i, _c.set(OUTLINE));
    }
  }, [colours]);

  useSystem('fleet', 'board pieces', () => {
    const f = fill.current;
    const o = outline.current;
    if (!visible || !plan || !f || !o) return;
    const selected = markedChariot();
    let recolour = false;
    for (const track of plan.chariots) {
      const i = track.index;
      if (i >= MAX) break;
      sampleChariot(plan, track, clock.time, _sample);
      _q.setFromAxisAngle(_up, _sample.heading);
      const wrecked = _sample.status === 'wrecked';
      _s.setScalar(wrecked ? 0.75 : 1);
      _m.compose(_p.set(_sample.x, height, _sample.z), _q, _s);
      f.setMatrixAt(i, _m);
      o.setMatrixAt(i, _m);
      const state = shown.current[i];
      const isSelected = track.id === selected;
      if (state && (state.status !== _sample.status || state.selected !== isSelected)) {
        state.status = _sample.status;
        state.selected = isSelected;
        const base = colours[i];
        if (base) f.setColorAt(i, wrecked ? _c.copy(base).lerp(GREY, 0.7) : base);
        o.setColorAt(i, _c.set(isSelected ? SELECTED : OUTLINE));
        recolour = true;
      }
    }
    const n = Math.min(MAX, plan.chariots.length);
    f.count = n;
    o.count = n;
    f.instanceMatrix.needsUpdate = true;
    o.instanceMatrix.needsUpdate = true;
    if (recolour) {
      if (f.instanceColor) f.instanceColor.needsUpdate = true;
      if (o.instanceColor) o.instanceColor.needsUpdate = true;
    }
  });

  return (
    <group name="board-pieces" visible={visible}>
      <instancedMesh
        ref={outline}
        args={[outlineGeometry, materials.outline, MAX]}
        count={0}
        renderOrder={6}
        frustumCulled={false}
      />
      <instancedMesh
        ref={fill}
        args={[geometry, materials.fill, MAX]}
        count={0}
        renderOrder={7}
        frustumCulled={false}
      />
    </group>
  );
}
