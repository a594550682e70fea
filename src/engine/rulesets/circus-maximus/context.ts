import { type DiceSource, sum } from '../../dice/dice.ts';
import { purposeText, type RollPurpose } from '../../dice/purposes.ts';
import { type PathStep, type SlotBounds, TurnSlot } from '../../kernel/clock.ts';
import { modifier } from '../../log/modifier.ts';
import type { BoardPoint, Condition, Modifier, RaceEvent, Roll } from '../../log/schema.ts';
import type { CircusMaximusDraft } from '../../log/v2/circus-maximus.ts';
import type { EventDraft, LogWriter } from '../../race/log-writer.ts';
import { board, LANES, laneSafeSpeed, type Spot } from './board.ts';
import type { CmOptions } from './options.ts';
import { unbalancedBlades } from './spec.ts';
import { type Chariot, type CmState, conditionOf, type Obstacle } from './state.ts';
import { type RangeRow, type RangeTable, RULES, readRange, rowKey, WEIGHT } from './tables.ts';

export const point = (p: Spot): BoardPoint => ({ lane: p.lane, sq: p.sq });

/** Where a driver on foot stands, for the log: a driver past lane 8 has reached the outer wall. */
export const footPoint = (foot: Spot): BoardPoint => ({ lane: Math.min(foot.lane, LANES), sq: foot.sq });

/** Where an attacker and its target stand, for an event's `at`. */
export const pairAt = (a: Chariot, d: Chariot): Record<string, BoardPoint> => ({
  [a.id]: point(a),
  [d.id]: point(d),
});

export { rowKey };

/** `1 hit`, `3 hits`. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Dice rolled (`CmContext.roll`): what for, how many of how many sides, the faces, the modifiers
 * added and the total. */
export interface Rolled {
  purpose: string;
  count: number;
  sides: number;
  faces: number[];
  modifiers: Modifier[];
  total: number;
}

/** A roll read on a range table, ready for the log. */
export interface TableRoll<R> {
  roll: Roll;
  total: number;
  row: RangeRow<R>;
}

/** What the derived figures read: the weather and the chariots, and which rules are in play. */
export interface FigureSource {
  readonly state: { readonly weather: CmState['weather']; readonly chariots: readonly Chariot[] };
  readonly opts: Pick<CmOptions, 'rules' | 'laps'>;
}

/**
 * The derived figures the rules read (CDM, team speed, safe speed, strain modifiers): the same for
 * the race itself and for a driver reading his view (the AI decides from the view alone).
 */
export class CmFigures implements FigureSource {
  constructor(
    readonly state: FigureSource['state'],
    readonly opts: FigureSource['opts'],
  ) {}

  /** Current driver modifier: bought modifier less jostling, wounds and head wounds (house). */
  cdm(c: Chariot): number {
    const boxes = c.spec.driverHits;
    const wound = c.driverHits * 4 >= boxes * 3 ? 2 : c.driverHits * 2 >= boxes ? 1 : 0;
    return c.spec.driverModifier - c.jostle - c.headWounds - (c.driverHits > 0 ? wound : 0);
  }

  cdmModifiers(c: Chariot, sign = 1): Modifier[] {
    const v = this.cdm(c);
    return v === 0 ? [] : [modifier('cdm', sign * v, { chariot: c.id })];
  }

  mud(): boolean {
    return this.opts.rules.weather && this.state.weather.mud >= 1;
  }
  raining(): boolean {
    return this.opts.rules.weather && this.state.weather.sky === 'rain';
  }

  /** Team speed: living horses' speed less their hits, with the weather and the team's state. */
  teamSpeed(c: Chariot): number {
    let s = 0;
    for (const h of c.horses) if (!h.dead) s += Math.max(0, h.speed - h.hits);
    if (c.horses.some((h) => h.dead && !h.cut)) s += RULES.deadHorseDrag.value;
    if (this.mud()) s += RULES.mudSpeed.value;
    else if (this.raining()) s += RULES.rainSpeed.value;
    if (c.endurance <= 0) s += RULES.zeroEnduranceSpeed.value;
    if (c.blinded) s = Math.floor(s / 2);
    return Math.max(0, s);
  }

