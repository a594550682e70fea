/**
 * Invariants every race keeps, whatever its ruleset, read from its log through the engine's public
 * API (src/engine/index.ts) alone, as the viewer and anyone's tools read it. Where each chariot
 * stands is followed event by event from its start and its movement paths, and held to:
 *
 * - every point a chariot passes or is shown at lies on the ruleset's board (a lane its footprint
 *   fits in, the table, a place of the field);
 * - a chariot's path starts where its last one ended, and it never goes back along the track
 *   except where a rule says so (RULES below);
 * - at the end of every turn no two racing chariots share ground (squares boards) or a place;
 * - laps never decrease; a chariot out of the race (wrecked, retired) never comes back and moves
 *   only where a rule moves wrecks or runaway teams; a finished chariot stays finished;
 * - every chariot an event names is an entrant; events are in order;
 * - the race ends within its turn limit;
 * - the finishing order is the order the finishers crossed the line, each having done its laps
 *   and reached the line; every entrant has one result, in the status its last condition gave.
 *
 * Each breach is a sentence naming the event (seq, turn, type) or the footer, so a failing seed
 * says what went wrong where. The rules cited are the seed texts (shared/seeds, read when writing
 * these checks; never at test time) and, where a seed is silent, our readings in src/engine/rules.
 */
import {
  type BoardMapping,
  type BoardPoint,
  boardMapping,
  LaneBoard,
  type RaceEvent,
  type RaceLog,
  type TrackPlace,
} from '../../../src/engine/index.ts';

type Status = 'racing' | 'finished' | 'wrecked' | 'retired';

const EPS = 1e-6;

export interface Breach {
  /** The invariant broken: on-board, continuous, forward, one-space, laps, out-stays-out, chariot-exists, events, ends, finish. */
  rule: string;
  where: string;
}

/** A ruleset's own answers where the rules make exceptions. */
interface RulesetRules {
  /** Path events that may move a chariot no longer racing. */
  readonly outOfRaceMoves: ReadonlySet<string>;
  /** Path events that may move a chariot back along the track; `true`: any may. */
  readonly backMoves: ReadonlySet<string> | true;
  /** Events that may put a chariot out of the race back into it. */
  readonly backIn: ReadonlySet<string>;
  /** The most turns a race may take. */
  maxTurns(log: RaceLog): number;
}

const optionTurns = (log: RaceLog): number => log.header.options['maxTurns'] as number;
const none: ReadonlySet<string> = new Set();

const RULES: Readonly<Record<string, RulesetRules>> = {
  crudis: {
    // "Dead Cart Bounce: ... Wrecks land +d6 squares forward and perhaps aside" (Crudis seed).
    outOfRaceMoves: new Set(['bounce']),
    // "Chariots Locked Together": they move as one, abreast; wheels caught, the attacker draws
    // abreast of the chariot it locks with (crudis.locked-together, our reading), which can be a
    // square or two behind where it stood alongside. Forward moves are otherwise "forward movement".
    backMoves: new Set(['lock-move']),
    backIn: none,
    maxTurns: optionTurns,
  },
  'circus-maximus': {
    // A team whose driver is down runs on by itself ("treat the body and team as a dragged driver
    // and a runaway team", Moon variants; circus-maximus.runaway-team).
    outOfRaceMoves: new Set(['runaway']),
    // "1 forward, a lane outward 1, inward 2, no backing up" (circus-maximus.movement).
    backMoves: none,
    backIn: none,
    maxTurns: optionTurns,
  },
  aurigae: {
    // After a shipwreck the horses "continue to race with the other horses at the last recorded
    // speed" (Aurigae seed, V/II; aurigae.runaway-team), and a team stopped at the spina or the wall
    // "is left along the barrier" (aurigae.collision).
    outOfRaceMoves: new Set(['runaway', 'barrier']),
    // "Chariots may move backward at walk speed" (Aurigae seed, II), and a swerve turns the model
    // off the line of travel.
    backMoves: true,
    backIn: none,
    maxTurns: optionTurns,
  },
  hippodrome: {
    outOfRaceMoves: none,
    backMoves: none,
    // Favori de l'empereur: "Recommencez la course si le joueur vert casse au départ" (Hippodrome
    // seed): the start is run again, every team in it.
    backIn: new Set(['restart']),
    // The start takes a turn (two when it is run again), then one turn per phase, four a lap.
    maxTurns: (log) =>
      (log.events.some((e) => e.type === 'restart') ? 2 : 1) + 4 * (log.header.options['laps'] as number),
  },
};

