import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { RaceEvent, Roll, TablePoint } from '../../../src/engine/log/schema.ts';
import { placedHeading, spinaGap, wallGap } from '../../../src/engine/rulesets/aurigae/arena.ts';
import {
  CHARIOTEER_TABLE,
  changeRefused,
  INTEGRITY_LEVELS,
  TEAM_TABLE,
} from '../../../src/engine/rulesets/aurigae/tables.ts';
import { parseScenario, runScenario } from '../../../src/engine/scenario/index.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import { SeededDice } from '../../../src/engine/dice/dice.ts';
import { startPose } from '../../../src/engine/rulesets/aurigae/start.ts';
import { runAurigae, SteppedRace, scenario } from './scenario.ts';

const last = <T>(xs: readonly T[]): T => xs[xs.length - 1]!;

/** A chariot's end-of-move check roll: it rides on its move event, after the speed roll (if any). */
function checkRolls(race: { events: readonly RaceEvent[] }, id: string): Roll[] {
  return race.events
    .filter((e) => e.type === 'move' && e.chariots[0] === id)
    .flatMap((e) => (e.rolls ?? []).filter((r) => r.purpose === 'check'));
}

describe('character generation (seed II/)', () => {
  test.each([
    [1, 'novice', 10, 12, 12],
    [2, 'novice', 10, 12, 12],
    [3, 'average', 20, 14, 13],
    [4, 'average', 20, 14, 13],
    [5, 'veteran', 30, 16, 14],
    [6, 'elite', 40, 18, 15],
  ])('charioteer face %i: %s, +%i, ST %i, DX %i', (face, grade, skill, st, dx) => {
    const { race } = scenario(
      2,
      [
        [face, 2],
        [1, 2],
      ],
      [],
    );
    const c = race.state.chariots[0]!;
    expect(c.grade).toBe(grade);
    // The place event names the rule and each roll its table and the row that applied.
    const place = race.events.find((e) => e.type === 'place' && e.chariots[0] === 'c0')!;
    expect(place.rule).toBe('aurigae.character-generation');
    expect(place.rolls!.map((r) => [r.table, r.row])).toEqual([
      ['aurigae.charioteer-table', grade],
      ['aurigae.team-table', 'fair'],
    ]);
    expect(c.skill).toBe(100 + skill);
    expect([c.strength, c.dexterity]).toEqual([st, dx]);
  });

  test.each([
    [1, 'poor', -10],
    [2, 'fair', 0],
    [3, 'good', 10],
    [4, 'good', 10],
    [5, 'good', 10],
    [6, 'excellent', 20],
  ])('team face %i: %s (%i)', (face, quality, mod) => {
    const { race } = scenario(
      2,
      [
        [1, face],
        [1, 2],
      ],
      [],
    );
    expect(race.state.chariots[0]!.team).toBe(quality);
    expect(race.state.chariots[0]!.skill).toBe(110 + mod);
    expect(TEAM_TABLE.every((r) => r.source === 'seed')).toBe(true);
    expect(CHARIOTEER_TABLE.every((r) => r.source === 'seed')).toBe(true);
  });
});

/** One turn of chariot c0 (skill 120: average driver, fair team) standing still with a forced
 * turn, the other chariot parked far off and standing still too. */
function checkTurn(level: number, turn: number, roll: number) {
  const { race, dice } = scenario(
    2,
    [
      [3, 2],
      [3, 2],
    ],
    [50, roll], // c1 (ahead) moves and checks first
    { c0: { turn }, c1: { turn: 0 } },
  );
  const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
  a.level = level;
  b.x = 300;
  b.station = 0.5; // moves first
  race.playTurn();
  expect(dice.remaining).toBe(0);
  const check = checkRolls(race, 'c0')[0]!;
  return { a, check };
}

