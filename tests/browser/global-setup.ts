import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served, ending in '/'. */
    baseUrl: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Browser tests must fail, never skip, without a browser: install it if we can, else say how. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[browser tests] ${CHROMIUM_PATH} is missing; installing Debian's chromium:`);
    console.log('[browser tests] $ apt-get update && apt-get install -y chromium');
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(
    `Browser tests need Chromium at ${CHROMIUM_PATH}, which is missing. ` +
      'Install it with: sudo apt-get install chromium',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Builds the site into a temporary folder and serves it on 127.0.0.1 for the tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  const outDir = mkdtempSync(join(tmpdir(), 'quadriga-browser-'));
  const configFile = join(ROOT, 'vite.config.ts');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      configFile,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);

  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
