import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { CATALOGUES, ruleById, tableById } from '../../src/engine/rules/index.ts';
import { parseScenario, rulesShown, runScenario, tablesRead } from '../../src/engine/scenario/index.ts';

// Every shipped scenario runs, uses every forced die, and shows the rules (and tables) it claims.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DIR = join(ROOT, 'scenarios');
const FILES = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(DIR, d.name))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(DIR, d.name, f)),
  )
  .sort();

const load = (file: string) => {
  const parsed = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.value;
};

describe('shipped scenarios', () => {
  test.each(FILES.map((f) => [`${basename(dirname(f))}/${basename(f)}`, f]))(
    '%s shows what it claims',
    (_, file) => {
      const s = load(file);
      expect(s.ruleset, 'the folder names the ruleset').toBe(basename(dirname(file)));
      const run = runScenario(s);
      if (!run.ok) throw new Error(run.error.message);
      expect(run.value.unusedDice, 'every forced die is rolled').toBe(0);
      const shown = rulesShown(run.value);
      for (const id of s.demonstrates) {
        expect(ruleById(id), `${id} is in the catalogue`).toBeDefined();
        expect(shown, `the log shows ${id}`).toContain(id);
      }
      const read = tablesRead(run.value);
      for (const id of s.tables ?? []) {
        expect(tableById(id), `${id} is in the table registry`).toBeDefined();
        expect(read, `a roll reads ${id}`).toContain(id);
      }
      // Same scenario, same log, byte for byte.
      const again = runScenario(s);
      expect(again.ok && serializeLog(again.value.log)).toBe(serializeLog(run.value.log));
    },
  );

  test('every Crudis rule has a scenario that shows it', () => {
    const shown = new Set(FILES.map(load).flatMap((s) => s.demonstrates));
    const missing = CATALOGUES.crudis.rules.map((r) => r.id).filter((id) => !shown.has(id));
    expect(missing).toEqual([]);
  });

  test('every Hippodrome rule has a scenario that shows it', () => {
    const shown = new Set(FILES.map(load).flatMap((s) => s.demonstrates));
    const missing = CATALOGUES.hippodrome.rules.map((r) => r.id).filter((id) => !shown.has(id));
    expect(missing).toEqual([]);
  });

  test('every Circus Maximus rule has a scenario that shows it', () => {
    const shown = new Set(FILES.map(load).flatMap((s) => s.demonstrates));
    const missing = CATALOGUES['circus-maximus'].rules.map((r) => r.id).filter((id) => !shown.has(id));
    expect(missing).toEqual([]);
  });

  test('every Aurigae rule has a scenario that shows it', () => {
    const shown = new Set(FILES.map(load).flatMap((s) => s.demonstrates));
    const missing = CATALOGUES.aurigae.rules.map((r) => r.id).filter((id) => !shown.has(id));
    expect(missing).toEqual([]);
  });

  test("the issue's example comes first: a light chariot takes the second corner at 19", () => {
    const first = FILES.map(load).find((s) => s.ruleset === 'circus-maximus')!;
    expect(first.title).toBe('A light chariot takes the second corner at 19');
    const run = runScenario(first);
    if (!run.ok) throw new Error(run.error.message);
    const { header, events } = run.value.log;
    const velox = header.entrants.find((e) => e.id === 'velox')!;
    expect(velox.stats!.weight).toBe('light');
    const strain = events.find((e) => e.type === 'corner-strain')!;
    expect(strain.rule).toBe('circus-maximus.corner-strain');
    // Second corner (stations 3-4), lane 5: safe 14, +1 for a light car; 19 is 4 over.
    expect(strain.effect!.summary).toContain('at 19, 4 over the safe 15 of lane 5');
    expect(strain.rolls![0]).toMatchObject({ table: 'circus-maximus.corner-strain-chart', row: '4 over' });
  });
});

/** Cases as [input, JSON path, message], named by their path. */
const cases = (list: Array<[unknown, string, RegExp]>) =>
  list.map(([input, path, message]): [string, unknown, RegExp] => [path, input, message]);

