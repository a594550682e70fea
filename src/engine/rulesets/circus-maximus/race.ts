import type { DiceSource } from '../../dice/dice.ts';
import type { RaceEvent, RaceResult, Roll, TurnCheckpoint, Weather } from '../../log/schema.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { type AttackChoice, canStrain, chooseAttack, chooseSpeed, type SpeedChoice } from './ai.ts';
import { cornerOf, finishStation, frontEdge, LAP_STATIONS, laneChangeSquare, startSpot } from './board.ts';
import {
  inReach,
  type Reach,
  ram,
  lash,
  spearSelfCheck,
  throwDust,
  throwKnife,
  thrustSpear,
} from './combat.ts';
import { CmContext, footPoint, point } from './context.ts';
import { applyOutcome, jostle, overspeed, type Side, sideslip, wheelHit } from './incidents.ts';
import type { CmOptions } from './options.ts';
import { formatSpec, type Spec } from './spec.ts';
import { aliveHorses, type Chariot, type CmState, type Obstacle } from './state.ts';
import { cornerStrainResult, CORNER_STRAIN, RULES, WRECK_CROSSING } from './tables.ts';
import { cornersDone, startWeather, trackMud, turnWeather } from './weather.ts';

/**
 * The driver's choices. The AI fills each; scenarios and tests may force any of them for a chariot
 * (undefined hands the choice back to the AI).
 */
export interface Drivers {
  speed?: (c: Readonly<Chariot>, ctx: CmContext) => SpeedChoice | undefined;
  attack?: (
    c: Readonly<Chariot>,
    ctx: CmContext,
    left: number,
    reach: readonly Reach[],
  ) => AttackChoice | null | undefined;
}

/** A chariot's specification and how it was chosen, for the log. */
export interface BuiltSpec {
  spec: Spec;
  reason: string;
  rolls: Roll[];
}

const sign = (x: number): Side => (x < 0 ? -1 : 1);

export class CmRace {
  readonly ctx: CmContext;
  readonly state: CmState;
  initialWeather: Weather = { sky: 'clear', mud: 0 };
  private plans = new Map<string, SpeedChoice>();
  private readonly finish: number;

  constructor(
    setup: RaceSetup,
    dice: DiceSource,
    readonly opts: CmOptions,
    readonly specs: readonly BuiltSpec[],
    private readonly drivers: Drivers = {},
  ) {
    this.finish = finishStation(opts.laps);
    this.state = {
      turn: 0,
      chariots: setup.chariots.map((c, i) => {
        const spec = specs[i]!.spec;
        return {
          id: c.id,
          personality: c.personality,
          spec,
          ...startSpot(i, setup.chariots.length),
          status: 'racing',
          driver: 'aboard',
          team: 'harnessed',
          horses: spec.horses.map((speed) => ({ speed, hits: 0, dead: false, cut: false })),
          driverHits: 0,
          endurance: spec.endurance,
          wheels: { left: 0, right: 0 },
          whip: spec.whip,
          jostle: 0,
          headWounds: 0,
          straightMoves: 0,
          blinded: false,
          speedLoss: 0,
          forcedBrake: false,
          dust: spec.dust && opts.rules.dust,
          knife: spec.knife && opts.rules.knife,
          smallKnife: true,
          spear: spec.spear && opts.rules.spear,
          turnSpeed: 0,
          strain: false,
          laps: 0,
          finishedAt: null,
          runawayTurns: 0,
          foot: null,
        } satisfies Chariot;
      }),
      obstacles: [],
      weather: { sky: 'clear', mud: 0 },
      rainCorners: {},
      cornersDone: {},
      unsettled: false,
      leaderLap: 0,
      rng: dice.state(),
    };
    this.ctx = new CmContext(this.state, dice, opts);
    overspeed.set(this.ctx, new Set());
  }

  get events(): readonly RaceEvent[] {
    return this.ctx.writer.events;
  }
  get checkpoints(): readonly TurnCheckpoint[] {
    return this.ctx.writer.checkpoints;
  }

  private racing(): Chariot[] {
    return this.state.chariots.filter((c) => c.status === 'racing');
  }

  run(): void {
    this.start();
    while (this.racing().length > 0 && this.state.turn < this.opts.maxTurns) this.playTurn();
    this.finishRace();
  }

