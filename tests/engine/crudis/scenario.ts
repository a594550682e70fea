import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import { AnswerQueue, KernelRace } from '../../../src/engine/kernel/race.ts';
import type { Answer, DecisionRequest, Driver } from '../../../src/engine/kernel/requests.ts';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import { type Body, lateralSteps, type MovePlan, type View } from '../../../src/engine/rulesets/crudis/ai.ts';
import type { CrudisDecisions } from '../../../src/engine/rulesets/crudis/decisions.ts';
import { type CruRace, crudis } from '../../../src/engine/rulesets/crudis/index.ts';
import type { Chariot } from '../../../src/engine/rulesets/crudis/state.ts';
import type { WhipTarget } from '../../../src/engine/rulesets/crudis/tables.ts';

export interface Placement extends Partial<Omit<Chariot, 'id'>> {
  id: string;
  lane: number;
  sq: number;
}

/**
 * A test's choices for a chariot, by kind of decision (undefined hands it to the chariot's AI). They
 * are answers like any driver's: the kernel checks them by the rules before the race acts on them.
 */
export interface Drivers {
  move?: (c: Readonly<Chariot>, view: View, white: number, red: number) => MovePlan | undefined;
  whipSpeed?: (c: Readonly<Chariot>, view: View) => { whip: boolean; reason: string } | undefined;
  whipAttack?: (
    c: Readonly<Chariot>,
    view: View,
    rivals: readonly Body[],
  ) => { target: string; part: WhipTarget; reason: string } | null | undefined;
  lockedShift?: (c: Readonly<Chariot>) => number | undefined;
}

/** The test's choices as a driver put before each chariot's AI. */
function scriptOf(race: () => CruRace, drivers: Drivers): Driver {
  const chariot = (id: string) => race().state.chariots.find((c) => c.id === id)!;
  return {
    by: 'script',
    decide(r: DecisionRequest): Answer | undefined {
      const c = chariot(r.chariot);
      const view = r.view as View;
      const kind = r.kind as keyof CrudisDecisions;
      if (kind === 'move') {
        const o = r.options as CrudisDecisions['move']['options'];
        const p = drivers.move?.(c, view, o.white, o.red);
        if (!p) return undefined;
        return {
          value: { forward: p.forward, laterals: p.laterals, ram: p.ram, rip: p.rip },
          note: { choice: p.choice, reason: `${c.personality}: ${p.reason}` },
        };
      }
      if (kind === 'whipSpeed') {
        const w = drivers.whipSpeed?.(c, view);
        return (
          w && { value: w.whip, note: { choice: 'whip for speed', reason: `${c.personality}: ${w.reason}` } }
        );
      }
      if (kind === 'whipAttack') {
        const o = r.options as CrudisDecisions['whipAttack']['options'];
        const rivals = view.others.filter((b) => o.reach.some((x) => x.target === b.id));
        const a = drivers.whipAttack?.(c, view, rivals);
        if (a === undefined) return undefined;
        return a === null
          ? { value: null }
          : { value: { target: a.target, part: a.part }, note: { choice: 'whip', reason: a.reason } };
      }
      const shift = drivers.lockedShift?.(c);
      return shift === undefined ? undefined : { value: shift };
    },
  };
}

/**
 * A Crudis race set up by hand: chariots placed where the test wants them (after the start line is
 * written), dice scripted, and driver choices forced where given. Call `turn()` to resolve one turn
 * with the definition's steps, as the kernel's loop runs them.
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
  const chains = new Map<string, Driver[]>();
  const mine = scriptOf(() => race, drivers);
  for (const c of setup.value.chariots) {
    const ai: Driver = {
      by: 'ai',
      decide: (r) =>
        crudis.decisions[r.kind as keyof CrudisDecisions].ai(r as never, c.personality) as Answer,
    };
    chains.set(c.id, [mine, ai]);
  }
  const race: CruRace = new KernelRace(
    crudis,
    setup.value,
    0,
    { laps, maxTurns: 250 },
    dice,
    undefined,
    chains,
    new AnswerQueue([]),
  );
  race.writer.turn = 0;
  crudis.setup(race);
  race.checkpoint();
  for (const p of placements) Object.assign(race.state.chariots.find((c) => c.id === p.id)!, p);
  const chariot = (id: string): Chariot => race.state.chariots.find((c) => c.id === id)!;
  return {
    race,
    dice,
    chariot,
    turn(): RaceEvent[] {
      const from = race.events.length;
      race.state.turn += 1;
      race.writer.turn = race.state.turn;
      for (const step of crudis.turn) if (!step.when || step.when(race)) step.run(race);
      race.checkpoint();
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
