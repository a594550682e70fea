import { describe, expect, test } from 'vitest';
import { type DiceSource, SeededDice } from '../../../src/engine/dice/dice.ts';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { RaceLog, SquarePoint } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { board, LANES } from '../../../src/engine/rulesets/circus-maximus/board.ts';
import { OPTIONAL_RULES } from '../../../src/engine/rulesets/circus-maximus/options.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { CIRCUS } from '../../../src/engine/track/circus-maximus.ts';
import { expectInvariantsKept } from '../invariants/race-invariants.ts';
import { checkRuleInvariants } from './rule-invariants.ts';

/** The field for a seed: 2 to 12 chariots, 1 to 3 laps, either set-up method, and now and then
 * an optional rule switched off, so every shape of race is covered. */
export function raceFor(seed: number): { count: number; options: Record<string, string | number | boolean> } {
  const options: Record<string, string | number | boolean> = { laps: 1 + (seed % 3) };
  if (seed % 7 === 3) options.setupMethod = 'classic-4';
  if (seed % 5 === 2) options[OPTIONAL_RULES[seed % OPTIONAL_RULES.length]!] = false;
  if (seed % 11 === 4) options.startWeather = seed % 2 === 0 ? 'rain' : 'mud';
  return { count: 2 + (seed % 11), options };
}

export function run(seed: number, dice?: DiceSource): RaceLog {
  const { count, options } = raceFor(seed);
  const result = simulate({
    ruleset: 'circus-maximus',
    seed,
    setup: { ...defaultSetup(count), options },
    ...(dice ? { dice } : {}),
  });
  if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
  return result.value;
}

const DRIVER_STATES = new Set(['aboard', 'dragged', 'on-foot', 'down']);
const TEAM_STATES = new Set(['harnessed', 'runaway', 'stopped', 'none']);
const ATTACKS = new Set(['whip-attack', 'ram', 'dust', 'knife', 'spear']);

/**
 * Checks one race through its log alone: paths continuous and on the track, no two chariots or
 * teams sharing a square at the end of a turn, endurance, hits and wheel damage within their
 * bounds, every chariot ends finished, wrecked or retired, and the log round-trips.
 */
export function checkRace(seed: number, log: RaceLog): void {
  const where = `seed ${seed}`;
  const { maxTurns } = log.header.options as { maxTurns: number };
  expect(log.footer.turns, `${where}: ends within the turn limit`).toBeLessThanOrEqual(maxTurns);
  const pos = new Map<string, SquarePoint>();
  const status = new Map<string, string>();
  const team = new Map<string, string>();
  for (const e of log.header.entrants) {
    pos.set(e.id, e.start as SquarePoint);
    status.set(e.id, 'racing');
    team.set(e.id, 'harnessed');
  }
  const checkTurn = (turn: number): void => {
    const taken = new Map<string, string>();
    for (const [id, p] of pos) {
      const onTrack = status.get(id) === 'racing' || team.get(id) === 'runaway';
      if (!onTrack) continue;
      for (const sq of [p.sq, p.sq - 1]) {
        const key = `${p.lane}/${sq}`;
        const other = taken.get(key);
        if (other) throw new Error(`${where}: ${id} and ${other} share ${key} after turn ${turn}`);
        taken.set(key, id);
      }
    }
  };
  let turn = 0;
  for (const e of log.events) {
    if (e.turn !== turn) {
      checkTurn(turn);
      turn = e.turn;
    }
    if (e.path) {
      const id = e.chariots[0]!;
      const start = e.path[0] as SquarePoint;
      const current = pos.get(id)!;
      if (start.lane !== current.lane || start.sq !== current.sq)
        throw new Error(
          `${where} seq ${e.seq}: ${e.type} of ${id} starts at ${JSON.stringify(start)}, not ${JSON.stringify(current)}`,
        );
      let prev = start;
      for (const p of e.path as Array<SquarePoint & { f: number }>) {
        if (p.lane < 1 || p.lane > LANES)
          throw new Error(`${where} seq ${e.seq}: ${id} off the track at ${JSON.stringify(p)}`);
        // Steps forward and across, never backward: rule-invariants.ts.
        const w = board.pieceToWorld(p.lane, p.sq);
        if (Math.abs(w.z) > CIRCUS.wallOffset || w.x < CIRCUS.carceresX || w.x > CIRCUS.endApexX)
          throw new Error(`${where} seq ${e.seq}: ${id} leaves the arena`);
        prev = p;
      }
      pos.set(id, prev);
    }
    // Plain checks in this loop (a million of them over the seeds): expect() here would cost
    // more than the races themselves.
    const fail = (what: string): never => {
      throw new Error(`${where} seq ${e.seq} (${e.type}): ${what}`);
    };
    for (const [id, c] of Object.entries(e.effect?.condition ?? {})) {
      status.set(id, c.status);
      const a = c.attrs;
      team.set(id, String(a.team));
      if (!((a.endurance as number) >= 0)) fail(`${id}'s endurance ${a.endurance} below 0`);
      if (!((a.driverHitsLeft as number) >= 0)) fail(`${id}'s driver hits left ${a.driverHitsLeft} below 0`);
      if (!((a.horses as number) >= 0 && (a.horses as number) <= 4)) fail(`${id} has ${a.horses} horses`);
      if (!DRIVER_STATES.has(a.driver as string)) fail(`${id}'s driver is ${a.driver}`);
      if (!TEAM_STATES.has(a.team as string)) fail(`${id}'s team is ${a.team}`);
      if (c.status === 'racing' && a.driver !== 'aboard') fail(`${id} races without its driver`);
    }
    // Attacks name both chariots' positions (an own-spear injury names one chariot only).
    if (ATTACKS.has(e.type) && e.chariots.length === 2 && Object.keys(e.at ?? {}).length !== 2)
      fail('an attack names both chariots where they stand');
    // A declined strain is a decision alone, on a `decide` event: nothing happened to say.
    if (e.type === 'decide' ? e.decision?.kind !== 'strain' : !e.effect?.summary)
      fail('every event says what happened');
  }
  checkTurn(turn);
  for (const r of log.footer.results) expect(status.get(r.chariot), `${where}: ${r.chariot}`).toBe(r.status);
  expect(log.footer.results.every((r) => r.status !== 'racing')).toBe(true);
  const finishers = log.events.filter((e) => e.type === 'finish').map((e) => e.chariots[0]);
  expect(log.footer.finishingOrder).toEqual(finishers);
  for (const w of log.footer.wrecks) expect(status.get(w.chariot)).toBe('wrecked');
  // The invariants every race keeps, whatever its ruleset (tests/engine/invariants).
  expectInvariantsKept(where, log);
  const text = serializeLog(log);
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
  expect(serializeLog(parsed.value) === text, `${where}: round trip`).toBe(true);
}

/** The property tests over seeds [from, to): split over files so they run on both cores. */
export function propertiesOverSeeds(from: number, to: number): void {
  describe(`circus-maximus over seeds ${from}-${to - 1}`, () => {
    test('never throws, always finishes, on the track, no shared squares, floors kept; the rules hold; every die rolled is in the log', () => {
      for (let seed = from; seed < to; seed++) {
        const dice = new SeededDice(seed);
        const log = run(seed, dice);
        checkRace(seed, log);
        checkRuleInvariants(seed, log, dice.history);
      }
    }, 120_000);

    test('deterministic: the same seed gives the same bytes', () => {
      for (let seed = from; seed < to; seed += 50)
        expect(serializeLog(run(seed))).toBe(serializeLog(run(seed)));
    });
  });
}