  /** Turn 0: the specifications, the start line and the weather before the race. */
  start(): void {
    const ctx = this.ctx;
    ctx.writer.turn = 0;
    for (const [i, c] of this.state.chariots.entries()) {
      const built = this.specs[i]!;
      ctx.emit({
        phase: 'setup',
        type: 'specification',
        chariots: [c.id],
        rule:
          this.opts.setupMethod === 'moon-32'
            ? 'circus-maximus.specification'
            : 'circus-maximus.classic-set-up',
        rolls: built.rolls,
        decision: { choice: formatSpec(c.spec), reason: built.reason },
        effect: { summary: `${c.id} builds a ${c.spec.weight} chariot, team speed ${ctx.teamSpeed(c)}` },
      });
      ctx.emit({
        phase: 'setup',
        type: 'place',
        chariots: [c.id],
        rule: 'circus-maximus.set-up',
        at: { [c.id]: point(c) },
        effect: { summary: `${c.id} takes lane ${c.lane} on the start line`, condition: ctx.cond(c) },
      });
    }
    if (this.opts.rules.weather) startWeather(ctx);
    for (const c of this.state.chariots) this.state.cornersDone[c.id] = cornersDone(c);
    this.initialWeather = { ...this.state.weather };
    this.checkpoint();
  }

  finishRace(): void {
    const ctx = this.ctx;
    ctx.writer.turn = this.state.turn;
    ctx.base = 1;
    ctx.span = 0;
    for (const c of this.racing()) {
      c.status = 'retired';
      ctx.emit({
        phase: 'race-end',
        type: 'retire',
        chariots: [c.id],
        rule: 'circus-maximus.time-limit',
        effect: {
          summary: `${c.id} is still racing after ${this.opts.maxTurns} turns: retired`,
          condition: ctx.cond(c),
        },
      });
    }
  }

  private checkpoint(): void {
    this.state.rng = this.ctx.dice.state();
    // The specifications never change after set-up (the header holds them): leave them out of the
    // hashed state, and write each chariot as a row of values: this keeps checkpoints cheap.
    this.ctx.writer.checkpoint({
      ...this.state,
      chariots: this.state.chariots.map((c) => [
        c.id,
        c.lane,
        c.sq,
        c.status,
        c.driver,
        c.team,
        c.horses.map((h) => [h.hits, h.dead, h.cut]),
        c.driverHits,
        c.endurance,
        c.wheels.left,
        c.wheels.right,
        c.whip,
        c.jostle,
        c.headWounds,
        c.straightMoves,
        c.blinded,
        c.speedLoss,
        c.forcedBrake,
        c.dust,
        c.knife,
        c.smallKnife,
        c.spear,
        c.turnSpeed,
        c.strain,
        c.laps,
        c.finishedAt,
        c.runawayTurns,
        c.foot,
      ]),
    });
  }

  results(): RaceResult[] {
    const finished = this.state.chariots
      .filter((c) => c.status === 'finished')
      .sort((a, b) => a.finishedAt! - b.finishedAt!);
    const rest = this.state.chariots.filter((c) => c.status !== 'finished');
    return [
      ...finished.map((c, i) => ({
        chariot: c.id,
        place: i + 1,
        status: c.status,
        finishedAt: c.finishedAt,
      })),
      ...rest.map((c) => ({ chariot: c.id, place: null, status: c.status, finishedAt: null })),
    ];
  }

  /** Resolves one whole turn (public so scenarios can step a race turn by turn). */
  playTurn(): void {
    const ctx = this.ctx;
    this.state.turn += 1;
    ctx.writer.turn = this.state.turn;
    ctx.base = 0;
    ctx.span = 0;
    overspeed.get(ctx)!.clear();
    if (this.opts.rules.weather) turnWeather(ctx);
    for (const c of this.racing()) this.recover(c);
    for (const c of this.racing()) this.writeSpeed(c);
    const order = this.drawOrder();
    order.forEach((c, k) => {
      if (c.status !== 'racing') return;
      ctx.base = k / order.length;
      ctx.span = 1 / order.length;
      this.move(c);
      // A slide in this move may have carried any chariot over a lap line.
      for (const o of this.racing()) this.countLaps(o);
    });
    ctx.base = 1;
    ctx.span = 0;
    ctx.pos = 0;
    for (const c of this.state.chariots) this.afterMoves(c);
    if (this.opts.rules.weather) trackMud(ctx);
    this.checkpoint();
  }

