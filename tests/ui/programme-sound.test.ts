import { describe, expect, it } from 'vitest';
import type { SoundFrame } from '../../src/audio/engine.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { BROADCAST_CAMERAS } from '../../src/replay/cameras.ts';
import { direct, raceTimeAt } from '../../src/replay/director.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { type ProgrammeMark, programmeSound } from '../../src/ui/broadcast/programme-sound.ts';

// A recording's bookkeeping (src/ui/broadcast/programme-sound.ts): the recorder notes a mark with
// each frame; only the marks that tell something new are kept, so a race on air costs a mark a
// seek or phase, not one a frame. tests/audio/sound.test.ts renders what the marks give.

const race = simulate({ ruleset: 'crudis', seed: 7 });
if (!race.ok) throw new Error(race.error.message);
const built = buildPlan(race.value);
if (!built.ok) throw new Error(built.error);
const plan = built.plan;
const programme = direct(plan, { cameras: BROADCAST_CAMERAS });

const frame = (): SoundFrame => ({
  time: 0,
  rate: 1,
  playing: false,
  listener: { x: 0, y: 6, z: 40, rightX: 1, rightZ: 0 },
});

const onAir = (at: number, time: number): ProgrammeMark => ({
  at,
  phase: 'race',
  time,
  programme,
  live: false,
  called: false,
  frame: frame(),
});

describe("a recording's programme marks", () => {
  it('keeps one mark for a race on air at 60 frames a second, and its track is the programme', () => {
    const sound = programmeSound(plan);
    const from = 10;
    // One scratch mark rewritten each frame, as the recorder does.
    const m = onAir(0, from);
    for (let k = 0; k < 8 * 60; k++) {
      m.at = k / 60;
      m.time = from + k / 60;
      sound.mark(m);
    }
    expect(sound.marks.length).toBe(1);
    const out = frame();
    for (let s = 0; s < 8; s += 0.25) {
      sound.track(s, out);
      expect(out.playing).toBe(true);
      expect(out.time).toBeCloseTo(raceTimeAt(programme, from + s), 9);
    }
  });

  it('keeps a mark where the programme did what the last mark did not foretell: a seek, the results', () => {
    const sound = programmeSound(plan);
    sound.mark(onAir(0, 10));
    sound.mark(onAir(1, 11));
    // A seek: one second on the recording's clock, twenty on the programme's.
    sound.mark(onAir(2, 31));
    sound.mark(onAir(3, 32));
    const results = { ...onAir(4, programme.duration), phase: 'results' as const };
    sound.mark(results);
    // The results, the page's sound engine given the same still frame: nothing new.
    sound.mark({ ...results, at: 5 });
    sound.mark({ ...results, at: 6 });
    // The page's engine moved its listener.
    const moved = { ...results, at: 7, frame: frame() };
    moved.frame.listener.x = 12;
    sound.mark(moved);
    expect(sound.marks.map((k) => [k.at, k.phase])).toEqual([
      [0, 'race'],
      [2, 'race'],
      [4, 'results'],
      [7, 'results'],
    ]);
    const out = frame();
    sound.track(1.5, out);
    expect(out.time).toBeCloseTo(raceTimeAt(programme, 11.5), 9);
    sound.track(2.5, out);
    expect(out.time).toBeCloseTo(raceTimeAt(programme, 31.5), 9);
    sound.track(5, out);
    expect(out.playing).toBe(false);
    sound.track(7.5, out);
    expect(out.listener.x).toBe(12);
  });

  it('the race run out: the race stands still and the stands are heard (the results are up)', () => {
    const sound = programmeSound(plan);
    sound.mark(onAir(0, programme.duration - 1));
    const out = frame();
    sound.track(0.5, out);
    expect([out.playing, out.stands]).toEqual([true, false]);
    sound.track(2, out);
    expect([out.playing, out.stands]).toEqual([false, true]);
  });

  it('grows its pool past its first size, the marks written in order', () => {
    const sound = programmeSound(plan);
    // Each a seek: every one is kept.
    for (let k = 0; k < 100; k++) sound.mark(onAir(k, (k * 7) % 50));
    expect(sound.marks.map((k) => k.time)).toEqual(Array.from({ length: 100 }, (_, k) => (k * 7) % 50));
    expect(() => sound.mark(onAir(50, 0))).toThrow(/comes after/);
  });
});
