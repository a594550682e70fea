/**
 * Crudis' typed fields in a log upgraded from version 1: those version 1 held as data (chariots,
 * rolls with their tables and rows, conditions, rule ids, the header, the footer, the order of
 * events), never read from its words. A fact version 1 said only in words (the danger line's
 * station, the damage a timing die put later in the move) stays absent.
 */
import {
  BOUNCE_LANES,
  DAMAGE_TIMING,
  damageRow,
  LOCKED_TABLE,
  RIP_RESULTS,
  RIP_TABLE,
  SWERVE_LANES,
  WHIP_TABLE,
  type WhipTarget,
} from '../../rulesets/crudis/tables.ts';
import type { RaceEventV1, RaceLogV1, Roll } from '../schema.ts';
import type { DamageRead } from './crudis.ts';

const DAMAGE_TABLE = 'crudis.damage-table';
const TIMING_TABLE = 'crudis.damage-timing';
const WHIP_TABLE_ID = 'crudis.whip-table.';

const rowOf = (roll: Roll | undefined): number | undefined =>
  roll?.row === undefined ? undefined : Number(roll.row);

/** Whose each roll on the damage table is, in the order rolled, by the event's type and rows. */
function damageOwners(event: RaceEventV1): string[] {
  const [a, b] = event.chariots;
  if (a === undefined) return [];
  if ((event.type === 'collision' || event.type === 'ram') && b !== undefined) return [a, b];
  if (event.type === 'rip-wheels' && b !== undefined) {
    const rolls = event.rolls ?? [];
    const first = RIP_TABLE[(rowOf(rolls[0]) ?? 0) - 1];
    const second = RIP_RESULTS[(rowOf(rolls.find((r) => r.table === 'crudis.rip-off-results')) ?? 0) - 1];
    if (first === 'attacker-damaged') return [a];
    if (second === 'both-damaged') return [a, b];
    return [b, b];
  }
  return (event.rolls ?? []).map(() => a);
}

/** Every roll on the damage table the event made, with the timing die rolled after it. */
function damageOf(event: RaceEventV1): DamageRead[] | undefined {
  const owners = damageOwners(event);
  const out: DamageRead[] = [];
  for (const roll of event.rolls ?? []) {
    const row = rowOf(roll);
    if (row === undefined) continue;
    if (roll.table === DAMAGE_TABLE) {
      const chariot = owners[out.length];
      if (chariot === undefined) return undefined;
      out.push({ chariot, result: damageRow(row).result, timing: null });
    } else if (roll.table === TIMING_TABLE && out.length > 0) {
      out[out.length - 1]!.timing = DAMAGE_TIMING[row - 1] ?? null;
    }
  }
  return out;
}

/** The latest event before `index` that `match` accepts. */
function before(log: RaceLogV1, index: number, match: (e: RaceEventV1) => boolean): RaceEventV1 | undefined {
  for (let i = index - 1; i >= 0; i--) if (match(log.events[i]!)) return log.events[i];
  return undefined;
}

const status = (e: RaceEventV1 | undefined, id: string | undefined) =>
  id === undefined ? undefined : e?.effect?.condition?.[id]?.status;

const READ_BY: Readonly<Record<string, string>> = {
  'danger-check': 'danger-line',
  'wreck-pass': 'wreck-pass',
  'wreck-cross': 'wreck-cross',
  collision: 'collision',
  ram: 'ram',
};

const WRECK_BY_RULE: Readonly<Record<string, string>> = {
  'crudis.whip-to-attack': 'whip',
  'crudis.locked-together': 'locked',
  'crudis.barrier-scrape': 'barrier',
  'crudis.rip-off-wheels': 'rip',
  'crudis.ramming': 'ram',
};

