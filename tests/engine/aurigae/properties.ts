import { describe, expect, test } from 'vitest';
import { type DiceRoll, type DiceSource, SeededDice } from '../../../src/engine/dice/dice.ts';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { RaceLog, TablePoint } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { boardMapping } from '../../../src/engine/track/board-mapping.ts';
import { SHARED_ATTRS } from '../../../src/engine/log/vocabulary.ts';
import { CIRCUS } from '../../../src/engine/track/circus-maximus.ts';
import { INTEGRITY_LEVELS } from '../../../src/engine/rulesets/aurigae/tables.ts';
import { expectInvariantsKept } from '../invariants/race-invariants.ts';

/** The field for a seed: 2 to 6 chariots, or every seventh seed 9 to 12 (a second row at the
 * start); one lap, at most 80 turns (a lap takes about 30). */
export function raceFor(seed: number): { count: number; laps: number } {
  return { count: seed % 7 === 6 ? 9 + (Math.floor(seed / 7) % 4) : 2 + (seed % 5), laps: 1 };
}

export function run(seed: number, dice?: DiceSource): RaceLog {
  const { count, laps } = raceFor(seed);
  const result = simulate({
    ruleset: 'aurigae',
    seed,
    setup: { ...defaultSetup(count), options: { laps, maxTurns: 80 } },
    ...(dice ? { dice } : {}),
  });
  if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
  return result.value;
}

const LEVELS = new Set([0, 1, 2, 3, 4]);

/**
 * Checks one race through its log alone: every path point clear of the spina (its offset from the
 * spina axis, as the viewer maps it) and inside the arena wall (world geometry from the header's
 * scale and origin), paths continuous, integrity levels on the ladder, and a footer that agrees.
 */