  /** Jostling wears off a point a turn; a blinded driver rolls to see again. */
  private recover(c: Chariot): void {
    const ctx = this.ctx;
    if (c.jostle > 0) c.jostle -= 1;
    if (!c.blinded) return;
    const rolled = ctx.roll(1, 6, `${c.id}: blinded, regains control`);
    const { total } = rolled;
    const ok = total >= RULES.blindedRecover.value;
    if (ok) c.blinded = false;
    ctx.emit({
      phase: 'recover',
      type: 'blinded',
      chariots: [c.id],
      rule: 'circus-maximus.pouch-of-dust',
      rolls: [
        ctx.record(rolled, {
          target: { op: '>=', value: RULES.blindedRecover.value },
          outcome: ok ? 'sees again' : 'still blinded',
        }),
      ],
      effect: { summary: ok ? `${c.id} can see again` : `${c.id} is still blinded`, condition: ctx.cond(c) },
    });
  }

  private writeSpeed(c: Chariot): void {
    const ctx = this.ctx;
    const choice = this.drivers.speed?.(c, ctx) ?? chooseSpeed(ctx, c);
    const max = ctx.maxSpeed(c);
    // A blinded driver cannot change his (halved) speed.
    const speed = c.blinded ? Math.min(c.turnSpeed, max) : Math.max(0, Math.min(max, choice.speed));
    c.turnSpeed = speed;
    c.strain = this.opts.rules.voluntaryStraining && choice.strain;
    this.plans.set(c.id, { ...choice, speed });
    ctx.emit({
      phase: 'write',
      type: 'speed',
      chariots: [c.id],
      rule: this.opts.rules.voluntaryStraining
        ? 'circus-maximus.voluntary-straining'
        : 'circus-maximus.turn-speed',
      decision: {
        choice: `${speed}${c.strain ? 'S' : ''}, aiming for lane ${choice.lane}`,
        reason: `${choice.reason} (at most team speed ${ctx.teamSpeed(c)} + CDM ${ctx.cdm(c)})`,
      },
      effect: { summary: `${c.id} writes speed ${speed}${c.strain ? 'S' : ''}` },
    });
  }

  /** Move order drawn at random each turn (a shuffle by dice). */
  private drawOrder(): Chariot[] {
    const ctx = this.ctx;
    const order = this.racing();
    const rolls: Roll[] = [];
    for (let i = order.length - 1; i >= 1; i--) {
      const { faces } = ctx.roll(1, i + 1, 'order of moves');
      const j = faces[0]! - 1;
      [order[i], order[j]] = [order[j]!, order[i]!];
      rolls.push({
        purpose: 'order of moves',
        dice: `1d${i + 1}`,
        faces,
        modifiers: [],
        total: faces[0]!,
        outcome: `place ${i + 1} drawn`,
      });
    }
    ctx.emit({
      phase: 'order',
      type: 'turn-start',
      chariots: order.map((c) => c.id),
      rule: 'circus-maximus.move-order',
      rolls,
      effect: { summary: `order of moves: ${order.map((c) => c.id).join(', ') || 'none'}` },
    });
    return order;
  }

  // ---------------------------------------------------------------------------------------------
  // One chariot's move

