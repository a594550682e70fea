/**
 * Runs a Crudis scenario: chariots placed where the scenario says (before the start events are
 * written, so the log shows them there), forced moves and whips for the turns it names, forced dice
 * then the seed's. Everything the scenario does not force is left to the AI drivers.
 */
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { resolveSetup } from '../race/setup.ts';
import { lateralSteps, type MovePlan } from '../rulesets/crudis/ai.ts';
import { alongside, frontStation, MAX_LANE, overlaps } from '../rulesets/crudis/board.ts';
import { crudisLog, crudisOptions } from '../rulesets/crudis/index.ts';
import { CrudisRace, type Drivers } from '../rulesets/crudis/race.ts';
import { RULES } from '../rulesets/crudis/tables.ts';
import { ForcedDice } from './forced-dice.ts';
import type { CrudisScenario } from './schema.ts';

const err = (path: string, message: string): { ok: false; error: LogError } => ({
  ok: false,
  error: { message: `bad scenario at ${path}: ${message}`, path },
});

/** Checks the placements and the names decisions use; null when all is well. */
function checkCrudis(s: CrudisScenario): LogError | null {
  const ids = new Set<string>();
  for (const [i, c] of s.chariots.entries()) {
    if (ids.has(c.id)) return err(`$.chariots[${i}].id`, `id "${c.id}" is used twice`).error;
    ids.add(c.id);
    if (c.lane > MAX_LANE)
      return err(`$.chariots[${i}].lane`, `a chariot fills 2 lanes: its lane is 1 to ${MAX_LANE}`).error;
    for (const [j, o] of s.chariots.entries()) {
      if (j >= i || o.wrecked || c.wrecked) continue;
      if (overlaps(c, o))
        return err(`$.chariots[${i}]`, `${c.id} at lane ${c.lane}, square ${c.sq} overlaps ${o.id}`).error;
    }
  }
  if (s.chariots.every((c) => c.wrecked)) return err('$.chariots', 'no chariot is racing').error;
  // Chariots locked together start wheel to wheel: each group at least two, each one alongside
  // another of its group (the engine moves a group as one, abreast).
  for (const [i, c] of s.chariots.entries()) {
    if (c.lock === undefined) continue;
    const group = s.chariots.filter((o) => o.lock === c.lock);
    if (group.length < 2)
      return err(`$.chariots[${i}].lock`, `${c.id} is the only chariot with lock ${c.lock}: a lock needs two`)
        .error;
    if (!group.some((o) => o !== c && alongside(c, o)))
      return err(
        `$.chariots[${i}].lock`,
        `${c.id} at lane ${c.lane}, square ${c.sq} is not alongside any other chariot with lock ${c.lock}`,
      ).error;
  }
  for (const [i, d] of (s.decisions ?? []).entries()) {
    const at = `$.decisions[${i}]`;
    if (!ids.has(d.chariot)) return err(`${at}.chariot`, `no chariot "${d.chariot}" in the scenario`).error;
    const named: Array<[string, string | undefined]> = [
      ['move.ram', d.move?.ram],
      ['move.rip.target', d.move?.rip?.target],
      ['whipAttack.target', d.whipAttack?.target ?? undefined],
    ];
    for (const [field, target] of named) {
      if (target !== undefined && !ids.has(target))
        return err(`${at}.${field}`, `no chariot "${target}" in the scenario`).error;
      if (target === d.chariot) return err(`${at}.${field}`, 'a chariot cannot attack itself').error;
    }
  }
  return null;
}

/** Manoeuvre points a forced move spends: each square more or less, each lane, a ram 1, a rip 4. */
function manoeuvreCost(m: NonNullable<CrudisScenario['decisions']>[number]['move'], white: number): number {
  if (!m) return 0;
  return (
    Math.abs(m.forward - white) +
    Math.abs(m.lateral ?? 0) +
    (m.ram ? RULES.ramManoeuvreCost.value : 0) +
    (m.rip ? RULES.ripManoeuvreCost.value : 0)
  );
}

export interface ScenarioRun {
  log: RaceLog;
  /** Forced dice the race never rolled (a scenario that ends before using them all). */
  unusedDice: number;
}

