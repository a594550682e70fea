import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { RACE_LOG_SCHEMA_FILE, schemaFile } from '../../src/cli/schema.ts';
import {
  ENGINE_VERSION,
  eventsDigest,
  parseLog,
  type RaceLog,
  serializeLog,
  simulate,
} from '../../src/engine/index.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = {
  chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }],
  options: { laps: 1 },
};
const SETUP_FILE = join(TMP, 'setup.json');
writeFileSync(SETUP_FILE, JSON.stringify(SETUP));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function quadriga(...args: string[]): Run {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/quadriga.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const races = new Map<number, RaceLog>();

/** The race the CLI should produce, resolved in-process (once per seed). */
function expected(seed: number): RaceLog {
  const known = races.get(seed);
  if (known) return known;
  const r = simulate({ ruleset: 'crudis', seed, setup: SETUP });
  if (!r.ok) throw new Error(r.error.message);
  races.set(seed, r.value);
  return r.value;
}

describe('quadriga', () => {
  test('--help lists the commands', () => {
    const r = quadriga('--help');
    expect(r.status).toBe(0);
    for (const command of ['simulate', 'verify', 'schema'])
      expect(r.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(r.stdout).toMatch(/Examples:/);
  });

  test('--version prints the engine version', () => {
    const r = quadriga('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(`quadriga ${ENGINE_VERSION}`);
  });

  test('an unknown command is a usage error', () => {
    const r = quadriga('race');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown command "race"');
    expect(r.stderr).toContain('--help');
  });
});

describe('quadriga simulate', () => {
  test('without --seed picks one at random and names it on stderr', () => {
    const r = quadriga('simulate', '--ruleset', 'crudis', '--setup', SETUP_FILE);
    expect(r.status).toBe(0);
    const seed = Number(/picked seed (\d+) at random/.exec(r.stderr)?.[1]);
    expect(r.stdout).toBe(serializeLog(expected(seed)));
  });

  test('with an unknown ruleset is a usage error naming the known ones', () => {
    const r = quadriga('simulate', '--ruleset', 'ben-hur', '--seed', '1');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('"ben-hur"');
    expect(r.stderr).toContain('crudis');
  });

  test('writes the log to stdout, exactly as serializeLog does', () => {
    const r = quadriga('simulate', '--ruleset', 'crudis', '--seed', '3', '--setup', SETUP_FILE);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const parsed = parseLog(r.stdout);
    expect(parsed.ok).toBe(true);
    expect(r.stdout).toBe(serializeLog(expected(3)));
  });
});

describe('quadriga verify', () => {
  const logFile = join(TMP, 'race.json');

  test('passes a log that simulate --out wrote', () => {
    const sim = quadriga('simulate', '-r', 'crudis', '-s', '5', '--setup', SETUP_FILE, '--out', logFile);
    expect(sim.status).toBe(0);
    expect(sim.stdout).toBe('');
    const log = expected(5);
    expect(readFileSync(logFile, 'utf8')).toBe(serializeLog(log));

    const r = quadriga('verify', logFile);
    expect(r.status).toBe(0);
    const line = r.stdout.trim();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(/^OK /);
    expect(line).toContain('crudis');
    expect(line).toContain('seed 5');
    expect(line).toContain(`${log.footer.eventCount} events`);
    expect(line).toContain(log.footer.digest);
  });

  test('fails a log whose dice were altered, naming the turn and seq', () => {
    const log = structuredClone(expected(5));
    const ev = log.events.find((e) => e.turn >= 2 && e.rolls && e.rolls.length > 0)!;
    const roll = ev.rolls![0]!;
    roll.faces[0] = roll.faces[0] === 1 ? 2 : 1;
    // Keep the footer consistent, so that the parse passes and only the replay can tell.
    log.footer.digest = eventsDigest(log.events);
    const text = serializeLog(log);
    expect(parseLog(text).ok).toBe(true);
    const file = join(TMP, 'altered.json');
    writeFileSync(file, text);

    const r = quadriga('verify', file);
    expect(r.status).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).not.toMatch(/^OK/m);
    expect(out).toContain(`seq ${ev.seq}`);
    expect(out).toContain(`turn ${ev.turn}`);
    expect(out).toContain(ev.type);
  });

  test('fails a corrupt log with the parser’s message', () => {
    const text = serializeLog(expected(5)).replace(
      '"format":"quadriga.race-log"',
      '"format":"quadriga.other"',
    );
    const file = join(TMP, 'corrupt.json');
    writeFileSync(file, text);
    const parsed = parseLog(text);
    if (parsed.ok) throw new Error('the corrupt log parsed');

    const r = quadriga('verify', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(parsed.error.message);
    expect(r.stderr).toContain('$.format');
  });

  test('fails a missing file', () => {
    const r = quadriga('verify', join(TMP, 'nowhere.json'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('nowhere.json');
    expect(r.stderr).toMatch(/no such file/);
  });
});

describe('quadriga schema', () => {
  test('prints the committed JSON Schema', () => {
    const r = quadriga('schema');
    expect(r.status).toBe(0);
    const committed = JSON.parse(readFileSync(join(ROOT, RACE_LOG_SCHEMA_FILE), 'utf8')) as unknown;
    expect(JSON.parse(r.stdout), `${RACE_LOG_SCHEMA_FILE} is out of date: run \`npm run schema\``).toEqual(
      committed,
    );
    expect(r.stdout.endsWith('}\n')).toBe(true);
  });

  test('prints the setup and scenario schemas by name, and refuses another name', () => {
    for (const name of ['setup', 'scenario'] as const) {
      const r = quadriga('schema', name);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(join(ROOT, schemaFile(name)), 'utf8')));
    }
    const bad = quadriga('schema', 'chariot');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown schema "chariot": choose one of race-log, setup, scenario');
  });
});
