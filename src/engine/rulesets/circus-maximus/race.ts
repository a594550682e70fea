import { purpose } from '../../dice/purposes.ts';
import { shareOfTurn } from '../../kernel/clock.ts';
import type { KernelRace } from '../../kernel/race.ts';
import type { Decided, Decider } from '../../kernel/requests.ts';
import type { RaceEvent, Roll } from '../../log/schema.ts';
import { type DecisionV2, decided } from '../../log/v2/envelope.ts';
import { afterMoves } from './after-moves.ts';
import { canStrain } from './ai.ts';
import { finishStation } from './board.ts';
import { CmContext, point } from './context.ts';
import { type CmDecisions, type CmView, type SpeedValue, speedChoice } from './decisions.ts';
import { move } from './move.ts';
import type { CmOptions } from './options.ts';
import { formatSpec, type Spec, specValue } from './spec.ts';
import type { Chariot, CmState } from './state.ts';
import { RULES } from './tables.ts';
import { countLaps } from './track.ts';
import { cornersDone, startWeather, trackMud, turnWeather } from './weather.ts';

/** A chariot's specification and how it was chosen, for the log. */
export interface BuiltSpec {
  spec: Spec;
  reason: string;
  rolls: Roll[];
  /** Who built it: its AI driver; absent where the setup gave it. */
  by?: Decider;
}

/** A decision to strain as the move begins, as the log writes it. */
export type StrainDecision = DecisionV2 & { kind: 'strain'; value: boolean };

/** Where a scenario puts a chariot before the start, and the damage it already carries. */
export interface Placement {
  id: string;
  lane: number;
  sq: number;
  endurance?: number | undefined;
  driverHits?: number | undefined;
  horseHits?: readonly number[] | undefined;
  wheelDamage?: { left?: number | undefined; right?: number | undefined } | undefined;
  jostle?: number | undefined;
  /** Already a wreck lying there. */
  wrecked?: boolean | undefined;
}

/** What a scenario or test fixes beforehand: the chariots' specifications and places. */
export interface CmExtras {
  /** Specifications instead of the setup's or the AI's, by chariot id (with the reason logged). */
  specs?: Readonly<Record<string, BuiltSpec>>;
  placements?: readonly Placement[];
}

export type CmKernel = KernelRace<CmState, CmOptions, CmDecisions, CmView, CmExtras>;

/**
 * One race's Circus Maximus parts beside the kernel's: the context the rules are written over
 * (state, dice, the kernel's log writer, the timing of events along a move) and the specifications
 * as built. Made when the kernel builds the state (init) and found again from the kernel's race.
 */
export class CmRace {
  readonly ctx: CmContext;
  readonly finish: number;

  constructor(
    readonly k: CmKernel,
    readonly state: CmState,
    readonly built: readonly BuiltSpec[],
  ) {
    this.ctx = new CmContext(state, k.dice, k.opts, k.writer);
    this.finish = finishStation(k.opts.laps);
  }

  get opts(): CmOptions {
    return this.k.opts;
  }

  get events(): readonly RaceEvent[] {
    return this.k.events;
  }

  racing(): Chariot[] {
    return this.state.chariots.filter((c) => c.status === 'racing');
  }

  /** What the driver of `id` sees: the board and every record sheet as they stand. Read once by
   * the built-in AI (`readOnce`), the chariots are the state's own, not copies: a copy of every
   * chariot at every decision was a third of what a race of twelve allocated. */
  view(id: string, readOnce = false): CmView {
    const s = this.state;
    return {
      turn: s.turn,
      chariot: id,
      laps: this.opts.laps,
      rules: { ...this.opts.rules },
      weather: { ...s.weather },
      // Only what every driver knows: the speeds written this turn are not in the state until
      // every driver has written his (writeSpeeds).
      chariots: readOnce ? s.chariots.slice() : s.chariots.map((c) => ({ ...c })),
    };
  }

  /**
   * Whether the driver strains as his move begins: the S he wrote under the Moon's voluntary
   * straining, else what he decides now (the decision, for the strain event; one declined is
   * logged on an event of its own).
   */
  strainNow(c: Chariot): { value: boolean; decision?: StrainDecision } {
    if (this.opts.rules.voluntaryStraining) return { value: c.strain };
    if (!canStrain(this.ctx, c)) return { value: false };
    const pick = this.k.decide('strain', c.id, { endurance: c.endurance });
    const decision = decided('strain', pick);
    if (!pick.value)
      this.ctx.emit({
        phase: 'move',
        type: 'decide',
        chariots: [c.id],
        rule: 'circus-maximus.strain',
        decision,
      });
    return { value: pick.value, decision };
  }

