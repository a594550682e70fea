import { describe, expect, test } from 'vitest';
import { forced, one, plan, scenario } from './scenario.ts';

/**
 * Whip to Attack, charioteer, roll 6: "Victim Wrecked!" (Crudis seed), and the wreck bounces: "Wrecks
 * land +d6 squares forward and perhaps aside". A wreck that lands on the attacker strikes him and
 * may wreck him too. A chariot's condition at any moment is the last one an event gave for it
 * (the race log's `effect.condition`), so the attack must give the attacker's condition as the
 * attack left it, not as the bounce left it: found by tests/engine/invariants (Crudis seed 3, 12
 * chariots: the attacker read wrecked at the attack, racing at the collision after it).
 */
describe('whip to attack: the victim wrecked, its wreck strikes the attacker', () => {
  test("the attack gives the attacker's condition after the attack; the wreck's events say the rest", () => {
    const s = scenario(
      [
        { id: 'a', lane: 3, sq: 36 },
        { id: 'v', lane: 5, sq: 40 },
      ],
      // v: white 1+1, red 2 (stands still); a: white 2+2, red 1, draws level; whip roll 6 (victim
      // wrecked); the bounce: 1 square forward, 2 lanes in, onto a; a's damage roll 1 (WRECK!);
      // a's wreck bounces 3 forward, same lane.
      [[1, 1], 2, [2, 2], 1, 6, 1, 1, 1, 3, 3],
      forced(
        { a: plan(4), v: plan(0) },
        { whipAttack: (c) => (c.id === 'a' ? { target: 'v', part: 'charioteer', reason: 'test' } : null) },
      ),
    );
    const events = s.turn();
    const attack = one(events, 'whip-attack');
    expect(attack.effect?.condition?.['a']?.status).toBe('racing');
    expect(attack.effect?.condition?.['v']?.status).toBe('wrecked');
    const strike = one(events, 'collision');
    expect(strike.effect?.summary).toMatch(/the wreck of v strikes a: WRECK!/);
    // a's condition, read event by event as the log gives it: racing until its own wreck, then wrecked.
    const statuses = events.flatMap((e) => {
      const c = e.effect?.condition?.['a'];
      return c ? [`${e.type}:${c.status}`] : [];
    });
    expect(statuses).toEqual(['whip-attack:racing', 'collision:racing', 'wreck:wrecked']);
    expect(s.chariot('a').status).toBe('wrecked');
  });
});