  /** Highest turn speed the driver may write: team speed + CDM. */
  maxSpeed(c: Chariot): number {
    return Math.max(0, this.teamSpeed(c) + this.cdm(c));
  }

  /** Safe corner speed of a lane for this chariot: the board's figure, its weight, the mud. */
  safeSpeed(c: Chariot, lane: number): number {
    return (
      laneSafeSpeed(lane) + WEIGHT[c.spec.weight].safeSpeed + (this.mud() ? RULES.mudSafeSpeed.value : 0)
    );
  }

  /** Modifiers on the corner strain chart: unbalanced blades (seed), rain and mud (seed). */
  strainModifiers(c: Chariot): Modifier[] {
    const mods: Modifier[] = [...this.cdmModifiers(c, -1)];
    if (unbalancedBlades(c.spec)) mods.push(modifier('unbalanced-blades', 2, {}));
    if (this.opts.rules.weather && (this.raining() || this.mud()))
      mods.push(modifier('rain', WEIGHT[c.spec.weight].rainStrain, { weight: c.spec.weight }));
    if (this.mud()) mods.push(modifier('mud', RULES.mudStrain.value, {}));
    return mods;
  }
}

/**
 * What every part of a race shares: the state, the dice, the kernel's log writer and the derived
 * figures. Movement, combat and incidents are written as functions over this context.
 */
export class CmContext extends CmFigures {
  /** Where along the current move events fall (src/engine/kernel/clock.ts): the move's share of
   * the turn and its length in steps; its events are written as they happen. */
  slot = CmContext.slotOf({ base: 0, span: 1 });
  /** The step of the move reached so far. */
  pos = 0;

  /** The mover's path since its last event: flushed as a `move` event before any incident. */
  private mover: Chariot | null = null;
  private steps: PathStep[] = [];
  moveRule = 'circus-maximus.movement';

  constructor(
    override readonly state: CmState,
    readonly dice: DiceSource,
    override readonly opts: CmOptions,
    readonly writer: LogWriter,
  ) {
    super(state, opts);
  }

  /** Circus Maximus' logs keep path times unrounded (its goldens pin them). */
  private static slotOf(bounds: SlotBounds): TurnSlot<CircusMaximusDraft> {
    return new TurnSlot<CircusMaximusDraft>(bounds, { exactPaths: true });
  }

  /** Opens the slot of a move, or of a part of the turn where nothing moves (`span` 0). */
  open(bounds: SlotBounds): void {
    this.slot = CmContext.slotOf(bounds);
    this.pos = 0;
  }

  get turn(): number {
    return this.state.turn;
  }

  fraction(pos = this.pos): number {
    return this.slot.fraction(pos);
  }

  private readonly write = (draft: CircusMaximusDraft, fraction: number): RaceEvent =>
    this.writer.emit(draft as EventDraft, fraction);

  /** Emits an event, typed by its `type` (src/engine/log/v2/circus-maximus.ts); the mover's
   * pending path goes first, so every event follows the path to it. */
  emit(draft: CircusMaximusDraft, pos = this.pos): void {
    this.flushPath();
    this.slot.write(this.write, draft, pos);
    this.resync();
  }

  private here(c: Chariot): PathStep {
    return { point: point(c), step: this.pos };
  }

  /** Starts recording a chariot's path from where it stands. */
  beginPath(c: Chariot): void {
    this.mover = c;
    this.steps = [this.here(c)];
  }

  /** Records a step of the mover's path. */
  step(c: Chariot): void {
    if (this.mover !== c) this.beginPath(c);
    else this.steps.push(this.here(c));
  }

