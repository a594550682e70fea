/**
 * Rules of the Circus Maximus that can be stated from a race log alone. A shared reader follows
 * the log (where each chariot stands, its status, the weather, whose move it is); each rule
 * watches the events it is about and throws, with the seed and the event's seq, when broken.
 */
import type { DiceRoll } from '../../../src/engine/dice/dice.ts';
import type { RaceEvent, RaceLog, SquarePoint, Weather } from '../../../src/engine/log/schema.ts';
import {
  board,
  frontEdge,
  LAP_STATIONS,
  midStation,
} from '../../../src/engine/rulesets/circus-maximus/board.ts';
import {
  RULES,
  SAFE_SPEED,
  WEIGHT,
  type Weight,
} from '../../../src/engine/rulesets/circus-maximus/tables.ts';

const key = (p: SquarePoint): string => `${p.lane}/${p.sq}`;
const cornersOf = (p: SquarePoint): number => Math.floor(board.station(p.lane, p.sq + 1) / 2);
const inCorner = (p: SquarePoint): boolean => Math.floor(midStation(p.lane, p.sq)) % 2 === 1;

/** A lane's safe corner speed for a chariot: the board's figure, its weight, the mud. */
function safeSpeed(s: LogState, id: string, lane: number): number {
  const weight = s.log.header.entrants.find((e) => e.id === id)!.stats.weight as Weight;
  return (
    SAFE_SPEED.value[lane - 1]! +
    WEIGHT[weight].safeSpeed +
    (s.weather.mud >= 1 ? RULES.mudSafeSpeed.value : 0)
  );
}

/** One change of square in a path: a square forward in the lane, or a lane across. */
export interface Step {
  from: SquarePoint;
  to: SquarePoint;
  lateral: boolean;
  /** A step of the chariot's own driving (a `move` event), not a forced slide or a runaway. */
  driven: boolean;
}

/** What the reader knows at each event. */
export interface LogState {
  readonly log: RaceLog;
  readonly pos: ReadonlyMap<string, SquarePoint>;
  readonly status: ReadonlyMap<string, string>;
  readonly weather: Weather;
  /** The chariot whose move is being resolved (from its first event of the move phase). */
  readonly mover: string | null;
  readonly turn: number;
  fail(e: RaceEvent | null, what: string): never;
}

/** A rule's watch over the log: called for each event, each step of a path, each move's and turn's
 * end (`e` is the event that follows, null at the end of the log). */
export interface Watch {
  event?(e: RaceEvent, s: LogState): void;
  step?(e: RaceEvent, chariot: string, step: Step, s: LogState): void;
  moveEnd?(e: RaceEvent | null, s: LogState): void;
  turnEnd?(e: RaceEvent | null, s: LogState): void;
}

/** Rule: no moving backward; every step is a square forward or a lane across, and a lane change
 * lands abreast or ahead, never behind. */
const neverBackward = (): Watch => ({
  step(_e, x, { from, to, lateral }, s) {
    if (lateral ? Math.abs(to.lane - from.lane) !== 1 : to.sq !== from.sq + 1)
      s.fail(_e, `${x} steps from ${key(from)} to ${key(to)}: neither a square forward nor a lane across`);
    if (midStation(to.lane, to.sq) < midStation(from.lane, from.sq) - 1e-9)
      s.fail(_e, `${x} goes backward from ${key(from)} to ${key(to)}`);
  },
});

/** Rules: no move passes the same place twice; a forced sideslip is a lane change, so a lane
 * change of the chariot's own needs a square forward since its last lane change of any kind (in
 * its move). A forced slide may carry it back beside where it was; its own driving may not. */
const laneChangesApart = (): Watch => {
  let left = new Set<string>();
  let lastLateral = false;
  return {
    step(e, x, { from, to, lateral, driven }, s) {
      if (x !== s.mover) return;
      left.add(key(from));
      if (driven && left.has(key(to))) s.fail(e, `${x} re-enters ${key(to)}, which it left this move`);
      if (driven && lateral && lastLateral)
        s.fail(e, `${x} changes lane ${key(from)} → ${key(to)} right after a lane change`);
      lastLateral = lateral;
    },
    moveEnd() {
      left = new Set();
      lastLateral = false;
    },
  };
};

/** Rule: moving inward to a lane with a lower safe speed brings a new corner check. Once a move
 * has rolled on the corner strain chart (its summary gives the speed), a lane change of its own
 * inward in a corner, to a lane whose safe speed that speed passes, owes a check before the
 * chariot's next square forward. */
