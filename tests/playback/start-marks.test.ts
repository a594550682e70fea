import { describe, expect, it } from 'vitest';
import { startMark } from '../../src/playback/start-marks.ts';

describe('the first load’s marks', () => {
  it('marks each step once a page, on the performance timeline, prefixed "q:"', () => {
    performance.clearMarks();
    startMark('test step');
    startMark('test step');
    startMark('another step');
    const names = performance.getEntriesByType('mark').map((e) => e.name);
    expect(names).toEqual(['q:test step', 'q:another step']);
  });
});