/** What wrecked a chariot, and where a timing die put it: from the rule and the event that read it. */
function wreckCause(event: RaceEventV1, log: RaceLogV1, index: number): Record<string, unknown> {
  const id = event.chariots[0];
  const byRule = WRECK_BY_RULE[event.rule];
  if (byRule) return { cause: byRule, timing: null };
  if (event.rule === 'crudis.collision') {
    const hit = before(log, index, (e) => e.type === 'collision' && e.chariots.includes(id ?? ''));
    const struck = hit && hit.chariots[0] === id && damageOf(hit)?.length === 1;
    return { cause: struck ? 'struck' : 'collision', timing: null };
  }
  if (event.rule !== 'crudis.damage-timing') return {};
  // Broken up where the timing die put it: the WRECK! read in its own move, this turn.
  const read = before(
    log,
    index,
    (e) =>
      e.turn === event.turn &&
      e.type in READ_BY &&
      (damageOf(e) ?? []).some((d) => d.chariot === id && d.result === 'wreck'),
  );
  const wreck = read && damageOf(read)!.find((d) => d.chariot === id && d.result === 'wreck');
  return read && wreck ? { cause: READ_BY[read.type], timing: wreck.timing } : {};
}

/** A collision's or ram's outcome, from the conditions after it and the event that follows. */
function collisionOutcome(event: RaceEventV1, log: RaceLogV1, index: number): string | undefined {
  const [a, b] = event.chariots;
  const damage = damageOf(event);
  if (damage === undefined) return undefined;
  if (damage.length === 1) return 'struck';
  if (status(event, a) === 'wrecked') return 'wrecked';
  if (status(event, b) === 'wrecked') return 'drives-on';
  const next = log.events[index + 1];
  if (next?.type === 'shove' && next.chariots[0] === b) return 'moved-aside';
  const [mine, theirs] = (event.rolls ?? []).filter((r) => r.table === DAMAGE_TABLE).map((r) => rowOf(r)!);
  // A locked group's member cannot shove (it is stopped whatever the dice say).
  const locked = event.effect?.condition?.[a ?? '']?.attrs['locked'];
  return theirs! < mine! && locked === null ? 'no-room' : 'stopped';
}

