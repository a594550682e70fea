import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { runServe } from '../src/cli/commands/serve.ts';
import type { CliIo } from '../src/cli/io.ts';
import { main } from '../src/cli/main.ts';

/**
 * The README and docs/ stay true (issue 21): the README stays a short front page, every link
 * leads somewhere, docs/layout.md names every folder and only folders that exist, and every
 * `npx quadriga` line of a shell block runs as written.
 */

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TMP = mkdtempSync(join(tmpdir(), 'quadriga-docs-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The contents of the fenced blocks of a markdown text whose language is `lang`. */
function blocks(markdown: string, lang: string): string[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)]
    .filter((m) => m[1] === lang)
    .map((m) => m[2]!);
}

test('the README is a front page: at most about 12,000 characters', () => {
  expect(text('README.md').length).toBeLessThanOrEqual(12_000);
});

test.each(DOCS)('%s: every relative link leads to a file of the repository', (file) => {
  const broken = [...text(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
    .filter((target) => !existsSync(resolve(ROOT, dirname(file), target)));
  expect(broken).toEqual([]);
});

describe('docs/layout.md', () => {
  const tree = blocks(text('docs/layout.md'), '')[0]!;
  /** Every path the tree names, from its indentation (two spaces a level). */
  const named: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^( *)(\S+)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 2;
    stack.length = depth;
    stack.push(m[2]!.replace(/\/$/, ''));
    named.push(stack.join('/'));
  }

  test('every path it names exists', () => {
    expect(
      named.filter((p) => !existsSync(join(ROOT, p))),
      'paths docs/layout.md names that do not exist',
    ).toEqual([]);
  });

  test('it names every folder: the top level, src/ two levels down, tests/', () => {
    const BUILT = new Set(['node_modules', 'dist', 'lib', 'coverage', 'test-results']);
    const dirs = (dir: string): string[] =>
      readdirSync(join(ROOT, dir))
        .filter((n) => !n.startsWith('.') && !BUILT.has(n) && statSync(join(ROOT, dir, n)).isDirectory())
        .map((n) => (dir === '' ? n : `${dir}/${n}`));
    const folders = [
      ...dirs(''),
      ...dirs('src'),
      ...dirs('src').flatMap((d) => dirs(d)),
      ...dirs('tests'),
    ].filter((d) => !d.startsWith('src/engine/rulesets/'));
    const listed = new Set(named);
    expect(
      folders.filter((d) => !listed.has(d)),
      'folders docs/layout.md does not name: give each a line there',
    ).toEqual([]);
  });
});

describe('every quadriga command in the docs runs as written', () => {
  /** The setup of docs/cli.md, for the commands that name setup.json. */
  writeFileSync(join(TMP, 'setup.json'), blocks(text('docs/cli.md'), 'json')[0]!);

  interface Line {
    file: string;
    command: string;
  }
  const lines: Line[] = DOCS.flatMap((file) =>
    blocks(text(file), 'sh').flatMap((b) =>
      b
        .split('\n')
        .map((l) => l.replace(/\s+#.*$/, '').trim())
        .filter((l) => /(^|\| )npx quadriga /.test(l))
        // The coverage table runs every shipped scenario: tests/cli/rules.test.ts runs it.
        .filter((l) => !/ rules .*--coverage/.test(l))
        .map((command) => ({ file, command })),
    ),
  );

  test('the docs show commands', () => {
    expect(lines.length).toBeGreaterThan(15);
  });

  /** A file argument, where the test keeps its files (scenarios are the repository's). */
  const place = (arg: string): string =>
    arg.startsWith('scenarios/') ? join(ROOT, arg) : /\.(json|gz)$/.test(arg) ? join(TMP, arg) : arg;

  test.for(lines.map((l) => [`${l.file}: ${l.command}`, l] as const))('%s', async ([, { command }]) => {
    const piped = /^echo '([^']*)' \| (.*)$/.exec(command);
    const stdin = piped ? piped[1]! : '';
    const [run, redirect] = (piped ? piped[2]! : command).split(/\s+>\s+/);
    const args = run!.split(/\s+/).slice(2).map(place);
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
    const status =
      args[0] === 'serve'
        ? // A live race: started on a free port without the viewer's build, and stopped at once.
          await runServe([...args.slice(1), '--port', '0', '--no-viewer'], io, { until: Promise.resolve() })
        : await main(args, io);
    expect(status, stderr).toBe(0);
    if (redirect) writeFileSync(place(redirect), stdout);
  });
});
