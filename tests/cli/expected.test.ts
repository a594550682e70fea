import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { runServe } from '../../src/cli/commands/serve.ts';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { didYouMean, editDistance } from '../../src/cli/suggest.ts';
import { eventsDigest, type RaceLog, serializeLog, simulate } from '../../src/engine/index.ts';
import { Client } from '../server/helpers.ts';

// The command line as people expect it (issue 21): guesses for typos, a random seed said aloud,
// JSON verdicts, gzipped logs, a setup on standard input for serve, a missing output folder named.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-expected-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = { chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }], options: { laps: 1 } };

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

function io(stdin: Uint8Array | string = ''): { cli: CliIo; got: Ran } {
  const got: Ran = { status: -1, stdout: '', stderr: '' };
  const cli: CliIo = {
    out: (t) => {
      got.stdout += t;
    },
    err: (t) => {
      got.stderr += t;
    },
    stdin: async () => stdin,
  };
  return { cli, got };
}

async function run(args: string[], stdin: Uint8Array | string = ''): Promise<Ran> {
  const { cli, got } = io(stdin);
  got.status = await main(args, cli);
  return got;
}

function race(seed: number, setup: unknown = SETUP): RaceLog {
  const r = simulate({ ruleset: 'crudis', seed, setup });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const path = (name: string): string => join(TMP, name);

describe('did you mean', () => {
  test('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('simualte', 'simulate')).toBe(1);
    expect(editDistance('verfy', 'verify')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  test('guesses only what is close', () => {
    expect(didYouMean('simualte', ['simulate', 'verify'])).toBe('simulate');
    expect(didYouMean('--cov', ['--coverage', '--ruleset'])).toBe('--coverage');
    expect(didYouMean('race', ['simulate', 'verify', 'schema', 'serve', 'rules'])).toBeNull();
    expect(didYouMean('x', ['simulate'])).toBeNull();
  });

  test.each([
    [['simualte'], /unknown command "simualte": did you mean "simulate"\?/],
    [['verfy', 'race.json'], /unknown command "verfy": did you mean "verify"\?/],
    [['--verison'], /unknown option "--verison": did you mean "--version"\?/],
    [['simulate', '-r', 'crudis', '--sed', '3'], /unknown option '--sed': did you mean "--seed"\?/],
    [['simulate', '-r', 'crudis', '--seed=3', '--otu', 'x.json'], /did you mean "--out"\?/],
    [['rules', '--covrage'], /unknown option '--covrage': did you mean "--coverage"\?/],
    [['simulate', '-r', 'crudi', '-s', '1'], /unknown ruleset "crudi": did you mean "crudis"\?/],
    [['serve', '-r', 'circus-maximum', '-s', '1'], /did you mean "circus-maximus"\?/],
    [['rules', '-r', 'hipodrome'], /did you mean "hippodrome"\?/],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/--help' for usage/);
  });

  test('a command far from any is not guessed', async () => {
    const r = await run(['race']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown command "race"');
    expect(r.stderr).not.toContain('did you mean');
  });

  test('a mistyped rule id is guessed', async () => {
    const r = await run(['rules', 'crudis.whip-to-atack']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('did you mean "crudis.whip-to-attack"?');
  });
});

describe('--seed is optional', () => {
  test('simulate picks a seed, says which on stderr, and that seed runs the same race again', async () => {
    const setup = path('setup-random.json');
    writeFileSync(setup, JSON.stringify(SETUP));
    const first = await run(['simulate', '-r', 'crudis', '--setup', setup]);
    expect(first.status).toBe(0);
    const seed = Number(
      /picked seed (\d+) at random \(--seed \1 runs this race again\)/.exec(first.stderr)?.[1],
    );
    expect(Number.isInteger(seed)).toBe(true);
    expect(first.stdout).toBe(serializeLog(race(seed)));
    const again = await run(['simulate', '-r', 'crudis', '--setup', setup, '--seed', String(seed)]);
    expect(again.stdout).toBe(first.stdout);
    expect(again.stderr).toBe('');
  });

  test('two runs without a seed pick different seeds', async () => {
    const seeds = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const r = await run(
        ['simulate', '-r', 'crudis', '--setup', '-', '-o', path(`random-${i}.json`)],
        JSON.stringify(SETUP),
      );
      seeds.add(/picked seed (\d+)/.exec(r.stderr)![1]!);
    }
    expect(seeds.size).toBeGreaterThan(1);
  });
});

describe('--json', () => {
  const good = path('good.json');
  writeFileSync(good, serializeLog(race(9)));

  test('verify --json: a log that replays', async () => {
    const r = await run(['verify', good, '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      file: good,
      ok: true,
      verdict: 'same',
      ruleset: 'crudis',
      seed: 9,
      events: race(9).footer.eventCount,
      digest: race(9).footer.digest,
      details: [],
    });
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  test('verify --json: a log whose dice were altered lists the differences and exits 1', async () => {
    const log = structuredClone(race(9));
    const ev = log.events.find((e) => e.turn >= 2 && e.rolls && e.rolls.length > 0)!;
    ev.rolls![0]!.faces[0] = ev.rolls![0]!.faces[0] === 1 ? 2 : 1;
    log.footer.digest = eventsDigest(log.events);
    writeFileSync(path('altered.json'), serializeLog(log));
    const r = await run(['verify', path('altered.json'), '--json']);
    expect(r.status).toBe(1);
    const verdict = JSON.parse(r.stdout) as { ok: boolean; verdict: string; details: string[] };
    expect(verdict.ok).toBe(false);
    expect(verdict.verdict).toBe('different');
    expect(verdict.details.join('\n')).toContain(`first differing event: seq ${ev.seq}`);
  });

  test('verify --json: a log of another rules version is not re-resolved and exits 3', async () => {
    const log = structuredClone(race(9));
    log.header.ruleset.rulesVersion = '0.0.1';
    writeFileSync(path('older.json'), serializeLog(log));
    const r = await run(['verify', path('older.json'), '--json']);
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, verdict: 'not-reresolved' });
  });

  test('verify --json: a broken log and a missing file are JSON errors too', async () => {
    writeFileSync(
      path('broken.json'),
      serializeLog(race(9)).replace('"format":"quadriga.race-log"', '"format":"x"'),
    );
    const broken = await run(['verify', path('broken.json'), '--json']);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toBe('');
    expect(JSON.parse(broken.stdout)).toMatchObject({
      ok: false,
      error: { path: '$.format', stage: 'parse' },
    });
    const missing = await run(['verify', path('nowhere.json'), '--json']);
    expect(missing.status).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/no such file/) },
    });
  });

  test('rules --json lists every rule of a ruleset with its explainer', async () => {
    const r = await run(['rules', '--ruleset', 'crudis', '--json']);
    expect(r.status).toBe(0);
    const list = JSON.parse(r.stdout) as {
      rulesets: Array<{
        ruleset: string;
        rules: Array<{ id: string; explain: string }>;
        tables: Array<{ id: string }>;
      }>;
    };
    expect(list.rulesets.map((x) => x.ruleset)).toEqual(['crudis']);
    const ids = list.rulesets[0]!.rules.map((x) => x.id);
    expect(ids).toContain('crudis.ramming');
    expect(list.rulesets[0]!.tables.map((t) => t.id)).toContain('crudis.damage-table');
    const text = await run(['rules', '--ruleset', 'crudis']);
    for (const id of ids) expect(text.stdout).toContain(id);
  });

  test('rules <id> --json gives the rule with its clauses and tables, or the table', async () => {
    const rule = JSON.parse((await run(['rules', 'crudis.ramming', '--json'])).stdout) as {
      rule: { id: string };
      clauses: Array<{ id: string }>;
      tables: Array<{ id: string; rows: unknown[] }>;
    };
    expect(rule.rule.id).toBe('crudis.ramming');
    expect(rule.clauses.length).toBeGreaterThan(0);
    expect(rule.tables.map((t) => t.id)).toContain('crudis.damage-table');
    const table = JSON.parse((await run(['rules', 'crudis.swerve-table', '--json'])).stdout) as {
      table: { id: string; rows: unknown[] };
    };
    expect(table.table.id).toBe('crudis.swerve-table');
    expect(table.table.rows.length).toBeGreaterThan(0);
  });
});