describe('the end-of-move check and the integrity ladder (seed IV/III)', () => {
  test.each([
    // level before, turn, roll, level after
    [0, 90, 29, 0], // target 30: success by 1
    [0, 90, 30, 0], // equal is not under: a failure by 0 loses nothing
    [0, 90, 49, 0], // over by 19: no whole 20, no level
    [0, 90, 50, 1], // over by 20: one level
    [0, 90, 69, 1], // over by 39: still one
    [0, 90, 70, 2], // over by 40: two
    [0, 90, 90, 3], // over by 60: swerve
    [0, 90, 100, 3], // over by 70: swerve
    [1, 90, 100, 4], // a slight swerve three levels down: crash
    [2, 90, 53, 3], // moderate swerve over by 23: one level, a swerve (not a crash)
    [3, 90, 31, 3], // a swerving chariot over by 1 keeps its swerve
    [3, 90, 50, 4], // over by 20 at the swerve: crash
    [2, 0, 81, 1], // target 120: under by 39 recovers one
    [2, 0, 80, 0], // under by 40 recovers two
    [1, 0, 1, 0], // never below intact
  ])('level %i, turn %i°, roll %i → level %i', (before, turn, roll, after) => {
    const { a, check } = checkTurn(before, turn, roll);
    expect(a.level).toBe(after);
    const r = check;
    // The ladder's row is the level the check leaves, moved or not (the explainer highlights it).
    expect([r.table, r.row]).toEqual(['aurigae.integrity-table', INTEGRITY_LEVELS[after]]);
    expect(r.target).toEqual({ op: '<', value: 120 - turn });
    expect(r.modifiers).toEqual(
      turn ? [{ kind: 'turn', degrees: turn, source: `turn ${turn}°`, value: -turn }] : [],
    );
  });

  test('a target of zero or less crashes at once, without a roll', () => {
    const { race } = scenario(
      2,
      [
        [1, 1],
        [3, 2],
      ],
      [50],
      { c0: { turn: 90 }, c1: {} },
    );
    const a = race.state.chariots[0]!;
    a.pending = -20; // struck earlier: 100 - 90 - 20 < 0
    race.state.chariots[1]!.x = 300;
    race.state.chariots[1]!.station = 0.5;
    race.playTurn();
    expect(a.status).toBe('wrecked');
    expect(checkRolls(race, 'c0')).toEqual([]);
    expect(race.events.find((e) => e.type === 'wreck')!.effect!.summary).toMatch(/target -10/);
  });
});

describe('the sequence of play (seed I/I)', () => {
  test('every driver plots before anyone moves', () => {
    const setup = resolveSetup({ chariots: ['a', 'b', 'c'].map((id) => ({ id, name: id })) });
    if (!setup.ok) throw new Error(setup.error.message);
    const movesAtPlot: number[] = [];
    const race: SteppedRace = new SteppedRace(
      setup.value,
      new SeededDice(3),
      { laps: 1, maxTurns: 5 },
      () => {
        movesAtPlot.push(race.events.filter((e) => e.type === 'move').length);
        return { value: { change: 'up-1d6', turn: 0 }, note: { choice: 'forced', reason: 'test' } };
      },
    );
    race.start();
    race.playTurn();
    expect(movesAtPlot).toEqual([0, 0, 0]);
    expect(race.events.filter((e) => e.type === 'move')).toHaveLength(3);
  });

  test('chariots move first to last; those level go by the highest speed on the sheet', () => {
    const { race, dice } = scenario(
      3,
      [
        [3, 2],
        [3, 2],
        [3, 2],
      ],
      // Plots in setup order: c0 +1, c1 +6, c2 +3; then checks in the order of movement.
      [[1], [6], [3], 50, 50, 50],
      { c0: { change: 'up-1d6' }, c1: { change: 'up-1d6' }, c2: { change: 'up-1d6' } },
    );
    const [, , c] = race.state.chariots as [unknown, unknown, (typeof race.state.chariots)[0]];
    c.x += 10; // c2 is ahead: it moves first however slow
    c.station += 0.03;
    race.playTurn();
    expect(dice.remaining).toBe(0);
    const order = race.events.filter((e) => e.type === 'move').map((e) => e.chariots[0]);
    expect(order).toEqual(['c2', 'c1', 'c0']);
  });
});

