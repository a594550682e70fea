import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import { lateralSteps, type MovePlan } from '../../../src/engine/rulesets/crudis/ai.ts';
import { CrudisRace, type Drivers } from '../../../src/engine/rulesets/crudis/race.ts';
import type { Chariot } from '../../../src/engine/rulesets/crudis/state.ts';

export interface Placement extends Partial<Omit<Chariot, 'id'>> {
  id: string;
  lane: number;
  sq: number;
}

/**
 * A Crudis race set up by hand: chariots placed where the test wants them, dice scripted, and
 * driver choices forced where given. Call `turn()` to resolve one turn.
 */
export function scenario(
  placements: Placement[],
  script: ConstructorParameters<typeof ScriptedDice>[0],
  drivers: Drivers = {},
  laps = 2,
) {
  const setup = resolveSetup({
    chariots: placements.map((p) => ({ id: p.id, name: p.id, personality: p.personality ?? 'balanced' })),
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const dice = new ScriptedDice(script);
  const race = new CrudisRace(setup.value, dice, { laps, maxTurns: 250 }, drivers);
  race.start();
  for (const p of placements) Object.assign(race.state.chariots.find((c) => c.id === p.id)!, p);
  const chariot = (id: string): Chariot => race.state.chariots.find((c) => c.id === id)!;
  return {
    race,
    dice,
    chariot,
    turn(): RaceEvent[] {
      const from = race.events.length;
      race.playTurn();
      return race.events.slice(from);
    },
  };
}

/** A forced move: `forward` squares and `lateral` lanes (negative in), changed at once or late. */
export function plan(forward: number, lateral = 0, extra: Partial<MovePlan> = {}): MovePlan {
  const early = extra.early ?? true;
  return {
    forward,
    lateral,
    early,
    laterals: lateralSteps(forward, lateral, early),
    ram: null,
    rip: null,
    score: 0,
    choice: `forced: forward ${forward}, lateral ${lateral}`,
    reason: 'scripted by the test',
    ...extra,
  };
}

/** Drivers whose moves come from a table per chariot; other choices are declined. */
export function forced(moves: Record<string, MovePlan>, more: Drivers = {}): Drivers {
  return {
    move: (c) => moves[c.id],
    whipSpeed: () => ({ whip: false, reason: 'test' }),
    whipAttack: () => null,
    ...more,
  };
}

export const ofType = (events: readonly RaceEvent[], type: string): RaceEvent[] =>
  events.filter((e) => e.type === type);
export const one = (events: readonly RaceEvent[], type: string): RaceEvent => {
  const found = ofType(events, type);
  if (found.length !== 1)
    throw new Error(`expected one ${type} event, got ${found.length}: ${found.map((e) => e.seq).join(',')}`);
  return found[0]!;
};
