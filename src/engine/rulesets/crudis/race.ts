import { type DiceSource, sum } from '../../dice/dice.ts';
import type { BoardPoint, RaceEvent, RaceResult, Roll, TurnCheckpoint } from '../../log/schema.ts';
import { type EventDraft, LogWriter, roundT } from '../../race/log-writer.ts';
import type { RaceSetup } from '../../race/setup.ts';
import {
  type Body,
  chooseLockedShift,
  chooseWhipAttack,
  chooseWhipSpeed,
  lateralSteps,
  type MovePlan,
  planMove,
  type View,
} from './ai.ts';
import {
  alongside,
  board,
  DANGER_LINE_LABEL,
  dangerLinesCrossed,
  finishStation,
  frontStation,
  MAX_LANE,
  onBoard,
  onStraight,
  overlaps,
  type Spot,
  startSpot,
  stepAside,
  stepForward,
} from './board.ts';
import {
  IllegalDecision,
  lockedShiftProblem,
  moveProblem,
  type Refusal,
  whipAttackProblem,
} from './legal.ts';
import { type Chariot, type CrudisState, conditionOf, type Wreck } from './state.ts';
import {
  BOUNCE_LABEL,
  BOUNCE_LANES,
  DAMAGE_TIMING,
  type DamageRow,
  type DamageTiming,
  damageRow,
  LOCKED_LABEL,
  LOCKED_TABLE,
  RIP_LABEL,
  RIP_RESULTS,
  RIP_TABLE,
  RULES,
  SWERVE_LABEL,
  SWERVE_LANES,
  TIMING_LABEL,
  WHIP_RESULT_LABEL,
  WHIP_TABLE,
  type WhipTarget,
} from './tables.ts';

export interface CrudisOptions {
  laps: number;
  maxTurns: number;
}

/**
 * The driver's choices. The AI fills each; scenarios and tests may force any of them for a given
 * chariot (returning undefined hands the choice back to the AI).
 */
export interface Drivers {
  move?: (c: Readonly<Chariot>, view: View, white: number, red: number) => MovePlan | undefined;
  whipSpeed?: (c: Readonly<Chariot>, view: View) => { whip: boolean; reason: string } | undefined;
  whipAttack?: (
    c: Readonly<Chariot>,
    view: View,
    rivals: readonly Body[],
  ) => { target: string; part: WhipTarget; reason: string } | null | undefined;
  lockedShift?: (c: Readonly<Chariot>) => number | undefined;
}

const point = (p: Spot): BoardPoint => ({ lane: p.lane, sq: p.sq });

interface Pending {
  draft: EventDraft;
  pos: number;
  /** For path events: step positions of each point, turned into fractions at flush. */
  steps?: Array<{ lane: number; sq: number; pos: number }>;
}

/**
 * Collects the events of one chariot's turn so that their times can be set once the length of the
 * whole move is known (a move can grow at its end when the driver whips for speed).
 */
class TurnScope {
  readonly pending: Pending[] = [];
  total = 1;
  base = 0;
  span = 1;
  finishes: Array<{ chariot: Chariot; pos: number }> = [];

  add(draft: EventDraft, pos: number): Pending {
    const p: Pending = { draft, pos };
    this.pending.push(p);
    return p;
  }

  /** Takes back events that turned out never to happen. */
  drop(events: readonly Pending[]): void {
    for (const e of events) {
      const i = this.pending.indexOf(e);
      if (i >= 0) this.pending.splice(i, 1);
    }
  }

  fraction(pos: number): number {
    return this.base + this.span * Math.min(1, Math.max(0, pos / Math.max(1, this.total)));
  }
}

/** Result of a path walked by one or more chariots moving together. */
type Ended = 'done' | 'blocked' | 'wrecked';

interface Walker {
  ch: Chariot;
  start: Spot;
  path: Pending;
  /** Step at which a doomed chariot breaks up (timing roll said half-way or end of move). */
  doomedAt: number | null;
  /** Damage read in this move that the timing roll put further along it, with the step it comes at. */
  deferred: Array<{ at: number; row: DamageRow; when: string }>;
  wreckRolls: Map<Wreck, number>;
  /** Laps done when the walk began, and the lap events it has written since. */
  laps0: number;
  lapEvents: Pending[];
}

export class CrudisRace {
  readonly state: CrudisState;
  readonly writer = new LogWriter();
  private scope = new TurnScope();
  private readonly finish: number;
  private order: string[] = [];
  private movedThisTurn = new Set<string>();

  constructor(
    setup: RaceSetup,
    private readonly dice: DiceSource,
    private readonly opts: CrudisOptions,
    private readonly drivers: Drivers = {},
  ) {
    this.finish = finishStation(opts.laps);
    this.state = {
      turn: 0,
      chariots: setup.chariots.map((c, i) => ({
        id: c.id,
        personality: c.personality,
        ...startSpot(i),
        status: 'racing',
        damageMod: 0,
        moveMod: 0,
        whip: true,
        lostControl: false,
        lock: null,
        laps: 0,
        finishedAt: null,
      })),
      wrecks: [],
      nextLock: 1,
      rng: dice.state(),
    };
  }

  get events(): readonly RaceEvent[] {
    return this.writer.events;
  }
  get checkpoints(): readonly TurnCheckpoint[] {
    return this.writer.checkpoints;
  }

  private racing(): Chariot[] {
    return this.state.chariots.filter((c) => c.status === 'racing');
  }

  private byId(id: string): Chariot {
    return this.state.chariots.find((c) => c.id === id)!;
  }

  /** Sets up the start and resolves turns until no chariot is racing. */
  run(): void {
    this.start();
    while (this.racing().length > 0 && this.state.turn < this.opts.maxTurns) this.playTurn();
    this.finishRace();
  }

  /** Places the chariots on the start line (turn 0). Scenarios may move them before turn 1. */
  start(): void {
    this.writer.turn = 0;
    for (const c of this.state.chariots) {
      this.writer.emit({
        phase: 'setup',
        type: 'place',
        chariots: [c.id],
        rule: 'crudis.set-up',
        at: { [c.id]: point(c) },
        effect: {
          summary: `takes the start line in lane ${c.lane}`,
          condition: { [c.id]: conditionOf(c) },
        },
      });
    }
    this.checkpoint();
  }

  /** Ends the race: chariots still racing at the turn limit retire. */
  finishRace(): void {
    this.writer.turn = this.state.turn;
    this.writer.retireAtTurnLimit(this.racing(), 'crudis.time-limit', this.opts.maxTurns, conditionOf);
  }

  private checkpoint(): void {
    this.state.rng = this.dice.state();
    this.writer.checkpoint(this.state);
  }

  /** Order of moves: furthest forward first; ties to the one closest to the spina. */
  moveOrder(): Chariot[] {
    return this.racing()
      .map((c) => ({ c, st: frontStation(c) }))
      .sort((a, b) => b.st - a.st || a.c.lane - b.c.lane)
      .map((x) => x.c);
  }

