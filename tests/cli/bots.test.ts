import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { verifyLog } from '../../src/engine/verify.ts';

// Bots race through `quadriga simulate --driver`, run in-process with the real programs as bots:
// examples/bot.js, and tests/cli/bots/ for bots that hang, write garbage, answer illegally, exit.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-bots-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = join(TMP, 'setup.json');
writeFileSync(
  SETUP,
  JSON.stringify({
    chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }, { name: 'Calpurnianus' }],
    options: { laps: 1 },
  }),
);
const BOTS = join(import.meta.dirname, 'bots');
const EXAMPLE = join(import.meta.dirname, '../../examples/bot.js');

async function race(seed: number, drivers: string[], extra: string[] = [], ruleset = 'hippodrome') {
  let stderr = '';
  const io: CliIo = {
    out: () => {},
    err: (t) => {
      stderr += t;
    },
    stdin: async () => '',
  };
  const out = join(TMP, `race-${seed}-${drivers.length}-${Math.random().toString(36).slice(2)}.json`);
  const args = ['simulate', '-r', ruleset, '-s', String(seed), '--setup', SETUP, '--out', out];
  for (const d of drivers) args.push('--driver', d);
  const status = await main([...args, ...extra], io);
  const text = status === 0 ? readFileSync(out, 'utf8') : '';
  return { status, stderr, text, log: (status === 0 ? JSON.parse(text) : null) as RaceLog };
}

/** The decisions the AI made in a bot's place, and why. */
function fallbacks(log: RaceLog): string[] {
  return (log.header.answers ?? []).flatMap((a) =>
    a.type === 'decision' && a.by === 'ai' ? [a.fallback ?? '(no reason)'] : [],
  );
}

function verdict(text: string): string {
  const v = verifyLog(text);
  if (!v.ok) throw new Error(v.error.message);
  return v.value.verdict;
}

/** Every process whose command line holds `marker`. */
function running(marker: string): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(marker) && !l.includes('ps -eo'));
}

/**
 * The processes whose command line holds `marker` once they have gone, or after 10 s those left: a
 * process killed is gone once the kernel has run its exit, later on a loaded machine than at once.
 */
async function leftAfterKill(marker: string): Promise<string[]> {
  for (const t0 = Date.now(); running(marker).length > 0 && Date.now() - t0 < 10_000; )
    await new Promise((r) => setTimeout(r, 50));
  return running(marker);
}

