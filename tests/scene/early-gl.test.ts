import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_MARK,
  inlineStylesheets,
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
 * added to the head, what it left on `window`, and the page's `load` event to fire.
 */
function run(search: string, fetchFails?: Error) {
  const asked: unknown[][] = [];
  const fetched: string[] = [];
  const links: Record<string, unknown>[] = [];
  const canvas = {
    getContext: (...args: unknown[]) => {
      asked.push(args);
      return {};
    },
  };
  const listeners: [string, () => void, unknown][] = [];
  const win: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void, options: unknown) =>
      listeners.push([type, listener, options]),
  };
  const document = {
    createElement: (tag: string) => (tag === 'canvas' ? canvas : {}),
    head: { appendChild: (link: Record<string, unknown>) => links.push(link) },
  };
  const fetch = (url: string) => {
    fetched.push(url);
    return fetchFails ? Promise.reject(fetchFails) : Promise.resolve();
  };
  const tasks: (() => void)[] = [];
  const setTimeout = (task: () => void) => tasks.push(task);
  new Function('window', 'document', 'location', 'fetch', 'setTimeout', script)(
    win,
    document,
    { search },
    fetch,
    setTimeout,
  );
  /** The page's load event, then the tasks it left. */
  const load = () => {
    const before = asked.length;
    for (const [type, listener] of listeners) if (type === 'load') listener();
    expect(asked.length).toBe(before);
    for (const task of tasks.splice(0)) task();
  };
  return { asked, fetched, links, win, listeners, load };
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
    const { asked, win, load } = run(search);
    const viewer = isViewerAddress(search);
    load();
    expect(asked.length).toBe(viewer ? 1 : 0);
    expect('__quadrigaEarlyCanvas' in win).toBe(viewer);
    // The pages App sends elsewhere: the comparison, the broadcast and the race report
    // (App's isReport: a `report` other than 0 or false).
    const report = new URLSearchParams(search).get('report');
    const elsewhere =
      isCompare(search) || isBroadcast(search) || (report !== null && report !== '0' && report !== 'false');
    expect(viewer).toBe(!elsewhere);
  });

  it("fetches the viewer's models, and the demo's log at the bare address only, holding no load event", () => {
    // The modules' own addresses (import.meta.env.BASE_URL is '/': vite.config.ts names no base).
    expect(TEAMS_URL).toBe('/models/teams.bin');
    for (const search of ADDRESSES) {
      const { fetched, links, win } = run(search);
      const viewer = isViewerAddress(search);
      const expected = [...(search === '' ? [`/${DEMO_LOG_FILE}`] : []), ...(viewer ? [TEAMS_URL] : [])];
      expect([...fetched].sort()).toEqual(expected.sort());
      expect('__quadrigaTeams' in win).toBe(viewer);
      // A preload link would hold the page's load event until the file is in.
      expect(links).toEqual([]);
    }
  });

  it('leaves a failed fetch to the viewer to report, not to the page as uncaught', async () => {
    const uncaught: unknown[] = [];
    const note = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', note);
    try {
      const offline = new TypeError('Failed to fetch');
      const { win } = run('', offline);
      // Unhandled rejections are reported once the microtasks run out: let them.
      await new Promise((done) => setTimeout(done, 10));
      expect(uncaught).toEqual([]);
      // The viewer's script still reads each failure when it comes to it.
      await expect(win.__quadrigaTeams).rejects.toBe(offline);
      await expect(win.__quadrigaDemoLog).rejects.toBe(offline);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it("asks for the context three would have made for the viewer's canvas", () => {
    const { asked, load } = run('');
    load();
    expect(asked[0]).toEqual(['webgl2', EARLY_CONTEXT_ATTRIBUTES]);
  });

  it("makes the context after the page's load event, or when the viewer asks first; once", () => {
    const atLoad = run('');
    // Made while the page was parsed, it held the parser and the load event; made in the load
    // event (load() checks), it held the event's end.
    expect(atLoad.asked).toEqual([]);
    expect(atLoad.listeners.map(([type, , options]) => [type, options])).toEqual([['load', { once: true }]]);
    atLoad.load();
    expect(atLoad.asked.length).toBe(1);
    expect(atLoad.win['__quadrigaEarlyCanvas']).toBeDefined();
    (atLoad.win['__quadrigaMakeEarlyContext'] as (() => void) | undefined)?.();
    expect(atLoad.asked.length).toBe(1);
    // The viewer's script ran before the load event (early-gl.ts's earlyContext asks for it).
    const first = run('');
    const make = first.win['__quadrigaMakeEarlyContext'] as () => void;
    make();
    expect(first.asked.length).toBe(1);
    expect(first.win['__quadrigaMakeEarlyContext']).toBeUndefined();
    // the viewer took the canvas; the load event makes no second one
    first.win['__quadrigaEarlyCanvas'] = undefined;
    first.load();
    make();
    expect(first.asked.length).toBe(1);
    expect(first.win['__quadrigaEarlyCanvas']).toBeUndefined();
  });

  it("writes the entry's stylesheets into the built page, in their links' places", () => {
    const head = '<style>a{}</style>\n<link rel="stylesheet" crossorigin href="/assets/index-x.css">\n<b>';
    const sheets = new Map([['/assets/index-x.css', '.q{color:red}']]);
    expect(inlineStylesheets(head, sheets)).toBe('<style>a{}</style>\n<style>.q{color:red}</style>\n<b>');
    // `$&` is no replacement pattern here
    expect(inlineStylesheets(head, new Map([['/assets/index-x.css', 'a::after{content:"$&"}']]))).toContain(
      '<style>a::after{content:"$&"}</style>',
    );
    expect(() => inlineStylesheets('<b>', sheets)).toThrow(/should have the stylesheet's tag once/);
    expect(() => inlineStylesheets(head, new Map([['/assets/index-x.css', 'a{}</style><i>']]))).toThrow(
      /has a <\/style> in it/,
    );
  });

  it("is opaque, and the canvas is cleared to the page's own background", () => {
    expect(EARLY_CONTEXT_ATTRIBUTES.alpha).toBe(false);
    expect(html).toMatch(new RegExp(`#root \\{[^}]*background: ${PAGE_BACKGROUND};`));
    expect(html).not.toContain(BACKGROUND_MARK);
  });
});