  /** Resolves one whole turn (public so scenarios can step a race turn by turn). */
  playTurn(): void {
    this.state.turn += 1;
    this.writer.turn = this.state.turn;
    const order = this.moveOrder();
    this.order = order.map((c) => c.id);
    this.movedThisTurn = new Set();
    this.writer.emit({
      phase: 'turn-start',
      type: 'turn-start',
      chariots: this.order,
      rule: 'crudis.order-of-moves',
      effect: { summary: `order of moves: ${this.order.join(', ')}` },
    });
    for (const c of order) {
      if (c.status !== 'racing') continue;
      this.takeTurn(c);
      this.movedThisTurn.add(c.id);
    }
    this.checkpoint();
  }

  // ---------------------------------------------------------------------------------------------
  // One chariot's turn

  private takeTurn(c: Chariot): void {
    this.scope = new TurnScope();
    const white = this.dice.roll(2, 6, `${c.id}: white dice`);
    const [red] = this.dice.roll(1, 6, `${c.id}: red die`) as [number];
    const whiteTotal = sum(white);
    const speed = Math.max(0, whiteTotal + c.moveMod);
    this.scope.add(
      {
        phase: 'move',
        type: 'roll',
        chariots: [c.id],
        rule: 'crudis.normal-move',
        rolls: [
          {
            purpose: 'forward movement (white dice)',
            dice: '2d6',
            faces: white,
            modifiers: c.moveMod !== 0 ? [{ source: 'horse injuries', value: c.moveMod }] : [],
            total: speed,
            outcome: `${speed} square${speed === 1 ? '' : 's'} forward`,
          },
          {
            purpose:
              c.lock !== null
                ? 'locked-together table (red die)'
                : c.lostControl
                  ? 'swerve (red die)'
                  : 'manoeuvre (red die)',
            dice: '1d6',
            faces: [red],
            modifiers: [],
            total: red,
            outcome:
              c.lock !== null
                ? LOCKED_LABEL[LOCKED_TABLE[red - 1]!]
                : c.lostControl
                  ? `swerve ${SWERVE_LABEL[red - 1]}`
                  : `${red} manoeuvre point${red === 1 ? '' : 's'}`,
          },
        ],
      },
      0,
    );
    if (c.lock !== null) this.lockedTurn(c, speed, red);
    else if (c.lostControl) this.swerveTurn(c, speed, red);
    else this.normalTurn(c, speed, red);
    this.flush();
  }

  private view(c: Chariot, exclude: ReadonlySet<string> = new Set()): View {
    return {
      self: { id: c.id, lane: c.lane, sq: c.sq },
      damageMod: c.damageMod,
      others: this.racing()
        .filter((o) => o.id !== c.id && !exclude.has(o.id))
        .map((o): Body => ({ id: o.id, lane: o.lane, sq: o.sq })),
      wrecks: this.state.wrecks,
      laps: this.opts.laps,
      finishStation: this.finish,
    };
  }

  private normalTurn(c: Chariot, speed: number, red: number): void {
    const view = this.view(c);
    const plan = this.drivers.move?.(c, view, speed, red) ?? planMove(view, c.personality, speed, red);
    this.allow(c, 'move', moveProblem(view, plan, speed, red));
    this.scope.total = Math.max(1, plan.forward);
    this.scope.add(
      {
        phase: 'move',
        type: 'decision',
        chariots: plan.ram ? [c.id, plan.ram] : plan.rip ? [c.id, plan.rip.target] : [c.id],
        rule: plan.ram ? 'crudis.ramming' : plan.rip ? 'crudis.rip-off-wheels' : 'crudis.normal-move',
        decision: { choice: plan.choice, reason: `${c.personality}: ${plan.reason}` },
      },
      0,
    );
    const { ended, squares } = this.walk([c], plan.laterals, {
      kind: 'move',
      rule: 'crudis.normal-move',
      // SPEED at a danger line: the squares this move covers (a ram costs one of them).
      speed: plan.forward - (plan.ram ? RULES.ramMoveCost.value : 0),
      startPos: 0,
      ram: plan.ram,
      rip: plan.rip,
    });
    if (ended === 'wrecked' || c.status !== 'racing') return;
    this.endOfMove(c, squares);
  }

  private swerveTurn(c: Chariot, speed: number, red: number): void {
    c.lostControl = false;
    const swerve = SWERVE_LANES[red - 1]!;
    this.scope.total = Math.max(1, speed);
    this.scope.add(
      {
        phase: 'move',
        type: 'lose-control',
        chariots: [c.id],
        rule: 'crudis.lose-control',
        effect: {
          summary: `out of control: swerves ${SWERVE_LABEL[red - 1]}`,
          condition: { [c.id]: conditionOf(c) },
        },
      },
      0,
    );
    this.walk([c], lateralSteps(speed, swerve, true), {
      kind: 'swerve',
      rule: 'crudis.lose-control',
      speed,
      startPos: 0,
      ram: null,
      rip: null,
    });
  }

  /** End of move: whip for speed on a straight, then perhaps whip a rival. */
  private endOfMove(c: Chariot, moved: number): void {
    if (c.whip && !c.lostControl && onStraight(c) && c.status === 'racing') {
      const view = this.view(c);
      const choice = this.drivers.whipSpeed?.(c, view) ?? chooseWhipSpeed(view, c.personality);
      if (choice.whip) this.whipForSpeed(c, moved, choice.reason);
    }
    if (c.status !== 'racing' || !c.whip) return;
    const lockedWith = new Set(this.lockMates(c).map((m) => m.id));
    const rivals = this.view(c, lockedWith).others;
    const forced = this.drivers.whipAttack?.(c, this.view(c), rivals);
    const attack = forced === undefined ? chooseWhipAttack(this.view(c), c.personality, rivals) : forced;
    if (!attack) return;
    this.allow(c, 'whipAttack', whipAttackProblem(this.view(c), rivals, attack.target, attack.part));
    this.whipAttack(c, this.byId(attack.target), attack.part, attack.reason);
  }

  /** Every decision, whoever made it, is checked against the rules before the race acts on it. */
  private allow(c: Chariot, decision: IllegalDecision['decision'], problem: Refusal | null): void {
    if (problem) throw new IllegalDecision(c.id, this.state.turn, decision, problem);
  }

