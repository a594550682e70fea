import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { readSeason } from '../../src/engine/season/index.ts';

// `quadriga season` run in-process with captured streams.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-season-'));
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

function file(name: string, value: unknown): string {
  const path = join(TMP, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('quadriga season', () => {
  test('runs a 10-race season into a file that reads back, the same bytes each time', async () => {
    const field = file('field.json', {
      chariots: [
        { name: 'Scorpus', faction: 'green' },
        { name: 'Diocles', faction: 'blue' },
        { name: 'Crescens', faction: 'red' },
        { name: 'Teres', faction: 'white' },
      ],
    });
    const out = join(TMP, 'season.json');
    const args = ['season', '--ruleset', 'hippodrome', '--field', field, '--races', '10', '--seed', '7'];
    const r = await run([...args, '--out', out]);
    expect(r.stderr).toMatch(
      /^wrote .*season\.json: hippodrome season seed 7, 10 races, 4 chariots; \w+ leads with \d+ points\n$/,
    );
    expect(r.status).toBe(0);
    const text = readFileSync(out, 'utf8');
    const season = readSeason(JSON.parse(text));
    if (!season.ok) throw new Error(season.error.message);
    expect(season.value.races).toHaveLength(10);
    expect(season.value.races.map((x) => x.race)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(season.value.standings.drivers.map((d) => d.name).sort()).toEqual([
      'Crescens',
      'Diocles',
      'Scorpus',
      'Teres',
    ]);
    expect(season.value.standings.drivers.reduce((a, d) => a + d.points, 0)).toBe(
      season.value.races.reduce((a, x) => a + x.results.reduce((b, y) => b + y.points, 0), 0),
    );
    const again = await run([...args, '--points', '10,8,6,5,4,3,2,1']);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe(text);
  });

  test.each([
    [['season', '-r', 'crudis'], 2, /missing --races/],
    [['season', '-r', 'crudis', '-n', '101'], 2, /bad --races "101": a whole number from 1 to 100/],
    [['season', '-r', 'crudis', '-n', '2', '--points', '10,x'], 2, /bad --points "10,x"/],
    [['season', '-n', '2'], 2, /missing --ruleset/],
    [
      ['season', '-r', 'crudis', '-n', '2', '-s', '1', '--points', '1,5'],
      1,
      /--points: bad season at \$\.points: points never rise/,
    ],
    [
      ['season', '-r', 'crudis', '-n', '2', '-s', '1', '--field', join(TMP, 'missing.json')],
      1,
      /missing\.json/,
    ],
  ])('%j exits %i', async (args, status, message) => {
    const r = await run(args);
    expect(r.stderr).toMatch(message);
    expect(r.status).toBe(status);
  });

  test('names the field file and where in it a field is bad', async () => {
    const bad = file('bad.json', { chariots: [{ name: 'A' }, { name: 'B', personality: 'sleepy' }] });
    const r = await run(['season', '-r', 'crudis', '-n', '2', '-s', '1', '--field', bad]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${bad}: bad field at $.chariots[1].personality`);
  });

  test('--help says what carries and shows the command', async () => {
    const r = await run(['season', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('quadriga season --ruleset hippodrome --races 10');
    expect((await run(['--help'])).stdout).toMatch(/season +run a championship/);
  });
});
