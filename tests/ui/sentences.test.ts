import { describe, expect, test } from 'vitest';
import type { RaceEvent, RaceLog } from '../../src/engine/log/schema.ts';
import { crudisSentence } from '../../src/engine/log/sentences/crudis.ts';
import type { CrudisEvent } from '../../src/engine/log/v2/crudis.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { describeEvent, eventNames, isHighlight } from '../../src/replay/sentences.ts';
import { CRUDIS_EVENT_TYPES, race } from './fixtures.ts';

// Races rich in incidents: between them every Crudis event type but one appears (a whipped team
// moving away is rare; it is built below). Seed 3 of the retiring race stops at the turn limit.
const logs: RaceLog[] = [
  race(7),
  race(1, 12),
  race(4, 12),
  race(5, 12),
  race(11, 12),
  race(14, 12),
  race(24, 12),
  race(36, 12), // a locked pair made to shift a lane
  race(3, 4, { maxTurns: 5 }),
];

/** A whip attack's "victim moves away": the shift the engine writes, built from a shove. */
function moveAway(log: RaceLog): RaceEvent {
  const id = log.header.entrants[1]!.id;
  return {
    seq: 9999,
    turn: 3,
    phase: 'end-of-move',
    t: 3.9,
    type: 'move-away',
    chariots: [id],
    rule: 'crudis.whip-to-attack',
    path: [
      { lane: 5, sq: 20, f: 0.9 },
      { lane: 6, sq: 20, f: 0.95 },
      { lane: 7, sq: 20, f: 1 },
    ],
    effect: { summary: 'moved 2 lanes out' },
  };
}

const cases: Array<{ log: RaceLog; event: RaceEvent }> = [
  ...logs.flatMap((log) => log.events.map((event) => ({ log, event }))),
  { log: logs[0]!, event: moveAway(logs[0]!) },
];

