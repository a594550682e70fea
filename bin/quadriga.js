#!/usr/bin/env node
// Starts the TypeScript CLI through tsx's loader, so the command runs from source with no build step.
import { register } from 'tsx/esm/api';

// A reader that stops early (`quadriga simulate ... | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
