import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import { AnswerQueue, KernelRace } from '../../../src/engine/kernel/race.ts';
import type { DecisionRequest, Driver } from '../../../src/engine/kernel/requests.ts';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import type { AttackChoice, SpeedChoice } from '../../../src/engine/rulesets/circus-maximus/ai.ts';
import { inReach, type Reach } from '../../../src/engine/rulesets/circus-maximus/combat.ts';
import type { CmContext } from '../../../src/engine/rulesets/circus-maximus/context.ts';
import {
  type AttackOptions,
  attackProblem,
  type CmDecisions,
  type CmView,
  type SpeedOptions,
} from '../../../src/engine/rulesets/circus-maximus/decisions.ts';
import { circusMaximus, cmRaceOf } from '../../../src/engine/rulesets/circus-maximus/definition.ts';
import { cmOptions } from '../../../src/engine/rulesets/circus-maximus/options.ts';
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
 * A test's choices for a chariot, in the race's own terms: undefined hands the decision to the
 * AI; an attack of null is none. A speed is held to what the driver may write, and an attack that
 * cannot be made at this square is not made (the test's drivers ask at every square).
 */
export interface Drivers {
  speed?: (c: Readonly<Chariot>, ctx: CmContext) => SpeedChoice | undefined;
  attack?: (
    c: Readonly<Chariot>,
    ctx: CmContext,
    left: number,
    reach: readonly Reach[],
  ) => (Omit<AttackChoice, 'target'> & { target: Chariot }) | null | undefined;
}

/** The test's drivers as a kernel driver of the race. */
function testDriver(drivers: Drivers, race: () => ReturnType<typeof cmRaceOf>): Driver {
  return {
    by: 'script',
    decide(request: DecisionRequest) {
      const r = race();
      const c = r.state.chariots.find((x) => x.id === request.chariot)!;
      if (request.kind === 'speed' || request.kind === 'strain') {
        const choice = drivers.speed?.(c, r.ctx);
        if (!choice) return undefined;
        if (request.kind === 'strain') return { value: choice.strain };
        const o = request.options as SpeedOptions;
        const speed = o.fixed ?? Math.max(0, Math.min(o.max, choice.speed));
        return {
          value: { speed, strain: o.strain && choice.strain, lane: choice.lane },
          note: { choice: String(speed), reason: choice.reason },
        };
      }
      const o = request.options as AttackOptions;
      const choice = drivers.attack?.(c, r.ctx, o.left, inReach(r.ctx, c));
      if (choice === undefined) return undefined;
      const value = choice && { kind: choice.kind, target: choice.target.id, part: choice.part };
      const made = value !== null && attackProblem(o, value) === null;
      return { value: made ? value : null, note: { choice: 'test', reason: choice?.reason ?? 'test' } };
    },
  };
}

/**
 * A Circus Maximus race set up by hand: chariots where the test puts them, dice scripted, driver
 * choices forced, optional rules as given (weather and first-turn acceleration off unless asked).
 * The kernel's race and the definition's steps, played a turn at a time as the kernel plays them.
 */
export function scenario(
  placements: Placement[],
  script: ConstructorParameters<typeof ScriptedDice>[0],
  drivers: Drivers = {},
  options: Record<string, string | number | boolean> = {},
) {
  const specs = Object.fromEntries(placements.map((p) => [`spec.${p.id}`, p.specText ?? SPEC]));
  const setup = resolveSetup({
    chariots: placements.map((p) => ({ id: p.id, name: p.id, personality: p.personality ?? 'balanced' })),
    options: { weather: false, firstTurnAcceleration: false, ...options, ...specs },
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const opts = cmOptions(
    setup.value.options,
    placements.map((p) => p.id),
  );
  if (!opts.ok) throw new Error(opts.error.message);
  const dice = new ScriptedDice(script);
  const def = circusMaximus;
  const chains = new Map<string, Driver[]>();
  const mine = testDriver(drivers, () => cmRaceOf(k));
  for (const c of setup.value.chariots) {
    const ai: Driver = {
      by: 'ai',
      decide: (r) => def.decisions[r.kind as keyof CmDecisions].ai(r as never, c.personality),
    };
    chains.set(c.id, [mine, ai]);
  }
  const k = new KernelRace<
    ReturnType<typeof def.init>,
    typeof opts.value,
    CmDecisions,
    CmView,
    NonNullable<Parameters<typeof def.init>[0]['extras']>
  >(def, setup.value, 1, opts.value, dice, undefined, chains, new AnswerQueue([]));
  const race = cmRaceOf(k);
  def.setup(k);
  for (const p of placements) {
    const { specText: _s, ...rest } = p;
    Object.assign(race.state.chariots.find((c) => c.id === p.id)!, rest);
  }
  // Corners behind a chariot placed by hand were never run (the rain counts from here).
  for (const c of race.state.chariots) race.state.cornersDone[c.id] = cornersDone(c);
  const chariot = (id: string): Chariot => race.state.chariots.find((c) => c.id === id)!;
  return {
    race,
    kernel: k,
    dice,
    chariot,
    turn(): RaceEvent[] {
      const from = race.events.length;
      k.state.turn += 1;
      k.writer.turn = k.state.turn;
      for (const step of def.turn) if (!step.when || step.when(k)) step.run(k);
      k.checkpoint();
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
