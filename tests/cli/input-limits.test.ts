import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { type CliIo, MAX_INPUT_BYTES, readText } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { serializeLog, simulate } from '../../src/engine/index.ts';

// Input past its limit is refused as soon as that is known, with a message, never read whole (issue
// 23 item 6); and a file written by a Windows editor (a byte-order mark first) is read (item 7).

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-limits-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

function io(stdin: string | Uint8Array = '') {
  const out = { stdout: '', stderr: '' };
  const cli: CliIo = {
    out: (t) => {
      out.stdout += t;
    },
    err: (t) => {
      out.stderr += t;
    },
    stdin: async () => stdin,
  };
  return { out, cli };
}

describe('inputs past the limit', () => {
  test('standard input is read only up to the limit: 600 MB piped into verify - stops at 64 MiB with a message', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/quadriga.js'), 'verify', '-'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdin.on('error', () => {});
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // Offer 600 MB, a chunk at a time as the pipe takes it, until the command stops taking it.
    const chunk = Buffer.alloc(1 << 20, 0x20);
    let offered = 0;
    let done = false;
    void exited.then(() => {
      done = true;
    });
    while (!done && offered < 600 * 2 ** 20) {
      offered += chunk.length;
      if (!child.stdin.write(chunk)) {
        await new Promise<void>((r) => {
          const go = (): void => r();
          child.stdin.once('drain', go);
          void exited.then(go);
        });
      }
    }
    child.stdin.end();
    expect(await exited).toBe(1);
    expect(stderr).toMatch(/cannot read log standard input: it holds more than 64 MiB, the most it may be/);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
    // It stopped reading at the limit (the rest of the 600 MB was never taken).
    expect(offered).toBeLessThan(MAX_INPUT_BYTES + 16 * 2 ** 20);
  });

  test('a file past the limit is refused before it is read', async () => {
    const big = join(TMP, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, MAX_INPUT_BYTES + 1);
    const { out, cli } = io();
    expect(await main(['verify', big], cli)).toBe(1);
    expect(out.stderr).toMatch(/cannot read log .*big\.json: it is more than 64 MiB, the most it may be/);
  });

  test('gzip that unpacks past the limit is refused (a small file, a huge race log)', async () => {
    const bomb = join(TMP, 'bomb.json.gz');
    writeFileSync(bomb, gzipSync(Buffer.alloc(MAX_INPUT_BYTES + 1, 0x20)));
    const { out, cli } = io();
    expect(await main(['verify', bomb], cli)).toBe(1);
    expect(out.stderr).toMatch(/bomb\.json\.gz: it unpacks to more than 64 MiB, the most it may be/);
  });

  test('the limit holds whatever reads standard input: setups and scenarios too', async () => {
    await expect(readText(io('x'.repeat(101)).cli, '-', 'setup file', 100)).rejects.toThrow(
      'cannot read setup file standard input: it holds more than 100 bytes, the most it may be',
    );
    expect(await readText(io('x'.repeat(100)).cli, '-', 'setup file', 100)).toHaveLength(100);
  });
});

describe('a byte-order mark', () => {
  test('a valid log, setup or scenario that starts with one is read', async () => {
    const race = simulate({
      ruleset: 'crudis',
      seed: 3,
      setup: { chariots: [{ name: 'A' }, { name: 'B' }] },
    });
    if (!race.ok) throw new Error(race.error.message);
    const log = join(TMP, 'bom-log.json');
    writeFileSync(log, `\uFEFF${serializeLog(race.value)}`);
    const verified = io();
    expect(await main(['verify', log], verified.cli)).toBe(0);
    expect(verified.out.stdout).toMatch(/^OK /);

    const setup = join(TMP, 'bom-setup.json');
    writeFileSync(setup, `\uFEFF${JSON.stringify({ chariots: [{ name: 'A' }, { name: 'B' }] })}`);
    const simulated = io();
    expect(await main(['simulate', '-r', 'crudis', '-s', '3', '--setup', setup], simulated.cli)).toBe(0);
    expect(simulated.out.stdout).toBe(serializeLog(race.value));
  });
});
