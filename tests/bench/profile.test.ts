import { describe, expect, it } from 'vitest';
import { type CpuProfile, scriptMs } from '../../bench/profile.ts';

const node = (id: number, functionName: string, url = '') => ({ id, callFrame: { functionName, url } });

describe('script time from a CPU profile', () => {
  const nodes = [
    node(1, '(root)'),
    node(2, '(idle)'),
    node(3, '(program)'),
    node(4, '(garbage collector)'),
    node(5, 'render', 'http://x/app.js'),
    node(6, '(idle)', 'http://x/app.js'),
  ];

  it('counts JavaScript and garbage collection, not idle or native time', () => {
    const profile: CpuProfile = {
      nodes,
      samples: [2, 5, 5, 2, 3, 4, 6],
      timeDeltas: [0, 1000, 2000, 4000, 8000, 500, 250],
    };
    // 1 ms + 2 ms of render, 0.5 ms of GC, 0.25 ms in a JS function that happens to be named "(idle)".
    expect(scriptMs(profile)).toBeCloseTo(3.75, 6);
  });

  it('is zero for an idle page', () => {
    expect(scriptMs({ nodes, samples: [2, 2, 3, 1], timeDeltas: [0, 5000, 5000, 5000] })).toBe(0);
  });
});
