/**
 * A season's standings: points by the table for each race's places, added up per driver and per
 * faction. Ties are broken by countback (more wins, then more second places, and so on), then by
 * the order of the field; faction ties by wins, then by the faction first met in the field.
 */
import type { RaceResult } from '../log/schema.ts';

export interface FieldEntry {
  id: string;
  name: string;
  faction: string;
}

/** One chariot's result in one race, with the points it scored. */
export interface ScoredResult {
  chariot: string;
  place: number | null;
  status: RaceResult['status'];
  points: number;
}

export interface DriverStanding {
  chariot: string;
  name: string;
  faction: string;
  points: number;
  wins: number;
  /** Its place in each race, in race order (null: no place). */
  places: Array<number | null>;
  /** Tallied amounts (sesterces won), by name; absent where the ruleset tallies nothing. */
  tallies?: Record<string, number>;
}

export interface FactionStanding {
  faction: string;
  points: number;
  wins: number;
  /** Its chariots, in field order. */
  chariots: string[];
}

/** The points a place earns: the table's entry, 0 past its end or without a place. */
export const pointsFor = (place: number | null, table: readonly number[]): number =>
  place === null ? 0 : (table[place - 1] ?? 0);

export function scoreResults(results: readonly RaceResult[], table: readonly number[]): ScoredResult[] {
  return results.map((r) => ({
    chariot: r.chariot,
    place: r.place,
    status: r.status,
    points: pointsFor(r.place, table),
  }));
}

/** Countback: how many times a driver took each place, best place first. */
function countback(a: DriverStanding, b: DriverStanding): number {
  const most = Math.max(0, ...a.places.map((p) => p ?? 0), ...b.places.map((p) => p ?? 0));
  for (let place = 1; place <= most; place++) {
    const diff = b.places.filter((p) => p === place).length - a.places.filter((p) => p === place).length;
    if (diff !== 0) return diff;
  }
  return 0;
}

export function driverStandings(
  field: readonly FieldEntry[],
  races: ReadonlyArray<{
    results: readonly ScoredResult[];
    tallies?: Record<string, Record<string, number>>;
  }>,
): DriverStanding[] {
  const rows = field.map((c): DriverStanding => {
    const mine = races.map((r) => r.results.find((x) => x.chariot === c.id));
    const tallies: Record<string, number> = {};
    for (const r of races)
      for (const [name, byChariot] of Object.entries(r.tallies ?? {}))
        tallies[name] = (tallies[name] ?? 0) + (byChariot[c.id] ?? 0);
    return {
      chariot: c.id,
      name: c.name,
      faction: c.faction,
      points: mine.reduce((sum, x) => sum + (x?.points ?? 0), 0),
      wins: mine.filter((x) => x?.place === 1).length,
      places: mine.map((x) => x?.place ?? null),
      ...(Object.keys(tallies).length > 0 ? { tallies } : {}),
    };
  });
  const order = new Map(field.map((c, i) => [c.id, i]));
  return rows.sort(
    (a, b) => b.points - a.points || countback(a, b) || order.get(a.chariot)! - order.get(b.chariot)!,
  );
}

export function factionStandings(
  field: readonly FieldEntry[],
  drivers: readonly DriverStanding[],
): FactionStanding[] {
  const rows = new Map<string, FactionStanding>();
  for (const c of field) {
    const row = rows.get(c.faction) ?? { faction: c.faction, points: 0, wins: 0, chariots: [] };
    const d = drivers.find((x) => x.chariot === c.id)!;
    row.points += d.points;
    row.wins += d.wins;
    row.chariots.push(c.id);
    rows.set(c.faction, row);
  }
  // A Map keeps the order factions were first met in the field: the last tie-break.
  return [...rows.values()].sort((a, b) => b.points - a.points || b.wins - a.wins);
}
