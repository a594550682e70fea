import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ENGINE_VERSION } from '../../src/engine/index.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ENGINE = join(ROOT, 'src/engine');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.isFile() && /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Blanks out comments, keeping line breaks so reported line numbers stay right. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (_m, before: string) => before);
}

const FORBIDDEN_CODE: ReadonlyArray<[RegExp, string]> = [
  [/\bMath\.random\b/, 'Math.random (use the race state’s dice)'],
  [/\bDate\.now\b/, 'Date.now (the engine has no clock)'],
  [/\bnew\s+Date\b/, 'new Date (the engine has no clock)'],
  [/\bperformance\.now\b/, 'performance.now (the engine has no clock)'],
  [/\bprocess\./, 'process (a Node global)'],
  [/\brequire\s*\(/, 'require (a Node global)'],
];

const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, m.split('/')[0]!]));

/** Why an import specifier is refused in the engine, or null when it is fine. */
function forbiddenImport(spec: string): string | null {
  if (/^(react|react-dom|react\/|react-dom\/)/.test(spec) || spec === 'react') return 'React';
  if (spec === 'three' || spec.startsWith('three/')) return 'three';
  if (spec.startsWith('@react-three/')) return '@react-three';
  if (spec === 'zustand' || spec.startsWith('zustand/')) return 'zustand';
  if (spec.startsWith('node:')) return 'a Node module';
  if (nodeBuiltins.has(spec) || nodeBuiltins.has(spec.split('/')[0]!)) return 'a Node built-in';
  return null;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s+\*\s+from\s*)['"]([^'"]+)['"]/g;

/** Every breach in one file, as `path:line: what`. */
function breaches(path: string, source: string): string[] {
  const out: string[] = [];
  const lines = withoutComments(source).split('\n');
  for (const [i, line] of lines.entries()) {
    const where = `${relative(ROOT, path)}:${i + 1}`;
    for (const [re, what] of FORBIDDEN_CODE) if (re.test(line)) out.push(`${where}: ${what}`);
    for (const m of line.matchAll(IMPORT)) {
      const why = forbiddenImport(m[1]!);
      if (why) out.push(`${where}: imports "${m[1]}" (${why})`);
    }
  }
  return out;
}

describe('the engine stays pure', () => {
  const files = tsFiles(ENGINE);

  test('there are engine files to scan', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((f) => f.endsWith('index.ts'))).toBe(true);
  });

  test('no clock, no Math.random, no Node globals, no React, three or Node imports', () => {
    const found = files.flatMap((f) => breaches(f, readFileSync(f, 'utf8')));
    expect(found, `src/engine must stay pure:\n${found.join('\n')}`).toEqual([]);
  });

  test('the scanner itself finds each kind of breach, with file and line', () => {
    const sample = [
      "import { useState } from 'react';",
      "import * as THREE from 'three';",
      "import { Canvas } from '@react-three/fiber';",
      "import { readFile } from 'node:fs/promises';",
      "import path from 'path';",
      "const fs = await import('fs');",
      'const r = Math.random();',
      '// Date.now() in a comment is fine',
      'const t = Date.now() + new Date().getTime() + performance.now();',
      'if (process.env.X) require("x");',
      "import { z } from 'zod';",
    ].join('\n');
    const found = breaches(join(ENGINE, 'sample.ts'), sample);
    expect(found.filter((f) => f.startsWith('src/engine/sample.ts:1:'))).toHaveLength(1);
    for (const line of [1, 2, 3, 4, 5, 6, 7]) {
      expect(
        found.some((f) => f.startsWith(`src/engine/sample.ts:${line}:`)),
        `line ${line}`,
      ).toBe(true);
    }
    expect(found.filter((f) => f.startsWith('src/engine/sample.ts:8:'))).toEqual([]);
    expect(found.filter((f) => f.startsWith('src/engine/sample.ts:9:'))).toHaveLength(3);
    expect(found.filter((f) => f.startsWith('src/engine/sample.ts:10:'))).toHaveLength(2);
    expect(found.filter((f) => f.startsWith('src/engine/sample.ts:11:'))).toEqual([]);
  });

  test('ENGINE_VERSION equals package.json’s version', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
  });
});
