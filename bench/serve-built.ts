import { resolve } from 'node:path';
import { type PreviewServer, preview } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

/** Serves a build of the viewer (from `vite build --outDir`) on loopback, as the site is served. */
export function serveBuilt(outDir: string): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
}
