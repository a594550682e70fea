/** Helpers that turn a ruleset's table data into displayable rows, so no number is copied by hand. */
import type { RuleSource, RulesTableRow } from './types.ts';

/** One row per die face: key '1'..'n' (what the log's `row` carries), the face, then the label. */
export function dieRows(labels: readonly string[]): RulesTableRow[] {
  return labels.map((label, i) => ({ key: String(i + 1), cells: [String(i + 1), label] }));
}

interface ValuedLike {
  readonly value: unknown;
  readonly source: RuleSource;
  readonly note: string;
}

/** One row per named figure (`RULES` of a tables module): key is the figure's name. */
export function figureRows(figures: Readonly<Record<string, ValuedLike>>): RulesTableRow[] {
  return Object.entries(figures).map(([name, v]) => ({
    key: name,
    cells: [name, String(v.value), v.note],
    source: v.source,
  }));
}

/** A signed modifier as printed: +1, 0, −2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
