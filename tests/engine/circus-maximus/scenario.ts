import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import { type CmOptions, cmOptions } from '../../../src/engine/rulesets/circus-maximus/options.ts';
import { CmRace, type Drivers } from '../../../src/engine/rulesets/circus-maximus/race.ts';
import { parseSpec, type Spec } from '../../../src/engine/rulesets/circus-maximus/spec.ts';
import type { Chariot } from '../../../src/engine/rulesets/circus-maximus/state.ts';
import { cornersDone } from '../../../src/engine/rulesets/circus-maximus/weather.ts';

export const SPEC = 'horses=5,4,3,4 dm=1 dh=8 whip=regular wheels=6,6 end=40 blades=none,none weight=normal';

export function spec(text = SPEC): Spec {
  const r = parseSpec(text);
  if (!r.ok) throw new Error(r.message);
  return r.spec;
}

export interface Placement extends Partial<Omit<Chariot, 'id'>> {
  id: string;
  lane: number;
  sq: number;
  specText?: string;
}

/**
 * A Circus Maximus race set up by hand: chariots where the test puts them, dice scripted, driver
 * choices forced, optional rules as given (weather and first-turn acceleration off unless asked).
 */
export function scenario(
  placements: Placement[],
  script: ConstructorParameters<typeof ScriptedDice>[0],
  drivers: Drivers = {},
  options: Record<string, string | number | boolean> = {},
) {
  const setup = resolveSetup({
    chariots: placements.map((p) => ({ id: p.id, name: p.id, personality: p.personality ?? 'balanced' })),
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const opts = cmOptions(
    { weather: false, firstTurnAcceleration: false, ...options },
    placements.map((p) => p.id),
  );
  if (!opts.ok) throw new Error(opts.error.message);
  const dice = new ScriptedDice(script);
  const race = new CmRace(
    setup.value,
    dice,
    opts.value as CmOptions,
    placements.map((p) => ({ spec: spec(p.specText), reason: 'test', rolls: [] })),
    drivers,
  );
  race.start();
  for (const p of placements) {
    const { specText: _s, ...rest } = p;
    Object.assign(race.state.chariots.find((c) => c.id === p.id)!, rest);
  }
  // Corners behind a chariot placed by hand were never run (the rain counts from here).
  for (const c of race.state.chariots) race.state.cornersDone[c.id] = cornersDone(c);
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

/** Drivers that write the given speeds (no strain, staying in lane) and make no attacks. */
export function speeds(table: Record<string, number>, more: Drivers = {}): Drivers {
  return {
    speed: (c) => ({ speed: table[c.id] ?? 0, strain: false, lane: c.lane, reason: 'scripted by the test' }),
    attack: () => null,
    ...more,
  };
}

export const ofType = (events: readonly RaceEvent[], type: string): RaceEvent[] =>
  events.filter((e) => e.type === type);
export const one = (events: readonly RaceEvent[], type: string): RaceEvent => {
  const found = ofType(events, type);
  if (found.length !== 1) throw new Error(`expected one ${type} event, got ${found.length}`);
  return found[0]!;
};
