import { type DiceSource, sum } from '../../dice/dice.ts';
import type {
  Modifier,
  PathPoint,
  RaceEvent,
  RaceResult,
  Roll,
  TablePoint,
  TurnCheckpoint,
} from '../../log/schema.ts';
import { LogWriter, roundT } from '../../race/log-writer.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { type Plot, plotTurn, steerRunaway, type View } from './ai.ts';
import {
  arcAt,
  type Body,
  behindStart,
  finishStation,
  glance,
  placedHeading,
  roundDeg,
  roundPos,
  runOn,
  type Sweep,
  spinaGap,
  stationInLap,
  stationNear,
  sweep,
  type TablePose,
  tableOfWorld,
  wallGap,
  wayToSafety,
} from './arena.ts';
import { type AurigaeState, type Chariot, conditionOf, type Wreck } from './state.ts';
import {
  bandOf,
  CHARIOTEER_TABLE,
  changeRefused,
  CRASH_LEVEL,
  collisionRow,
  INTEGRITY_LEVELS,
  type Obstacle,
  RULES,
  rowFor,
  SWERVE_LEVEL,
  type SpeedChangeRow,
  speedChangeRow,
  TABLE,
  TABLE_IDS,
  TEAM_TABLE,
} from './tables.ts';
import { CIRCUS } from '../../track/circus-maximus.ts';

export interface AurigaeOptions {
  laps: number;
  maxTurns: number;
}

/** The drivers' choices: the AI plots each turn; scenarios may force a plot (undefined hands it
 * back to the AI). */
export interface Drivers {
  plot?: (c: Readonly<Chariot>, view: View) => Plot | undefined;
}

/** Engine decisions keep this far (inches) inside the limits, so rounding for the log never
 * carries a point across one. */
const MARGIN = 0.05;
/** Path sampling for the log: a straight move is its two ends (the viewer interpolates linearly);
 * an arc gets points close enough that no chord strays more than SAGITTA inches from it (about
 * 36 cm), and at least every MAX_ARC_STEP degrees of heading. */
const SAGITTA = 0.3;
const MAX_ARC_STEP = 15;
/** Where a driver plotting expects a chariot that moves before him: run on at its speed, or
 * braking by a die or two (inches less). */
const GHOSTS = [0, 4, 8, 12];
/** What a move cut short at the start line says (see `behindStart`). */
const HELD = 'held at the start line: no chariot goes back over it before its first lap';
/** Share of the turn the move itself takes; a swerve slide fills the rest. */
const MOVE_SPAN = 0.9;

const point = (c: { x: number; y: number; heading: number; lap: number }): TablePoint =>
  c.lap === 0 ? { x: c.x, y: c.y, heading: c.heading } : { x: c.x, y: c.y, heading: c.heading, lap: c.lap };

interface Contact {
  obstacle: Obstacle;
  other: string | null;
}

/** A driver's sheet for the turn: the plotted turn and speed change, the change's dice. */
interface Sheet {
  turn: number;
  change: SpeedChangeRow;
  rolls: Roll[];
  decision: { choice: string; reason: string };
}

export class AurigaeRace {
  readonly state: AurigaeState;
  readonly writer = new LogWriter();
  readonly finish: number;

