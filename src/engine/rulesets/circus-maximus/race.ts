import type { DiceSource } from '../../dice/dice.ts';
import { placeResults } from '../../kernel/results.ts';
import type { RaceEvent, RaceResult, Roll, TurnCheckpoint, Weather } from '../../log/schema.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { afterMoves } from './after-moves.ts';
import { type AttackChoice, chooseSpeed, type SpeedChoice } from './ai.ts';
import { finishStation, frontEdge, startSpot } from './board.ts';
import type { Reach } from './combat.ts';
import { CmContext, point } from './context.ts';
import { overspeed } from './incidents.ts';
import { move } from './move.ts';
import type { CmOptions } from './options.ts';
import { formatSpec, type Spec } from './spec.ts';
import type { Chariot, CmState } from './state.ts';
import { RULES } from './tables.ts';
import { countLaps } from './track.ts';
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

export class CmRace {
  readonly ctx: CmContext;
  readonly state: CmState;
  initialWeather: Weather = { sky: 'clear', mud: 0 };
  readonly plans = new Map<string, SpeedChoice>();
  readonly finish: number;

  constructor(
    setup: RaceSetup,
    dice: DiceSource,
    readonly opts: CmOptions,
    readonly specs: readonly BuiltSpec[],
    readonly drivers: Drivers = {},
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

  /** The kernel's placing rule (kernel/results.ts): a chariot whose driver or team was lost left
   * the race without a place; one retired at the turn limit is placed by how far it got. */
  results(): RaceResult[] {
    return placeResults(
      this.state.chariots.map((c) => ({
        chariot: c.id,
        status: c.status,
        finishedAt: c.finishedAt,
        progress: frontEdge(c.lane, c.sq),
        leftRace: c.status === 'retired' && c.driver !== 'aboard',
      })),
      this.events,
    );
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
      move(this, c);
      // A slide in this move may have carried any chariot over a lap line.
      for (const o of this.racing()) countLaps(this, o);
    });
    ctx.base = 1;
    ctx.span = 0;
    ctx.pos = 0;
    for (const c of this.state.chariots) afterMoves(this, c);
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
}
