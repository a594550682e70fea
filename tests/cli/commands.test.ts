import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compareLogs, firstDifference } from '../../src/engine/verify.ts';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { type RaceLog, serializeLog, simulate } from '../../src/engine/index.ts';

// The command line run in-process with captured streams; tests/cli/cli.test.ts spawns the real binary.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-commands-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = { chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }], options: { laps: 1 } };

async function run(args: string[], stdin = ''): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    stdin: async () => stdin,
  };
  const status = await main(args, io);
  return { status, stdout, stderr };
}

function file(name: string, text: string): string {
  const path = join(TMP, name);
  writeFileSync(path, text);
  return path;
}

function race(seed: number): RaceLog {
  const r = simulate({ ruleset: 'crudis', seed, setup: SETUP });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('usage errors exit 2 with a pointer to --help', () => {
  test.each([
    [['--frobnicate'], /unknown option "--frobnicate"/],
    [['simulate', '--seed', '1'], /missing --ruleset/],
    [['simulate', '-r', 'crudis', '--seed', '-1'], /bad --seed "-1"/],
    [['simulate', '-r', 'crudis', '-s', '-1'], /bad --seed "-1"/],
    [['simulate', '-r', 'crudis', '--seed', '1.5'], /bad --seed "1.5"/],
    [['simulate', '-r', 'crudis', '--seed', '4294967296'], /bad --seed "4294967296"/],
    [['simulate', '-r', 'crudis', '--seed', '0x10'], /bad --seed "0x10"/],
    [['simulate', '-r', 'crudis', '--seed'], /--seed/],
    [['simulate', '-r', 'crudis', '-s', '1', '--laps', '3'], /unknown option '--laps'/],
    [['simulate', '-r', 'crudis', '-s', '1', 'extra'], /unexpected argument "extra"/],
    [['verify'], /missing the log file/],
    [['verify', 'a.json', 'b.json'], /unexpected argument "b.json"/],
    [['schema', '--pretty'], /unknown option '--pretty'/],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/--help' for usage/);
  });
});

test('no command at all prints the usage on stderr and exits 2', async () => {
  const r = await run([]);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/missing command/);
  expect(r.stderr).toMatch(/Usage: quadriga <command>/);
});

describe('--help', () => {
  test.each(['simulate', 'verify', 'schema'])(
    '%s --help and -h print its usage on stdout',
    async (command) => {
      for (const flag of ['--help', '-h']) {
        const r = await run([command, flag]);
        expect(r.status).toBe(0);
        expect(r.stdout).toMatch(new RegExp(`^Usage: quadriga ${command}`));
        expect(r.stderr).toBe('');
      }
      expect((await run(['help', command])).stdout).toMatch(new RegExp(`^Usage: quadriga ${command}`));
    },
  );
});

