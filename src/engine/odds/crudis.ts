/**
 * What a Crudis driver weighs as he picks his manoeuvre, once the dice are thrown: the danger
 * lines the move crosses and the lane he is in at each, the check there (2d6 must beat SPEED −
 * LANE, SPEED being the squares the move covers, a ram one fewer: seed "Danger Lines"), the chance
 * of passing every one, and, when a check fails, what the red die does on the damage table (with
 * the chariot's damage modifier). Read from the move's options alone, as the AI reads them.
 */
import { tracePath } from '../rulesets/crudis/ai.ts';
import { frontStation } from '../rulesets/crudis/board.ts';
import type { CrudisDecisions, MoveValue } from '../rulesets/crudis/decisions.ts';
import {
  type DamageResult,
  damageRow,
  RULES,
  WHIP_TABLE,
  type WhipResult,
  type WhipTarget,
} from '../rulesets/crudis/tables.ts';
import { chanceBetween } from './dice.ts';

export interface DangerLineOdds {
  /** The line's station: odd ones begin a turn, even ones end it (the finish line is no danger). */
  station: number;
  /** The lane the chariot is in as it crosses the line. */
  lane: number;
  /** The white dice must total more than this (SPEED − LANE). */
  beat: number;
  /** The chance they do. */
  pass: number;
}

export interface CrudisMoveOdds {
  /** SPEED at the danger lines: the squares forward, less one for a ram. */
  speed: number;
  lines: DangerLineOdds[];
  /** The chance of passing every danger line crossed (1 when none). */
  passAll: number;
  /** Rolls on the damage table for passing (one) or crossing (two) wrecks on the way. */
  wreckRolls: number;
  /** The move runs into a chariot it does not ram: the step and whom (it stops there). */
  blocked: { step: number; by: string } | null;
  /** A failed check: the red die (+ damage modifier) on the damage table, each row's chance. */
  onFail: Array<{ result: DamageResult; label: string; chance: number }>;
}

/** The damage table read with 1d6 + the chariot's damage modifier (totals past an end read it). */
export function damageChances(damageMod: number): CrudisMoveOdds['onFail'] {
  const out: CrudisMoveOdds['onFail'] = [];
  for (let face = 1; face <= 6; face++) {
    const row = damageRow(face + damageMod);
    const same = out.find((o) => o.result === row.result);
    if (same) same.chance += 1 / 6;
    else out.push({ result: row.result, label: row.label, chance: 1 / 6 });
  }
  return out;
}

export function crudisMoveOdds(options: CrudisDecisions['move']['options'], move: MoveValue): CrudisMoveOdds {
  const trace = tracePath(options.position, move.laterals);
  const speed = move.forward - (move.ram ? RULES.ramMoveCost.value : 0);
  // The lines a forward path crosses are the whole stations after its front, one after another.
  const first = Math.max(1, Math.floor(frontStation(options.position.self) + 1e-9) + 1);
  const lines: DangerLineOdds[] = [];
  for (const [k, lane] of trace.dangerLanes.entries()) {
    const station = first + k;
    // At the finish line and past it the race is run: no check.
    if (station >= options.position.finishStation) break;
    const beat = speed - lane;
    lines.push({ station, lane, beat, pass: chanceBetween(2, 6, 0, beat + 1) });
  }
  return {
    speed,
    lines,
    passAll: lines.reduce((p, l) => p * l.pass, 1),
    wreckRolls: trace.wreckRolls,
    blocked:
      trace.blockedAt !== null && trace.blocker !== move.ram
        ? { step: trace.blockedAt, by: trace.blocker! }
        : null,
    onFail: damageChances(options.position.damageMod),
  };
}

/** Whipping a rival: one die on the whip table, in the column of the part whipped (seed). */
export function whipAttackChances(part: WhipTarget): Array<{ result: WhipResult; chance: number }> {
  const out: Array<{ result: WhipResult; chance: number }> = [];
  for (const result of WHIP_TABLE[part]) {
    const same = out.find((o) => o.result === result);
    if (same) same.chance += 1 / 6;
    else out.push({ result, chance: 1 / 6 });
  }
  return out;
}

/**
 * Whipping for speed (seed): the red die gives that many squares more, and each white die is read
 * on the damage table for horse damage only: the chance a horse is hurt at least once.
 */
export function whipSpeedHorseRisk(damageMod: number): number {
  let hurt = 0;
  for (let face = 1; face <= 6; face++) {
    const r = damageRow(face + damageMod).result;
    if (r === 'horse-hurt' || r === 'horse-badly-hurt') hurt++;
  }
  const safe = 1 - hurt / 6;
  return 1 - safe * safe;
}
