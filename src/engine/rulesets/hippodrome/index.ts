import { type DiceSource, SeededDice } from '../../dice/dice.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { Footer, Header, RaceLog } from '../../log/schema.ts';
import { LOG_FORMAT, LOG_VERSION } from '../../log/schema.ts';
import { eventsDigest } from '../../log/serialize.ts';
import type { FieldRules, RaceSetup } from '../../race/setup.ts';
import { placesStation } from '../../track/places-mapping.ts';
import { ENGINE_NAME, ENGINE_VERSION } from '../../version.ts';
import { LAP_M } from './layout.ts';
import { HippodromeRace, type HippodromeOptions, type Hooks } from './race.ts';
import { FACTION_ORDER, type Faction, RULES } from './tables.ts';

export const HIPPODROME_RULES_VERSION = '1.1.0';
export type { HippodromeOptions };

const bad = (message: string, path: string): { ok: false; error: LogError } => ({
  ok: false,
  error: { message: `bad setup at ${path}: ${message}`, path },
});

/**
 * Reads Hippodrome options: `laps` (1-7, default 7; fewer is a house variant for short races) and
 * `maxEventsPerRoll` (0 = no limit, the default: A21).
 */
export function hippodromeOptions(raw: Record<string, unknown>): Result<HippodromeOptions, LogError> {
  for (const key of Object.keys(raw)) {
    if (key !== 'laps' && key !== 'maxEventsPerRoll')
      return bad(`hippodrome has no option "${key}" (it knows laps, maxEventsPerRoll)`, `$.options.${key}`);
  }
  const laps = raw.laps ?? RULES.laps.value;
  if (typeof laps !== 'number' || !Number.isInteger(laps) || laps < 1 || laps > 7)
    return bad('laps must be a whole number from 1 to 7', '$.options.laps');
  const max = raw.maxEventsPerRoll ?? RULES.maxEventsPerRoll.value;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > 30)
    return bad(
      'maxEventsPerRoll must be a whole number from 0 (no limit) to 30',
      '$.options.maxEventsPerRoll',
    );
  return { ok: true, value: { laps, maxEventsPerRoll: max } };
}

/**
 * The four factions, one per team (A27): exactly 4 chariots. A chariot whose faction is red,
 * white, blue or green keeps it; the others take the factions left, in the order Red, White, Blue,
 * Green (house). A faction named twice is an error.
 */
function fillFactions(given: ReadonlyArray<string | undefined>): Result<Faction[], LogError> {
  const n = given.length;
  if (n !== RULES.players.value)
    return bad(`hippodrome is a card game for exactly 4 teams; this setup has ${n} chariots`, '$.chariots');
  const known = (f: string | undefined): f is Faction =>
    f !== undefined && (FACTION_ORDER as readonly string[]).includes(f);
  const taken = new Set<string>();
  for (const [i, f] of given.entries()) {
    if (!known(f)) continue;
    if (taken.has(f))
      return bad(
        `faction "${f}" is taken twice: each team races for its own faction`,
        `$.chariots[${i}].faction`,
      );
    taken.add(f);
  }
  const free = FACTION_ORDER.filter((f) => !taken.has(f));
  return { ok: true, value: given.map((f) => (known(f) ? f : free.shift()!)) };
}

/** The field rules a Hippodrome setup is resolved with: factions filled before the field is painted. */
export const HIPPODROME_FIELD: FieldRules = { factions: fillFactions };

/** The factions of a resolved setup, one per team. */
export function hippodromeFactions(setup: RaceSetup): Result<Faction[], LogError> {
  return fillFactions(setup.chariots.map((c) => c.faction));
}

export function hippodromeHeader(race: HippodromeRace, setup: RaceSetup, seed: number): Header {
  const laps = race.opts.laps;
  return {
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    ruleset: { id: 'hippodrome', rulesVersion: HIPPODROME_RULES_VERSION },
    seed,
    options: { laps, maxEventsPerRoll: race.opts.maxEventsPerRoll },
    track: {
      id: 'circus-maximus',
      board: { kind: 'places' },
      features: [
        { kind: 'start-line', station: 0 },
        { kind: 'finish-line', station: placesStation(laps * LAP_M), label: `after ${laps} laps` },
      ],
    },
    entrants: setup.chariots.map((c, i) => {
      const t = race.state.teams[i]!;
      return {
        id: c.id,
        name: c.name,
        colour: c.colour,
        faction: t.faction,
        personality: c.personality,
        stats: race.publicStats(t),
        start: { place: t.stall, gap: 0, station: 0, abreast: 2 * (t.stall - 1) },
      };
    }),
  };
}

/** Runs a Hippodrome race to the end. Tests may pass scripted dice, decks and forced choices. */
export function runHippodrome(
  setup: RaceSetup,
  factions: readonly Faction[],
  seed: number,
  opts: HippodromeOptions,
  hooks: Hooks & { dice?: DiceSource } = {},
): { log: RaceLog; race: HippodromeRace } {
  const race = new HippodromeRace(setup, factions, hooks.dice ?? new SeededDice(seed), opts, hooks);
  race.run();
  return { log: hippodromeLog(race, setup, seed), race };
}

export function hippodromeLog(race: HippodromeRace, setup: RaceSetup, seed: number): RaceLog {
  const events = [...race.events];
  const results = race.results();
  const footer: Footer = {
    turns: race.state.turn,
    finishingOrder: [...race.finishers],
    results,
    wrecks: race.wrecks.map((w) => ({ ...w, at: { ...w.at } })),
    winner: race.winner,
    eventCount: events.length,
    digest: eventsDigest(events),
  };
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    header: hippodromeHeader(race, setup, seed),
    events,
    checkpoints: [...race.checkpoints],
    footer,
  };
}
