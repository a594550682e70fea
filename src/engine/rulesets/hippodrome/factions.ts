import type { LogError, Result } from '../../log/parse.ts';
import type { FieldRules, RaceSetup } from '../../race/setup.ts';
import { FACTION_ORDER, type Faction, RULES } from './tables.ts';

const bad = (message: string, path: string): { ok: false; error: LogError } => ({
  ok: false,
  error: { message: `bad setup at ${path}: ${message}`, path },
});

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
