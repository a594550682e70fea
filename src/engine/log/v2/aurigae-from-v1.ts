/**
 * Aurigae's typed fields in a log upgraded from version 1: those version 1 held as data (chariots,
 * rolls and their targets, conditions, the header, the footer, the order of events), never read
 * from its words. A fact version 1 said only in words (speeds before a collision, the barrier
 * struck, whose wreck, where a man on foot runs) stays absent.
 */
import type { RaceEventV1, RaceLogV1, Roll } from '../schema.ts';

const INTEGRITY_TABLE = 'aurigae.integrity-table';

const checkOf = (e: RaceEventV1 | undefined): Roll | undefined =>
  e?.rolls?.find((r) => r.table === INTEGRITY_TABLE && r.target !== undefined);

const marginOf = (roll: Roll): number => roll.target!.value - roll.total;

/** The move event of this chariot that the event at `index` follows (its check, its turn). */
function moveBefore(log: RaceLogV1, index: number, chariot: string | undefined): RaceEventV1 | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const e = log.events[i]!;
    if (e.type === 'move' && e.chariots[0] === chariot) return e;
  }
  return undefined;
}

function attr(event: RaceEventV1, chariot: string | undefined, name: string): unknown {
  return chariot === undefined ? undefined : event.effect?.condition?.[chariot]?.attrs[name];
}

export function aurigaeFromV1(event: RaceEventV1, log: RaceLogV1, index: number): Record<string, unknown> {
  const [first, second] = event.chariots;
  const rolls = event.rolls ?? [];
  switch (event.type) {
    case 'place': {
      const skill = log.header.entrants.find((e) => e.id === first)?.stats['skill'];
      return {
        ...(rolls[0]?.row ? { grade: rolls[0].row } : {}),
        ...(rolls[1]?.row ? { team: rolls[1].row } : {}),
        ...(typeof skill === 'number' ? { skill } : {}),
      };
    }
    case 'move': {
      const check = checkOf(event);
      const level = attr(event, first, 'deviation');
      return {
        ...(check ? { margin: marginOf(check) } : {}),
        // Version 1 gives a move a condition only where its check brought a level back.
        recovered: typeof level === 'number' ? level : null,
      };
    }
    case 'swerve': {
      const check = checkOf(moveBefore(log, index, first));
      const level = attr(event, first, 'deviation');
      return {
        ...(check ? { margin: marginOf(check) } : {}),
        ...(typeof level === 'number' ? { level } : {}),
      };
    }
    case 'collision':
      return second === undefined ? {} : { target: second };
    case 'wreck': {
      const driver = attr(event, first, 'driver');
      const before = moveBefore(log, index, first);
      return {
        ...(before && before.turn === event.turn
          ? { cause: checkOf(before) ? 'failed-check' : 'no-chance' }
          : {}),
        injury: rolls[0]?.total ?? 0,
        ...(driver === 'down' || driver === 'dragged' ? { driver } : {}),
      };
    }
    case 'runaway':
      // The team bolts as its chariot crashes (no run yet); each later turn it runs.
      return { bolt: event.path === undefined };
    case 'dragged': {
      const driver = attr(event, first, 'driver');
      return {
        injury: rolls[1]?.total ?? 0,
        ...(driver === 'down' || driver === 'dragged' ? { driver } : {}),
      };
    }
    case 'lap': {
      let lap = 0;
      for (let i = 0; i <= index; i++) {
        const e = log.events[i]!;
        if (e.type === 'lap' && e.chariots[0] === first) lap++;
      }
      const of = log.header.options['laps'];
      return { lap, ...(typeof of === 'number' ? { of } : {}) };
    }
    case 'finish': {
      const place = log.footer.results.find((r) => r.chariot === first)?.place;
      return typeof place === 'number' ? { place } : {};
    }
    default:
      return {};
  }
}
