/** Movement (seed IV/I, V/I): moves along the plotted arc, laps and the finish, collisions, and
 * the runaway team's run. */
import type { PathPoint, RaceEvent, TablePoint } from '../../log/schema.ts';
import { roundT } from '../../race/log-writer.ts';
import { steerRunaway } from './ai.ts';
import {
  arcAt,
  behindStart,
  finishStation,
  glance,
  placedHeading,
  roundDeg,
  roundPos,
  type Sweep,
  spinaGap,
  stationNear,
  sweep,
  type TablePose,
  type TrackPlace,
  wallGap,
} from './arena.ts';
import {
  type Aur,
  bodies,
  type Contact,
  emit,
  MARGIN,
  MOVE_SPAN,
  type PlotDecision,
  point,
} from './context.ts';
import { view } from './plotting.ts';
import { type Chariot, conditionOf } from './state.ts';
import { collisionRow, RULES, TABLE } from './tables.ts';

/** Path sampling for the log: a straight move is its two ends (the viewer interpolates linearly);
 * an arc gets points close enough that no chord strays more than SAGITTA inches from it (about
 * 36 cm), and at least every MAX_ARC_STEP degrees of heading. */
const SAGITTA = 0.3;
const MAX_ARC_STEP = 15;
/** What a move cut short at the start line says (see `behindStart`). */
const HELD = 'held at the start line: no chariot goes back over it before its first lap';

const SW: Sweep = { u: 0, hit: null, other: null };

/** A runaway team's turn (seed V/II): it keeps the last speed written on the sheet and follows
 * the track; no driver, so no check. Striking something halves its speed like any collision; a
 * team brought to a stand stays where it stopped, an obstacle to the others. */
export function runaway(a: Aur, c: Chariot): void {
  const turn = steerRunaway(view(a, c));
  const { contacts } = move(a, c, turn, undefined);
  if (contacts.length > 0 && c.speed === 0) c.teamState = 'stopped';
}

/** A chariot's move event, its check's typed fields filled in by the check (check.ts). */
export type MoveEvent = RaceEvent & { margin: number | null; recovered: number | null };

/**
 * Moves the chariot along its plotted arc (`decision`: the plot), or a runaway team along the
 * track (no decision), stopping short of whatever it would strike. Logs the move with its sampled
 * path, laps, the finish and collisions. Returns the move event and what it struck.
 */
