/**
 * Rules of Crudis that can be checked from a race log alone. Each check reads the log as a tool
 * would (events, rolls, paths), never the engine's state, and throws naming the seed and the seq
 * of the first event that breaks its rule.
 */
import type { RaceEvent, RaceLog, SquarePoint } from '../../../src/engine/log/schema.ts';
import { board, frontStation } from '../../../src/engine/rulesets/crudis/board.ts';
import { LOCKED_TABLE } from '../../../src/engine/rulesets/crudis/tables.ts';

/** Path events that carry a chariot forward along the track (not sideways shifts or bounces). */
const FORWARD_KINDS = new Set(['move', 'swerve', 'locked-move', 'whip-move']);

/**
 * One chariot's turn: its `roll` event and everything up to the next chariot's roll (or the next
 * turn). Every Crudis move, and all it causes, lies inside one of these.
 */
export interface ChariotTurn {
  mover: string;
  roll: RaceEvent;
  events: RaceEvent[];
}

export function chariotTurns(log: RaceLog): ChariotTurn[] {
  const out: ChariotTurn[] = [];
  let current: ChariotTurn | null = null;
  for (const e of log.events) {
    if (e.type === 'turn-start') current = null;
    else if (e.type === 'roll' && e.rule === 'crudis.normal-move') {
      current = { mover: e.chariots[0]!, roll: e, events: [e] };
      out.push(current);
    } else current?.events.push(e);
  }
  return out;
}

/** Squares a chariot is carried forward by the path events of `events` (up to seq `upTo`). */
export function squaresForward(
  events: readonly RaceEvent[],
  id: string,
  upTo = Number.POSITIVE_INFINITY,
): number {
  let n = 0;
  for (const e of events) {
    if (e.seq > upTo) break;
    if (e.path && FORWARD_KINDS.has(e.type) && e.chariots[0] === id) n += e.path.length - 1;
  }
  return n;
}

/**
 * Whether something in this chariot turn stopped `id` short of the squares its move was for: a
 * collision or ram it did not get through, its own wreck, or wheels caught by a rip.
 */
export function stoppedShort(events: readonly RaceEvent[], id: string): boolean {
  return events.some(
    (e) =>
      ((e.type === 'collision' || e.type === 'ram') &&
        e.chariots[0] === id &&
        !/drives on|moved aside/.test(e.effect?.summary ?? '')) ||
      (e.type === 'wreck' && e.chariots[0] === id) ||
      (e.type === 'rip-wheels' && e.chariots[0] === id && /lock together/.test(e.effect?.summary ?? '')),
  );
}

const fail = (where: string, e: RaceEvent, what: string): never => {
  throw new Error(`${where} seq ${e.seq}: ${what}`);
};

/**
 * Chariots Separate: "If no locked-on chariot has yet moved this turn, separate 1 sq from the
 * other(s) and move the full move forward"; otherwise the divided move. A chariot whose partners
 * were all wrecked by the separation roll separates from nobody and moves the same distance.
 */
export function checkSeparations(where: string, log: RaceLog): void {
  const rolledThisTurn = new Map<number, Set<string>>();
  for (const t of chariotTurns(log)) {
    const rolled = rolledThisTurn.get(t.roll.turn) ?? new Set<string>();
    rolledThisTurn.set(t.roll.turn, rolled);
    const red = t.roll.rolls![1]!;
    const locked = t.events.find((e) => e.type === 'locked');
    const result = locked ? LOCKED_TABLE[red.faces[0]! - 1] : undefined;
    const separates = result === 'separate' || result === 'damaged-separate';
    if (locked && separates && t.roll.rolls![0]!.total > 0 && !stoppedShort(t.events, t.mover)) {
      const speed = t.roll.rolls![0]!.total;
      const divided = Math.floor(speed / locked.chariots.length);
      const othersMoved = locked.chariots.some((id) => id !== t.mover && rolled.has(id));
      const want = othersMoved ? divided : speed;
      const moved = squaresForward(t.events, t.mover);
      if (moved !== want) {
        fail(
          where,
          locked,
          `${t.mover} separates and moves ${moved} squares; the rules give ${want} (${othersMoved ? `the divided move, a partner has moved` : `its full move, no partner has moved`} this turn)`,
        );
      }
    }
    rolled.add(t.mover);
  }
}

