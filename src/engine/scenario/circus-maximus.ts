/**
 * Runs a Circus Maximus scenario: chariots built as the scenario says (a spec in the setup
 * notation, its weight, the damage they already carry) and placed on lane and square before the
 * start events are written, forced speeds (with or without S), lanes and attacks for the turns it
 * names, forced dice then the seed's. Everything not forced is left to the AI drivers, through
 * the same hooks the engine's tests use (`Drivers` of the race).
 */
import type { LogError, Result } from '../log/parse.ts';
import { resolveSetup } from '../race/setup.ts';
import { chooseSpeed } from '../rulesets/circus-maximus/ai.ts';
import { finishStation, frontEdge, sideOf } from '../rulesets/circus-maximus/board.ts';
import { buildSpecs, cmLog, cmOptions } from '../rulesets/circus-maximus/index.ts';
import { CmRace, type Drivers } from '../rulesets/circus-maximus/race.ts';
import { formatSpec, parseSpec } from '../rulesets/circus-maximus/spec.ts';
import type { Chariot } from '../rulesets/circus-maximus/state.ts';
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

/** Places a chariot and sets the damage it starts with (before the start events are written). */
function place(c: Chariot, p: CircusMaximusScenario['chariots'][number], laps: number): void {
  c.lane = p.lane;
  c.sq = p.sq;
  c.endurance = p.endurance ?? c.spec.endurance;
  c.driverHits = Math.min(c.spec.driverHits, p.driverHits ?? 0);
  for (const [k, h] of c.horses.entries()) {
    h.hits = Math.min(h.speed, p.horseHits?.[k] ?? 0);
    h.dead = h.hits >= h.speed;
  }
  c.wheels = { left: p.wheelDamage?.left ?? 0, right: p.wheelDamage?.right ?? 0 };
  c.jostle = p.jostle ?? 0;
  c.laps = Math.min(laps, Math.max(0, Math.floor(frontEdge(c.lane, c.sq) / 4)));
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
  const specs = buildSpecs(setup.value, seed, opts.value);
  for (const [i, c] of s.chariots.entries()) {
    const built = specs[i]!;
    if (c.spec === undefined && c.weight !== undefined) built.spec = { ...built.spec, weight: c.weight };
    if (c.endurance !== undefined && c.endurance > built.spec.endurance)
      return err(`$.chariots[${i}].endurance`, `more than the ${built.spec.endurance} its AI build buys`);
  }
  const decisions: Decision[] = (s.decisions ?? []).map((d, index) => ({ ...d, index }));
  const problems: LogError[] = [];
  const used = new Set<number>();
  let race: CmRace | null = null;
  const find = (id: string, has: (d: Decision) => boolean) =>
    decisions.find((d) => d.chariot === id && d.turn === race?.state.turn && has(d));

  const drivers: Drivers = {
    speed: (c, ctx) => {
      const d = find(c.id, (x) => x.speed !== undefined || x.strain !== undefined || x.lane !== undefined);
      if (!d) return undefined;
      const speed = d.speed ?? chooseSpeed(ctx, c).speed;
      const max = ctx.maxSpeed(c);
      if (speed > max)
        problems.push({
          path: `$.decisions[${d.index}].speed`,
          message: `bad scenario at $.decisions[${d.index}].speed: turn ${d.turn}, ${c.id} may write at most ${max} (team speed ${ctx.teamSpeed(c)} + CDM ${ctx.cdm(c)}), not ${speed}`,
        });
      return {
        speed,
        strain: d.strain ?? false,
        lane: d.lane ?? c.lane,
        reason: 'forced by the scenario',
      };
    },
    attack: (c, _ctx, left, reach) => {
      const d = find(c.id, (x) => x.attack !== undefined);
      if (!d) return undefined;
      if (!d.attack || used.has(d.index)) return null;
      const { kind, part, target } = d.attack;
      const t = race!.state.chariots.find((x) => x.id === target)!;
      const cost =
        kind === 'spear'
          ? RULES.spearCost.value
          : kind === 'dust'
            ? RULES.dustCost.value
            : kind === 'knife'
              ? RULES.knifeCost.value
              : RULES.attackCost.value;
      if (cost > left || t.status !== 'racing') return null;
      // A knife flies at any range; the other attacks need the part attacked beside the car.
      const r = reach.find((x) => x.target.id === target && (part === 'team' ? x.team : x.car));
      if (kind !== 'knife' && !r) return null;
      used.add(d.index);
      return {
        kind,
        part,
        target: t,
        side: r?.side ?? sideOf(c.lane, t.lane),
        reason: 'forced by the scenario',
      };
    },
  };

  race = new CmRace(setup.value, dice, opts.value, specs, drivers);
  for (const p of s.chariots) {
    const c = race.state.chariots.find((x) => x.id === p.id)!;
    place(c, p, opts.value.laps);
    if (p.wrecked) {
      c.status = 'wrecked';
      c.driver = 'down';
      c.team = 'stopped';
      race.state.obstacles.push({ kind: 'wreck', chariot: c.id, lane: c.lane, sq: c.sq, seq: 0, turn: 0 });
    }
  }
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
  // Each forced attack must really have been made: in reach, with the weapon, its rule on.
  for (const d of decisions) {
    if (!d.attack) continue;
    const { kind, target } = d.attack;
    const made = race.events.some(
      (e) =>
        e.type === 'decision' &&
        e.turn === d.turn &&
        e.rule === `circus-maximus.${kind}` &&
        e.chariots[0] === d.chariot &&
        e.chariots[1] === target,
    );
    if (!made)
      return err(
        `$.decisions[${d.index}].attack`,
        `turn ${d.turn}, ${d.chariot} never made the ${kind} on ${target} (not in reach with the movement points it costs, no such weapon, or its rule is off)`,
      );
  }

  const log = cmLog(race, setup.value, seed, opts.value);
  // The header names where each chariot really started.
  for (const e of log.header.entrants) {
    const p = s.chariots.find((c) => c.id === e.id)!;
    e.start = { lane: p.lane, sq: p.sq };
  }
  return { ok: true, value: { log, unusedDice: dice.remaining } };
}
