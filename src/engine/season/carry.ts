/**
 * What carries from one race of a season to the next, ruleset by ruleset: only what the rules
 * themselves say (docs/seasons.md gives the reading of each seed).
 *
 * - circus-maximus: each chariot's build. The specification method (rule
 *   circus-maximus.specification) builds a chariot from preparation points before its race, and
 *   nothing in the rules rebuilds one; so a chariot races the season as it was built for its first
 *   race (given to the later races as its `spec.<id>` option). A build the field gives is kept.
 *   Damage does not carry: the rules mark hits on one race's sheet and give no repairs.
 * - hippodrome: the winner's purse (rule hippodrome.prize, 1D6 × 1000 sesterces). Teams are drawn
 *   afresh from the Team deck for every race (hippodrome.team-selection), so nothing else carries.
 * - crudis and aurigae carry nothing: each describes one race (Crudis's damage counts "in future"
 *   of that race; Aurigae generates its charioteers for "the race game").
 */

import type { RaceLog, StatValue } from '../log/schema.ts';
import type { RaceSetup } from '../race/setup.ts';
import { formatSpec, type Spec } from '../rulesets/circus-maximus/spec.ts';
import type { RulesetId } from '../rulesets/ids.ts';

export type OptionValue = number | string | boolean;

/** One thing a ruleset carries through a season: the rule it follows, in words. */
export interface CarryRule {
  rule: string;
  says: string;
}

/** What a race's results add to a chariot's season besides points (sesterces won). */
export interface Tally {
  name: string;
  rule: string;
  /** The amount each chariot took from this race (absent: none). */
  of(log: RaceLog): Record<string, number>;
}

export interface SeasonRules {
  /** What carries between races; empty where nothing does, with `nothing` saying why. */
  readonly carries: readonly CarryRule[];
  readonly nothing?: string;
  /** The options the next race gets from the races run so far (the last one last). */
  options?(field: RaceSetup, run: readonly RaceLog[]): Record<string, OptionValue>;
  readonly tally?: Tally;
}

const stat = (stats: Record<string, StatValue>, key: string): StatValue | undefined => stats[key];

/** A Circus Maximus chariot's build as its log's header shows it (the entrant's stats). */
function specOfStats(stats: Record<string, StatValue>): Spec {
  const n = (key: string): number => Number(stat(stats, key));
  return {
    horses: [n('horse1'), n('horse2'), n('horse3'), n('horse4')],
    driverModifier: n('driverModifier'),
    driverHits: n('driverHits'),
    whip: stat(stats, 'whip') as Spec['whip'],
    leftWheel: n('leftWheel'),
    rightWheel: n('rightWheel'),
    endurance: n('endurance'),
    leftScythe: stat(stats, 'leftBlades') as Spec['leftScythe'],
    rightScythe: stat(stats, 'rightBlades') as Spec['rightScythe'],
    dust: stat(stats, 'dust') === true,
    knife: stat(stats, 'knife') === true,
    spear: stat(stats, 'spear') === true,
    weight: stat(stats, 'weight') as Spec['weight'],
  };
}

const circusMaximus: SeasonRules = {
  carries: [
    {
      rule: 'circus-maximus.specification',
      says:
        'Each chariot keeps the build of its first race: the rules build a chariot before its race ' +
        'and never rebuild it. Hits and damage do not carry.',
    },
  ],
  options(field, run) {
    const last = run.at(-1);
    if (last === undefined) return {};
    const out: Record<string, OptionValue> = {};
    for (const e of last.header.entrants)
      if (field.options[`spec.${e.id}`] === undefined) out[`spec.${e.id}`] = formatSpec(specOfStats(e.stats));
    return out;
  },
};

const hippodrome: SeasonRules = {
  carries: [
    {
      rule: 'hippodrome.prize',
      says:
        "The winning driver's purse (1D6 × 1000 sesterces) is added up over the season. Teams are " +
        'drawn afresh for every race.',
    },
  ],
  tally: {
    name: 'sesterces',
    rule: 'hippodrome.prize',
    of(log) {
      const won: Record<string, number> = {};
      for (const e of log.events) {
        const sesterces = (e as { sesterces?: unknown }).sesterces;
        const who = e.chariots[0];
        if (e.type === 'prize' && typeof sesterces === 'number' && who !== undefined)
          won[who] = (won[who] ?? 0) + sesterces;
      }
      return won;
    },
  },
};

export const SEASON_RULES: Readonly<Record<RulesetId, SeasonRules>> = {
  'circus-maximus': circusMaximus,
  hippodrome,
  crudis: {
    carries: [],
    nothing:
      'Crudis describes one race: its damage counts for the rest of that race, and nothing in the rules takes a chariot or its horses into another.',
  },
  aurigae: {
    carries: [],
    nothing:
      'Aurigae generates its charioteers and teams for one race ("the race game") and gives no rule for healing or lasting injury, so every race generates them afresh.',
  },
};
