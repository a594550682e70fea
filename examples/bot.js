#!/usr/bin/env node
// An example bot for Quadriga (docs/bots.md): plain JavaScript, nothing but Node, for any
// ruleset. It reads one JSON message a line on standard input and answers each decision with one
// line on standard output:
//
//   quadriga simulate --ruleset hippodrome --seed 7 --driver scorpus='node examples/bot.js'
//
// It drives boldly: of the legal answers the engine lists, it takes the one that does the most
// (yes over no, bolting over a careful start, every card it may play), and it never names its own
// chariot as a target. What it writes on standard error shows up in quadriga's.

import { createInterface } from 'node:readline';

let me = null;

/** How much an answer does: the bolder, the higher. */
function boldness(value) {
  if (value === true) return 1;
  if (value === false) return 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'number') return value;
  if (value === 'bolt') return 1;
  return 0;
}

/** The boldest legal answer (the first of equals), never one that names the bot's own chariot. */
function choose(message) {
  const legal = (message.legal ?? []).filter((v) => v !== me);
  if (legal.length === 0) return message.legal?.[0];
  let best = legal[0];
  for (const v of legal) if (boldness(v) > boldness(best)) best = v;
  return best;
}

function reply(answer) {
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  switch (message.type) {
    case 'start':
      me = message.chariot;
      process.stderr.write(`driving ${me} in a ${message.ruleset} race, seed ${message.seed}\n`);
      break;
    case 'decision':
      reply({
        id: message.id,
        value: choose(message),
        reason: 'the example bot takes the boldest legal answer',
      });
      break;
    case 'refused':
      process.stderr.write(`decision ${message.id} was not mine: ${message.reason}\n`);
      break;
    case 'end':
      process.stderr.write(
        `the race is over: ${message.winner === me ? 'I won' : `${message.winner ?? 'nobody'} won`}\n`,
      );
      break;
  }
});
