/**
 * Movement: one chariot, or a locked group abreast, walked square by square. Everything the rules
 * check along a move happens here, in the order the squares are entered: collisions and rams, the
 * barrier a swerve meets, danger lines, laps and the finish, wrecks passed or crossed, damage the
 * timing die put further along the move, and wheel-ripping.
 */
import {
  alongside,
  board,
  dangerLinesCrossed,
  frontStation,
  onBoard,
  overlaps,
  type Spot,
  stepForward,
} from './board.ts';
import { collide, ripWheels } from './contact.ts';
import { byId, finishOf, type Held, type HeldMove, pathPoint, point, type Turn } from './context.ts';
import { barrierScrape, damageDue, dangerCheck, wreckChecks } from './damage.ts';
import { type Chariot, conditionOf, type Wreck } from './state.ts';
import { type DamageRow, type DamageTiming, RULES } from './tables.ts';
import { type WreckCause, wreck } from './wreck.ts';

/** How a walk ended. */
export type Ended = 'done' | 'blocked' | 'wrecked';

export interface Walker {
  ch: Chariot;
  start: Spot;
  /** Its movement event, whose path grows square by square. */
  move: HeldMove;
  /** Step at which a doomed chariot breaks up (timing roll said half-way or end of move). */
  doomedAt: number | null;
  /** What read the WRECK! that dooms it, and where its timing die put the wreck. */
  doomedBy: [WreckCause, DamageTiming] | null;
  /** Damage read in this move that the timing roll put further along it, with the step it comes at. */
  deferred: Array<{ at: number; row: DamageRow; timing: DamageTiming }>;
  wreckRolls: Map<Wreck, number>;
  /** Laps done when the walk began, and the lap events it has written since. */
  laps0: number;
  lapEvents: Held[];
}

export interface WalkOptions {
  kind: 'move' | 'swerve' | 'whip-move' | 'locked-move';
  rule: string;
  /** SPEED for the danger lines crossed. */
  speed: number;
  startPos: number;
  ram: string | null;
  rip: { target: string; atStep: number } | null;
}

/** The first chariot racing outside the group whose footprint meets `next`, among those already
 * met (`wasMet`) or not yet met (`met` null: none met yet); read from the state without a list of
 * the racing, a set of the group or of those met made at every step of every move. */
function standingOn(
  r: Turn['r'],
  next: Spot,
  members: readonly Chariot[],
  met: readonly string[] | null,
  wasMet: boolean,
): Chariot | undefined {
  for (const o of r.state.chariots)
    if (
      o.status === 'racing' &&
      !members.includes(o) &&
      (met?.includes(o.id) ?? false) === wasMet &&
      overlaps(next, o)
    )
      return o;
  return undefined;
}

/** Whether a walker still moves: racing, or across the line at an instant not yet known. */
const moving = (w: Walker): boolean =>
  w.ch.status === 'racing' || (w.ch.status === 'finished' && w.ch.finishedAt === null);

