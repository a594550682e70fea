/**
 * The race loop, written once for every ruleset: options, the initial state, turn 0 (set-up), then
 * turn after turn the definition's steps in order with a checkpoint at the end of each, until the
 * race ends by its rules or at the turn limit (who is still racing retires); then the results,
 * placed by one rule (kernel/results.ts), and the log: header, events, checkpoints, footer.
 */
import { type DiceSource, SeededDice } from '../dice/dice.ts';
import { checkFaces, EnteredDice } from '../dice/entered.ts';
import type { LogError, Result } from '../log/parse.ts';
import { LOG_FORMAT, LOG_VERSION, type RaceLog } from '../log/schema.ts';
import { eventsDigest } from '../log/serialize.ts';
import type { RaceSetup } from '../race/setup.ts';
import { ENGINE_NAME, ENGINE_VERSION } from '../version.ts';
import type { KernelState, RulesetDefinition } from './definition.ts';
import { readOptions } from './options.ts';
import { AnswerMismatch, AnswerQueue, KernelRace, type RecordedAnswer, Suspended } from './race.ts';
import type { DecisionMap, DecisionRequest, Driver } from './requests.ts';
import { placeResults } from './results.ts';

/** Where a race's dice come from: the seed's generator, faces a test or scenario fixed, or a table. */
export const DICE_SOURCES = ['seeded', 'scripted', 'entered'] as const;
export type DiceSourceKind = (typeof DICE_SOURCES)[number];

export interface KernelInput<X> {
  /** A resolved setup (race/setup.ts). */
  setup: RaceSetup;
  seed: number;
  /** Seeded from `seed` when absent; 'entered' asks for every roll; a source of faces otherwise. */
  dice?: DiceSource | 'entered';
  /** A chariot's own driver, asked before its AI (which answers whatever the driver hands on). */
  drivers?: Readonly<Record<string, Driver>>;
  /** Answers given from outside so far, in the order the race asked for them. */
  answers?: readonly RecordedAnswer[];
  /** What a scenario or test fixes beforehand (decks, stalls, placements). */
  extras?: X;
  /** Stop after this many turns without retiring anyone (a scenario that shows one moment). */
  turns?: number;
}

export interface KernelRun<S extends KernelState, O, D extends DecisionMap, V, X> {
  log: RaceLog;
  race: KernelRace<S, O, D, V, X>;
  dice: DiceSourceKind;
}

/** The chain of drivers of every chariot: its own driver (if any), then its AI. */
function driverChains<S extends KernelState, O, D extends DecisionMap, V, X>(
  def: RulesetDefinition<S, O, D, V, X>,
  setup: RaceSetup,
  own: Readonly<Record<string, Driver>>,
): Map<string, Driver[]> {
  const chains = new Map<string, Driver[]>();
  for (const c of setup.chariots) {
    const ai: Driver = {
      by: 'ai',
      decide: (request: DecisionRequest) =>
        def.decisions[request.kind as keyof D & string].ai(
          request as DecisionRequest<string, D[keyof D & string]['options'], V>,
          c.personality,
        ),
    };
    const mine = own[c.id];
    chains.set(c.id, mine ? [mine, ai] : [ai]);
  }
  return chains;
}

/**
 * Runs a race to its end (or to `input.turns`). Bad options are an error naming their path. A
 * request nobody can answer yet throws `Suspended` (kernel/session.ts catches it and stops there);
 * an answer the ruleset refuses throws `RefusedAnswer`.
 */
