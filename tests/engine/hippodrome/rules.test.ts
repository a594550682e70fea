import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';
import { defaultSetup, resolveSetup } from '../../../src/engine/race/setup.ts';
import { type DriverHandlers, driverOf } from '../../../src/engine/kernel/drivers.ts';
import { runRace } from '../../../src/engine/kernel/run.ts';
import { chooseCards, chooseKeep } from '../../../src/engine/rulesets/hippodrome/ai.ts';
import {
  hippodromeFactions,
  hippodromeOptions,
  HIPPODROME_FIELD,
  type HippodromeDecisions,
  hippodrome,
} from '../../../src/engine/rulesets/hippodrome/index.ts';
import type { HippodromeView } from '../../../src/engine/rulesets/hippodrome/state.ts';
import {
  EVENT_DECK,
  fatigueFor,
  KEEP_LIMITS,
  STALL_BONUS,
  TEAM_DECK,
} from '../../../src/engine/rulesets/hippodrome/tables.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { parseScenario, runScenario } from '../../../src/engine/scenario/index.ts';

describe('the decks (seed text, section 4 of the digest)', () => {
  test('37 Team cards: 14 horses, 9 drivers, 5 chariots, 3 hitches, 6 rumors; 30 Event cards of +2', () => {
    const count = (k: string) => TEAM_DECK.filter((c) => c.kind === k).length;
    expect([count('horse'), count('driver'), count('chariot'), count('hitch'), count('rumor')]).toEqual([
      14, 9, 5, 3, 6,
    ]);
    expect(new Set(TEAM_DECK.map((c) => c.id)).size).toBe(37);
    expect(EVENT_DECK).toHaveLength(30);
    expect(EVENT_DECK.every((c) => c.bonus === 2)).toBe(true);
  });

  test('Event cards per stat as read: Turn 6, Cut 7, Block 5, Cool 6, Speed 6; readings marked house', () => {
    const per = (s: string) => EVENT_DECK.filter((c) => c.stat === s).length;
    expect([per('turn'), per('cut'), per('block'), per('cool'), per('speed')]).toEqual([6, 7, 5, 6, 6]);
    for (const c of EVENT_DECK)
      expect(c.source).toBe(c.printed === 'Raccourci' || c.printed === 'Tranquille' ? 'house' : 'seed');
  });

  // Every Team card with its modifiers, as printed (Fin read as Endurance).
  test.each([
    ['H01', { turn: 1, speed: 1, cool: 1 }],
    ['H02', { cool: 1, endurance: 1 }],
    ['H03', { turn: 1, speed: 1 }],
    ['H04', { turn: 1, cool: 1 }],
    ['H05', { speed: 1, cool: 1 }],
    ['H06', { speed: 1, endurance: 1 }],
    ['H07', { speed: 1 }],
    ['H08', { cool: 1 }],
    ['H09', { turn: 1 }],
    ['H10', { endurance: 1 }],
    ['H11', { speed: 1, cool: -1 }],
    ['H12', { speed: 1, endurance: -1 }],
    ['H13', { speed: -1, endurance: 1 }],
    ['H14', { turn: 1, speed: -1 }],
    ['D01', { cut: 1, turn: 1, cool: 1 }],
    ['D02', { cut: 1, cool: 1 }],
    ['D03', { turn: 1, block: 1 }],
    ['D04', { cut: 1, turn: 1 }],
    ['D05', { cool: 1 }],
    ['D06', { turn: 1, cool: 1 }],
    ['D07', { block: 1, cool: 1 }],
    ['D08', { cut: 1 }],
    ['D09', { block: 1 }],
    ['C01', { cut: 1 }],
    ['C02', { turn: 1 }],
    ['C03', { block: 1 }],
    ['C04', { cool: 1 }],
    ['C05', { speed: 1 }],
    ['P01', { turn: 1 }],
    ['P02', { endurance: 1 }],
    ['P03', { cut: 1 }],
  ])('%s modifiers', (id, mods) => {
    expect(TEAM_DECK.find((c) => c.id === id)!.mods).toEqual(mods);
  });
});