  constructor(
    setup: RaceSetup,
    private readonly dice: DiceSource,
    private readonly opts: AurigaeOptions,
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
    this.writer.turn = 0;
    for (const c of this.state.chariots) {
      const [who] = this.dice.roll(1, 6, `${c.id}: charioteer`) as [number];
      const [team] = this.dice.roll(1, 6, `${c.id}: team`) as [number];
      const driver = rowFor(CHARIOTEER_TABLE, who);
      const horses = rowFor(TEAM_TABLE, team);
      c.grade = driver.grade;
      c.team = horses.quality;
      c.skill = RULES.baseSkill.value + driver.skill + horses.modifier;
      c.strength = driver.strength;
      c.dexterity = driver.dexterity;
      // Every chariot begins on its first lap (lap 0), wherever it stands.
      c.station = stationInLap(c.x, c.y);
      c.lap = 0;
      this.writer.emit({
        phase: 'setup',
        type: 'place',
        chariots: [c.id],
        rule: 'aurigae.character-generation',
        rolls: [
          {
            purpose: 'charioteer',
            dice: '1d6',
            faces: [who],
            modifiers: [],
            total: who,
            table: TABLE_IDS.charioteer,
            row: driver.grade,
            outcome: driver.label,
          },
          {
            purpose: 'team',
            dice: '1d6',
            faces: [team],
            modifiers: [],
            total: team,
            table: TABLE_IDS.team,
            row: horses.quality,
            outcome: horses.label,
          },
        ],
        at: { [c.id]: point(c) },
        effect: {
          summary: `${driver.grade} driver, ${horses.quality} team: skill ${c.skill}, ST ${c.strength}, DX ${c.dexterity}`,
          condition: { [c.id]: conditionOf(c) },
        },
      });
    }
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
      if (c.driver === 'dragged') this.dragged(c);
      if (c.foot) this.onFoot(c);
    }
    // Every plot is made from the sheets as they stood before anyone rolled.
    const racing = this.racing();
    const plots = racing.map((c) => this.plot(c));
    const sheets = new Map<string, Sheet>();
    for (const [i, c] of racing.entries()) sheets.set(c.id, this.sheet(c, plots[i]!));
    for (const c of this.moveOrder()) {
      if (c.status === 'racing') this.takeTurn(c, sheets.get(c.id)!);
      else if (c.teamState === 'runaway') this.runaway(c);
    }
    this.checkpoint();
  }

  /** What a driver sees. Plotting (`ahead` set), he expects each chariot that moves before him
   * (further along the track) to have run on along the track by the time he moves, at its speed
   * or braking by up to 12 in (GHOSTS: one body for each); the rest stand where they are. */
  view(c: Chariot, ahead = false): View {
    return {
      self: {
        x: c.x,
        y: c.y,
        heading: c.heading,
        speed: c.speed,
        direction: c.direction,
        station: c.station,
        d: stationNear(c.x, c.y, c.station).d,
        level: c.level,
        skill: c.skill,
        pending: c.pending,
      },
      bodies: ahead ? this.expected(c) : this.bodies(c.id),
      finish: this.finish,
    };
  }

  /** The bodies as a driver plotting expects them when he moves (see `view`). */
  private expected(c: Chariot): Body[] {
    const out = this.bodies(c.id);
    const n = out.length;
    for (let i = 0; i < n; i++) {
      const b = out[i]!;
      const o = b.kind === 'chariot' ? this.state.chariots.find((x) => x.id === b.id)! : null;
      if (!o || o.station <= c.station || o.speed === 0 || o.direction < 0) continue;
      const d = stationNear(o.x, o.y, o.station).d;
      for (const [k, run] of GHOSTS.entries()) {
        const p = runOn(o.station, d, Math.max(0, o.speed - run));
        if (k === 0) {
          b.x = p.x;
          b.y = p.y;
        } else out.push({ ...b, x: p.x, y: p.y });
      }
    }
    return out;
  }

  /** Everything a move can strike: chariots still racing, teams without a driver (running or
   * stopped), and wrecks. */
  private bodies(except: string): Body[] {
    const out: Body[] = [];
    for (const o of this.state.chariots)
      if (o.id !== except && (o.status === 'racing' || o.teamState !== 'harnessed'))
        out.push({ id: o.id, kind: 'chariot', x: o.x, y: o.y });
    for (const w of this.state.wrecks)
      if (w.chariot !== except) out.push({ id: w.chariot, kind: 'wreck', x: w.x, y: w.y });
    return out;
  }

  /** The driver's plot (seed I/I A, III/IV), from the table as it stands before anyone moves. */
  private plot(c: Chariot): Plot {
    const view = this.view(c, true);
    return this.drivers.plot?.(c, view) ?? plotTurn(view, c.personality);
  }

  /** What the driver writes on his sheet: the plot, and the speed its change gives (the change's
   * dice are rolled now, so the sheet shows the speed the order of movement compares). */
  private sheet(c: Chariot, raw: Plot): Sheet {
    const turn = Math.max(-90, Math.min(90, Math.round(raw.turn / 10) * 10));
    const refused = changeRefused(raw.change, c.speed);
    if (refused) throw new RangeError(`${c.id}, turn ${this.state.turn}: ${refused}`);
    const change = speedChangeRow(raw.change);
    const rolls: Roll[] = [];
    const before = c.speed;
    let note = '';
    if (raw.reverse) {
      if (c.speed === 0) {
        c.direction = -c.direction;
        note = c.direction < 0 ? '; reverses' : '; forward again';
      } else note = '; cannot reverse while moving';
    }
    if (change.dice > 0) {
      const faces = this.dice.roll(change.dice, 6, `${c.id}: speed ${change.label}`);
      const top = c.direction < 0 ? RULES.walkMax.value : RULES.maxSpeed.value;
      c.speed = Math.max(0, Math.min(top, c.speed + change.sign * sum(faces)));
      rolls.push({
        purpose: 'speed',
        dice: `${change.dice}d6`,
        faces,
        modifiers: [],
        total: sum(faces),
        table: TABLE_IDS.speedChange,
        row: change.change,
        outcome: `${before} → ${c.speed}`,
      });
    } else if (c.direction < 0 && c.speed > RULES.walkMax.value) c.speed = RULES.walkMax.value;
    return { turn, change, rolls, decision: { choice: raw.choice + note, reason: raw.reason } };
  }

  /** One chariot's move and end-of-move check, as its sheet says. The check's roll is logged on
   * the move event, after the speed roll of the plot. */
  private takeTurn(c: Chariot, sheet: Sheet): void {
    const moved = c.speed;
    const { event, contacts } = this.move(c, sheet.turn, 'aurigae.movement', sheet.decision);
    const rolls = sheet.rolls;
    if (c.status === 'racing') this.check(c, sheet.turn, sheet.change.penalty, moved, contacts, rolls, event);
    if (rolls.length > 0) event.rolls = rolls;
  }

  /** A runaway team's turn (seed V/II): it keeps the last speed written on the sheet and follows
   * the track; no driver, so no check. Striking something halves its speed like any collision; a
   * team brought to a stand stays where it stopped, an obstacle to the others. */
  private runaway(c: Chariot): void {
    const turn = steerRunaway(this.view(c));
    const { contacts } = this.move(c, turn, 'aurigae.runaway-team', undefined);
    if (contacts.length > 0 && c.speed === 0) c.teamState = 'stopped';
  }

  private readonly sw: Sweep = { u: 0, hit: null, other: null };

  /**
   * Moves the chariot (or a runaway team) along its plotted arc, stopping short of whatever it
   * would strike. Logs the move with its sampled path, laps, the finish and collisions. Returns the
   * move event and what it struck.
   */
  private move(
    c: Chariot,
    turn: number,
    rule: string,
    decision: { choice: string; reason: string } | undefined,
  ): { event: RaceEvent; contacts: Contact[] } {
    const from: TablePose = { x: c.x, y: c.y, heading: c.heading };
    const length = c.speed;
    const hit = sweep(
      from,
      length,
      turn,
      c.direction,
      Math.max(1, Math.ceil(length)),
      this.bodies(c.id),
      MARGIN,
      TABLE.contact.value,
      true,
      this.sw,
      c.station < 1,
    );
    const stopU = length > 0 ? hit.u : 0;
    const held = hit.hit === 'start-line';
    const contact: Contact | null =
      hit.hit && hit.hit !== 'start-line' ? { obstacle: hit.hit, other: hit.other?.id ?? null } : null;
    const startStation = c.station;
    const p: TablePose = { x: 0, y: 0, heading: 0 };
    const pointAt = (u: number): TablePoint & { f: number } => {
      arcAt(from, length, turn, u, c.direction, p);
      const x = roundPos(p.x);
      const y = roundPos(p.y);
      const lap = stationNear(x, y, startStation).lap;
      return { ...point({ x, y, heading: roundDeg(p.heading), lap }), f: roundT(u * MOVE_SPAN) };
    };
    const path: Array<TablePoint & { f: number }> = [{ ...point(c), f: 0 }];
    if (stopU > 0) {
      // A straight move is its two ends; an arc is cut where its chords would stray too far.
      const turned = Math.abs(turn) * stopU;
      let pieces = 1;
      if (turned > 0) {
        const radius = length / ((Math.abs(turn) * Math.PI) / 180);
        const step =
          radius > SAGITTA
            ? Math.min(MAX_ARC_STEP, (2 * Math.acos(1 - SAGITTA / radius) * 180) / Math.PI)
            : 90;
        pieces = Math.max(1, Math.ceil(turned / step - 1e-9));
      }
      for (let k = 1; k <= pieces; k++) path.push(pointAt((stopU * k) / pieces));
    } else if (length === 0 && turn !== 0) {
      // At a standstill the team walks round on the spot by the plotted degrees (house).
      path.push({ ...point({ ...c, heading: roundDeg(c.heading + turn) }), f: MOVE_SPAN });
    }
    const end = path[path.length - 1]!;
    // Placed after the move (seed IV/I): on the straight, turned parallel to it if a little off.
    let parallel = '';
    if (decision && stopU > 0 && length > 0) {
      const h = roundDeg(placedHeading(end.x, end.heading, RULES.parallelMax.value));
      if (h !== end.heading) parallel = `set parallel to the straight (${end.heading}° → ${h}°)`;
      end.heading = h;
    }
    const at = stationNear(end.x, end.y, startStation);
    c.x = end.x;
    c.y = end.y;
    c.heading = end.heading;
    c.station = at.station;
    c.lap = at.lap;
    const event = this.writer.emit(
      {
        phase: 'move',
        type: rule === 'aurigae.movement' ? 'move' : 'runaway',
        chariots: [c.id],
        rule,
        path: path.length > 1 ? (path as PathPoint[]) : undefined,
        decision,
        effect: decision
          ? held || parallel
            ? { summary: [held ? HELD : '', parallel].filter(Boolean).join('; ') }
            : undefined
          : { summary: `the runaway team runs on, ${length} in${held ? `; ${HELD}` : ''}` },
      },
      0,
    );
    if (c.status === 'racing') this.crossings(c, from, length, turn, startStation, stopU);
    if (!contact) return { event, contacts: [] };
    this.collide(c, contact, stopU);
    return { event, contacts: [contact] };
  }

  /** Laps completed and the finish crossed in a move, each at the share of the move where the
   * chariot crossed (found by halving, as stations are continuous along the arc). */
  private crossings(
    c: Chariot,
    from: TablePose,
    length: number,
    turn: number,
    s0: number,
    stopU: number,
  ): void {
    const p: TablePose = { x: 0, y: 0, heading: 0 };
    const stationAt = (u: number): number => {
      arcAt(from, length, turn, u, c.direction, p);
      return stationNear(p.x, p.y, s0).station;
    };
    const crossAt = (mark: number): number => {
      let lo = 0;
      let hi = stopU;
      for (let i = 0; i < 16; i++) {
        const mid = (lo + hi) / 2;
        if (stationAt(mid) >= mark) hi = mid;
        else lo = mid;
      }
      return hi;
    };
    const s1 = c.station;
    // From the laps counted so far: a slide may have carried it over a line since.
    for (let k = c.laps + 1; k <= Math.min(this.opts.laps, Math.floor(s1 / 4)); k++) {
      c.laps = k;
      this.writer.emit(
        {
          phase: 'move',
          type: 'lap',
          chariots: [c.id],
          rule: 'aurigae.race-length',
          effect: { summary: `completes lap ${k}` },
        },
        crossAt(4 * k) * MOVE_SPAN,
      );
    }
    // A slide at the end of the last turn may already have carried it over the line.
    if (s1 >= this.finish) {
      const u = crossAt(this.finish);
      c.status = 'finished';
      c.finishedAt = roundT(this.state.turn + u * MOVE_SPAN);
      this.writer.emit(
        {
          phase: 'move',
          type: 'finish',
          chariots: [c.id],
          rule: 'aurigae.race-length',
          effect: { summary: 'crosses the finish line', condition: { [c.id]: conditionOf(c) } },
        },
        u * MOVE_SPAN,
      );
    }
  }

  /** A collision (seed V/I): the mover stops where it touched, its speed halved (house). */
  private collide(c: Chariot, hit: Contact, u: number): void {
    const row = collisionRow(hit.obstacle);
    const before = c.speed;
    c.speed = Math.floor(c.speed * RULES.collisionSpeedFactor.value);
    const other = hit.other ? this.state.chariots.find((o) => o.id === hit.other) : undefined;
    const struck = other && hit.obstacle === 'chariot' && other.status === 'racing' ? other : undefined;
    if (struck) struck.pending += row.struckPenalty;
    const wreck =
      hit.obstacle === 'wreck' ? this.state.wrecks.find((w) => w.chariot === hit.other) : undefined;
    const at: Record<string, TablePoint> = { [c.id]: point(c) };
    if (other && hit.obstacle === 'chariot') at[other.id] = point(other);
    // Glancing off the spina or the wall leaves the chariot along it (house): the model conforms
    // to the track where it stands (seed IV/I), facing whichever way along it is nearer.
    let path: PathPoint[] | undefined;
    if (hit.obstacle === 'spina' || hit.obstacle === 'wall') {
      const g = glance(hit.obstacle, c.x, c.y, c.station);
      const x = roundPos(g.x);
      const y = roundPos(g.y);
      const f = roundT(u * MOVE_SPAN);
      path = [{ ...point(c), f }] as PathPoint[];
      if (spinaGap(x, y) >= MARGIN && wallGap(x, y) >= MARGIN && !(c.station < 1 && behindStart(x))) {
        c.x = x;
        c.y = y;
        const at = stationNear(x, y, c.station);
        c.station = at.station;
        c.lap = at.lap;
      }
      c.heading = roundDeg(g.heading);
      path.push({ ...point(c), f } as PathPoint);
    }
    const whose = hit.obstacle === 'chariot' && other && other.status !== 'racing' ? ' (a runaway team)' : '';
    this.writer.emit(
      {
        phase: 'move',
        type: hit.obstacle === 'chariot' ? 'collision' : hit.obstacle === 'wreck' ? 'wreck-cross' : 'barrier',
        chariots: other && hit.obstacle === 'chariot' ? [c.id, other.id] : [c.id],
        rule: 'aurigae.collision',
        at,
        path,
        effect: {
          summary: `${row.label}${whose}${wreck ? ` (${wreck.chariot}'s wreck)` : ''}: speed ${before} → ${c.speed}${c.status === 'racing' ? `, ${row.penalty}% on the check` : ''}${struck ? `; ${struck.id} ${row.struckPenalty}% on its next` : ''}`,
        },
      },
      u * MOVE_SPAN,
    );
  }

  /** The end-of-move percentile check (seed I/I C, IV/III) and its effect on integrity. Its roll
   * joins the move's rolls; a level lost is a swerve (or a wreck) event, a level regained shows on
   * the move's condition. */
  private check(
    c: Chariot,
    turn: number,
    changePenalty: number,
    speed: number,
    contacts: Contact[],
    rolls: Roll[],
    move: RaceEvent,
  ): void {
    const mods: Modifier[] = [];
    if (turn !== 0) mods.push({ source: `turn ${Math.abs(turn)}°`, value: -Math.abs(turn) });
    if (changePenalty !== 0) mods.push({ source: 'speed change', value: changePenalty });
    const band = bandOf(speed);
    if (band.penalty !== 0) mods.push({ source: band.band, value: band.penalty });
    for (const h of contacts) mods.push({ source: h.obstacle, value: collisionRow(h.obstacle).penalty });
    if (c.pending !== 0) mods.push({ source: 'struck', value: c.pending });
    c.pending = 0;
    const target = c.skill + mods.reduce((a, m) => a + m.value, 0);
    const was = c.level;
    let outcome: string;
    if (target <= 0) {
      c.level = CRASH_LEVEL;
      outcome = `target ${target}: the chariot crashes at once`;
    } else {
      const [roll] = this.dice.roll(1, 100, `${c.id}: end-of-move check`) as [number];
      const step = RULES.integrityStep.value;
      // Seed IV/III: a level back for every whole 20 under the target, a level lost for every
      // whole 20 over it. A roll equal to the target is not under it: a failure by 0, no level.
      if (roll < target) {
        const regain = Math.floor((target - roll) / step);
        c.level = Math.max(0, c.level - regain);
        outcome = `success by ${target - roll}`;
      } else {
        const lose = Math.floor((roll - target) / step);
        c.level = Math.min(CRASH_LEVEL, c.level + lose);
        outcome = `failure by ${roll - target}`;
      }
      rolls.push({
        purpose: 'check',
        dice: 'd100',
        faces: [roll],
        modifiers: mods,
        total: roll,
        target: { op: '<', value: target },
        // The ladder, at the level the check leaves the chariot: the explainer highlights it.
        table: TABLE_IDS.integrity,
        row: INTEGRITY_LEVELS[c.level],
        outcome,
      });
    }
    if (c.level < was)
      move.effect = {
        summary: `${move.effect ? `${move.effect.summary}; ` : ''}recovers to ${INTEGRITY_LEVELS[c.level]}`,
        condition: { [c.id]: conditionOf(c) },
      };
    if (c.level >= CRASH_LEVEL) this.crash(c, outcome);
    else if (c.level > was) this.swerve(c, c.level - was, was, outcome);
  }

  /** Levels lost put the model off its line (seed IV/II): it slides outward, and at the swerve
   * level the car turns 45 degrees to its line of travel. */
  private swerve(c: Chariot, lost: number, was: number, outcome: string): void {
    // The car, not the team, turns 45° at the swerve level: the horses keep the line of travel.
    const yaw = c.level >= SWERVE_LEVEL && was < SWERVE_LEVEL ? RULES.swerveYaw.value : 0;
    const slide = RULES.slipPerLevel.value * lost;
    const h = (c.heading * Math.PI) / 180;
    const dx = Math.sin(h);
    const dy = -Math.cos(h);
    const bodies = this.bodies(c.id);
    let x = c.x;
    let y = c.y;
    for (let s = 0.5; s <= slide + 1e-9; s += 0.5) {
      const nx = roundPos(c.x + dx * s);
      const ny = roundPos(c.y + dy * s);
      if (spinaGap(nx, ny) < MARGIN || wallGap(nx, ny) < MARGIN) break;
      if (c.station < 1 && behindStart(nx)) break;
      if (bodies.some((b) => Math.hypot(b.x - nx, b.y - ny) < TABLE.contact.value)) break;
      x = nx;
      y = ny;
    }
    const start = { ...point(c), f: MOVE_SPAN };
    c.x = x;
    c.y = y;
    const at = stationNear(c.x, c.y, c.station);
    c.station = at.station;
    c.lap = at.lap;
    const before = c.speed;
    if (yaw !== 0) c.speed = Math.floor(c.speed * RULES.swerveSpeedFactor.value);
    this.writer.emit(
      {
        phase: 'check',
        type: 'swerve',
        chariots: [c.id],
        rule: 'aurigae.integrity',
        path: [start, { ...point(c), f: 1 }],
        effect: {
          summary:
            yaw !== 0
              ? `${outcome}: swerves, the car turns 45° off its line, speed ${before} → ${c.speed}`
              : `${outcome}: ${INTEGRITY_LEVELS[c.level]}, slides off its line`,
          condition: { [c.id]: conditionOf(c) },
        },
      },
      MOVE_SPAN,
    );
  }

  /** A shipwreck (seed V/II, V/III): the car stays as an obstacle; the driver is hurt by the speed
   * band's dice, and unless that puts him down he is dragged behind the runaway team. */
  private crash(c: Chariot, outcome: string): void {
    const band = bandOf(c.speed);
    c.status = 'wrecked';
    c.teamState = c.speed > 0 ? 'runaway' : 'stopped';
    const rolls: Roll[] = [];
    if (band.injuryDice > 0) {
      const faces = this.dice.roll(band.injuryDice, 6, `${c.id}: injury`);
      const damage = sum(faces) + band.injuryBonus;
      c.injury += damage;
      rolls.push({
        purpose: 'injury in the shipwreck',
        dice: `${band.injuryDice}d6`,
        faces,
        modifiers: band.injuryBonus ? [{ source: band.band, value: band.injuryBonus }] : [],
        total: damage,
        target: { op: '<', value: c.strength - (c.injury - damage), formula: 'strength left' },
        table: TABLE_IDS.injury,
        row: band.band,
        outcome: `${damage} points of injury`,
      });
    }
    c.driver = c.injury >= c.strength ? 'down' : 'dragged';
    const wreck: Wreck = {
      chariot: c.id,
      seq: this.writer.events.length,
      turn: this.state.turn,
      x: c.x,
      y: c.y,
      heading: c.heading,
      lap: c.lap,
    };
    this.state.wrecks.push(wreck);
    this.writer.emit(
      {
        phase: 'check',
        type: 'wreck',
        chariots: [c.id],
        rule: 'aurigae.shipwreck',
        rolls: rolls.length > 0 ? rolls : undefined,
        at: { [c.id]: point(c) },
        effect: {
          summary:
            c.driver === 'down'
              ? `${outcome}: crashes; the car stays on the track and the driver is down`
              : `${outcome}: crashes; the car stays on the track, the driver is dragged behind his team`,
          condition: { [c.id]: conditionOf(c) },
        },
      },
      MOVE_SPAN,
    );
    if (c.teamState === 'runaway')
      this.writer.emit(
        {
          phase: 'check',
          type: 'runaway',
          chariots: [c.id],
          rule: 'aurigae.runaway-team',
          effect: { summary: `the team runs on at its last speed, ${c.speed} in a turn` },
        },
        MOVE_SPAN,
      );
  }

  /** A dragged driver rolls 3d6 against dexterity at the start of his turn to cut the reins;
   * failing, he takes the damage of the team's speed (seed V/II, V/III). */
  private dragged(c: Chariot): void {
    const faces = this.dice.roll(RULES.cutReinsDice.value, 6, `${c.id}: cut the reins`);
    const total = sum(faces);
    const cut: Roll = {
      purpose: 'cut the reins (dexterity)',
      dice: `${RULES.cutReinsDice.value}d6`,
      faces,
      modifiers: [],
      total,
      target: { op: '<=', value: c.dexterity, formula: `DX ${c.dexterity}` },
      outcome: total <= c.dexterity ? 'cuts the reins' : 'still dragged',
    };
    if (total <= c.dexterity) {
      c.driver = 'on-foot';
      // He rolls free where his team is, and runs from there (see onFoot).
      c.foot = { x: c.x, y: c.y, station: c.station };
      this.writer.emit({
        phase: 'turn-start',
        type: 'cut-free',
        chariots: [c.id],
        rule: 'aurigae.cut-reins',
        rolls: [cut],
        effect: { summary: 'cuts the reins and rolls free', condition: { [c.id]: conditionOf(c) } },
      });
      return;
    }
    const band = bandOf(c.speed);
    const rolls = [cut];
    if (band.injuryDice > 0) {
      const hurt = this.dice.roll(band.injuryDice, 6, `${c.id}: dragged`);
      const damage = sum(hurt) + band.injuryBonus;
      c.injury += damage;
      rolls.push({
        purpose: 'injury while dragged',
        dice: `${band.injuryDice}d6`,
        faces: hurt,
        modifiers: band.injuryBonus ? [{ source: band.band, value: band.injuryBonus }] : [],
        total: damage,
        table: TABLE_IDS.injury,
        row: band.band,
        outcome: `${damage} points of injury`,
      });
    }
    if (c.injury >= c.strength) c.driver = 'down';
    this.writer.emit({
      phase: 'turn-start',
      type: 'dragged',
      chariots: [c.id],
      rule: 'aurigae.dragged',
      rolls,
      effect: {
        summary:
          c.driver === 'down'
            ? 'dragged until he lies still'
            : `dragged behind the team (${c.injury} of ${c.strength})`,
        condition: { [c.id]: conditionOf(c) },
      },
    });
  }

  /** A charioteer on foot runs his Move Allowance (seed V/III: 10 inches) each turn, beginning
   * with the turn he cut free in, straight for the nearer of the spina and the wall (house), and
   * is safe once there. He is no obstacle: the seed gives no rule for striking a man on foot. */
  private onFoot(c: Chariot): void {
    const foot = c.foot!;
    const way = wayToSafety(foot.x, foot.y);
    const allowance = CHARIOTEER_TABLE.find((r) => r.grade === c.grade)!.moveOnFoot;
    const safe = way.dist <= allowance;
    const run = Math.min(allowance, way.dist);
    const x = roundPos(foot.x + way.dx * run);
    const y = roundPos(foot.y + way.dy * run);
    const heading = roundDeg((Math.atan2(way.dy, way.dx) * 180) / Math.PI);
    const at = stationNear(x, y, foot.station);
    c.foot = safe ? null : { x, y, station: at.station };
    const ran = Math.round(run * 10) / 10;
    this.writer.emit({
      phase: 'turn-start',
      type: 'on-foot',
      chariots: [c.id],
      rule: 'aurigae.on-foot',
      at: { [c.id]: point({ x, y, heading, lap: at.lap }) },
      effect: {
        summary: safe
          ? `the charioteer on foot runs ${ran} in and reaches the ${way.barrier}, safe`
          : `the charioteer on foot runs ${allowance} in toward the ${way.barrier} (${Math.round((way.dist - run) * 10) / 10} in to go)`,
        condition: { [c.id]: conditionOf(c) },
      },
    });
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

/** Start (house): abreast, facing down the south straight, the first nearest the spina; a field
 * of more than a row lines up in rows, the last row on the start line and each row before it
 * further up the track, so no chariot starts behind the line (a lap not yet begun). */
export function startPose(i: number, count: number): TablePose {
  const rows = Math.ceil(count / START_ROW);
  const row = Math.floor(i / START_ROW);
  const line = tableOfWorld(CIRCUS.westMetaX, START_OFFSET_M);
  const spacing = TABLE.startSpacing.value;
  return {
    x: roundPos(line.x + 0.01 + (rows - 1 - row) * 2 * spacing),
    y: roundPos(line.y - (i % START_ROW) * spacing - (row % 2) * (spacing / 2)),
    heading: 0,
  };
}
/** Chariots abreast in a row of the start; the rest line up behind (house). */
const START_ROW = 8;
/** Offset from the spina axis (m) of the start place nearest the spina (house). */
const START_OFFSET_M = 8;
