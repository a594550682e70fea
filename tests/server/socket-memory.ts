import { readFileSync } from 'node:fs';

/**
 * Bytes the kernel holds on the TCP connections of a server's port, from /proc/net/tcp: on each side
 * of a connection, what was written and not yet acknowledged (tx_queue) plus what arrived and was
 * not yet read (rx_queue). Between a relay and its viewers that is everything sent and not yet read:
 * the memory a viewer that stops reading makes the machine hold. Counted: the server's side of every
 * connection, and the client's side of those still established (a client the server has closed keeps
 * its unread data in its own process, on its own machine in real life). Linux only.
 */
export function kernelBytes(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let total = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 5) continue;
      const local = f[1]!.split(':')[1];
      const remote = f[2]!.split(':')[1];
      const established = f[3] === '01';
      if (local !== hexPort && !(remote === hexPort && established)) continue;
      const [tx, rx] = f[4]!.split(':');
      total += Number.parseInt(tx!, 16) + Number.parseInt(rx!, 16);
    }
  }
  return total;
}
