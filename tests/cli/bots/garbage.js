// A bot that answers every decision with a line that is not JSON, and some with JSON that is not an answer.
import { createInterface } from 'node:readline';

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type !== 'decision') return;
  process.stdout.write(
    message.id % 2 === 1 ? 'I choose the left lane\n' : `${JSON.stringify({ id: message.id })}\n`,
  );
});
