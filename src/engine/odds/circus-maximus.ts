/**
 * What a Circus Maximus driver weighs as he writes his speed: the corner ahead, the safe speed of
 * the lane he steers for, and, when he would take the corner over it, the endurance it costs and
 * the chance of each result of the corner strain chart (3d6 − CDM, with the blade and weather
 * modifiers, in the column of the points over). And as he moves, each attack he may make: what it
 * costs of his move, its roll to hit and the chance of each result of the table it is read on.
 * Read from his view alone, as the AI reads it.
 */
import { cornerOf, LANES, laneChangeSquare, squaresToCorner } from '../rulesets/circus-maximus/board.ts';
import { CmFigures } from '../rulesets/circus-maximus/context.ts';
import {
  type AttackOptions,
  type AttackValue,
  attackCost,
  type CmView,
} from '../rulesets/circus-maximus/decisions.ts';
import type { Chariot } from '../rulesets/circus-maximus/state.ts';
import {
  CORNER_STRAIN,
  DAMAGE_TO_CARS,
  DUST_TABLE,
  HORSE_INJURY,
  KNIFE_TABLE,
  LASH_COLUMNS,
  LASH_TABLE,
  lashColumn,
  type RangeTable,
  type ResultCode,
  RULES,
  resultLabel,
  SCYTHE_RAM_BONUS,
  SPEAR_TABLE,
  WEIGHT,
} from '../rulesets/circus-maximus/tables.ts';
import { knifeRange } from '../rulesets/circus-maximus/weapons.ts';
import { chanceBetween, sumWays } from './dice.ts';

export interface CornerOdds {
  /** The chariot stands in a corner now. */
  inCorner: boolean;
  /** Squares before the next corner's first square. */
  toCorner: number;
  /** The written speed takes the chariot into the corner this turn. */
  reaches: boolean;
  lane: number;
  /** The lane's safe corner speed for this chariot (its weight and the mud counted). */
  safe: number;
  /** Points over the safe speed (0: none, no check). */
  over: number;
  /** Endurance the corner costs (one a point over, at most what is left). */
  enduranceLost: number;
  /** What is added to the 3d6 (− CDM, blades, rain, mud). */
  modifier: number;
  /** Each result of the chart's column with its chance, worst first, then "no effect" (none when not over). */
  outcomes: Array<{ code: ResultCode; chance: number }>;
}

/** The safe corner speed of every lane for the viewing driver, lane 1 first. */
export function safeSpeeds(view: CmView): number[] {
  const { f, me } = figures(view);
  return Array.from({ length: LANES }, (_, i) => f.safeSpeed(me, i + 1));
}

/** The corner ahead at a written speed, steering for `lane`. */
export function cornerOdds(view: CmView, speed: number, lane: number): CornerOdds {
  const { f, me } = figures(view);
  const toCorner = squaresToCorner(me.lane, me.sq);
  const safe = f.safeSpeed(me, lane);
  const over = Math.max(0, speed - safe);
  const modifier = f.strainModifiers(me).reduce((n, m) => n + m.value, 0);
  const outcomes: CornerOdds['outcomes'] = [];
  if (over > 0) {
    const col = Math.min(6, over) - 1;
    let below = Infinity;
    for (const row of CORNER_STRAIN.rows) {
      const from = row.from[col]!;
      outcomes.push({ code: row.outcome.code, chance: chanceBetween(3, 6, modifier, from, below - 1) });
      below = Math.min(below, from);
    }
    outcomes.push({ code: 'none', chance: chanceBetween(3, 6, modifier, -Infinity, below - 1) });
  }
  return {
    inCorner: cornerOf(me.lane, me.sq) !== null,
    toCorner,
    reaches: speed > toCorner,
    lane,
    safe,
    over,
    enduranceLost: Math.min(over, Math.max(0, me.endurance)),
    modifier,
    outcomes,
  };
}

/** A roll to hit: `dice`d6 + `plus` against a target, and its chance. */
export interface ToHit {
  dice: number;
  plus: number;
  op: '>=' | '<=';
  value: number;
  chance: number;
}

