import { describe, expect, it } from 'vitest';
import { LATER_START, type LaterCounts, nextPartDue } from '../../src/scene/BuiltLater.tsx';

/**
 * BuiltLater's frame-loop system, frame by frame: `readyFrom` is the first frame drawn with the
 * race ready (null: no race comes), `shownAfter` the frames a part takes from being asked for to
 * being shown. Returns the frame each part was asked for on.
 */
function askedOn(total: number, readyFrom: number | null, shownAfter = 1, frames = 200): number[] {
  const c: LaterCounts = { drawn: 0, ready: 0, sinceShown: 0, asked: 0, shown: 0 };
  const asked: number[] = [];
  for (let f = 0; f < frames; f++) {
    // a part asked for is shown (committed, then counted) `shownAfter` frames later
    if (c.shown < c.asked && f >= asked[c.shown]! + shownAfter) {
      c.shown++;
      c.sinceShown = 0;
    }
    c.drawn++;
    c.sinceShown++;
    if (readyFrom !== null && f >= readyFrom) c.ready++;
    if (nextPartDue(c, total)) {
      c.asked++;
      asked.push(f);
    }
  }
  return asked;
}

describe('the parts built after the first frame wait for the race to be seen playing (issue 21)', () => {
  it('none starts before the race has been drawn ready for a few frames', () => {
    const asked = askedOn(4, 5);
    expect(asked).toHaveLength(4);
    // the ready frame itself and the two after it draw the race without the stands' building
    expect(asked[0]).toBe(5 + LATER_START.readyFrames - 1);
    expect(asked[0]! - 5).toBeGreaterThanOrEqual(2);
  });

  it('one at a time: each after the one before is shown and the race has played a frame or two', () => {
    const asked = askedOn(4, 0, 3);
    // shown before frame `asked + 3`, drawn on it and the next (gapFrames), the next part asked then
    for (let i = 1; i < asked.length; i++)
      expect(asked[i]! - asked[i - 1]!).toBe(3 + LATER_START.gapFrames - 1);
    // a part not shown yet holds the next back however long it takes
    expect(askedOn(4, 0, 150)).toHaveLength(2);
  });

  it('with no race on screen (its log failed to load) the arena is still built, later', () => {
    const asked = askedOn(2, null);
    expect(asked[0]).toBe(LATER_START.bareFrames - 1);
    expect(asked).toHaveLength(2);
  });

  it('nothing is asked for before a frame is drawn, nor more parts than there are', () => {
    expect(nextPartDue({ drawn: 0, ready: 9, sinceShown: 9, asked: 0, shown: 0 }, 4)).toBe(false);
    expect(nextPartDue({ drawn: 99, ready: 99, sinceShown: 99, asked: 4, shown: 4 }, 4)).toBe(false);
    expect(askedOn(0, 0)).toEqual([]);
  });
});
