import type { Plugin } from 'vite';
import {
  EARLY_CONTEXT_ATTRIBUTES,
  earlyStartScript,
  PAGE_BACKGROUND,
  TEAMS_FILE,
} from '../src/scene/early-start.ts';
import { DEMO_LOG_FILE } from '../src/ui/demo.ts';

/** Where index.html names the page's background: written from PAGE_BACKGROUND. */
export const BACKGROUND_MARK = '__PAGE_BACKGROUND__';
/** Where index.html has the viewer's first script: written from src/scene/early-start.ts. */
export const SCRIPT_MARK = "<!-- the viewer's first script -->";

/** index.html as the site serves it: its background and its first script written in. */
export function writeEarlyStart(html: string, base: string): string {
  for (const mark of [BACKGROUND_MARK, SCRIPT_MARK])
    if (html.split(mark).length !== 2)
      throw new Error(`index.html should have ${mark} once, to be written by the build`);
  const script = earlyStartScript({
    teams: `${base}${TEAMS_FILE}`,
    demoLog: `${base}${DEMO_LOG_FILE}`,
    attributes: EARLY_CONTEXT_ATTRIBUTES,
  });
  return html.replace(BACKGROUND_MARK, PAGE_BACKGROUND).replace(SCRIPT_MARK, `<script>${script}</script>`);
}

/**
 * The built page with its entry chunk started by the page's last script (`import()`) rather than
 * by a module script tag, and fetched from the start by a `modulepreload` link in its place (the
 * browser compiles it as it arrives, as before). A module script tag holds the page's `load` event
 * until it has run; an `import()` does not, so the page is loaded once its HTML, stylesheet and
 * preloads are in. Until then the browser animates the tab's loading indicator, and headless
 * Chromium draws each of its frames in the GPU process (SwiftShader), beside the viewer's first
 * WebGL calls, which wait for it. The entry still runs after the first script (document order).
 */
export function startEntryByImport(html: string, entry: string): string {
  const tag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (html.split(tag).length !== 2)
    throw new Error(`the built index.html should have the entry's tag once: ${tag}`);
  if (!html.includes('</body>')) throw new Error('the built index.html has no </body>');
  return html
    .replace(tag, `<link rel="modulepreload" crossorigin href="${entry}">`)
    .replace('</body>', `  <script>import(${JSON.stringify(entry)});</script>\n  </body>`);
}

/**
 * The built page with the entry's stylesheets written into it (`<style>` in each `<link>`'s place,
 * so the cascade's order is kept). A stylesheet link holds the page's first script until it has
 * arrived (a classic script waits for the stylesheets above it), and with it the demo log's and the
 * models' fetches; written in, they start as soon as the HTML is read. The files stay in the build.
 */
export function inlineStylesheets(html: string, sheets: ReadonlyMap<string, string>): string {
  let page = html;
  for (const [href, css] of sheets) {
    const tag = `<link rel="stylesheet" crossorigin href="${href}">`;
    if (page.split(tag).length !== 2)
      throw new Error(`the built index.html should have the stylesheet's tag once: ${tag}`);
    if (/<\/style/i.test(css))
      throw new Error(`${href} has a </style> in it: it cannot be written into the page`);
    page = page.replace(tag, () => `<style>${css}</style>`);
  }
  return page;
}

/**
 * Vite plugins writing index.html's first script and background from src/scene/early-start.ts,
 * in the build and on the development server (the root page only: dev/ has pages of its own),
 * and, in the build, writing the entry's stylesheets into the page (inlineStylesheets) and
 * starting the entry by `import()` (startEntryByImport). The development
 * server keeps its module tags: its React refresh preamble must run before the entry.
 */
export function earlyStartHtml(): Plugin[] {
  let base = '/';
  return [
    {
      name: 'quadriga-early-start',
      configResolved(config) {
        base = config.base;
      },
      transformIndexHtml(html, ctx) {
        return ctx.path === '/index.html' ? writeEarlyStart(html, base) : html;
      },
    },
    {
      name: 'quadriga-entry-by-import',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          if (ctx.path !== '/index.html' || !ctx.chunk) return html;
          const sheets = new Map<string, string>();
          for (const file of ctx.chunk.viteMetadata?.importedCss ?? []) {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset')
              throw new Error(`the entry's stylesheet ${file} is not in the build`);
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            sheets.set(`${base}${file}`, css.trim());
          }
          return startEntryByImport(inlineStylesheets(html, sheets), `${base}${ctx.chunk.fileName}`);
        },
      },
    },
  ];
}
