// A bot that answers in the right shape with what the rules never allow, and tells what it hears back.
import { createInterface } from 'node:readline';

const ILLEGAL = {
  keep: ['X99'],
  'rumor-target': 'nobody',
  start: 'fly',
  attempt: 'maybe',
  'event-cards': ['X99'],
  discard: [],
};

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'refused') process.stderr.write(`refused ${message.id}: ${message.reason}\n`);
  if (message.type !== 'decision') return;
  process.stdout.write(`${JSON.stringify({ id: message.id, value: ILLEGAL[message.kind] ?? null })}\n`);
});