const CRUDIS = {
  title: 't',
  ruleset: 'crudis',
  demonstrates: ['crudis.normal-move'],
  turns: 1,
  chariots: [
    { id: 'a', lane: 3, sq: 30 },
    { id: 'b', lane: 9, sq: 10 },
  ],
};

describe('bad scenarios say what is wrong and where', () => {
  test.each(
    cases([
      [[], '$', /a JSON object/],
      [{ ...CRUDIS, ruleset: 'chess' }, '$.ruleset', /not a ruleset/],
      [{ ...CRUDIS, ruleset: 'aurigae' }, '$.chariots[0].x', /./],
      [{ ...CRUDIS, demonstrates: [] }, '$.demonstrates', /at least one rule id/],
      [{ ...CRUDIS, chariots: [{ id: 'a', lane: 0, sq: 3 }] }, '$.chariots[0].lane', /./],
      [{ ...CRUDIS, chariots: [{ id: 'a', lane: 3, sq: 3, speed: 9 }] }, '$.chariots[0]', /speed/],
      [{ ...CRUDIS, dice: [3, [2, 0]] }, '$.dice[1][1]', /a die face is 1 or more/],
      [
        { ...CRUDIS, decisions: [{ turn: 1, chariot: 'a', move: { forward: 'far' } }] },
        '$.decisions[0].move.forward',
        /./,
      ],
    ]),
  )('error at %s', (path, input, message) => {
    const r = parseScenario(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
    expect(r.error.message).toContain(path);
  });

  const run = (input: unknown) => {
    const s = parseScenario(input);
    if (!s.ok) throw new Error(s.error.message);
    return runScenario(s.value);
  };

  test.each(
    cases([
      [
        { ...CRUDIS, chariots: [CRUDIS.chariots[0], { id: 'a', lane: 5, sq: 3 }] },
        '$.chariots[1].id',
        /used twice/,
      ],
      [
        { ...CRUDIS, chariots: [CRUDIS.chariots[0], { id: 'b', lane: 4, sq: 30 }] },
        '$.chariots[1]',
        /overlaps a/,
      ],
      [
        { ...CRUDIS, chariots: [{ id: 'a', lane: 24, sq: 3 }, CRUDIS.chariots[1]] },
        '$.chariots[0].lane',
        /fills 2 lanes/,
      ],
      [
        { ...CRUDIS, decisions: [{ turn: 1, chariot: 'zed', whipSpeed: true }] },
        '$.decisions[0].chariot',
        /no chariot "zed"/,
      ],
      [
        { ...CRUDIS, decisions: [{ turn: 1, chariot: 'a', move: { forward: 5, ram: 'a' } }] },
        '$.decisions[0].move.ram',
        /itself/,
      ],
      // White 2 + red 1 cannot make 9 squares: the forced move is refused, naming the roll.
      [
        { ...CRUDIS, dice: [[1, 1], 1], decisions: [{ turn: 1, chariot: 'a', move: { forward: 9 } }] },
        '$.decisions[0].move',
        /rolled white 2 and red 1/,
      ],
      [{ ...CRUDIS, dice: [[1, 1], 9] }, '$.dice[1]', /face 9 cannot come up on the d6/],
      [{ ...CRUDIS, options: { laps: 9 } }, '$.options.laps', /1 to 7/],
    ]),
  )('error at %s', (path, input, message) => {
    const r = run(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
  });

  const TEAMS = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  const HIPPO = {
    title: 't',
    ruleset: 'hippodrome',
    demonstrates: ['hippodrome.effort'],
    options: { laps: 1 },
  };
  test.each(
    cases([
      [{ ...HIPPO, teams: TEAMS.slice(0, 3) }, '$.teams', /exactly 4 teams/],
      [{ ...HIPPO, teams: [{ id: 'a', cards: ['X01'] }, ...TEAMS.slice(1)] }, '$.teams[0].cards[0]', /H01/],
    ]),
  )('hippodrome: error at %s', (path, input, message) => {
    const r = parseScenario(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe(path);
      expect(r.error.message).toMatch(message);
    }
  });
  test.each(
    cases([
      [
        { ...HIPPO, teams: [{ id: 'a', cards: ['H01', 'H02', 'H03', 'H04', 'H05'] }, ...TEAMS.slice(1)] },
        '$.teams[0].cards[4]',
        /at most 4 horse/,
      ],
      [
        { ...HIPPO, teams: [{ id: 'a', cards: ['H01'] }, { id: 'b', cards: ['H01'] }, ...TEAMS.slice(2)] },
        '$.teams[1].cards[0]',
        /already kept by a/,
      ],
      [{ ...HIPPO, teams: [{ id: 'a', stall: 1 }, ...TEAMS.slice(1)] }, '$.teams', /every team's stall/],
      [
        { ...HIPPO, teams: TEAMS, decisions: [{ team: 'q', attempt: true }] },
        '$.decisions[0].team',
        /no team "q"/,
      ],
    ]),
  )('hippodrome run: error at %s', (path, input, message) => {
    const r = run(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe(path);
      expect(r.error.message).toMatch(message);
    }
  });
});

const CM = {
  title: 't',
  ruleset: 'circus-maximus',
  demonstrates: ['circus-maximus.movement'],
  turns: 1,
  options: { firstTurnAcceleration: false, startWeather: 'clear' },
  chariots: [
    { id: 'a', lane: 2, sq: 10, spec: 'horses=5,4,3,4 dm=1 dh=8 whip=regular wheels=6,6 end=40' },
    { id: 'b', lane: 6, sq: 10 },
  ],
};

describe('bad Circus Maximus scenarios say what is wrong and where', () => {
  const run = (input: unknown) => {
    const s = parseScenario(input);
    return s.ok ? runScenario(s.value) : s;
  };
  test.each(
    cases([
      [{ ...CM, chariots: [{ id: 'a', lane: 9, sq: 3 }] }, '$.chariots[0].lane', /./],
      [
        {
          ...CM,
          decisions: [{ turn: 1, chariot: 'a', attack: { kind: 'dust', target: 'b', part: 'team' } }],
        },
        '$.decisions[0].attack.part',
        /dust the driver/,
      ],
      [
        { ...CM, chariots: [{ ...CM.chariots[0], spec: 'horses=8,8,8,8 dm=3' }, CM.chariots[1]] },
        '$.chariots[0].spec',
        /preparation points/,
      ],
      [{ ...CM, chariots: [CM.chariots[0], { id: 'b', lane: 2, sq: 11 }] }, '$.chariots[1]', /overlaps a/],
      [
        { ...CM, options: { laps: 1 }, chariots: [CM.chariots[0], { id: 'b', lane: 4, sq: 140 }] },
        '$.chariots[1].sq',
        /past the finish line/,
      ],
      [
        { ...CM, chariots: [{ ...CM.chariots[0], endurance: 60 }, CM.chariots[1]] },
        '$.chariots[0].endurance',
        /more than the 40/,
      ],
      [
        { ...CM, decisions: [{ turn: 1, chariot: 'a', speed: 30 }] },
        '$.decisions[0].speed',
        /turn 1: circus-maximus\.turn-speed refuses a's speed: the driver may write at most 17 \(team speed 16 \+ CDM 1\), not 30/,
      ],
      [
        {
          ...CM,
          decisions: [{ turn: 1, chariot: 'a', speed: 3, attack: { kind: 'ram', target: 'b', part: 'car' } }],
        },
        '$.decisions[0].attack',
        /never made the ram on b/,
      ],
      [
        {
          ...CM,
          decisions: [{ turn: 1, chariot: 'a', attack: { kind: 'lash', target: 'a', part: 'team' } }],
        },
        '$.decisions[0].attack.target',
        /itself/,
      ],
    ]),
  )('error at %s', (path, input, message) => {
    const r = run(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
    expect(r.error.message).toContain(path);
  });

  test('placements, spec, weight, damage and a forced speed and lane are where the log says', () => {
    const s = parseScenario({
      ...CM,
      chariots: [
        { ...CM.chariots[0], weight: 'heavy', endurance: 30, horseHits: [1, 0, 0, 0], jostle: 2 },
        CM.chariots[1],
      ],
      decisions: [{ turn: 1, chariot: 'a', speed: 6, lane: 3, attack: null }],
    });
    if (!s.ok) throw new Error(s.error.message);
    const r = runScenario(s.value);
    if (!r.ok) throw new Error(r.error.message);
    const { header, events } = r.value.log;
    const a = header.entrants.find((e) => e.id === 'a')!;
    expect(a.start).toEqual({ lane: 2, sq: 10 });
    expect(a.stats).toMatchObject({ weight: 'heavy', endurance: 40, horse1: 5 });
    expect(header.options['spec.a']).toMatch(/weight=heavy/);
    const placed = events.find((e) => e.type === 'place' && e.chariots[0] === 'a')!;
    expect(placed.at).toEqual({ a: { lane: 2, sq: 10 } });
    expect(placed.effect!.condition!.a!.attrs).toMatchObject({
      endurance: 30,
      horseHits: '1/0/0/0',
      jostle: 2,
    });
    const speed = events.find((e) => e.type === 'speed' && e.chariots[0] === 'a')!;
    expect(speed.decision).toMatchObject({ choice: '6, aiming for lane 3' });
    expect(speed.decision!.reason).toMatch(/forced by the scenario/);
    const moves = events.filter((e) => e.type === 'move' && e.chariots[0] === 'a');
    expect(moves.at(-1)!.path!.at(-1)).toMatchObject({ lane: 3 });
    expect(events.some((e) => e.type === 'retire')).toBe(false);
  });
});

describe('scenario runs', () => {
  test('placements, stats and a forced move are where the log says', () => {
    const s = parseScenario({
      ...CRUDIS,
      chariots: [
        { id: 'a', lane: 3, sq: 30, damageMod: -1, whip: false },
        { id: 'b', lane: 9, sq: 10 },
      ],
      dice: [[4, 3], 2],
      decisions: [{ turn: 1, chariot: 'a', move: { forward: 8, lateral: 1 } }],
    });
    if (!s.ok) throw new Error(s.error.message);
    const r = runScenario(s.value);
    if (!r.ok) throw new Error(r.error.message);
    const { header, events } = r.value.log;
    expect(header.entrants[0]!.start).toEqual({ lane: 3, sq: 30 });
    expect(header.entrants[0]!.stats).toEqual({ whip: false, damageMod: -1, moveMod: 0 });
    const place = events.find((e) => e.type === 'place' && e.chariots[0] === 'a')!;
    expect(place.at).toEqual({ a: { lane: 3, sq: 30 } });
    const move = events.find((e) => e.type === 'move' && e.chariots[0] === 'a')!;
    expect(move.path!.at(-1)).toMatchObject({ lane: 4 });
    expect(events.find((e) => e.type === 'decision' && e.chariots[0] === 'a')!.decision!.reason).toMatch(
      /scenario/,
    );
    // Stopped after its one turn: nobody is retired by the time limit.
    expect(events.some((e) => e.type === 'retire')).toBe(false);
  });
});

const AUR = {
  title: 't',
  ruleset: 'aurigae',
  demonstrates: ['aurigae.movement'],
  turns: 1,
  chariots: [
    { id: 'a', x: 150, y: 30, heading: 0, grade: 'elite', team: 'poor' },
    { id: 'b', x: 150, y: 20, heading: 0 },
  ],
};

describe('Aurigae scenarios', () => {
  const run = (input: unknown) => {
    const s = parseScenario(input);
    return s.ok ? runScenario(s.value) : s;
  };
  test.each(
    cases([
      [{ ...AUR, chariots: [AUR.chariots[0]] }, '$.chariots', /at least 2 chariots/],
      [
        { ...AUR, chariots: [{ ...AUR.chariots[0], grade: 'hero' }, AUR.chariots[1]] },
        '$.chariots[0].grade',
        /./,
      ],
      [
        { ...AUR, chariots: [{ ...AUR.chariots[0], heading: 360 }, AUR.chariots[1]] },
        '$.chariots[0].heading',
        /./,
      ],
      [
        { ...AUR, chariots: [AUR.chariots[0], { id: 'b', x: 150, y: 50, heading: 0 }] },
        '$.chariots[1]',
        /spina/,
      ],
      [
        { ...AUR, chariots: [AUR.chariots[0], { id: 'b', x: 150, y: -5, heading: 0 }] },
        '$.chariots[1]',
        /wall/,
      ],
      [
        { ...AUR, chariots: [AUR.chariots[0], { id: 'b', x: 151, y: 31, heading: 0 }] },
        '$.chariots[1]',
        /touch/,
      ],
      [
        { ...AUR, decisions: [{ turn: 1, chariot: 'a', degrees: 45 }] },
        '$.decisions[0].degrees',
        /steps of 10/,
      ],
      [{ ...AUR, decisions: [{ turn: 1, chariot: 'q' }] }, '$.decisions[0].chariot', /no chariot "q"/],
      [{ ...AUR, decisions: [{ turn: 3, chariot: 'a' }] }, '$.decisions[0].turn', /ends after turn 1/],
      [{ ...AUR, dice: [7] }, '$.dice[0]', /d6|d100/],
      [{ ...AUR, options: { laps: 0 } }, '$.options.laps', /1 to 12/],
    ]),
  )('error at %s', (path, input, message) => {
    const r = run(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
  });

  test('placements, generated stats and a forced plot are where the log says', () => {
    const r = run({
      ...AUR,
      chariots: [{ ...AUR.chariots[0], speed: 12, level: 1 }, AUR.chariots[1]],
      // b's generation (average, fair), then a moves first (the faster of two abreast): 2d6, check; b's check.
      dice: [3, 2, [4, 5], 50, 50],
      decisions: [
        { turn: 1, chariot: 'a', change: 'up-2d6', degrees: 20 },
        { turn: 1, chariot: 'b', change: 'hold', degrees: 0 },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const { header, events } = r.value.log;
    expect(r.value.unusedDice).toBe(0);
    const a = header.entrants.find((e) => e.id === 'a')!;
    expect(a.start).toEqual({ x: 150, y: 30, heading: 0 });
    // Elite driver (+40), poor team (-10): fixed by the scenario, no dice taken.
    expect(a.stats).toMatchObject({ grade: 'elite', team: 'poor', skill: 130, strength: 18, dexterity: 15 });
    expect(header.entrants.find((e) => e.id === 'b')!.stats).toMatchObject({
      grade: 'average',
      team: 'fair',
    });
    const placeA = events.find((e) => e.type === 'place' && e.chariots[0] === 'a')!;
    expect(placeA.effect!.condition!.a!.attrs).toMatchObject({ speed: 12, deviation: 1 });
    const move = events.find((e) => e.type === 'move' && e.chariots[0] === 'a')!;
    expect(move.decision).toEqual({
      kind: 'plot',
      by: 'script',
      value: { change: 'up-2d6', turn: 20 },
      choice: '+2d6, turn 20°',
      reason: 'forced by the scenario',
    });
    expect(move.rolls![0]).toMatchObject({
      faces: [4, 5],
      table: 'aurigae.speed-change-table',
      row: 'up-2d6',
    });
    // 12 + 9 = 21 in, a canter (−10); 20° turn; 2d6 change −10: 130 − 40 = 90.
    expect(move.rolls![1]!.target).toEqual({ op: '<', value: 90 });
    expect(move.path!.at(-1)).toMatchObject({ heading: 20 });
    expect(events.some((e) => e.type === 'retire')).toBe(false);
  });
});
