import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import type { Plot } from '../../../src/engine/rulesets/aurigae/ai.ts';
import { AurigaeRace } from '../../../src/engine/rulesets/aurigae/race.ts';
import type { SpeedChange } from '../../../src/engine/rulesets/aurigae/tables.ts';

/** A race of `count` chariots on scripted dice, started (generation rolled) but no turn played.
 * `generation` gives each chariot's charioteer and team faces; plots force each chariot's turn. */
export function scenario(
  count: number,
  generation: ReadonlyArray<readonly [number, number]>,
  script: ReadonlyArray<number | readonly number[]>,
  plots: Record<string, Partial<Plot> & { change?: SpeedChange }> = {},
): { race: AurigaeRace; dice: ScriptedDice; ids: string[] } {
  const setup = resolveSetup({
    chariots: Array.from({ length: count }, (_, i) => ({ name: `C${i}`, id: `c${i}` })),
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const dice = new ScriptedDice([...generation.flat(), ...script]);
  const race = new AurigaeRace(
    setup.value,
    dice,
    { laps: 1, maxTurns: 50 },
    {
      plot: (c) => {
        const p = plots[c.id];
        return p
          ? {
              change: p.change ?? 'hold',
              turn: p.turn ?? 0,
              reverse: p.reverse,
              choice: 'forced',
              reason: 'test',
            }
          : undefined;
      },
    },
  );
  race.start();
  return { race, dice, ids: setup.value.chariots.map((c) => c.id) };
}
