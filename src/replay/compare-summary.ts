import type { RaceLog } from '../engine/log/schema.ts';
import { cueKind } from './plan.ts';

/**
 * What differed when one field raced under several rulesets (the comparison page's summary): each
 * race's facts from its log (winner, wrecks, turns, incidents per lap), which of them differ
 * between the races, and every chariot's result in each. Pure: read from the logs alone.
 */

export interface Chariot {
  id: string;
  name: string;
}

/** One race's facts, from its log. */
export interface RaceFacts {
  ruleset: string;
  winner: Chariot | null;
  /** The game turns the log's footer counts, and when (in turns) the winner crossed the line. */
  turns: number;
  winnerTurns: number | null;
  laps: number;
  finishers: number;
  wrecked: Chariot[];
  retired: Chariot[];
  /** Incidents (wrecks, rams, collisions, attacks, damage …; not the finishes) and per lap. */
  incidents: number;
  incidentsPerLap: number;
}

export type ChariotResult =
  | { kind: 'place'; place: number }
  | { kind: 'wrecked' }
  | { kind: 'retired' }
  | { kind: 'unplaced' }
  /** Not in that race's field (the Hippodrome takes the field's first four). */
  | { kind: 'absent' };

export interface CompareSummary {
  races: RaceFacts[];
  /** Which facts are not the same in every race. */
  differs: {
    winner: boolean;
    wrecks: boolean;
    finishers: boolean;
    turns: boolean;
    incidentsPerLap: boolean;
  };
  /** Every chariot of the field (the largest field's order), with its result in each race. */
  chariots: Array<Chariot & { results: ChariotResult[] }>;
}

/** The facts of one race: `laps` is the race's laps (the replay works them out from the log). */
export function raceFacts(log: RaceLog, laps: number): RaceFacts {
  const names = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  const chariot = (id: string): Chariot => ({ id, name: names.get(id) ?? id });
  const results = log.footer.results;
  const winner = log.footer.winner ? chariot(log.footer.winner) : null;
  const won = results.find((r) => r.chariot === log.footer.winner);
  let incidents = 0;
  for (const e of log.events) if (cueKind(e) === 'incident' && e.type !== 'finish') incidents++;
  return {
    ruleset: log.header.ruleset.id,
    winner,
    turns: log.footer.turns,
    winnerTurns: won?.finishedAt ?? null,
    laps,
    finishers: results.filter((r) => r.status === 'finished').length,
    wrecked: results.filter((r) => r.status === 'wrecked').map((r) => chariot(r.chariot)),
    retired: results.filter((r) => r.status === 'retired').map((r) => chariot(r.chariot)),
    incidents,
    incidentsPerLap: laps > 0 ? incidents / laps : incidents,
  };
}

const allSame = <T>(values: readonly T[]): boolean => values.every((v) => v === values[0]);

function resultIn(log: RaceLog, id: string): ChariotResult {
  const r = log.footer.results.find((x) => x.chariot === id);
  if (!r) return { kind: 'absent' };
  if (r.status === 'wrecked') return { kind: 'wrecked' };
  if (r.status === 'retired') return { kind: 'retired' };
  return r.place !== null && r.place !== undefined ? { kind: 'place', place: r.place } : { kind: 'unplaced' };
}

/** The summary of races of one field, given each race's log and laps (in the page's order). */
export function summarize(races: ReadonlyArray<{ log: RaceLog; laps: number }>): CompareSummary {
  const facts = races.map((r) => raceFacts(r.log, r.laps));
  const field = races.reduce<RaceLog | null>(
    (most, r) => (most && most.header.entrants.length >= r.log.header.entrants.length ? most : r.log),
    null,
  );
  const chariots = (field?.header.entrants ?? []).map((e) => ({
    id: e.id,
    name: e.name,
    results: races.map((r) => resultIn(r.log, e.id)),
  }));
  return {
    races: facts,
    differs: {
      winner: !allSame(facts.map((f) => f.winner?.id ?? null)),
      wrecks: !allSame(facts.map((f) => f.wrecked.length)),
      finishers: !allSame(facts.map((f) => f.finishers)),
      turns: !allSame(facts.map((f) => f.turns)),
      incidentsPerLap: !allSame(facts.map((f) => Math.round(f.incidentsPerLap * 10))),
    },
    chariots,
  };
}