describe('tables', () => {
  test.each([
    [1, 3],
    [2, 2],
    [3, 1],
    [4, 0],
  ])('stall %i gives +%i on the effort roll', (stall, bonus) => {
    expect(STALL_BONUS[stall - 1]!.value).toBe(bonus);
  });
  test('stall 4 is a house value', () => expect(STALL_BONUS[3]!.source).toBe('house'));

  test.each([
    // lap, endurance, fatigue
    [1, -1, 0],
    [3, 0, 0],
    [4, -1, -2],
    [4, 0, -1],
    [5, 1, 0],
    [5, 3, 0],
    [6, -1, -3],
    [6, 0, -2],
    [7, 1, -1],
    [7, 2, 0],
    [7, 5, 0],
  ])('fatigue in lap %i with Endurance %i is %i', (lap, endurance, want) => {
    expect(fatigueFor(lap, endurance)).toBe(want);
  });
});

describe('setup', () => {
  const setup = (n: number) => {
    const r = resolveSetup(defaultSetup(n));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  test('exactly 4 teams: other counts are a clear error naming $.chariots', () => {
    for (const n of [2, 3, 5, 8]) {
      const r = simulate({ ruleset: 'hippodrome', seed: 1, setup: defaultSetup(n) });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.path).toBe('$.chariots');
        expect(r.error.message).toMatch(/exactly 4 teams/);
      }
    }
    expect(hippodromeFactions(setup(4)).ok).toBe(true);
  });
  test('with no setup, simulate races the default 4 teams', () => {
    const r = simulate({ ruleset: 'hippodrome', seed: 3 });
    expect(r.ok && r.value.header.entrants.length).toBe(4);
  });
  test('factions: named ones kept, the others filled Red, White, Blue, Green; a faction twice is refused', () => {
    const names = resolveSetup({ chariots: ['A', 'B', 'C', 'D'].map((name) => ({ name })) });
    if (!names.ok) throw new Error();
    expect(hippodromeFactions(names.value)).toEqual({ ok: true, value: ['red', 'white', 'blue', 'green'] });
    const twice = resolveSetup({ chariots: ['A', 'B', 'C', 'D'].map((name) => ({ name, faction: 'blue' })) });
    if (!twice.ok) throw new Error();
    const r = hippodromeFactions(twice.value);
    expect(r.ok || r.error.path).toBe('$.chariots[1].faction');
  });
  test('factions are filled before the field is painted: each team wears its own faction colour', () => {
    const r = simulate({
      ruleset: 'hippodrome',
      seed: 1,
      setup: { chariots: ['A', 'B', 'C', 'D'].map((name) => ({ name })) },
    });
    if (!r.ok) throw new Error(r.error.message);
    const own = resolveSetup({
      chariots: ['red', 'white', 'blue', 'green'].map((faction) => ({ name: faction, faction })),
    });
    if (!own.ok) throw new Error();
    expect(r.value.header.entrants.map((e) => [e.faction, e.colour])).toEqual(
      own.value.chariots.map((c) => [c.faction, c.colour]),
    );
    // "Blue" is the blue faction, not a name to replace with a free one.
    const cased = simulate({
      ruleset: 'hippodrome',
      seed: 1,
      setup: { chariots: [{ name: 'A', faction: 'Blue' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] },
    });
    expect(cased.ok && cased.value.header.entrants.map((e) => e.faction)).toEqual([
      'blue',
      'red',
      'white',
      'green',
    ]);
  });
  test('options: laps 1-7, maxEventsPerRoll, nothing else', () => {
    expect(hippodromeOptions({})).toEqual({ ok: true, value: { laps: 7, maxEventsPerRoll: 0 } });
    expect(hippodromeOptions({ laps: 8 }).ok).toBe(false);
    const r = hippodromeOptions({ whips: 1 });
    expect(r.ok || r.error.path).toBe('$.options.whips');
  });
});

describe('AI', () => {
  test('keeps at most the limit of each kind, never a card that hurts', () => {
    const kept = chooseKeep('balanced', ['H01', 'H03', 'H05', 'H07', 'H14', 'D01', 'D02']).value;
    expect(kept.filter((id) => id.startsWith('H')).length).toBeLessThanOrEqual(KEEP_LIMITS.horse.value);
    expect(kept.filter((id) => id.startsWith('D'))).toHaveLength(1);
    expect(chooseKeep('reckless', ['H14']).value).toEqual([]);
  });
  test('cards only of the roll stat; spent freely in the last lap; none when out of reach', () => {
    const hand = ['E25', 'E26', 'E08'];
    const ctx = { situation: 'pass' as const, stat: 'speed' as const, edge: -1, lap: 2, laps: 7, limit: 0 };
    expect(chooseCards(hand, 'balanced', ctx).value).toEqual(['E25']);
    expect(chooseCards(hand, 'balanced', { ...ctx, lap: 7 }).value).toEqual(['E25', 'E26']);
    expect(chooseCards(hand, 'balanced', { ...ctx, edge: -6 }).value).toEqual([]);
    expect(chooseCards(hand, 'balanced', { ...ctx, stat: 'cool' }).value).toEqual([]);
  });
});

