import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU milliseconds spent so far by this process's Chromium processes of each type (`renderer`,
 * `gpu-process`), read from /proc (Linux). On a loaded machine a software renderer's frame or
 * first load is measured better by the CPU its processes spent than by wall time.
 */
export function chromiumCpuMs(): { renderer: number; gpu: number } {
  const info = new Map<number, { ppid: number; cmd: string; ticks: number }>();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      info.set(Number(d), { ppid: Number(f[1]), cmd, ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // the process ended while it was read
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = pid, n = 0; p > 1 && n < 6; p = info.get(p)?.ppid ?? 0, n++)
      if (p === process.pid) return true;
    return false;
  };
  const out = { renderer: 0, gpu: 0 };
  // Clock ticks of 10 ms (USER_HZ 100).
  for (const [pid, i] of info) {
    if (!mine(pid)) continue;
    if (i.cmd.includes('--type=renderer')) out.renderer += i.ticks * 10;
    else if (i.cmd.includes('--type=gpu-process')) out.gpu += i.ticks * 10;
  }
  return out;
}