/** The chariot a damage-table roll is for: named in its purpose, else the event's first chariot. */
const damagedBy = (e: RaceEvent, purpose: string): string =>
  purpose.startsWith('damage to ') ? purpose.slice('damage to '.length) : e.chariots[0]!;

/**
 * "1 WRECK! (Chariot Destroyed)": every WRECK! read on the damage table destroys its chariot that
 * turn (wherever the timing die puts it), and a chariot destroyed in a move does not finish in it.
 * The white dice of a whip for speed read only horse damage and are left out.
 */
export function checkWreckResults(where: string, log: RaceLog): void {
  for (const e of log.events) {
    if (e.type === 'whip-speed') continue;
    for (const r of e.rolls ?? []) {
      if (r.table !== 'crudis.damage-table' || r.row !== '1') continue;
      const id = damagedBy(e, r.purpose);
      const later = log.events.filter((x) => x.turn === e.turn && x.seq > e.seq && x.chariots[0] === id);
      if (!later.some((x) => x.type === 'wreck') && !(e.type === 'wreck' && e.chariots[0] === id)) {
        fail(where, e, `${id} reads WRECK! but is not wrecked that turn`);
      }
      const finish = later.find((x) => x.type === 'finish');
      if (finish) fail(where, finish, `${id} finishes after reading WRECK! at seq ${e.seq}`);
    }
  }
}

/**
 * A lap is done when the chariot's front crosses the line that ends it (station 4, 8, ...): every
 * `lap` event follows a path of that chariot that reaches the line. A move cut to nothing by a
 * WRECK! at the beginning of the move reaches no line and completes no lap.
 */
export function checkLaps(where: string, log: RaceLog): void {
  const reached = new Map<string, number>();
  for (const e of log.events) {
    if (e.path && e.path.length > 0) {
      const last = e.path[e.path.length - 1] as SquarePoint;
      reached.set(e.chariots[0]!, frontStation(last));
    }
    if (e.type !== 'lap') continue;
    const id = e.chariots[0]!;
    const lap = (e.effect!.condition![id]!.attrs as { laps: number }).laps;
    const front = reached.get(id) ?? Number.NEGATIVE_INFINITY;
    if (front < 4 * lap - 1e-9) {
      fail(
        where,
        e,
        `${id} completes lap ${lap} but its path ends short of the line (station ${front.toFixed(3)})`,
      );
    }
  }
}

/**
 * Danger lines: "WHITE dice total must be over: SPEED - LANE", SPEED being the squares the chariot
 * moves this turn (a ram costs one of them; whipping for speed adds its squares to the checks made
 * on them). A chariot stopped short by a collision, a wreck or a rip has made its checks at the
 * speed it was moving: never less than the squares it covered.
 */
export function checkDangerSpeeds(where: string, log: RaceLog): void {
  for (const t of chariotTurns(log)) {
    for (const e of t.events) {
      if (e.type !== 'danger-check') continue;
      const id = e.chariots[0]!;
      const formula = e.rolls![0]!.target!.formula ?? '';
      const speed = Number(/^SPEED (-?\d+) - LANE/.exec(formula)?.[1]);
      const moved = squaresForward(t.events, id, e.seq);
      const short = stoppedShort(t.events, id);
      if (short ? speed < moved : speed !== moved) {
        fail(where, e, `${id} checks the danger line at SPEED ${speed} but its move covers ${moved} squares`);
      }
    }
  }
}

/**
 * Chariots that finish in the same turn are placed by the moment each crosses the line in the
 * turn's time (the `t` of its finish event), ties to the one that moved first: the footer's
 * finishing order is the finish events sorted so.
 */
export function checkFinishOrder(where: string, log: RaceLog): void {
  const finishes = log.events.filter((e) => e.type === 'finish');
  const want = [...finishes].sort((a, b) => a.t - b.t || a.seq - b.seq).map((e) => e.chariots[0]);
  const got = log.footer.finishingOrder;
  if (want.join() !== got.join()) {
    throw new Error(
      `${where}: finishing order ${got.join(', ')}; by the moment each crossed: ${want.join(', ')}`,
    );
  }
  for (const r of log.footer.results) {
    const e = finishes.find((f) => f.chariots[0] === r.chariot);
    if (e && r.finishedAt !== e.t)
      fail(where, e, `${r.chariot} finishedAt ${r.finishedAt}, its finish event says ${e.t}`);
  }
}