export function checkRace(seed: number, log: RaceLog): void {
  const where = `seed ${seed}`;
  const board = log.header.track.board;
  if (board.kind !== 'table' || !board.origin) throw new Error(`${where}: not a table board`);
  const mapping = boardMapping(board);
  const spinaClear = CIRCUS.trackInnerOffset; // the sand begins here; no chariot centre inside
  const onTable = (p: TablePoint, what: string): void => {
    // Laps of the track done: a chariot never stands before its first lap began.
    if ((p.lap ?? 0) < 0) throw new Error(`${where} ${what}: lap ${p.lap} at ${JSON.stringify(p)}`);
    const wx = board.origin!.x + p.x * board.scale;
    const wz = board.origin!.z - p.y * board.scale;
    const place = mapping.place(p);
    if (!(place.d >= spinaClear))
      throw new Error(`${where} ${what}: inside the spina at ${JSON.stringify(p)}`);
    const side =
      wx > CIRCUS.endCentreX
        ? CIRCUS.arenaWidth / 2 - Math.hypot(wx - CIRCUS.endCentreX, wz)
        : CIRCUS.wallOffset - Math.abs(wz);
    if (!(side > 0 && wx > CIRCUS.carceresX))
      throw new Error(`${where} ${what}: beyond the outer wall at ${JSON.stringify(p)}`);
    if (!Number.isFinite(p.heading) || p.heading < 0 || p.heading >= 360)
      throw new Error(`${where} ${what}: heading ${p.heading}`);
  };
  const pos = new Map<string, TablePoint>();
  const status = new Map<string, string>();
  const level = new Map<string, number>();
  for (const e of log.header.entrants) {
    onTable(e.start as TablePoint, `${e.id} start`);
    // The field starts on its first straight: at or past the start line, a lap still to run.
    const start = mapping.place(e.start).station;
    if (!(start >= 0 && start < 1)) throw new Error(`${where}: ${e.id} starts at station ${start}`);
    pos.set(e.id, e.start as TablePoint);
    status.set(e.id, 'racing');
    level.set(e.id, 0);
  }
  const wreckAt = new Map<string, TablePoint>();
  /** The level each chariot's last check left it at (seed IV/III), to meet at its next move. */
  const checked = new Map<string, number>();
  const order = { turn: 0, station: Infinity, speed: Infinity };
  const feet = new Map<string, Foot>();
  for (const e of log.events) {
    checkFoot(where, e, pos, feet);
    if (e.type === 'move') {
      checkIntegrity(where, e, level, checked);
      checkStop(where, e);
      checkParallel(where, e, board);
    }
    if (e.type === 'move' || (e.type === 'runaway' && e.path)) {
      const station = mapping.place(pos.get(e.chariots[0]!)!).station;
      checkOrder(where, e, station, order);
    }
    if (e.path && status.get(e.chariots[0]!) === 'wrecked') {
      // After the crash only the runaway team moves, at the speed it had, with no dice (glancing
      // along the spina or the wall when it strikes one).
      const runs = e.type === 'runaway' && e.rule === 'aurigae.runaway-team';
      const glances = e.type === 'barrier' && e.rule === 'aurigae.collision';
      if (!(runs || glances) || e.rolls)
        throw new Error(`${where} seq ${e.seq}: a wrecked ${e.chariots[0]} moves by ${e.type}`);
    }
    for (const [id, p] of Object.entries(e.at ?? {})) onTable(p as TablePoint, `seq ${e.seq} at ${id}`);
    if (e.type === 'wreck') {
      const id = e.chariots[0]!;
      expect(e.at?.[id], `${where} seq ${e.seq}: the wreck lies where the chariot stood`).toEqual(
        pos.get(id),
      );
      wreckAt.set(id, pos.get(id)!);
    }
    if (e.path) {
      const id = e.chariots[0]!;
      const start = e.path[0] as TablePoint;
      const here = pos.get(id)!;
      if (
        start.x !== here.x ||
        start.y !== here.y ||
        start.heading !== here.heading ||
        (start.lap ?? 0) !== (here.lap ?? 0)
      )
        throw new Error(
          `${where} seq ${e.seq}: ${id} starts at ${JSON.stringify(start)}, not ${JSON.stringify(here)}`,
        );
      let f = 0;
      for (const p of e.path) {
        onTable(p as TablePoint, `seq ${e.seq}`);
        expect(p.f).toBeGreaterThanOrEqual(f);
        f = p.f;
      }
      const { f: _f, ...end } = e.path[e.path.length - 1] as TablePoint & { f: number };
      pos.set(id, end);
    }
    for (const [id, c] of Object.entries(e.effect?.condition ?? {})) {
      status.set(id, c.status);
      if (
        !SHARED_ATTRS.driver.includes(c.attrs.driver as never) ||
        !SHARED_ATTRS.team.includes(c.attrs.team as never)
      )
        throw new Error(`${where} seq ${e.seq}: driver ${c.attrs.driver}, team ${c.attrs.team}`);
      const dev = c.attrs.deviation;
      if (typeof dev !== 'number' || !LEVELS.has(dev))
        throw new Error(`${where} seq ${e.seq}: deviation ${dev}`);
      if (c.status === 'wrecked' && dev !== 4)
        throw new Error(`${where} seq ${e.seq}: a wreck at level ${dev}`);
      if (c.status === 'racing' && dev === 4) throw new Error(`${where} seq ${e.seq}: racing after a crash`);
      level.set(id, dev);
    }
  }
  for (const [id, f] of feet)
    if (!f.safe && f.turn !== log.footer.turns)
      throw new Error(
        `${where}: ${id}'s charioteer on foot stops running on turn ${f.turn}, short of safety`,
      );
  const { maxTurns } = log.header.options as { maxTurns: number };
  expect(log.footer.turns).toBeLessThanOrEqual(maxTurns);
  for (const r of log.footer.results) expect(status.get(r.chariot), `${where}: ${r.chariot}`).toBe(r.status);
  expect(log.footer.results.every((r) => r.status !== 'racing')).toBe(true);
  // Ranked by the moment each crossed (a later mover may cross earlier in the turn).
  const finishers = log.events
    .filter((e) => e.type === 'finish')
    .sort((a, b) => a.t - b.t || a.seq - b.seq)
    .map((e) => e.chariots[0]);
  expect(log.footer.finishingOrder).toEqual(finishers);
  expect(log.footer.winner).toBe(finishers[0] ?? null);
  expect(log.footer.eventCount).toBe(log.events.length);
  const wrecks = log.events.filter((e) => e.type === 'wreck');
  expect(log.footer.wrecks.map((w) => w.chariot)).toEqual(wrecks.map((e) => e.chariots[0]));
  for (const w of log.footer.wrecks) {
    expect(status.get(w.chariot)).toBe('wrecked');
    expect(w.at).toEqual(wreckAt.get(w.chariot));
    expect(level.get(w.chariot)).toBe(4);
  }
  // The invariants every race keeps, whatever its ruleset (tests/engine/invariants).
  expectInvariantsKept(where, log);
  const text = serializeLog(log);
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
  expect(serializeLog(parsed.value) === text, `${where}: round trip`).toBe(true);
}

