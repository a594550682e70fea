#!/usr/bin/env node
// The quadriga command. An installed package runs the JavaScript compiled into lib/; a checkout of
// the repository (src/ beside bin/, tsx among its dev dependencies) runs the TypeScript source
// through tsx, so a developer never runs a stale build.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A reader that stops early (`quadriga simulate ... | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const source = new URL('../src/cli/main.ts', import.meta.url);
const compiled = new URL('../lib/cli/main.js', import.meta.url);

async function load() {
  if (existsSync(fileURLToPath(source))) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
      return await import(source.href);
    } catch (e) {
      if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !existsSync(fileURLToPath(compiled))) throw e;
    }
  }
  if (!existsSync(fileURLToPath(compiled))) {
    console.error("quadriga: no compiled command in lib/: run 'npm run build' first");
    process.exit(1);
  }
  return import(compiled.href);
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
