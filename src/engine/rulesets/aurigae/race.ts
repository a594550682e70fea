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
import { plotTurn, type Plot, type View } from './ai.ts';
import {
  arcAt,
  finishStation,
  inBend,
  roundDeg,
  roundPos,
  SCALE,
  spinaGap,
  stationNear,
  type TablePose,
  glance,
  tableOfWorld,
  wallGap,
} from './arena.ts';
import { type AurigaeState, type Chariot, conditionOf, type Wreck } from './state.ts';
import {
  bandOf,
  CHARIOTEER_TABLE,
  CRASH_LEVEL,
  collisionRow,
  INTEGRITY_LEVELS,
  type Obstacle,
  RULES,
  rowFor,
  SWERVE_LEVEL,
  speedChangeRow,
  TABLE,
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
/** Path sampling for the log: a point every this many inches (finer in the bends) and at every
 * 10 degrees of heading, so straight-line interpolation follows the arc. */
const STEP_STRAIGHT = 40;
const STEP_BEND = 8;
const STEP_HEADING = 10;
/** Share of the turn the move itself takes; a swerve slide fills the rest. */
const MOVE_SPAN = 0.9;

const point = (c: { x: number; y: number; heading: number; lap: number }): TablePoint =>
  c.lap === 0 ? { x: c.x, y: c.y, heading: c.heading } : { x: c.x, y: c.y, heading: c.heading, lap: c.lap };

/** A body a move can strike. */
interface Body {
  id: string;
  kind: 'chariot' | 'wreck';
  x: number;
  y: number;
}

interface Contact {
  obstacle: Obstacle;
  other: string | null;
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
        ...startPose(i),
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
      c.station = stationNear(c.x, c.y, 0).station;
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
            outcome: driver.label,
          },
          { purpose: 'team', dice: '1d6', faces: [team], modifiers: [], total: team, outcome: horses.label },
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
    for (const c of this.racing()) {
      c.status = 'retired';
      this.writer.emit(
        {
          phase: 'race-end',
          type: 'retire',
          chariots: [c.id],
          rule: 'aurigae.time-limit',
          effect: {
            summary: `still racing after ${this.opts.maxTurns} turns: retired`,
            condition: { [c.id]: conditionOf(c) },
          },
        },
        1,
      );
    }
  }

  private checkpoint(): void {
    this.state.rng = this.dice.state();
    this.writer.checkpoint(this.state);
  }

  /** Order of movement (seed I/I B): first to last, ties to the highest recorded speed. */
  moveOrder(): Chariot[] {
    return this.racing().sort((a, b) => b.station - a.station || b.speed - a.speed);
  }

  playTurn(): void {
    this.state.turn += 1;
    this.writer.turn = this.state.turn;
    for (const c of this.state.chariots) if (c.driver === 'dragged') this.dragged(c);
    const order = this.moveOrder();
    this.writer.emit({
      phase: 'turn-start',
      type: 'turn-start',
      chariots: order.map((c) => c.id),
      rule: 'aurigae.sequence-of-play',
      effect: { summary: 'order of movement: first to last, ties to the highest speed' },
    });
    for (const c of order) if (c.status === 'racing') this.takeTurn(c);
    this.checkpoint();
  }

  view(c: Chariot): View {
    return {
      self: {
        x: c.x,
        y: c.y,
        heading: c.heading,
        speed: c.speed,
        direction: c.direction,
        station: c.station,
        level: c.level,
        skill: c.skill,
        pending: c.pending,
      },
      bodies: this.bodies(c.id),
      finish: this.finish,
    };
  }

  private bodies(except: string): Body[] {
    const out: Body[] = [];
    for (const o of this.state.chariots)
      if (o.id !== except && o.status === 'racing') out.push({ id: o.id, kind: 'chariot', x: o.x, y: o.y });
    for (const w of this.state.wrecks) out.push({ id: w.chariot, kind: 'wreck', x: w.x, y: w.y });
    return out;
  }

  /** One chariot's turn: plot, speed dice, move, end-of-move check. */
  private takeTurn(c: Chariot): void {
    const raw = this.drivers.plot?.(c, this.view(c)) ?? plotTurn(this.view(c), c.personality);
    const turn = Math.max(-90, Math.min(90, Math.round(raw.turn / 10) * 10));
    const change = speedChangeRow(raw.change);
    const rolls: Roll[] = [];
    const before = c.speed;
    let note = '';
    if (raw.reverse) {
      if (c.speed === 0) {
        c.direction = -c.direction;
        note = c.direction < 0 ? '; reverses' : '; goes forward again';
      } else note = '; cannot reverse while moving';
    }
    if (change.dice > 0) {
      const faces = this.dice.roll(change.dice, 6, `${c.id}: speed ${change.label}`);
      const top = c.direction < 0 ? RULES.walkMax.value : RULES.maxSpeed.value;
      c.speed = Math.max(0, Math.min(top, c.speed + change.sign * sum(faces)));
      rolls.push({
        purpose: 'speed change',
        dice: `${change.dice}d6`,
        faces,
        modifiers: [],
        total: sum(faces),
        outcome: `speed ${before} → ${c.speed} in`,
      });
    } else if (c.direction < 0 && c.speed > RULES.walkMax.value) c.speed = RULES.walkMax.value;
    const moved = c.speed;
    const contacts = this.move(c, turn, rolls, { choice: raw.choice + note, reason: raw.reason });
    if (c.status !== 'racing') return; // crossed the finish line
    this.check(c, turn, change.penalty, moved, contacts);
  }

  /**
   * Moves the chariot along its plotted arc, stopping short of whatever it would strike. Logs the
   * move (with its sampled path), laps, the finish and collisions. Returns what it struck.
   */
  private move(
    c: Chariot,
    turn: number,
    rolls: Roll[],
    decision: { choice: string; reason: string },
  ): Contact[] {
    const from: TablePose = { x: c.x, y: c.y, heading: c.heading };
    const length = c.speed;
    const steps = Math.max(1, Math.ceil(length));
    const bodies = this.bodies(c.id);
    const p: TablePose = { x: 0, y: 0, heading: 0 };
    const path: Array<TablePoint & { f: number }> = [{ ...point(c), f: 0 }];
    let last = { x: c.x, y: c.y, heading: c.heading };
    let station = c.station;
    let lap = c.lap;
    let hit: Contact | null = null;
    let stopU = 0;
    let loggedTurn = 0;
    const crossings: Array<{ kind: 'lap' | 'finish'; n: number; u: number }> = [];
    for (let i = 1; i <= steps && length > 0; i++) {
      const u = i / steps;
      arcAt(from, length, turn, u, c.direction, p);
      const x = roundPos(p.x);
      const y = roundPos(p.y);
      if (spinaGap(x, y) < MARGIN) hit = { obstacle: 'spina', other: null };
      else if (wallGap(x, y) < MARGIN) hit = { obstacle: 'wall', other: null };
      else {
        for (const b of bodies) {
          const gap = Math.hypot(b.x - x, b.y - y);
          // Only closing in counts: a chariot already touching may draw away.
          if (gap < TABLE.contact.value && gap < Math.hypot(b.x - last.x, b.y - last.y) - 1e-9) {
            hit = { obstacle: b.kind, other: b.id };
            break;
          }
        }
      }
      if (hit) break;
      const at = stationNear(x, y, station);
      for (let k = Math.max(1, Math.floor(station / 4) + 1); k <= Math.floor(at.station / 4); k++)
        if (k <= this.opts.laps && k > c.laps) crossings.push({ kind: 'lap', n: k, u });
      if (station < this.finish && at.station >= this.finish) crossings.push({ kind: 'finish', n: 0, u });
      station = at.station;
      lap = at.lap;
      stopU = u;
      const prevLogged = path[path.length - 1]!;
      const heading = roundDeg(p.heading);
      const step = inBend(x) ? STEP_BEND : STEP_STRAIGHT;
      const dist = Math.hypot(x - prevLogged.x, y - prevLogged.y);
      const turned = p.heading - from.heading;
      last = { x, y, heading };
      if (i === steps || dist >= step - 1e-9 || Math.abs(turned - loggedTurn) >= STEP_HEADING - 1e-9) {
        path.push({ ...point({ x, y, heading, lap }), f: roundT(u * MOVE_SPAN) });
        loggedTurn = turned;
      }
    }
    // The last safe point ends the path.
    const tail = path[path.length - 1]!;
    if (tail.x !== last.x || tail.y !== last.y || tail.heading !== last.heading) {
      path.push({ ...point({ ...last, lap }), f: roundT(stopU * MOVE_SPAN) });
    }
    c.x = last.x;
    c.y = last.y;
    c.heading = last.heading;
    c.station = station;
    c.lap = lap;
    const metres = Math.round(length * stopU * SCALE);
    this.writer.emit(
      {
        phase: 'move',
        type: 'move',
        chariots: [c.id],
        rule: 'aurigae.movement',
        rolls: rolls.length > 0 ? rolls : undefined,
        path: length > 0 ? (path as PathPoint[]) : undefined,
        decision,
        effect: {
          summary:
            length > 0
              ? `moves ${roundPos(length * stopU)} in (${metres} m) at a ${bandOf(length).band}`
              : 'stands still',
        },
      },
      0,
    );
    for (const x of crossings) {
      if (x.kind === 'lap') {
        c.laps = x.n;
        this.writer.emit(
          {
            phase: 'move',
            type: 'lap',
            chariots: [c.id],
            rule: 'aurigae.race-length',
            effect: { summary: `completes lap ${x.n}` },
          },
          x.u * MOVE_SPAN,
        );
      } else {
        c.status = 'finished';
        c.finishedAt = roundT(this.state.turn + x.u * MOVE_SPAN);
        this.writer.emit(
          {
            phase: 'move',
            type: 'finish',
            chariots: [c.id],
            rule: 'aurigae.race-length',
            effect: { summary: 'crosses the finish line', condition: { [c.id]: conditionOf(c) } },
          },
          x.u * MOVE_SPAN,
        );
      }
    }
    if (!hit) return [];
    this.collide(c, hit, stopU);
    return [hit];
  }

  /** A collision (seed V/I): the mover stops where it touched, its speed halved (house). */
  private collide(c: Chariot, hit: Contact, u: number): void {
    const row = collisionRow(hit.obstacle);
    const before = c.speed;
    c.speed = Math.floor(c.speed * RULES.collisionSpeedFactor.value);
    const other = hit.other ? this.state.chariots.find((o) => o.id === hit.other) : undefined;
    if (other && hit.obstacle === 'chariot') other.pending += row.struckPenalty;
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
      if (spinaGap(x, y) >= MARGIN && wallGap(x, y) >= MARGIN) {
        c.x = x;
        c.y = y;
        const at = stationNear(x, y, c.station);
        c.station = at.station;
        c.lap = at.lap;
      }
      c.heading = roundDeg(g.heading);
      path.push({ ...point(c), f } as PathPoint);
    }
    this.writer.emit(
      {
        phase: 'move',
        type: hit.obstacle === 'chariot' ? 'collision' : hit.obstacle === 'wreck' ? 'wreck-cross' : 'barrier',
        chariots: other && hit.obstacle === 'chariot' ? [c.id, other.id] : [c.id],
        rule: 'aurigae.collision',
        at,
        path,
        effect: {
          summary: `${row.label}${wreck ? ` (${wreck.chariot}'s wreck)` : ''}: speed ${before} → ${c.speed}, ${row.penalty}% on the check${row.struckPenalty && other ? `; ${other.id} ${row.struckPenalty}% on its next` : ''}`,
        },
      },
      u * MOVE_SPAN,
    );
  }

  /** The end-of-move percentile check (seed I/I C, IV/III) and its effect on integrity. */
  private check(c: Chariot, turn: number, changePenalty: number, speed: number, contacts: Contact[]): void {
    const mods: Modifier[] = [];
    if (turn !== 0) mods.push({ source: `turn ${Math.abs(turn)}°`, value: -Math.abs(turn) });
    if (changePenalty !== 0) mods.push({ source: 'speed change', value: changePenalty });
    const band = bandOf(speed);
    if (band.penalty !== 0) mods.push({ source: band.band, value: band.penalty });
    for (const h of contacts) mods.push({ source: h.obstacle, value: collisionRow(h.obstacle).penalty });
    if (c.pending !== 0) mods.push({ source: 'struck', value: c.pending });
    c.pending = 0;
    const target = c.skill + mods.reduce((a, m) => a + m.value, 0);
    const t = MOVE_SPAN;
    const was = c.level;
    let rolls: Roll[] | undefined;
    let outcome: string;
    if (target <= 0) {
      c.level = CRASH_LEVEL;
      outcome = `target ${target}: the chariot crashes at once`;
    } else {
      const [roll] = this.dice.roll(1, 100, `${c.id}: end-of-move check`) as [number];
      const step = RULES.integrityStep.value;
      if (roll < target) {
        const regain = Math.floor((target - roll) / step);
        c.level = Math.max(0, c.level - regain);
        outcome = `success by ${target - roll}${c.level < was ? `: recovers to ${INTEGRITY_LEVELS[c.level]}` : ''}`;
      } else {
        const lose = Math.max(RULES.minimumLoss.value, Math.ceil((roll - target) / step));
        c.level = Math.min(CRASH_LEVEL, c.level + lose);
        outcome = `failure by ${roll - target}: ${INTEGRITY_LEVELS[c.level]}`;
      }
      rolls = [
        {
          purpose: 'check',
          dice: 'd100',
          faces: [roll],
          modifiers: mods,
          total: roll,
          target: { op: '<', value: target },
          row: INTEGRITY_LEVELS[c.level],
          outcome,
        },
      ];
    }
    this.writer.emit(
      {
        phase: 'check',
        type: 'check',
        chariots: [c.id],
        rule: 'aurigae.integrity',
        rolls,
        // The roll says it all unless the level changed (or there was no roll).
        // (A crash's condition comes with the wreck event that follows.)
        effect:
          c.level !== was || !rolls
            ? {
                summary: outcome,
                condition: c.level < CRASH_LEVEL ? { [c.id]: conditionOf(c) } : undefined,
              }
            : undefined,
      },
      t,
    );
    if (c.level >= CRASH_LEVEL) this.crash(c);
    else if (c.level > was) this.swerve(c, c.level - was, was);
  }

  /** Levels lost put the model off its line (seed IV/II): it slides outward, and at the swerve
   * level the car turns 45 degrees to its line of travel. */
  private swerve(c: Chariot, lost: number, was: number): void {
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
              ? `swerves: the car turns 45° off its line, speed ${before} → ${c.speed}`
              : `${INTEGRITY_LEVELS[c.level]}: slides off its line`,
          condition: { [c.id]: conditionOf(c) },
        },
      },
      MOVE_SPAN,
    );
  }

  /** A shipwreck (seed V/II, V/III): the car stays as an obstacle; the driver is hurt by the speed
   * band's dice, and unless that puts him down he is dragged behind the runaway team. */
  private crash(c: Chariot): void {
    const band = bandOf(c.speed);
    c.status = 'wrecked';
    c.teamState = 'runaway';
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
        table: 'injury by speed',
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
              ? 'crashes: the car stays on the track and the driver is down'
              : 'crashes: the car stays on the track; the driver is dragged behind his team',
          condition: { [c.id]: conditionOf(c) },
        },
      },
      MOVE_SPAN,
    );
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
        table: 'injury by speed',
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

/** Start line (house): abreast on the start line, facing down the south straight, the first
 * nearest the spina. */
export function startPose(i: number): TablePose {
  const row = Math.floor(i / START_ROW);
  const line = tableOfWorld(CIRCUS.westMetaX, START_OFFSET_M);
  const spacing = TABLE.startSpacing.value;
  return {
    x: roundPos(line.x + 0.01 - row * 2 * spacing),
    y: roundPos(line.y - (i % START_ROW) * spacing - (row % 2) * (spacing / 2)),
    heading: 0,
  };
}
/** Chariots abreast in a row of the start; the rest line up behind (house). */
const START_ROW = 8;
/** Offset from the spina axis (m) of the start place nearest the spina (house). */
const START_OFFSET_M = 8;
