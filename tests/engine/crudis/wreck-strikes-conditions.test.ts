import { describe, expect, test } from 'vitest';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';
import { forced, one, plan, scenario } from './scenario.ts';

/**
 * A wreck bounces ("Dead Cart Bounce: ... Wrecks land +d6 squares forward and perhaps aside",
 * Crudis seed) and may strike a chariot and wreck it. When the wreck comes from a rip or a
 * collision, the struck chariot is often the event's other chariot: the rip's or collision's event
 * must give that chariot's condition as the event left it, since the strike's own events (the
 * collision with the wreck, its wreck) come after it and a log's condition at any moment is the last
 * one given. Found by tests/engine/invariants (a chariot out of the race never comes back in):
 * Crudis seed 18 with 12 chariots (a rip), seed 58, default field (a collision), and seed 268 with
 * 12 chariots (a rip, both damaged: the attacker's wreck strikes the victim before the victim's
 * own damage roll wrecks it).
 */
const statusesOf = (events: readonly RaceEvent[], id: string): string[] =>
  events.flatMap((e) => {
    const c = e.effect?.condition?.[id];
    return c ? [`${e.type}:${c.status}`] : [];
  });

describe("a wreck's bounce strikes the other chariot of the rip or collision that wrecked it", () => {
  test('rip off wheels, victim badly damaged and wrecked: its wreck strikes the attacker', () => {
    const s = scenario(
      [
        { id: 'v', lane: 5, sq: 30 },
        { id: 'a', lane: 3, sq: 28 },
      ],
      // v stands still; a draws alongside (white 1+1, red 6) and rips: 3 (results table), 5 (victim
      // badly damaged), v's damage 1 (WRECK!); the bounce 1 square on, 2 lanes in, onto a; a's
      // damage 1 (WRECK!); a's wreck bounces 3 on, same lane.
      [[1, 1], 2, [1, 1], 6, 3, 5, 1, 1, 1, 1, 3, 3],
      forced({ v: plan(0), a: plan(2, 0, { rip: { target: 'v', atStep: 2 } }) }),
    );
    const events = s.turn();
    expect(one(events, 'rip-wheels').effect?.summary).toMatch(/victim badly damaged/);
    expect(one(events, 'collision').effect?.summary).toMatch(/the wreck of v strikes a: WRECK!/);
    expect(statusesOf(events, 'a')).toEqual(['rip-wheels:racing', 'collision:racing', 'wreck:wrecked']);
    expect(statusesOf(events, 'v')).toEqual(['rip-wheels:wrecked', 'wreck:wrecked']);
    expect(s.dice.remaining).toBe(0);
  });

  test("rip off wheels, both damaged: the attacker's wreck strikes the victim, then the victim's own roll wrecks it", () => {
    const s = scenario(
      [
        { id: 'v', lane: 5, sq: 30 },
        { id: 'a', lane: 3, sq: 28 },
      ],
      // a rips: 3, then 1 (both chariots damaged); a's damage 1 (WRECK!); a's wreck bounces 1 on,
      // 2 lanes out, onto v: v's damage 5 (horse hurt); then v's own damage from the rip 1 (WRECK!).
      [[1, 1], 2, [1, 1], 6, 3, 1, 1, 1, 6, 5, 1, 3, 3],
      forced({ v: plan(0), a: plan(2, 0, { rip: { target: 'v', atStep: 2 } }) }),
    );
    const events = s.turn();
    const conditionAt = (type: string, id: string) => one(events, type).effect?.condition?.[id];
    // The rip gives v as it stood before a's wreck struck it: the strike's collision gives the
    // horse hurt, then v's wreck (from the rip's own roll, resolved after the strike) its end.
    expect(conditionAt('rip-wheels', 'v')).toMatchObject({ status: 'racing', attrs: { moveMod: 0 } });
    expect(conditionAt('collision', 'v')).toMatchObject({ status: 'racing', attrs: { moveMod: -1 } });
    expect(statusesOf(events, 'v')).toEqual(['rip-wheels:racing', 'collision:racing', 'wreck:wrecked']);
    expect(statusesOf(events, 'a')).toEqual(['rip-wheels:wrecked', 'wreck:wrecked']);
    expect(s.dice.remaining).toBe(0);
  });

  test('collision, the mover reads WRECK! at the beginning of its move: its wreck strikes the chariot it hit', () => {
    const s = scenario(
      [
        { id: 'd', lane: 3, sq: 33 },
        { id: 'c', lane: 3, sq: 30 },
      ],
      // d stands still; c drives into it (white 2+2): c's damage 1 (WRECK!), timing 1 (beginning of
      // move), d's 6 (unscathed); c's wreck bounces 3 on, same lane, onto d; d's damage 1 (WRECK!).
      [[1, 1], 2, [2, 2], 1, 1, 6, 1, 3, 3, 1, 3, 3],
      forced({ d: plan(0), c: plan(4) }),
    );
    const events = s.turn();
    const [hit, strike] = events.filter((e) => e.type === 'collision');
    expect(hit?.effect?.summary).toBe('c comes off worst');
    expect(strike?.effect?.summary).toMatch(/the wreck of c strikes d: WRECK!/);
    expect(statusesOf(events, 'd')).toEqual(['collision:racing', 'collision:racing', 'wreck:wrecked']);
    expect(statusesOf(events, 'c')).toEqual(['collision:wrecked', 'wreck:wrecked']);
    expect(s.dice.remaining).toBe(0);
  });
});