export function walk(
  t: Turn,
  members: Chariot[],
  laterals: number[],
  opts: WalkOptions,
): { ended: Ended; squares: number } {
  const r = t.r;
  const walkers: Walker[] = members.map((m) => {
    const move = t.slot.addPath(
      { phase: 'move', type: opts.kind, chariots: [m.id], rule: opts.rule },
      opts.startPos,
      [pathPoint(m, opts.startPos)],
    );
    return {
      ch: m,
      start: { lane: m.lane, sq: m.sq },
      move,
      doomedAt: null,
      doomedBy: null,
      deferred: [],
      wreckRolls: new Map(),
      laps0: m.laps,
      lapEvents: [],
    };
  });
  const lead = members[0]!;
  let steps = laterals.length;
  let rammed = false;
  let scraped = false;
  let ended: Ended = 'done';
  const nextOf = (w: Walker, l: number): Spot => {
    if (w.ch === lead || members.length === 1) return stepForward(w.ch, l);
    const ref = stepForward(lead, l);
    const lane = w.ch.lane + l;
    return { lane, sq: board.transfer(ref.lane, ref.sq, lane) };
  };
  // The walkers still moving at each step, and where each goes next (reused from step to step).
  const live: Walker[] = [];
  const nexts: Spot[] = [];
  for (let i = 0; i < steps; i++) {
    const pos = opts.startPos + i + 1;
    live.length = 0;
    for (const w of walkers) if (moving(w)) live.push(w);
    if (live.length === 0) break;
    let lat = laterals[i] ?? 0;
    let offBoard = false;
    for (let k = 0; k < live.length && !offBoard; k++) offBoard = !onBoard(nextOf(live[k]!, lat));
    if (offBoard) {
      if (!scraped && opts.kind === 'swerve') {
        scraped = true;
        barrierScrape(t, lead, lat, pos);
        if (lead.status !== 'racing') {
          ended = 'wrecked';
          break;
        }
      }
      lat = 0;
    }
    // Collisions with chariots not in this group.
    let blocked = false;
    for (const w of live) {
      if (w.ch.status !== 'racing') continue;
      const next = nextOf(w, lat);
      // Each chariot in the way is met in turn; a beaten one is moved aside, and the next may
      // still stand there.
      let met: string[] | null = null;
      for (;;) {
        const blocker = standingOn(r, next, members, met, false);
        if (!blocker) break;
        met ??= [];
        met.push(blocker.id);
        const deliberate = opts.ram === blocker.id && !rammed && members.length === 1;
        if (deliberate) {
          // "Costs the attacker 1 Move": the move covers one square less.
          rammed = true;
          steps -= RULES.ramMoveCost.value;
        }
        const through = collide(t, w, blocker, deliberate, next, pos, members.length === 1);
        if (!through || w.ch.status !== 'racing' || standingOn(r, next, members, met, true) !== undefined) {
          blocked = true;
          break;
        }
      }
      if (blocked) break;
    }
    if (blocked) {
      ended = lead.status === 'racing' ? 'blocked' : 'wrecked';
      break;
    }
    // A ram made with the move's last point spends it: the rammer stays short of the square.
    if (i >= steps) break;
    // Every member's square is worked out before any of them moves (the others follow the lead).
    nexts.length = 0;
    for (const w of live) nexts.push(nextOf(w, lat));
    for (let k = 0; k < live.length; k++) {
      const w = live[k]!;
      const next = nexts[k]!;
      const before = frontStation(w.ch);
      w.ch.lane = next.lane;
      w.ch.sq = next.sq;
      w.move.path.push(pathPoint(next, pos));
      const after = frontStation(w.ch);
      crossings(t, w, before, after, pos, opts.speed);
    }
    for (const w of live) if (w.ch.status === 'racing' && w.doomedAt === null) wreckChecks(t, w, pos);
    for (const w of live) {
      if (w.doomedAt !== null && w.doomedAt <= pos && w.ch.status === 'racing') {
        wreck(t, w.ch, point(w.ch), pos, 'breaks up', 'crudis.damage-timing', ...w.doomedBy!);
      }
      damageDue(t, w, pos, pos);
    }
    if (opts.rip && i + 1 >= opts.rip.atStep && lead.status === 'racing') {
      const target = byId(r, opts.rip.target);
      if (target.status === 'racing' && alongside(lead, target)) {
        const stop = ripWheels(t, lead, target, pos);
        opts.rip = null;
        if (stop) break;
      }
    }
    if (lead.status === 'wrecked') {
      ended = 'wrecked';
      break;
    }
  }
  // A chariot doomed to break up at the end of its move does so where it stopped.
  const lastPos = opts.startPos + steps;
  for (const w of walkers) {
    if (w.doomedAt !== null && w.ch.status === 'racing') {
      wreck(
        t,
        w.ch,
        point(w.ch),
        Math.min(lastPos, w.doomedAt),
        'breaks up',
        'crudis.damage-timing',
        ...w.doomedBy!,
      );
    }
    // Damage timed for the end of the move comes where the move ended.
    damageDue(t, w, Number.POSITIVE_INFINITY, lastPos);
  }
  for (const w of walkers) {
    const n = w.move.path.length - 1;
    w.move.draft.effect = {
      summary: `${opts.kind === 'swerve' ? 'swerves' : 'moves'} ${n} square${n === 1 ? '' : 's'} to lane ${w.move.path[n]!.point.lane}`,
    };
  }
  const squares = walkers[0]!.move.path.length - 1;
  return { ended: lead.status === 'wrecked' ? 'wrecked' : ended, squares };
}

/** Danger lines, laps and the finish line crossed by one step of a walker. */
function crossings(t: Turn, w: Walker, before: number, after: number, pos: number, speed: number): void {
  const c = w.ch;
  const finish = finishOf(t.r);
  for (const line of dangerLinesCrossed(before, after)) {
    if (c.status === 'wrecked' || c.status === 'retired') return;
    if (line >= finish) {
      // A chariot that has read WRECK! this move is destroyed in it: it runs on to the point the
      // timing die gave and breaks up there, even past the line, and does not finish.
      if (c.status === 'racing' && w.doomedAt === null) {
        c.status = 'finished';
        t.slot.add(
          {
            phase: 'move',
            type: 'finish',
            chariots: [c.id],
            rule: 'crudis.race-length',
            at: { [c.id]: point(c) },
            // Provisional: moves() places the turn's finishes by the instant each crossed.
            place: t.r.state.chariots.filter((o) => o.status === 'finished').length,
            effect: { summary: 'crosses the finish line', condition: { [c.id]: conditionOf(c) } },
          },
          pos,
          // It finished at the instant it crossed: the time of its finish event.
          (e) => {
            c.finishedAt = e.t;
          },
        );
      }
      continue;
    }
    if (c.status !== 'racing') continue;
    if (line % 4 === 0) {
      c.laps = line / 4;
      const lap = t.slot.add(
        {
          phase: 'move',
          type: 'lap',
          chariots: [c.id],
          rule: 'crudis.race-length',
          lap: c.laps,
          of: t.r.opts.laps,
          effect: { summary: `completes lap ${c.laps}`, condition: { [c.id]: conditionOf(c) } },
        },
        pos,
      );
      w.lapEvents.push(lap);
    }
    if (w.doomedAt === null) dangerCheck(t, w, line, pos, speed);
  }
}
