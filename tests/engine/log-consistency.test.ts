import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { defaultSetup, parseLog, RULESET_IDS, simulate } from '../../src/engine/index.ts';
import { consistencyProblems } from '../../src/engine/log/consistency.ts';
import { parseScenario, runScenario } from '../../src/engine/scenario/index.ts';

// What a reader can check of a log without resolving it again: every log the engine writes is
// consistent (races of every field size, races cut by the turn limit, scenarios with wrecks laid
// before the start), and each kind of hand edit is caught and named.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

describe('every log the engine writes is consistent', () => {
  test.each(RULESET_IDS.map((r) => [r]))('%s races, whole and cut by the turn limit', (ruleset) => {
    for (const [seed, count, maxTurns] of [
      [1, 2, 0],
      [2, 5, 4],
      [3, 8, 0],
      [4, 12, 6],
    ] as const) {
      const hippodrome = ruleset === 'hippodrome';
      const options = maxTurns > 0 && !hippodrome ? { maxTurns } : {};
      const setup = { ...defaultSetup(hippodrome ? 4 : count), options };
      const r = simulate({ ruleset, seed, setup });
      if (!r.ok) throw new Error(r.error.message);
      expect(consistencyProblems(r.value), `${ruleset} seed ${seed}`).toEqual([]);
    }
  });

  test.each([
    ['aurigae/time-limit.json'],
    ['aurigae/running-into-a-wreck.json'],
    ['crudis/wrecks.json'],
    ['circus-maximus/running-over-a-wreck.json'],
  ])('the scenario %s', (file) => {
    const parsed = parseScenario(JSON.parse(readFileSync(join(ROOT, 'scenarios', file), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const run = runScenario(parsed.value);
    if (!run.ok) throw new Error(run.error.message);
    expect(consistencyProblems(run.value.log)).toEqual([]);
  });

  test('the version 1 fixtures', () => {
    const dir = join(ROOT, 'tests/fixtures/logs/v1');
    for (const f of readdirSync(dir)) {
      const parsed = parseLog(readFileSync(join(dir, f), 'utf8'));
      if (!parsed.ok) throw new Error(`${f}: ${parsed.error.message}`);
      expect(consistencyProblems(parsed.value), f).toEqual([]);
    }
  });
});

describe('hand edits are caught', () => {
  const base = () => {
    const parsed = parseLog(readFileSync(join(ROOT, 'tests/fixtures/logs/v1/crudis-seed25.json'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };

  test.each([
    [
      'a finishing time',
      (l: ReturnType<typeof base>) => {
        l.footer.results[0]!.finishedAt! += 1;
      },
      /^\$\.footer\.results\[0\]\.finishedAt: diocles finished at t=28\.875 \(event \d+\), the result says 29\.875$/,
    ],
    [
      'swapped places',
      (l: ReturnType<typeof base>) => {
        l.footer.results[0]!.place = 2;
        l.footer.results[1]!.place = 1;
      },
      /^\$\.footer\.finishingOrder: the results give crescens, diocles, .*, the footer diocles, crescens/,
    ],
    [
      'a place twice',
      (l: ReturnType<typeof base>) => {
        l.footer.results[1]!.place = 1;
      },
      /^\$\.footer\.results: places must run 1, 2, 3/,
    ],
    [
      'a result left out',
      (l: ReturnType<typeof base>) => void l.footer.results.pop(),
      /^\$\.footer\.results: one result per entrant expected/,
    ],
    [
      'a wreck moved to another event',
      (l: ReturnType<typeof base>) => {
        l.footer.wrecks[0]!.seq = 3;
      },
      /^\$\.footer\.wrecks\[0\]\.seq: event 3 is not an event of scorpus/,
    ],
    [
      'a wreck before its chariot was wrecked',
      (l: ReturnType<typeof base>) => {
        const w = l.footer.wrecks[0]!;
        const earlier = l.events.find((e) => e.turn === w.turn && e.chariots.includes(w.chariot))!;
        w.seq = earlier.seq;
      },
      /^\$\.footer\.wrecks\[0\]\.seq: scorpus is not wrecked by event \d+$/,
    ],
    [
      'a checkpoint of the wrong turn',
      (l: ReturnType<typeof base>) => {
        l.checkpoints[4]!.turn = 40;
      },
      /^\$\.checkpoints\[4\]\.turn: checkpoint 4 is for turn 40, not turn 4$/,
    ],
  ])('%s', (_, edit, message) => {
    const log = base();
    expect(consistencyProblems(log)).toEqual([]);
    edit(log);
    const problems = consistencyProblems(log);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