  /** Turn 0: the specifications, the start line and the weather before the race. */
  start(): void {
    const ctx = this.ctx;
    for (const [i, c] of this.state.chariots.entries()) {
      const built = this.built[i]!;
      ctx.emit({
        phase: 'setup',
        type: 'specification',
        chariots: [c.id],
        rule:
          this.opts.setupMethod === 'moon-32'
            ? 'circus-maximus.specification'
            : 'circus-maximus.classic-set-up',
        rolls: built.rolls,
        decision: {
          kind: 'specification',
          ...(built.by ? { by: built.by } : {}),
          value: specValue(c.spec),
          choice: formatSpec(c.spec),
          reason: built.reason,
        },
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
    this.state.startWeather = { ...this.state.weather };
  }

  /** The start of a turn: the weather, then jostling wears off and blinded drivers try to see. */
  turnStart(): void {
    const ctx = this.ctx;
    ctx.open({ base: 0, span: 0 });
    this.state.overspeed = [];
    if (this.opts.rules.weather) turnWeather(ctx);
    for (const c of this.racing()) this.recover(c);
  }

  /** Every driver still racing writes his speed in secret: all are asked before any is put on
   * his sheet, so none sees another's; then they are revealed together, before anyone moves. */
  writeSpeeds(): void {
    const racing = this.racing();
    const picks = racing.map((c) => this.speedPick(c));
    for (const [i, c] of racing.entries()) this.writeSpeed(c, picks[i]!);
  }

  /** The order of moves is drawn, then each chariot moves in turn. */
  moves(): void {
    const ctx = this.ctx;
    const order = this.drawOrder();
    order.forEach((c, k) => {
      if (c.status !== 'racing') return;
      ctx.open(shareOfTurn(k, order.length));
      move(this, c);
      // A slide in this move may have carried any chariot over a lap line.
      for (const o of this.racing()) countLaps(this, o);
    });
  }

  /** After the moves: runaway teams, dragged drivers and drivers on foot; the mud. */
  afterMoves(): void {
    const ctx = this.ctx;
    ctx.open({ base: 1, span: 0 });
    for (const c of this.state.chariots) afterMoves(this, c);
    if (this.opts.rules.weather) trackMud(ctx);
  }

  /** Jostling wears off a point a turn; a blinded driver rolls to see again. */
  private recover(c: Chariot): void {
    const ctx = this.ctx;
    if (c.jostle > 0) c.jostle -= 1;
    if (!c.blinded) return;
    const rolled = ctx.roll(1, 6, purpose('cm-blinded', { id: c.id }));
    const { total } = rolled;
    const ok = total >= RULES.blindedRecover.value;
    if (ok) c.blinded = false;
    ctx.emit({
      phase: 'recover',
      type: 'blinded',
      chariots: [c.id],
      rule: 'circus-maximus.pouch-of-dust',
      outcome: ok ? 'sees' : 'blinded',
      rolls: [
        ctx.record(rolled, {
          target: { op: '>=', value: RULES.blindedRecover.value },
          outcome: ok ? 'sees again' : 'still blinded',
        }),
      ],
      effect: { summary: ok ? `${c.id} can see again` : `${c.id} is still blinded`, condition: ctx.cond(c) },
    });
  }

  /** The speed the driver writes: at most team speed + CDM; a blinded driver cannot change his. */
  private speedPick(c: Chariot): Decided<SpeedValue> {
    const ctx = this.ctx;
    const max = ctx.maxSpeed(c);
    return this.k.decide('speed', c.id, {
      max,
      teamSpeed: ctx.teamSpeed(c),
      cdm: ctx.cdm(c),
      fixed: c.blinded ? Math.min(c.turnSpeed, max) : null,
      strain: this.opts.rules.voluntaryStraining,
    });
  }

  private writeSpeed(c: Chariot, picked: Decided<SpeedValue>): void {
    const ctx = this.ctx;
    const rules = this.opts.rules;
    const { speed, strain, lane } = picked.value;
    c.turnSpeed = speed;
    c.strain = strain;
    this.state.aims[c.id] = lane;
    ctx.emit({
      phase: 'write',
      type: 'speed',
      chariots: [c.id],
      rule: rules.voluntaryStraining ? 'circus-maximus.voluntary-straining' : 'circus-maximus.turn-speed',
      decision: {
        ...decided('speed', picked),
        choice: speedChoice(picked.value),
        reason: `${picked.note.reason} (at most team speed ${ctx.teamSpeed(c)} + CDM ${ctx.cdm(c)})`,
      },
      max: ctx.maxSpeed(c),
      effect: { summary: `${c.id} writes speed ${speed}${strain ? 'S' : ''}` },
    });
  }

  /** Move order drawn at random each turn (a shuffle by dice). */
  private drawOrder(): Chariot[] {
    const ctx = this.ctx;
    const order = this.racing();
    const rolls: Roll[] = [];
    for (let i = order.length - 1; i >= 1; i--) {
      const { faces } = ctx.roll(1, i + 1, purpose('cm-order'));
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
      order: order.map((c) => c.id),
      rolls,
      effect: { summary: `order of moves: ${order.map((c) => c.id).join(', ') || 'none'}` },
    });
    return order;
  }
}