const innerLaneChecks = (): Watch => {
  let speed: number | null = null;
  let owed: string | null = null;
  const settle = (e: RaceEvent | null, s: LogState): void => {
    if (owed !== null && s.status.get(s.mover!) === 'racing')
      s.fail(e, `${s.mover} moved inward to ${owed} in a corner over its safe speed, unchecked`);
    owed = null;
  };
  return {
    step(e, x, { to, lateral, driven, from }, s) {
      if (x !== s.mover) return;
      if (!lateral) settle(e, s);
      else if (
        driven &&
        to.lane < from.lane &&
        inCorner(to) &&
        speed !== null &&
        speed > safeSpeed(s, x, to.lane)
      )
        owed = key(to);
    },
    event(e, s) {
      if (e.type !== 'corner-strain' || e.chariots[0] !== s.mover) return;
      speed ??= Number(/at (\d+),/.exec(e.effect?.summary ?? '')?.[1]);
      owed = null;
    },
    moveEnd(e, s) {
      settle(e, s);
      speed = null;
    },
  };
};

/** Rule: one wreck, one roll: a chariot runs over a wreck (car and team, two squares) once. */
const oneWreckOneRoll = (): Watch => {
  const rolled = new Set<string>();
  return {
    event(e, s) {
      if (e.type !== 'wreck-cross' || e.chariots.length !== 2) return;
      const k = e.chariots.join(' over ');
      if (rolled.has(k)) s.fail(e, `${k}: a second roll for one wreck in a turn`);
      rolled.add(k);
    },
    turnEnd() {
      rolled.clear();
    },
  };
};

/** Rule: "both cars are damaged" in an involuntary ram: for every collision, a damage to cars roll
 * on each car, whatever the first roll or an own-spear check did. */
const bothCarsDamaged = (): Watch => {
  const owed = new Map<string, number>();
  const add = (pair: string, n: number) => owed.set(pair, (owed.get(pair) ?? 0) + n);
  return {
    event(e) {
      const [a, b] = e.chariots;
      if (e.type === 'collision') {
        add(`${a}'s car by ${b}`, 1);
        add(`${b}'s car by ${a}`, 1);
      }
      if (e.type === 'ram-result' && e.rule === 'circus-maximus.damage-to-cars')
        add(`${b}'s car by ${a}`, -1);
    },
    turnEnd(e, s) {
      for (const [pair, n] of owed)
        if (n > 0) s.fail(e, `turn ${s.turn}: a collision never rolls for ${pair}`);
      owed.clear();
    },
  };
};

/** Rule: the own-spear check "when straining in a corner": a spear holder's roll on the corner
 * strain chart is followed by his own-spear roll, unless the strain put him out of the race. */
const spearInTheCorner = (): Watch => {
  const owed = new Set<string>();
  const settle = (e: RaceEvent | null, s: LogState): void => {
    for (const id of owed)
      if (s.status.get(id) === 'racing')
        s.fail(e, `${id} strained in a corner with a spear and never rolled for it`);
    owed.clear();
  };
  return {
    event(e, s) {
      const x = e.chariots[0]!;
      if (e.type === 'corner-strain') {
        settle(e, s);
        const entrant = s.log.header.entrants.find((c) => c.id === x)!;
        if ((s.log.header.options as Record<string, unknown>).spear !== false && entrant.stats.spear === true)
          owed.add(x);
      }
      if (e.type === 'spear-check' || (e.type === 'spear' && e.chariots.length === 1)) owed.delete(x);
    },
    moveEnd: settle,
  };
};

/** Rule: mud comes when "the first horse completes the third consecutive corner under rain
 * conditions" (seed): any chariot's, not only the leader's. Counted at each turn's end, under the
 * weather the moves ran in; the rain stopping starts every count again. */
