/**
 * Runs an Aurigae scenario: chariots placed at a point and heading on the table (with a speed and
 * integrity level already on the sheet, or lying as a wreck), their charioteer and team fixed or
 * rolled, forced plots (speed change dice and turn) for the turns it names, forced dice then the
 * seed's. Everything not forced is left to the AI drivers, through the same hooks the engine's
 * tests use (`Drivers` of the race).
 */
import type { DiceRoll, DiceSource } from '../dice/dice.ts';
import type { RngState } from '../dice/rng.ts';
import type { LogError, Result } from '../log/parse.ts';
import { resolveSetup } from '../race/setup.ts';
import { plotTurn } from '../rulesets/aurigae/ai.ts';
import { spinaGap, wallGap } from '../rulesets/aurigae/arena.ts';
import { aurigaeLog, aurigaeOptions } from '../rulesets/aurigae/index.ts';
import { AurigaeRace, type Drivers } from '../rulesets/aurigae/race.ts';
import {
  CHARIOTEER_TABLE,
  changeRefused,
  speedChangeRow,
  TABLE,
  TEAM_TABLE,
} from '../rulesets/aurigae/tables.ts';
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

  roll(count: number, sides: number, purpose: string): number[] {
    const face = this.fixed.get(purpose);
    if (face === undefined || count !== 1) return this.inner.roll(count, sides, purpose);
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
  let race: AurigaeRace | null = null;
  /** Forced plots the rules refuse, in the order the race met them. */
  const refusals: Array<{ index: number; message: string }> = [];

  const drivers: Drivers = {
    plot: (c, view) => {
      const d = decisions.find((x) => x.chariot === c.id && x.turn === race?.state.turn);
      if (!d) return undefined;
      // What the scenario leaves out, the chariot's own driver plots.
      const ai = plotTurn(view, c.personality);
      const refused = d.change ? changeRefused(d.change, c.speed) : null;
      if (refused) {
        // Checked as the engine checks every plot; the chariot's driver plots instead, and the
        // scenario ends in an error naming the decision.
        refusals.push({ index: d.index, message: `${c.id} on turn ${d.turn}: ${refused}` });
        return ai;
      }
      const change = d.change ?? ai.change;
      const turn = d.degrees ?? ai.turn;
      return {
        change,
        turn,
        reverse: d.reverse ?? ai.reverse,
        choice: `${speedChangeRow(change).label}, turn ${turn}°`,
        reason: 'forced by the scenario',
      };
    },
  };

  race = new AurigaeRace(setup.value, dice, opts.value, drivers);
  for (const p of s.chariots) {
    const c = race.state.chariots.find((x) => x.id === p.id)!;
    c.x = p.x;
    c.y = p.y;
    c.heading = p.heading;
    c.speed = p.speed ?? 0;
    c.level = p.level ?? 0;
    if (p.wrecked) {
      c.status = 'wrecked';
      c.driver = 'down';
      c.teamState = 'stopped';
      c.speed = 0;
      race.state.wrecks.push({ chariot: c.id, seq: 0, turn: 0, x: c.x, y: c.y, heading: c.heading, lap: 0 });
    }
  }
  // Generation and the place events, written where the scenario put the chariots.
  race.start();
  const racing = () => race!.state.chariots.some((c) => c.status === 'racing');
  const cap = Math.min(s.turns ?? opts.value.maxTurns, opts.value.maxTurns);
  while (racing() && race.state.turn < cap) race.playTurn();
  // A scenario cut short after its turns leaves the others racing; only the real limit retires them.
  if (race.state.turn >= opts.value.maxTurns || !racing()) race.finishRace();

  // A refused plot first: the dice that follow it were meant for the plot the rules refused.
  const refusal = refusals[0];
  if (refusal) return err(`$.decisions[${refusal.index}].change`, refusal.message);
  const misfit = forced.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
  for (const d of decisions)
    if (d.turn > race.state.turn)
      return err(`$.decisions[${d.index}].turn`, `the scenario ends after turn ${race.state.turn}`);

  return {
    ok: true,
    value: { log: aurigaeLog(race, setup.value, seed, opts.value), unusedDice: forced.remaining },
  };
}
