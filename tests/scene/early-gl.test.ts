import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_MARK,
  SCRIPT_MARK,
  startEntryByImport,
  writeEarlyStart,
} from '../../scripts/early-start-html.ts';
import { TEAMS_URL } from '../../src/scene/chariot-assets.ts';
import { EARLY_CONTEXT_ATTRIBUTES, isViewerAddress, PAGE_BACKGROUND } from '../../src/scene/early-start.ts';
import { isBroadcast } from '../../src/ui/broadcast/broadcast-options.ts';
import { isCompare } from '../../src/ui/compare/compare-options.ts';
import { DEMO_LOG_FILE } from '../../src/ui/demo.ts';

/**
 * index.html as the build and the development server write it (vite.config.ts's earlyStartHtml),
 * and its first script: it starts the viewer's WebGL context before the page's JavaScript.
 */
const source = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const html = writeEarlyStart(source, '/');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * Runs the script for an address: what it asked getContext for, what it fetched, the links it
 * added to the head, and what it left on `window`.
 */
function run(search: string) {
  const asked: unknown[][] = [];
  const fetched: string[] = [];
  const links: Record<string, unknown>[] = [];
  const canvas = {
    getContext: (...args: unknown[]) => {
      asked.push(args);
      return {};
    },
  };
  const win: Record<string, unknown> = {};
  const document = {
    createElement: (tag: string) => (tag === 'canvas' ? canvas : {}),
    head: { appendChild: (link: Record<string, unknown>) => links.push(link) },
  };
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve();
  };
  new Function('window', 'document', 'location', 'fetch', script)(win, document, { search }, fetch);
  return { asked, fetched, links, win };
}

const ADDRESSES = [
  '',
  '?ruleset=aurigae&seed=3',
  '?log=/x.json&quality=high',
  '?compare=crudis,aurigae',
  '?compare=crudis,aurigae&mode=broadcast',
  '?mode=broadcast',
  '?mode=viewer',
  '?report=1',
  '?report=0',
  '?report=false',
  '?report=',
];

describe("index.html's early WebGL context", () => {
  it('is written into index.html, before the page script', () => {
    expect(script).toMatch(/getContext\(['"]webgl2['"]/);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).not.toContain(SCRIPT_MARK);
  });

  it("starts the built page's entry by import(), after the first script, fetched from the start", () => {
    const entry = '/assets/index-abc.js';
    const tag = `<script type="module" crossorigin src="${entry}"></script>`;
    // As Vite writes it: index.html's own entry tag gone, the chunk's in the head.
    const built = html.replace('<script type="module" src="/src/main.tsx"></script>', '');
    const page = startEntryByImport(built.replace('</head>', `${tag}\n</head>`), entry);
    // No module tag holds the page's load event; the entry is fetched (and compiled) at once.
    expect(page).not.toContain('<script type="module"');
    expect(page.indexOf(`<link rel="modulepreload" crossorigin href="${entry}">`)).toBeLessThan(
      page.indexOf('<body>'),
    );
    const started = page.indexOf(`<script>import("${entry}");</script>`);
    expect(started).toBeGreaterThan(page.indexOf('<script>('));
    expect(started).toBeLessThan(page.indexOf('</body>'));
    expect(() => startEntryByImport(built, entry)).toThrow(/should have the entry's tag once/);
  });

  it('says what is missing when index.html has no place for the script or the background', () => {
    expect(() => writeEarlyStart(source.replace(SCRIPT_MARK, ''), '/')).toThrow(/should have <!--/);
    expect(() => writeEarlyStart(source.replace(BACKGROUND_MARK, 'red'), '/')).toThrow(
      /should have __PAGE_BACKGROUND__ once/,
    );
  });

  it("writes the site's base into the addresses it asks for", () => {
    const based = /<script>([\s\S]*?)<\/script>/.exec(writeEarlyStart(source, '/quadriga/'))?.[1] ?? '';
    expect(based).toContain('"/quadriga/demo/');
    expect(based).toContain('"/quadriga/models/');
  });

  it.each(ADDRESSES)('is made exactly where the page is the viewer (%s)', (search) => {
    const { asked, win } = run(search);
    const viewer = isViewerAddress(search);
    expect(asked.length).toBe(viewer ? 1 : 0);
    expect('__quadrigaEarlyCanvas' in win).toBe(viewer);
    // The pages App sends elsewhere: the comparison, the broadcast and the race report
    // (App's isReport: a `report` other than 0 or false).
    const report = new URLSearchParams(search).get('report');
    const elsewhere =
      isCompare(search) || isBroadcast(search) || (report !== null && report !== '0' && report !== 'false');
    expect(viewer).toBe(!elsewhere);
  });

  it("asks for the viewer's models, and the demo's log at the bare address only", () => {
    // The modules' own addresses (import.meta.env.BASE_URL is '/': vite.config.ts names no base).
    const models = [TEAMS_URL];
    expect(models[0]).toBe('/models/teams.bin');
    for (const search of ADDRESSES) {
      const { fetched, links } = run(search);
      const viewer = isViewerAddress(search);
      expect(fetched).toEqual(search === '' ? [`/${DEMO_LOG_FILE}`] : []);
      expect(links.map((l) => l['href'])).toEqual(viewer ? models : []);
      for (const l of links)
        expect(l).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' });
    }
  });

  it("asks for the context three would have made for the viewer's canvas", () => {
    const { asked } = run('');
    expect(asked[0]).toEqual(['webgl2', EARLY_CONTEXT_ATTRIBUTES]);
  });

  it("is opaque, and the canvas is cleared to the page's own background", () => {
    expect(EARLY_CONTEXT_ATTRIBUTES.alpha).toBe(false);
    expect(html).toMatch(new RegExp(`#root \\{[^}]*background: ${PAGE_BACKGROUND};`));
    expect(html).not.toContain(BACKGROUND_MARK);
  });
});