  private whipForSpeed(c: Chariot, moved: number, reason: string): void {
    const pos = this.scope.total;
    const white = this.dice.roll(2, 6, `${c.id}: whip for speed, white dice`);
    const [red] = this.dice.roll(1, 6, `${c.id}: whip for speed, red die`) as [number];
    const rolls: Roll[] = [
      {
        purpose: 'extra forward movement (red die)',
        dice: '1d6',
        faces: [red],
        modifiers: [],
        total: red,
        outcome: `${red} extra square${red === 1 ? '' : 's'}, no manoeuvring`,
      },
    ];
    for (const [i, face] of white.entries()) {
      const row = damageRow(face + c.damageMod);
      const horse = row.result === 'horse-hurt' || row.result === 'horse-badly-hurt';
      rolls.push({
        purpose: `horse damage, white die ${i + 1}`,
        dice: '1d6',
        faces: [face],
        modifiers: c.damageMod !== 0 ? [{ source: 'chariot damage', value: c.damageMod }] : [],
        total: face + c.damageMod,
        table: 'crudis.damage-table',
        row: String(row.roll),
        outcome: horse ? row.label : `${row.label}: ignored (only horse damage counts)`,
      });
      if (horse) c.moveMod += row.moveMod;
    }
    this.scope.add(
      {
        phase: 'end-of-move',
        type: 'whip-speed',
        chariots: [c.id],
        rule: 'crudis.whip-for-speed',
        rolls,
        decision: { choice: 'whip for speed', reason: `${c.personality}: ${reason}` },
        effect: { summary: `whips on for ${red} more squares`, condition: { [c.id]: conditionOf(c) } },
      },
      pos,
    );
    this.scope.total += red;
    this.walk([c], new Array<number>(red).fill(0), {
      kind: 'whip-move',
      rule: 'crudis.whip-for-speed',
      speed: moved + red,
      startPos: pos,
      ram: null,
      rip: null,
    });
  }

  private whipAttack(c: Chariot, v: Chariot, part: WhipTarget, reason: string): void {
    const pos = this.scope.total;
    const [roll] = this.dice.roll(1, 6, `${c.id}: whip attack on ${v.id}`) as [number];
    const result = WHIP_TABLE[part][roll - 1]!;
    const partLabel = part === 'outer-horses' ? 'outer horses' : part;
    const at = { [c.id]: point(c), [v.id]: point(v) };
    const ev = this.scope.add(
      {
        phase: 'end-of-move',
        type: 'whip-attack',
        chariots: [c.id, v.id],
        rule: 'crudis.whip-to-attack',
        at,
        decision: { choice: `whip ${v.id}'s ${partLabel}`, reason },
        rolls: [
          {
            purpose: `whip attack on the ${partLabel}`,
            dice: '1d6',
            faces: [roll],
            modifiers: [],
            total: roll,
            table: `crudis.whip-table.${part}`,
            row: String(roll),
            outcome: WHIP_RESULT_LABEL[result],
          },
        ],
        effect: { summary: WHIP_RESULT_LABEL[result] },
      },
      pos,
    );
    switch (result) {
      case 'attacker-lose-control':
        c.lostControl = true;
        break;
      case 'attacker-lose-whip':
        c.whip = false;
        break;
      case 'victim-move-away':
        this.shift(
          v,
          Math.sign(v.lane - c.lane) || 1,
          RULES.moveAwaySquares.value,
          pos,
          'move-away',
          'crudis.whip-to-attack',
        );
        break;
      case 'victim-lose-control':
        v.lostControl = true;
        break;
      case 'victim-horse-hurt':
        v.moveMod -= 1;
        break;
      case 'victim-horse-injured':
        v.moveMod -= 2;
        break;
      case 'victim-wrecked':
        this.wreck(v, point(v), pos, 'whipped off his car', 'crudis.whip-to-attack');
        break;
      case 'none':
        break;
    }
    ev.draft.effect = { ...ev.draft.effect!, condition: { [c.id]: conditionOf(c), [v.id]: conditionOf(v) } };
  }

  // ---------------------------------------------------------------------------------------------
  // Locked together

  private lockMates(c: Chariot): Chariot[] {
    if (c.lock === null) return [];
    return this.state.chariots.filter((o) => o.id !== c.id && o.lock === c.lock && o.status === 'racing');
  }

  private group(c: Chariot): Chariot[] {
    return [c, ...this.lockMates(c)].sort((a, b) => a.lane - b.lane);
  }

  private lockedTurn(c: Chariot, speed: number, red: number): void {
    const members = this.group(c);
    const n = members.length;
    const move = Math.floor(speed / n);
    const result = LOCKED_TABLE[red - 1]!;
    // Each member's turn moves the whole group: give this one its share of the turn.
    const index = members.filter((m) => this.movedThisTurn.has(m.id)).length;
    this.scope.base = index / n;
    this.scope.span = 1 / n;
    this.scope.total = Math.max(1, move);
    this.scope.add(
      {
        phase: 'move',
        type: 'locked',
        chariots: members.map((m) => m.id),
        rule: 'crudis.locked-together',
        effect: { summary: `locked ${n} abreast: moves ${move} (${speed} / ${n}); ${LOCKED_LABEL[result]}` },
      },
      0,
    );
    const othersMoved = members.some((m) => m.id !== c.id && this.movedThisTurn.has(m.id));
    const damageAll = (): void => {
      for (const m of members)
        if (m.status === 'racing') this.damageRoll(m, 0, 'locked together', 'crudis.locked-together');
    };
    let lateral = 0;
    switch (result) {
      case 'damaged-remain':
        damageAll();
        break;
      case 'damaged-separate':
        damageAll();
        if (c.status === 'racing') this.separate(c, members, speed, move, othersMoved);
        return;
      case 'must-shift': {
        const [d] = this.dice.roll(1, 6, `${c.id}: locked shift direction`) as [number];
        lateral = d <= 3 ? -1 : 1;
        this.scope.add(
          {
            phase: 'move',
            type: 'locked-shift',
            chariots: members.map((m) => m.id),
            rule: 'crudis.locked-together',
            rolls: [
              {
                purpose: 'locked shift: 1-3 in, 4-6 out',
                dice: '1d6',
                faces: [d],
                modifiers: [],
                total: d,
                outcome: lateral < 0 ? '1 lane in' : '1 lane out',
              },
            ],
            effect: { summary: `must move ${lateral < 0 ? 'in' : 'out'} one lane` },
          },
          0,
        );
        break;
      }
      case 'may-shift':
        lateral =
          this.drivers.lockedShift?.(c) ??
          chooseLockedShift(
            members[0]!.lane,
            members[members.length - 1]!.lane - members[0]!.lane + 2,
            c.personality,
          );
        this.allow(
          c,
          'lockedShift',
          lockedShiftProblem(members[0]!.lane, members[members.length - 1]!.lane, lateral),
        );
        this.scope.add(
          {
            phase: 'move',
            type: 'decision',
            chariots: [c.id],
            rule: 'crudis.locked-together',
            decision: {
              choice: lateral === 0 ? 'stay in lane' : `move ${lateral < 0 ? 'in' : 'out'} one lane`,
              reason: `${c.personality}: heads for the lanes he prefers`,
            },
          },
          0,
        );
        break;
      case 'separate':
        this.separate(c, members, speed, move, othersMoved);
        return;
    }
    const live = members.filter((m) => m.status === 'racing');
    if (live.length === 0) return;
    this.walk(live, lateralSteps(move, lateral, true), {
      kind: 'locked-move',
      rule: 'crudis.locked-together',
      speed: move,
      startPos: 0,
      ram: null,
      rip: null,
    });
  }