describe('.json.gz logs', () => {
  test('simulate --out x.json.gz writes gzip, and verify reads it by its bytes (file or standard input)', async () => {
    const out = path('race.json.gz');
    const sim = await run(
      ['simulate', '-r', 'crudis', '-s', '9', '--setup', '-', '--out', out],
      JSON.stringify(SETUP),
    );
    expect(sim.status).toBe(0);
    const bytes = readFileSync(out);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(gunzipSync(bytes).toString('utf8')).toBe(serializeLog(race(9)));
    const ver = await run(['verify', out]);
    expect(ver.status).toBe(0);
    expect(ver.stdout).toMatch(/^OK .*race\.json\.gz: crudis seed 9/);
    const piped = await run(['verify', '-'], new Uint8Array(bytes));
    expect(piped.stdout).toMatch(/^OK standard input: crudis seed 9/);
  });

  test('a plain .json stays plain, and a gzipped setup is read too', async () => {
    writeFileSync(path('setup.json.gz'), gzipSync(JSON.stringify(SETUP)));
    const r = await run([
      'simulate',
      '-r',
      'crudis',
      '-s',
      '9',
      '--setup',
      path('setup.json.gz'),
      '-o',
      path('plain.json'),
    ]);
    expect(r.status).toBe(0);
    expect(readFileSync(path('plain.json'), 'utf8')).toBe(serializeLog(race(9)));
  });

  test('bytes that start as gzip but do not unpack are a clear failure', async () => {
    writeFileSync(path('bad.json.gz'), Buffer.from([0x1f, 0x8b, 1, 2, 3]));
    const r = await run(['verify', path('bad.json.gz')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bad\.json\.gz: it starts as gzip but does not unpack/);
  });
});

test('--out into a folder that does not exist names the missing folder', async () => {
  const r = await run(['simulate', '-r', 'crudis', '-s', '9', '--out', path('no/such/race.json')]);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain(`the folder ${path('no/such')} does not exist`);
  expect(r.stderr).not.toMatch(/wrote/);
});

test('serve --setup - races the setup read from standard input', async () => {
  const setup = {
    chariots: [{ name: 'Hierax' }, { name: 'Tuscus' }, { name: 'Pompeius' }],
    options: { laps: 1 },
  };
  let stop = (): void => {};
  const until = new Promise<void>((r) => {
    stop = r;
  });
  const { cli, got } = io(JSON.stringify(setup));
  const running = runServe(
    ['-r', 'crudis', '-s', '3', '--setup', '-', '--port', '0', '--pace', '500', '--gap', '0', '--no-viewer'],
    cli,
    { until },
  );
  const t0 = Date.now();
  while (!got.stderr.includes('live feed at') && Date.now() - t0 < 60_000)
    await new Promise((r) => setTimeout(r, 10));
  const feed = /live feed at (ws:\/\/\S+?)[;,]/.exec(got.stderr)![1]!;
  const c = await Client.join(feed);
  await c.ended();
  const welcome = c.messages[0] as { type: string; header: RaceLog['header'] };
  expect(welcome.type).toBe('welcome');
  expect(welcome.header.entrants.map((e) => e.name)).toEqual(['Hierax', 'Tuscus', 'Pompeius']);
  c.close();
  stop();
  expect(await running).toBe(0);
});

test("simulate --help states each ruleset's own defaults, as the engine races them", async () => {
  const r = await run(['simulate', '--help']);
  expect(r.status).toBe(0);
  const line = (ruleset: string): string =>
    r.stdout.split('\n').find((l) => l.startsWith(`  ${ruleset} `)) ?? '';
  expect(line('hippodrome')).toMatch(/\b4 chariots; laps 7\b/);
  expect(line('crudis')).toMatch(/\b8 chariots; laps 2\b/);
  for (const ruleset of ['crudis', 'aurigae', 'hippodrome', 'circus-maximus']) {
    const direct = simulate({ ruleset, seed: 3 });
    if (!direct.ok) throw new Error(direct.error.message);
    expect(line(ruleset)).toContain(
      `${direct.value.header.entrants.length} chariots; laps ${direct.value.header.options['laps']}`,
    );
  }
});
