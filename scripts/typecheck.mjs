// `npm run typecheck`: the three TypeScript programs (the viewer with the DOM; the engine alone,
// without the DOM or Node, so nothing impure creeps in; Node's command, relay, scripts and tests)
// checked side by side rather than one after another: on two cores that halves the wait.
// The checker is TypeScript 7, the native compiler (the `typescript-native` alias): 15 CPU-s for
// the three programs where TypeScript 6 took 52. `typescript` itself stays at 6 for its JavaScript
// API (tests/messages/no-inline-text parses the viewer's source with it) and for editors.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The package exports no path to its command: find it beside its package.json. */
function nativeTsc() {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
  } catch {
    process.stderr.write(
      'typecheck: the checker (typescript-native, TypeScript 7) is not installed here; run `npm ci`.\n',
    );
    process.exit(2);
  }
}
const tsc = nativeTsc();
const projects = ['tsconfig.json', 'src/engine/tsconfig.json', 'tsconfig.node.json'];

const runs = projects.map(
  (project) =>
    new Promise((resolve) => {
      let out = '';
      const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ project, code, out }));
    }),
);

let failed = 0;
for (const { project, code, out } of await Promise.all(runs)) {
  if (code === 0) continue;
  failed++;
  process.stdout.write(`\ntsc -p ${project} found errors:\n${out}`);
}
process.exit(failed === 0 ? 0 : 1);