  private move(c: Chariot): void {
    const ctx = this.ctx;
    ctx.pos = 0;
    ctx.total = Math.max(1, c.turnSpeed);
    let mf = c.turnSpeed;
    if (this.opts.rules.firstTurnAcceleration && this.state.turn === 1) mf = this.accelerate(c, mf);
    this.cutDeadHorses(c);
    if (c.speedLoss > 0) {
      mf = Math.max(0, mf - c.speedLoss);
      c.speedLoss = 0;
    }
    if (c.forcedBrake) {
      c.forcedBrake = false;
      const braked = Math.ceil(mf / 2);
      mf -= braked;
      this.brake(c, braked, 'a forced brake');
    }
    // Without the Moon rule the driver decides to strain as his move begins, not when writing.
    const strainNow = this.opts.rules.voluntaryStraining
      ? c.strain
      : (this.drivers.speed?.(c, ctx) ?? chooseSpeed(ctx, c)).strain;
    if (strainNow && canStrain(ctx, c)) mf += this.strain(c);
    ctx.total = Math.max(1, mf);
    const speed = mf;
    ctx.beginPath(c);
    const checked = new Set<number>();
    let justChanged = false;
    let attackedHere = false;
    let attacks = 0;
    let spearUsed = false;
    /** Wrecks and carcasses already run over this move: one roll each, however many squares. */
    const crossed = new Set<Obstacle>();
    const target = this.plans.get(c.id)?.lane ?? c.lane;
    // An eye wound: "straight for the next two movement turns" (seed), counted as moves begin, so
    // a wound taken during this move leaves it free and binds the two after it.
    const straight = c.straightMoves > 0;
    if (straight) c.straightMoves -= 1;
    while (ctx.pos < mf && c.status === 'racing') {
      const left = mf - ctx.pos;
      if (!attackedHere && attacks < 2) {
        // Asked even with nobody alongside: a knife may be thrown at any range.
        const reach = inReach(ctx, c);
        // A forced driver's null means no attack; only undefined hands the choice to the AI.
        const forced = this.drivers.attack?.(c, ctx, left, reach);
        const choice = forced !== undefined ? forced : chooseAttack(ctx, c, left, reach, attacks);
        if (choice && this.canAttack(c, choice) && !(choice.kind === 'spear' && spearUsed)) {
          const cost = this.attackCost(choice);
          if (cost <= left) {
            attackedHere = true;
            attacks += 1;
            if (choice.kind === 'spear') spearUsed = true;
            ctx.emit({
              phase: 'move',
              type: 'decision',
              chariots: [c.id, choice.target.id],
              rule: `circus-maximus.${choice.kind}`,
              decision: {
                choice: `${choice.kind} ${choice.target.id}'s ${choice.part}`,
                reason: choice.reason,
              },
              effect: { summary: `${c.id} goes for ${choice.target.id}'s ${choice.part} (${choice.kind})` },
            });
            ctx.pos += cost;
            const lane = c.lane;
            this.attack(c, choice);
            // Slid aside by the attack's outcome: that is a lane change too.
            if (c.lane !== lane) justChanged = true;
            continue;
          }
        }
      }
      const wanted = straight ? c.lane : target;
      if (
        !justChanged &&
        wanted !== c.lane &&
        this.tryLaneChange(c, sign(wanted - c.lane), left, checked, speed, crossed)
      ) {
        justChanged = true;
        continue;
      }
      const occ = ctx.occupant(c.lane, c.sq + 1, c);
      const obstacle = occ ? undefined : this.troubling(c, c.lane, c.sq + 1, crossed);
      if (!occ && !(obstacle && !justChanged && this.avoid(c, left, checked, speed, crossed, straight))) {
        c.sq += 1;
        ctx.pos += 1;
        attackedHere = false;
        ctx.step(c);
        const lane = c.lane;
        if (obstacle) {
          crossed.add(obstacle);
          this.crossObstacle(c, obstacle);
        }
        if (c.status !== 'racing') break;
        this.cornerCheck(c, checked, speed);
        this.countLaps(c);
        if (c.status === 'racing') this.checkFinish(c);
        // A forced sideslip (the corner strain chart's) is a lane change: the next one needs a
        // square forward first.
        justChanged = c.lane !== lane;
        continue;
      }
      if (occ) {
        if (!justChanged && this.avoid(c, left, checked, speed, crossed, straight)) {
          justChanged = true;
          continue;
        }
        this.brake(c, left, `blocked by ${occ.id}`);
        ctx.pos = mf;
      } else justChanged = true;
    }
    ctx.pos = Math.min(ctx.pos, ctx.total);
    ctx.endPath();
  }

  private accelerate(c: Chariot, mf: number): number {
    const ctx = this.ctx;
    const mods = ctx.cdmModifiers(c, -1);
    const rolled = ctx.roll(2, 6, `${c.id}: first-turn acceleration`, mods);
    const { total } = rolled;
    const after = Math.max(0, mf - Math.max(0, total));
    ctx.emit({
      phase: 'move',
      type: 'acceleration',
      chariots: [c.id],
      rule: 'circus-maximus.first-turn-acceleration',
      rolls: [
        ctx.record(rolled, {
          outcome: `speed ${mf} - ${Math.max(0, total)} = ${after}`,
        }),
      ],
      effect: { summary: `${c.id} gets going from the start: ${after} MF of the ${mf} written` },
    });
    return after;
  }

  private strain(c: Chariot): number {
    const ctx = this.ctx;
    const rolled = ctx.roll(1, 6, `${c.id}: voluntary strain`);
    const { total } = rolled;
    const paid = Math.min(total, c.endurance);
    c.endurance -= paid;
    ctx.emit({
      phase: 'move',
      type: 'strain',
      chariots: [c.id],
      rule: this.opts.rules.voluntaryStraining
        ? 'circus-maximus.voluntary-straining'
        : 'circus-maximus.strain',
      rolls: [
        ctx.record(rolled, {
          outcome: `+${total} MF for ${paid} endurance`,
        }),
      ],
      effect: {
        summary: `${c.id} whips the team on: +${total} MF, endurance ${c.endurance}`,
        condition: ctx.cond(c),
      },
    });
    return total;
  }