describe('describeEvent', () => {
  test('the races cover every Crudis event type', () => {
    const seen = new Set(cases.map((c) => c.event.type));
    for (const type of CRUDIS_EVENT_TYPES) expect(seen, type).toContain(type);
  });

  test('every event gets a sentence: not empty, no undefined or NaN, chariots named by name', () => {
    for (const { log, event } of cases) {
      const text = describeEvent(event, log);
      const where = `${event.type} #${event.seq}: ${text}`;
      expect(text.trim().length, where).toBeGreaterThan(10);
      expect(text, where).not.toMatch(/undefined|NaN|\[object|null/);
      const names = log.header.entrants.filter((e) => event.chariots.includes(e.id)).map((e) => e.name);
      if (names.length > 0)
        expect(
          names.some((n) => text.includes(n)),
          where,
        ).toBe(true);
      // Ids (lower-case here) never leak into the text in place of names.
      for (const e of log.header.entrants) {
        if (e.id !== e.name) expect(text, where).not.toMatch(new RegExp(`\\b${e.id}\\b`));
      }
    }
  });

  test("every Crudis event is worded by Crudis' sentence module, not the fallback on the summary", () => {
    for (const { log, event } of cases)
      if (event.rule.startsWith('crudis.'))
        expect(describeEvent(event, log)).toBe(crudisSentence(event as CrudisEvent, eventNames(log)));
  });

  const log = logs[0]!;
  const name = (i: number) => log.header.entrants[i]!.id;

  test('a failed danger check: speed, white dice against the target, red die on the damage table', () => {
    const event = {
      seq: 1,
      turn: 18,
      phase: 'move',
      t: 18.2,
      type: 'danger-check',
      chariots: [name(1)],
      rule: 'crudis.damage-table',
      at: { [name(1)]: { lane: 5, sq: 178 } },
      line: 2,
      speed: 10,
      lane: 5,
      passed: false,
      damage: [{ chariot: name(1), result: 'horse-badly-hurt', timing: null }],
      rolls: [
        {
          purpose: 'danger line (white dice)',
          dice: '2d6',
          faces: [2, 2],
          modifiers: [],
          total: 4,
          target: { op: '>', value: 5, formula: 'SPEED 10 - LANE 5' },
          outcome: 'fails',
        },
        {
          purpose: 'damage (red die)',
          dice: '1d6',
          faces: [4],
          modifiers: [],
          total: 4,
          table: 'crudis.damage-table',
          row: '4',
          outcome: 'Horse badly hurt (-2 on movement in future)',
        },
      ],
      effect: { summary: 'fails at the danger line: Horse badly hurt (-2 on movement in future)' },
    };
    expect(describeEvent(event as unknown as RaceEvent, log)).toBe(
      'Diocles crosses the danger line at speed 10 in lane 5: white 2+2 needs over 5 — fails; red 4: horse badly hurt',
    );
    const passed = {
      ...event,
      passed: true,
      damage: [],
      rolls: [{ ...event.rolls![0]!, faces: [3, 4], total: 7, outcome: 'passes' }],
    };
    expect(describeEvent(passed as unknown as RaceEvent, log)).toBe(
      'Diocles crosses the danger line at speed 10 in lane 5: white 3+4 needs over 5 — passes',
    );
    const wrecked = {
      ...event,
      damage: [{ chariot: name(1), result: 'wreck', timing: 'line' }],
      rolls: [
        event.rolls![0]!,
        {
          ...event.rolls![1]!,
          faces: [2],
          modifiers: [{ source: 'chariot damage', value: -2 }],
          total: 0,
          row: '1',
          outcome: 'WRECK! (chariot destroyed)',
        },
        {
          purpose: 'damage timing',
          dice: '1d6',
          faces: [3],
          modifiers: [],
          total: 3,
          table: 'crudis.damage-timing',
          row: '3',
          outcome: 'on the danger line (or half-way point of the move)',
        },
      ],
    };
    expect(describeEvent(wrecked as unknown as RaceEvent, log)).toBe(
      'Diocles crosses the danger line at speed 10 in lane 5: white 2+2 needs over 5 — fails; red 2 −2 = 0: WRECK!; timing 3: it breaks up on the danger line',
    );
    // Damage that does not wreck is timed too: it takes effect, and says so when it does.
    const timed = {
      ...event,
      damage: [{ chariot: name(1), result: 'horse-badly-hurt', timing: 'end' }],
      rolls: [
        event.rolls![0]!,
        event.rolls![1]!,
        { ...wrecked.rolls![2]!, faces: [5], total: 5, row: '5', outcome: 'end of move' },
      ],
    };
    expect(describeEvent(timed as unknown as RaceEvent, log)).toBe(
      'Diocles crosses the danger line at speed 10 in lane 5: white 2+2 needs over 5 — fails; red 4: horse badly hurt; timing 5: it takes effect at the end of the move',
    );
    const takesEffect = {
      ...event,
      type: 'damage',
      cause: 'timed',
      damage: [{ chariot: name(1), result: 'horse-badly-hurt', timing: 'end' }],
      rule: 'crudis.damage-timing',
      rolls: undefined,
      effect: { summary: 'Horse badly hurt (-2 on movement in future) takes effect at the end of the move' },
    };
    expect(describeEvent(takesEffect as unknown as RaceEvent, log)).toBe(
      'Diocles: the horse badly hurt takes effect at the end of the move',
    );
  });

  test('a ram: who rams whom, what came of it, and both damage rolls', () => {
    const event = {
      seq: 2,
      turn: 9,
      phase: 'move',
      t: 9.875,
      type: 'ram',
      chariots: [name(0), name(1)],
      rule: 'crudis.ramming',
      target: name(1),
      outcome: 'moved-aside',
      damage: [
        { chariot: name(0), result: 'damaged', timing: null },
        { chariot: name(1), result: 'horse-hurt', timing: null },
      ],
      at: { [name(0)]: { lane: 7, sq: 79 }, [name(1)]: { lane: 7, sq: 81 } },
      rolls: [
        {
          purpose: `damage to ${name(0)}`,
          dice: '1d6',
          faces: [3],
          modifiers: [],
          total: 3,
          table: 'crudis.damage-table',
          row: '3',
          outcome: 'Chariot damaged (-1 on future damage rolls)',
        },
        {
          purpose: `damage to ${name(1)}`,
          dice: '1d6',
          faces: [5],
          modifiers: [],
          total: 5,
          table: 'crudis.damage-table',
          row: '5',
          outcome: 'Horse hurt (-1 on movement in future)',
        },
      ],
      effect: { summary: `${name(1)} comes off worse and is moved aside` },
    };
    expect(describeEvent(event as unknown as RaceEvent, log)).toBe(
      'Scorpus rams Diocles: Diocles comes off worse and is moved aside (Scorpus red 3: chariot damaged; Diocles red 5: horse hurt)',
    );
  });

  test('a whip attack: the part aimed at, the roll and what it did', () => {
    const event = {
      seq: 3,
      turn: 1,
      phase: 'end-of-move',
      t: 2,
      type: 'whip-attack',
      chariots: [name(2), name(4)],
      rule: 'crudis.whip-to-attack',
      target: name(4),
      part: 'charioteer',
      result: 'victim-wrecked',
      decision: {
        kind: 'whipAttack',
        value: null,
        choice: `whip ${name(4)}'s charioteer`,
        reason: 'cautious: a rival within whip range',
      },
      rolls: [
        {
          purpose: 'whip attack on the charioteer',
          dice: '1d6',
          faces: [6],
          modifiers: [],
          total: 6,
          table: 'crudis.whip-table.charioteer',
          row: '6',
          outcome: 'victim wrecked!',
        },
      ],
      effect: { summary: 'victim wrecked!' },
    };
    expect(describeEvent(event as unknown as RaceEvent, log)).toBe(
      "Crescens whips Fuscus's charioteer: roll 6 — Fuscus is wrecked!",
    );
    const yokers = {
      ...event,
      part: 'yokers',
      result: 'victim-horse-hurt',
      rolls: [
        {
          ...event.rolls![0]!,
          faces: [5],
          total: 5,
          table: 'crudis.whip-table.yokers',
          outcome: 'victim horse hurt (-1)',
        },
      ],
    };
    expect(describeEvent(yokers as unknown as RaceEvent, log)).toBe(
      "Crescens whips Fuscus's yoke horses: roll 5 — Fuscus's horse is hurt",
    );
  });

  test('a decision names the personality and the manoeuvre', () => {
    const who = log.header.entrants[7]!;
    const event = {
      seq: 4,
      turn: 3,
      phase: 'move',
      t: 3,
      type: 'decision',
      chariots: [name(7)],
      rule: 'crudis.normal-move',
      decision: {
        kind: 'move',
        value: { forward: 12, laterals: [-1, -1, ...new Array(10).fill(0)], ram: null, rip: null },
        choice: 'forward 12 (+4), 2 lanes in at once',
        reason: `${who.personality}: no risk on this line`,
      },
    };
    expect(describeEvent(event, log)).toBe(
      `${who.name} (${who.personality}) takes 2 lanes in at once, 12 squares forward — ${who.personality}: no risk on this line`,
    );
  });

  test('highlights keep incidents and failed checks, and drop routine rolls and moves', () => {
    const types = new Set(cases.filter((c) => isHighlight(c.event)).map((c) => c.event.type));
    for (const t of ['wreck', 'ram', 'whip-attack', 'finish', 'lap']) expect(types).toContain(t);
    for (const t of ['roll', 'move', 'turn-start']) expect(types).not.toContain(t);
  });

  test('other rulesets: routine play stays out (declared speeds, braking, strains, cards), incidents in', () => {
    const shown = new Map<string, boolean>();
    for (const ruleset of ['circus-maximus', 'hippodrome', 'aurigae'] as const) {
      for (const seed of [1, 2, 3]) {
        const r = simulate({ ruleset, seed });
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.value.events) shown.set(e.type, isHighlight(e) || (shown.get(e.type) ?? false));
      }
    }
    for (const t of [
      'speed',
      'brake',
      'strain',
      'acceleration',
      'specification',
      'play-cards',
      'draw',
      'pass',
    ])
      expect(shown.get(t), t).toBe(false);
    for (const t of ['wreck', 'ram', 'spear', 'wheel-damage', 'finish', 'lap', 'collision'])
      expect(shown.get(t), t).toBe(true);
  });
});

