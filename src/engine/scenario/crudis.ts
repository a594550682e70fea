/**
 * Runs a Crudis scenario: chariots placed where the scenario says (before the start events are
 * written, so the log shows them there), forced moves and whips for the turns it names, forced dice
 * then the seed's. The kernel runs it; the scenario's decisions are a script driver asked before
 * each chariot's AI, checked as every answer is (a decision the rules refuse is an error naming
 * the rule, at its JSON path). Everything the scenario does not force is left to the AI.
 */
import { driverOf } from '../kernel/drivers.ts';
import { RefusedAnswer } from '../kernel/race.ts';
import { runRace } from '../kernel/run.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { resolveSetup } from '../race/setup.ts';
import type { View } from '../rulesets/crudis/ai.ts';
import { alongside, MAX_LANE, overlaps } from '../rulesets/crudis/board.ts';
import { type CrudisDecisions, lockedShiftChoice, whipChoice } from '../rulesets/crudis/decisions.ts';
import { crudis, crudisOptions } from '../rulesets/crudis/index.ts';
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
  whipAttack:
    'whipping a rival is offered at the end of a move, with a whip, when a rival is within its reach (crudis.whip-to-attack)',
  lockedShift: 'locked chariots choose a lane only on a 4 on the locked table (crudis.locked-together)',
} as const;

type Kind = keyof typeof NEVER_ASKED;

export interface ScenarioRun {
  log: RaceLog;
  /** Forced dice the race never rolled (a scenario that ends before using them all). */
  unusedDice: number;
}

/** A forced move's lane changes: all at once or all at the end, as many as the scenario asks
 * (more than the squares forward is refused by the rules, not cut short here). */
function laneChanges(forward: number, lateral: number, early: boolean): number[] {
  const changes = new Array<number>(Math.abs(lateral)).fill(Math.sign(lateral));
  const straight = new Array<number>(Math.max(0, forward - changes.length)).fill(0);
  return early ? [...changes, ...straight] : [...straight, ...changes];
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
  const personality = new Map(setup.value.chariots.map((c) => [c.id, c.personality]));
  /** Decisions the race asked for, by index and kind; the last one the script gave, with the roll. */
  const asked = new Set<string>();
  let given: { index: number; kind: Kind; roll?: string } | null = null;
  const find = (chariot: string, turn: number, kind: Kind) => {
    const d = decisions.find(
      (x) =>
        x.chariot === chariot && x.turn === turn && x[kind] !== undefined && !asked.has(`${x.index}:${kind}`),
    );
    if (d) {
      asked.add(`${d.index}:${kind}`);
      given = { index: d.index, kind };
    }
    return d;
  };
  const forcedBy = (chariot: string) => `${personality.get(chariot)}: forced by the scenario`;

  const script = driverOf<CrudisDecisions, View>('script', {
    move: (r) => {
      const d = find(r.chariot, r.turn, 'move');
      if (!d?.move) return undefined;
      const { white, red } = r.options;
      given = { index: d.index, kind: 'move', roll: `${r.chariot} rolled white ${white} and red ${red}` };
      const m = d.move;
      const lateral = m.lateral ?? 0;
      const value = {
        forward: m.forward,
        laterals: laneChanges(m.forward, lateral, m.early ?? true),
        ram: m.ram ?? null,
        rip: m.rip ?? null,
      };
      return {
        value,
        note: {
          choice: `scenario: forward ${m.forward}, lateral ${lateral}${m.ram ? `, ram ${m.ram}` : ''}${m.rip ? `, rip ${m.rip.target}'s wheels` : ''}`,
          reason: forcedBy(r.chariot),
        },
      };
    },
    whipSpeed: (r) => {
      const d = find(r.chariot, r.turn, 'whipSpeed');
      if (!d) return undefined;
      return {
        value: d.whipSpeed!,
        note: { choice: d.whipSpeed ? 'whip for speed' : 'no whip', reason: forcedBy(r.chariot) },
      };
    },
    whipAttack: (r) => {
      const d = find(r.chariot, r.turn, 'whipAttack');
      if (!d) return undefined;
      const value = d.whipAttack ?? null;
      return {
        value,
        note: { choice: value ? whipChoice(value) : 'no whip attack', reason: 'forced by the scenario' },
      };
    },
    lockedShift: (r) => {
      const d = find(r.chariot, r.turn, 'lockedShift');
      if (d?.lockedShift === undefined) return undefined;
      return {
        value: d.lockedShift,
        note: { choice: lockedShiftChoice(d.lockedShift), reason: forcedBy(r.chariot) },
      };
    },
  });

  let log: RaceLog;
  let played: number;
  try {
    const run = runRace(crudis, {
      setup: setup.value,
      seed,
      dice,
      drivers: Object.fromEntries(s.chariots.map((c) => [c.id, script])),
      extras: { placements: s.chariots },
      ...(s.turns === undefined ? {} : { turns: s.turns }),
    });
    if (!run.ok) return run;
    log = run.value.log;
    played = run.value.race.state.turn;
  } catch (e) {
    const g = given as { index: number; kind: Kind; roll?: string } | null;
    if (!(e instanceof RefusedAnswer) || e.by !== 'script' || !g || g.kind !== e.request.kind) throw e;
    return err(
      `$.decisions[${g.index}].${g.kind}`,
      `turn ${e.request.turn}, ${g.roll ?? e.request.chariot}: ${e.refusal.message}`,
    );
  }

  const misfit = dice.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
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
      // Declining a whip attack when nobody is within reach declines nothing: no harm done.
      if (kind === 'whipAttack' && d.whipAttack === null) continue;
      return err(
        `$.decisions[${d.index}].${kind}`,
        `turn ${d.turn}, ${d.chariot}'s ${kind} is never used (${d.chariot} was not asked for it: ${NEVER_ASKED[kind]}, and a chariot answers each once a turn)`,
      );
    }
  }
  return { ok: true, value: { log, unusedDice: dice.remaining } };
}
