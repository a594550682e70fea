// `npm run test:tiers`, the test half of `npm test`: the unit tier (vitest.config.ts) and the quick
// browser tier (vitest.browser.config.ts) run side by side rather than one after the other. On the
// 2-core machine neither keeps both cores busy alone: much of the unit tier waits on sockets, child
// processes and timers (the relay, the command line, the packed tarball's install), and the browser
// tier waits on pages between SwiftShader's frames, so together they finish well before the sum of
// the two. The unit tier writes to the terminal as it goes; the browser tier's output is held and
// written whole when the unit tier is done (then live), so the two never interleave. Either tier
// failing fails the run; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

/** Starts one tier; `sink` receives its output (stdout and stderr, in order of arrival). */
function tier(name, args, sink) {
  const started = Date.now();
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Colours as the terminal would have them had vitest written to it directly.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  child.stdout.on('data', (d) => sink(d));
  child.stderr.on('data', (d) => sink(d));
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      sink(`${name}: could not start vitest: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { name, child, started, done };
}

const write = (d) => process.stdout.write(d);
let held = [];
let holding = true;
const unit = tier('unit', [], write);
const browser = tier('browser', ['--config', 'vitest.browser.config.ts'], (d) => {
  if (holding) held.push(d);
  else write(d);
});

const stop = () => {
  for (const t of [unit, browser]) t.child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const unitCode = await unit.done;
const unitSeconds = Math.round((Date.now() - unit.started) / 1000);
process.stdout.write(`\n[test] unit tier ${unitCode === 0 ? 'passed' : 'FAILED'} in ${unitSeconds} s\n`);
process.stdout.write('[test] browser tier (run alongside; its output so far, then live):\n');
for (const d of held) write(d);
held = [];
holding = false;
const browserCode = await browser.done;
const browserSeconds = Math.round((Date.now() - browser.started) / 1000);
process.stdout.write(
  `\n[test] browser tier ${browserCode === 0 ? 'passed' : 'FAILED'} in ${browserSeconds} s; ` +
    `unit tier ${unitCode === 0 ? 'passed' : 'FAILED'} in ${unitSeconds} s\n`,
);
process.exit(unitCode === 0 && browserCode === 0 ? 0 : 1);