  /** Emits the path walked so far as a `move` event and starts a new one where the mover stands. */
  flushPath(): void {
    const c = this.mover;
    if (c === null) return;
    if (this.steps.length >= 2) {
      const first = this.steps[0]!;
      const last = this.steps[this.steps.length - 1]!.point;
      const squares = this.steps.length - 1;
      const draft: CircusMaximusDraft = {
        phase: 'move',
        type: 'move',
        chariots: [c.id],
        rule: this.moveRule,
        path: [],
        effect: {
          summary: `moves ${squares} step${squares === 1 ? '' : 's'} from ${first.point.lane}/${first.point.sq} to ${last.lane}/${last.sq}`,
        },
      };
      this.slot.write(this.write, draft, first.step, this.steps);
    }
    this.steps = [this.here(c)];
  }

  /** Restarts the pending path where the mover now stands (after it was moved by an incident). */
  resync(): void {
    const c = this.mover;
    if (c !== null && this.steps.length === 1) this.steps[0] = this.here(c);
  }

  /** Ends path recording (after flushing what is left). */
  endPath(): void {
    this.flushPath();
    this.mover = null;
    this.steps = [];
  }

  byId(id: string): Chariot {
    return this.state.chariots.find((c) => c.id === id)!;
  }

  cond(...cs: Chariot[]): Record<string, Condition> {
    return Object.fromEntries(cs.map((c) => [c.id, conditionOf(c)]));
  }

  /** Rolls dice and records them with their modifiers. */
  roll(count: number, sides: number, why: RollPurpose, modifiers: Modifier[] = []): Rolled {
    const faces = this.dice.roll(count, sides, why);
    return {
      purpose: purposeText(why),
      count,
      sides,
      faces,
      modifiers,
      total: sum(faces) + modifiers.reduce((a, m) => a + m.value, 0),
    };
  }

  /** The log's record of a roll: what it was for, its dice, faces, modifiers and total, and what
   * the caller adds (the target, the table row read, the outcome). */
  record(r: Rolled, rest: Pick<Roll, 'outcome' | 'target' | 'table' | 'row'>): Roll {
    return {
      purpose: r.purpose,
      dice: `${r.count}d${r.sides}`,
      faces: r.faces,
      modifiers: r.modifiers,
      total: r.total,
      ...rest,
    };
  }

  /** Rolls dice and reads a range table with the total. */
  rollOn<R>(
    table: RangeTable<R>,
    count: number,
    why: RollPurpose,
    modifiers: Modifier[] = [],
    describe: (row: RangeRow<R>) => string = (r) => r.label,
  ): TableRoll<R> {
    const rolled = this.roll(count, 6, why, modifiers);
    const row = readRange(table, rolled.total);
    return {
      total: rolled.total,
      row,
      roll: this.record(
        { ...rolled, modifiers: modifiers.filter((m) => m.value !== 0) },
        { table: table.id, row: rowKey(row), outcome: describe(row) },
      ),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // The board

  /** Pieces on the track: racing chariots and runaway teams (team and car, two squares). */
  onTrack(c: Chariot): boolean {
    return c.status === 'racing' || c.team === 'runaway';
  }

  /** The chariot or runaway team covering a square, if any. */
  occupant(lane: number, sq: number, except?: Chariot): Chariot | undefined {
    for (const o of this.state.chariots) {
      if (o === except || o.lane !== lane || !this.onTrack(o)) continue;
      if (o.sq === sq || o.sq - 1 === sq) return o;
    }
    return undefined;
  }

  /** A wreck (the car's square, and the team's in front while the team lies in it) or a carcass
   * (one square) on a square, if any. */
  obstacleAt(lane: number, sq: number): Obstacle | undefined {
    for (const o of this.state.obstacles) {
      if (o.lane !== lane) continue;
      if (o.kind === 'carcass' ? o.sq === sq : o.sq - 1 === sq || (o.sq === sq && !o.teamGone)) return o;
    }
    return undefined;
  }

  /** Both squares a piece would fill at (lane, sq) are free of chariots and teams. */
  freeFor(c: Chariot, lane: number, sq: number): boolean {
    if (lane < 1 || lane > board.spec.lanes) return false;
    return this.occupant(lane, sq, c) === undefined && this.occupant(lane, sq - 1, c) === undefined;
  }
}