describe('events of types without a sentence of their own', () => {
  const log = logs[0]!;
  const [a, b] = log.header.entrants;
  const event = (summary: string): RaceEvent => ({
    seq: 9998,
    turn: 2,
    phase: 'attack',
    t: 2.5,
    type: 'spear',
    chariots: [a!.id, b!.id],
    // A ruleset this viewer has no sentence module for (every shipped one has, but Crudis' words).
    rule: 'elsewhere.spear',
    effect: { summary },
  });

  test("read as their writer's summary, ids turned into names, nothing searched in it", () => {
    expect(describeEvent(event(`${a!.id} thrusts his spear at ${b!.id}`), log)).toBe(
      `${a!.name} thrusts his spear at ${b!.name}`,
    );
    expect(describeEvent(event('the spear misses'), log)).toBe('The spear misses');
  });

  test('or as their type where the writer gave no summary', () => {
    const { effect: _none, ...bare } = event('');
    expect(describeEvent({ ...bare, type: 'spear-thrust' }, log)).toBe('Spear thrust');
  });
});

describe('other rulesets', () => {
  test("a move of another ruleset reads its own ruleset's sentence, not its summary", () => {
    const log = logs[0]!;
    const a = log.header.entrants[0]!;
    const move: RaceEvent = {
      seq: 9997,
      turn: 4,
      phase: 'move',
      t: 4,
      type: 'move',
      chariots: [a.id],
      rule: 'circus-maximus.movement',
      path: [
        { lane: 3, sq: 10, f: 0 },
        { lane: 3, sq: 11, f: 0.5 },
        { lane: 4, sq: 12, f: 1 },
      ],
      effect: { summary: `${a.id} gallops 12 MF` },
    };
    expect(describeEvent(move, log)).toBe(`${a.name} runs 2 squares, 1 lane out to lane 4`);
  });
});

describe('highlights of a runaway team', () => {
  const log = logs[0]!;
  const id = log.header.entrants[0]!.id;
  const runaway = (withPath: boolean): RaceEvent => ({
    seq: 9996,
    turn: 6,
    phase: 'move',
    t: 6,
    type: 'runaway',
    chariots: [id],
    rule: 'aurigae.runaway-team',
    ...(withPath
      ? {
          path: [
            { x: 10, y: 5, heading: 0, f: 0 },
            { x: 30, y: 5, heading: 0, f: 1 },
          ],
        }
      : {}),
    effect: { summary: 'the runaway team runs on' },
  });

  test('the team bolting is news; each stride it runs after is not', () => {
    expect(isHighlight(runaway(false))).toBe(true);
    expect(isHighlight(runaway(true))).toBe(false);
  });
});
