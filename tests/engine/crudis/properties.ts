import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/dice/dice.ts';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { RaceLog, SquarePoint } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { board, MAX_LANE, overlaps } from '../../../src/engine/rulesets/crudis/board.ts';
import { BOUNCE_LANES } from '../../../src/engine/rulesets/crudis/tables.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { CIRCUS } from '../../../src/engine/track/circus-maximus.ts';
import { expectInvariantsKept } from '../invariants/race-invariants.ts';
import { checkRules } from './invariants.ts';

/** The field for a seed: 2 to 12 chariots, one or two laps, so every size of race is covered. */
export function raceFor(seed: number): { count: number; laps: number } {
  return { count: 2 + (seed % 11), laps: seed % 5 === 0 ? 1 : 2 };
}

export function run(seed: number): RaceLog {
  return runWithDice(seed).log;
}

/** A seeded race and the dice it rolled, as the dice source recorded them. */
export function runWithDice(seed: number): { log: RaceLog; dice: SeededDice } {
  const { count, laps } = raceFor(seed);
  const dice = new SeededDice(seed);
  const setup = { ...defaultSetup(count), options: { laps } };
  const result = simulate({ ruleset: 'crudis', seed, setup, dice });
  if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
  return { log: result.value, dice };
}

/**
 * Every die the rules rolled is in the log: the faces of the log's rolls are exactly the faces the
 * dice source gave, die for die (events are written in the order of the turn's time, not of the
 * throws, so the faces are compared as a multiset), and as many timing dice as were thrown.
 */
export function checkDiceLogged(where: string, log: RaceLog, dice: SeededDice): void {
  const rolls = log.events.flatMap((e) => e.rolls ?? []);
  const logged = rolls.flatMap((r) => r.faces).sort((a, b) => a - b);
  const thrown = dice.history.flatMap((r) => r.faces).sort((a, b) => a - b);
  expect(logged, `${where}: the faces logged are the faces thrown`).toEqual(thrown);
  const timingThrown = dice.history.filter((r) => r.purpose === 'damage timing').length;
  const timingLogged = rolls.filter((r) => r.table === 'crudis.damage-timing').length;
  expect(timingLogged, `${where}: damage timing dice logged`).toBe(timingThrown);
}

/**
 * Checks the invariants of one race through its log alone, as the viewer and other tools see it:
 * positions finite and on the track, paths continuous, no two racing chariots overlapping at the
 * end of any turn, every wreck within the bounce table's range, a race that ends; and the rules
 * that can be read from a log (invariants.ts).
 */
