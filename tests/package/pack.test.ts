import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { exportedTypes, importClosure } from '../../scripts/prune-declarations.ts';
import { type RaceEvent, serializeLog, simulate } from '../../src/engine/index.ts';

/**
 * The package as a user gets it (issue 21): build, pack the tarball, install it into an empty
 * folder with production dependencies only, then run the command and import the exports from
 * there, with nothing of this checkout (no tsx, no TypeScript source, no dev dependencies).
 */

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-pack-'));
const APP = join(TMP, 'app');
const BIN = join(APP, 'node_modules/.bin/quadriga');
const INSTALLED = join(APP, 'node_modules/quadriga');
let files: string[] = [];

/** npm's own environment variables (set when vitest runs under `npm test`) would steer the inner npm. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'NODE_OPTIONS'),
  );
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function quadriga(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(BIN, args, { cwd: APP, encoding: 'utf8', env: cleanEnv(), timeout: 120_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  npm(['run', 'build'], ROOT);
  const packed = JSON.parse(
    npm(['pack', '--ignore-scripts', '--json', '--pack-destination', TMP], ROOT),
  ) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  files = packed[0]!.files.map((f) => f.path);
  mkdirSync(APP);
  writeFileSync(join(APP, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  npm(
    ['install', join(TMP, packed[0]!.filename), '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
    APP,
  );
}, 900_000);

afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe('the tarball', () => {
  test('holds the compiled command, the typed exports, the built viewer and the licence, and no source or tests', () => {
    for (const f of [
      'bin/quadriga.js',
      'lib/cli/main.js',
      'lib/engine/index.js',
      'lib/engine/index.d.ts',
      'lib/replay/index.d.ts',
      'dist/index.html',
      'dist/schema/race-log.schema.json',
      'LICENSE',
      'README.md',
      'package.json',
    ])
      expect(files, f).toContain(f);
    expect(files.some((f) => f.startsWith('dist/assets/') && f.endsWith('.js'))).toBe(true);
    const stray = files.filter(
      (f) =>
        /^(src|tests|bench|scripts|\.ci|node_modules)\//.test(f) ||
        (f.endsWith('.ts') && !f.endsWith('.d.ts')),
    );
    expect(stray).toEqual([]);
  });

  test('holds no file that nothing uses: no glTF models, and in lib/ only what the command and the exports load', () => {
    // The .glb files are the bake's source (public/models, `npm run models`); the viewer fetches
    // only teams.bin, baked from them.
    expect(files.filter((f) => f.endsWith('.glb'))).toEqual([]);
    expect(files).toContain('dist/models/teams.bin');
    // The code: what the command, the relay's thread and child process (started by path) and the
    // exports import, statically or not; a type-only module compiles to an empty one.
    const lib = files.filter((f) => f.startsWith('lib/'));
    const loaded = importClosure(INSTALLED, [
      'lib/cli/main.js',
      'lib/server/drive-worker.js',
      'lib/server/resolve-child.js',
      'lib/engine/index.js',
      'lib/replay/index.js',
    ]);
    const typeOnly = (f: string): boolean => readFileSync(join(INSTALLED, f), 'utf8').trim() === 'export {};';
    expect(lib.filter((f) => f.endsWith('.js') && !loaded.has(f) && !typeOnly(f))).toEqual([]);
    // The declarations: those of the exports and what they import (none of the command's).
    const types = exportedTypes(INSTALLED);
    expect(types).toEqual(['lib/engine/index.d.ts', 'lib/replay/index.d.ts']);
    const declared = importClosure(INSTALLED, types, true);
    expect(lib.filter((f) => f.endsWith('.d.ts') && !declared.has(f))).toEqual([]);
    expect(lib.filter((f) => !f.endsWith('.js') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  test('installs with its production dependencies only: no TypeScript loader, no viewer libraries', () => {
    const installed = readdirSync(join(APP, 'node_modules')).filter((n) => !n.startsWith('.'));
    for (const dev of ['tsx', 'typescript', 'vite', 'three', 'react', '@react-three'])
      expect(installed).not.toContain(dev);
    expect(installed).toContain('quadriga');
    expect(existsSync(join(INSTALLED, 'src'))).toBe(false);
  });
});

describe('quadriga from the installed package', () => {
  test('npx quadriga --version', () => {
    const r = spawnSync('npx', ['--no-install', 'quadriga', '--version'], {
      cwd: APP,
      encoding: 'utf8',
      env: cleanEnv(),
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^quadriga \d+\.\d+\.\d+/);
  });

  test('simulate writes the same log as the engine in this checkout, and verify accepts it', () => {
    const r = quadriga('simulate', '--ruleset', 'hippodrome', '--seed', '7', '--out', 'race.json.gz');
    expect(r.status).toBe(0);
    const direct = simulate({ ruleset: 'hippodrome', seed: 7 });
    if (!direct.ok) throw new Error(direct.error.message);
    const plain = quadriga('simulate', '-r', 'hippodrome', '-s', '7');
    expect(plain.stdout).toBe(serializeLog(direct.value));
    const v = quadriga('verify', 'race.json.gz');
    expect(v.status).toBe(0);
    expect(v.stdout).toMatch(/^OK race\.json\.gz: hippodrome seed 7/);
  });

  test('rules lists and explains the rules, in words and as JSON', () => {
    const one = quadriga('rules', 'crudis.ramming');
    expect(one.status).toBe(0);
    expect(one.stdout).toMatch(/^crudis\.ramming: Ramming/);
    const json = quadriga('rules', '--ruleset', 'aurigae', '--json');
    expect((JSON.parse(json.stdout) as { rulesets: Array<{ ruleset: string }> }).rulesets[0]!.ruleset).toBe(
      'aurigae',
    );
  });

  test('simulate --scenario runs a scenario shipped in the package', () => {
    const r = quadriga(
      'simulate',
      '--scenario',
      'node_modules/quadriga/scenarios/crudis/ramming.json',
      '-o',
      'ramming.json',
    );
    expect(r.stderr).toMatch(/^wrote ramming\.json: scenario /);
    expect(r.status).toBe(0);
  });

  test('serve serves the built viewer and a race through its live feed, and stops cleanly on Ctrl-C', async () => {
    const child: ChildProcess = spawn(
      BIN,
      ['serve', '-r', 'crudis', '-s', '5', '--port', '0', '--pace', '200', '--gap', '0'],
      {
        cwd: APP,
        env: cleanEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      const t0 = Date.now();
      while (!/live feed at/.test(stderr) && Date.now() - t0 < 60_000) {
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const page = /viewer at (http:\/\/\S+?)\?live=1/.exec(stderr)?.[1];
      expect(page, stderr).toBeDefined();
      const html = await (await fetch(page!)).text();
      expect(html).toContain('<script');
      // The viewer's entry, started by import() at the end of the page (scripts/early-start-html.ts).
      const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
      expect(script, html).toBeDefined();
      const js = await fetch(new URL(script!, page).href);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/javascript/);
      expect((await fetch(new URL('/schema/race-log.schema.json', page).href)).status).toBe(200);
      // The teams the page draws (baked from the glTF models, which the package leaves out).
      const teams = await fetch(new URL('/models/teams.bin', page).href);
      expect(teams.status).toBe(200);
      expect((await teams.arrayBuffer()).byteLength).toBe(
        readFileSync(join(INSTALLED, 'dist/models/teams.bin')).byteLength,
      );
      expect((await fetch(new URL('/models/horse.glb', page).href)).status).toBe(404);

      // The race through the feed: every event the engine resolves, in order, then the footer.
      const feed = /live feed at (ws:\/\/\S+?)[;,]/.exec(stderr)![1]!;
      const events: RaceEvent[] = [];
      const footer = await new Promise<{ digest: string }>((done, fail) => {
        const ws = new WebSocket(feed);
        ws.on('open', () => ws.send(JSON.stringify({ v: 1, type: 'hello', join: 'start' })));
        ws.on('message', (data) => {
          const m = JSON.parse(data.toString()) as {
            type: string;
            events?: RaceEvent[];
            footer?: { digest: string };
          };
          if (m.type === 'events') events.push(...m.events!);
          if (m.type === 'end') {
            ws.close();
            done(m.footer!);
          }
        });
        ws.on('error', fail);
      });
      const direct = simulate({ ruleset: 'crudis', seed: 5 });
      if (!direct.ok) throw new Error(direct.error.message);
      expect(events.map((e) => e.seq)).toEqual(direct.value.events.map((e) => e.seq));
      expect(footer.digest).toBe(direct.value.footer.digest);
    } finally {
      if (child.exitCode === null) child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});

describe('the exports, as a TypeScript user imports them', () => {
  test('types resolve (engine, verifyLog, kernel sessions, replay plan) and the code runs', () => {
    const consumer = `import { parseLog, type RaceLog, simulate, startSession, type SessionState, verifyLog } from 'quadriga';
import { buildPlan, newSample, sampleChariot } from 'quadriga/replay';

const r = simulate({ ruleset: 'crudis', seed: 1 });
if (!r.ok) throw new Error(r.error.message);
const log: RaceLog = r.value;
const built = buildPlan(log);
if (!built.ok) throw new Error(built.error);
const pose = newSample();
sampleChariot(built.plan, built.plan.chariots[0]!, built.plan.duration / 2, pose);
const v = verifyLog(JSON.stringify(log));
// A race of the kernel, stopped at each request from outside (none here: it runs to its end).
const session = startSession({ ruleset: 'hippodrome', seed: 2 });
const state: SessionState | null = session.ok ? session.value.state : null;
// @ts-expect-error a seed is a number, and the types say so
simulate({ ruleset: 'crudis', seed: 'one' });
console.log(JSON.stringify({ verdict: v.ok ? v.value.verdict : v.error.message, parsed: parseLog('{').ok, chariots: built.plan.chariots.length, session: state !== null }));
`;
    writeFileSync(join(APP, 'consumer.ts'), consumer);
    writeFileSync(
      join(APP, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: false,
          outDir: 'out',
          // Every declaration the package ships is checked: one that names a file the package
          // left out fails here.
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', APP], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const out = execFileSync(process.execPath, [join(APP, 'out/consumer.js')], {
      cwd: APP,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ verdict: 'same', parsed: false, chariots: 8, session: true });
  });

  test('the race log schema is exported', () => {
    const schema = JSON.parse(readFileSync(join(INSTALLED, 'dist/schema/race-log.schema.json'), 'utf8')) as {
      title: string;
    };
    expect(schema.title).toBe('Quadriga race log');
    const resolved = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "console.log(import.meta.resolve('quadriga/schema/race-log.schema.json'))",
      ],
      { cwd: APP, encoding: 'utf8' },
    );
    expect(fileURLToPath(resolved.trim())).toBe(join(INSTALLED, 'dist/schema/race-log.schema.json'));
  });
});
