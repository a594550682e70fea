import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  type Camera,
  DynamicDrawUsage,
  Frustum,
  InstancedBufferAttribute,
  InstancedInterleavedBuffer,
  InstancedMesh,
  InterleavedBufferAttribute,
  Matrix4,
  type Mesh,
  MeshBasicMaterial,
  type PerspectiveCamera,
  RingGeometry,
} from 'three';
import { clock } from '../playback/clock.ts';
import { provideDrawnChariots } from '../playback/drawn-chariots.ts';
import { markedChariot } from '../playback/explain.ts';
import { QUALITY } from '../playback/quality.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import type { Replay } from '../replay/compile.ts';
import { type LodModel, useTeams } from './chariot-assets.ts';
import {
  CAR_CREW_OFFSET,
  CAR_DRIVER_OFFSET,
  CAR_FACTION_OFFSET,
  createFleet,
  createFleetBuffers,
  type Fleet,
  type FleetBuffers,
  type FleetView,
  HORSES_PER_TEAM,
  type InstanceSet,
  placeFleet,
  STATUS_CODE,
  TEAM_RADIUS,
  updateFleet,
} from './chariot-fleet.ts';
import { ContactShadows } from './effects/ContactShadows.tsx';
import { drawnOf } from './fleet-probe.ts';
import type { IndexRange } from './geometry/lod-index.ts';

/**
 * A race other than the viewer's, for a scene that draws several at once (the comparison page):
 * its replay, its own time, and the camera its chariots are culled for. No selection ring or
 * picking then.
 */
export interface FleetSource {
  readonly replay: Replay;
  time(): number;
  readonly camera: Camera;
}

export type ChariotInstancesProps = {
  /** Whether the teams cast shadows on the sand. */
  castShadow?: boolean;
  /** Teams farther from the camera than this (m, through a 45° lens; farther through a zoom) are
   * drawn with the light models, and all but the nearest NEAR_TEAMS. */
  lodDistance?: number;
  /** The race to draw; the viewer's (its store, clock and camera) when absent. */
  source?: FleetSource;
};

/** The most entrants a race log may hold: the buffers are sized once for any race. */
const MAX_CHARIOTS = 64;
/** The selection ring: an ellipse round car and team, centred between them, in metres. */
const RING = { centre: 1.7, halfLength: 3.3, halfWidth: 1.9, y: 0.04 } as const;

type SetName = keyof FleetBuffers;

/** The per-instance shader inputs of each kind of mesh: name, floats and offset in the set's
 * interleaved `params`. */
type ParamLayout = readonly (readonly [name: string, size: number, offset: number])[];
const HORSE_PARAMS: ParamLayout = [['aGallop', 4, 0]];
const CAR_PARAMS: ParamLayout = [
  ['aCar', 4, 0],
  ['aCrew', 1, CAR_CREW_OFFSET],
  ['aDriver', 3, CAR_DRIVER_OFFSET],
  ['aFaction', 4, CAR_FACTION_OFFSET],
];

interface Attributes {
  readonly matrix: InstancedBufferAttribute;
  readonly color: InstancedBufferAttribute;
  readonly params: InstancedInterleavedBuffer;
  readonly layout: readonly InterleavedBufferAttribute[];
  /** The parts to upload this frame, reused (three's `addUpdateRange` allocates a range each call). */
  readonly matrixRange: { start: number; count: number };
  readonly paramsRange: { start: number; count: number };
}

function attributesOf(set: InstanceSet, layout: ParamLayout): Attributes {
  const params = new InstancedInterleavedBuffer(set.params, set.itemSize).setUsage(DynamicDrawUsage);
  return {
    matrix: new InstancedBufferAttribute(set.matrices, 16).setUsage(DynamicDrawUsage),
    color: new InstancedBufferAttribute(set.colors, 3).setUsage(DynamicDrawUsage),
    params,
    layout: layout.map(([name, size, offset]) => {
      const attribute = new InterleavedBufferAttribute(params, size, offset);
      attribute.name = name;
      return attribute;
    }),
    matrixRange: { start: 0, count: 0 },
    paramsRange: { start: 0, count: 0 },
  };
}

/** Points a mesh (and its geometry's per-instance parameters) at a fleet buffer's attributes. */
function attach(mesh: InstancedMesh | null, attributes: Attributes): void {
  if (!mesh) return;
  mesh.instanceMatrix = attributes.matrix;
  mesh.instanceColor = attributes.color;
  for (const attribute of attributes.layout) {
    (mesh.geometry as BufferGeometry).setAttribute(attribute.name, attribute);
  }
  mesh.count = 0;
}

