// A Circus Maximus bot that reads only what it is sent: it writes the most its options allow (the
// one speed a blinded driver has), stays in the lane its view shows it in, and never attacks.
import { createInterface } from 'node:readline';

createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.type !== 'decision') return;
  let value = null;
  if (m.kind === 'speed') {
    const me = m.view.chariots.find((c) => c.id === m.view.chariot);
    value = { speed: m.options.fixed ?? m.options.max, strain: false, lane: me.lane };
  }
  if (m.kind === 'strain') value = false;
  process.stdout.write(`${JSON.stringify({ id: m.id, value, reason: 'flat out, no tricks' })}\n`);
});