export function checkRace(seed: number, log: RaceLog): void {
  const where = `seed ${seed}`;
  const { laps, maxTurns } = log.header.options as { laps: number; maxTurns: number };
  expect(log.footer.turns, `${where}: the race ends within the turn limit`).toBeLessThanOrEqual(maxTurns);
  const pos = new Map<string, SquarePoint>();
  const status = new Map<string, string>();
  for (const e of log.header.entrants) {
    pos.set(e.id, e.start as SquarePoint);
    status.set(e.id, 'racing');
  }
  const checkTurn = (turn: number): void => {
    const racing = [...pos.entries()].filter(([id]) => status.get(id) === 'racing');
    for (let i = 0; i < racing.length; i++) {
      for (let j = i + 1; j < racing.length; j++) {
        const [a, pa] = racing[i]!;
        const [b, pb] = racing[j]!;
        if (overlaps(pa, pb)) {
          throw new Error(
            `${where}: ${a} ${JSON.stringify(pa)} and ${b} ${JSON.stringify(pb)} overlap after turn ${turn}`,
          );
        }
      }
      // A chariot stands on a wreck only where it drove onto it (and rolled for crossing it): a
      // bouncing wreck never comes down on a chariot.
      for (const [w, pw] of pos.entries()) {
        const [a, pa] = racing[i]!;
        if (status.get(w) === 'wrecked' && overlaps(pa, pw) && !crossed.has(`${a}>${w}`)) {
          throw new Error(
            `${where}: ${a} ${JSON.stringify(pa)} stands on the wreck of ${w} after turn ${turn}`,
          );
        }
      }
    }
  };
  const crossed = new Set<string>();
  let turn = 0;
  for (const e of log.events) {
    if (e.type === 'wreck-cross') crossed.add(`${e.chariots[0]}>${e.chariots[1]}`);
    if (e.turn !== turn) {
      checkTurn(turn);
      turn = e.turn;
    }
    if (e.path) {
      // Any event with a path moves its first chariot along it.
      const id = e.chariots[0]!;
      const start = e.path[0] as SquarePoint;
      const current = pos.get(id)!;
      if (start.lane !== current.lane || start.sq !== current.sq) {
        throw new Error(
          `${where} seq ${e.seq}: ${e.type} of ${id} starts at ${JSON.stringify(start)}, not where it stood ${JSON.stringify(current)}`,
        );
      }
      let prev = start;
      for (const p of e.path as Array<SquarePoint & { f: number }>) {
        if (!Number.isFinite(p.lane) || !Number.isFinite(p.sq) || p.lane < 1 || p.lane > MAX_LANE) {
          throw new Error(`${where} seq ${e.seq}: ${id} off the track at ${JSON.stringify(p)}`);
        }
        if (Math.abs(p.lane - prev.lane) > 1) throw new Error(`${where} seq ${e.seq}: ${id} jumps lanes`);
        const w = board.pieceToWorld(p.lane, p.sq);
        if (
          !Number.isFinite(w.x) ||
          Math.abs(w.z) > CIRCUS.wallOffset ||
          w.x < CIRCUS.carceresX ||
          w.x > CIRCUS.endApexX
        ) {
          throw new Error(`${where} seq ${e.seq}: ${id} leaves the arena at ${JSON.stringify(w)}`);
        }
        prev = p;
      }
      pos.set(id, prev);
      if (e.type === 'bounce') {
        const side = e.rolls![1]!.faces[0]!;
        const forward = e.rolls![0]!.faces[0]!;
        const want = Math.min(MAX_LANE, Math.max(1, start.lane + BOUNCE_LANES[side - 1]!));
        // d6 squares forward, one lane aside per square; lanes beyond that are covered sideways,
        // unless the wreck strikes a chariot on the way and stops short (a collision follows).
        const shift = Math.abs(want - start.lane);
        const full = forward + Math.max(0, shift - forward);
        const struck = log.events.some(
          (x) => x.seq > e.seq && x.turn === e.turn && x.type === 'collision' && x.chariots[1] === id,
        );
        if (struck) expect(e.path.length - 1, `${where} seq ${e.seq}: struck short`).toBeLessThan(full);
        else {
          expect(prev.lane, `${where} seq ${e.seq}: wreck lane`).toBe(want);
          expect(e.path.length - 1, `${where} seq ${e.seq}: wreck squares forward`).toBe(full);
        }
        expect(forward).toBeGreaterThanOrEqual(1);
        expect(forward).toBeLessThanOrEqual(6);
        expect(Math.abs(prev.lane - start.lane)).toBeLessThanOrEqual(2);
      }
    }
    for (const [id, c] of Object.entries(e.effect?.condition ?? {})) status.set(id, c.status);
  }
  checkTurn(turn);
  for (const w of log.footer.wrecks) {
    const last = pos.get(w.chariot)!;
    expect(
      { lane: last.lane, sq: last.sq },
      `${where}: ${w.chariot}'s wreck lies where its bounce ended`,
    ).toEqual(w.at);
    expect(status.get(w.chariot)).toBe('wrecked');
  }
  // Every chariot ends finished, wrecked or retired, and the footer agrees with the events.
  for (const r of log.footer.results) expect(status.get(r.chariot), `${where}: ${r.chariot}`).toBe(r.status);
  expect(log.footer.results.every((r) => r.status !== 'racing')).toBe(true);
  const finishers = log.events.filter((e) => e.type === 'finish').map((e) => e.chariots[0]);
  expect(new Set(log.footer.finishingOrder)).toEqual(new Set(finishers));
  if (log.footer.winner) expect(log.footer.finishingOrder[0]).toBe(log.footer.winner);
  void laps;
  checkRules(where, log);
  // The log is valid and its text round-trips.
  // The invariants every race keeps, whatever its ruleset (tests/engine/invariants).
  expectInvariantsKept(where, log);
  const text = serializeLog(log);
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
  expect(serializeLog(parsed.value) === text, `${where}: round trip`).toBe(true);
}

/** The property tests over seeds [from, to): split over files so they run on both cores. */
export function propertiesOverSeeds(from: number, to: number): void {
  describe(`crudis over seeds ${from}-${to - 1}`, () => {
    test('never throws, always finishes, positions on the track, no overlaps, wrecks in range', () => {
      for (let seed = from; seed < to; seed++) {
        const { log, dice } = runWithDice(seed);
        checkRace(seed, log);
        checkDiceLogged(`seed ${seed}`, log, dice);
      }
    });

    test('deterministic: the same seed gives the same bytes, with the dice watched or not', () => {
      for (let seed = from; seed < to; seed += 50) {
        const { count, laps } = raceFor(seed);
        const plain = simulate({
          ruleset: 'crudis',
          seed,
          setup: { ...defaultSetup(count), options: { laps } },
        });
        if (!plain.ok) throw new Error(plain.error.message);
        // Watched dice are handed in, so the header names them (as any dice given to simulate).
        const watched = run(seed);
        const { dice: source, ...header } = watched.header;
        expect(source).toBe('scripted');
        expect(serializeLog({ ...watched, header })).toBe(serializeLog(plain.value));
      }
    });
  });
}
