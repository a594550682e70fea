import type { DiceSource } from '../../../src/engine/dice/dice.ts';
import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import { AnswerQueue, KernelRace } from '../../../src/engine/kernel/race.ts';
import type { Answer, DecisionRequest, Driver } from '../../../src/engine/kernel/requests.ts';
import { runRace } from '../../../src/engine/kernel/run.ts';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { type RaceSetup, resolveSetup } from '../../../src/engine/race/setup.ts';
import type { AurigaeOptions } from '../../../src/engine/rulesets/aurigae/context.ts';
import type { PlotValue } from '../../../src/engine/rulesets/aurigae/decisions.ts';
import { aurigae } from '../../../src/engine/rulesets/aurigae/index.ts';
import type { SpeedChange } from '../../../src/engine/rulesets/aurigae/tables.ts';
import type { AurRace } from '../../../src/engine/rulesets/aurigae/turn.ts';

/**
 * An Aurigae race the test plays turn by turn, changing the table between turns: the kernel's race
 * with the definition's steps run as the kernel's loop runs them (set-up, then each turn's steps
 * and its checkpoint). `plot` answers before each chariot's AI (undefined hands it on).
 */
export class SteppedRace {
  readonly race: AurRace;

  constructor(
    setup: RaceSetup,
    dice: DiceSource,
    opts: AurigaeOptions,
    plot?: (request: DecisionRequest) => Answer<PlotValue> | undefined,
  ) {
    const chains = new Map<string, Driver[]>();
    for (const c of setup.chariots) {
      const ai: Driver = {
        by: 'ai',
        decide: (r) => aurigae.decisions.plot.ai(r as never, c.personality),
      };
      chains.set(c.id, plot ? [{ by: 'script', decide: plot }, ai] : [ai]);
    }
    this.race = new KernelRace(aurigae, setup, 0, opts, dice, undefined, chains, new AnswerQueue([]));
  }

  get state(): AurRace['state'] {
    return this.race.state;
  }
  get events(): AurRace['events'] {
    return this.race.events;
  }

  start(): void {
    this.race.writer.turn = 0;
    aurigae.setup(this.race);
    this.race.checkpoint();
  }

  playTurn(): void {
    const s = this.race.state;
    s.turn += 1;
    this.race.writer.turn = s.turn;
    for (const step of aurigae.turn) if (!step.when || step.when(this.race)) step.run(this.race);
    this.race.checkpoint();
  }
}

/** A race of `count` chariots on scripted dice, started (generation rolled) but no turn played.
 * `generation` gives each chariot's charioteer and team faces; plots force each chariot's turn. */
export function scenario(
  count: number,
  generation: ReadonlyArray<readonly [number, number]>,
  script: ReadonlyArray<number | readonly number[]>,
  plots: Record<string, { change?: SpeedChange; turn?: number; reverse?: boolean }> = {},
): { race: SteppedRace; dice: ScriptedDice; ids: string[] } {
  const setup = resolveSetup({
    chariots: Array.from({ length: count }, (_, i) => ({ name: `C${i}`, id: `c${i}` })),
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const dice = new ScriptedDice([...generation.flat(), ...script]);
  const race = new SteppedRace(setup.value, dice, { laps: 1, maxTurns: 50 }, (r) => {
    const p = plots[r.chariot];
    if (!p) return undefined;
    const value: PlotValue = { change: p.change ?? 'hold', turn: p.turn ?? 0 };
    if (p.reverse) value.reverse = true;
    return { value, note: { choice: 'forced', reason: 'test' } };
  });
  race.start();
  return { race, dice, ids: setup.value.chariots.map((c) => c.id) };
}

/** A whole race on the kernel, seeded, with these options. */
export function runAurigae(
  setup: RaceSetup,
  seed: number,
  options: AurigaeOptions,
): { log: RaceLog; race: AurRace } {
  const run = runRace(aurigae, { setup: { ...setup, options: { ...options } }, seed });
  if (!run.ok) throw new Error(run.error.message);
  return { log: run.value.log, race: run.value.race };
}
