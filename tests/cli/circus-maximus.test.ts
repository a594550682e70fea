import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import type { Prompts } from '../../src/cli/play/prompts.ts';
import { SeededDice } from '../../src/engine/dice/dice.ts';
import { purpose } from '../../src/engine/dice/purposes.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { verifyLog } from '../../src/engine/verify.ts';

/** The table's own record of a throw (only its faces are typed in). */
const THROWN = purpose('cm-order');

// Circus Maximus through the command line's drivers: a bot program (`simulate --driver`), faces
// typed in from a real table (`simulate --dice entered`), and a game by mail (`quadriga play`).

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-cm-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = {
  chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }],
  options: { laps: 1 },
};
const SETUP_FILE = join(TMP, 'setup.json');
writeFileSync(SETUP_FILE, JSON.stringify(SETUP));
const FLAT_OUT = join(import.meta.dirname, 'bots', 'cm-flat-out.js');

function io(readLine?: CliIo['readLine']) {
  const out = { stdout: '', stderr: '' };
  const cli: CliIo = {
    out: (t) => {
      out.stdout += t;
    },
    err: (t) => {
      out.stderr += t;
    },
    stdin: async () => '',
    ...(readLine ? { readLine } : {}),
  };
  return { cli, out };
}

function verdict(text: string): string {
  const v = verifyLog(text);
  if (!v.ok) throw new Error(v.error.message);
  return v.value.verdict;
}

describe('Circus Maximus through the command line', () => {
  test('simulate --driver: a bot writes its speeds from its options and view; the log verifies', async () => {
    const file = join(TMP, 'bot.json');
    const { cli, out } = io();
    const args = ['simulate', '-r', 'circus-maximus', '-s', '7', '--setup', SETUP_FILE, '--out', file];
    const status = await main([...args, '--driver', `scorpus=node ${FLAT_OUT}`], cli);
    expect(out.stderr).not.toMatch(/the AI (decided instead|stood in)/);
    expect(status).toBe(0);
    const text = readFileSync(file, 'utf8');
    const log = JSON.parse(text) as RaceLog;
    expect(log.header.drivers).toEqual({ scorpus: 'bot' });
    const answers = (log.header.answers ?? []).filter((a) => a.type === 'decision');
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.every((a) => a.type === 'decision' && a.by === 'bot' && a.chariot === 'scorpus')).toBe(
      true,
    );
    // Flat out every turn: each speed it wrote is the most it could.
    const speeds = log.events.filter((e) => e.type === 'speed' && e.chariots[0] === 'scorpus');
    expect(speeds.length).toBeGreaterThan(3);
    for (const e of speeds) {
      const m = /^(\d+), aiming for lane \d+$/.exec(e.decision!.choice)!;
      const most = /team speed (\d+) \+ CDM (-?\d+)\)$/.exec(e.decision!.reason)!;
      expect(Number(m[1])).toBe(Math.max(0, Number(most[1]) + Number(most[2])));
      expect(e.decision!.reason).toMatch(/^flat out, no tricks/);
    }
    expect(verdict(text)).toBe('same');
  });

  test('simulate --dice entered: each throw asked for; the seed’s faces typed in give the seed’s race', async () => {
    const file = join(TMP, 'entered.json');
    const table = new SeededDice(5);
    const questions: string[] = [];
    const { cli } = io(async (question) => {
      questions.push(question);
      const m = /^(\d+)d(\d+) for (.*): $/.exec(question)!;
      return table.roll(Number(m[1]), Number(m[2]), THROWN).join(' ');
    });
    const args = ['simulate', '-r', 'circus-maximus', '-s', '5', '--setup', SETUP_FILE, '--dice', 'entered'];
    expect(await main([...args, '--out', file], cli)).toBe(0);
    expect(questions.some((q) => q.startsWith('1d3 for order of moves'))).toBe(true);
    const text = readFileSync(file, 'utf8');
    const log = JSON.parse(text) as RaceLog;
    expect(log.header.dice).toBe('entered');
    expect(log.header.answers).toHaveLength(table.history.length);
    const seeded = simulate({ ruleset: 'circus-maximus', seed: 5, setup: SETUP });
    if (!seeded.ok) throw new Error(seeded.error.message);
    expect(log.events).toEqual(seeded.value.events);
    expect(verdict(text)).toBe('same');
  });

  test('quadriga play: a game by mail, one human seat, each order checked, the finished log verifies', async () => {
    const game = join(TMP, 'game.json');
    const short = join(TMP, 'short.json');
    writeFileSync(short, JSON.stringify({ ...SETUP, options: { laps: 1, maxTurns: 3 } }));
    const play = async (...args: string[]) => {
      const { cli, out } = io();
      const status = await main(['play', ...args], cli);
      return { status, ...out };
    };
    const made = await play(
      'new',
      '-r',
      'circus-maximus',
      '-s',
      '2',
      '--setup',
      short,
      '--human',
      'diocles',
      game,
    );
    expect(made.status).toBe(0);
    let orders = 0;
    for (let step = 0; step < 200; step++) {
      const p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
      if (p.status === 'finished') break;
      const seat = p.seats.find((s) => s.decision !== null)!;
      const d = seat.decision!;
      const o = d.options as { max: number; fixed: number | null };
      if (orders === 0) {
        // An order the rules refuse is refused at once, naming the rule.
        const bad = join(TMP, 'bad.json');
        writeFileSync(
          bad,
          JSON.stringify({ kind: 'speed', value: { speed: o.max + 1, strain: false, lane: 1 } }),
        );
        const refused = await play('orders', game, '--seat', 'diocles', bad);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(
          /circus-maximus\.turn-speed refuses diocles's speed: the driver may write at most/,
        );
      }
      const value =
        d.kind === 'speed'
          ? { speed: o.fixed ?? Math.min(o.max, 6), strain: false, lane: 2 }
          : d.kind === 'strain'
            ? false
            : null;
      const file = join(TMP, `orders-${step}.json`);
      writeFileSync(file, JSON.stringify({ kind: d.kind, value }));
      expect((await play('orders', game, '--seat', 'diocles', file)).status).toBe(0);
      expect((await play('turn', game)).status).toBe(0);
      orders++;
    }
    expect(orders).toBeGreaterThan(2);
    const log = readFileSync(join(TMP, 'game.log.json'), 'utf8');
    const speeds = (JSON.parse(log) as RaceLog).events.filter(
      (e) => e.type === 'speed' && e.chariots[0] === 'diocles',
    );
    expect(speeds.map((e) => e.decision!.choice.endsWith('aiming for lane 2'))).toEqual(
      speeds.map(() => true),
    );
    expect(verdict(log)).toBe('same');
  });
});
