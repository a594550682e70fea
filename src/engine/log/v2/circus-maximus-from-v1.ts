/**
 * Circus Maximus' typed fields in a log upgraded from version 1: those version 1 held as data
 * (chariots, rolls with their targets and table rows, rule ids, `at`, conditions, the header, the
 * footer), never read from its words. A fact version 1 said only in words (the causes of incidents,
 * which wheel or horse, speeds written, how far over a corner's safe speed) stays absent.
 */
import { FLIP_CHECK, rowKey, WRECK_CROSSING } from '../../rulesets/circus-maximus/tables.ts';
import type { RaceEventV1, RaceLogV1, Roll } from '../schema.ts';

/** Whether a roll met its target (`>=` or `<=`), where it has one. */
function met(roll: Roll | undefined): boolean | undefined {
  const t = roll?.target;
  if (roll === undefined || t === undefined) return undefined;
  if (t.op === '>=') return roll.total >= t.value;
  if (t.op === '<=') return roll.total <= t.value;
  if (t.op === '>') return roll.total > t.value;
  return undefined;
}

/** `{ name: value }` when the value is known, else nothing. */
const known = <T>(name: string, value: T | undefined): Record<string, T> =>
  value === undefined ? {} : { [name]: value };

const RAM_TABLES: Readonly<Record<string, string>> = {
  'circus-maximus.horse-injury': 'horse-injury',
  'circus-maximus.damage-to-cars': 'damage-to-cars',
  'circus-maximus.wheel-damage': 'wheel-damage',
};

export function circusMaximusFromV1(
  event: RaceEventV1,
  log: RaceLogV1,
  _index: number,
): Record<string, unknown> {
  const [first, second] = event.chariots;
  const rolls = event.rolls ?? [];
  const laps = log.header.options['laps'];
  switch (event.type) {
    case 'turn-start':
      return { order: [...event.chariots] };
    case 'strain':
      return known('mf', rolls[0]?.total);
    case 'wet-lane-change':
    case 'evasion':
    case 'blinded': {
      const ok = met(rolls[0]);
      if (ok === undefined) return {};
      const words = {
        'wet-lane-change': ['slides', 'holds'],
        evasion: ['evades', 'caught'],
        blinded: ['sees', 'blinded'],
      }[event.type];
      return {
        outcome: ok ? words[0] : words[1],
        ...(event.type === 'evasion' ? known('target', second) : {}),
      };
    }
    case 'corner-strain': {
      const lane = (event.at?.[first ?? ''] as { lane?: number } | undefined)?.lane;
      return known('lane', lane);
    }
    case 'whip-attack':
    case 'collision':
      return known('target', second);
    case 'dust':
    case 'knife':
      return { ...known('target', second), ...known('hit', met(rolls[0])) };
    case 'spear':
      // One chariot: hurt by his own spear (the check met, the spear table read).
      return second === undefined
        ? { ...known('target', first), hit: true }
        : { target: second, own: null, ...known('hit', met(rolls[0])) };
    case 'ram':
      return {
        ...known('target', second),
        ...(event.rule === 'circus-maximus.ram-team' ? { part: 'team' } : {}),
        ...(event.rule === 'circus-maximus.ram-car' ? { part: 'car' } : {}),
      };
    case 'ram-result':
      return { ...known('target', second ?? first), ...known('table', RAM_TABLES[event.rule]) };
    case 'flip-check': {
      const roll = rolls[0];
      const outcome = (Object.keys(FLIP_CHECK.rowKey) as Array<keyof typeof FLIP_CHECK.rowKey>).find(
        (k) => FLIP_CHECK.rowKey[k] === roll?.row,
      );
      return { ...known('damage', roll?.target?.value), ...known('outcome', outcome) };
    }
    case 'wreck-cross': {
      const row = WRECK_CROSSING.rows.find((r) => rowKey(r) === rolls[0]?.row);
      return {
        wreck: event.rule === 'circus-maximus.horse-carcasses' ? null : (second ?? null),
        ...known('outcome', row?.result),
      };
    }
    case 'lap': {
      const lap = event.effect?.condition?.[first ?? '']?.attrs['laps'];
      return {
        ...known('lap', typeof lap === 'number' ? lap : undefined),
        ...known('of', typeof laps === 'number' ? laps : undefined),
      };
    }
    case 'finish': {
      const place = log.footer.results.find((r) => r.chariot === first)?.place;
      return {
        ...known('place', typeof place === 'number' ? place : undefined),
        ...known('lap', typeof laps === 'number' ? laps : undefined),
      };
    }
    default:
      return {};
  }
}
