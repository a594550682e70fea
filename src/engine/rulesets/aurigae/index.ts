import { type DiceSource, SeededDice } from '../../dice/dice.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { Footer, Header, RaceLog } from '../../log/schema.ts';
import { LOG_FORMAT, LOG_VERSION } from '../../log/schema.ts';
import { eventsDigest } from '../../log/serialize.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { ENGINE_NAME, ENGINE_VERSION } from '../../version.ts';
import { boardSpec, finishStation } from './arena.ts';
import { AurigaeRace, type Drivers } from './race.ts';
import { RULES } from './tables.ts';

export const AURIGAE_RULES_VERSION = '1.1.0';

export interface AurigaeRunOptions {
  laps: number;
  maxTurns: number;
}

function bad(key: string, message: string): Result<never, LogError> {
  return {
    ok: false,
    error: { message: `bad setup at $.options.${key}: ${message}`, path: `$.options.${key}` },
  };
}

/** Reads Aurigae options from a setup: `laps` (1-12, default 7) and `maxTurns`. */
export function aurigaeOptions(raw: Record<string, unknown>): Result<AurigaeRunOptions, LogError> {
  for (const key of Object.keys(raw)) {
    if (key !== 'laps' && key !== 'maxTurns')
      return bad(key, `aurigae has no option "${key}" (it knows laps, maxTurns)`);
  }
  const laps = raw.laps ?? RULES.laps.value;
  if (typeof laps !== 'number' || !Number.isInteger(laps) || laps < 1 || laps > 12)
    return bad('laps', 'laps must be a whole number from 1 to 12');
  const maxTurns = raw.maxTurns ?? RULES.maxTurns.value;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > 2000)
    return bad('maxTurns', 'maxTurns must be a whole number from 1 to 2000');
  return { ok: true, value: { laps, maxTurns } };
}

/** The header, written once the race has run: the entrants' stats come from their generation rolls. */
export function aurigaeHeader(
  race: AurigaeRace,
  setup: RaceSetup,
  seed: number,
  opts: AurigaeRunOptions,
): Header {
  const features: Header['track']['features'] = [
    { kind: 'start-line', station: 0 },
    { kind: 'finish-line', station: finishStation(opts.laps) },
  ];
  return {
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    ruleset: { id: 'aurigae', rulesVersion: AURIGAE_RULES_VERSION },
    seed,
    options: { laps: opts.laps, maxTurns: opts.maxTurns },
    track: { id: 'circus-maximus', board: boardSpec(), features },
    entrants: setup.chariots.map((c, i) => {
      const s = race.state.chariots[i]!;
      const first = race.events.find((e) => e.type === 'place' && e.chariots[0] === c.id);
      return {
        id: c.id,
        name: c.name,
        colour: c.colour,
        faction: c.faction,
        personality: c.personality,
        stats: {
          grade: s.grade,
          team: s.team,
          skill: s.skill,
          strength: s.strength,
          dexterity: s.dexterity,
        },
        start: first?.at?.[c.id] ?? { x: 0, y: 0, heading: 0 },
      };
    }),
  };
}

/** Runs an Aurigae race to the end and returns its log. Tests may pass scripted dice and forced plots. */
export function runAurigae(
  setup: RaceSetup,
  seed: number,
  opts: AurigaeRunOptions,
  hooks: { dice?: DiceSource; drivers?: Drivers } = {},
): { log: RaceLog; race: AurigaeRace } {
  const race = new AurigaeRace(setup, hooks.dice ?? new SeededDice(seed), opts, hooks.drivers);
  race.run();
  return { log: aurigaeLog(race, setup, seed, opts), race };
}

export function aurigaeLog(
  race: AurigaeRace,
  setup: RaceSetup,
  seed: number,
  opts: AurigaeRunOptions,
): RaceLog {
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
      at:
        w.lap === 0
          ? { x: w.x, y: w.y, heading: w.heading }
          : { x: w.x, y: w.y, heading: w.heading, lap: w.lap },
    })),
    winner: results[0]?.status === 'finished' ? results[0].chariot : null,
    eventCount: events.length,
    digest: eventsDigest(events),
  };
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    header: aurigaeHeader(race, setup, seed, opts),
    events,
    checkpoints: [...race.checkpoints],
    footer,
  };
}
