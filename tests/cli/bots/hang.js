// A bot that reads every message and answers none; it starts a child of its own (a long sleep),
// which must not outlive the race either.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

spawn('sleep', [process.argv[2] ?? '1000'], { stdio: 'ignore' });
createInterface({ input: process.stdin }).on('line', () => {});
