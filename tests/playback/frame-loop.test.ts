import { afterEach, describe, expect, test } from 'vitest';
import { advance, clock } from '../../src/playback/clock.ts';
import { addSystem, afterFrame, runFrame, STAGES, systemOrder } from '../../src/playback/frame-loop.ts';

const removes: Array<() => void> = [];
afterEach(() => {
  for (const remove of removes.splice(0)) remove();
});

describe('the frame loop', () => {
  test('runs the stages in their fixed order, whatever order the systems were added in', () => {
    const ran: string[] = [];
    for (const stage of [...STAGES].reverse()) {
      removes.push(addSystem(stage, `${stage} system`, () => ran.push(stage)));
    }
    runFrame(1000);
    expect(ran).toEqual([...STAGES]);
    expect(systemOrder()).toEqual(STAGES.map((s) => `${s}/${s} system`));
  });

  test('the camera is placed before the chariots are culled against it, and both before the render', () => {
    expect(STAGES.indexOf('clock')).toBeLessThan(STAGES.indexOf('weather'));
    expect(STAGES.indexOf('weather')).toBeLessThan(STAGES.indexOf('camera'));
    expect(STAGES.indexOf('camera')).toBeLessThan(STAGES.indexOf('fleet'));
    expect(STAGES.indexOf('fleet')).toBeLessThan(STAGES.indexOf('effects'));
    expect(STAGES.indexOf('effects')).toBeLessThan(STAGES.indexOf('render'));
    expect(STAGES.indexOf('render')).toBeLessThan(STAGES.indexOf('hud'));
    expect(STAGES.indexOf('hud')).toBeLessThan(STAGES.indexOf('recorder'));
  });

  test('applies the state changes systems ask for after every stage has run', () => {
    const ran: string[] = [];
    removes.push(addSystem('clock', 'asks', () => afterFrame(() => ran.push('change'))));
    removes.push(addSystem('recorder', 'last', () => ran.push('recorder')));
    runFrame(2000);
    expect(ran).toEqual(['recorder', 'change']);
    runFrame(2016);
    expect(ran).toEqual(['recorder', 'change', 'recorder', 'change']);
  });

  test('gives each frame its whole wall time, however slow: a 1.5 s frame plays 1.5 s of race', () => {
    const deltas: number[] = [];
    removes.push(
      addSystem('clock', 'clock', ({ delta }) => {
        deltas.push(delta);
        advance(delta, 1);
      }),
    );
    clock.duration = 100;
    runFrame(10_000);
    clock.time = 0;
    runFrame(11_500);
    runFrame(13_000);
    expect(deltas.slice(-2)).toEqual([1.5, 1.5]);
    expect(clock.time).toBeCloseTo(3, 9);
  });

  test('a removed system no longer runs', () => {
    let runs = 0;
    const remove = addSystem('hud', 'once', () => runs++);
    runFrame(0);
    remove();
    runFrame(16);
    expect(runs).toBe(1);
    expect(systemOrder()).not.toContain('hud/once');
  });
});