describe('simulate with a bad setup exits 1 with a message naming the field', () => {
  test('a missing setup file', async () => {
    const r = await run(['simulate', '-r', 'crudis', '-s', '1', '--setup', join(TMP, 'none.json')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot read setup file .*none\.json: no such file/);
  });

  test('a setup that is not JSON', async () => {
    const r = await run([
      'simulate',
      '-r',
      'crudis',
      '-s',
      '1',
      '--setup',
      file('broken.json', '{"chariots": ['),
    ]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/broken\.json is not valid JSON/);
  });

  test('an invalid setup', async () => {
    const setup = { chariots: [{ name: 'Scorpus', colour: 'green' }, { name: 'Diocles' }] };
    const r = await run([
      'simulate',
      '-r',
      'crudis',
      '-s',
      '1',
      '--setup',
      file('invalid.json', JSON.stringify(setup)),
    ]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('$.chariots[0].colour');
    expect(r.stderr).toContain('invalid.json');
  });

  test('an option the ruleset does not know', async () => {
    const setup = { chariots: SETUP.chariots, options: { weather: 'rain' } };
    const r = await run([
      'simulate',
      '-r',
      'crudis',
      '-s',
      '1',
      '--setup',
      file('option.json', JSON.stringify(setup)),
    ]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('$.options.weather');
  });
});

describe('simulate and verify through files and standard input', () => {
  test('--setup - reads standard input, and verify - checks a log on standard input', async () => {
    const sim = await run(['simulate', '-r', 'crudis', '-s', '9', '--setup', '-'], JSON.stringify(SETUP));
    expect(sim.status).toBe(0);
    expect(sim.stdout).toBe(serializeLog(race(9)));
    const ver = await run(['verify', '-'], sim.stdout);
    expect(ver.status).toBe(0);
    expect(ver.stdout).toMatch(/^OK standard input: crudis seed 9/);
  });

  test('--out writes the file and says so on stderr', async () => {
    const out = join(TMP, 'out.json');
    const r = await run([
      'simulate',
      '-r',
      'crudis',
      '-s',
      '9',
      '--setup',
      file('s.json', JSON.stringify(SETUP)),
      '-o',
      out,
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^wrote .*out\.json: crudis seed 9, 2 chariots/);
    expect(readFileSync(out, 'utf8')).toBe(serializeLog(race(9)));
  });

  test('--out into a folder that does not exist fails', async () => {
    const r = await run([
      'simulate',
      '-r',
      'crudis',
      '-s',
      '9',
      '--out',
      join(TMP, 'no', 'such', 'dir.json'),
    ]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot write log/);
  });

  test('verify accepts a log in any layout', async () => {
    const pretty = JSON.stringify(JSON.parse(serializeLog(race(9))), null, 2);
    const r = await run(['verify', file('pretty.json', pretty)]);
    expect(r.status).toBe(0);
  });

  test('verify says when a log comes from another engine or rules version, and exits 3', async () => {
    const log = structuredClone(race(9));
    log.header.engine.version = '0.0.1';
    log.header.ruleset.rulesVersion = '0.9.0';
    const r = await run(['verify', file('old.json', serializeLog(log))]);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/^NOT RE-RESOLVED /);
    expect(r.stdout).toMatch(/engine quadriga 0\.0\.1/);
    expect(r.stdout).toMatch(/crudis rules 0\.9\.0/);
  });

  test('verify fails a log whose header cannot be run again', async () => {
    const log = structuredClone(race(9));
    log.header.ruleset.id = 'ben-hur';
    const r = await run(['verify', file('unknown-ruleset.json', serializeLog(log))]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot run .* again/);
    expect(r.stderr).toContain('"ben-hur"');
  });

  test('verify names the first checkpoint whose state differs when the seed was changed', async () => {
    const log = structuredClone(race(9));
    log.header.seed = 10;
    const r = await run(['verify', file('reseeded.json', serializeLog(log))]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/first differing checkpoint: turn \d+/);
    expect(r.stdout).toMatch(/first differing event: seq \d+ in turn \d+/);
  });
});

describe('compareLogs', () => {
  test('finds no difference between a race and its replay', () => {
    expect(compareLogs(race(9), race(9))).toEqual({ same: true });
  });

  test('reports a shorter log', () => {
    const log = structuredClone(race(9));
    log.events.pop();
    const c = compareLogs(log, race(9));
    if (c.same) throw new Error('the logs compared equal');
    const seq = race(9).events.length - 1;
    expect(c.lines.join('\n')).toContain(`first differing event: seq ${seq}`);
    expect(c.lines.join('\n')).toContain('the log ends after');
  });

  test.each([
    [{ a: 1 }, { a: 1 }, null],
    [{ a: 1 }, { a: 2 }, '$.a'],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }, '$.a[1].b'],
    [{ a: [1] }, { a: [1, 2] }, '$.a[1]'],
    [{ a: 1 }, { a: 1, b: null }, '$.b'],
    [[1], { 0: 1 }, '$'],
  ])('firstDifference(%j, %j) is %s', (a, b, path) => {
    expect(firstDifference(a, b)).toBe(path);
  });
});

describe('hippodrome', () => {
  test('simulate -r hippodrome races the default four teams and verify accepts the log', async () => {
    const sim = await run(['simulate', '-r', 'hippodrome', '-s', '5']);
    expect(sim.status).toBe(0);
    const log = JSON.parse(sim.stdout) as RaceLog;
    expect(log.header.ruleset.id).toBe('hippodrome');
    expect(log.header.entrants).toHaveLength(4);
    const path = file('hippodrome.json', sim.stdout);
    const ver = await run(['verify', path]);
    expect(ver.status).toBe(0);
    expect(ver.stdout).toMatch(/^OK .*hippodrome seed 5/);
  });

  test('a field other than four teams is refused with a message naming $.chariots', async () => {
    const r = await run(['simulate', '-r', 'hippodrome', '-s', '1', '--setup', '-'], JSON.stringify(SETUP));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/exactly 4 teams/);
    expect(r.stderr).toContain('$.chariots');
  });
});