describe('the start (house)', () => {
  const line = 137.93; // the start line, where the south straight begins
  test.each([
    [2, [0, 1], 0],
    [8, [0, 7], 0],
    [9, [0, 7], 10],
    [12, [0, 7], 10],
  ])('a field of %i: the last row on the line, the first %s from it', (count, [a, b], ahead) => {
    for (let i = 0; i < count; i++) {
      const p = startPose(i, count);
      expect(p.x - line, `${i} of ${count}`).toBeCloseTo(i >= a! && i <= b! ? ahead : 0, 5);
      expect(p.heading).toBe(0);
    }
  });

  test('a chariot on its first straight backing up is held at the start line', () => {
    const { race, dice } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [[6], 10, 10],
      { c0: { change: 'up-1d6', reverse: true }, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 300;
    b.station = 0.5;
    race.playTurn();
    expect(dice.remaining).toBe(0);
    expect(a.x).toBeGreaterThanOrEqual(line);
    expect(a.x).toBeLessThan(line + 1);
    expect(a.lap === 0).toBe(true);
    const move = race.events.find((e) => e.type === 'move' && e.chariots[0] === 'c0')!;
    expect(move.effect!.summary).toMatch(/held at the start line/);
  });

  test('every chariot begins on lap 0, at or past the line, and its first move carries that lap', () => {
    const setup = resolveSetup({
      chariots: Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, name: `C${i}` })),
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const { log, race } = runAurigae(setup.value, 101, { laps: 1, maxTurns: 3 });
    for (const c of race.state.chariots) expect(c.lap === 0).toBe(true);
    for (const e of log.header.entrants) expect(e.start).not.toHaveProperty('lap');
    for (const e of log.events.filter((x) => x.turn === 1 && x.path))
      for (const p of e.path!) expect((p as { lap?: number }).lap ?? 0).toBe(0);
  });
});

describe('speed and movement (seed III/)', () => {
  test('+2d6 raises the speed by the dice and costs 10% on the check; the move follows the arc', () => {
    const { race, dice } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      // Every plot (and its speed dice) before any move: c0's 2d6, then c1 (ahead) checks, then c0.
      [[4, 5], 10, 50],
      { c0: { change: 'up-2d6', turn: -20 }, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 300;
    b.station = 0.5;
    const from = { x: a.x, y: a.y };
    race.playTurn();
    expect(dice.remaining).toBe(0);
    expect(a.speed).toBe(9);
    expect(a.heading).toBe(340);
    // A 9-inch arc turning 20° right: chord 9·sinc(10°) long, at 10° right of the start heading.
    const chord = Math.hypot(a.x - from.x, a.y - from.y);
    expect(chord).toBeCloseTo((9 * Math.sin((10 * Math.PI) / 180)) / ((10 * Math.PI) / 180), 1);
    const check = checkRolls(race, 'c0')[0]!;
    // 9 inches a turn is a trot (house band, -5).
    expect(check.modifiers).toEqual([
      { kind: 'turn', degrees: 20, source: 'turn 20°', value: -20 },
      { kind: 'speed-change', source: 'speed change', value: -10 },
      { kind: 'speed-band', band: 'trot', source: 'trot', value: -5 },
    ]);
    expect(check.target!.value).toBe(120 - 35);
    // The speed roll comes first on the same move event.
    const move = race.events.find((e) => e.type === 'move' && e.chariots[0] === 'c0')!;
    expect(move.rolls!.map((r) => r.purpose)).toEqual(['speed', 'check']);
    expect(move.rolls![0]!.faces).toEqual([4, 5]);
    expect(move.rule).toBe('aurigae.movement');
    expect(move.rolls![0]).toMatchObject({ table: 'aurigae.speed-change-table', row: 'up-2d6' });
  });

  test('reversing only from a standstill, at walk speed', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [[6], 10, 50],
      { c0: { change: 'up-1d6', reverse: true }, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 300;
    b.station = 0.5;
    a.x += 20; // well clear of the start line behind it
    const x0 = a.x;
    race.playTurn();
    expect(a.direction).toBe(-1);
    expect(a.speed).toBe(6);
    expect(a.x).toBeCloseTo(x0 - 6, 5);
  });
});

describe('the 4d6 change, only to stop (seed III/II)', () => {
  test.each([
    ['stop-4d6', 0, true],
    ['stop-4d6', 24, true],
    ['stop-4d6', 25, false],
    ['stop-4d6', 60, false],
    ['down-2d6', 60, true],
    ['up-1d6', 30, true],
  ] as const)('%s at %i: allowed %s', (change, speed, allowed) => {
    expect(changeRefused(change, speed) === null).toBe(allowed);
  });

  test('the engine refuses a 4d6 plot it cannot stop; a scenario forcing one errs at the decision', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [],
      { c0: { change: 'stop-4d6' }, c1: {} },
    );
    race.state.chariots[0]!.speed = 30;
    expect(() => race.playTurn()).toThrow(
      /aurigae.movement refuses c0's plot: the 4d6 change is only used to stop: at 30/,
    );
    const s = parseScenario({
      title: 't',
      ruleset: 'aurigae',
      demonstrates: ['aurigae.movement'],
      turns: 1,
      chariots: [
        { id: 'a', x: 200, y: 30, heading: 0, speed: 30 },
        { id: 'b', x: 150, y: 20, heading: 0 },
      ],
      decisions: [{ turn: 1, chariot: 'a', change: 'stop-4d6' }],
    });
    if (!s.ok) throw new Error(s.error.message);
    const r = runScenario(s.value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe('$.decisions[0].change');
    expect(r.error.message).toMatch(
      /turn 1: aurigae.movement refuses a's plot: the 4d6 change is only used to stop: at 30 in a turn/,
    );
  });
});

