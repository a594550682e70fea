/**
 * Runs a Circus Maximus scenario: chariots built as the scenario says (a spec in the setup
 * notation, its weight, the damage they already carry) and placed on lane and square before the
 * start events are written, forced speeds (with or without S), lanes and attacks for the turns it
 * names, forced dice then the seed's. The kernel runs it; the forced decisions are a script driver
 * asked before each chariot's AI, which decides everything not forced.
 */

import { driverOf } from '../kernel/drivers.ts';
import { RefusedAnswer } from '../kernel/race.ts';
import { runRace } from '../kernel/run.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { resolveSetup } from '../race/setup.ts';
import { finishStation, frontEdge } from '../rulesets/circus-maximus/board.ts';
import {
  attackChoice,
  attackProblem,
  CM_DECISIONS,
  type CmDecisions,
  type CmView,
  speedChoice,
} from '../rulesets/circus-maximus/decisions.ts';
import { buildSpecs, circusMaximus, cmOptions } from '../rulesets/circus-maximus/index.ts';
import type { BuiltSpec } from '../rulesets/circus-maximus/race.ts';
import { formatSpec, parseSpec } from '../rulesets/circus-maximus/spec.ts';
import { RULES } from '../rulesets/circus-maximus/tables.ts';
import type { ScenarioRun } from './crudis.ts';
import { ForcedDice } from './forced-dice.ts';
import type { CircusMaximusScenario } from './schema.ts';

const err = (path: string, message: string): { ok: false; error: LogError } => ({
  ok: false,
  error: { message: `bad scenario at ${path}: ${message}`, path },
});

type Decision = NonNullable<CircusMaximusScenario['decisions']>[number] & { index: number };

/** Checks ids, specs, placements and the names decisions use; the spec texts when all is well. */
function checkCm(s: CircusMaximusScenario): Result<Record<string, string>, LogError> {
  const ids = new Set<string>();
  const specs: Record<string, string> = {};
  const laps = s.options?.laps;
  const finish = finishStation(typeof laps === 'number' ? laps : RULES.laps.value);
  for (const [i, c] of s.chariots.entries()) {
    const at = `$.chariots[${i}]`;
    if (ids.has(c.id)) return err(`${at}.id`, `id "${c.id}" is used twice`);
    ids.add(c.id);
    if (c.spec !== undefined) {
      const parsed = parseSpec(c.spec);
      if (!parsed.ok) return err(`${at}.spec`, parsed.message);
      if (c.endurance !== undefined && c.endurance > parsed.spec.endurance)
        return err(`${at}.endurance`, `more than the ${parsed.spec.endurance} the spec buys`);
      specs[c.id] = formatSpec({ ...parsed.spec, weight: c.weight ?? parsed.spec.weight });
    }
    if (frontEdge(c.lane, c.sq) >= finish)
      return err(`${at}.sq`, `square ${c.sq} of lane ${c.lane} is past the finish line`);
    // A chariot fills two squares of its lane: the team's and the car's behind it.
    for (const [j, o] of s.chariots.entries())
      if (j < i && o.lane === c.lane && Math.abs(o.sq - c.sq) < 2)
        return err(at, `${c.id} at lane ${c.lane}, square ${c.sq} overlaps ${o.id}`);
  }
  if (s.chariots.every((c) => c.wrecked)) return err('$.chariots', 'no chariot is racing');
  for (const [i, d] of (s.decisions ?? []).entries()) {
    const at = `$.decisions[${i}]`;
    if (!ids.has(d.chariot)) return err(`${at}.chariot`, `no chariot "${d.chariot}" in the scenario`);
    const target = d.attack?.target;
    if (target !== undefined && !ids.has(target))
      return err(`${at}.attack.target`, `no chariot "${target}" in the scenario`);
    if (target === d.chariot) return err(`${at}.attack.target`, 'a chariot cannot attack itself');
  }
  return { ok: true, value: specs };
}