export function crudisFromV1(event: RaceEventV1, log: RaceLogV1, index: number): Record<string, unknown> {
  const [first, second] = event.chariots;
  const rolls = event.rolls ?? [];
  const damage = damageOf(event);
  const withDamage = damage === undefined ? {} : { damage };
  switch (event.type) {
    case 'turn-start':
      return { order: [...event.chariots] };
    case 'roll': {
      const next = log.events[index + 1]?.type;
      const reads =
        next === 'locked'
          ? 'locked'
          : next === 'lose-control'
            ? 'swerve'
            : next === 'decision'
              ? 'manoeuvre'
              : undefined;
      return {
        ...(rolls[0] ? { speed: rolls[0].total } : {}),
        ...(rolls[1] ? { red: rolls[1].faces[0] } : {}),
        ...(reads ? { reads } : {}),
      };
    }
    case 'danger-check': {
      const check = rolls[0];
      if (!check?.target) return withDamage;
      // A chariot broken up at the start of its move is logged where the move began: its lane
      // then is not the lane it crossed in.
      const atStart = damage?.some((d) => d.result === 'wreck' && d.timing === 'start');
      const lane =
        first === undefined ? undefined : (event.at?.[first] as { lane?: number } | undefined)?.lane;
      return {
        passed: check.total > check.target.value,
        ...(lane !== undefined && !atStart ? { lane, speed: check.target.value + lane } : {}),
        ...withDamage,
      };
    }
    case 'lose-control': {
      const roll = log.events[index - 1];
      const red = roll?.type === 'roll' && roll.chariots[0] === first ? roll.rolls?.[1]?.faces[0] : undefined;
      return red === undefined ? {} : { lanes: SWERVE_LANES[red - 1] };
    }
    case 'barrier': {
      const lost = before(log, index, (e) => e.type === 'lose-control' && e.chariots[0] === first);
      const lanes = lost ? crudisFromV1(lost, log, log.events.indexOf(lost))['lanes'] : undefined;
      return { ...(typeof lanes === 'number' ? { wall: lanes < 0 ? 'spina' : 'outer' } : {}), ...withDamage };
    }
    case 'whip-speed':
      return { ...(rolls[0] ? { squares: rolls[0].total } : {}), ...withDamage };
    case 'whip-attack': {
      const table = rolls[0]?.table;
      const part = table?.startsWith(WHIP_TABLE_ID)
        ? (table.slice(WHIP_TABLE_ID.length) as WhipTarget)
        : undefined;
      const row = rowOf(rolls[0]);
      return {
        ...(second === undefined ? {} : { target: second }),
        ...(part && part in WHIP_TABLE ? { part } : {}),
        ...(part && part in WHIP_TABLE && row !== undefined ? { result: WHIP_TABLE[part][row - 1] } : {}),
      };
    }
    case 'rip-wheels': {
      const row = rowOf(rolls[0]);
      const results = rowOf(rolls.find((r) => r.table === 'crudis.rip-off-results'));
      return {
        ...(second === undefined ? {} : { target: second }),
        ...(row === undefined ? {} : { first: RIP_TABLE[row - 1] }),
        outcome: results === undefined ? null : RIP_RESULTS[results - 1],
        ...withDamage,
      };
    }
    case 'collision':
    case 'ram': {
      const outcome = collisionOutcome(event, log, index);
      return {
        ...(second === undefined ? {} : { target: second }),
        ...(outcome ? { outcome } : {}),
        ...withDamage,
      };
    }
    case 'lock-move': {
      const rip = log.events[index - 1];
      return rip?.type === 'rip-wheels' && rip.chariots[1] !== undefined ? { target: rip.chariots[1] } : {};
    }
    case 'locked': {
      const roll = log.events[index - 1];
      if (roll?.type !== 'roll') return {};
      const speed = roll.rolls?.[0]?.total;
      const red = roll.rolls?.[1]?.faces[0];
      return {
        ...(speed === undefined ? {} : { speed, squares: Math.floor(speed / event.chariots.length) }),
        ...(red === undefined ? {} : { outcome: LOCKED_TABLE[red - 1] }),
      };
    }
    case 'locked-shift': {
      const face = rolls[0]?.faces[0];
      return face === undefined ? {} : { lanes: face <= 3 ? -1 : 1 };
    }
    case 'damage':
      return event.rule === 'crudis.damage-timing' ? { cause: 'timed' } : { cause: 'locked', ...withDamage };
    case 'separate': {
      const roll = before(log, index, (e) => e.type === 'roll');
      const breaker = roll?.chariots[0];
      return breaker !== undefined && event.chariots.includes(breaker)
        ? { breaker, from: event.chariots.filter((id) => id !== breaker) }
        : {};
    }
    case 'wreck':
      return wreckCause(event, log, index);
    case 'bounce': {
      const next = log.events[index + 1];
      const side = rowOf(rolls[1]);
      const struck =
        next?.type === 'collision' && next.chariots[1] === first && damageOf(next)?.length === 1
          ? next.chariots[0]
          : null;
      return {
        ...(rolls[0] ? { squares: rolls[0].total } : {}),
        ...(side === undefined ? {} : { lanes: BOUNCE_LANES[side - 1] }),
        struck,
      };
    }
    case 'wreck-pass':
    case 'wreck-cross':
      return { ...(second === undefined ? {} : { wreck: second }), ...withDamage };
    case 'lap': {
      const laps = first === undefined ? undefined : event.effect?.condition?.[first]?.attrs['laps'];
      const of = log.header.options['laps'];
      return {
        ...(typeof laps === 'number' ? { lap: laps } : {}),
        ...(typeof of === 'number' ? { of } : {}),
      };
    }
    case 'finish': {
      const place = log.footer.results.find((r) => r.chariot === first)?.place;
      return typeof place === 'number' ? { place } : {};
    }
    default:
      return {};
  }
}
