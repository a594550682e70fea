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
    preload: [`${base}${TEAMS_FILE}`],
    demoLog: `${base}${DEMO_LOG_FILE}`,
    attributes: EARLY_CONTEXT_ATTRIBUTES,
  });
  return html.replace(BACKGROUND_MARK, PAGE_BACKGROUND).replace(SCRIPT_MARK, `<script>${script}</script>`);
}

/**
 * A Vite plugin writing index.html's first script and background from src/scene/early-start.ts,
 * in the build and on the development server (the root page only: dev/ has pages of its own).
 */
export function earlyStartHtml(): Plugin {
  let base = '/';
  return {
    name: 'quadriga-early-start',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(html, ctx) {
      return ctx.path === '/index.html' ? writeEarlyStart(html, base) : html;
    },
  };
}