  /** Unused MF cost endurance; what the team cannot pay leaves the driver jostled (house). */
  private brake(c: Chariot, mf: number, why: string): void {
    if (mf <= 0) return;
    const ctx = this.ctx;
    const paid = Math.min(mf, c.endurance);
    c.endurance -= paid;
    ctx.emit({
      phase: 'move',
      type: 'brake',
      chariots: [c.id],
      rule: 'circus-maximus.braking',
      effect: {
        summary: `${c.id} brakes ${mf} MF (${why}): endurance ${c.endurance}`,
        condition: ctx.cond(c),
      },
    });
    if (paid < mf)
      jostle(ctx, c, { rule: 'circus-maximus.braking', what: 'braking with a blown team', side: -1 });
  }

  /** The weapon is at hand and its rule is in play (a switched-off rule's weapon is never had). */
  private canAttack(c: Chariot, a: AttackChoice): boolean {
    switch (a.kind) {
      case 'lash':
        return c.whip !== 'none';
      case 'ram':
        return true;
      case 'dust':
        return c.dust && !this.ctx.raining();
      case 'knife':
        return c.knife || (c.smallKnife && this.opts.rules.knife);
      case 'spear':
        return c.spear;
    }
  }

  private attackCost(a: AttackChoice): number {
    if (a.kind === 'spear') return RULES.spearCost.value;
    if (a.kind === 'dust') return RULES.dustCost.value;
    if (a.kind === 'knife') return RULES.knifeCost.value;
    return RULES.attackCost.value;
  }

  private attack(c: Chariot, a: AttackChoice): void {
    const ctx = this.ctx;
    const t = a.target;
    switch (a.kind) {
      case 'lash':
        lash(ctx, c, t, a.part === 'team' ? 'team' : 'driver', a.side);
        return;
      case 'ram':
        ram(ctx, c, t, a.part === 'team' ? 'team' : 'car', a.side);
        return;
      case 'dust':
        throwDust(ctx, c, t, a.side);
        return;
      case 'knife':
        throwKnife(ctx, c, t, a.side, !c.knife);
        return;
      case 'spear':
        thrustSpear(ctx, c, t, a.side);
        return;
    }
  }

  /** A lane change: outward 1 MF, inward 2 MF, to the square abreast (the corner shift built in). */
  private tryLaneChange(
    c: Chariot,
    dir: Side,
    left: number,
    checked: Set<number>,
    speed: number,
    crossed: ReadonlySet<Obstacle>,
  ): boolean {
    const ctx = this.ctx;
    const cost = dir < 0 ? RULES.inwardCost.value : RULES.outwardCost.value;
    const to = c.lane + dir;
    if (cost > left || to < 1 || to > 8) return false;
    const sq = laneChangeSquare(c.lane, c.sq, to);
    if (!ctx.freeFor(c, to, sq) || this.troubling(c, to, sq, crossed)) return false;
    const from = c.lane;
    c.lane = to;
    c.sq = sq;
    ctx.pos += cost;
    ctx.step(c);
    this.rainSlip(c, dir);
    if (c.status === 'racing') this.cornerCheck(c, checked, speed, from);
    return true;
  }

  /** Around something in the way: outward first (cheaper), then inward. */
  private avoid(
    c: Chariot,
    left: number,
    checked: Set<number>,
    speed: number,
    crossed: ReadonlySet<Obstacle>,
    straight: boolean,
  ): boolean {
    const change = (dir: Side) => this.tryLaneChange(c, dir, left, checked, speed, crossed);
    if (straight) return change(1);
    return change(1) || change(-1);
  }

  /** Rain and mud: light chariots slip on with a 5-6 after a lane change, normal ones on a 6 (seed). */
  private rainSlip(c: Chariot, dir: Side): void {
    const ctx = this.ctx;
    if (!this.opts.rules.weather || !(ctx.raining() || ctx.mud()) || c.spec.weight === 'heavy') return;
    const need = c.spec.weight === 'light' ? 5 : 6;
    const rolled = ctx.roll(1, 6, `${c.id}: lane change in the wet`);
    const { total } = rolled;
    const slips = total >= need;
    ctx.emit({
      phase: 'move',
      type: 'wet-lane-change',
      chariots: [c.id],
      rule: 'circus-maximus.rain',
      rolls: [
        ctx.record(rolled, {
          target: { op: '>=', value: need },
          outcome: slips ? 'slides on a lane' : 'holds the line',
        }),
      ],
      effect: { summary: slips ? `${c.id} slides on in the wet` : `${c.id} holds the line in the wet` },
    });
    if (slips)
      sideslip(ctx, c, dir, 1, {
        rule: 'circus-maximus.rain',
        what: 'a wet lane change',
        side: -dir as Side,
      });
  }

