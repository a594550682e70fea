/**
 * What the season panel and the broadcast's standings card show, derived from a season file:
 * each race's winner, and the standings after any race (the file holds those after the last).
 */
import type { SeasonFile } from '../../engine/season/file.ts';
import {
  type DriverStanding,
  driverStandings,
  type FactionStanding,
  factionStandings,
} from '../../engine/season/standings.ts';
import type { SeasonSoFar } from '../../server/protocol.ts';

export interface RaceLine {
  index: number;
  seed: number;
  /** The winner's name, or null when nobody won. */
  winner: string | null;
}

export function raceLines(season: SeasonFile): RaceLine[] {
  const names = new Map(season.field.map((c) => [c.id, c.name]));
  return season.races.map((r, index) => {
    const won = r.results.find((x) => x.place === 1);
    return { index, seed: r.seed, winner: won ? (names.get(won.chariot) ?? won.chariot) : null };
  });
}

/** The standings after the first `count` races. */
export function standingsAfter(
  season: SeasonSoFar,
  count: number,
): { drivers: DriverStanding[]; factions: FactionStanding[] } {
  const field = season.field.map((c) => ({ id: c.id, name: c.name, faction: c.faction }));
  const drivers = driverStandings(field, season.races.slice(0, count));
  return { drivers, factions: factionStandings(field, drivers) };
}

/** Each chariot's colour and faction, by id, for its chip. */
export const colourOf = (season: SeasonSoFar): Map<string, { colour: string; faction: string }> =>
  new Map(season.field.map((c) => [c.id, { colour: c.colour, faction: c.faction }]));
