import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * The viewer's layers and which way they may import: the replay (log → everything derived for
 * playback) is pure; the playback layer (store, clock, frame loop) sits below both views; the
 * scene never reads the DOM views, and the DOM views use the scene only through its public face.
 * Per-frame work all goes through the one frame loop.
 */
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SRC = join(ROOT, 'src');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.isFile() && /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, (_m, before: string) => before);

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s+\*\s+from\s*)['"]([^'"]+)['"]/g;

interface Import {
  file: string;
  spec: string;
  /** The imported file relative to the repository (relative specifiers only). */
  target: string | null;
}

function importsOf(dir: string): Import[] {
  return tsFiles(join(SRC, dir)).flatMap((path) =>
    [...withoutComments(readFileSync(path, 'utf8')).matchAll(IMPORT)].map((m) => {
      const spec = m[1]!;
      return {
        file: relative(ROOT, path),
        spec,
        target: spec.startsWith('.') ? relative(ROOT, resolve(dirname(path), spec)) : null,
      };
    }),
  );
}

const lines = (list: Import[]): string[] => list.map((i) => `${i.file} imports ${i.spec}`);
const into = (i: Import, dir: string): boolean => i.target?.startsWith(`src/${dir}/`) === true;
const isPackage = (i: Import, names: RegExp): boolean => i.target === null && names.test(i.spec);

describe('the viewer layers import one way', () => {
  test('the replay is pure: no React, three, store or DOM views', () => {
    const bad = importsOf('replay').filter(
      (i) =>
        isPackage(i, /^(react|react-dom|three|@react-three|zustand)(\/|$)/) ||
        into(i, 'playback') ||
        into(i, 'scene') ||
        into(i, 'ui'),
    );
    expect(lines(bad)).toEqual([]);
  });

  test('the playback layer sits below both views and knows nothing of three', () => {
    const bad = importsOf('playback').filter(
      (i) => into(i, 'scene') || into(i, 'ui') || isPackage(i, /^(three|@react-three)(\/|$)/),
    );
    expect(lines(bad)).toEqual([]);
  });

  test('the scene never imports the DOM views', () => {
    expect(lines(importsOf('scene').filter((i) => into(i, 'ui')))).toEqual([]);
  });

  test('the DOM views use the scene only through its public faces (src/scene/index.ts, broadcast.ts, compare.ts)', () => {
    const faces = ['src/scene/index.ts', 'src/scene/broadcast.ts', 'src/scene/compare.ts'];
    const bad = importsOf('ui').filter((i) => into(i, 'scene') && !faces.includes(i.target ?? ''));
    expect(lines(bad)).toEqual([]);
  });
});

describe('per-frame work goes through the one frame loop', () => {
  const sources = tsFiles(SRC)
    .filter((p) => !p.startsWith(join(SRC, 'engine')))
    .map((p) => ({ file: relative(ROOT, p), text: withoutComments(readFileSync(p, 'utf8')) }));

  test("no component runs its own useFrame (R3F's loop only renders, from the loop's render stage)", () => {
    expect(sources.filter((s) => /\buseFrame\s*\(/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  test('only the frame loop asks for animation frames', () => {
    expect(sources.filter((s) => /\brequestAnimationFrame\s*\(/.test(s.text)).map((s) => s.file)).toEqual([
      'src/playback/frame-loop.ts',
    ]);
  });

  test('every canvas leaves its drawing to the loop (frameloop="never")', () => {
    const canvases = sources.filter((s) => /<Canvas\b/.test(s.text));
    expect(canvases.length).toBeGreaterThan(0);
    expect(canvases.filter((s) => !/frameloop="never"/.test(s.text)).map((s) => s.file)).toEqual([]);
  });
});