/** One result an attack can come to, as its table words it, with its chance. */
export interface AttackOutcome {
  /** The table's result ('minor-wound', 'wheel', 2 for hits on a horse), or 'miss' / 'evaded'. */
  result: string | number;
  /** The table's words for it ('' for a miss or an evasion). */
  label: string;
  /** The result lands on the attacker, not the target (a whip grabbed, a rebound, dust blown back). */
  backfires: boolean;
  /** It does nothing to anyone (a glancing blow, no damage). */
  nothing: boolean;
  chance: number;
}

export interface AttackOdds {
  attack: AttackValue;
  /** Movement factors it costs of this move. */
  cost: number;
  /** The attacker's own roll to hit (dust, knife, spear); null when the blow always lands (lash, ram). */
  toHit: ToHit | null;
  /** A rammed rival swerves away on 2d6 + CDM ≥ 11 when the lane beyond him is free: his chance
   * (0 without room); null for every attack but a ram. */
  evade: { chance: number; room: boolean } | null;
  /** The lash: the table's column is the difference of the two rolls (attacker − defender). */
  lash: { plus: number; longWhip: boolean } | null;
  /** The table the blow is read on, its dice and what is added to them. */
  table: { id: string; dice: number; plus: number } | null;
  /** The knife's range in squares (one die a square). */
  range: number | null;
  /** The knife thrown is the small one (+1 on each to-hit die). */
  smallKnife: boolean;
  /** Every result with its chance, misses and evasions first: they add up to 1. */
  outcomes: AttackOutcome[];
  /** The chance the blow does the target harm (not a miss, evasion, backfire or nothing). */
  harms: number;
}

/** The chance of each row of a table read with `dice`d6 + `plus` (totals past an end read the end row). */
function tableChances<R>(
  table: RangeTable<R>,
  dice: number,
  plus: number,
): Array<{ result: R; label: string; chance: number }> {
  const rows = table.rows;
  return rows.map((r, i) => ({
    result: r.result,
    label: r.label,
    chance: chanceBetween(
      dice,
      6,
      plus,
      i === 0 ? -Infinity : r.min,
      i === rows.length - 1 ? Infinity : r.max,
    ),
  }));
}

/** Results that fall on the attacker or do nothing, by table. */
const BACKFIRES = new Set<unknown>(['whip-grabbed', 'rebound', 'blowback', 'swerve-into']);
const NOTHING = new Set<unknown>(['none', 'glancing', 0]);

/** Both squares a piece would fill at (lane, sq) are free of chariots and runaway teams. */
function free(view: CmView, me: Chariot, lane: number, sq: number): boolean {
  return !view.chariots.some(
    (o) =>
      o !== me &&
      o.lane === lane &&
      (o.status === 'racing' || o.team === 'runaway') &&
      Math.abs(o.sq - sq) <= 1,
  );
}

/**
 * The odds of one attack the options allow: its cost, its roll to hit, and the chance of each
 * result of its table, as combat.ts and weapons.ts resolve it (the own-spear checks a ram can set
 * off are not counted).
 */
