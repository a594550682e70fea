export { type CarryRule, SEASON_RULES, type SeasonRules } from './carry.ts';
export {
  isSeasonData,
  parseSeason,
  readSeason,
  SEASON_FORMAT,
  SEASON_VERSION,
  type SeasonFile,
  SeasonFileSchema,
  type SeasonRace,
  serializeSeason,
} from './file.ts';
export {
  checkSeasonInput,
  DEFAULT_POINTS,
  MAX_SEASON_RACES,
  type SeasonInput,
  SeasonInputSchema,
} from './input.ts';
export { runSeason } from './run.ts';
export { type DriverStanding, type FactionStanding, pointsFor } from './standings.ts';