const mudAfterThreeRainyCorners = (): Watch => {
  const done = new Map<string, number>();
  const rainy = new Map<string, number>();
  let movesUnder: Weather | null = null;
  let rolledMud = false;
  return {
    event(e, s) {
      if (e.type === 'turn-start') movesUnder = { ...s.weather };
      if (e.type === 'weather' && e.weather && e.weather.sky !== 'rain') rainy.clear();
      // A new lap's weather roll may bring rain and mud at once (the seed's second 1).
      if (e.type === 'weather' && e.weather && e.weather.mud >= 1 && (e.rolls?.length ?? 0) > 0)
        rolledMud = true;
    },
    turnEnd(e, s) {
      if ((s.log.header.options as Record<string, unknown>).weather === false || movesUnder === null) return;
      let most = 0;
      for (const [id, p] of s.pos) {
        const state = s.status.get(id);
        if (state !== 'racing' && state !== 'finished') continue;
        const corners = cornersOf(p);
        // A chariot placed by hand (a scenario) has run none of the corners behind its start.
        const start = s.log.header.entrants.find((c) => c.id === id)!.start as SquarePoint;
        const fresh = corners - (done.get(id) ?? cornersOf(start));
        done.set(id, corners);
        if (movesUnder.sky === 'rain') rainy.set(id, (rainy.get(id) ?? 0) + fresh);
        most = Math.max(most, rainy.get(id) ?? 0);
      }
      if (movesUnder.sky === 'rain' && movesUnder.mud < 1 && most >= 3 && s.weather.mud < 1)
        s.fail(
          e,
          `turn ${s.turn}: a chariot has completed ${most} rainy corners in a row and there is no mud`,
        );
      if (movesUnder.mud < 1 && s.weather.mud >= 1 && most < 3 && !rolledMud)
        s.fail(e, `turn ${s.turn}: mud after ${most} rainy corners`);
      movesUnder = null;
      rolledMud = false;
    },
  };
};

/** The log says what the state holds: a wheel's damage never passes its boxes (the blow that fills
 * them breaks it); a wrecked car's driver is dragged only behind a team that runs, and the wreck's
 * summary says "dragged" exactly when he is; a grabbed whip is the lasher's, taken by the chariot he lashed. */
const recordsAgree = (): Watch => {
  let lash: readonly string[] = [];
  return {
    event(e, s) {
      for (const [id, c] of Object.entries(e.effect?.condition ?? {})) {
        const stats = s.log.header.entrants.find((x) => x.id === id)!.stats;
        for (const [wheel, boxes] of [
          ['wheelLeft', stats.leftWheel],
          ['wheelRight', stats.rightWheel],
        ] as const)
          if ((c.attrs[wheel] as number) > (boxes as number))
            s.fail(e, `${id}'s ${wheel} holds ${c.attrs[wheel]} damage of ${boxes}`);
      }
      const x = e.chariots[0]!;
      if (e.type === 'wreck') {
        const after = e.effect?.condition?.[x]?.attrs;
        const dragged = after?.driver === 'dragged';
        if (dragged && after?.team !== 'runaway')
          s.fail(e, `${x}'s driver is dragged by a team that is ${after?.team}`);
        if (/dragged/.test(e.effect?.summary ?? '') !== dragged)
          s.fail(
            e,
            `the summary "${e.effect?.summary}" where the driver is ${e.effect?.condition?.[x]?.attrs.driver}`,
          );
      }
      if (e.type === 'whip-attack') lash = e.chariots;
      if (e.type === 'whip-grabbed') {
        const [grabber, lasher] = e.chariots;
        if (grabber !== lash[1] || lasher !== lash[0])
          s.fail(e, `${grabber} grabs ${lasher}'s whip, but ${lash[0]} lashed ${lash[1]}`);
        if (e.effect?.condition?.[lasher!]?.attrs.whip !== 'none') s.fail(e, `${lasher} keeps his whip`);
        if (!(e.effect?.summary ?? '').startsWith(`${grabber} grabs ${lasher}'s whip`))
          s.fail(e, `the summary "${e.effect?.summary}" names the wrong driver`);
      }
    },
  };
};

/** Rule: a `lap` event for each lap a racing chariot completes (its front over the line), numbered
 * in order, never before the line, all of them by the end of the turn; the last comes before its
 * finish. (A chariot placed by hand has run the laps behind its start.) */