describe('placement after the move (seed IV/I)', () => {
  // x 200 lies on the south straight (between the metae at about 138 and 417), x 440 in the turn.
  test.each([
    [200, 10, 0],
    [200, 353.4, 0],
    [200, 0, 0],
    [200, 175, 180],
    [200, 190, 180],
    [200, 10.1, 10.1],
    [200, 20, 20],
    [200, 275, 275],
    [440, 10, 10],
    [100, 355, 355],
  ] as const)('at x %f heading %f is placed at %f', (x, heading, placed) => {
    expect(placedHeading(x, heading, 10)).toBe(placed);
  });

  test('on the straight a move a little off is set parallel, the check still paying the plotted degrees', () => {
    const s = parseScenario(
      JSON.parse(readFileSync('scenarios/aurigae/set-parallel-on-the-straight.json', 'utf8')),
    );
    if (!s.ok) throw new Error(s.error.message);
    const r = runScenario(s.value);
    if (!r.ok) throw new Error(r.error.message);
    const move = (id: string): RaceEvent =>
      r.value.log.events.find((e) => e.type === 'move' && e.chariots[0] === id)!;
    const end = (id: string): number => (move(id).path!.at(-1) as { heading: number }).heading;
    expect([end('livia'), end('marcus'), end('tullia')]).toEqual([0, 30, 10]);
    expect(move('livia').effect?.summary).toBe('set parallel to the straight (10° → 0°)');
    expect(move('livia').rolls![0]!.modifiers[0]).toEqual({
      kind: 'turn',
      degrees: 10,
      source: 'turn 10°',
      value: -10,
    });
    expect(move('marcus').effect).toBeUndefined();
  });
});

describe('turning at a standstill (house)', () => {
  test('a chariot standing still turns on the spot by its plotted degrees, paying for them on the check', () => {
    const { race, dice } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10, 50],
      { c0: { turn: 40 }, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 300;
    b.station = 0.5;
    const from = { x: a.x, y: a.y };
    race.playTurn();
    expect(dice.remaining).toBe(0);
    expect([a.x, a.y]).toEqual([from.x, from.y]);
    expect(a.heading).toBe(40);
    const move = race.events.find((e) => e.type === 'move' && e.chariots[0] === 'c0')!;
    expect(move.path!.map((p) => (p as { heading: number }).heading)).toEqual([0, 40]);
    expect(checkRolls(race, 'c0')[0]!.modifiers).toEqual([
      { kind: 'turn', degrees: 40, source: 'turn 40°', value: -40 },
    ]);
  });
});