/** The shadow pass draws the light model whatever the mesh draws for the camera. */
function castLightShadow(mesh: InstancedMesh | null, own: IndexRange, light: IndexRange): void {
  if (!mesh) return;
  mesh.onBeforeShadow = (_r, _o, _c, _s, geometry) => {
    geometry.setDrawRange(light.start, light.count);
  };
  mesh.onAfterShadow = (_r, _o, _c, _s, geometry) => {
    geometry.setDrawRange(own.start, own.count);
  };
}

/** The picture draws the set's first `shown` instances; the shadow pass all `count` of them (those
 * after are the teams only a second view sees, DETAIL.shadow, whose shadows it needs). */
function pictureDrawsShown(mesh: InstancedMesh | null, set: InstanceSet): void {
  if (!mesh) return;
  mesh.onBeforeRender = () => {
    mesh.count = set.shown;
  };
  mesh.onAfterRender = () => {
    mesh.count = set.count;
  };
}

/** Marks the first `count` values of an attribute for upload, without allocating. */
function uploadFirst(
  attribute: InstancedBufferAttribute | InstancedInterleavedBuffer,
  range: { start: number; count: number },
  count: number,
): void {
  range.count = count;
  attribute.updateRanges.length = 0;
  attribute.updateRanges.push(range);
  attribute.needsUpdate = true;
}

/** Raycasts a mesh against the geometry `proxy` gives instead of its own (whose vertices the GPU poses). */
function raycastWith(mesh: InstancedMesh | null, proxy: () => BufferGeometry): void {
  if (!mesh) return;
  mesh.raycast = function raycastProxy(this: InstancedMesh, raycaster, intersects) {
    const own = this.geometry;
    this.geometry = proxy();
    InstancedMesh.prototype.raycast.call(this, raycaster, intersects);
    this.geometry = own;
  };
}

/** After the systems ran: upload what they wrote and refit the bounds used for culling and picking. */
function commit(mesh: InstancedMesh | null, set: InstanceSet, attributes: Attributes): void {
  if (!mesh) return;
  mesh.count = set.count;
  if (set.count === 0) return;
  uploadFirst(attributes.matrix, attributes.matrixRange, set.count * 16);
  uploadFirst(attributes.params, attributes.paramsRange, set.count * set.itemSize);
  if (set.layoutChanged) {
    attributes.color.needsUpdate = true;
    set.layoutChanged = false;
  }
  mesh.computeBoundingSphere();
}

const _frustum = new Frustum();
const _alsoFrustum = new Frustum();
const _viewProjection = new Matrix4();
const _view: FleetView = {
  x: 0,
  y: 0,
  z: 0,
  lodDistance: 45,
  fov: undefined,
  frustum: _frustum,
  also: null,
  radius: undefined,
};

/** Points `_view` at a camera: where it stands, its frustum, and a second view's frustum if any. */
function viewFrom(camera: Camera, lodDistance: number, also: Camera | null, radius?: number): FleetView {
  camera.updateMatrixWorld();
  _viewProjection.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse);
  _frustum.setFromProjectionMatrix(_viewProjection);
  _view.x = camera.position.x;
  _view.y = camera.position.y;
  _view.z = camera.position.z;
  _view.lodDistance = lodDistance;
  _view.fov = (camera as PerspectiveCamera).isPerspectiveCamera
    ? (camera as PerspectiveCamera).fov
    : undefined;
  _view.radius = radius;
  _view.also = null;
  if (also) {
    also.updateMatrixWorld();
    _viewProjection.multiplyMatrices(also.projectionMatrix, also.matrixWorldInverse);
    _view.also = _alsoFrustum.setFromProjectionMatrix(_viewProjection);
  }
  return _view;
}

/**
 * A second view of the viewer's frame, drawn after the main picture (the broadcast's
 * picture-in-picture). `camera`: the camera its teams are culled against while it shows, placed
 * before the fleet stage; the teams only it sees are then placed for the main picture's shadow
 * pass too (DETAIL.shadow: light models, left out of the main picture itself), so the shadow map
 * it shares has them. `place(camera, lodDistance)` places the fleet for that
 * camera alone, just before it draws: the teams themselves in its view (it draws no shadows of its
 * own), one level of detail lighter (the light models within `lodDistance` of it, the shadow
 * pass's beyond); `place(null)` gives the main picture its teams back. Set by the viewer's fleet
 * while it is mounted.
 */
