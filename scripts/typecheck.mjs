// `npm run typecheck`: the three TypeScript programs (the viewer with the DOM; the engine alone,
// without the DOM or Node, so nothing impure creeps in; Node's command, relay, scripts and tests)
// checked side by side rather than one after another: on two cores that halves the wait.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
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
