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
import { IllegalDecision } from '../rulesets/crudis/legal.ts';
import { CrudisRace, type Drivers } from '../rulesets/crudis/race.ts';
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

/** When the race asks a driver for each kind of decision (the rule that offers it). */
const NEVER_ASKED = {
  move: 'a chariot plans its move in a turn it races, not locked together and in control (crudis.normal-move)',
  whipSpeed:
    'whipping for speed is offered at the end of a move on a straight, with a whip and in control (crudis.whip-for-speed)',
  whipAttack: 'whipping a rival is offered at the end of a move, with a whip (crudis.whip-to-attack)',
  lockedShift: 'locked chariots choose a lane only on a 4 on the locked table (crudis.locked-together)',
} as const;

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
  let race: CrudisRace | null = null;
  type Kind = 'move' | 'whipSpeed' | 'whipAttack' | 'lockedShift';
  /** Decisions the race asked for, by index and kind; the last one it was given, with the roll. */
  const asked = new Set<string>();
  let given: { index: number; kind: Kind; roll?: string } | null = null;
  const find = (id: string, kind: Kind) => {
    const d = decisions.find(
      (x) =>
        x.chariot === id &&
        x.turn === race?.state.turn &&
        x[kind] !== undefined &&
        !asked.has(`${x.index}:${kind}`),
    );
    if (d) {
      asked.add(`${d.index}:${kind}`);
      given = { index: d.index, kind };
    }
    return d;
  };

  // Forced decisions are handed to the race as they are: it checks them by the same rules as the
  // AI's (legal.ts) and refuses an illegal one, which is reported at its JSON path below.
  const drivers: Drivers = {
    move: (c, _view, white, red) => {
      const d = find(c.id, 'move');
      if (!d?.move) return undefined;
      given = { index: d.index, kind: 'move', roll: `${c.id} rolled white ${white} and red ${red}` };
      const m = d.move;
      const lateral = m.lateral ?? 0;
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
      const d = find(c.id, 'whipSpeed');
      return d ? { whip: d.whipSpeed!, reason: 'forced by the scenario' } : undefined;
    },
    whipAttack: (c) => {
      const d = find(c.id, 'whipAttack');
      if (!d) return undefined;
      if (d.whipAttack === null || d.whipAttack === undefined) return null;
      return { ...d.whipAttack, reason: 'forced by the scenario' };
    },
    lockedShift: (c) => find(c.id, 'lockedShift')?.lockedShift,
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
  try {
    while (racing() && race.state.turn < cap) race.playTurn();
  } catch (e) {
    if (!(e instanceof IllegalDecision)) throw e;
    const g = given as { index: number; kind: Kind; roll?: string } | null;
    if (!g || decisions[g.index]!.chariot !== e.chariot || g.kind !== e.decision) throw e;
    const at = `$.decisions[${g.index}].${g.kind}`;
    return err(at, `${g.roll ? `turn ${e.turn}, ${g.roll}: ` : ''}${e.message}`);
  }
  // A scenario cut short after its turns leaves the others racing; only the real limit retires them.
  if (race.state.turn >= opts.value.maxTurns || !racing()) race.finishRace();

  const misfit = dice.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
  const played = race.state.turn;
  // A decision for a turn the race never reached would be ignored without a word.
  for (const d of decisions)
    if (d.turn > played)
      return err(
        `$.decisions[${d.index}].turn`,
        `turn ${d.turn} is never played: the scenario ends after turn ${played}`,
      );
  for (const d of decisions) {
    for (const kind of ['move', 'whipSpeed', 'whipAttack', 'lockedShift'] as const) {
      if (d[kind] === undefined || asked.has(`${d.index}:${kind}`)) continue;
      return err(
        `$.decisions[${d.index}].${kind}`,
        `turn ${d.turn}, ${d.chariot}'s ${kind} is never used (${d.chariot} was not asked for it: ${NEVER_ASKED[kind]}, and a chariot answers each once a turn)`,
      );
    }
  }

  const log = crudisLog(race, setup.value, seed, opts.value);
  // The header names where each chariot really started and with what stats.
  for (const e of log.header.entrants) {
    const p = s.chariots.find((c) => c.id === e.id)!;
    e.start = { lane: p.lane, sq: p.sq };
    e.stats = { whip: p.whip ?? true, damageMod: p.damageMod ?? 0, moveMod: p.moveMod ?? 0 };
  }
  return { ok: true, value: { log, unusedDice: dice.remaining } };
}
