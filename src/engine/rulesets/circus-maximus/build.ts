/** Building the chariots before the race: each driver's specification, given or by his AI. */
import { SeededDice } from '../../dice/dice.ts';
import type { Roll } from '../../log/schema.ts';
import type { RaceSetup } from '../../race/setup.ts';
import type { CmOptions } from './options.ts';
import type { BuiltSpec } from './race.ts';
import { buildSpec, checkSpec, classicSpec } from './spec.ts';

/** A salt so the drivers' set-up dice never share a stream with the race's dice. */
const SPEC_SALT = 0x5bd1e995;

/** Each chariot's specification: from the setup where given, else built by its AI driver. */
export function buildSpecs(setup: RaceSetup, seed: number, opts: CmOptions): BuiltSpec[] {
  const dice = new SeededDice((seed ^ SPEC_SALT) >>> 0);
  return setup.chariots.map((c) => {
    const given = opts.specs[c.id];
    if (given) return { spec: given, reason: 'given in the setup', rolls: [] };
    const from = dice.history.length;
    const spec =
      opts.setupMethod === 'moon-32'
        ? buildSpec(c.personality, dice, c.id, opts.rules)
        : classicSpec(c.personality, dice, c.id);
    const rolls: Roll[] = dice.history.slice(from).map((r) => ({
      purpose: r.purpose,
      dice: r.dice,
      faces: [...r.faces],
      modifiers: [],
      total: r.faces.reduce((a, b) => a + b, 0),
      outcome: 'varies the build',
    }));
    const checked = checkSpec(spec);
    const points = checked.ok ? `${checked.cost} of 32 points` : 'the classic 4 points';
    return {
      spec,
      reason:
        opts.setupMethod === 'moon-32'
          ? `${c.personality}: the 32-point specification method, ${points}`
          : `${c.personality}: the classic 4-point set-up`,
      rolls,
      by: 'ai',
    };
  });
}