describe('collisions (seed V/I)', () => {
  test('a chariot running into another stops at contact, halves its speed, and both pay on the check', () => {
    const { race, dice } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10, 10, 10, 10],
      { c0: {}, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    a.speed = 20;
    b.x = a.x + 10;
    b.y = a.y;
    b.station = 0.1; // b moves first (standing still), then a runs into it
    race.playTurn();
    const hit = race.events.find((e) => e.type === 'collision')!;
    expect(hit.rule).toBe('aurigae.collision');
    expect(hit.chariots).toEqual(['c0', 'c1']);
    expect(Object.keys(hit.at!)).toEqual(['c0', 'c1']);
    expect(b.x - a.x).toBeGreaterThanOrEqual(3 - 1e-9);
    expect(b.x - a.x).toBeLessThan(4);
    expect(a.speed).toBe(10);
    expect(checkRolls(race, 'c0')[0]!.modifiers).toContainEqual({
      kind: 'collision',
      obstacle: 'chariot',
      source: 'chariot',
      value: -20,
    });
    expect(b.pending).toBe(-10);
    race.playTurn();
    expect(checkRolls(race, 'c1').at(-1)!.modifiers).toContainEqual({
      kind: 'struck',
      source: 'struck',
      value: -10,
    });
    expect(dice.remaining).toBe(0);
  });

  test('the spina stops a chariot outside it and turns it along the barrier', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10, 10],
      { c0: { turn: 0 }, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 300;
    b.station = 0.5;
    a.x = 200;
    a.heading = 90; // straight at the spina
    a.speed = 20;
    race.playTurn();
    const hit = race.events.find((e) => e.type === 'barrier')!;
    expect(hit.effect!.summary).toMatch(/spina/);
    expect(spinaGap(a.x, a.y)).toBeGreaterThan(0);
    expect([0, 180]).toContain(a.heading);
    expect(checkRolls(race, 'c0')[0]!.modifiers).toContainEqual({
      kind: 'collision',
      obstacle: 'spina',
      source: 'spina',
      value: -30,
    });
  });

  test('the outer wall stops a chariot inside the arena', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10, 10],
      { c0: {}, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 300;
    b.station = 0.5;
    a.heading = 270;
    a.speed = 60;
    race.playTurn();
    expect(race.events.some((e) => e.type === 'barrier' && /wall/.test(e.effect!.summary))).toBe(true);
    expect(wallGap(a.x, a.y)).toBeGreaterThan(0);
  });
});