export function runCrudisScenario(s: CrudisScenario): Result<ScenarioRun, LogError> {
  const bad = checkCrudis(s);
  if (bad) return { ok: false, error: bad };
  const setup = resolveSetup({
    chariots: s.chariots.map((c) => ({
      id: c.id,
      name: c.name ?? c.id,
      ...(c.personality ? { personality: c.personality } : {}),
      ...(c.colour ? { colour: c.colour } : {}),
    })),
    ...(s.options ? { options: s.options } : {}),
  });
  if (!setup.ok) return setup;
  const opts = crudisOptions(setup.value.options);
  if (!opts.ok)
    return { ok: false, error: { ...opts.error, message: opts.error.message.replace('setup', 'scenario') } };
  const seed = s.seed ?? 1;
  const dice = new ForcedDice(s.dice ?? [], seed);
  const decisions = (s.decisions ?? []).map((d, index) => ({ ...d, index }));
  const problems: LogError[] = [];
  let race: CrudisRace | null = null;
  const find = (id: string, has: (d: (typeof decisions)[number]) => boolean) =>
    decisions.find((d) => d.chariot === id && d.turn === race?.state.turn && has(d));

  const drivers: Drivers = {
    move: (c, _view, white, red) => {
      const d = find(c.id, (x) => x.move !== undefined);
      if (!d?.move) return undefined;
      const m = d.move;
      const lateral = m.lateral ?? 0;
      const cost = manoeuvreCost(m, white);
      const lane = c.lane + lateral;
      if (cost > red || Math.abs(lateral) > m.forward || lane < 1 || lane > MAX_LANE) {
        problems.push({
          path: `$.decisions[${d.index}].move`,
          message: `bad scenario at $.decisions[${d.index}].move: turn ${d.turn}, ${c.id} rolled white ${white} and red ${red}; forward ${m.forward}, lateral ${lateral} needs ${cost} manoeuvre points${lane < 1 || lane > MAX_LANE ? ` and leaves the track (lane ${lane})` : ''} (the AI moved instead)`,
        });
        return undefined;
      }
      const early = m.early ?? true;
      const plan: MovePlan = {
        forward: m.forward,
        lateral,
        early,
        laterals: lateralSteps(m.forward, lateral, early),
        ram: m.ram ?? null,
        rip: m.rip ?? null,
        score: 0,
        choice: `scenario: forward ${m.forward}, lateral ${lateral}${m.ram ? `, ram ${m.ram}` : ''}${m.rip ? `, rip ${m.rip.target}'s wheels` : ''}`,
        reason: 'forced by the scenario',
      };
      return plan;
    },
    whipSpeed: (c) => {
      const d = find(c.id, (x) => x.whipSpeed !== undefined);
      return d ? { whip: d.whipSpeed!, reason: 'forced by the scenario' } : undefined;
    },
    whipAttack: (c, _view, rivals) => {
      const d = find(c.id, (x) => x.whipAttack !== undefined);
      if (!d) return undefined;
      if (d.whipAttack === null || d.whipAttack === undefined) return null;
      const { target, part } = d.whipAttack;
      if (!rivals.some((r) => r.id === target)) {
        problems.push({
          path: `$.decisions[${d.index}].whipAttack.target`,
          message: `bad scenario at $.decisions[${d.index}].whipAttack.target: turn ${d.turn}, ${target} is not in whip range of ${c.id}`,
        });
        return null;
      }
      return { target, part, reason: 'forced by the scenario' };
    },
    lockedShift: (c) => find(c.id, (x) => x.lockedShift !== undefined)?.lockedShift,
  };

  race = new CrudisRace(setup.value, dice, opts.value, drivers);
  for (const p of s.chariots) {
    const c = race.state.chariots.find((x) => x.id === p.id)!;
    c.lane = p.lane;
    c.sq = p.sq;
    c.damageMod = p.damageMod ?? 0;
    c.moveMod = p.moveMod ?? 0;
    c.whip = p.whip ?? true;
    c.lostControl = p.lostControl ?? false;
    c.lock = p.lock ?? null;
    c.laps = Math.max(0, Math.floor(frontStation(c) / 4));
    if (p.wrecked) {
      c.status = 'wrecked';
      race.state.wrecks.push({ chariot: c.id, lane: c.lane, sq: c.sq, seq: 0, turn: 0 });
    }
  }
  race.state.nextLock = Math.max(0, ...s.chariots.map((c) => c.lock ?? 0)) + 1;
  race.start();
  const racing = () => race!.state.chariots.some((c) => c.status === 'racing');
  const cap = Math.min(s.turns ?? opts.value.maxTurns, opts.value.maxTurns);
  while (racing() && race.state.turn < cap) race.playTurn();
  // A scenario cut short after its turns leaves the others racing; only the real limit retires them.
  if (race.state.turn >= opts.value.maxTurns || !racing()) race.finishRace();

  const misfit = dice.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
  if (problems[0]) return { ok: false, error: problems[0] };
  // A decision for a turn the race never reached would be ignored without a word.
  for (const d of decisions)
    if (d.turn > race.state.turn)
      return err(
        `$.decisions[${d.index}].turn`,
        `turn ${d.turn} is never played: the scenario ends after turn ${race.state.turn}`,
      );

  const log = crudisLog(race, setup.value, seed, opts.value);
  // The header names where each chariot really started and with what stats.
  for (const e of log.header.entrants) {
    const p = s.chariots.find((c) => c.id === e.id)!;
    e.start = { lane: p.lane, sq: p.sq };
    e.stats = { whip: p.whip ?? true, damageMod: p.damageMod ?? 0, moveMod: p.moveMod ?? 0 };
  }
  return { ok: true, value: { log, unusedDice: dice.remaining } };
}