  /** A wreck or carcass on a square that troubles this chariot: not one it has already run over
   * this move, nor its own carcass on the turn it was cut. */
  private troubling(
    c: Chariot,
    lane: number,
    sq: number,
    crossed: ReadonlySet<Obstacle>,
  ): Obstacle | undefined {
    const o = this.ctx.obstacleAt(lane, sq);
    if (!o || crossed.has(o)) return undefined;
    if (o.kind === 'carcass' && o.chariot === c.id && o.cutTurn === this.state.turn) return undefined;
    return o;
  }

  /** RUNNING OVER WRECKS: 2d6 − CDM, a carcass −1 more (seed). */
  private crossObstacle(c: Chariot, o: Obstacle): void {
    const ctx = this.ctx;
    const mods = [...ctx.cdmModifiers(c, -1)];
    if (o.kind === 'carcass') mods.push({ source: 'horse carcass', value: -1 });
    const r = ctx.rollOn(
      WRECK_CROSSING,
      2,
      `${c.id}: runs over ${o.kind === 'carcass' ? 'a horse carcass' : `${o.chariot}'s wreck`}`,
      mods,
    );
    const wreck = o.kind === 'wreck';
    ctx.emit({
      phase: 'move',
      type: 'wreck-cross',
      // A wreck names its chariot, where it lies (a carcass belongs to no chariot on the track).
      chariots: wreck ? [c.id, o.chariot] : [c.id],
      rule: wreck ? 'circus-maximus.running-over-wrecks' : 'circus-maximus.horse-carcasses',
      rolls: [r.roll],
      at: { [c.id]: point(c), ...(wreck ? { [o.chariot]: point(o) } : {}) },
      effect: {
        summary: `${c.id} runs over ${o.kind === 'carcass' ? 'a horse carcass' : `${o.chariot}'s wreck`}: ${r.row.label}`,
      },
    });
    const cause = {
      rule: 'circus-maximus.running-over-wrecks',
      what: 'running over wreckage',
      side: -1 as Side,
    };
    if (r.row.result === 'jolt') jostle(ctx, c, cause);
    if (r.row.result === 'wheel') wheelHit(ctx, c, 'left', 2, cause, true);
    if (r.row.result === 'flip') applyOutcome(ctx, c, { code: 'flip' }, cause);
  }

  /**
   * A corner over the safe speed: endurance, then the corner strain chart. The check comes when
   * the move enters a corner (`checked`: the corners entered this move), and again whenever a lane
   * change (`from`: the lane it left, with any wet slide after it) brings the chariot inward to a
   * lane with a lower safe speed, however often it has slid out and come back.
   */
  private cornerCheck(c: Chariot, checked: Set<number>, speed: number, from?: number): void {
    const ctx = this.ctx;
    const corner = cornerOf(c.lane, c.sq);
    if (corner === null) return;
    const safe = ctx.safeSpeed(c, c.lane);
    const entering = !checked.has(corner);
    const inward = from !== undefined && safe < ctx.safeSpeed(c, from);
    if (!entering && !inward) return;
    checked.add(corner);
    if (speed <= safe) return;
    const over = speed - safe;
    overspeed.get(ctx)!.add(c.id);
    const lost = Math.min(over, c.endurance);
    c.endurance -= lost;
    const mods = ctx.strainModifiers(c);
    const rolled = ctx.roll(3, 6, `${c.id}: corner strain`, mods);
    const { total } = rolled;
    const { column, outcome } = cornerStrainResult(over, total);
    ctx.emit({
      phase: 'move',
      type: 'corner-strain',
      chariots: [c.id],
      rule: 'circus-maximus.corner-strain',
      at: { [c.id]: point(c) },
      rolls: [
        ctx.record(rolled, {
          table: CORNER_STRAIN.id,
          row: `${column} over`,
          outcome: outcome.code === 'none' ? 'no effect' : outcome.code,
        }),
      ],
      effect: {
        summary: `${c.id} takes the corner at ${speed}, ${over} over the safe ${safe} of lane ${c.lane}: endurance -${lost}, ${outcome.code === 'none' ? 'holds' : outcome.code}`,
        condition: ctx.cond(c),
      },
    });
    applyOutcome(ctx, c, outcome, {
      rule: 'circus-maximus.corner-strain',
      what: 'strain in the corner',
      side: -1,
    });
    // "When a driver with a spear is straining in a corner" (seed): every roll on the corner
    // strain chart brings the own-spear check.
    spearSelfCheck(ctx, c, 'straining in a corner');
  }

