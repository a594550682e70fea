import { describe, expect, test } from 'vitest';
import { RefusedAnswer } from '../../../src/engine/kernel/race.ts';
import { parseScenario, runScenario } from '../../../src/engine/scenario/index.ts';
import { forced, plan, scenario } from './scenario.ts';

// Every decision is checked by the rules before the race acts on it, whoever made it: the AI (the
// property tests run a thousand races through the same checks), a test's driver, or a scenario,
// whose illegal decisions are refused at their JSON path with the rule they break.

function run(input: Record<string, unknown>) {
  const parsed = parseScenario({
    title: 't',
    ruleset: 'crudis',
    demonstrates: ['crudis.normal-move'],
    ...input,
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return runScenario(parsed.value);
}

const TWO = [
  { id: 'scorpus', lane: 3, sq: 40 },
  { id: 'crescens', personality: 'dirty', lane: 6, sq: 30 },
];

describe('forced decisions are refused like illegal AI ones', () => {
  test.each([
    [
      'a whip at a part out of reach (only the charioteer is within 2 squares)',
      {
        chariots: [
          { id: 'scorpus', personality: 'cautious', lane: 3, sq: 46 },
          { id: 'crescens', personality: 'dirty', lane: 6, sq: 37 },
        ],
        dice: [[1, 1], 2, [3, 3], 1],
        decisions: [
          { turn: 1, chariot: 'scorpus', move: { forward: 0 } },
          { turn: 1, chariot: 'crescens', move: { forward: 6 } },
          { turn: 1, chariot: 'crescens', whipAttack: { target: 'scorpus', part: 'yokers' } },
        ],
      },
      '$.decisions[2].whipAttack',
      /^bad scenario at \$\.decisions\[2\]\.whipAttack: turn 1, crescens: crudis\.whip-to-attack refuses crescens's whipAttack: scorpus's yokers are out of reach of the whip \(range 2; in reach: charioteer\)$/,
    ],
    [
      'a whip across a 6-square gap (the old whip-to-attack scenario): nobody is in reach, so none is offered',
      {
        chariots: TWO,
        dice: [[3, 3], 1, [4, 4], 2, 6],
        decisions: [
          { turn: 1, chariot: 'scorpus', move: { forward: 6 } },
          { turn: 1, chariot: 'scorpus', whipSpeed: false },
          { turn: 1, chariot: 'scorpus', whipAttack: null },
          { turn: 1, chariot: 'crescens', move: { forward: 8 } },
          { turn: 1, chariot: 'crescens', whipSpeed: false },
          { turn: 1, chariot: 'crescens', whipAttack: { target: 'scorpus', part: 'yokers' } },
        ],
      },
      '$.decisions[5].whipAttack',
      /turn 1, crescens's whipAttack is never used .*when a rival is within its reach \(crudis\.whip-to-attack\)/,
    ],
    [
      'more manoeuvre than the red die gives',
      {
        chariots: TWO,
        dice: [[1, 1], 1],
        decisions: [{ turn: 1, chariot: 'scorpus', move: { forward: 9 } }],
      },
      '$.decisions[0].move',
      /turn 1, scorpus rolled white 2 and red 1: crudis\.normal-move refuses scorpus's move: forward 9 from white 2, 0 lane changes need 7 manoeuvre points; the red die gave 1/,
    ],
    [
      'more lanes than squares forward',
      {
        chariots: TWO,
        dice: [[1, 1], 6],
        decisions: [{ turn: 1, chariot: 'scorpus', move: { forward: 2, lateral: -3 } }],
      },
      '$.decisions[0].move',
      /crudis\.normal-move refuses scorpus's move: 3 lanes sideways need as many squares forward \(one lane per square\)/,
    ],
    [
      'a lane change off the track',
      {
        chariots: TWO,
        dice: [[1, 2], 6],
        decisions: [{ turn: 1, chariot: 'scorpus', move: { forward: 3, lateral: -3 } }],
      },
      '$.decisions[0].move',
      /crudis\.normal-move refuses scorpus's move: lane 0 is off the track/,
    ],
    [
      'a ram on a chariot the move never meets',
      {
        chariots: TWO,
        dice: [[2, 2], 3],
        decisions: [{ turn: 1, chariot: 'scorpus', move: { forward: 4, ram: 'crescens' } }],
      },
      '$.decisions[0].move',
      /the move never runs into crescens \(a ram is a collision\) \(crudis\.ramming\)$/,
    ],
    [
      'ripping the wheels of a chariot never alongside',
      {
        chariots: TWO,
        dice: [[2, 2], 6],
        decisions: [
          { turn: 1, chariot: 'scorpus', move: { forward: 4, rip: { target: 'crescens', atStep: 1 } } },
        ],
      },
      '$.decisions[0].move',
      /the move never draws alongside crescens from square 1 on \(crudis\.rip-off-wheels\)$/,
    ],
    [
      'a locked pair choosing to move off the track',
      {
        chariots: [
          { id: 'scorpus', lane: 1, sq: 40, lock: 1 },
          { id: 'crescens', lane: 3, sq: 40, lock: 1 },
        ],
        dice: [[2, 2], 4],
        decisions: [{ turn: 1, chariot: 'scorpus', lockedShift: -1 }],
      },
      '$.decisions[0].lockedShift',
      /crudis\.locked-together refuses scorpus's lockedShift: moving in takes the locked chariots off the track/,
    ],
    [
      'a whip for speed never offered (out of control, no manoeuvring)',
      {
        chariots: [{ ...TWO[0]!, lostControl: true }, TWO[1]!],
        dice: [[2, 2], 6],
        decisions: [{ turn: 1, chariot: 'scorpus', whipSpeed: true }],
      },
      '$.decisions[0].whipSpeed',
      /turn 1, scorpus's whipSpeed is never used .*crudis\.whip-for-speed/,
    ],
    [
      'a decision for a turn the scenario never plays',
      { chariots: TWO, turns: 1, decisions: [{ turn: 2, chariot: 'scorpus', whipAttack: null }] },
      '$.decisions[0].turn',
      /turn 2 is never played: the scenario ends after turn 1/,
    ],
  ])('%s', (_, input, path, message) => {
    const r = run(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
  });

  test('any other driver is held to the same rules: the race refuses before it acts', () => {
    const s = scenario(
      [
        { id: 'a', lane: 3, sq: 30 },
        { id: 'b', lane: 9, sq: 10 },
      ],
      [[1, 1], 1],
      forced({ a: plan(9) }),
    );
    let refused: unknown = null;
    try {
      s.turn();
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(RefusedAnswer);
    expect(refused).toMatchObject({
      by: 'script',
      request: { chariot: 'a', turn: 1, kind: 'move' },
      refusal: { rule: 'crudis.normal-move' },
    });
    expect((refused as RefusedAnswer).message).toMatch(
      /^crudis\.normal-move refuses a's move: forward 9 from white 2, 0 lane changes need 7 manoeuvre points; the red die gave 1$/,
    );
    // Nothing of the refused move happened.
    expect(s.chariot('a')).toMatchObject({ lane: 3, sq: 30 });
    expect(s.race.events.some((e) => e.type === 'move')).toBe(false);
  });
});
