import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import {
  canonicalJson,
  defaultSetup,
  RULESET_IDS,
  type RaceLog,
  serializeLog,
  simulate,
} from '../../src/engine/index.ts';

// examples/log-digest.js recomputes a log's digest from docs/race-log.md's definition alone, with
// none of the project's code: it must agree with the engine on every log.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SCRIPT = join(ROOT, 'examples/log-digest.js');
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-digest-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** The example, loaded as any reader would load it: plain JavaScript, no types of ours. */
const example = (await import(pathToFileURL(SCRIPT).href)) as {
  canonicalJson(value: unknown): string;
  logDigest(log: unknown): string;
};
const { logDigest } = example;

/** A log as a reader gets it: written by the engine, parsed back from the text. */
const asRead = (log: RaceLog): RaceLog => JSON.parse(serializeLog(log)) as RaceLog;

function race(ruleset: (typeof RULESET_IDS)[number], seed: number, setup: unknown): RaceLog {
  const r = simulate({ ruleset, seed, setup });
  if (!r.ok) throw new Error(`${ruleset} seed ${seed}: ${r.error.message}`);
  return r.value;
}

/** 25 logs per ruleset: fields of 2 to 8 (Hippodrome: 4), whole races and races cut short. */
function logs(ruleset: (typeof RULESET_IDS)[number]): RaceLog[] {
  return Array.from({ length: 25 }, (_, i) => {
    const hippodrome = ruleset === 'hippodrome';
    const options = hippodrome ? { laps: 1 + (i % 3) } : i % 3 === 0 ? { laps: 1 } : { laps: 1, maxTurns: 5 };
    return race(ruleset, 500 + i, { ...defaultSetup(hippodrome ? 4 : 2 + (i % 7)), options });
  });
}

describe('examples/log-digest.js agrees with the engine', () => {
  test.each(RULESET_IDS.map((r) => [r]))('on 25 %s logs', (ruleset) => {
    for (const log of logs(ruleset)) {
      const read = asRead(log);
      expect(logDigest(read), `${ruleset} seed ${log.header.seed}`).toBe(log.footer.digest);
    }
  });

  test('where ids are array indices, which sort first and by number', () => {
    const chariots = [
      { id: '12', name: 'Scorpus' },
      { id: '7', name: 'Diocles' },
      { id: 'b', name: 'Crescens' },
      { id: '3', name: 'Fuscus' },
    ];
    const log = race('crudis', 9, { chariots, options: { laps: 1 } });
    const keyed = log.events.find((e) => e.effect?.condition && Object.keys(e.effect.condition).length > 1);
    expect(keyed, 'an event keyed by several ids').toBeDefined();
    expect(logDigest(asRead(log))).toBe(log.footer.digest);
  });

  test('writes every value as the engine does', () => {
    const values: unknown[] = [
      { b: 1, a: [true, null, -0, 0.1, 1e21, 1e-7, 123456789.125], '10': 'x', '2': 'y', é: 'é', A: 'A' },
      'quote " backslash \\ line\nfeed tab\t bell\u0007 slash / arrow → lone \ud800 pair 😀',
      [],
      {},
    ];
    for (const v of values) expect(example.canonicalJson(v)).toBe(canonicalJson(v));
  });
});

describe('node examples/log-digest.js <file>', () => {
  const log = race('hippodrome', 3, defaultSetup(4));

  test('prints the digest and exits 0 when it matches the footer', () => {
    const file = join(TMP, 'race.json');
    writeFileSync(file, serializeLog(log));
    const r = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
    expect(r.stdout.trim()).toBe(`${log.footer.digest} matches the footer`);
    expect(r.status).toBe(0);
  });

  test('exits 1 when an event was altered', () => {
    const altered = asRead(log);
    altered.events[4]!.t += 0.5;
    const file = join(TMP, 'altered.json');
    writeFileSync(file, JSON.stringify(altered, null, 2));
    const r = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
    expect(r.stdout).toContain('does NOT match the footer');
    expect(r.status).toBe(1);
  });
});
