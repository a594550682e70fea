// A bot that answers its first decision (with the first legal answer) and then exits with status 3.
import { createInterface } from 'node:readline';

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type !== 'decision') return;
  process.stdout.write(`${JSON.stringify({ id: message.id, value: message.legal[0] })}\n`, () =>
    process.exit(3),
  );
});