describe('circus-maximus', () => {
  test('simulate -r circus-maximus races the default eight chariots and verify accepts the log', async () => {
    const sim = await run(['simulate', '-r', 'circus-maximus', '-s', '7']);
    expect(sim.status).toBe(0);
    const log = JSON.parse(sim.stdout) as RaceLog;
    expect(log.header.ruleset.id).toBe('circus-maximus');
    expect(log.header.entrants).toHaveLength(8);
    expect(log.header.weather).toBeDefined();
    const ver = await run(['verify', file('circus-maximus.json', sim.stdout)]);
    expect(ver.status).toBe(0);
    expect(ver.stdout).toMatch(/^OK .*circus-maximus seed 7/);
  });

  test('a specification given in the setup is used, and verify replays it', async () => {
    const setup = {
      chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }],
      options: {
        laps: 1,
        'spec.scorpus': 'horses=6,4,3,5 dm=0 dh=6 whip=long wheels=6,6 end=30 spear weight=heavy',
      },
    };
    const sim = await run(
      ['simulate', '-r', 'circus-maximus', '-s', '3', '--setup', '-'],
      JSON.stringify(setup),
    );
    expect(sim.status).toBe(0);
    const log = JSON.parse(sim.stdout) as RaceLog;
    expect(log.header.entrants[0]!.stats).toMatchObject({
      horse1: 6,
      whip: 'long',
      spear: true,
      weight: 'heavy',
    });
    const ver = await run(['verify', '-'], sim.stdout);
    expect(ver.status).toBe(0);
  });

  test('an illegal specification is refused with its path', async () => {
    const setup = {
      chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }],
      options: { 'spec.scorpus': 'horses=5,6,3,4' },
    };
    const r = await run(
      ['simulate', '-r', 'circus-maximus', '-s', '1', '--setup', '-'],
      JSON.stringify(setup),
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('$.options.spec.scorpus');
  });
});

describe('aurigae through the command line', () => {
  const AURIGAE = { chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }], options: { laps: 1 } };
  test('simulate -r aurigae writes the engine’s log and verify accepts it', async () => {
    const sim = await run(['simulate', '-r', 'aurigae', '-s', '4', '--setup', '-'], JSON.stringify(AURIGAE));
    expect(sim.status).toBe(0);
    const direct = simulate({ ruleset: 'aurigae', seed: 4, setup: AURIGAE });
    if (!direct.ok) throw new Error(direct.error.message);
    expect(sim.stdout).toBe(serializeLog(direct.value));
    const ver = await run(['verify', '-'], sim.stdout);
    expect(ver.status).toBe(0);
    expect(ver.stdout).toMatch(/^OK standard input: aurigae seed 4/);
  });

  test('verify -r aurigae names the first differing checkpoint when the seed was changed', async () => {
    const sim = await run(['simulate', '-r', 'aurigae', '-s', '4', '--setup', '-'], JSON.stringify(AURIGAE));
    const log = JSON.parse(sim.stdout) as RaceLog;
    log.header.seed = 5;
    const r = await run(['verify', file('aurigae-reseeded.json', serializeLog(log))]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/first differing checkpoint: turn \d+/);
  });

  test('a bad aurigae option exits 1 naming it', async () => {
    const r = await run(
      ['simulate', '-r', 'aurigae', '-s', '1', '--setup', '-'],
      JSON.stringify({ ...AURIGAE, options: { laps: 0 } }),
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('$.options.laps');
  });
});
