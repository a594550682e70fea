import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { parseLog } from '../../src/engine/log/parse.ts';

// `quadriga rules` and `quadriga simulate --scenario`, run in-process with captured streams.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-rules-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    stdin: async () => '',
  };
  const status = await main(args, io);
  return { status, stdout, stderr };
}

describe('quadriga rules', () => {
  test('lists every ruleset with its rule ids; incomplete catalogues say so', async () => {
    const r = await run(['rules']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^crudis: \d+ rules, \d+ tables$/m);
    expect(r.stdout).toMatch(/^ {2}crudis\.danger-lines +Danger lines$/m);
    expect(r.stdout).toMatch(/^ {2}crudis\.barrier-scrape .*\(house\)$/m);
    expect(r.stdout).toMatch(/^hippodrome: /m);
    expect(r.stdout).toMatch(/^circus-maximus(?: \(catalogue incomplete\))?: /m);
  });

  test('--ruleset keeps one ruleset', async () => {
    const r = await run(['rules', '--ruleset', 'hippodrome']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('hippodrome.effort');
    expect(r.stdout).not.toContain('crudis.');
  });

  test('a rule id shows the explainer, its clauses and its tables', async () => {
    const r = await run(['rules', 'crudis.whip-to-attack']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^crudis\.whip-to-attack: Whip to attack \(seed, crudis\)/);
    expect(r.stdout).toContain('crudis:whip-to-attack: Whip to Attack (lines 41-49)');
    for (const part of ['outer-horses', 'yokers', 'charioteer'])
      expect(r.stdout).toContain(`crudis.whip-table.${part}: `);
    expect(r.stdout).toMatch(/^ {2}6 +victim horse injured \(-2\)$/m);
  });

  test('a table id shows the table, house rows labelled', async () => {
    const r = await run(['rules', 'hippodrome.stall-bonus']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^ {2}4 +0 +stall 4: .*\[house\]$/m);
    expect(r.stdout).toMatch(/^ {2}1 +\+3 +stall 1: \+3$/m);
  });

  test('an unknown id fails; an unknown ruleset is a usage error', async () => {
    const a = await run(['rules', 'crudis.flying']);
    expect(a.status).toBe(1);
    expect(a.stderr).toMatch(/no rule or table "crudis.flying"/);
    const b = await run(['rules', '--ruleset', 'chess']);
    expect(b.status).toBe(2);
    expect(b.stderr).toMatch(/unknown ruleset "chess"/);
  });

  test('--coverage for a covered ruleset: every clause with its rule id, exit 0', async () => {
    const r = await run(['rules', '--coverage', '--ruleset', 'crudis']);
    expect(r.stdout).toMatch(/^ruleset +clause +rule id +tested +explained +applied in$/m);
    expect(r.stdout).toMatch(
      /^crudis +crudis:danger-lines +crudis\.danger-lines +yes +yes +crudis\/danger-lines\.json \(\+\d+\)$/m,
    );
    expect(r.stdout).toMatch(/^crudis +\(house rule\) +crudis\.time-limit +yes +yes +crudis\/\S+\.json/m);
    expect(r.stdout).toMatch(/^crudis: covered$/m);
    expect(r.status).toBe(0);
  });

  test('--coverage for Circus Maximus: complete and covered, exit 0', async () => {
    const r = await run(['rules', '--coverage', '--ruleset', 'circus-maximus']);
    expect(r.stdout).toMatch(
      /^circus-maximus +circus-maximus:critical-table +circus-maximus\.critical-horse-hits +yes +yes +circus-maximus\/\S+\.json/m,
    );
    expect(r.stdout).toMatch(/^circus-maximus: covered$/m);
    expect(r.status).toBe(0);
  });

  test('a Circus Maximus table id shows the table from its tables.ts, house rows marked', async () => {
    const r = await run(['rules', 'circus-maximus.chariot-weight-table']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^circus-maximus\.chariot-weight-table: Chariot weight \(house\)$/m);
    expect(r.stdout).toMatch(/^ {2}Corner strain in rain or mud +\+3 +\+2 +\+1 +\[seed\]$/m);
  });

  test('--coverage for Aurigae: complete and covered, its table shown from its tables.ts, exit 0', async () => {
    const r = await run(['rules', '--coverage', '--ruleset', 'aurigae']);
    expect(r.stdout).toMatch(
      /^aurigae +aurigae:dragged +aurigae\.cut-reins +yes +yes +aurigae\/dragging-and-cutting-the-reins\.json/m,
    );
    expect(r.stdout).toMatch(/^aurigae: covered$/m);
    expect(r.status).toBe(0);
    const t = await run(['rules', 'aurigae.injury-table']);
    expect(t.status).toBe(0);
    expect(t.stdout).toMatch(/^ {2}gallop +31-44 +3d6 \+ 3$/m);
  });

  test('--coverage over everything: every ruleset complete and covered, exit 0', async () => {
    const r = await run(['rules', '--coverage']);
    for (const id of ['crudis', 'hippodrome', 'circus-maximus', 'aurigae'])
      expect(r.stdout).toMatch(new RegExp(`^${id}: covered$`, 'm'));
    expect(r.stdout).not.toMatch(/^[a-z-]+: (INCOMPLETE|NOT covered)/m);
    expect(r.status).toBe(0);
  });
});

describe('quadriga simulate --scenario', () => {
  test('runs a shipped scenario and writes its log', async () => {
    const out = join(TMP, 'whip.json');
    const r = await run([
      'simulate',
      '--scenario',
      join(ROOT, 'scenarios/crudis/whip-to-attack.json'),
      '--out',
      out,
    ]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/scenario "Whipping a rival's yokers" \(crudis\), 1 turns/);
    const log = parseLog(readFileSync(out, 'utf8'));
    expect(log.ok).toBe(true);
    if (log.ok) expect(log.value.events.some((e) => e.rule === 'crudis.whip-to-attack')).toBe(true);
  });

  test('runs the Circus Maximus example: a light chariot takes the second corner at 19', async () => {
    const out = join(TMP, 'corner.json');
    const file = join(ROOT, 'scenarios/circus-maximus/a-light-chariot-takes-the-second-corner-at-19.json');
    const r = await run(['simulate', '--scenario', file, '--out', out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /scenario "A light chariot takes the second corner at 19" \(circus-maximus\), 1 turns/,
    );
    const log = parseLog(readFileSync(out, 'utf8'));
    expect(log.ok && log.value.events.some((e) => e.rule === 'circus-maximus.corner-strain')).toBe(true);
  });

  test('the scenario names its ruleset and seed: --seed is a usage error', async () => {
    const r = await run(['simulate', '--scenario', 'x.json', '--seed', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--scenario names its own seed/);
  });

  test('a bad scenario fails naming the file and the JSON path', async () => {
    const file = join(TMP, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        title: 't',
        ruleset: 'crudis',
        demonstrates: ['crudis.normal-move'],
        chariots: [{ id: 'a', lane: 3 }],
      }),
    );
    const r = await run(['simulate', '--scenario', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}: bad scenario at $.chariots[0].sq`);
  });

  test('a scenario that does not show what it claims exits 1 and says so', async () => {
    const file = join(TMP, 'claim.json');
    writeFileSync(
      file,
      JSON.stringify({
        title: 'claims too much',
        ruleset: 'crudis',
        demonstrates: ['crudis.ramming'],
        turns: 1,
        chariots: [
          { id: 'a', lane: 3, sq: 30 },
          { id: 'b', lane: 9, sq: 10 },
        ],
      }),
    );
    const r = await run(['simulate', '--scenario', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/does NOT show crudis\.ramming/);
    expect(parseLog(r.stdout).ok).toBe(true);
  });
});