/** Everything the checks know of one chariot at the current event. */
interface Tracked {
  id: string;
  point: BoardPoint;
  station: number;
  status: Status;
  laps: number | null;
  /** The furthest station its front has reached. */
  furthest: number;
}

const show = (p: BoardPoint): string => {
  if ('lane' in p) return `lane ${p.lane} sq ${p.sq}`;
  if ('x' in p) return `(${p.x}, ${p.y}) heading ${p.heading}${p.lap ? ` lap ${p.lap}` : ''}`;
  return `place ${p.place}${p.station === undefined ? '' : ` station ${p.station}`}`;
};

/** Whether two points are the same place on the board (their moments in the turn aside). */
function samePoint(a: BoardPoint, b: BoardPoint): boolean {
  if ('lane' in a) return 'lane' in b && a.lane === b.lane && a.sq === b.sq;
  if ('x' in a)
    return 'x' in b && a.x === b.x && a.y === b.y && a.heading === b.heading && (a.lap ?? 0) === (b.lap ?? 0);
  return 'place' in b && a.place === b.place && a.station === b.station;
}

export function raceBreaches(log: RaceLog): Breach[] {
  const out: Breach[] = [];
  const rules = RULES[log.header.ruleset.id];
  if (!rules) return [{ rule: 'events', where: `header: no invariants known for ${log.header.ruleset.id}` }];
  const spec = log.header.track.board;
  const mapping: BoardMapping = boardMapping(spec);
  const squares = spec.kind === 'lane-squares' ? new LaneBoard(spec) : null;
  const scratch: TrackPlace = { station: 0, d: 0 };
  const stationOf = (p: BoardPoint): number => mapping.place(p, scratch).station;
  const onBoard = (p: BoardPoint): boolean => {
    switch (spec.kind) {
      case 'lane-squares':
        // A piece `footprint.lanes` wide has its inner lane from 1 to lanes - width + 1.
        return (
          'lane' in p &&
          Number.isInteger(p.lane) &&
          Number.isInteger(p.sq) &&
          p.lane >= 1 &&
          p.lane <= spec.lanes - spec.footprint.lanes + 1
        );
      case 'table':
        return (
          'x' in p &&
          Number.isFinite(p.x) &&
          Number.isFinite(p.y) &&
          (!spec.size || (p.x >= 0 && p.x <= spec.size.length && p.y >= 0 && p.y <= spec.size.width))
        );
      case 'places':
        return 'place' in p && p.place >= 1 && p.place <= log.header.entrants.length;
    }
  };
  // Squares of two lanes line up on the straights only: in the turns a lane holds as many squares
  // as fit its arc, so a lane change may land up to a square of the new lane behind (the schema:
  // "equal sq in two lanes is not always abreast").
  const slack = (p: BoardPoint): number =>
    squares && 'lane' in p ? squares.station(p.lane, p.sq + 1) - squares.station(p.lane, p.sq) + EPS : EPS;
  const frontOf = (p: BoardPoint, station: number): number =>
    squares && 'lane' in p ? squares.station(p.lane, p.sq + 1) : station;

  const tracked = new Map<string, Tracked>();
  for (const e of log.header.entrants) {
    const station = stationOf(e.start);
    tracked.set(e.id, {
      id: e.id,
      point: e.start,
      station,
      status: 'racing',
      laps: null,
      furthest: frontOf(e.start, station),
    });
    if (!onBoard(e.start))
      out.push({ rule: 'on-board', where: `header: ${e.id} starts off the board at ${show(e.start)}` });
  }
  const breach = (rule: string, e: RaceEvent, what: string): void => {
    out.push({ rule, where: `seq ${e.seq} (turn ${e.turn}, ${e.type}): ${what}` });
  };

  const moved = (e: RaceEvent, c: Tracked, path: readonly BoardPoint[]): void => {
    if (c.status !== 'racing' && !rules.outOfRaceMoves.has(e.type)) {
      breach('out-stays-out', e, `${c.id} moves although ${c.status}`);
    }
    if (!samePoint(path[0]!, c.point)) {
      breach(
        'continuous',
        e,
        `${c.id}'s path starts at ${show(path[0]!)}, not where it stood, ${show(c.point)}`,
      );
    }
    const back = rules.backMoves === true || rules.backMoves.has(e.type);
    for (const p of path) {
      if (!onBoard(p)) breach('on-board', e, `${c.id} off the board at ${show(p)}`);
      const station = stationOf(p);
      if (!back && station < c.station - EPS && station < c.station - slack(p)) {
        breach(
          'forward',
          e,
          `${c.id} goes back from ${show(c.point)} (station ${c.station.toFixed(4)}) to ${show(p)} (${station.toFixed(4)})`,
        );
      }
      c.point = p;
      c.station = station;
      c.furthest = Math.max(c.furthest, frontOf(p, station));
    }
  };

  // Where each racing chariot's footprint runs along the track at the end of a turn (reused).
  const racing: Tracked[] = [];
  const fronts: number[] = [];
  const backs: number[] = [];
  const endOfTurn = (turn: number): void => {
    racing.length = 0;
    for (const c of tracked.values()) if (c.status === 'racing') racing.push(c);
    if (spec.kind === 'places') {
      // Hippodrome: the place markers, one a team (shared/rules/hippodrome.md, "Place markers").
      const seen = new Map<number, string>();
      for (const c of racing) {
        const place = (c.point as { place: number }).place;
        const other = seen.get(place);
        if (other)
          out.push({
            rule: 'one-space',
            where: `end of turn ${turn}: ${c.id} and ${other} both in place ${place}`,
          });
        seen.set(place, c.id);
      }
    }
    if (squares) {
      // Crudis: "Chariots occupy 2x2 squares", and a chariot in the way is a collision; Circus
      // Maximus: a chariot in the way blocks (circus-maximus.braking, "blocked by").
      const { lanes, squares: long } = squares.spec.footprint;
      fronts.length = 0;
      backs.length = 0;
      for (const c of racing) {
        const p = c.point as { lane: number; sq: number };
        fronts.push(squares.station(p.lane, p.sq + 1));
        backs.push(squares.station(p.lane, p.sq + 1 - long));
      }
      for (let i = 0; i < racing.length; i++) {
        const a = racing[i]!.point as { lane: number };
        for (let j = i + 1; j < racing.length; j++) {
          const b = racing[j]!.point as { lane: number };
          if (a.lane + lanes <= b.lane || b.lane + lanes <= a.lane) continue;
          if (fronts[i]! > backs[j]! + EPS && fronts[j]! > backs[i]! + EPS) {
            out.push({
              rule: 'one-space',
              where: `end of turn ${turn}: ${racing[i]!.id} at ${show(racing[i]!.point)} and ${racing[j]!.id} at ${show(racing[j]!.point)} share ground`,
            });
          }
        }
      }
    }
  };

  let turn = 0;
  let seq = -1;
  for (const e of log.events) {
    if (e.seq !== seq + 1) breach('events', e, `follows seq ${seq}`);
    seq = e.seq;
    if (e.turn < turn) breach('events', e, `turn ${e.turn} comes after turn ${turn}`);
    if (e.turn > turn) {
      endOfTurn(turn);
      turn = e.turn;
    }
    for (const id of e.chariots)
      if (!tracked.has(id)) breach('chariot-exists', e, `names ${id}, not an entrant`);
    if (e.path && e.path.length > 0) {
      const c = tracked.get(e.chariots[0] ?? '');
      if (c) moved(e, c, e.path);
    }
    if (e.at) {
      for (const id in e.at) {
        if (!tracked.has(id)) breach('chariot-exists', e, `places ${id}, not an entrant`);
        else if (!onBoard(e.at[id]!))
          breach('on-board', e, `${id} shown off the board at ${show(e.at[id]!)}`);
      }
    }
    const conditions = e.effect?.condition;
    if (conditions) {
      for (const id in conditions) {
        const c = tracked.get(id);
        const cond = conditions[id]!;
        if (!c) {
          breach('chariot-exists', e, `gives the condition of ${id}, not an entrant`);
          continue;
        }
        if (c.status !== 'racing' && cond.status !== c.status && !rules.backIn.has(e.type)) {
          breach('out-stays-out', e, `${id} was ${c.status}, now ${cond.status}`);
        }
        c.status = cond.status;
        const laps = cond.attrs['laps'];
        if (typeof laps === 'number') {
          if (c.laps !== null && laps < c.laps)
            breach('laps', e, `${id}'s laps go from ${c.laps} to ${laps}`);
          c.laps = laps;
        }
      }
    }
  }
  endOfTurn(turn);
  const most = rules.maxTurns(log);
  if (!(log.footer.turns <= most)) {
    out.push({ rule: 'ends', where: `footer: the race takes ${log.footer.turns} turns, more than ${most}` });
  }
  if (turn > log.footer.turns) {
    out.push({ rule: 'ends', where: `footer: ${log.footer.turns} turns, but events of turn ${turn}` });
  }
  finish(log, tracked, out);
  return out;
}