export function move(
  a: Aur,
  c: Chariot,
  turn: number,
  decision: PlotDecision | undefined,
): { event: MoveEvent; contacts: Contact[] } {
  const from: TablePose = { x: c.x, y: c.y, heading: c.heading };
  const length = c.speed;
  const hit = sweep(
    from,
    length,
    turn,
    c.direction,
    Math.max(1, Math.ceil(length)),
    bodies(a, c.id),
    MARGIN,
    TABLE.contact.value,
    true,
    SW,
    c.station < 1,
  );
  const stopU = length > 0 ? hit.u : 0;
  const held = hit.hit === 'start-line';
  const contact: Contact | null =
    hit.hit && hit.hit !== 'start-line' ? { obstacle: hit.hit, other: hit.other?.id ?? null } : null;
  const startStation = c.station;
  const path: Array<TablePoint & { f: number }> = [pathPoint(c.x, c.y, c.heading, c.lap, 0)];
  if (stopU > 0) {
    // A straight move is its two ends; an arc is cut where its chords would stray too far.
    const turned = Math.abs(turn) * stopU;
    let pieces = 1;
    if (turned > 0) {
      const radius = length / ((Math.abs(turn) * Math.PI) / 180);
      const step =
        radius > SAGITTA ? Math.min(MAX_ARC_STEP, (2 * Math.acos(1 - SAGITTA / radius) * 180) / Math.PI) : 90;
      pieces = Math.max(1, Math.ceil(turned / step - 1e-9));
    }
    for (let k = 1; k <= pieces; k++) {
      const u = (stopU * k) / pieces;
      arcAt(from, length, turn, u, c.direction, _at);
      const x = roundPos(_at.x);
      const y = roundPos(_at.y);
      const lap = stationNear(x, y, startStation, _place).lap;
      path.push(pathPoint(x, y, roundDeg(_at.heading), lap, roundT(u * MOVE_SPAN)));
    }
  } else if (length === 0 && turn !== 0) {
    // At a standstill the team walks round on the spot by the plotted degrees (house).
    path.push(pathPoint(c.x, c.y, roundDeg(c.heading + turn), c.lap, MOVE_SPAN));
  }
  const end = path[path.length - 1]!;
  // Placed after the move (seed IV/I): on the straight, turned parallel to it if a little off.
  let parallel = '';
  if (decision && stopU > 0 && length > 0) {
    const h = roundDeg(placedHeading(end.x, end.heading, RULES.parallelMax.value));
    if (h !== end.heading) parallel = `set parallel to the straight (${end.heading}° → ${h}°)`;
    end.heading = h;
  }
  const at = stationNear(end.x, end.y, startStation);
  c.x = end.x;
  c.y = end.y;
  c.heading = end.heading;
  c.station = at.station;
  c.lap = at.lap;
  const moved = path.length > 1 ? (path as PathPoint[]) : undefined;
  const event = (
    decision
      ? emit(a, {
          phase: 'move',
          type: 'move',
          chariots: [c.id],
          rule: 'aurigae.movement',
          path: moved,
          decision,
          speed: length,
          margin: null,
          recovered: null,
          effect:
            held || parallel
              ? { summary: [held ? HELD : '', parallel].filter(Boolean).join('; ') }
              : undefined,
        })
      : emit(a, {
          phase: 'move',
          type: 'runaway',
          chariots: [c.id],
          rule: 'aurigae.runaway-team',
          path: moved,
          bolt: false,
          speed: length,
          effect: { summary: `the runaway team runs on, ${length} in${held ? `; ${HELD}` : ''}` },
        })
  ) as MoveEvent;
  if (c.status === 'racing') crossings(a, c, from, length, turn, startStation, stopU);
  if (!contact) return { event, contacts: [] };
  collide(a, c, contact, stopU);
  return { event, contacts: [contact] };
}

/** Laps completed and the finish crossed in a move, each at the share of the move where the
 * chariot crossed (found by halving, as stations are continuous along the arc). */
function crossings(
  a: Aur,
  c: Chariot,
  from: TablePose,
  length: number,
  turn: number,
  s0: number,
  stopU: number,
): void {
  const s1 = c.station;
  // From the laps counted so far: a slide may have carried it over a line since.
  for (let k = c.laps + 1; k <= Math.min(a.opts.laps, Math.floor(s1 / 4)); k++) {
    c.laps = k;
    emit(
      a,
      {
        phase: 'move',
        type: 'lap',
        lap: k,
        of: a.opts.laps,
        chariots: [c.id],
        rule: 'aurigae.race-length',
        effect: { summary: `completes lap ${k}` },
      },
      crossedAt(from, length, turn, c.direction, s0, stopU, 4 * k) * MOVE_SPAN,
    );
  }
  // A slide at the end of the last turn may already have carried it over the line.
  if (s1 >= finishStation(a.opts.laps)) {
    const u = crossedAt(from, length, turn, c.direction, s0, stopU, finishStation(a.opts.laps));
    c.status = 'finished';
    c.finishedAt = roundT(a.state.turn + u * MOVE_SPAN);
    emit(
      a,
      {
        phase: 'move',
        type: 'finish',
        // Provisional: placeFinishes orders the turn's finishes by the instant they crossed.
        place: a.state.chariots.filter((o) => o.status === 'finished').length,
        chariots: [c.id],
        rule: 'aurigae.race-length',
        effect: { summary: 'crosses the finish line', condition: { [c.id]: conditionOf(c) } },
      },
      u * MOVE_SPAN,
    );
  }
}

const _at: TablePose = { x: 0, y: 0, heading: 0 };
/** Reused for a place read at once. */
const _place: TrackPlace = { station: 0, lap: 0, d: 0 };