  /** A `lap` event for each lap a racing chariot's front has newly completed (the last one too,
   * just before its finish), as the other rulesets write them. */
  private countLaps(c: Chariot): void {
    if (c.status !== 'racing') return;
    const done = Math.min(this.opts.laps, Math.floor(frontEdge(c.lane, c.sq) / LAP_STATIONS));
    while (c.laps < done) {
      c.laps += 1;
      this.ctx.emit({
        phase: 'move',
        type: 'lap',
        chariots: [c.id],
        rule: 'circus-maximus.finish',
        effect: { summary: `${c.id} completes lap ${c.laps}`, condition: this.ctx.cond(c) },
      });
    }
  }

  private checkFinish(c: Chariot): void {
    const ctx = this.ctx;
    if (frontEdge(c.lane, c.sq) < this.finish) return;
    c.status = 'finished';
    c.laps = this.opts.laps;
    c.finishedAt = this.state.turn + ctx.fraction();
    ctx.emit({
      phase: 'move',
      type: 'finish',
      chariots: [c.id],
      rule: 'circus-maximus.finish',
      at: { [c.id]: point(c) },
      effect: { summary: `${c.id} crosses the finish line`, condition: ctx.cond(c) },
    });
  }

  /** Dead horses cut out of the harness with a knife (house costs in endurance); a carcass is left. */
  private cutDeadHorses(c: Chariot): void {
    const ctx = this.ctx;
    for (const [i, h] of c.horses.entries()) {
      if (!h.dead || h.cut) continue;
      if (!c.smallKnife && !c.knife) continue;
      const already = c.horses.filter((x) => x.cut).length;
      const share = RULES.cutFreeShare.value[Math.min(2, already)]!;
      const cost = Math.floor(c.endurance / share);
      c.endurance -= cost;
      h.cut = true;
      ctx.emit({
        phase: 'move',
        type: 'cut-free',
        chariots: [c.id],
        rule: 'circus-maximus.cut-free',
        effect: {
          summary: `${c.id} cuts dead horse ${i + 1} free: endurance -${cost}`,
          condition: ctx.cond(c),
        },
      });
      if (this.opts.rules.carcasses) {
        ctx.emit({
          phase: 'move',
          type: 'carcass',
          chariots: [c.id],
          rule: 'circus-maximus.horse-carcasses',
          at: { [c.id]: point(c) },
          effect: { summary: `a horse carcass lies at ${c.lane}/${c.sq}` },
        });
        const seq = ctx.writer.events.length - 1;
        this.state.obstacles.push({
          kind: 'carcass',
          chariot: c.id,
          lane: c.lane,
          sq: c.sq,
          seq,
          turn: this.state.turn,
          cutTurn: this.state.turn,
        });
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // After the moves: runaway teams, dragged drivers, drivers on foot

  private afterMoves(c: Chariot): void {
    const ctx = this.ctx;
    if (c.team === 'runaway') this.runaway(c);
    if (c.driver === 'dragged') this.dragged(c);
    if (c.driver === 'on-foot' && c.foot) {
      const left = c.spec.driverHits - c.driverHits;
      const per = ctx.mud() ? 3 : 2;
      const squares = Math.ceil(left / per);
      c.foot = { lane: c.foot.lane + squares, sq: c.foot.sq };
      const off = c.foot.lane > 8;
      ctx.emit({
        phase: 'after-moves',
        type: 'on-foot',
        chariots: [c.id],
        rule: 'circus-maximus.driver-on-foot',
        at: { [c.id]: footPoint(c.foot) },
        effect: {
          summary: off
            ? `${c.id}'s driver reaches the wall and climbs to safety`
            : `${c.id}'s driver runs ${squares} square${squares === 1 ? '' : 's'} toward the wall`,
          condition: ctx.cond(c),
        },
      });
      if (off) c.foot = null;
    }
  }

  private runaway(c: Chariot): void {
    const ctx = this.ctx;
    if (c.runawayTurns >= RULES.runawayTurns.value || aliveHorses(c) === 0) {
      c.team = 'stopped';
      ctx.emit({
        phase: 'after-moves',
        type: 'runaway',
        chariots: [c.id],
        rule: 'circus-maximus.runaway-team',
        effect: {
          summary: `attendants catch ${c.id}'s runaway team and lead it off`,
          condition: ctx.cond(c),
        },
      });
      if (c.driver === 'dragged') this.freeDragged(c, 'the attendants free him');
      return;
    }
    c.runawayTurns += 1;
    const rolled = ctx.roll(RULES.runawayDice.value, 6, `${c.id}: runaway team`);
    const { total } = rolled;
    const from = point(c);
    const path = [{ ...from, f: 1 }];
    for (let n = 0; n < total; n++) {
      if (ctx.occupant(c.lane, c.sq + 1, c) || ctx.obstacleAt(c.lane, c.sq + 1)) break;
      c.sq += 1;
      path.push({ lane: c.lane, sq: c.sq, f: 1 });
    }
    const ran = path.length - 1;
    ctx.emit({
      phase: 'after-moves',
      type: 'runaway',
      chariots: [c.id],
      rule: 'circus-maximus.runaway-team',
      rolls: [
        ctx.record(rolled, {
          outcome: `runs ${ran} of ${total} squares`,
        }),
      ],
      ...(ran > 0 ? { path } : {}),
      effect: {
        summary: `${c.id}'s runaway team gallops ${ran} square${ran === 1 ? '' : 's'}`,
        condition: ctx.cond(c),
      },
    });
  }

  private dragged(c: Chariot): void {
    const ctx = this.ctx;
    if (c.driverHits >= c.spec.driverHits) return; // a body: nothing more to roll
    const per = ctx.mud() ? 3 : 2;
    const rolled = ctx.roll(1, 6, `${c.id}: dragged driver`);
    const { total } = rolled;
    const hits = Math.ceil(total / per);
    c.driverHits = Math.min(c.spec.driverHits, c.driverHits + hits);
    const dead = c.driverHits >= c.spec.driverHits;
    if (dead) c.driver = 'down';
    ctx.emit({
      phase: 'after-moves',
      type: 'dragged',
      chariots: [c.id],
      rule: 'circus-maximus.dragged-driver',
      rolls: [
        ctx.record(rolled, {
          outcome: `${hits} hit${hits === 1 ? '' : 's'} (one ${per === 3 ? 'third' : 'half'}, rounded up)`,
        }),
      ],
      effect: {
        summary: `${c.id}'s driver is dragged: ${hits} hit${hits === 1 ? '' : 's'}${dead ? ', and he is down' : ''}`,
        condition: ctx.cond(c),
      },
    });
    if (dead || !(c.smallKnife || c.knife)) return;
    const cut = ctx.roll(1, 6, `${c.id}: cuts himself free`);
    const ok = cut.total >= RULES.cutFreeTarget.value;
    ctx.emit({
      phase: 'after-moves',
      type: ok ? 'cut-free' : 'dragged',
      chariots: [c.id],
      rule: 'circus-maximus.cut-free',
      rolls: [
        ctx.record(cut, {
          target: { op: '>=', value: RULES.cutFreeTarget.value },
          outcome: ok ? 'cut free' : 'still tangled',
        }),
      ],
      effect: {
        summary: ok
          ? `${c.id}'s driver cuts himself free`
          : `${c.id}'s driver cannot reach the reins with his knife`,
      },
    });
    if (ok) this.freeDragged(c, 'cut free');
  }

  private freeDragged(c: Chariot, how: string): void {
    if (c.driverHits >= c.spec.driverHits) {
      // A body, not a man on foot: nothing more happens to him.
      c.driver = 'down';
      c.foot = null;
      this.ctx.emit({
        phase: 'after-moves',
        type: 'dragged',
        chariots: [c.id],
        rule: 'circus-maximus.dragged-driver',
        effect: { summary: `${c.id}'s driver's body is cut loose (${how})`, condition: this.ctx.cond(c) },
      });
      return;
    }
    c.driver = 'on-foot';
    c.foot = { lane: c.lane, sq: c.sq - 1 };
    this.ctx.emit({
      phase: 'after-moves',
      type: 'on-foot',
      chariots: [c.id],
      rule: 'circus-maximus.driver-on-foot',
      at: { [c.id]: footPoint(c.foot) },
      effect: { summary: `${c.id}'s driver is on foot (${how})`, condition: this.ctx.cond(c) },
    });
  }
}
