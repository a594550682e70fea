import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { SeededDice } from '../../src/engine/dice/dice.ts';
import { purpose } from '../../src/engine/dice/purposes.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { verifyLog } from '../../src/engine/verify.ts';

/** The table's own record of a throw (only its faces are typed in). */
const THROWN = purpose('cm-order');

// `quadriga simulate --dice entered`: every throw asked for by name on the terminal, run in-process
// with the terminal's lines scripted: the faces a seeded table would throw, one of them mistyped.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-entered-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = {
  chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }, { name: 'Calpurnianus' }],
  options: { laps: 1 },
};

test('each throw is asked for by name, an impossible face refused and asked again; the log replays from its own dice', async () => {
  const setup = join(TMP, 'setup.json');
  writeFileSync(setup, JSON.stringify(SETUP));
  const out = join(TMP, 'race.json');
  const table = new SeededDice(21);
  const questions: string[] = [];
  let stderr = '';
  let mistyped = false;
  const io: CliIo = {
    out: () => {},
    err: (t) => {
      stderr += t;
    },
    stdin: async () => '',
    readLine: async (question) => {
      questions.push(question);
      const m = /^(\d+)d(\d+) for (.*): $/.exec(question)!;
      const [count, sides] = [Number(m[1]), Number(m[2])];
      if (!mistyped && sides === 6 && /^Scorpus' /.test(m[3]!)) {
        mistyped = true;
        return Array(count).fill('7').join(' ');
      }
      return table.roll(count, sides, THROWN).join(' ');
    },
  };
  const status = await main(
    ['simulate', '-r', 'hippodrome', '-s', '21', '--setup', setup, '--dice', 'entered', '--out', out],
    io,
  );
  expect(stderr).toMatch(/refused: a d6 has no face 7 \(its faces are 1 to 6\) \([^)]+\); throw again\n/);
  expect(status).toBe(0);
  // Asked by name: whose roll and what for.
  expect(questions).toContain("1d6 for Scorpus' effort roll: ");
  expect(questions.some((q) => /^1d6 for Calpurnianus' /.test(q))).toBe(true);
  expect(questions.some((q) => q.startsWith('1d31 for shuffle the Team deck'))).toBe(true);
  const text = readFileSync(out, 'utf8');
  const log = JSON.parse(text) as RaceLog;
  expect(log.header.dice).toBe('entered');
  expect(log.header.answers!.every((a) => a.type === 'dice')).toBe(true);
  expect(log.header.answers).toHaveLength(table.history.length);
  // The seed's own faces typed in: the seed's race.
  const seeded = simulate({ ruleset: 'hippodrome', seed: 21, setup: SETUP });
  if (!seeded.ok) throw new Error(seeded.error.message);
  expect(log.events).toEqual(seeded.value.events);
  // verify resolves it again from its own dice, not from the seed.
  const v = verifyLog(text);
  expect(v.ok && v.value.verdict).toBe('same');
  const other = JSON.parse(text) as RaceLog;
  other.header.seed = 22;
  const w = verifyLog(serializeLog(other));
  expect(w.ok && w.value.verdict).toBe('same');
});

test('standard input that ends mid-race is a clear failure', async () => {
  let stderr = '';
  const io: CliIo = {
    out: () => {},
    err: (t) => {
      stderr += t;
    },
    stdin: async () => '',
    readLine: async () => null,
  };
  expect(await main(['simulate', '-r', 'hippodrome', '-s', '1', '--dice', 'entered'], io)).toBe(1);
  expect(stderr).toMatch(
    /^quadriga simulate: standard input ended while the race asked for 1d\d+ for shuffle the Team deck\n$/,
  );
});

test('a Crudis race from a real table: each throw asked for by whose and what for, the log the seed would give', async () => {
  const two = { chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }], options: { laps: 1 } };
  const setup = join(TMP, 'crudis-setup.json');
  writeFileSync(setup, JSON.stringify(two));
  const out = join(TMP, 'crudis-race.json');
  const table = new SeededDice(8);
  const questions: string[] = [];
  const io: CliIo = {
    out: () => {},
    err: () => {},
    stdin: async () => '',
    readLine: async (question) => {
      questions.push(question);
      const m = /^(\d+)d(\d+) for (.*): $/.exec(question)!;
      return table.roll(Number(m[1]), Number(m[2]), THROWN).join(' ');
    },
  };
  const status = await main(
    ['simulate', '-r', 'crudis', '-s', '8', '--setup', setup, '--dice', 'entered', '--out', out],
    io,
  );
  expect(status).toBe(0);
  expect(questions[0]).toBe("2d6 for Scorpus' white dice: ");
  expect(questions[1]).toBe("1d6 for Scorpus' red die: ");
  expect(questions.some((q) => /^2d6 for Diocles' danger line, white dice: $/.test(q))).toBe(true);
  const log = JSON.parse(readFileSync(out, 'utf8')) as RaceLog;
  expect(log.header.dice).toBe('entered');
  expect(log.header.answers).toHaveLength(table.history.length);
  const seeded = simulate({ ruleset: 'crudis', seed: 8, setup: two });
  if (!seeded.ok) throw new Error(seeded.error.message);
  expect(log.events).toEqual(seeded.value.events);
  const v = verifyLog(readFileSync(out, 'utf8'));
  expect(v.ok && v.value.verdict).toBe('same');
});