export function runCircusMaximusScenario(s: CircusMaximusScenario): Result<ScenarioRun, LogError> {
  const checked = checkCm(s);
  if (!checked.ok) return checked;
  const specOptions = Object.fromEntries(Object.entries(checked.value).map(([id, t]) => [`spec.${id}`, t]));
  const setup = resolveSetup({
    chariots: s.chariots.map((c) => ({
      id: c.id,
      name: c.name ?? c.id,
      ...(c.personality ? { personality: c.personality } : {}),
      ...(c.colour ? { colour: c.colour } : {}),
    })),
    options: { ...s.options, ...specOptions },
  });
  if (!setup.ok) return setup;
  const opts = cmOptions(
    setup.value.options,
    s.chariots.map((c) => c.id),
  );
  if (!opts.ok)
    return { ok: false, error: { ...opts.error, message: opts.error.message.replace('setup', 'scenario') } };
  const seed = s.seed ?? 1;
  const dice = new ForcedDice(s.dice ?? [], seed);
  const specs: Record<string, BuiltSpec> = {};
  for (const [i, b] of buildSpecs(setup.value, seed, opts.value).entries()) {
    const c = s.chariots[i]!;
    const built =
      c.spec === undefined && c.weight !== undefined ? { ...b, spec: { ...b.spec, weight: c.weight } } : b;
    if (c.endurance !== undefined && c.endurance > built.spec.endurance)
      return err(`$.chariots[${i}].endurance`, `more than the ${built.spec.endurance} its AI build buys`);
    specs[c.id] = built;
  }
  const decisions: Decision[] = (s.decisions ?? []).map((d, index) => ({ ...d, index }));
  const used = new Set<number>();
  const find = (id: string, turn: number, has: (d: Decision) => boolean) =>
    decisions.find((d) => d.chariot === id && d.turn === turn && has(d));
  const writes = (d: Decision) => d.speed !== undefined || d.strain !== undefined || d.lane !== undefined;
  /** The decision the script answered last: a refusal names it. */
  let given: { d: Decision; field: 'speed' | 'attack' } | null = null;

  // The scenario's decisions, asked before each chariot's AI; what they leave out, the AI decides.
  const script = driverOf<CmDecisions, CmView>('script', {
    speed: (r) => {
      const d = find(r.chariot, r.turn, writes);
      if (!d) return undefined;
      given = { d, field: 'speed' };
      const o = r.options;
      const ai = CM_DECISIONS.speed.ai(r, 'balanced').value;
      const me = r.view.chariots.find((c) => c.id === r.chariot)!;
      // A blinded driver cannot change his speed, forced or not.
      const value = {
        speed: o.fixed ?? d.speed ?? ai.speed,
        strain: o.strain && (d.strain ?? false),
        lane: d.lane ?? me.lane,
      };
      return { value, note: { choice: speedChoice(value), reason: 'forced by the scenario' } };
    },
    strain: (r) => {
      const d = find(r.chariot, r.turn, writes);
      return d
        ? {
            value: d.strain ?? false,
            note: { choice: d.strain ? 'strains' : 'no strain', reason: 'forced by the scenario' },
          }
        : undefined;
    },
    attack: (r) => {
      const d = find(r.chariot, r.turn, (x) => x.attack !== undefined);
      if (!d) return undefined;
      const none = { value: null, note: { choice: 'no attack', reason: 'forced by the scenario' } };
      if (!d.attack || used.has(d.index)) return none;
      // Made at the first square where it can be: in reach, with the weapon and the MF it costs.
      const value = { ...d.attack };
      if (attackProblem(r.options, value) !== null) return none;
      used.add(d.index);
      given = { d, field: 'attack' };
      return { value, note: { choice: attackChoice(value), reason: 'forced by the scenario' } };
    },
  });
  let log: RaceLog;
  try {
    const run = runRace(circusMaximus, {
      setup: setup.value,
      seed,
      dice,
      drivers: Object.fromEntries(s.chariots.map((c) => [c.id, script])),
      extras: { specs, placements: s.chariots },
      ...(s.turns === undefined ? {} : { turns: s.turns }),
    });
    if (!run.ok) return run;
    log = run.value.log;
  } catch (e) {
    if (e instanceof RefusedAnswer && given !== null) {
      const { d, field } = given as { d: Decision; field: 'speed' | 'attack' };
      return err(`$.decisions[${d.index}].${field}`, `turn ${d.turn}: ${e.refusal.message}`);
    }
    throw e;
  }

  const misfit = dice.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
  // Each forced attack must really have been made: in reach, with the weapon, its rule on.
  for (const d of decisions) {
    if (!d.attack || used.has(d.index)) continue;
    const { kind, target } = d.attack;
    return err(
      `$.decisions[${d.index}].attack`,
      `turn ${d.turn}, ${d.chariot} never made the ${kind} on ${target} (not in reach with the movement points it costs, no such weapon, or its rule is off)`,
    );
  }
  return { ok: true, value: { log, unusedDice: dice.remaining } };
}