export const secondView: {
  camera: Camera | null;
  place: ((camera: Camera | null, lodDistance?: number) => void) | null;
} = { camera: null, place: null };

/** The near and far meshes of a model draw its full and light versions; `lighter` 1 (low): the near
 * mesh the light one too; 2 (the second view): its light and shadow ones. */
function lighterBy(model: LodModel, lighter: 0 | 1 | 2): void {
  const { full, far, shadow } = model.ranges;
  const near = lighter > 0 ? far : full;
  const farther = lighter > 1 ? shadow : far;
  model.near.setDrawRange(near.start, near.count);
  model.far.setDrawRange(farther.start, farther.count);
}

/**
 * Every chariot of the loaded race at `clock.time`. Horses, cars and wrecks are each instanced
 * meshes: full models near the camera, light ones farther off and in the shadow pass, horses posed
 * on the GPU from the baked gallop. About ten draw calls with the shadows, however many chariots.
 * A ring on the sand marks the selected chariot; click a team to select it.
 */
export function ChariotInstances({ castShadow = true, lodDistance = 45, source }: ChariotInstancesProps) {
  const ownCamera = useThree((state) => state.camera);
  const viewerReplay = useViewer((s) => s.replay);
  const quality = QUALITY[useViewer((s) => s.quality)];
  const lighter = quality.lighterTeams ? 1 : 0;
  const camera = source?.camera ?? ownCamera;
  const replay = source ? source.replay : viewerReplay;
  const plan = replay?.plan ?? null;
  const { horse, chariot, wreck } = useTeams();

  const buffers = useMemo(() => createFleetBuffers(MAX_CHARIOTS), []);
  const attributes = useMemo(
    () => ({
      horsesNear: attributesOf(buffers.horsesNear, HORSE_PARAMS),
      horsesFar: attributesOf(buffers.horsesFar, HORSE_PARAMS),
      carsNear: attributesOf(buffers.carsNear, CAR_PARAMS),
      carsFar: attributesOf(buffers.carsFar, CAR_PARAMS),
      wrecks: attributesOf(buffers.wrecks, CAR_PARAMS),
    }),
    [buffers],
  );
  const fleet = useMemo(() => (replay ? createFleet(replay, buffers) : null), [replay, buffers]);
  // The main view's fleet is what the page's debug face reports as drawn (tests read it).
  useEffect(
    () => (fleet && !source ? provideDrawnChariots(() => drawnOf(fleet)) : undefined),
    [fleet, source],
  );

  const horsesNear = useRef<InstancedMesh>(null);
  const horsesFar = useRef<InstancedMesh>(null);
  const carsNear = useRef<InstancedMesh>(null);
  const carsFar = useRef<InstancedMesh>(null);
  const wrecks = useRef<InstancedMesh>(null);
  const ring = useRef<Mesh>(null);
  const ringGeometry = useMemo(() => {
    const g = new RingGeometry(0.92, 1, 48, 1);
    g.rotateX(-Math.PI / 2);
    g.scale(RING.halfLength, 1, RING.halfWidth);
    g.translate(RING.centre, 0, 0);
    return g;
  }, []);
  const ringMaterial = useMemo(
    () => new MeshBasicMaterial({ color: '#fff1c4', transparent: true, opacity: 0.6, depthWrite: false }),
    [],
  );

  useEffect(
    () => () => {
      ringGeometry.dispose();
      ringMaterial.dispose();
    },
    [ringGeometry, ringMaterial],
  );

  useLayoutEffect(() => {
    attach(horsesNear.current, attributes.horsesNear);
    attach(horsesFar.current, attributes.horsesFar);
    attach(carsNear.current, attributes.carsNear);
    attach(carsFar.current, attributes.carsFar);
    attach(wrecks.current, attributes.wrecks);
    raycastWith(horsesNear.current, () => horse.pick);
    raycastWith(horsesFar.current, () => horse.pick);
    castLightShadow(horsesNear.current, horse.ranges.full, horse.ranges.shadow);
    castLightShadow(horsesFar.current, horse.ranges.far, horse.ranges.shadow);
    castLightShadow(carsNear.current, chariot.ranges.full, chariot.ranges.shadow);
    castLightShadow(carsFar.current, chariot.ranges.far, chariot.ranges.shadow);
    pictureDrawsShown(horsesFar.current, buffers.horsesFar);
    pictureDrawsShown(carsFar.current, buffers.carsFar);
    // Low draws its near teams light too (it has no shadow pass, which sets the full models back).
    lighterBy(horse, lighter);
    lighterBy(chariot, lighter);
  }, [attributes, buffers, horse, chariot, lighter]);

  const commitAll = (placed: Fleet): void => {
    commit(horsesNear.current, placed.horsesNear, attributes.horsesNear);
    commit(horsesFar.current, placed.horsesFar, attributes.horsesFar);
    commit(carsNear.current, placed.carsNear, attributes.carsNear);
    commit(carsFar.current, placed.carsFar, attributes.carsFar);
    commit(wrecks.current, placed.wrecks, attributes.wrecks);
  };

  // The viewer's fleet places itself again for the second view of the frame, and back.
  useEffect(() => {
    if (source || !fleet) return;
    const place = (inset: Camera | null, insetLod = 0): void => {
      placeFleet(
        fleet,
        // The second view draws no shadow pass of its own (it has the main picture's): a team counts
        // for it only if the team itself is in view.
        inset
          ? viewFrom(inset, insetLod, null, TEAM_RADIUS)
          : viewFrom(camera, lodDistance, secondView.camera),
      );
      commitAll(fleet);
      lighterBy(horse, inset ? 2 : lighter);
      lighterBy(chariot, inset ? 2 : lighter);
    };
    secondView.place = place;
    return () => {
      if (secondView.place === place) secondView.place = null;
    };
  });

  // The systems, in order: sample the plan, cull, horses, cars, wrecks; then upload and mark.
  useSystem('fleet', 'chariots', () => {
    if (!plan || !fleet) return;
    const view = viewFrom(camera, lodDistance, source ? null : secondView.camera);
    updateFleet(fleet, plan, source ? source.time() : clock.time, view);
    commitAll(fleet);

    const r = ring.current;
    if (!r || source) return;
    const selected = plan.chariotIndex.get(markedChariot() ?? '');
    r.visible = selected !== undefined;
    if (selected === undefined) return;
    const wrecked = fleet.status[selected] === STATUS_CODE.wrecked;
    r.position.set(fleet.x[selected]!, RING.y, fleet.z[selected]!);
    r.rotation.y = fleet.heading[selected]! + (wrecked ? fleet.wreckYaw[selected]! : 0);
    r.scale.setScalar(wrecked ? 0.7 : 1);
  });

  const pick = (set: SetName) => (e: ThreeEvent<MouseEvent>) => {
    if (!plan || !fleet || e.instanceId === undefined || source) return;
    e.stopPropagation();
    const id = plan.chariots[fleet[set].owner[e.instanceId] ?? -1]?.id;
    if (id) useViewer.getState().select(id);
  };

  const capacity = { horses: MAX_CHARIOTS * 4, cars: MAX_CHARIOTS } as const;
  return (
    <group name="chariots">
      <instancedMesh
        ref={horsesNear}
        name="horses-near"
        args={[horse.near, horse.material, capacity.horses]}
        customDepthMaterial={horse.depthMaterial}
        castShadow={castShadow}
        receiveShadow
        onClick={pick('horsesNear')}
      />
      <instancedMesh
        ref={horsesFar}
        name="horses-far"
        args={[horse.far, horse.material, capacity.horses]}
        customDepthMaterial={horse.depthMaterial}
        castShadow={castShadow}
        receiveShadow
        onClick={pick('horsesFar')}
      />
      <instancedMesh
        ref={carsNear}
        name="cars-near"
        args={[chariot.near, chariot.material, capacity.cars]}
        customDepthMaterial={chariot.depthMaterial}
        castShadow={castShadow}
        receiveShadow
        onClick={pick('carsNear')}
      />
      <instancedMesh
        ref={carsFar}
        name="cars-far"
        args={[chariot.far, chariot.material, capacity.cars]}
        customDepthMaterial={chariot.depthMaterial}
        castShadow={castShadow}
        receiveShadow
        onClick={pick('carsFar')}
      />
      <instancedMesh
        ref={wrecks}
        name="wrecks"
        args={[wreck.geometry, wreck.material, capacity.cars]}
        customDepthMaterial={wreck.depthMaterial}
        castShadow={castShadow}
        receiveShadow
        onClick={pick('wrecks')}
      />
      {/* Without the sun's shadow map (low), soft shadows under the teams instead. */}
      {source || quality.shadowMapSize > 0 ? null : (
        <ContactShadows fleet={buffers} capacity={MAX_CHARIOTS * (HORSES_PER_TEAM + 2)} />
      )}
      <mesh
        ref={ring}
        name="selection-ring"
        geometry={ringGeometry}
        material={ringMaterial}
        visible={false}
        renderOrder={2}
      />
    </group>
  );
}