/**
 * Seed IV/III from the log alone: a check lost by `excess` points loses floor(excess / 20) levels,
 * one won by `margin` points regains floor(margin / 20); the roll's ladder row is the level it
 * leaves, and that is the level the chariot has when it next moves.
 */
function checkIntegrity(
  where: string,
  e: RaceLog['events'][number],
  level: Map<string, number>,
  checked: Map<string, number>,
): void {
  const id = e.chariots[0]!;
  const before = level.get(id)!;
  if (checked.has(id) && checked.get(id) !== before)
    throw new Error(
      `${where} seq ${e.seq}: ${id} moves at level ${before}, its last check left ${checked.get(id)}`,
    );
  const check = e.rolls?.find((r) => r.purpose === 'check');
  if (!check) return;
  const target = check.target!.value;
  const roll = check.total;
  const after =
    roll < target
      ? Math.max(0, before - Math.floor((target - roll) / 20))
      : Math.min(4, before + Math.floor((roll - target) / 20));
  if (check.row !== INTEGRITY_LEVELS[after])
    throw new Error(
      `${where} seq ${e.seq}: ${id} at level ${before} rolls ${roll} against ${target}: row ${check.row}, not ${INTEGRITY_LEVELS[after]}`,
    );
  checked.set(id, after);
}

/**
 * Seed I/I B from the log alone: in each turn the chariots (and runaway teams) move first to last,
 * by where they stood when the turn began; on turn 1, where the field stands level on the start
 * line, ties go to the fastest start speed, the speed the plot's dice gave from a standstill.
 */
function checkOrder(
  where: string,
  e: RaceLog['events'][number],
  station: number,
  order: { turn: number; station: number; speed: number },
): void {
  if (e.turn !== order.turn) {
    order.turn = e.turn;
    order.station = Infinity;
    order.speed = Infinity;
  }
  if (station > order.station + 1e-9)
    throw new Error(
      `${where} seq ${e.seq}: ${e.chariots[0]} moves from station ${station} after one from ${order.station}`,
    );
  if (e.turn === 1) {
    const roll = e.rolls?.find((r) => r.purpose === 'speed');
    const speed = roll ? Math.max(0, (roll.row!.startsWith('up') ? 1 : -1) * roll.total) : 0;
    if (station === order.station && speed > order.speed)
      throw new Error(
        `${where} seq ${e.seq}: ${e.chariots[0]} starts at ${speed} after one at ${order.speed}`,
      );
    order.speed = speed;
  }
  order.station = station;
}

/**
 * Seed III/II from the log alone: "The 4D6 change is only used to stop the chariot abruptly". A
 * 4d6 change is plotted only at a speed the dice can stop (24 or less), and it takes their total
 * off, to a standstill at least. The roll's outcome reads "before → after".
 */
function checkStop(where: string, e: RaceLog['events'][number]): void {
  const roll = e.rolls?.find((r) => r.purpose === 'speed' && r.dice === '4d6');
  if (!roll) return;
  const m = /^(\d+) → (\d+)$/.exec(roll.outcome);
  if (!m) throw new Error(`${where} seq ${e.seq}: a 4d6 change reads "${roll.outcome}"`);
  const [before, after] = [Number(m[1]), Number(m[2])];
  if (roll.row !== 'stop-4d6' || before > 24 || after !== Math.max(0, before - roll.total))
    throw new Error(`${where} seq ${e.seq}: a 4d6 ${roll.row} from ${before} to ${after} with ${roll.total}`);
}

/**
 * Seed IV/I from the log alone: "Chariots that are on the strait away may make minor adjustments
 * to the position of the model to make it parallel to the direction of travel". A driven move that
 * goes somewhere and ends between the metae ends parallel to the straight, or more than the
 * adjustment (10°, house) off it: never a little off.
 */
