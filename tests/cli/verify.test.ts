import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { parseLog, type RaceLog, type RulesetId, serializeLog, simulate } from '../../src/engine/index.ts';
import { setupFromHeader } from '../../src/engine/verify.ts';

// `quadriga verify` on logs of older rules versions: checked as far as the log itself allows,
// said plainly to be not re-resolved, exit 3; the version 1 fixtures verify.

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

/** The rules version this engine resolves a log's ruleset under. */
function currentRulesVersion(log: RaceLog): string {
  const r = simulate({
    ruleset: log.header.ruleset.id as RulesetId,
    seed: log.header.seed,
    setup: setupFromHeader(log.header),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.header.ruleset.rulesVersion;
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

describe('the version 1 fixtures verify', () => {
  test.each(readdirSync(V1).map((f) => [f]))('%s', async (name) => {
    const log = fixture(name);
    const r = await verify(readFileSync(join(V1, name), 'utf8'));
    if (currentRulesVersion(log) === log.header.ruleset.rulesVersion) {
      // Same rules: re-resolved to the same race.
      expect(r.stdout).toMatch(/^OK /);
      expect(r.status).toBe(0);
    } else {
      expect(r.stdout).toMatch(/^NOT RE-RESOLVED /);
      expect(r.stdout).toContain(
        `written under ${log.header.ruleset.id} rules ${log.header.ruleset.rulesVersion}`,
      );
      expect(r.status).toBe(3);
    }
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