describe('shipwreck, dragging and the runaway team (seed V/II, V/III)', () => {
  test('a crash leaves the car as an obstacle, hurts the driver by speed, and he is dragged until he cuts free', () => {
    const { race, dice } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [
        10, // c1 check
        100, // c0 check: target 120 - 90 - 10 = 20, over by 80: crash
        [2, 2, 2], // injury at a canter: 3d6 = 6
        [6, 6, 6], // turn 2: cut the reins on 3d6 vs DX 13: 18 fails
        [1, 1, 1], // dragged at a canter: 3 points
        10, // c1 check (turn 2)
        [3, 3, 3], // turn 3: 9 ≤ 13 cuts free
        10, // c1 check
      ],
      { c0: { turn: -90 }, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 400;
    b.station = 0.9;
    a.speed = 20;
    race.playTurn();
    expect(a.status).toBe('wrecked');
    expect(a.driver).toBe('dragged');
    expect(a.teamState).toBe('runaway');
    expect(a.injury).toBe(6);
    expect(race.state.wrecks).toHaveLength(1);
    expect(race.state.wrecks[0]).toMatchObject({ chariot: 'c0', x: a.x, y: a.y });
    expect(race.events.some((e) => e.type === 'runaway' && /20 in/.test(e.effect!.summary))).toBe(true);
    const crash = race.events.find((e) => e.type === 'wreck')!;
    expect(crash.rule).toBe('aurigae.shipwreck');
    expect(crash.rolls![0]).toMatchObject({ table: 'aurigae.injury-table', row: 'canter', total: 6 });
    expect(checkRolls(race, 'c0')[0]).toMatchObject({ table: 'aurigae.integrity-table', row: 'crash' });
    const wreck = { ...race.state.wrecks[0]! };
    race.playTurn();
    expect(a.injury).toBe(9);
    expect(a.driver).toBe('dragged');
    const drag = race.events.find((e) => e.type === 'dragged')!;
    expect(drag.rule).toBe('aurigae.dragged');
    expect(drag.rolls![1]).toMatchObject({ table: 'aurigae.injury-table', row: 'canter', total: 3 });
    // The team ran on at its last speed, from the wreck, with no check; the wreck stayed put.
    const runs = race.events.filter((e) => e.type === 'runaway' && e.path);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.rule).toBe('aurigae.runaway-team');
    expect(runs[0]!.rolls).toBeUndefined();
    const path = runs[0]!.path as Array<{ x: number; y: number; f: number }>;
    expect(path[0]).toMatchObject({ x: wreck.x, y: wreck.y });
    const end = last(path);
    const chord = Math.hypot(end.x - wreck.x, end.y - wreck.y);
    expect(chord).toBeGreaterThan(12);
    expect(chord).toBeLessThanOrEqual(20 + 1e-6);
    expect([a.x, a.y]).toEqual([end.x, end.y]);
    expect(race.state.wrecks[0]).toEqual(wreck);
    race.playTurn();
    expect(a.driver).toBe('on-foot');
    const turn3 = race.events.filter((e) => e.turn === 3 && e.chariots[0] === 'c0').map((e) => e.type);
    expect(turn3).toEqual(['cut-free', 'on-foot', 'runaway']);
    expect(race.events.find((e) => e.type === 'cut-free')!.rule).toBe('aurigae.cut-reins');
    expect(a.teamState).toBe('runaway');
    expect(dice.remaining).toBe(0);
  });

  test('a charioteer on foot runs his Move Allowance, 10 inches a turn, to the nearer barrier and is safe there', () => {
    expect(CHARIOTEER_TABLE.map((r) => r.moveOnFoot)).toEqual([10, 10, 10, 10]);
    const s = parseScenario(JSON.parse(readFileSync('scenarios/aurigae/on-foot-to-safety.json', 'utf8')));
    if (!s.ok) throw new Error(s.error.message);
    const r = runScenario(s.value);
    if (!r.ok) throw new Error(r.error.message);
    const events = r.value.log.events;
    const wreck = events.find((e) => e.type === 'wreck')!.at!['aquila'] as TablePoint;
    const runs = events.filter((e) => e.type === 'on-foot');
    // Turn 2 (he cut free in it) and turn 3; none on turn 4, safe by then.
    expect(runs.map((e) => [e.turn, e.rule])).toEqual([
      [2, 'aurigae.on-foot'],
      [3, 'aurigae.on-foot'],
    ]);
    const [first, second] = runs.map((e) => e.at!['aquila']!) as [TablePoint, TablePoint];
    // Rolled free where his team stood (the wreck: it had not moved yet), ran 10 in toward the
    // spina (north of him on the south straight), then the rest of the way to its foot.
    expect(Math.hypot(first.x - wreck.x, first.y - wreck.y)).toBeCloseTo(10, 1);
    expect(first.y).toBeGreaterThan(wreck.y);
    expect(Math.hypot(second.x - first.x, second.y - first.y)).toBeLessThan(10);
    expect(spinaGap(second.x, second.y)).toBeLessThan(0);
    expect(runs[0]!.effect!.summary).toMatch(/runs 10 in toward the spina/);
    expect(runs[1]!.effect!.summary).toMatch(/reaches the spina, safe/);
    expect(runs[1]!.effect!.condition!['aquila']!.attrs.driver).toBe('on-foot');
  });

  test('a runaway team is an obstacle: a chariot running into it stops at contact', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10],
      { c0: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    // c1 crashed earlier: its team stands (stopped) 10 inches ahead of c0, its wreck far off.
    b.status = 'wrecked';
    b.teamState = 'stopped';
    b.driver = 'down';
    b.level = 4;
    b.speed = 0;
    b.x = a.x + 10;
    b.y = a.y;
    race.state.wrecks.push({ chariot: 'c1', seq: 0, turn: 0, x: 300, y: 20, heading: 0, lap: 0 });
    a.speed = 20;
    race.playTurn();
    const hit = race.events.find((e) => e.type === 'collision')!;
    expect(hit.chariots).toEqual(['c0', 'c1']);
    expect(hit.effect!.summary).toMatch(/runaway team/);
    expect(b.x - a.x).toBeGreaterThanOrEqual(3 - 1e-9);
    expect(b.x - a.x).toBeLessThan(4);
    // A stopped team does not move and takes no check.
    expect(race.events.filter((e) => e.turn > 0 && e.chariots[0] === 'c1')).toEqual([]);
  });

  test('a runaway team that strikes the wall glances along it, its speed halved, and runs on', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10, 10],
      { c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    a.status = 'wrecked';
    a.teamState = 'runaway';
    a.driver = 'down';
    a.level = 4;
    a.speed = 3;
    // Facing the south wall, a hair's breadth from it: every way on runs into it.
    a.heading = 270;
    a.y = 1.72;
    a.x = 200;
    b.x = 400;
    b.station = 0.9;
    race.playTurn();
    const hit = race.events.find((e) => e.type === 'barrier')!;
    expect(hit.chariots).toEqual(['c0']);
    expect(a.speed).toBe(1);
    // Glanced along the wall, it runs on at what speed it has left, clear of the wall.
    expect([0, 180]).toContain(a.heading);
    const x0 = a.x;
    race.playTurn();
    expect(a.teamState).toBe('runaway');
    expect(Math.abs(a.x - x0)).toBeCloseTo(1, 1);
    expect(wallGap(a.x, a.y)).toBeGreaterThan(0);
  });

  test('a chariot running into a wreck stops short of it', () => {
    const { race } = scenario(
      2,
      [
        [3, 2],
        [3, 2],
      ],
      [10, 10],
      { c0: {}, c1: {} },
    );
    const [a, b] = race.state.chariots as [(typeof race.state.chariots)[0], (typeof race.state.chariots)[0]];
    b.x = 400;
    b.station = 0.9;
    a.speed = 30;
    race.state.wrecks.push({ chariot: 'c1', seq: 0, turn: 0, x: a.x + 12, y: a.y, heading: 0, lap: 0 });
    race.playTurn();
    const hit = race.events.find((e) => e.type === 'wreck-cross')!;
    expect(hit.chariots).toEqual(['c0']);
    expect(a.x + 12 - a.x).toBeGreaterThan(0);
    expect(race.state.wrecks[0]!.x - a.x).toBeGreaterThanOrEqual(3 - 1e-9);
  });
});

describe('laps, the finish and the time limit', () => {
  test('a one-lap race logs the lap and the finish under race-length; a short limit retires the rest', () => {
    const setup = resolveSetup({
      chariots: ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() })),
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const { log } = runAurigae(setup.value, 5, { laps: 1, maxTurns: 400 });
    const finish = log.events.filter((e) => e.type === 'finish');
    expect(finish.length).toBeGreaterThan(0);
    expect(new Set(finish.map((e) => e.rule))).toEqual(new Set(['aurigae.race-length']));
    expect(log.events.find((e) => e.type === 'lap')!.rule).toBe('aurigae.race-length');
    const cut = runAurigae(setup.value, 5, { laps: 1, maxTurns: 3 });
    const retired = cut.log.events.filter((e) => e.type === 'retire');
    expect(retired.map((e) => e.chariots[0]).sort()).toEqual(['a', 'b', 'c']);
    expect(retired.every((e) => e.rule === 'aurigae.time-limit')).toBe(true);
  });
});