type Handlers = DriverHandlers<HippodromeDecisions, HippodromeView>;

/**
 * A scripted race: decks in a fixed order (no shuffle), stalls given, every choice forced, dice
 * scripted. Deal: each team gets 7 consecutive Team cards in seat order.
 */
function scripted(dice: number[], handlers: Handlers, laps = 1, eventDeck = EVENT_DECK.map((c) => c.id)) {
  const setup = resolveSetup(defaultSetup(4), HIPPODROME_FIELD);
  if (!setup.ok) throw new Error();
  const teamDeck = [
    ...['H07', 'H08', 'H09', 'H10', 'H11', 'H12', 'H13'], // scorpus: horses only
    ...['C05', 'D09', 'H01', 'H02', 'H03', 'H04', 'H05'], // diocles
    ...['C01', 'D01', 'P01', 'H06', 'H14', 'C02', 'C03'], // crescens
    ...['C04', 'D05', 'P02', 'D02', 'D03', 'D04', 'D06'], // calpurnianus
  ];
  const noKeep: Handlers = {
    keep: () => ({ value: [] }),
    start: () => ({ value: 'bolt' }),
    'event-cards': () => ({ value: [] }),
  };
  const driver = driverOf<HippodromeDecisions, HippodromeView>('script', { ...noKeep, ...handlers });
  const d = new ScriptedDice(dice);
  const run = runRace(hippodrome, {
    setup: { ...setup.value, options: { laps } },
    seed: 1,
    dice: d,
    drivers: Object.fromEntries(setup.value.chariots.map((c) => [c.id, driver])),
    extras: { teamDeck, eventDeck, stalls: [1, 2, 3, 4] },
  });
  if (!run.ok) throw new Error(run.error.message);
  return { log: run.value.log, race: run.value.race, dice: d };
}

/** An attempt handler: each named team tries once, in the first straight phase where it may. */
function onceEach(ids: string[]): Handlers['attempt'] {
  const done = new Set<string>();
  return (r) => {
    if (r.options.kind !== 'straight' || !ids.includes(r.chariot) || done.has(r.chariot))
      return { value: false };
    done.add(r.chariot);
    return { value: true };
  };
}

const ofType = (log: { events: RaceEvent[] }, type: string) => log.events.filter((e) => e.type === type);

describe('the start (scripted dice)', () => {
  test('effort = 1D6 + Speed + stall bonus; the highest takes 1st place; cautious behind bolters', () => {
    // Efforts in stall order: scorpus 1+3=4, diocles 5+2=7, crescens 1+1=2; calpurnianus cautious.
    const s = scripted([1, 5, 1, 3], {
      start: (r) => ({ value: r.chariot === 'calpurnianus' ? 'cautious' : 'bolt' }),
      attempt: () => ({ value: false }),
    });
    const efforts = ofType(s.log, 'effort');
    expect(efforts.map((e) => [e.chariots[0], e.rolls![0]!.total])).toEqual([
      ['scorpus', 4],
      ['diocles', 7],
      ['crescens', 2],
    ]);
    expect(ofType(s.log, 'start-order')[0]!.chariots).toEqual([
      'diocles',
      'scorpus',
      'crescens',
      'calpurnianus',
    ]);
    expect(s.dice.remaining).toBe(0);
  });

  test('equal efforts collide: each makes a Cool save (1D6 + Cool against a plain D6); a failure crashes', () => {
    // scorpus 3+3=6, diocles 4+2=6 collide, crescens 1+1=2, calpurnianus 6+0=6 collides too.
    // Saves in group order: scorpus 1 vs 6 fails; diocles 5 vs 2 holds; calpurnianus 4 vs 4 holds.
    // Survival of scorpus: driver 6 vs 1, horses 1 vs 6, 6 vs 1, 6 vs 1, 6 vs 1.
    // Tied survivors roll off: diocles 2, calpurnianus 5.
    const s = scripted([3, 4, 1, 6, 1, 6, 5, 2, 4, 4, 6, 1, 1, 6, 6, 1, 6, 1, 6, 1, 2, 5, 3], {
      attempt: () => ({ value: false }),
    });
    const collision = ofType(s.log, 'collision')[0]!;
    expect(collision.chariots.sort()).toEqual(['calpurnianus', 'diocles', 'scorpus']);
    const saves = ofType(s.log, 'save').map((e) => [e.chariots[0], e.rolls![0]!.outcome]);
    expect(saves).toEqual([
      ['scorpus', 'failed'],
      ['diocles', 'saved'],
      ['calpurnianus', 'saved'],
    ]);
    const survival = ofType(s.log, 'survival')[0]!;
    expect(survival.effect!.summary).toMatch(/driver survives; 3 of 4 horses/);
    expect(ofType(s.log, 'start-order')[0]!.chariots).toEqual(['calpurnianus', 'diocles', 'crescens']);
    expect(s.log.footer.wrecks.map((w) => w.chariot)).toEqual(['scorpus']);
    expect(s.dice.remaining).toBe(0);
  });
});