  /**
   * Separation, in the seed's strict form for 3+ chariots: if another locked chariot has already
   * moved this turn, move the divided distance then separate 1 square; otherwise separate 1 square
   * and move the full move forward. `locked` is the group as it stood when the turn began.
   */
  private separate(
    c: Chariot,
    locked: readonly Chariot[],
    speed: number,
    move: number,
    othersMoved: boolean,
  ): void {
    const members = this.group(c).filter((m) => m.status === 'racing');
    if (members.length < 2) {
      // The others were wrecked by the damage roll: the wheels came apart with them and their
      // wrecks have bounced away, so there is no square to move apart; the chariot moves as the
      // separating chariot does, its full move unless a locked partner has moved this turn.
      const partners = locked.filter((o) => o !== c && o.status !== 'racing');
      c.lock = null;
      const forward = othersMoved ? move : speed;
      this.scope.total = Math.max(1, forward);
      this.scope.add(
        {
          phase: 'move',
          type: 'separate',
          chariots: [c.id, ...partners.map((o) => o.id)],
          rule: 'crudis.chariots-separate',
          effect: {
            summary: `${c.id} breaks free (${partners.map((o) => `${o.id} ${o.status}`).join(', ')})`,
            condition: { [c.id]: conditionOf(c) },
          },
        },
        0,
      );
      this.walk([c], new Array<number>(forward).fill(0), {
        kind: 'move',
        rule: 'crudis.chariots-separate',
        speed: forward,
        startPos: 0,
        ram: null,
        rip: null,
      });
      return;
    }
    const unlock = (): void => {
      const group = c.lock;
      c.lock = null;
      const rest = this.state.chariots.filter((o) => o.lock === group);
      if (rest.length < 2) for (const o of rest) o.lock = null;
    };
    const dir = members[0]!.id === c.id ? -1 : 1;
    const apart = (pos: number): void => {
      unlock();
      this.scope.add(
        {
          phase: 'move',
          type: 'separate',
          chariots: members.map((m) => m.id),
          rule: 'crudis.chariots-separate',
          effect: {
            summary: `${c.id} breaks free`,
            condition: Object.fromEntries(members.map((m) => [m.id, conditionOf(m)])),
          },
        },
        pos,
      );
      // The separating chariot moves one lane away from the others (outer chariots of a group in
      // the middle take those outside them along).
      const movers = dir < 0 ? [c] : members.filter((m) => m.lane >= c.lane).reverse();
      for (const m of movers) this.shift(m, dir, 1, pos, 'separate-move', 'crudis.chariots-separate');
    };
    if (othersMoved) {
      this.scope.total = Math.max(1, move) + 1;
      this.walk(members, new Array<number>(move).fill(0), {
        kind: 'locked-move',
        rule: 'crudis.locked-together',
        speed: move,
        startPos: 0,
        ram: null,
        rip: null,
      });
      if (c.status === 'racing') apart(move);
    } else {
      this.scope.total = Math.max(1, speed) + 1;
      apart(0);
      if (c.status === 'racing') {
        this.walk([c], new Array<number>(speed).fill(0), {
          kind: 'move',
          rule: 'crudis.chariots-separate',
          speed,
          startPos: 1,
          ram: null,
          rip: null,
        });
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Movement

  /**
   * Walks one chariot, or a locked group abreast, square by square. Everything the rules check
   * along a move happens here: collisions and rams, danger lines, wrecks passed or crossed, the
   * finish line, wheel-ripping.
   */
  private walk(
    members: Chariot[],
    laterals: number[],
    opts: {
      kind: string;
      rule: string;
      speed: number;
      startPos: number;
      ram: string | null;
      rip: { target: string; atStep: number } | null;
    },
  ): { ended: Ended; squares: number } {
    const ids = new Set(members.map((m) => m.id));
    const walkers: Walker[] = members.map((m) => {
      const path = this.scope.add(
        { phase: 'move', type: opts.kind, chariots: [m.id], rule: opts.rule },
        opts.startPos,
      );
      path.steps = [{ lane: m.lane, sq: m.sq, pos: opts.startPos }];
      return {
        ch: m,
        start: { lane: m.lane, sq: m.sq },
        path,
        doomedAt: null,
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
    for (let i = 0; i < steps; i++) {
      const pos = opts.startPos + i + 1;
      const live = walkers.filter(
        (w) => w.ch.status === 'racing' || (w.ch.status === 'finished' && w.ch.finishedAt === null),
      );
      if (live.length === 0) break;
      let lat = laterals[i] ?? 0;
      const nextOf = (w: Walker, l: number): Spot => {
        if (w.ch === lead || members.length === 1) return stepForward(w.ch, l);
        const ref = stepForward(lead, l);
        const lane = w.ch.lane + l;
        return { lane, sq: board.transfer(ref.lane, ref.sq, lane) };
      };
      if (live.some((w) => !onBoard(nextOf(w, lat)))) {
        if (!scraped && opts.kind === 'swerve') {
          scraped = true;
          this.barrierScrape(lead, lat, pos);
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
        const met = new Set<string>();
        for (;;) {
          const blocker = this.racing().find((o) => !ids.has(o.id) && !met.has(o.id) && overlaps(next, o));
          if (!blocker) break;
          met.add(blocker.id);
          const deliberate = opts.ram === blocker.id && !rammed && members.length === 1;
          if (deliberate) {
            // "Costs the attacker 1 Move": the move covers one square less.
            rammed = true;
            steps -= RULES.ramMoveCost.value;
          }
          const through = this.collide(w, blocker, deliberate, next, pos, members.length === 1);
          if (
            !through ||
            w.ch.status !== 'racing' ||
            this.racing().some((o) => !ids.has(o.id) && met.has(o.id) && overlaps(next, o))
          ) {
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
      const nexts = live.map((w) => nextOf(w, lat));
      for (const [k, w] of live.entries()) {
        const next = nexts[k]!;
        const before = frontStation(w.ch);
        w.ch.lane = next.lane;
        w.ch.sq = next.sq;
        w.path.steps!.push({ lane: next.lane, sq: next.sq, pos });
        const after = frontStation(w.ch);
        this.crossings(w, before, after, pos, opts.speed);
      }
      for (const w of live) if (w.ch.status === 'racing' && w.doomedAt === null) this.wreckChecks(w, pos);
      for (const w of live) {
        if (w.doomedAt !== null && w.doomedAt <= pos && w.ch.status === 'racing') {
          this.wreck(w.ch, point(w.ch), pos, 'breaks up', 'crudis.damage-timing');
        }
        this.damageDue(w, pos, pos);
      }
      if (opts.rip && i + 1 >= opts.rip.atStep && lead.status === 'racing') {
        const target = this.byId(opts.rip.target);
        if (target.status === 'racing' && alongside(lead, target)) {
          const stop = this.ripWheels(lead, target, pos);
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
        this.wreck(w.ch, point(w.ch), Math.min(lastPos, w.doomedAt), 'breaks up', 'crudis.damage-timing');
      }
      // Damage timed for the end of the move comes where the move ended.
      this.damageDue(w, Number.POSITIVE_INFINITY, lastPos);
    }
    for (const w of walkers) {
      const n = w.path.steps!.length - 1;
      w.path.draft.effect = {
        summary: `${opts.kind === 'swerve' ? 'swerves' : 'moves'} ${n} square${n === 1 ? '' : 's'} to lane ${w.path.steps![n]!.lane}`,
      };
    }
    const squares = walkers[0]!.path.steps!.length - 1;
    return { ended: lead.status === 'wrecked' ? 'wrecked' : ended, squares };
  }

  /** Danger lines, laps and the finish line crossed by one step of a walker. */
  private crossings(w: Walker, before: number, after: number, pos: number, speed: number): void {
    const c = w.ch;
    for (const line of dangerLinesCrossed(before, after)) {
      if (c.status === 'wrecked' || c.status === 'retired') return;
      if (line >= this.finish) {
        // A chariot that has read WRECK! this move is destroyed in it: it runs on to the point the
        // timing die gave and breaks up there, even past the line, and does not finish.
        if (c.status === 'racing' && w.doomedAt === null) {
          c.status = 'finished';
          this.scope.finishes.push({ chariot: c, pos });
          this.scope.add(
            {
              phase: 'move',
              type: 'finish',
              chariots: [c.id],
              rule: 'crudis.race-length',
              at: { [c.id]: point(c) },
              effect: { summary: 'crosses the finish line', condition: { [c.id]: conditionOf(c) } },
            },
            pos,
          );
        }
        continue;
      }
      if (c.status !== 'racing') continue;
      if (line % 4 === 0) {
        c.laps = line / 4;
        const lap = this.scope.add(
          {
            phase: 'move',
            type: 'lap',
            chariots: [c.id],
            rule: 'crudis.race-length',
            effect: { summary: `completes lap ${c.laps}`, condition: { [c.id]: conditionOf(c) } },
          },
          pos,
        );
        w.lapEvents.push(lap);
      }
      if (w.doomedAt === null) this.dangerCheck(w, line, pos, speed);
    }
  }

  /** Crossing a danger line: the white dice must beat SPEED − LANE, else the red die is read on
   * the damage table; a wreck's timing is rolled on the timing table. */
  private dangerCheck(w: Walker, line: number, pos: number, speed: number): void {
    const c = w.ch;
    const white = this.dice.roll(2, 6, `${c.id}: danger line, white dice`);
    const [red] = this.dice.roll(1, 6, `${c.id}: danger line, red die`) as [number];
    const target = speed - c.lane;
    const total = sum(white);
    const pass = total > target;
    const rolls: Roll[] = [
      {
        purpose: 'danger line (white dice)',
        dice: '2d6',
        faces: white,
        modifiers: [],
        total,
        target: { op: '>', value: target, formula: `SPEED ${speed} - LANE ${c.lane}` },
        outcome: pass ? 'passes' : 'fails',
      },
    ];
    const ev = this.scope.add(
      {
        phase: 'move',
        type: 'danger-check',
        chariots: [c.id],
        rule: 'crudis.danger-lines',
        at: { [c.id]: point(c) },
        rolls,
        effect: { summary: `${DANGER_LINE_LABEL(line)}: ${pass ? 'safe' : 'fails the check'}` },
      },
      pos,
    );
    if (pass) {
      rolls.push({
        purpose: 'damage (red die)',
        dice: '1d6',
        faces: [red],
        modifiers: [],
        total: red,
        outcome: 'not read: the check passed',
      });
      return;
    }
    const row = this.readDamage(c, red, rolls);
    const summary = `fails at the danger line: ${row.label}`;
    ev.draft.effect = { summary, condition: { [c.id]: conditionOf(c) } };
    ev.draft.rule = 'crudis.damage-table';
    this.moverDamage(w, row, pos, true, ev, rolls);
    // Damage that counts at once shows in the check's condition; a wreck has its own event.
    if (row.result !== 'wreck') ev.draft.effect = { summary, condition: { [c.id]: conditionOf(c) } };
  }

  /** Reads a red die on the damage table with the chariot's damage modifier, adding the roll. */
  private readDamage(c: Chariot, face: number, rolls: Roll[], purpose = 'damage (red die)'): DamageRow {
    const total = face + c.damageMod;
    const row = damageRow(total);
    rolls.push({
      purpose,
      dice: '1d6',
      faces: [face],
      modifiers: c.damageMod !== 0 ? [{ source: 'chariot damage', value: c.damageMod }] : [],
      total,
      table: 'crudis.damage-table',
      row: String(row.roll),
      outcome: row.label,
    });
    return row;
  }

  /** One roll on the damage table, taking effect at once: a wreck happens where the chariot stands. */
  private damageRoll(c: Chariot, pos: number, cause: string, rule: string, type = 'damage'): void {
    const rolls: Roll[] = [];
    const [face] = this.dice.roll(1, 6, `${c.id}: damage (${cause})`) as [number];
    const row = this.readDamage(c, face, rolls);
    this.applyDamage(c, row);
    this.scope.add(
      {
        phase: 'move',
        type,
        chariots: [c.id],
        rule,
        at: { [c.id]: point(c) },
        rolls,
        effect: { summary: `${cause}: ${row.label}`, condition: { [c.id]: conditionOf(c) } },
      },
      pos,
    );
    if (row.result === 'wreck') this.wreck(c, point(c), pos, cause, rule);
  }

  private applyDamage(c: Chariot, row: DamageRow): void {
    c.damageMod += row.damageMod;
    c.moveMod += row.moveMod;
  }

  /**
   * The damage table read for a chariot in its own move (at a danger line, at a wreck, in its own
   * collision). The timing roll places it along the move: a WRECK! is where the chariot breaks up;
   * other damage takes effect there, so only the rolls after that point read its modifier. Unscathed
   * needs no timing; damage read outside the reader's own move takes effect at once.
   */
  private moverDamage(
    w: Walker,
    row: DamageRow,
    pos: number,
    onLine: boolean,
    ev: Pending,
    rolls: Roll[],
  ): void {
    if (row.result === 'wreck') {
      this.moverWreck(w, pos, onLine, ev, rolls);
      return;
    }
    if (row.damageMod === 0 && row.moveMod === 0) return;
    const { at, timing } = this.timedAt(w, pos, onLine, rolls);
    if (at <= pos) this.applyDamage(w.ch, row);
    else
      w.deferred.push({
        at,
        row,
        when: timing === 'end' ? 'at the end of the move' : 'half-way through the move',
      });
  }

  /** Applies the damage deferred to steps up to `upTo`, logged at step `pos` where it takes effect. */
  private damageDue(w: Walker, upTo: number, pos: number): void {
    const due = w.deferred.filter((d) => d.at <= upTo);
    if (due.length === 0) return;
    w.deferred = w.deferred.filter((d) => d.at > upTo);
    const c = w.ch;
    if (c.status !== 'racing') return;
    for (const { row, when } of due) {
      this.applyDamage(c, row);
      this.scope.add(
        {
          phase: 'move',
          type: 'damage',
          chariots: [c.id],
          rule: 'crudis.damage-timing',
          at: { [c.id]: point(c) },
          effect: {
            summary: `${row.label} takes effect ${when}`,
            condition: { [c.id]: conditionOf(c) },
          },
        },
        pos,
      );
    }
  }

  /**
   * The timing roll for damage read in a chariot's own move: beginning of the move, on the danger
   * line (or, for any other cause, the half-way point of the move), or the end of the move. Returns
   * the step it places the damage at. Damage caused by something met along the way cannot happen
   * before it (house reading).
   */
  private timedAt(
    w: Walker,
    pos: number,
    onLine: boolean,
    rolls: Roll[],
  ): { at: number; timing: DamageTiming } {
    const [face] = this.dice.roll(1, 6, `${w.ch.id}: damage timing`) as [number];
    const timing = DAMAGE_TIMING[face - 1]!;
    const startPos = w.path.steps![0]!.pos;
    const total = this.scope.total;
    let at = pos;
    if (timing === 'start') at = onLine ? startPos : pos;
    else if (timing === 'line') at = onLine ? pos : Math.max(pos, Math.ceil(total / 2));
    else at = total;
    rolls.push({
      purpose: 'damage timing',
      dice: '1d6',
      faces: [face],
      modifiers: [],
      total: face,
      table: 'crudis.damage-timing',
      row: String(face),
      outcome: TIMING_LABEL[timing],
    });
    return { at, timing };
  }

  /** A moving chariot's wreck, placed by the timing roll (see timedAt). */
  private moverWreck(w: Walker, pos: number, onLine: boolean, ev: Pending, rolls: Roll[]): void {
    const { at } = this.timedAt(w, pos, onLine, rolls);
    const startPos = w.path.steps![0]!.pos;
    if (at <= startPos && onLine) {
      // Broken at the start: the chariot never left its squares, so it crossed no line either.
      w.path.steps!.length = 1;
      w.ch.lane = w.start.lane;
      w.ch.sq = w.start.sq;
      w.ch.laps = w.laps0;
      this.scope.drop(w.lapEvents);
      ev.draft.effect = { ...ev.draft.effect!, condition: { [w.ch.id]: conditionOf(w.ch) } };
      ev.pos = startPos;
      ev.draft.at = { [w.ch.id]: point(w.start) };
      this.wreck(
        w.ch,
        point(w.start),
        startPos,
        'breaks up at the start of its move',
        'crudis.damage-timing',
      );
    } else if (at <= pos) {
      this.wreck(w.ch, point(w.ch), pos, 'breaks up', 'crudis.damage-timing');
    } else {
      w.doomedAt = at;
    }
  }

  /** Passing (adjacent) a wreck costs one roll on the damage table; crossing it, two. */
  private wreckChecks(w: Walker, pos: number): void {
    const c = w.ch;
    for (const wreck of this.state.wrecks) {
      if (c.status !== 'racing' || w.doomedAt !== null) return;
      const need = overlaps(c, wreck) ? 2 : alongside(c, wreck) ? 1 : 0;
      const done = w.wreckRolls.get(wreck) ?? 0;
      if (need <= done) continue;
      w.wreckRolls.set(wreck, need);
      const rolls: Roll[] = [];
      const ev = this.scope.add(
        {
          phase: 'move',
          type: need === 2 ? 'wreck-cross' : 'wreck-pass',
          chariots: [c.id, wreck.chariot],
          rule: need === 2 ? 'crudis.crossing-a-wreck' : 'crudis.passing-a-wreck',
          at: { [c.id]: point(c), [wreck.chariot]: point(wreck) },
          rolls,
        },
        pos,
      );
      let worst: DamageRow | null = null;
      for (let k = done; k < need && c.status === 'racing'; k++) {
        const [face] = this.dice.roll(1, 6, `${c.id}: ${need === 2 ? 'crossing' : 'passing'} a wreck`) as [
          number,
        ];
        const row = this.readDamage(c, face, rolls);
        this.moverDamage(w, row, pos, false, ev, rolls);
        if (!worst || row.roll < worst.roll) worst = row;
        if (row.result === 'wreck') break;
      }
      ev.draft.effect = {
        summary: `${need === 2 ? 'crosses' : 'passes'} the wreck of ${wreck.chariot}: ${worst?.label ?? 'no roll'}`,
        condition: { [c.id]: conditionOf(c) },
      };
    }
  }

  /** Swerving into the spina or the outer wall scrapes the car: one roll on the damage table (house). */
  private barrierScrape(c: Chariot, lat: number, pos: number): void {
    const barrier = lat < 0 ? 'spina' : 'outer wall';
    this.damageRoll(c, pos, `swerves into the ${barrier}`, 'crudis.barrier-scrape', 'barrier');
  }

  /**
   * A collision: one damage roll each. If deliberate it is a ram. If the defender comes off worse
   * he is moved aside to make room. Returns whether the mover may go on.
   */
  private collide(
    w: Walker,
    d: Chariot,
    deliberate: boolean,
    next: Spot,
    pos: number,
    canShove: boolean,
  ): boolean {
    const c = w.ch;
    const rolls: Roll[] = [];
    const ev = this.scope.add(
      {
        phase: 'move',
        type: deliberate ? 'ram' : 'collision',
        chariots: [c.id, d.id],
        rule: deliberate ? 'crudis.ramming' : 'crudis.collision',
        at: { [c.id]: point(c), [d.id]: point(d) },
        rolls,
      },
      pos,
    );
    const [fa] = this.dice.roll(1, 6, `${c.id}: collision damage`) as [number];
    const [fd] = this.dice.roll(1, 6, `${d.id}: collision damage`) as [number];
    const ra = this.readDamage(c, fa, rolls, `damage to ${c.id}`);
    // The mover's timing die is logged right after its own roll, the defender's roll after both.
    const theirs: Roll[] = [];
    const rd = this.readDamage(d, fd, theirs, `damage to ${d.id}`);
    this.applyDamage(d, rd);
    if (rd.result === 'wreck')
      this.wreck(
        d,
        point(d),
        pos,
        deliberate ? 'rammed to pieces' : 'smashed in the collision',
        ev.draft.rule,
      );
    this.moverDamage(w, ra, pos, false, ev, rolls);
    rolls.push(...theirs);
    let through = false;
    let summary: string;
    if (c.status !== 'racing') summary = `${c.id} comes off worst`;
    else if (d.status !== 'racing') {
      through = true;
      summary = `${d.id} is wrecked; ${c.id} drives on`;
    } else if (rd.roll < ra.roll && canShove) {
      through = this.shoveAside(c, d, next, pos);
      summary = through
        ? `${d.id} comes off worse and is moved aside`
        : `${d.id} comes off worse but has nowhere to go`;
    } else {
      summary = `${c.id} is stopped behind ${d.id}`;
    }
    ev.draft.effect = { summary, condition: { [c.id]: conditionOf(c), [d.id]: conditionOf(d) } };
    return through;
  }

  /** Moves a beaten defender sideways, one or two lanes, just enough to clear the mover's path. */
  private shoveAside(c: Chariot, d: Chariot, next: Spot, pos: number): boolean {
    const prefer = Math.sign(d.lane - c.lane) || 1;
    for (const dir of [prefer, -prefer]) {
      for (let n = 1; n <= 2; n++) {
        let spot: Spot = d;
        let ok = true;
        for (let k = 0; k < n; k++) {
          spot = stepAside(spot, dir);
          if (!onBoard(spot) || this.taken(spot, d)) {
            ok = false;
            break;
          }
        }
        if (ok && !overlaps(spot, next)) return this.shift(d, dir, n, pos, 'shove', 'crudis.collision') === n;
      }
    }
    return false;
  }

  /**
   * Whether a chariot moved without driving (shoved, moved away, drawn abreast, stepping apart)
   * would land on another piece: a racing chariot or a wreck. Only a chariot's own move may take it
   * over a wreck, paying the rolls for crossing it.
   */
  private taken(spot: Spot, self: Chariot): boolean {
    return (
      this.racing().some((o) => o !== self && overlaps(spot, o)) ||
      this.state.wrecks.some((w) => overlaps(spot, w))
    );
  }

  /** Sideways displacement without forward movement, as far as the way is clear (up to n lanes). */
  private shift(v: Chariot, dir: number, n: number, pos: number, kind: string, rule: string): number {
    const path = this.scope.add({ phase: 'move', type: kind, chariots: [v.id], rule }, pos);
    path.steps = [{ lane: v.lane, sq: v.sq, pos }];
    let moved = 0;
    for (let k = 0; k < n; k++) {
      const spot = stepAside(v, dir);
      if (!onBoard(spot) || this.taken(spot, v)) break;
      v.lane = spot.lane;
      v.sq = spot.sq;
      moved++;
      path.steps.push({ lane: v.lane, sq: v.sq, pos: pos + (k + 1) * 0.5 });
    }
    path.draft.effect = {
      summary:
        moved === 0
          ? 'has no room to move aside'
          : `moved ${moved} lane${moved > 1 ? 's' : ''} ${dir < 0 ? 'in' : 'out'}`,
    };
    return moved;
  }

  /** Ripping off wheels: 4 manoeuvre points, alongside. Returns true when the move must stop. */
  private ripWheels(c: Chariot, v: Chariot, pos: number): boolean {
    const [first] = this.dice.roll(1, 6, `${c.id}: rip off wheels`) as [number];
    const res = RIP_TABLE[first - 1]!;
    const rolls: Roll[] = [
      {
        purpose: 'rip off wheels',
        dice: '1d6',
        faces: [first],
        modifiers: [],
        total: first,
        table: 'crudis.rip-off-wheels',
        row: String(first),
        outcome: RIP_LABEL[res],
      },
    ];
    const ev = this.scope.add(
      {
        phase: 'move',
        type: 'rip-wheels',
        chariots: [c.id, v.id],
        rule: 'crudis.rip-off-wheels',
        at: { [c.id]: point(c), [v.id]: point(v) },
        rolls,
      },
      pos,
    );
    let stop = false;
    let summary: string = RIP_LABEL[res];
    const hit = (who: Chariot): void => {
      const [face] = this.dice.roll(1, 6, `${who.id}: wheel damage`) as [number];
      const row = this.readDamage(who, face, rolls, `damage to ${who.id}`);
      this.applyDamage(who, row);
      if (row.result === 'wreck' && who.status === 'racing') {
        this.wreck(who, point(who), pos, 'loses a wheel and breaks up', 'crudis.rip-off-wheels');
        if (who === c) stop = true;
      }
    };
    if (res === 'attacker-damaged') hit(c);
    else if (res === 'attacker-lose-control') c.lostControl = true;
    else {
      const [second] = this.dice.roll(1, 6, `${c.id}: rip-off results`) as [number];
      const out = RIP_RESULTS[second - 1]!;
      summary = RIP_LABEL[out];
      rolls.push({
        purpose: 'rip-off results',
        dice: '1d6',
        faces: [second],
        modifiers: [],
        total: second,
        table: 'crudis.rip-off-results',
        row: String(second),
        outcome: RIP_LABEL[out],
      });
      switch (out) {
        case 'both-damaged':
          hit(c);
          hit(v);
          break;
        case 'lock-together':
          this.lockTogether(c, v, pos);
          stop = true;
          break;
        case 'both-lose-control':
          c.lostControl = true;
          v.lostControl = true;
          break;
        case 'victim-lose-control':
          v.lostControl = true;
          break;
        case 'victim-badly-damaged':
          hit(v);
          if (v.status === 'racing') hit(v);
          break;
      }
    }
    ev.draft.effect = { summary, condition: { [c.id]: conditionOf(c), [v.id]: conditionOf(v) } };
    return stop;
  }

  /** Locks two chariots (and any already locked to them); the attacker draws exactly abreast. */
  private lockTogether(a: Chariot, b: Chariot, pos: number): void {
    const abreast: Spot = { lane: a.lane, sq: board.transfer(b.lane, b.sq, a.lane) };
    if (abreast.sq !== a.sq && !this.taken(abreast, a)) {
      const path = this.scope.add(
        {
          phase: 'move',
          type: 'lock-move',
          chariots: [a.id],
          rule: 'crudis.locked-together',
          effect: { summary: `wheels caught: draws abreast of ${b.id}` },
        },
        pos,
      );
      path.steps = [
        { lane: a.lane, sq: a.sq, pos },
        { lane: abreast.lane, sq: abreast.sq, pos: pos + 0.5 },
      ];
      a.sq = abreast.sq;
    }
    const id = a.lock ?? b.lock ?? this.state.nextLock++;
    const old = [a.lock, b.lock].filter((x): x is number => x !== null && x !== id);
    for (const c of this.state.chariots)
      if (c === a || c === b || (c.lock !== null && old.includes(c.lock))) c.lock = id;
  }

  /** Destroys a chariot where it stands; the wreck bounces +d6 squares forward and perhaps aside. */
  private wreck(c: Chariot, at: BoardPoint, pos: number, cause: string, rule: string): void {
    if (c.status === 'wrecked') return;
    const spot = at as Spot;
    c.status = 'wrecked';
    const group = c.lock;
    c.lock = null;
    if (group !== null) {
      const rest = this.state.chariots.filter((o) => o.lock === group);
      if (rest.length < 2) for (const o of rest) o.lock = null;
    }
    const wreckEv = this.scope.add(
      {
        phase: 'move',
        type: 'wreck',
        chariots: [c.id],
        rule,
        at: { [c.id]: point(spot) },
        effect: { summary: `WRECK! ${cause}`, condition: { [c.id]: conditionOf(c) } },
      },
      pos,
    );
    const [fwd] = this.dice.roll(1, 6, `${c.id}: wreck bounce, squares forward`) as [number];
    const [side] = this.dice.roll(1, 6, `${c.id}: wreck bounce, lanes aside`) as [number];
    const target = Math.min(MAX_LANE, Math.max(1, spot.lane + BOUNCE_LANES[side - 1]!));
    const laterals = lateralSteps(fwd, target - spot.lane, true);
    const path = this.scope.add(
      {
        phase: 'move',
        type: 'bounce',
        chariots: [c.id],
        rule: 'crudis.dead-cart-bounce',
        rolls: [
          {
            purpose: 'wreck bounce: squares forward',
            dice: '1d6',
            faces: [fwd],
            modifiers: [],
            total: fwd,
            outcome: `+${fwd} squares forward`,
          },
          {
            purpose: 'wreck bounce: lanes aside',
            dice: '1d6',
            faces: [side],
            modifiers: [],
            total: side,
            table: 'crudis.dead-cart-bounce',
            row: String(side),
            outcome: BOUNCE_LABEL[side - 1]!,
          },
        ],
      },
      pos,
    );
    let p: Spot = { lane: spot.lane, sq: spot.sq };
    path.steps = [{ lane: p.lane, sq: p.sq, pos }];
    // Lanes beyond one per square forward are covered sideways once the wreck has landed.
    const aside = target - spot.lane - laterals.reduce((a, b) => a + b, 0);
    const hops = fwd + Math.abs(aside);
    const steps: Array<(q: Spot) => Spot> = [
      ...laterals.map((l) => (q: Spot) => stepForward(q, l)),
      ...new Array<(q: Spot) => Spot>(Math.abs(aside)).fill((q) => stepAside(q, Math.sign(aside))),
    ];
    // A tumbling wreck that reaches a racing chariot stops against it, in the last squares free.
    let struck: Chariot | undefined;
    let landed = pos;
    for (const [i, step] of steps.entries()) {
      const q = step(p);
      struck = this.racing().find((o) => o !== c && overlaps(q, o));
      if (struck) break;
      p = q;
      landed = pos + ((i + 1) / hops) * 1.5;
      path.steps.push({ lane: p.lane, sq: p.sq, pos: landed });
    }
    c.lane = p.lane;
    c.sq = p.sq;
    const w: Wreck = { chariot: c.id, lane: p.lane, sq: p.sq, seq: -1, turn: this.state.turn };
    this.state.wrecks.push(w);
    this.wreckRecords.push({ wreck: w, event: wreckEv });
    const moved = path.steps.length - 1;
    path.draft.effect = {
      summary: struck
        ? `the wreck strikes ${struck.id} and stops in lane ${p.lane}, ${moved} of ${hops} squares on`
        : `the wreck lands in lane ${p.lane}, ${fwd} squares on`,
    };
    if (struck) this.wreckStrikes(c, struck, landed);
  }

  /** A wreck bouncing into a chariot is a collision: one damage roll, for the chariot (the wreck
   * has nothing left to lose). */
  private wreckStrikes(wreck: Chariot, c: Chariot, pos: number): void {
    const rolls: Roll[] = [];
    const [face] = this.dice.roll(1, 6, `${c.id}: struck by the wreck of ${wreck.id}`) as [number];
    const row = this.readDamage(c, face, rolls, `damage to ${c.id}`);
    this.applyDamage(c, row);
    this.scope.add(
      {
        phase: 'move',
        type: 'collision',
        chariots: [c.id, wreck.id],
        rule: 'crudis.collision',
        at: { [c.id]: point(c), [wreck.id]: point(wreck) },
        rolls,
        effect: {
          summary: `the wreck of ${wreck.id} strikes ${c.id}: ${row.label}`,
          condition: { [c.id]: conditionOf(c) },
        },
      },
      pos,
    );
    if (row.result === 'wreck')
      this.wreck(c, point(c), pos, `struck by the wreck of ${wreck.id}`, 'crudis.collision');
  }

  readonly wreckRecords: Array<{ wreck: Wreck; event: Pending }> = [];

  /** Emits the turn's events with their times, and settles finishing times. */
  private flush(): void {
    const s = this.scope;
    for (const p of s.pending) {
      const draft = p.draft;
      if (p.steps) {
        draft.path = p.steps.map((q) => ({ lane: q.lane, sq: q.sq, f: roundT(s.fraction(q.pos)) }));
      }
      const ev = this.writer.emit(draft, s.fraction(p.pos));
      const rec = this.wreckRecords.find((r) => r.event === p);
      if (rec) rec.wreck.seq = ev.seq;
    }
    for (const f of s.finishes) f.chariot.finishedAt = roundT(this.state.turn + s.fraction(f.pos));
  }

  /** Places: finishers by the moment they crossed (then by order of moves), then the rest by distance. */
  results(): RaceResult[] {
    const finished = this.state.chariots
      .filter((c) => c.status === 'finished')
      .sort((a, b) => a.finishedAt! - b.finishedAt! || this.finishRank(a) - this.finishRank(b));
    const others = this.state.chariots
      .filter((c) => c.status !== 'finished')
      .sort(
        (a, b) =>
          (a.status === 'retired' ? 0 : 1) - (b.status === 'retired' ? 0 : 1) ||
          frontStation(b) - frontStation(a),
      );
    const out: RaceResult[] = finished.map((c, i) => ({
      chariot: c.id,
      place: i + 1,
      status: c.status,
      finishedAt: c.finishedAt,
    }));
    let place = out.length;
    for (const c of others) {
      out.push({
        chariot: c.id,
        place: c.status === 'retired' ? ++place : null,
        status: c.status,
        finishedAt: null,
      });
    }
    return out;
  }

  private finishRank(c: Chariot): number {
    const seq = this.writer.events.find((e) => e.type === 'finish' && e.chariots[0] === c.id)?.seq;
    return seq ?? Number.MAX_SAFE_INTEGER;
  }
}