describe('quadriga simulate --driver: programs drive chariots', () => {
  test('the example bot races against the AI; its decisions are in the log, which verifies', async () => {
    // Time enough to answer on a loaded machine (the default, 2 s, counts the bot's start): none of
    // its decisions may go to the AI.
    // A marker of its own on the bots' command lines (the example bot ignores it): other files run it too.
    const marker = '123.457';
    const r = await race(
      7,
      [`scorpus=node ${EXAMPLE} ${marker}`, `crescens=node ${EXAMPLE} ${marker}`],
      ['--time-limit', '60000'],
    );
    expect(r.stderr).toContain('[bot scorpus] driving scorpus in a hippodrome race, seed 7');
    expect(r.stderr).toMatch(/\[bot crescens\] the race is over: /);
    expect(r.status).toBe(0);
    expect(r.log.header.drivers).toEqual({ scorpus: 'bot', crescens: 'bot' });
    const answers = r.log.header.answers ?? [];
    expect(fallbacks(r.log)).toEqual([]);
    expect(new Set(answers.map((a) => a.type === 'decision' && a.chariot))).toEqual(
      new Set(['scorpus', 'crescens']),
    );
    // The bot's own choices: it always bolts, and its reason is the log's.
    const starts = answers.filter((a) => a.type === 'decision' && a.kind === 'start');
    expect(starts.map((a) => a.type === 'decision' && a.value)).toEqual(['bolt', 'bolt']);
    const start = r.log.events.find((e) => e.type === 'start-choice' && e.chariots[0] === 'scorpus')!;
    expect(start.decision!.reason).toBe('the example bot takes the boldest legal answer');
    expect(verdict(r.text)).toBe('same');
    expect(await leftAfterKill(marker)).toEqual([]);
  });

  test('the example bot drives a Crudis chariot from the legal answers it is sent, and the log verifies', async () => {
    const marker = '123.458';
    const r = await race(5, [`diocles=node ${EXAMPLE} ${marker}`], ['--time-limit', '60000'], 'crudis');
    expect(r.stderr).toContain('[bot diocles] driving diocles in a crudis race, seed 5');
    expect(r.status).toBe(0);
    expect(r.log.header.drivers).toEqual({ diocles: 'bot' });
    expect(fallbacks(r.log)).toEqual([]);
    const kinds = new Set((r.log.header.answers ?? []).map((a) => a.type === 'decision' && a.kind));
    expect(kinds).toContain('move');
    // Its moves are in the log, said to be chosen by a bot.
    const moves = r.log.events.filter((e) => e.type === 'decision' && e.chariots[0] === 'diocles');
    expect(moves.length).toBeGreaterThan(5);
    expect(moves.every((e) => e.decision!.reason === 'the example bot takes the boldest legal answer')).toBe(
      true,
    );
    expect(verdict(r.text)).toBe('same');
    expect(await leftAfterKill(marker)).toEqual([]);
  });

  test('a bot that hangs costs one time limit, not the race; it and its children are killed', async () => {
    const marker = '987.654';
    const r = await race(7, [`scorpus=node ${join(BOTS, 'hang.js')} ${marker}`], ['--time-limit', '400']);
    expect(r.status).toBe(0);
    const why = fallbacks(r.log);
    expect(why.length).toBeGreaterThan(5);
    // Waited for once; after that, asked no more until it catches up.
    expect(why.filter((w) => w === 'the bot did not answer within 400 ms')).toHaveLength(1);
    expect(
      why.slice(1).every((w) => w === 'the bot has still not answered decision 1, so it was not asked'),
    ).toBe(true);
    expect(r.stderr).toContain(
      'scorpus, decision 1: the bot did not answer within 400 ms; the AI decided instead',
    );
    expect(verdict(r.text)).toBe('same');
    expect(await leftAfterKill(marker)).toEqual([]);
  });

  test('a bot that writes garbage: each decision falls back to the AI, saying what it wrote', async () => {
    const r = await race(7, [`diocles=node ${join(BOTS, 'garbage.js')}`], ['--time-limit', '20000']);
    expect(r.status).toBe(0);
    const why = fallbacks(r.log);
    expect(why.length).toBe((r.log.header.answers ?? []).length);
    expect(why[0]).toBe('the bot wrote not JSON: "I choose the left lane"');
    expect(why[1]).toBe('the bot wrote no "value" in the answer');
    expect(verdict(r.text)).toBe('same');
  });

  test('a bot that answers illegally is refused by the rule, told so, and the AI decides', async () => {
    const r = await race(7, [`calpurnianus=node ${join(BOTS, 'illegal.js')}`], ['--time-limit', '20000']);
    expect(r.status).toBe(0);
    const why = fallbacks(r.log);
    expect(why.length).toBe((r.log.header.answers ?? []).length);
    expect(why[0]).toMatch(
      /^its answer was refused: hippodrome\.team-selection refuses calpurnianus's keep: X99 is not among the cards dealt \(/,
    );
    expect(why).toContain(
      'its answer was refused: hippodrome.start-choice refuses calpurnianus\'s start: a malformed answer (Invalid option: expected one of "bolt"|"cautious")',
    );
    expect(r.stderr).toContain(
      '[bot calpurnianus] refused 1: its answer was refused: hippodrome.team-selection',
    );
    // The log's words say who decided and why.
    const start = r.log.events.find((e) => e.type === 'start-choice' && e.chariots[0] === 'calpurnianus')!;
    expect(start.decision!.reason).toMatch(
      /^its answer was refused: hippodrome\.start-choice refuses .*; the AI decides: dirty: /,
    );
    expect(verdict(r.text)).toBe('same');
  });

  test('a bot that exits: its first answer counts, then the AI drives without waiting', async () => {
    const r = await race(7, [`crescens=node ${join(BOTS, 'exits.js')}`], ['--time-limit', '20000']);
    expect(r.status).toBe(0);
    const answers = (r.log.header.answers ?? []).filter((a) => a.type === 'decision');
    expect(answers[0]).toMatchObject({ by: 'bot', chariot: 'crescens', kind: 'keep' });
    expect(
      answers.slice(1).every((a) => a.by === 'ai' && a.fallback === 'the bot exited with status 3'),
    ).toBe(true);
    expect(answers.length).toBeGreaterThan(3);
    expect(verdict(r.text)).toBe('same');
  });

  test('bad --driver and --time-limit are usage errors; an unknown chariot names the field', async () => {
    expect((await race(7, ['scorpus'])).stderr).toMatch(
      /bad --driver "scorpus": write --driver <chariot>=<command>/,
    );
    expect((await race(7, ['a=x', 'a=y'])).stderr).toMatch(/--driver a is given twice/);
    expect((await race(7, [`x=node ${EXAMPLE}`], ['--time-limit', '0'])).stderr).toMatch(
      /bad --time-limit "0"/,
    );
    const r = await race(7, [`nero=node ${EXAMPLE}`]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'quadriga simulate: --driver nero: no chariot "nero" in the race (its chariots: scorpus, diocles, crescens, calpurnianus)\n',
    );
  });
});
