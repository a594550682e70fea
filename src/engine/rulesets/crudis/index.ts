import { type DiceSource, SeededDice } from '../../dice/dice.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { Footer, Header, RaceLog } from '../../log/schema.ts';
import { LOG_FORMAT, LOG_VERSION } from '../../log/schema.ts';
import { eventsDigest } from '../../log/serialize.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { CRUDIS_BOARD } from '../../track/lane-board.ts';
import { ENGINE_NAME, ENGINE_VERSION } from '../../version.ts';
import { DANGER_LINE_LABEL, finishStation, startSpot } from './board.ts';
import { CrudisRace, type Drivers } from './race.ts';
import { RULES } from './tables.ts';

export const CRUDIS_RULES_VERSION = '1.2.0';

export interface CrudisRunOptions {
  laps: number;
  maxTurns: number;
}

/** Reads Crudis options from a setup: `laps` (1-7, default 2) and `maxTurns`. */
export function crudisOptions(raw: Record<string, unknown>): Result<CrudisRunOptions, LogError> {
  const known = new Set(['laps', 'maxTurns']);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) {
      return {
        ok: false,
        error: {
          message: `bad setup at $.options.${key}: crudis has no option "${key}" (it knows laps, maxTurns)`,
          path: `$.options.${key}`,
        },
      };
    }
  }
  const laps = raw.laps ?? RULES.laps.value;
  if (typeof laps !== 'number' || !Number.isInteger(laps) || laps < 1 || laps > 7) {
    return {
      ok: false,
      error: {
        message: 'bad setup at $.options.laps: laps must be a whole number from 1 to 7',
        path: '$.options.laps',
      },
    };
  }
  const maxTurns = raw.maxTurns ?? RULES.maxTurns.value;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > 2000) {
    return {
      ok: false,
      error: {
        message: 'bad setup at $.options.maxTurns: maxTurns must be a whole number from 1 to 2000',
        path: '$.options.maxTurns',
      },
    };
  }
  return { ok: true, value: { laps, maxTurns } };
}

export function crudisHeader(setup: RaceSetup, seed: number, opts: CrudisRunOptions): Header {
  const features: Header['track']['features'] = [];
  const finish = finishStation(opts.laps);
  for (let s = 1; s < finish; s++)
    features.push({ kind: 'danger-line', station: s, label: DANGER_LINE_LABEL(s) });
  features.push({ kind: 'start-line', station: 0 });
  features.push({ kind: 'finish-line', station: finish });
  return {
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    ruleset: { id: 'crudis', rulesVersion: CRUDIS_RULES_VERSION },
    seed,
    options: { laps: opts.laps, maxTurns: opts.maxTurns },
    track: {
      id: 'circus-maximus',
      board: { ...CRUDIS_BOARD, footprint: { ...CRUDIS_BOARD.footprint } },
      features,
    },
    entrants: setup.chariots.map((c, i) => ({
      id: c.id,
      name: c.name,
      colour: c.colour,
      faction: c.faction,
      personality: c.personality,
      stats: { whip: true, damageMod: 0, moveMod: 0 },
      start: startSpot(i),
    })),
  };
}

/** Runs a Crudis race to the end and returns its log. Tests may pass scripted dice and forced choices. */
export function runCrudis(
  setup: RaceSetup,
  seed: number,
  opts: CrudisRunOptions,
  hooks: { dice?: DiceSource; drivers?: Drivers } = {},
): { log: RaceLog; race: CrudisRace } {
  const race = new CrudisRace(setup, hooks.dice ?? new SeededDice(seed), opts, hooks.drivers);
  race.run();
  return { log: crudisLog(race, setup, seed, opts), race };
}

/** The log of a race as it stands (complete once the race has run to its end). */
export function crudisLog(race: CrudisRace, setup: RaceSetup, seed: number, opts: CrudisRunOptions): RaceLog {
  const results = race.results();
  const events = [...race.events];
  const footer: Footer = {
    turns: race.state.turn,
    finishingOrder: results.filter((r) => r.status === 'finished').map((r) => r.chariot),
    results,
    wrecks: race.state.wrecks.map((w) => ({
      chariot: w.chariot,
      seq: w.seq,
      turn: w.turn,
      at: { lane: w.lane, sq: w.sq },
    })),
    winner: results[0]?.status === 'finished' ? results[0].chariot : null,
    eventCount: events.length,
    digest: eventsDigest(events),
  };
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    header: crudisHeader(setup, seed, opts),
    events,
    checkpoints: [...race.checkpoints],
    footer,
  };
}