/**
 * The finish: the finishing order is the finish events' chariots in the order they crossed (each
 * finish event's time), the winner first; every finisher did the race's laps and reached the
 * finish line; every entrant has one result, in the status its last condition gave, the finishers
 * placed as in the order.
 */
function finish(log: RaceLog, tracked: ReadonlyMap<string, Tracked>, out: Breach[]): void {
  const breach = (what: string): void => {
    out.push({ rule: 'finish', where: `footer: ${what}` });
  };
  const finishes = log.events.filter((e) => e.type === 'finish');
  const order = log.footer.finishingOrder;
  const crossed = new Map(finishes.map((e) => [e.chariots[0]!, e]));
  if (finishes.length !== order.length || crossed.size !== order.length) {
    breach(`${finishes.length} finish events, finishing order ${order.join(', ')}`);
  }
  for (const [i, id] of order.entries()) {
    const e = crossed.get(id);
    if (!e) breach(`${id} is in the finishing order with no finish event`);
    const before = crossed.get(order[i - 1] ?? '');
    if (e && before && e.t < before.t)
      breach(`${id} is placed after ${order[i - 1]} but crossed the line first`);
  }
  if ((log.footer.winner ?? null) !== (order[0] ?? null)) {
    breach(`the winner is ${log.footer.winner}, the finishing order starts with ${order[0]}`);
  }
  const line = log.header.track.features.find((f) => f.kind === 'finish-line')?.station;
  const laps = log.header.options['laps'] as number;
  for (const id of order) {
    const c = tracked.get(id);
    if (!c) continue;
    if (c.laps !== null && c.laps < laps) breach(`${id} finishes with ${c.laps} of ${laps} laps`);
    // Hippodrome: the last team standing wins at once, wherever it is (hippodrome.last-standing).
    const lastStanding = crossed.get(id)?.rule === 'hippodrome.last-standing';
    if (line !== undefined && !lastStanding && c.furthest < line - EPS) {
      breach(
        `${id} finishes with its front at station ${c.furthest.toFixed(4)}, short of the line at ${line}`,
      );
    }
  }
  const results = new Map(log.footer.results.map((r) => [r.chariot, r]));
  if (results.size !== tracked.size || log.footer.results.length !== tracked.size) {
    breach(`${log.footer.results.length} results for ${tracked.size} entrants`);
  }
  for (const c of tracked.values()) {
    const r = results.get(c.id);
    if (!r) continue;
    if (r.status !== c.status) breach(`${c.id}'s result says ${r.status}, its last condition ${c.status}`);
    if (r.status === 'finished' && r.place !== order.indexOf(c.id) + 1) {
      breach(`${c.id} is placed ${r.place}, ${order.indexOf(c.id) + 1} in the finishing order`);
    }
  }
}

/** Throws naming `where` and the first breaches, if the race breaks any invariant. */
export function expectInvariantsKept(where: string, log: RaceLog): void {
  const found = raceBreaches(log);
  if (found.length === 0) return;
  const first = found.slice(0, 5).map((b) => `  [${b.rule}] ${b.where}`);
  throw new Error(
    `${where}: ${found.length} breach${found.length === 1 ? '' : 'es'} of the race invariants\n${first.join('\n')}`,
  );
}