describe('a lap (scripted dice)', () => {
  // Efforts: scorpus 6+3, diocles 4+2, crescens 2+1, calpurnianus 1+0: order s, d, c, k.
  const START = [6, 4, 2, 1];

  test('straight pass: 1D6 + Speed against 1D6 + Block; higher passer swaps places', () => {
    // Straight 1: goes from the last team (calpurnianus, seat 3) to the left: 3, 0, 1, 2.
    // calpurnianus passes crescens (5 vs 2); scorpus leads; diocles holds; crescens tries calpurnianus: 1 vs 6.
    const s = scripted([...START, 5, 2, 1, 6, 3], { attempt: onceEach(['calpurnianus', 'crescens']) });
    const passes = ofType(s.log, 'pass').filter((e) => e.rule === 'hippodrome.straight-pass');
    expect(
      passes.map((e) => [e.chariots.join('>'), e.rolls!.map((r) => r.total), e.rolls![0]!.outcome]),
    ).toEqual([
      ['calpurnianus>crescens', [5, 2], 'passes'],
      ['crescens>calpurnianus', [1, 6], 'held off'],
    ]);
    const order = ofType(s.log, 'order')[0]!;
    expect(order.chariots).toEqual(['scorpus', 'diocles', 'calpurnianus', 'crescens']);
    // Side by side in the log: the passer a nose behind and one chariot out.
    const at = passes[0]!.at!;
    expect((at['calpurnianus'] as { abreast: number }).abreast).toBe(1);
    expect(s.dice.remaining).toBe(0);
  });

  test('a tie locks wheels: both roll Turn, the lower saves on Cool; a crash makes the team behind save on Turn', () => {
    // Lap 1 straight 1: calpurnianus (4th) tries crescens (3rd): 3 vs 3 → entangled.
    // Turn rolls: rear calpurnianus 2, front crescens 5 → calpurnianus saves Cool: 1 vs 6 → crashes.
    // Survival of calpurnianus: five saves (10 dice). Nobody behind it: no chain.
    const s = scripted([...START, 3, 3, 2, 5, 1, 6, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 3], {
      attempt: onceEach(['calpurnianus']),
    });
    expect(ofType(s.log, 'collision').map((e) => e.rule)).toEqual(['hippodrome.entanglement']);
    expect(ofType(s.log, 'wreck').map((e) => e.chariots[0])).toEqual(['calpurnianus']);
    expect(ofType(s.log, 'wreck-pass')).toHaveLength(0);
    expect(s.dice.remaining).toBe(0);
  });

  test('the chain of wrecks: the team behind fails its Turn save, hits the wreck, survivors are trampled', () => {
    // Lap 1 straight 1: crescens (3rd) tries diocles (2nd) — but calpurnianus goes first and holds.
    // crescens 4 vs diocles 4 → entangled; Turn: rear crescens 6, front diocles 1 → diocles saves Cool 1 vs 6: crashes.
    // diocles survival: driver 6/1 ok, horses 6/1, 6/1, 1/6 (dies), 6/1 → driver + 3 horses.
    // Behind diocles in the order before the crash: crescens. Turn save 1 vs 6 fails → hits the wreck.
    // crescens Cool save 6 vs 1 holds. Trampling: driver 6/1, horses 1/6, 6/1, 6/1.
    const s = scripted(
      [...START, 4, 4, 6, 1, 1, 6, 6, 1, 6, 1, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 6, 1, 1, 6, 6, 1, 6, 1, 3],
      { attempt: onceEach(['crescens']) },
    );
    expect(ofType(s.log, 'wreck').map((e) => e.chariots[0])).toEqual(['diocles']);
    const cross = ofType(s.log, 'wreck-cross');
    expect(cross.map((e) => e.chariots)).toEqual([['crescens', 'diocles']]);
    const trample = ofType(s.log, 'trample')[0]!;
    expect(trample.effect!.condition!['diocles']!.attrs['horses']).toBe(2);
    // Horse 3 died in the crash: the survivors save under their own numbers, 1, 2 and 4.
    expect(trample.rolls!.filter((r) => r.purpose.startsWith('trampling')).map((r) => r.purpose)).toEqual([
      'trampling: driver',
      'trampling: horse 1',
      'trampling: horse 2',
      'trampling: horse 4',
    ]);
    expect(s.race.state.teams.find((t) => t.id === 'crescens')!.status).toBe('finished');
    expect(s.dice.remaining).toBe(0);
  });

  test('after the last lap the leader wins and the winner rolls the prize', () => {
    const s = scripted([6, 4, 2, 1, 3, 3, 2, 5, 1, 6, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 4], {
      attempt: onceEach(['calpurnianus']),
    });
    // Three remain after the crash: the one lap ends and the leader wins; 4 → 4000 sesterces.
    expect(s.log.footer.winner).toBe('scorpus');
    expect(ofType(s.log, 'prize')[0]!.rolls![0]!.total).toBe(4000);
  });
});

