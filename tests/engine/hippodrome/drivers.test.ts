import { describe, expect, test } from 'vitest';
import { checkAnswer, type DecisionRequest, type Driver } from '../../../src/engine/kernel/requests.ts';
import { runRace } from '../../../src/engine/kernel/run.ts';
import { defaultSetup, resolveSetup } from '../../../src/engine/race/setup.ts';
import {
  HIPPODROME_DECISIONS,
  type HippodromeDecisions,
} from '../../../src/engine/rulesets/hippodrome/decisions.ts';
import { HIPPODROME_FIELD, hippodrome } from '../../../src/engine/rulesets/hippodrome/index.ts';
import type { HippodromeView } from '../../../src/engine/rulesets/hippodrome/state.ts';

type Kind = keyof HippodromeDecisions;

function request<K extends Kind>(kind: K, options: HippodromeDecisions[K]['options']) {
  return {
    type: 'decision',
    kind,
    chariot: 'albus',
    rule: HIPPODROME_DECISIONS[kind].rule,
    turn: 3,
    options,
    view: {},
  } as DecisionRequest<K, HippodromeDecisions[K]['options'], HippodromeView>;
}

const check = <K extends Kind>(kind: K, options: HippodromeDecisions[K]['options'], value: unknown) => {
  const r = checkAnswer(HIPPODROME_DECISIONS[kind], request(kind, options), value);
  return r.ok ? 'ok' : r.error.message;
};

describe('every Hippodrome decision: legal answers listed, illegal ones refused naming the rule', () => {
  const dealt = ['H01', 'H02', 'H03', 'H04', 'H05', 'R01', 'D01'];
  test.each([
    ['keep', { dealt }, ['H01', 'D01', 'R01'], 'ok'],
    [
      'keep',
      { dealt },
      ['H01', 'H02', 'H03', 'H04', 'H05'],
      "hippodrome.team-selection refuses albus's keep: a team keeps at most 4 horse cards",
    ],
    [
      'keep',
      { dealt },
      ['C01'],
      "hippodrome.team-selection refuses albus's keep: C01 is not among the cards dealt (H01, H02, H03, H04, H05, R01, D01)",
    ],
    ['keep', { dealt }, 'H01', /^hippodrome\.team-selection refuses albus's keep: a malformed answer/],
    ['rumor-target', { card: 'R01', targets: ['rufus', 'caeruleus'] }, 'rufus', 'ok'],
    [
      'rumor-target',
      { card: 'R01', targets: ['rufus', 'caeruleus'] },
      'albus',
      "hippodrome.rumor-play refuses albus's rumor-target: R01 cannot name albus (it may name rufus, caeruleus)",
    ],
    ['start', { choices: ['bolt', 'cautious'] }, 'cautious', 'ok'],
    [
      'start',
      { choices: ['bolt', 'cautious'] },
      'sprint',
      /^hippodrome\.start-choice refuses albus's start: a malformed answer/,
    ],
    ['attempt', { defender: 'rufus', kind: 'bend' }, false, 'ok'],
    [
      'attempt',
      { defender: 'rufus', kind: 'bend' },
      'yes',
      /^hippodrome\.one-go refuses albus's attempt: a malformed answer/,
    ],
    [
      'event-cards',
      { stat: 'speed', situation: 'pass', edge: 0, playable: ['E25', 'E26'], limit: 0 },
      ['E26', 'E25'],
      'ok',
    ],
    [
      'event-cards',
      { stat: 'speed', situation: 'pass', edge: 0, playable: ['E25', 'E26'], limit: 0 },
      ['E07'],
      "hippodrome.event-cards refuses albus's event-cards: E07 is not a Speed card in hand (E25, E26)",
    ],
    [
      'event-cards',
      { stat: 'speed', situation: 'pass', edge: 0, playable: ['E25', 'E26'], limit: 1 },
      ['E25', 'E26'],
      "hippodrome.event-cards refuses albus's event-cards: at most 1 card go on one roll",
    ],
    ['discard', { hand: ['E01', 'E02', 'E03', 'E04', 'E05', 'E06'], count: 1 }, ['E03'], 'ok'],
    [
      'discard',
      { hand: ['E01', 'E02', 'E03', 'E04', 'E05', 'E06'], count: 1 },
      [],
      "hippodrome.hand-limit refuses albus's discard: the hand is 1 over its limit: discard exactly 1",
    ],
  ] as const)('%s %j: %j', (kind, options, value, want) => {
    const got = check(kind, options as never, value);
    if (typeof want === 'string') expect(got).toBe(want);
    else expect(got).toMatch(want);
  });

  test.each([
    [
      'event-cards',
      { stat: 'speed', situation: 'pass', edge: 0, playable: ['E25', 'E26', 'E27'], limit: 2 },
      7,
    ],
    ['discard', { hand: ['E01', 'E02', 'E03', 'E04', 'E05', 'E06', 'E07'], count: 2 }, 21],
  ] as const)('%s lists every legal answer, each one accepted', (kind, options, count) => {
    const spec = HIPPODROME_DECISIONS[kind] as (typeof HIPPODROME_DECISIONS)['discard'];
    const all = spec.enumerate(options as never);
    expect(all).toHaveLength(count);
    for (const v of all) expect(check(kind, options as never, v)).toBe('ok');
    expect(new Set(all.map((v) => JSON.stringify(v))).size).toBe(all.length);
  });

  test('keep lists every subset within the limits, each one accepted', () => {
    const all = HIPPODROME_DECISIONS.keep.enumerate({ dealt });
    for (const v of all) expect(check('keep', { dealt }, v)).toBe('ok');
    // Subsets of 5 horses with at most 4: 31; times keep-or-not for the rumor and the driver: 124.
    expect(all).toHaveLength(31 * 4);
  });
});

describe('what a driver sees', () => {
  test('its own hand, every team as the table sees it, never another hand or the order of a deck', () => {
    const setup = resolveSetup(defaultSetup(4), HIPPODROME_FIELD);
    if (!setup.ok) throw new Error();
    const seen: DecisionRequest[] = [];
    const spy: Driver = {
      by: 'bot',
      decide: (r) => {
        seen.push(r);
        return undefined;
      },
    };
    const run = runRace(hippodrome, {
      setup: setup.value,
      seed: 11,
      drivers: Object.fromEntries(setup.value.chariots.map((c) => [c.id, spy])),
    });
    if (!run.ok) throw new Error(run.error.message);
    expect(seen.length).toBeGreaterThan(50);
    for (const r of seen) {
      const view = r.view as HippodromeView;
      expect(Object.keys(view).sort()).toEqual([
        'discard',
        'eventDeckSize',
        'lap',
        'laps',
        'me',
        'order',
        'teams',
        'turn',
      ]);
      expect(view.me.id).toBe(r.chariot);
      for (const t of view.teams) {
        expect(Object.keys(t).sort()).toEqual([
          'cutRolls',
          'faction',
          'handSize',
          'id',
          'kept',
          'place',
          'seat',
          'stall',
          'start',
          'stats',
          'status',
        ]);
        if (t.id === r.chariot) expect(t.handSize).toBe(view.me.hand.length);
      }
    }
    // The AI was asked with these very views: the race is the AI's race.
    const ai = runRace(hippodrome, { setup: setup.value, seed: 11 });
    expect(ai.ok && ai.value.log.footer.digest).toBe(run.value.log.footer.digest);
  });
});
