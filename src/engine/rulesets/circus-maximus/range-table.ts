/**
 * Tables read by a dice total, as data: each row covers a range of totals, and totals past either
 * end read the end rows. Every table of the Circus Maximus ruleset is one (tables.ts,
 * damage-tables.ts).
 */
export type Source = 'seed' | 'house';

export interface Valued<T> {
  readonly value: T;
  readonly source: Source;
  readonly note: string;
}

/** A table read by a dice total: each row covers totals from `min` to `max` (inclusive). */
export interface RangeRow<R> {
  readonly min: number;
  readonly max: number;
  readonly result: R;
  readonly label: string;
}

export interface RangeTable<R> {
  /** Stable id, written in the log's `Roll.table` (the rules catalogue's table id). */
  readonly id: string;
  /** The human title (the rules catalogue shows it). */
  readonly name: string;
  readonly source: Source;
  readonly rows: readonly RangeRow<R>[];
}

/** The row of a range table for a total; totals past either end read the end rows. */
export function readRange<R>(table: RangeTable<R>, total: number): RangeRow<R> {
  const first = table.rows[0]!;
  const last = table.rows[table.rows.length - 1]!;
  if (total < first.min) return first;
  if (total > last.max) return last;
  return table.rows.find((r) => total >= r.min && total <= r.max)!;
}

export const row = <R>(min: number, max: number, result: R, label: string): RangeRow<R> => ({
  min,
  max,
  result,
  label,
});
/** Open ends of a table: a row from LOW reads every lower total, a row to HIGH every higher one. */
export const LOW = -99;
export const HIGH = 99;

/** How the log names a row: '7', '7-9', '2 or less', '12 or more' (open ends are not numbers). */
export function rowKey(row: { readonly min: number; readonly max: number }): string {
  if (row.min === row.max) return String(row.min);
  if (row.min <= LOW) return `${row.max} or less`;
  if (row.max >= HIGH) return `${row.min} or more`;
  return `${row.min}-${row.max}`;
}