export function runRace<S extends KernelState, O, D extends DecisionMap, V, X>(
  def: RulesetDefinition<S, O, D, V, X>,
  input: KernelInput<X>,
): Result<KernelRun<S, O, D, V, X>, LogError> {
  const opts = readOptions(def.id, def.options, input.setup.options);
  if (!opts.ok) return opts;
  const refused = def.checkSetup?.(opts.value, input.setup);
  if (refused) return { ok: false, error: refused };
  const answers = new AnswerQueue(input.answers ?? []);
  let turn = 0;
  const dice =
    input.dice === 'entered'
      ? new EnteredDice((count, sides, purpose, why, chariot) => {
          const request = {
            type: 'dice' as const,
            count,
            sides,
            purpose,
            why,
            turn,
            ...(chariot === undefined ? {} : { chariot }),
          };
          const given = answers.take(request);
          if (given === undefined || given.type !== 'dice') throw new Suspended(request);
          const wrong = checkFaces(count, sides, given.faces);
          if (wrong !== null)
            throw new AnswerMismatch(answers.used - 1, `answer ${answers.used - 1}: ${wrong}`);
          return [...given.faces];
        })
      : (input.dice ?? new SeededDice(input.seed));
  const kind: DiceSourceKind =
    input.dice === 'entered' ? 'entered' : input.dice === undefined ? 'seeded' : 'scripted';
  const race = new KernelRace(
    def,
    input.setup,
    input.seed,
    opts.value,
    dice,
    input.extras,
    driverChains(def, input.setup, input.drivers ?? {}),
    answers,
  );
  const state = race.state;
  const writer = race.writer;

  writer.turn = 0;
  const limit = def.maxTurns(opts.value);
  try {
    def.setup(race);
    race.checkpoint();
    const cap = Math.min(limit ?? Number.POSITIVE_INFINITY, input.turns ?? Number.POSITIVE_INFINITY);
    while (!def.isOver(race) && state.turn < cap) {
      state.turn += 1;
      turn = state.turn;
      writer.turn = state.turn;
      for (const step of def.turn) if (!step.when || step.when(race)) step.run(race);
      race.checkpoint();
    }
  } catch (e) {
    if (e instanceof Suspended) e.logSoFar = () => raceLog(race, kind, true);
    throw e;
  }
  if (limit !== null && state.turn >= limit) {
    for (const s of def.standings(race)) {
      if (s.status !== 'racing') continue;
      const condition = def.retire(race, s.chariot);
      race.emit(
        {
          phase: 'race-end',
          type: 'retire',
          chariots: [s.chariot],
          rule: `${def.id}.time-limit`,
          effect: {
            summary:
              def.sentences?.retired?.(s.chariot, limit) ?? `still racing after ${limit} turns: retired`,
            condition: { [s.chariot]: condition },
          },
        },
        1,
      );
    }
  }
  const unused = (input.answers?.length ?? 0) - answers.used;
  if (unused > 0)
    return {
      ok: false,
      error: {
        message: `the race ended with ${unused} answer${unused === 1 ? '' : 's'} it never asked for`,
        path: `$.answers[${answers.used}]`,
      },
    };
  return { ok: true, value: { log: raceLog(race, kind), race, dice: kind } };
}

/**
 * The log of a race as it stands (complete once the race has run to its end). The header names a
 * dice source other than the seed's (absent means seeded, so seeded logs are as they were).
 */
export function raceLog<S extends KernelState, O, D extends DecisionMap, V, X>(
  race: KernelRace<S, O, D, V, X>,
  dice: DiceSourceKind = 'seeded',
  suspended = false,
): RaceLog {
  const def = race.def;
  // A race stopped in the middle of a turn (waiting for an answer): that turn's checkpoint is where
  // it stands, so the log so far has one a turn, like a whole race's, and verifies.
  const checkpoints = [...race.writer.checkpoints];
  if (suspended && (checkpoints.at(-1)?.turn ?? -1) < race.state.turn) checkpoints.push(race.checkpointNow());
  const events = [...race.events];
  const results = placeResults(def.standings(race), events);
  const parts = def.header(race);
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    header: {
      engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
      ruleset: { id: def.id, rulesVersion: def.rulesVersion },
      seed: race.seed,
      options: parts.options,
      ...(parts.weather ? { weather: parts.weather } : {}),
      ...(dice === 'seeded' ? {} : { dice }),
      track: parts.track,
      entrants: race.setup.chariots.map((c, i) => ({
        id: c.id,
        name: c.name,
        colour: c.colour,
        faction: c.faction,
        personality: c.personality,
        stats: parts.entrants[i]!.stats,
        start: parts.entrants[i]!.start,
      })),
    },
    events,
    checkpoints,
    footer: {
      turns: race.state.turn,
      finishingOrder: results.filter((r) => r.status === 'finished').map((r) => r.chariot),
      results,
      wrecks: def.wrecks(race),
      winner: results[0]?.status === 'finished' ? results[0].chariot : null,
      eventCount: events.length,
      digest: eventsDigest(events),
    },
  };
}
