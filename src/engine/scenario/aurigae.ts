/**
 * Runs an Aurigae scenario: chariots placed at a point and heading on the table (with a speed and
 * integrity level already on the sheet, or lying as a wreck), their charioteer and team fixed or
 * rolled, forced plots (speed change dice and turn) for the turns it names, forced dice then the
 * seed's. The kernel runs it; the scenario's plots are a script driver asked before each
 * chariot's AI, checked as every answer is (a plot the rules refuse is an error naming it).
 */
import type { DiceRoll, DiceSource } from '../dice/dice.ts';
import { purposeText, type RollPurpose } from '../dice/purposes.ts';
import type { RngState } from '../dice/rng.ts';
import { driverOf } from '../kernel/drivers.ts';
import { RefusedAnswer } from '../kernel/race.ts';
import { runRace } from '../kernel/run.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { resolveSetup } from '../race/setup.ts';
import { plotTurn, type View } from '../rulesets/aurigae/ai.ts';
import { spinaGap, wallGap } from '../rulesets/aurigae/arena.ts';
import { type AurigaeDecisions, type PlotValue, plotChoice } from '../rulesets/aurigae/decisions.ts';
import { aurigae, aurigaeOptions } from '../rulesets/aurigae/index.ts';
import { CHARIOTEER_TABLE, TABLE, TEAM_TABLE } from '../rulesets/aurigae/tables.ts';
import type { ScenarioRun } from './crudis.ts';
import { ForcedDice } from './forced-dice.ts';
import type { AurigaeScenario } from './schema.ts';

const err = (path: string, message: string): { ok: false; error: LogError } => ({
  ok: false,
  error: { message: `bad scenario at ${path}: ${message}`, path },
});

/** Inches a placed chariot's centre must keep from the spina and the wall, as the engine's moves do. */
const CLEAR = 0.05;

type Decision = NonNullable<AurigaeScenario['decisions']>[number] & { index: number };

/**
 * The generation dice a scenario fixes (its chariot's grade or team) come up as the table row's
 * first face; every other roll goes to the forced dice, then the seed.
 */
class GenerationDice implements DiceSource {
  constructor(
    private readonly inner: ForcedDice,
    private readonly fixed: Map<string, number>,
  ) {}

  roll(count: number, sides: number, why: RollPurpose): number[] {
    const purpose = purposeText(why);
    const face = this.fixed.get(purpose);
    if (face === undefined || count !== 1) return this.inner.roll(count, sides, why);
    this.fixed.delete(purpose);
    return [face];
  }

  get history(): readonly DiceRoll[] {
    return this.inner.history;
  }

  state(): RngState | null {
    return this.inner.state();
  }
}

/** Checks ids, placements and the names decisions use. */
function checkAurigae(s: AurigaeScenario): Result<null, LogError> {
  const ids = new Set<string>();
  for (const [i, c] of s.chariots.entries()) {
    const at = `$.chariots[${i}]`;
    if (ids.has(c.id)) return err(`${at}.id`, `id "${c.id}" is used twice`);
    ids.add(c.id);
    if (spinaGap(c.x, c.y) < CLEAR) return err(at, `${c.id} at (${c.x}, ${c.y}) stands on the spina`);
    if (wallGap(c.x, c.y) < CLEAR) return err(at, `${c.id} at (${c.x}, ${c.y}) stands beyond the arena wall`);
    for (const [j, o] of s.chariots.entries())
      if (j < i && Math.hypot(o.x - c.x, o.y - c.y) < TABLE.contact.value)
        return err(at, `${c.id} stands within ${TABLE.contact.value} in of ${o.id}: they would touch`);
  }
  if (s.chariots.every((c) => c.wrecked)) return err('$.chariots', 'no chariot is racing');
  for (const [i, d] of (s.decisions ?? []).entries()) {
    const at = `$.decisions[${i}]`;
    if (!ids.has(d.chariot)) return err(`${at}.chariot`, `no chariot "${d.chariot}" in the scenario`);
    const c = s.chariots.find((x) => x.id === d.chariot)!;
    if (c.wrecked) return err(`${at}.chariot`, `${c.id} starts as a wreck: it plots nothing`);
  }
  return { ok: true, value: null };
}

/** The generation faces the scenario fixes, by the purpose the engine rolls them for. */
function fixedGeneration(s: AurigaeScenario): Map<string, number> {
  const fixed = new Map<string, number>();
  for (const c of s.chariots) {
    const driver = CHARIOTEER_TABLE.find((r) => r.grade === c.grade);
    const team = TEAM_TABLE.find((r) => r.quality === c.team);
    if (driver) fixed.set(`${c.id}: charioteer`, driver.from);
    if (team) fixed.set(`${c.id}: team`, team.from);
  }
  return fixed;
}

export function runAurigaeScenario(s: AurigaeScenario): Result<ScenarioRun, LogError> {
  const checked = checkAurigae(s);
  if (!checked.ok) return checked;
  const setup = resolveSetup({
    chariots: s.chariots.map((c) => ({
      id: c.id,
      name: c.name ?? c.id,
      ...(c.personality ? { personality: c.personality } : {}),
      ...(c.colour ? { colour: c.colour } : {}),
    })),
    options: s.options ?? {},
  });
  if (!setup.ok) return setup;
  const opts = aurigaeOptions(setup.value.options);
  if (!opts.ok)
    return { ok: false, error: { ...opts.error, message: opts.error.message.replace('setup', 'scenario') } };
  const seed = s.seed ?? 1;
  const forced = new ForcedDice(s.dice ?? [], seed);
  const dice = new GenerationDice(forced, fixedGeneration(s));
  const decisions: Decision[] = (s.decisions ?? []).map((d, index) => ({ ...d, index }));
  const personality = new Map(setup.value.chariots.map((c) => [c.id, c.personality]));
  /** The decision the script answered last: a refusal names it. */
  let given: Decision | null = null;
  // The scenario's plots, asked before each chariot's AI; what a plot leaves out, the AI plots.
  const script = driverOf<AurigaeDecisions, View>('script', {
    plot: (r) => {
      const d = decisions.find((x) => x.chariot === r.chariot && x.turn === r.turn);
      if (!d) return undefined;
      given = d;
      const ai = plotTurn(r.view, personality.get(r.chariot)!);
      const value: PlotValue = { change: d.change ?? ai.change, turn: d.degrees ?? ai.turn };
      const reverse = d.reverse ?? ai.reverse;
      if (reverse) value.reverse = true;
      return { value, note: { choice: plotChoice(value), reason: 'forced by the scenario' } };
    },
  });
  let log: RaceLog;
  let turns: number;
  try {
    const run = runRace(aurigae, {
      setup: setup.value,
      seed,
      dice,
      drivers: Object.fromEntries(s.chariots.map((c) => [c.id, script])),
      extras: { placements: s.chariots },
      ...(s.turns === undefined ? {} : { turns: s.turns }),
    });
    if (!run.ok) return run;
    log = run.value.log;
    turns = run.value.race.state.turn;
  } catch (e) {
    if (e instanceof RefusedAnswer && given !== null) {
      const d: Decision = given;
      const at = d.change !== undefined ? 'change' : d.reverse !== undefined ? 'reverse' : 'degrees';
      return err(`$.decisions[${d.index}].${at}`, `turn ${d.turn}: ${e.refusal.message}`);
    }
    throw e;
  }

  const misfit = forced.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
  for (const d of decisions)
    if (d.turn > turns) return err(`$.decisions[${d.index}].turn`, `the scenario ends after turn ${turns}`);

  return { ok: true, value: { log, unusedDice: forced.remaining } };
}