function checkParallel(
  where: string,
  e: RaceLog['events'][number],
  board: { origin?: { x: number }; scale: number },
): void {
  const path = e.path as Array<TablePoint & { f: number }> | undefined;
  if (!path || path.length < 2) return;
  const [a, b] = [path[0]!, path[path.length - 1]!];
  if (a.x === b.x && a.y === b.y) return;
  const wx = board.origin!.x + b.x * board.scale;
  if (wx < CIRCUS.westMetaX || wx > CIRCUS.eastMetaX) return;
  const off = Math.min(b.heading % 180, 180 - (b.heading % 180));
  if (off > 0 && off <= 10)
    throw new Error(
      `${where} seq ${e.seq}: ends on the straight at heading ${b.heading}, ${off}° off parallel`,
    );
}

/** A charioteer on foot: where he stands, the last turn he ran, whether he is safe. */
interface Foot {
  at: TablePoint;
  turn: number;
  safe: boolean;
}

/**
 * Seed V/III (Move Allowance 10") from the log alone: a charioteer who cuts the reins rolls free
 * where his team stands and runs each turn from then on, the turn he cut free in first, never more
 * than 10 inches, until he is safe; after that he never runs again.
 */
function checkFoot(
  where: string,
  e: RaceLog['events'][number],
  pos: Map<string, TablePoint>,
  feet: Map<string, Foot>,
): void {
  const id = e.chariots[0]!;
  if (e.type === 'cut-free') feet.set(id, { at: pos.get(id)!, turn: e.turn - 1, safe: false });
  if (e.type !== 'on-foot') return;
  const f = feet.get(id);
  const to = e.at?.[id] as TablePoint | undefined;
  if (!f || f.safe || !to)
    throw new Error(`${where} seq ${e.seq}: ${id} runs on foot, not cut free or already safe`);
  const ran = Math.hypot(to.x - f.at.x, to.y - f.at.y);
  if (ran > 10 + 0.015 || e.turn !== f.turn + 1)
    throw new Error(
      `${where} seq ${e.seq}: ${id} runs ${ran} in on foot on turn ${e.turn} (last ran on ${f.turn})`,
    );
  feet.set(id, { at: to, turn: e.turn, safe: /safe/.test(e.effect?.summary ?? '') });
}

/**
 * Every die rolled is in the log: each chariot's dice (the purpose the engine rolls them for
 * begins with its id), in the order thrown, are the faces of the rolls of its events, in the
 * order logged. (A driver's speed dice are thrown with every plot, before anyone moves, and
 * logged on his move, so only each chariot's own order is the same.)
 */
export function checkDice(seed: number, log: RaceLog, thrown: readonly DiceRoll[]): void {
  const by = (list: Array<[string, string]>): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const [id, faces] of list) m.set(id, [...(m.get(id) ?? []), faces]);
    return m;
  };
  const logged = by(
    log.events.flatMap((e) =>
      (e.rolls ?? []).map((r): [string, string] => [e.chariots[0]!, r.faces.join(',')]),
    ),
  );
  const rolled = by(thrown.map((r): [string, string] => [r.purpose.split(':')[0]!, r.faces.join(',')]));
  for (const e of log.header.entrants)
    expect(logged.get(e.id) ?? [], `seed ${seed}: ${e.id}'s dice`).toEqual(rolled.get(e.id) ?? []);
  expect(
    [...rolled.keys()].every((id) => logged.has(id)),
    `seed ${seed}: dice of no chariot`,
  ).toBe(true);
}

export function propertiesOverSeeds(from: number, to: number): void {
  describe(`aurigae over seeds ${from}-${to - 1}`, () => {
    test('never throws, always ends, clear of the spina and the wall, levels valid, footer consistent, every die rolled in the log', () => {
      for (let seed = from; seed < to; seed++) {
        const dice = new SeededDice(seed);
        const log = run(seed, dice);
        checkRace(seed, log);
        checkDice(seed, log, dice.history);
      }
    });

    test('deterministic: the same seed gives the same bytes', () => {
      for (let seed = from; seed < to; seed += 50)
        expect(serializeLog(run(seed))).toBe(serializeLog(run(seed)));
    });
  });
}