const lapsCounted = (): Watch => {
  const counted = new Map<string, number>();
  const laps = (s: LogState): number => (s.log.header.options as { laps: number }).laps;
  const reached = (s: LogState, p: SquarePoint): number =>
    Math.min(laps(s), Math.max(0, Math.floor(frontEdge(p.lane, p.sq) / LAP_STATIONS)));
  const count = (s: LogState, id: string): number => {
    if (!counted.has(id)) {
      const start = s.log.header.entrants.find((c) => c.id === id)!.start as SquarePoint;
      counted.set(id, reached(s, start));
    }
    return counted.get(id)!;
  };
  return {
    event(e, s) {
      const x = e.chariots[0]!;
      if (e.type === 'lap') {
        const n = count(s, x) + 1;
        counted.set(x, n);
        if (e.effect?.summary !== `${x} completes lap ${n}`)
          s.fail(e, `lap ${n} written "${e.effect?.summary}"`);
        if (reached(s, s.pos.get(x)!) < n) s.fail(e, `${x} completes lap ${n} before its line`);
      }
      if (e.type === 'finish' && count(s, x) !== laps(s))
        s.fail(e, `${x} finishes after ${count(s, x)} lap events of ${laps(s)}`);
    },
    turnEnd(e, s) {
      for (const [id, state] of s.status)
        if (state === 'racing' && count(s, id) !== reached(s, s.pos.get(id)!))
          s.fail(
            e,
            `turn ${s.turn}: ${id} has completed ${reached(s, s.pos.get(id)!)} laps, ${count(s, id)} written`,
          );
    },
  };
};

const WATCHES: ReadonlyArray<() => Watch> = [
  neverBackward,
  laneChangesApart,
  innerLaneChecks,
  oneWreckOneRoll,
  bothCarsDamaged,
  spearInTheCorner,
  mudAfterThreeRainyCorners,
  recordsAgree,
  lapsCounted,
];

/**
 * Checks a whole log against every rule. `dice`, when given, is every roll the race's dice made:
 * the log must carry each of them, in the order thrown.
 */
export function checkRuleInvariants(seed: number, log: RaceLog, dice?: readonly DiceRoll[]): void {
  const watches = WATCHES.map((r) => r());
  const pos = new Map<string, SquarePoint>(log.header.entrants.map((e) => [e.id, e.start as SquarePoint]));
  const status = new Map<string, string>(log.header.entrants.map((e) => [e.id, 'racing']));
  const s = {
    log,
    pos,
    status,
    weather: { sky: log.header.weather?.sky ?? 'clear', mud: log.header.weather?.mud ?? 0 } as Weather,
    mover: null as string | null,
    turn: -1,
    fail(e: RaceEvent | null, what: string): never {
      throw new Error(`seed ${seed}${e ? ` seq ${e.seq} (${e.type})` : ''}: ${what}`);
    },
  };
  const endMove = (e: RaceEvent | null): void => {
    if (s.mover !== null) for (const w of watches) w.moveEnd?.(e, s);
    s.mover = null;
  };
  const endTurn = (e: RaceEvent | null): void => {
    endMove(e);
    for (const w of watches) w.turnEnd?.(e, s);
  };
  for (const e of log.events) {
    if (e.turn !== s.turn) {
      if (s.turn >= 0) endTurn(e);
      s.turn = e.turn;
    }
    const x = e.chariots[0];
    if (e.phase === 'move' && x !== undefined && s.mover !== x) {
      endMove(e);
      s.mover = x;
    }
    if (e.path && x !== undefined) {
      let from = pos.get(x)!;
      for (const to of e.path as SquarePoint[]) {
        if (to.lane === from.lane && to.sq === from.sq) continue;
        const step = { from, to, lateral: to.lane !== from.lane, driven: e.type === 'move' };
        for (const w of watches) w.step?.(e, x, step, s);
        from = { lane: to.lane, sq: to.sq };
      }
      pos.set(x, from);
    }
    for (const w of watches) w.event?.(e, s);
    for (const [id, c] of Object.entries(e.effect?.condition ?? {})) status.set(id, c.status);
    if (e.weather) s.weather = { ...e.weather };
  }
  if (s.turn >= 0) endTurn(null);

  if (dice) {
    // Every die rolled is in the log, in the order thrown (the set-up's own dice aside).
    const logged = log.events
      .filter((e) => e.type !== 'specification')
      .flatMap((e) => (e.rolls ?? []).map((r) => `${r.purpose} ${r.faces.join(',')}`));
    const thrown = dice.map((r) => `${r.purpose} ${r.faces.join(',')}`);
    for (let i = 0; i < Math.max(logged.length, thrown.length); i++)
      if (logged[i] !== thrown[i])
        s.fail(
          null,
          `roll ${i}: the dice threw "${thrown[i] ?? 'nothing'}", the log says "${logged[i] ?? 'nothing'}"`,
        );
  }
}