describe('the Event deck (scripted dice)', () => {
  test('an empty deck is made again from the discards, shuffled with dice the log shows', () => {
    // A 4-card deck: calpurnianus (last after the start, draws first) and scorpus take it all.
    // Lap 1, straight 1: calpurnianus plays both its Speed cards on a pass (5 + 4 against 2).
    // Lap 2: crescens, last, draws first: the deck is empty, the two discards are shuffled (a d2
    // showing 1 swaps them), and it draws them. Then the prize.
    const s = scripted(
      [6, 4, 2, 1, 5, 2, 1, 3],
      {
        attempt: onceEach(['calpurnianus']),
        'event-cards': (r) => ({
          value: r.chariot === 'calpurnianus' && r.options.situation === 'pass' ? ['E25', 'E26'] : [],
        }),
      },
      2,
      ['E25', 'E26', 'E27', 'E28'],
    );
    const shuffled = ofType(s.log, 'reshuffle');
    expect(shuffled).toHaveLength(1);
    const r = shuffled[0]!;
    expect([r.rule, r.chariots, r.effect!.summary]).toEqual([
      'hippodrome.events-draw',
      ['crescens'],
      'the Event deck is empty as crescens draws: the 2 discarded cards are shuffled into a new deck',
    ]);
    expect(r.rolls!.map((x) => [x.dice, x.faces, x.outcome])).toEqual([
      ['1d2', [1], 'cards 2 and 1 change places'],
    ]);
    const next = s.log.events[r.seq + 1]!;
    expect([next.type, next.chariots[0], next.effect!.summary]).toEqual([
      'draw',
      'crescens',
      'draws Steady the Team and Sudden Acceleration',
    ]);
    expect(s.dice.remaining).toBe(0);
  });
});

describe('the difficulty roll (A13)', () => {
  test('is thrown by an opponent, never by the team making the save', () => {
    let seen = 0;
    for (let seed = 0; seed < 12; seed++) {
      const r = simulate({ ruleset: 'hippodrome', seed });
      if (!r.ok) throw new Error(r.error.message);
      const ids = new Set(r.value.header.entrants.map((e) => e.id));
      for (const e of r.value.events) {
        for (const roll of e.rolls ?? []) {
          const by = /^difficulty \(thrown by (.+)\)$/.exec(roll.purpose)?.[1];
          if (by === undefined) continue;
          seen++;
          expect(ids.has(by), `#${e.seq}`).toBe(true);
          expect(by, `#${e.seq} ${e.type}`).not.toBe(e.chariots[0]);
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
  });
});

describe('dice sources in the header', () => {
  test('a scenario says its dice were scripted; a seeded race says nothing (absent is seeded)', () => {
    const s = parseScenario(
      JSON.parse(
        readFileSync(
          new URL('../../../scenarios/hippodrome/trampling-by-horse.json', import.meta.url),
          'utf8',
        ),
      ),
    );
    if (!s.ok) throw new Error(s.error.message);
    const run = runScenario(s.value);
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.log.header.dice).toBe('scripted');
    const seeded = simulate({ ruleset: 'hippodrome', seed: 2 });
    expect(seeded.ok && 'dice' in seeded.value.header).toBe(false);
  });
});
