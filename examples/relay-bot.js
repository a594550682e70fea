#!/usr/bin/env node
// Drives a remote bot seat of a race on a Quadriga relay (docs/bots.md, "Over the relay") with any
// bot written for `quadriga simulate --driver`: it starts the bot's command, passes each message
// the relay sends for the seat to the bot's standard input, and each line the bot writes back to
// the relay. Plain JavaScript; the WebSocket client is the `ws` package Quadriga itself uses.
//
//   QUADRIGA_PUBLISH_TOKEN=secret node examples/relay-bot.js ws://127.0.0.1:8080/live r4-crudis-7-… scorpus \
//     node examples/bot.js

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

const [url, race, seat, ...command] = process.argv.slice(2);
if (!url || !race || !seat || command.length === 0) {
  process.stderr.write('usage: relay-bot.js <relay ws url> <race id> <seat> <bot command…>\n');
  process.exit(2);
}

const bot = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
const ws = new WebSocket(url);

ws.on('open', () => {
  ws.send(JSON.stringify({ v: 1, type: 'drive', token: process.env.QUADRIGA_PUBLISH_TOKEN, race, seat }));
});

ws.on('message', (data) => {
  const m = JSON.parse(data.toString());
  if (m.type === 'bot' && m.race === race && m.seat === seat) {
    bot.stdin.write(`${JSON.stringify(m.message)}\n`);
    // The race is over: the bot's input closes, as with --driver; so does the connection.
    if (m.message.type === 'end') {
      bot.stdin.end();
      ws.close();
    }
  } else if (m.type === 'error') {
    process.stderr.write(`the relay refused: ${m.code}: ${m.message}\n`);
    if (m.code === 'unknown-race' || m.code === 'forbidden' || m.code === 'seat-taken') {
      bot.kill();
      process.exitCode = 1;
      ws.close();
    }
  }
});

createInterface({ input: bot.stdout }).on('line', (line) => {
  let answer;
  try {
    answer = JSON.parse(line);
  } catch {
    // Passed on as it is: the relay says why it is not an answer, and the AI decides.
    answer = line;
  }
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ v: 1, type: 'answer', race, seat, answer }));
});

ws.on('close', () => bot.stdin.end());
ws.on('error', (e) => {
  process.stderr.write(`cannot reach the relay: ${e.message}\n`);
  bot.kill();
  process.exitCode = 1;
});