/** Events where a chariot reads the damage table for itself in its own move. */
const OWN_MOVE_DAMAGE = new Set(['danger-check', 'wreck-pass', 'wreck-cross', 'collision', 'ram']);

/**
 * The timing table below the damage table ("1, 2 Beginning of Move; 3, 4 On the Danger Line (or
 * half-way point of move ...); 5, 6 End of Move") places every result a chariot reads in its own
 * move: each one that does something (rows 1-5) is followed by its timing die, and a timing die
 * follows nothing else. A chariot struck by a bouncing wreck is not moving: its damage is at once.
 */
export function checkDamageTiming(where: string, log: RaceLog): void {
  const wrecked = new Set<string>();
  for (const e of log.events) {
    if (e.type === 'wreck') wrecked.add(e.chariots[0]!);
    const struck = e.type === 'collision' && wrecked.has(e.chariots[1]!);
    const rolls = e.rolls ?? [];
    for (const [i, r] of rolls.entries()) {
      if (r.table === 'crudis.damage-timing') {
        const prev = rolls[i - 1];
        if (prev?.table !== 'crudis.damage-table' || prev.row === '6')
          fail(where, e, 'a damage timing die follows no damage');
        continue;
      }
      if (r.table !== 'crudis.damage-table' || e.type === 'whip-speed') continue;
      const own = OWN_MOVE_DAMAGE.has(e.type) && !struck && damagedBy(e, r.purpose) === e.chariots[0];
      const lasting = r.row !== '6';
      const timed = rolls[i + 1]?.table === 'crudis.damage-timing';
      if (own && lasting && !timed)
        fail(where, e, `${e.chariots[0]} reads "${r.outcome}" with no timing die`);
      if (!(own && lasting) && timed)
        fail(
          where,
          e,
          `"${r.outcome}" is timed though it ${lasting ? 'is not in its own move' : 'does nothing'}`,
        );
    }
  }
}

/**
 * Chariots Locked Together move together: "In each of the chariots' turns, move at half* the rolled
 * speed" (Crudis seed), as one (crudis.locked-together, our reading). The group's moves are written
 * one `locked-move` event a chariot, the first chariot's first; at every square after the start each
 * other chariot stands abreast of the first (the square of its lane that holds the first's centre),
 * so none runs ahead of or behind its group. (At the start a chariot that has just drawn abreast
 * may stand a square off the reverse reading of abreast: squares of two lanes do not line up in
 * the turns.) Moves cut short (a member wrecked on the way) are left out.
 */
export function checkLockedAbreast(where: string, log: RaceLog): void {
  const events = log.events;
  for (let i = 0; i < events.length; i++) {
    if (events[i]!.type !== 'locked-move' || events[i - 1]?.type === 'locked-move') continue;
    const group: RaceEvent[] = [];
    for (let j = i; events[j]?.type === 'locked-move' && events[j]!.turn === events[i]!.turn; j++) {
      group.push(events[j]!);
    }
    const squares = group[0]!.path!.length;
    if (group.length < 2 || group.some((e) => e.path!.length !== squares)) continue;
    for (let k = 1; k < squares; k++) {
      const lead = group[0]!.path![k] as SquarePoint;
      for (const e of group.slice(1)) {
        const p = e.path![k] as SquarePoint;
        const abreast = board.transfer(lead.lane, lead.sq, p.lane);
        if (p.sq !== abreast) {
          fail(
            where,
            e,
            `${e.chariots[0]} locked to ${group[0]!.chariots[0]} is at lane ${p.lane} square ${p.sq} after ${k} squares; abreast is square ${abreast}`,
          );
        }
      }
    }
  }
}

/** Every rule invariant of this module, over one race. */
export function checkRules(where: string, log: RaceLog): void {
  checkSeparations(where, log);
  checkWreckResults(where, log);
  checkLaps(where, log);
  checkDangerSpeeds(where, log);
  checkFinishOrder(where, log);
  checkDamageTiming(where, log);
  checkLockedAbreast(where, log);
}
