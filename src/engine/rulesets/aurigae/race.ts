/**
 * An Aurigae race: the turn loop of the seed's sequence of play (I/I), over the steps in
 * start.ts, plotting.ts, movement.ts, check.ts and shipwreck.ts (context.ts: what they share).
 */
import type { DiceSource } from '../../dice/dice.ts';
import type { RaceEvent, RaceResult, TurnCheckpoint } from '../../log/schema.ts';
import { LogWriter } from '../../race/log-writer.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { type Plot, plotTurn, type View } from './ai.ts';
import { finishStation } from './arena.ts';
import { check } from './check.ts';
import type { Aur, AurigaeOptions } from './context.ts';
import { move, runaway } from './movement.ts';
import { type Sheet, sheet, view } from './plotting.ts';
import { dragged, onFoot } from './shipwreck.ts';
import { generate, startPose } from './start.ts';
import { type AurigaeState, type Chariot, conditionOf } from './state.ts';
import { RULES } from './tables.ts';

export type { AurigaeOptions } from './context.ts';
export { startPose } from './start.ts';

/** The drivers' choices: the AI plots each turn; scenarios may force a plot (undefined hands it
 * back to the AI). */
export interface Drivers {
  plot?: (c: Readonly<Chariot>, view: View) => Plot | undefined;
}

export class AurigaeRace implements Aur {
  readonly state: AurigaeState;
  readonly writer = new LogWriter();
  readonly finish: number;

  constructor(
    setup: RaceSetup,
    readonly dice: DiceSource,
    readonly opts: AurigaeOptions,
    private readonly drivers: Drivers = {},
  ) {
    this.finish = finishStation(opts.laps);
    this.state = {
      turn: 0,
      chariots: setup.chariots.map((c, i) => ({
        id: c.id,
        personality: c.personality,
        ...startPose(i, setup.chariots.length),
        grade: 'novice',
        team: 'fair',
        skill: RULES.baseSkill.value,
        strength: 0,
        dexterity: 0,
        speed: 0,
        direction: 1,
        level: 0,
        station: 0,
        lap: 0,
        pending: 0,
        status: 'racing',
        driver: 'aboard',
        teamState: 'harnessed',
        injury: 0,
        foot: null,
        laps: 0,
        finishedAt: null,
      })),
      wrecks: [],
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

  run(): void {
    this.start();
    while (this.racing().length > 0 && this.state.turn < this.opts.maxTurns) this.playTurn();
    this.finishRace();
  }

  /** Character generation (seed II/) and the start line (turn 0). */
  start(): void {
    generate(this);
    this.checkpoint();
  }

  finishRace(): void {
    this.writer.turn = this.state.turn;
    this.writer.retireAtTurnLimit(this.racing(), 'aurigae.time-limit', this.opts.maxTurns, conditionOf);
  }

  /** Closes the turn with a hash of what the race goes on from. Lean on purpose: what generation
   * fixed (skills, grades) is in the turn-0 hash and the header; each turn hashes what moves. */
  private checkpoint(): void {
    this.state.rng = this.dice.state();
    this.writer.checkpoint({
      turn: this.state.turn,
      c: this.state.chariots.map((c) => [
        c.x,
        c.y,
        c.heading,
        c.speed,
        c.direction,
        c.level,
        c.station,
        c.pending,
        c.status,
        c.driver,
        c.teamState,
        c.injury,
        c.foot?.x ?? null,
        c.foot?.y ?? null,
        c.foot?.station ?? null,
        c.laps,
        c.finishedAt,
      ]),
      w: this.state.wrecks.length,
      rng: this.state.rng,
    });
  }

  /** Order of movement (seed I/I B): first to last along the track, ties to the highest speed
   * recorded on the sheet (the speed this turn's plot gave). Chariots abreast on the start line
   * are tied, so the start goes to the fastest start speed. Runaway teams race on with the
   * others (seed V/II) and move in their place. */
  moveOrder(): Chariot[] {
    return this.state.chariots
      .filter((c) => c.status === 'racing' || (c.teamState === 'runaway' && c.speed > 0))
      .sort((a, b) => b.station - a.station || b.speed - a.speed);
  }

  /** A turn in the seed's sequence of play (I/I): every driver plots his speed change and turn,
   * and rolls the change's dice, before anyone moves (A); then the chariots move first to last
   * (B), each ending its move with its check (C). */
  playTurn(): void {
    this.state.turn += 1;
    this.writer.turn = this.state.turn;
    for (const c of this.state.chariots) {
      if (c.driver === 'dragged') dragged(this, c);
      if (c.foot) onFoot(this, c);
    }
    // Every plot is made from the sheets as they stood before anyone rolled.
    const racing = this.racing();
    const plots = racing.map((c) => this.plot(c));
    const sheets = new Map<string, Sheet>();
    for (const [i, c] of racing.entries()) sheets.set(c.id, sheet(this, c, plots[i]!));
    for (const c of this.moveOrder()) {
      if (c.status === 'racing') this.takeTurn(c, sheets.get(c.id)!);
      else if (c.teamState === 'runaway') runaway(this, c);
    }
    this.checkpoint();
  }

  /** The driver's plot (seed I/I A, III/IV), from the table as it stands before anyone moves. */
  private plot(c: Chariot): Plot {
    const seen = view(this, c, true);
    return this.drivers.plot?.(c, seen) ?? plotTurn(seen, c.personality);
  }

  /** One chariot's move and end-of-move check, as its sheet says. The check's roll is logged on
   * the move event, after the speed roll of the plot. */
  private takeTurn(c: Chariot, sheet: Sheet): void {
    const moved = c.speed;
    const { event, contacts } = move(this, c, sheet.turn, 'aurigae.movement', sheet.decision);
    const rolls = sheet.rolls;
    if (c.status === 'racing')
      check(this, c, sheet.turn, sheet.change.penalty, moved, contacts, rolls, event);
    if (rolls.length > 0) event.rolls = rolls;
  }

  results(): RaceResult[] {
    const finished = this.state.chariots
      .filter((c) => c.status === 'finished')
      .sort((a, b) => a.finishedAt! - b.finishedAt! || this.finishSeq(a) - this.finishSeq(b));
    const others = this.state.chariots
      .filter((c) => c.status !== 'finished')
      .sort(
        (a, b) =>
          (a.status === 'retired' ? 0 : 1) - (b.status === 'retired' ? 0 : 1) || b.station - a.station,
      );
    const out: RaceResult[] = finished.map((c, i) => ({
      chariot: c.id,
      place: i + 1,
      status: c.status,
      finishedAt: c.finishedAt,
    }));
    let place = out.length;
    for (const c of others)
      out.push({
        chariot: c.id,
        place: c.status === 'retired' ? ++place : null,
        status: c.status,
        finishedAt: null,
      });
    return out;
  }

  private finishSeq(c: Chariot): number {
    return (
      this.writer.events.find((e) => e.type === 'finish' && e.chariots[0] === c.id)?.seq ??
      Number.MAX_SAFE_INTEGER
    );
  }
}
