/**
 * Runs a Hippodrome scenario: the teams' kept cards, stalls and start choices set by the scenario,
 * pass attempts and Event cards forced where it says, forced dice then the seed's. The decks are
 * laid out, not shuffled (the named cards dealt to their teams, the rest in card order), so forced
 * dice go straight to the race's own rolls.
 */
import { driverOf } from '../kernel/drivers.ts';
import { RefusedAnswer } from '../kernel/race.ts';
import { runRace } from '../kernel/run.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { resolveSetup } from '../race/setup.ts';
import { HIPPODROME_FIELD, type HippodromeDecisions, hippodrome } from '../rulesets/hippodrome/index.ts';
import type { HippodromeView } from '../rulesets/hippodrome/state.ts';
import {
  EVENT_CARDS,
  EVENT_DECK,
  KEEP_LIMITS,
  RULES,
  TEAM_CARDS,
  TEAM_DECK,
} from '../rulesets/hippodrome/tables.ts';
import type { ScenarioRun } from './crudis.ts';
import { ForcedDice } from './forced-dice.ts';
import type { HippodromeScenario } from './schema.ts';

const err = (path: string, message: string): { ok: false; error: LogError } => ({
  ok: false,
  error: { message: `bad scenario at ${path}: ${message}`, path },
});

/** The Team deck in deal order: each team's 7 cards are its named ones, filled from the unnamed. */
function teamDeck(s: HippodromeScenario): Result<string[], LogError> {
  const named = new Map<string, string>();
  for (const [i, t] of s.teams.entries()) {
    const kinds: Record<string, number> = {};
    for (const [j, id] of (t.cards ?? []).entries()) {
      const card = TEAM_CARDS.get(id);
      const at = `$.teams[${i}].cards[${j}]`;
      if (!card) return err(at, `no Team card "${id}"`);
      if (named.has(id)) return err(at, `${id} is already kept by ${named.get(id)}`);
      named.set(id, t.id);
      kinds[card.kind] = (kinds[card.kind] ?? 0) + 1;
      if (kinds[card.kind]! > KEEP_LIMITS[card.kind].value)
        return err(at, `a team keeps at most ${KEEP_LIMITS[card.kind].value} ${card.kind} card(s)`);
    }
  }
  const spare = TEAM_DECK.map((c) => c.id).filter((id) => !named.has(id));
  const deck: string[] = [];
  for (const t of s.teams) {
    const own = t.cards ?? [];
    deck.push(...own, ...spare.splice(0, RULES.deal.value - own.length));
  }
  return { ok: true, value: [...deck, ...spare] };
}

function eventDeck(s: HippodromeScenario): Result<string[], LogError> {
  const top = s.eventDeck ?? [];
  for (const [j, id] of top.entries()) {
    if (!EVENT_CARDS.has(id)) return err(`$.eventDeck[${j}]`, `no Event card "${id}"`);
    if (top.indexOf(id) !== j) return err(`$.eventDeck[${j}]`, `${id} is named twice`);
  }
  return { ok: true, value: [...top, ...EVENT_DECK.map((c) => c.id).filter((id) => !top.includes(id))] };
}

export function runHippodromeScenario(s: HippodromeScenario): Result<ScenarioRun, LogError> {
  const ids = s.teams.map((t) => t.id);
  for (const [i, id] of ids.entries())
    if (ids.indexOf(id) !== i) return err(`$.teams[${i}].id`, `id "${id}" is used twice`);
  const stalls = s.teams.map((t) => t.stall);
  const given = stalls.filter((x) => x !== undefined);
  if (given.length > 0 && given.length < 4) return err('$.teams', "give every team's stall, or none");
  for (const [i, st] of stalls.entries())
    if (st !== undefined && stalls.indexOf(st) !== i)
      return err(`$.teams[${i}].stall`, `stall ${st} is taken twice`);
  for (const [i, d] of (s.decisions ?? []).entries())
    if (!ids.includes(d.team)) return err(`$.decisions[${i}].team`, `no team "${d.team}" in the scenario`);
  const deck = teamDeck(s);
  if (!deck.ok) return deck;
  const events = eventDeck(s);
  if (!events.ok) return events;

  const setup = resolveSetup(
    {
      chariots: s.teams.map((t) => ({
        id: t.id,
        name: t.name ?? t.id,
        ...(t.personality ? { personality: t.personality } : {}),
        ...(t.colour ? { colour: t.colour } : {}),
        ...(t.faction ? { faction: t.faction } : {}),
      })),
      ...(s.options ? { options: s.options } : {}),
    },
    HIPPODROME_FIELD,
  );
  if (!setup.ok) return setup;

  // The scenario's choices, asked before each team's AI, which decides whatever they leave out.
  const decisions = s.decisions ?? [];
  const byId = new Map(s.teams.map((t) => [t.id, t]));
  const script = driverOf<HippodromeDecisions, HippodromeView>('script', {
    keep: (r) => {
      const cards = byId.get(r.chariot)?.cards;
      return cards ? { value: cards } : undefined;
    },
    start: (r) => {
      const start = byId.get(r.chariot)?.start;
      return start ? { value: start } : undefined;
    },
    attempt: (r) => {
      const d = decisions.find(
        (d) =>
          d.team === r.chariot &&
          d.attempt !== undefined &&
          (d.lap === undefined || d.lap === r.view.lap) &&
          (d.kind === undefined || d.kind === r.options.kind),
      );
      return d ? { value: d.attempt! } : undefined;
    },
    'event-cards': (r) => {
      const o = r.options;
      const d = decisions.find(
        (d) =>
          d.team === r.chariot &&
          d.cards !== undefined &&
          (d.lap === undefined || d.lap === r.view.lap) &&
          (d.stat === undefined || d.stat === o.stat) &&
          (d.situation === undefined || d.situation === o.situation),
      );
      if (!d) return undefined;
      // The cards named that can go on this roll: in hand, of its stat, as many as a roll takes.
      const cards = d.cards!.filter((c) => o.playable.includes(c));
      return { value: o.limit > 0 ? cards.slice(0, o.limit) : cards };
    },
  });
  const seed = s.seed ?? 1;
  const dice = new ForcedDice(s.dice ?? [], seed);
  let log: RaceLog;
  try {
    const run = runRace(hippodrome, {
      setup: setup.value,
      seed,
      dice,
      drivers: Object.fromEntries(s.teams.map((t) => [t.id, script])),
      extras: {
        teamDeck: deck.value,
        eventDeck: events.value,
        stalls: given.length === 4 ? (stalls as number[]) : [1, 2, 3, 4],
      },
    });
    if (!run.ok) return run;
    log = run.value.log;
  } catch (e) {
    if (e instanceof RefusedAnswer) return err('$.decisions', e.message);
    throw e;
  }
  const misfit = dice.misfits[0];
  if (misfit)
    return err(
      `$.dice[${misfit.index}]`,
      `face ${misfit.face} cannot come up on the d${misfit.sides} rolled for "${misfit.purpose}"`,
    );
  return { ok: true, value: { log, unusedDice: dice.remaining } };
}
