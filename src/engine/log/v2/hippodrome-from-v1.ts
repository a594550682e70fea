/**
 * Hippodrome's typed fields in a log upgraded from version 1: those version 1 held as data
 * (chariots, rolls, conditions, rule ids, the order of events), never read from its words. A
 * fact version 1 said only in words (which cards were drawn, what a save was against, why a team
 * crashed) stays absent.
 */
import type { RaceEventV1, RaceLogV1 } from '../schema.ts';

const COLLISION_KINDS: Readonly<Record<string, string>> = {
  'hippodrome.start-collision': 'start',
  'hippodrome.entanglement': 'entangled',
  'hippodrome.bend-collision': 'bend',
};

/** How many events of this type there are up to and including the one at `index`. */
function nth(log: RaceLogV1, index: number, type: string): number {
  let n = 0;
  for (let i = 0; i <= index; i++) if (log.events[i]!.type === type) n++;
  return n;
}

function attr(event: RaceEventV1, chariot: string | undefined, name: string): unknown {
  return chariot === undefined ? undefined : event.effect?.condition?.[chariot]?.attrs[name];
}

export function hippodromeFromV1(event: RaceEventV1, log: RaceLogV1, index: number): Record<string, unknown> {
  const [first, second] = event.chariots;
  const rolls = event.rolls ?? [];
  switch (event.type) {
    case 'rumor':
      return second === undefined ? {} : { target: second };
    case 'effort':
      return rolls[0] ? { effort: rolls[0].total } : {};
    case 'start-order':
    case 'order':
      return { order: [...event.chariots] };
    case 'pass': {
      const [a, b] = rolls;
      if (!a || !b || second === undefined) return {};
      return { target: second, result: a.total > b.total ? 'passes' : a.total < b.total ? 'held' : 'tie' };
    }
    case 'hold':
      return { target: second ?? null };
    case 'collision': {
      const kind = COLLISION_KINDS[event.rule];
      if (kind === undefined) return {};
      if (kind === 'start') return { kind, saves: [...event.chariots] };
      const [r, q] = rolls;
      if (!r || !q || first === undefined || second === undefined) return { kind };
      return { kind, saves: r.total < q.total ? [first] : q.total < r.total ? [second] : [first, second] };
    }
    case 'save': {
      const [own, difficulty] = rolls;
      return own && difficulty ? { saved: own.total >= difficulty.total } : {};
    }
    case 'survival': {
      const driver = attr(event, first, 'driver');
      const horses = attr(event, first, 'horses');
      return {
        ...(typeof driver === 'string' ? { driver: driver === 'down' ? 'killed' : 'survives' } : {}),
        ...(typeof horses === 'number' ? { horses } : {}),
      };
    }
    case 'wreck-pass':
    case 'wreck-cross':
      return second === undefined ? {} : { wreck: second };
    case 'trample': {
      const driver = attr(event, first, 'driver');
      const horses = attr(event, first, 'horses');
      return {
        ...(first === undefined ? {} : { wreck: first }),
        ...(typeof driver === 'string' ? { driver: driver === 'down' ? 'down' : 'alive' } : {}),
        ...(typeof horses === 'number' ? { horses } : {}),
      };
    }
    case 'lap': {
      const of = log.header.options.laps;
      return { lap: nth(log, index, 'lap'), ...(typeof of === 'number' ? { of } : {}) };
    }
    case 'finish':
      return { place: nth(log, index, 'finish'), lastStanding: event.rule === 'hippodrome.last-standing' };
    case 'prize':
      return rolls[0] ? { sesterces: rolls[0].total } : {};
    default:
      return {};
  }
}
