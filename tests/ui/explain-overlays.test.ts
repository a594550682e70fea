import { describe, expect, test } from 'vitest';
import { tableFrame, tableToWorld } from '../../src/engine/track/table-mapping.ts';
import { moveRuler, pathLength, protractor, turnBetween } from '../../src/scene/overlays/aurigae-geometry.ts';
import { phaseWords } from '../../src/scene/overlays/hippodrome-phase.ts';
import { LineBuilder } from '../../src/scene/overlays/overlay-lines.ts';

const frame = tableFrame({ scale: 1.2, origin: { x: -300, z: 50 } });
const segments = (w: LineBuilder) => w.build().getAttribute('position').count / 2;

describe('Aurigae: the plotted turn, the ruler and the protractor', () => {
  test.each([
    [0, 30, 30],
    [0, 330, -30],
    [350, 10, 20],
    [10, 350, -20],
    [90, 90, 0],
    [0, 180, 180],
  ])('from %d° to %d° is a turn of %d° (positive to the left)', (from, to, turn) => {
    expect(turnBetween(from, to)).toBe(turn);
  });

  test('a path is measured in table units', () => {
    expect(
      pathLength([
        { x: 0, y: 0, heading: 0 },
        { x: 3, y: 4, heading: 0 },
        { x: 3, y: 10, heading: 90 },
      ]),
    ).toBe(11);
  });

  test('the ruler has its two edges per leg and one tick per inch travelled', () => {
    const path = [
      { x: 10, y: 10, heading: 0, f: 0 },
      { x: 17.5, y: 10, heading: 0, f: 0.5 },
      { x: 17.5, y: 13, heading: 90, f: 1 },
    ];
    const w = new LineBuilder();
    moveRuler(w, frame, path);
    // polyline (2) + edges (2 × 2) + ticks (10 inches: 1..10)
    expect(segments(w)).toBe(2 + 4 + 10);
  });

  test('the protractor faces the old heading and draws the plotted one', () => {
    const w = new LineBuilder();
    protractor(w, frame, { x: 100, y: 50, heading: 0 }, 0, 30, 10);
    const pos = w.build().getAttribute('position');
    const n = pos.count;
    // the last segment is the plotted heading: from the origin out at 30° (table y is world -z)
    const o = tableToWorld(frame, 100, 50);
    expect(pos.getX(n - 2)).toBeCloseTo(o.x);
    expect(pos.getZ(n - 2)).toBeCloseTo(o.z);
    const dx = pos.getX(n - 1) - o.x;
    const dz = pos.getZ(n - 1) - o.z;
    expect((Math.atan2(-dz, dx) * 180) / Math.PI).toBeCloseTo(30);
    expect(Math.hypot(dx, dz)).toBeCloseTo(10 * 1.2 * 1.3);
    // arc (36) + ticks (19) + diameter + old heading + plotted heading
    expect(segments(w)).toBe(36 + 19 + 3);
  });
});

describe('Hippodrome: the phase in words', () => {
  test.each([
    ['straight-1', 'straight', 'Straight phase (1st straight of the lap)'],
    ['bend-2', 'turn', 'Turn phase (2nd bend, round the meta)'],
    ['start', 'start', 'The start'],
  ])('%s', (phase, kind, label) => {
    expect(phaseWords(phase)).toEqual({ kind, label });
  });
});
