import type { Plan } from '../../replay/plan.ts';

/** One moment of the race where a table was read. */
export interface TableUse {
  seq: number;
  time: number;
  turn: number;
  /** The row that applied, as the log names it. */
  row: string | undefined;
  /** The chariots of the event and what the roll was for. */
  chariots: readonly string[];
  purpose: string;
}

/** Every table the race read, by the table id its rolls name, each with its uses in time order. */
export function tableUses(plan: Plan): Map<string, TableUse[]> {
  const uses = new Map<string, TableUse[]>();
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const event = plan.events[plan.cueOrder[o]!]!;
    for (const roll of event.rolls ?? []) {
      if (!roll.table) continue;
      const list = uses.get(roll.table) ?? [];
      if (list.length === 0) uses.set(roll.table, list);
      list.push({
        seq: event.seq,
        time: plan.cueTimes[o]!,
        turn: event.turn,
        row: roll.row,
        chariots: event.chariots,
        purpose: roll.purpose,
      });
    }
  }
  return uses;
}
