import { describe, expect, test } from 'vitest';
import type { Condition } from '../../src/engine/log/schema.ts';
import { buildConditionTimelines, conditionAt } from '../../src/replay/conditions.ts';
import { planOf, race } from './fixtures.ts';

const plan = planOf(race(1, 12));
const timelines = buildConditionTimelines(plan);

/**
 * The condition by brute force: of the cues at or before t that set one for this chariot, the one
 * latest in the log (timing may show a later event of a turn first; its state is the newer).
 */
function expected(id: string, t: number): Condition | null {
  let found: Condition | null = null;
  let seq = -1;
  for (const cue of plan.cues) {
    if (cue.time > t) break;
    const c = cue.event.effect?.condition?.[id];
    if (c && cue.event.seq > seq) {
      found = c;
      seq = cue.event.seq;
    }
  }
  return found;
}

describe('condition lookup by time', () => {
  test('every chariot has a timeline, in time order', () => {
    expect([...timelines.keys()]).toEqual(plan.chariots.map((c) => c.id));
    for (const tl of timelines.values()) {
      expect(tl.times.length).toBe(tl.conditions.length);
      for (let i = 1; i < tl.times.length; i++) expect(tl.times[i]!).toBeGreaterThanOrEqual(tl.times[i - 1]!);
    }
  });

  test('before the first event a chariot has no known condition; at the start it is racing and sound', () => {
    for (const c of plan.chariots) {
      expect(conditionAt(timelines.get(c.id), -1)).toBeNull();
      const start = conditionAt(timelines.get(c.id), 0);
      expect(start?.status).toBe('racing');
      expect(start?.attrs['damageMod']).toBe(0);
    }
  });

  test('at any time, the latest condition at or before it (binary search = brute force)', () => {
    const times = [0, 0.5, plan.duration / 3, plan.duration / 2, plan.duration - 0.01, plan.duration + 1];
    for (const cue of plan.cues.filter((_, i) => i % 37 === 0))
      times.push(cue.time, cue.time - 1e-6, cue.time + 1e-6);
    for (const c of plan.chariots)
      for (const t of times)
        expect(conditionAt(timelines.get(c.id), t), `${c.id} at ${t}`).toBe(expected(c.id, t));
  });

  test('at the end every chariot is in the status the results give', () => {
    for (const r of plan.log.footer.results)
      expect(conditionAt(timelines.get(r.chariot), plan.duration)?.status).toBe(r.status);
  });

  test('each condition carries the turn of the event that set it; a wreck its wreck turn', () => {
    for (const [id, tl] of timelines) {
      expect(tl.turns.length).toBe(tl.conditions.length);
      for (let i = 0; i < tl.turns.length; i++) {
        const cue = plan.cues.find(
          (c) => c.time === tl.times[i] && c.event.effect?.condition?.[id] === tl.conditions[i],
        );
        expect(cue, `${id} condition ${i}`).toBeDefined();
        expect(tl.turns[i]).toBe(cue!.event.turn);
      }
    }
    const wrecks = plan.log.footer.wrecks;
    expect(wrecks.length).toBeGreaterThan(0);
    for (const w of wrecks) {
      const tl = timelines.get(w.chariot)!;
      const first = tl.conditions.findIndex((c) => c.status === 'wrecked');
      expect(tl.turns[first]).toBe(w.turn);
    }
  });

  test('an unknown chariot has no condition', () => {
    expect(conditionAt(timelines.get('nobody'), 10)).toBeNull();
  });
});