export function attackOdds(view: CmView, options: AttackOptions, attack: AttackValue): AttackOdds {
  const { f, me } = figures(view);
  const target = view.chariots.find((c) => c.id === attack.target);
  if (!target) throw new Error(`the view has no chariot ${attack.target}`);
  const side = (
    options.reach.find((r) => r.target === attack.target) ??
    options.rivals.find((r) => r.target === attack.target)
  )?.side;
  if (side === undefined) throw new Error(`${attack.target} is not a rival the attack can reach`);
  const cdmA = f.cdm(me);
  const cdmD = f.cdm(target);
  const blades = SCYTHE_RAM_BONUS[side < 0 ? me.spec.leftScythe : me.spec.rightScythe];
  const odds: AttackOdds = {
    attack,
    cost: attackCost(attack.kind),
    toHit: null,
    evade: null,
    lash: null,
    table: null,
    range: null,
    smallKnife: false,
    outcomes: [],
    harms: 0,
  };
  const read = <R>(table: RangeTable<R>, dice: number, plus: number, scale: number) => {
    odds.table = { id: table.id, dice, plus };
    for (const r of tableChances(table, dice, plus))
      odds.outcomes.push({
        result: r.result as string | number,
        label: r.label,
        backfires: BACKFIRES.has(r.result),
        nothing: NOTHING.has(r.result),
        chance: r.chance * scale,
      });
  };
  const miss = (chance: number, result: 'miss' | 'evaded') =>
    odds.outcomes.push({ result, label: '', backfires: false, nothing: true, chance });
  const toHit = (dice: number, plus: number, op: '>=' | '<=', value: number): number => {
    const chance =
      op === '>=' ? chanceBetween(dice, 6, plus, value) : chanceBetween(dice, 6, plus, -Infinity, value);
    odds.toHit = { dice, plus, op, value, chance };
    miss(1 - chance, 'miss');
    return chance;
  };
  switch (attack.kind) {
    case 'lash': {
      const longWhip = me.whip === 'long';
      odds.lash = { plus: cdmA - cdmD, longWhip };
      odds.table = { id: LASH_TABLE.id, dice: 2, plus: cdmA - cdmD };
      // The difference of two 2d6 rolls: count every pair of sums once.
      const ways = sumWays(2, 6);
      const byColumn = new Array<number>(LASH_COLUMNS.length).fill(0);
      for (let a = 2; a <= 12; a++)
        for (let d = 2; d <= 12; d++)
          byColumn[lashColumn(a + cdmA - (d + cdmD), longWhip)]! += (ways[a]! * ways[d]!) / 1296;
      const row = LASH_TABLE[attack.part === 'team' ? 'team' : 'driver'];
      for (let col = 0; col < row.length; col++) {
        const o = row[col]!;
        const key = `${o.code}${o.hits ? `:${o.hits}` : ''}`;
        const same = odds.outcomes.find((x) => x.result === key);
        if (same) same.chance += byColumn[col]!;
        else
          odds.outcomes.push({
            result: key,
            label: resultLabel(o),
            backfires: BACKFIRES.has(o.code),
            nothing: NOTHING.has(o.code),
            chance: byColumn[col]!,
          });
      }
      break;
    }
    case 'ram': {
      const away = target.lane + side;
      const room =
        away >= 1 &&
        away <= LANES &&
        free(view, target, away, laneChangeSquare(target.lane, target.sq, away));
      const evade = room ? chanceBetween(2, 6, cdmD, RULES.evadeTarget.value) : 0;
      odds.evade = { chance: evade, room };
      miss(evade, 'evaded');
      if (attack.part === 'team') read(HORSE_INJURY, 2, WEIGHT[me.spec.weight].ram + blades, 1 - evade);
      else read(DAMAGE_TO_CARS, 3, cdmA - cdmD + blades, 1 - evade);
      break;
    }
    case 'dust':
      read(DUST_TABLE, 2, cdmD, toHit(2, cdmA, '>=', RULES.hitTarget.value));
      break;
    case 'knife': {
      const range = knifeRange(me, target);
      const small = !me.knife;
      odds.range = range;
      odds.smallKnife = small;
      read(KNIFE_TABLE, 2, cdmD, toHit(range, -cdmA + (small ? range : 0), '<=', RULES.knifeTarget.value));
      break;
    }
    case 'spear':
      read(SPEAR_TABLE, 2, 0, toHit(2, cdmA, '>=', RULES.hitTarget.value));
      break;
  }
  odds.harms = odds.outcomes.reduce((n, o) => n + (o.backfires || o.nothing ? 0 : o.chance), 0);
  return odds;
}

function figures(view: CmView): { f: CmFigures; me: Chariot } {
  const f = new CmFigures(
    { weather: view.weather, chariots: view.chariots },
    { rules: view.rules, laps: view.laps },
  );
  const me = view.chariots.find((c) => c.id === view.chariot);
  if (!me) throw new Error(`the view has no chariot ${view.chariot}`);
  return { f, me };
}
