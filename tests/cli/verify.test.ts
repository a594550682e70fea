import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { eventsDigest, parseLog, type RaceLog, serializeLog, simulate } from '../../src/engine/index.ts';
import { type Verdict, verifyLog } from '../../src/engine/verify.ts';

// `quadriga verify` on old logs: every fixture folder's logs get the outcome their folder says
// (resolved again to the same race, or, where the rules version moved since, checked as far as the
// log itself allows and said plainly to be not re-resolved, exit 3); logs of older rules versions.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const V1 = join(ROOT, 'tests/fixtures/logs/v1');
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-verify-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

async function verify(text: string): Promise<{ status: number; stdout: string; stderr: string }> {
  const path = join(TMP, 'log.json');
  writeFileSync(path, text);
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
  const status = await main(['verify', path], io);
  return { status, stdout, stderr };
}

function fixture(name: string): RaceLog {
  const parsed = parseLog(readFileSync(join(V1, name), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return parsed.value;
}

/** A short Crudis race whose header then claims an older rules version. */
function olderRules(): RaceLog {
  const r = simulate({
    ruleset: 'crudis',
    seed: 4,
    setup: {
      chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }],
      options: { laps: 1 },
    },
  });
  if (!r.ok) throw new Error(r.error.message);
  const log = structuredClone(r.value);
  log.header.ruleset.rulesVersion = '0.9.0';
  return log;
}

/** What verify says of each log in a folder of old logs, and why. */
interface Outcome {
  verdict: Verdict;
  /** The CLI's exit status and the first word of its first line. */
  status: number;
  line: RegExp;
  /** Each sentence of the verdict's details, in order (none: `same` with nothing left out). */
  details: RegExp[];
}

const RERESOLVED: Outcome = { verdict: 'same', status: 0, line: /^OK /, details: [] };

/**
 * Every folder of tests/fixtures/logs (a new one fails here until its outcome is said):
 * - v1: written under rules 1.0.0 of each ruleset, and every ruleset has had a rule fix since, so
 *   none can be resolved again to compare: checked as far as the log itself shows, exit 3;
 * - v2 (written by this engine's `npm run fixture-logs`) and v2-before-kinds (the same races
 *   before modifiers had kinds: the kinds the reader tells from the words are the ones this engine
 *   writes): resolved again to the same race;
 * - v2-before-typed: Aurigae and Circus Maximus logs, same rules version, written before their
 *   events were typed: compared on what they record (the envelope, without the events typing
 *   added), the same race, the state hashes of that engine's race state left out; Crudis's two
 *   were written under rules 1.1.0 (this engine has 1.2.0): not resolved again, exit 3.
 */
function outcome(folder: string, log: RaceLog): Outcome {
  const { id, rulesVersion } = log.header.ruleset;
  const older = (written: string, format: number): Outcome => ({
    verdict: 'not-reresolved',
    status: 3,
    line: /^NOT RE-RESOLVED /,
    details: [
      new RegExp(
        `^written under ${id} rules ${written.replaceAll('.', '\\.')} \\(engine quadriga [\\d.]+, log format ${format}\\); this engine has ${id} rules (?!${written.replaceAll('.', '\\.')} )[\\d.]+ .*so it cannot resolve the race again to compare$`,
      ),
    ],
  });
  switch (folder) {
    case 'v1':
      expect(rulesVersion).toBe('1.0.0');
      return older('1.0.0', 1);
    case 'v2':
    case 'v2-before-kinds':
      return RERESOLVED;
    case 'v2-before-typed':
      if (id === 'crudis') return older('1.1.0', 2);
      return {
        ...RERESOLVED,
        details: [
          /^written before its ruleset's events were typed \(an earlier shape of log format 2\), compared on what it records, with this engine's race in that shape: every event, the footer and the checkpoints' turns are the same; the checkpoints' state hashes, of the race state as the engine that wrote it held it, were not compared$/,
        ],
      };
    default:
      throw new Error(`tests/fixtures/logs/${folder}: say here what verify makes of its logs, and why`);
  }
}

const FIXTURES = join(ROOT, 'tests/fixtures/logs');
const OLD_LOGS = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(FIXTURES, d.name)).map((name) => [d.name, name] as const));

describe('every old log verifies as its folder says (verifyLog)', () => {
  test.each(OLD_LOGS)('%s/%s', (folder, name) => {
    const v = verifyLog(readFileSync(join(FIXTURES, folder, name), 'utf8'));
    if (!v.ok) throw new Error(`${folder}/${name}: ${v.error.message}`);
    const want = outcome(folder, v.value.log);
    expect(v.value.verdict, v.value.details.join('\n')).toBe(want.verdict);
    expect(v.value.details).toHaveLength(want.details.length);
    for (const [i, d] of want.details.entries()) expect(v.value.details[i]).toMatch(d);
  });
});