/** A point of a move's path as the log writes it (`point`'s fields, then the share of the turn). */
function pathPoint(
  x: number,
  y: number,
  heading: number,
  lap: number,
  f: number,
): TablePoint & { f: number } {
  return lap === 0 ? { x, y, heading, f } : { x, y, heading, lap, f };
}

/** The share of the move (up to `stopU`) where the station along its arc reaches `mark`, found
 * by halving sixteen times. */
function crossedAt(
  from: TablePose,
  length: number,
  turn: number,
  dir: number,
  s0: number,
  stopU: number,
  mark: number,
): number {
  let lo = 0;
  let hi = stopU;
  for (let i = 0; i < 16; i++) {
    const mid = (lo + hi) / 2;
    arcAt(from, length, turn, mid, dir, _at);
    if (stationNear(_at.x, _at.y, s0, _place).station >= mark) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A collision (seed V/I): the mover stops where it touched, its speed halved (house). */
function collide(a: Aur, c: Chariot, hit: Contact, u: number): void {
  const row = collisionRow(hit.obstacle);
  const before = c.speed;
  c.speed = Math.floor(c.speed * RULES.collisionSpeedFactor.value);
  const other = hit.other ? a.state.chariots.find((o) => o.id === hit.other) : undefined;
  const struck = other && hit.obstacle === 'chariot' && other.status === 'racing' ? other : undefined;
  if (struck) struck.pending += row.struckPenalty;
  const wreck = hit.obstacle === 'wreck' ? a.state.wrecks.find((w) => w.chariot === hit.other) : undefined;
  const at: Record<string, TablePoint> = { [c.id]: point(c) };
  if (other && hit.obstacle === 'chariot') at[other.id] = point(other);
  // Glancing off the spina or the wall leaves the chariot along it (house): the model conforms
  // to the track where it stands (seed IV/I), facing whichever way along it is nearer.
  let path: PathPoint[] | undefined;
  if (hit.obstacle === 'spina' || hit.obstacle === 'wall') {
    const g = glance(hit.obstacle, c.x, c.y, c.station);
    const x = roundPos(g.x);
    const y = roundPos(g.y);
    const f = roundT(u * MOVE_SPAN);
    path = [{ ...point(c), f }] as PathPoint[];
    if (spinaGap(x, y) >= MARGIN && wallGap(x, y) >= MARGIN && !(c.station < 1 && behindStart(x))) {
      c.x = x;
      c.y = y;
      const at = stationNear(x, y, c.station);
      c.station = at.station;
      c.lap = at.lap;
    }
    c.heading = roundDeg(g.heading);
    path.push({ ...point(c), f } as PathPoint);
  }
  const whose = hit.obstacle === 'chariot' && other && other.status !== 'racing' ? ' (a runaway team)' : '';
  const common = {
    phase: 'move',
    rule: 'aurigae.collision',
    at,
    path,
    change: { from: before, to: c.speed },
    penalty: c.status === 'racing' ? row.penalty : null,
    effect: {
      summary: `${row.label}${whose}${wreck ? ` (${wreck.chariot}'s wreck)` : ''}: speed ${before} → ${c.speed}${c.status === 'racing' ? `, ${row.penalty}% on the check` : ''}${struck ? `; ${struck.id} ${row.struckPenalty}% on its next` : ''}`,
    },
  };
  const f = u * MOVE_SPAN;
  if (hit.obstacle === 'chariot' && other)
    emit(
      a,
      {
        ...common,
        type: 'collision',
        chariots: [c.id, other.id],
        target: other.id,
        targetPenalty: struck ? row.struckPenalty : null,
      },
      f,
    );
  else if (hit.obstacle === 'wreck' && hit.other !== null)
    emit(a, { ...common, type: 'wreck-cross', chariots: [c.id], wreck: hit.other }, f);
  else if (hit.obstacle === 'spina' || hit.obstacle === 'wall')
    emit(a, { ...common, type: 'barrier', chariots: [c.id], wall: hit.obstacle }, f);
  else
    throw new Error(`aurigae: a ${hit.obstacle} struck without saying whose (${c.id}, turn ${a.state.turn})`);
}