describe('a log is compared on what it records', () => {
  test('a log written before its events were typed, its header changed, is a different race', () => {
    // The header is not under the digest: another seed in it is another race, on what it records.
    const data = JSON.parse(
      readFileSync(join(FIXTURES, 'v2-before-typed/circus-maximus-seed59.json'), 'utf8'),
    ) as RaceLog;
    data.header.seed += 1;
    const v = verifyLog(JSON.stringify(data));
    if (!v.ok) throw new Error(v.error.message);
    expect(v.value.verdict).toBe('different');
    expect(v.value.details[0]).toMatch(/^written before its ruleset's events were typed/);
    expect(v.value.details.join('\n')).toMatch(/first differing event: seq \d+/);
  });

  /** The smallest v2 fixture as a newer writer would write it: an optional field it added on an
   * event and at the top level, its digest over its events as written (the new field with them). */
  function newerWriter(): { text: string; log: RaceLog } {
    const log = JSON.parse(readFileSync(join(FIXTURES, 'v2/hippodrome-seed35.json'), 'utf8')) as RaceLog;
    const data = log as unknown as { events: Record<string, unknown>[]; producer?: unknown };
    data.events[3]!.crowdNoise = 0.7;
    data.producer = { name: 'a later quadriga' };
    log.footer.digest = eventsDigest(log.events);
    return { text: JSON.stringify(log), log };
  }

  test('a field this engine does not know is ignored, said, and the rest compared: the same race', async () => {
    const { text } = newerWriter();
    const v = verifyLog(text);
    if (!v.ok) throw new Error(v.error.message);
    expect(v.value.verdict).toBe('same');
    expect(v.value.details).toEqual([
      'it holds 2 fields this engine does not know ($.events[3].crowdNoise, $.producer), written by a newer writer: ignored, the rest compared',
    ]);
    const r = await verify(text);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^OK .*\n {2}it holds 2 fields this engine does not know/);
  });

  test('a log altered in such a field is still refused on its digest', async () => {
    const { log } = newerWriter();
    (log.events[3] as unknown as Record<string, unknown>).crowdNoise = 0.9;
    const r = await verify(JSON.stringify(log));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('do not match the footer digest (the log was altered or truncated)');
  });
});

describe('every folder of old logs verifies as it says (quadriga verify)', () => {
  // One log of each folder and outcome through the command (the last, the smallest race of most
  // folders): its exit status and what it prints.
  const last = new Map<string, readonly [string, string]>();
  for (const [folder, name] of OLD_LOGS)
    last.set(`${folder} ${folder === 'v2-before-typed' && name.startsWith('crudis')}`, [folder, name]);
  const some = [...last.values()];
  test.each(some)('%s/%s', async (folder, name) => {
    const text = readFileSync(join(FIXTURES, folder, name), 'utf8');
    const log = parseLog(text);
    if (!log.ok) throw new Error(log.error.message);
    const want = outcome(folder, log.value);
    const r = await verify(text);
    expect(r.status, r.stdout + r.stderr).toBe(want.status);
    const [first, ...rest] = r.stdout.trimEnd().split('\n');
    expect(first).toMatch(want.line);
    for (const [i, d] of want.details.entries()) expect(rest[i]?.replace(/^ {2}/, '')).toMatch(d);
    if (want.verdict === 'same') expect(rest).toHaveLength(want.details.length);
  });
});

describe('a log of another rules version', () => {
  test('is checked without resolving, said plainly to be not re-resolved, and exits 3', async () => {
    const r = await verify(serializeLog(olderRules()));
    expect(r.status).toBe(3);
    const [first, why, checked] = r.stdout.split('\n');
    expect(first).toMatch(/^NOT RE-RESOLVED .*: crudis seed 4, \d+ events, sha256:[0-9a-f]{64}$/);
    expect(why).toMatch(
      /^ {2}written under crudis rules 0\.9\.0 \(engine quadriga [\d.]+, log format 2\); this engine has crudis rules [\d.]+ .*cannot resolve the race again/,
    );
    expect(checked).toContain('its digest and event count match its events');
  });

  test('whose header this engine refuses is not re-resolved either, and says why', async () => {
    const log = olderRules();
    log.header.options = { ...log.header.options, laps: 99 };
    const r = await verify(serializeLog(log));
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/this engine cannot run the race from its header: .*laps/);
  });

  // Each edit leaves the events and their digest alone: only the consistency checks can tell.
  test.each([
    [
      'a changed winner',
      (l: RaceLog) => {
        l.footer.winner = l.footer.results.at(-1)!.chariot;
      },
      '$.footer.winner',
    ],
    ['a dropped wreck', (l: RaceLog) => void l.footer.wrecks.pop(), '$.footer.wrecks'],
    [
      'a changed status',
      (l: RaceLog) => {
        l.footer.results[0]!.status = 'retired';
      },
      '$.footer.results[0].status',
    ],
    [
      'a shifted checkpoint',
      (l: RaceLog) => {
        l.checkpoints[2]!.lastSeq -= 1;
      },
      '$.checkpoints[2].lastSeq',
    ],
    [
      'a missing turn',
      (l: RaceLog) => {
        l.footer.turns += 1;
      },
      '$.checkpoints',
    ],
  ])('with %s is inconsistent: exit 1, naming where', async (_, edit, path) => {
    const log = fixture('crudis-seed25.json');
    log.header.ruleset.rulesVersion = '0.9.0';
    expect(log.footer.wrecks.length).toBeGreaterThan(0);
    edit(log);
    const r = await verify(serializeLog(log));
    expect(r.stdout).toMatch(/^INCONSISTENT /);
    expect(r.stdout).toContain(`  ${path}`);
    expect(r.status).toBe(1);
  });

  test('with altered events still fails on its digest', async () => {
    const log = olderRules();
    log.events[5]!.t += 0.01;
    const r = await verify(serializeLog(log));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('do not match the footer digest');
  });
});
