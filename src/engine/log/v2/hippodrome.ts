/**
 * Hippodrome's events in race log version 2: every event type with its typed fields, as a
 * discriminated union on `type`. The engine writes every field (`HippodromeWrittenEventSchema`);
 * a log upgraded from version 1 has only those version 1 held as data, so the reader's union
 * (`HippodromeEventSchema`) has the typed fields optional. Decision kinds and answers are the
 * kernel's (src/engine/rulesets/hippodrome/decisions.ts).
 */
import { z } from 'zod';
import {
  type DraftOf,
  decisionOf,
  type EventOf,
  readEvents,
  SHARED_FIELDS,
  type TypeTable,
  typedFieldsOf,
  writtenEvents,
} from './envelope.ts';

const teamId = z.string().min(1).describe('A team: an entrant id.');
const cardId = z
  .string()
  .min(1)
  .describe('A card id of the rules catalogue (Team cards T.., Rumors R.., Event cards E..).');
const cards = (what: string) => z.array(cardId).describe(what);
const horses = z.number().int().min(0).max(4);

/** The decisions, typed per kind as the kernel answers them. */
const DECISIONS = {
  keep: decisionOf('keep', cards('The Team cards kept.'), 'The Team cards kept, by id.'),
  rumorTarget: decisionOf('rumor-target', teamId, 'The team the Rumor names.'),
  start: decisionOf('start', z.enum(['bolt', 'cautious']), 'bolt for the rail, or start carefully.'),
  attempt: decisionOf('attempt', z.boolean(), 'true: try to pass; false: hold.'),
  eventCards: decisionOf(
    'event-cards',
    cards('The Event cards played.'),
    'The Event cards played, by id (none: []).',
  ),
  discard: decisionOf('discard', cards('The Event cards let go.'), 'The Event cards let go, by id.'),
} as const;

export const HIPPODROME_STATS = ['cut', 'turn', 'speed', 'block', 'cool', 'endurance'] as const;

/** Every type: what it says, and its typed fields (the decision it carries among them). */
const TYPES = {
  select: {
    says: 'A team is dealt Team cards and keeps some.',
    fields: { decision: DECISIONS.keep },
  },
  rumor: {
    says: 'A Rumor card is played before the race, on the team it names (or on nobody).',
    fields: {
      card: cardId.describe('The Rumor played: its Team card id.'),
      target: teamId.nullable().describe('The team it is played on; null for a Rumor that names nobody.'),
      decision: DECISIONS.rumorTarget
        .optional()
        .describe('Whom it names: absent for a Rumor that names nobody.'),
    },
  },
  stalls: {
    says: 'The starting stalls are drawn (or two are swapped where a Rumor says).',
    fields: {
      stalls: z
        .record(z.string(), z.number().int().min(1).max(4))
        .describe('The stall (1 next to the rail) of each team involved, after the event, by entrant id.'),
    },
  },
  'start-choice': {
    says: 'A team chooses its start: bolt for the rail or start carefully.',
    fields: { decision: DECISIONS.start },
  },
  effort: {
    says: 'A bolting team rolls its effort toward the rail.',
    fields: { effort: z.number().int().describe('The effort: the roll with its stall bonus.') },
  },
  'start-order': {
    says: 'The places after the start, ties rolled off.',
    fields: { order: SHARED_FIELDS.order.describe('The teams in their places after the start, 1st first.') },
  },
  restart: {
    says: "Green, the Emperor's Favourite, crashed at the start: the start is run again.",
    fields: {},
  },
  draw: {
    says: 'A team draws Event cards.',
    fields: { cards: cards('The Event cards drawn, by id (none when both decks are empty).') },
  },
  reshuffle: {
    says: 'The Event deck runs out as a team draws: the discarded cards are shuffled into a new deck.',
    fields: { count: z.number().int().min(0).describe('How many discarded cards make the new deck.') },
  },
  discard: {
    says: 'A team over the hand limit discards.',
    fields: { decision: DECISIONS.discard },
  },
  'play-cards': {
    says: 'A team plays Event cards on a roll.',
    fields: {
      decision: DECISIONS.eventCards,
      stat: z.enum(HIPPODROME_STATS).describe('The stat of the roll the cards are played on.'),
      bonus: z.number().int().describe('What the cards add to the roll.'),
    },
  },
  move: { says: 'A team moves to its place on the track.', fields: {} },
  pass: {
    says: 'A team tries to pass the one ahead: both roll, and the places may change.',
    fields: {
      decision: DECISIONS.attempt,
      target: SHARED_FIELDS.target.describe('The team ahead, passed or not.'),
      result: z
        .enum(['passes', 'held', 'tie'])
        .describe(
          'passes: the places change; held: the team ahead holds; tie: the wheels lock or the teams collide.',
        ),
    },
  },
  hold: {
    says: 'A team holds its place behind the one ahead (or leads, with nobody to pass).',
    fields: {
      decision: DECISIONS.attempt
        .optional()
        .describe('The choice to hold: absent for the leader, who has nobody to pass.'),
      target: SHARED_FIELDS.target.nullable().describe('The team ahead; null for the leader.'),
    },
  },
  order: {
    says: 'The running order after a phase.',
    fields: { order: SHARED_FIELDS.order.describe('The teams still racing in their places, 1st first.') },
  },
  collision: {
    says: 'Teams collide or entangle their wheels; saves follow.',
    fields: {
      kind: z
        .enum(['start', 'entangled', 'bend'])
        .describe(
          'start: equal efforts at the start; entangled: a tie on a straight; bend: a tie in a bend.',
        ),
      saves: z.array(teamId).describe('The teams that must make a Cool save.'),
    },
  },
  save: {
    says: 'A team rolls a save against a collision or a hazard.',
    fields: {
      against: z
        .enum(['start-collision', 'collision', 'avoid-wreck', 'hit-wreck'])
        .describe('What the save is against.'),
      saved: z.boolean().describe('Whether the save held.'),
    },
  },
  wreck: {
    says: 'A team crashes: its chariot is destroyed.',
    fields: {
      cause: z
        .enum(['start-collision', 'collision', 'wreck'])
        .describe(
          "start-collision: at the start; collision: a lost save in a lap; wreck: into another team's wreck.",
        ),
      wreck: SHARED_FIELDS.wreck.nullable().describe('For a crash into a wreck: whose. null otherwise.'),
    },
  },
  survival: {
    says: 'The driver and each horse of a wreck roll to survive.',
    fields: {
      driver: z.enum(['survives', 'killed']).describe('Whether the driver lives.'),
      horses: horses.describe('The horses that live.'),
    },
  },
  'hand-discarded': { says: 'A crashed team loses its hand of Event cards.', fields: {} },
  'wreck-pass': {
    says: 'A team steers clear of a wreck.',
    fields: { wreck: SHARED_FIELDS.wreck.describe('The team whose wreck it is.') },
  },
  'wreck-cross': {
    says: 'A team hits a wreck.',
    fields: { wreck: SHARED_FIELDS.wreck.describe('The team whose wreck it is.') },
  },
  trample: {
    says: 'A team runs into the survivors of a wreck; each rolls to survive.',
    fields: {
      wreck: SHARED_FIELDS.wreck.describe('The team whose survivors are run into (the first chariot).'),
      driver: z.enum(['alive', 'down']).describe("The wreck's driver after it."),
      horses: horses.describe("The wreck's horses alive after it."),
    },
  },
  lap: {
    says: 'A lap ends, with the team that leads it (the first chariot).',
    fields: {
      lap: z.number().int().min(1).describe('The lap that ends, from 1.'),
      of: z.number().int().min(1).describe('The laps of the race.'),
    },
  },
  finish: {
    says: 'A team finishes, with its place (the last one standing wins at once).',
    fields: {
      place: SHARED_FIELDS.place.describe('Its place at the finish: 1 won.'),
      lastStanding: z.boolean().describe('Whether it finishes as the last team left in the race.'),
    },
  },
  prize: {
    says: "The winner's prize is rolled.",
    fields: { sesterces: z.number().int().min(0).describe("The winning driver's purse, sesterces.") },
  },
  retire: { says: 'A team still racing at the turn limit is retired.', fields: {} },
} as const satisfies TypeTable;

export type HippodromeEventType = keyof typeof TYPES | 'decide';

export const HippodromeWrittenEventSchema = writtenEvents(
  TYPES,
  'HippodromeWrittenEvent',
  'A Hippodrome event as the engine writes it.',
);

export const HippodromeEventSchema = readEvents(
  TYPES,
  'HippodromeEvent',
  'A Hippodrome event. Every typed field is present in the logs the engine writes; one version 1 held only in words is absent from a log upgraded from it.',
);

/** A Hippodrome event as the engine writes it: typed by its `type`. */
export type HippodromeEvent = EventOf<typeof TYPES>;

/** What Hippodrome's steps emit: an event without its place in the log. */
export type HippodromeDraft = DraftOf<HippodromeEvent>;

/** Each type's typed fields and what they hold (their descriptions), for the catalogue. */
export const HIPPODROME_TYPED_FIELDS = typedFieldsOf(TYPES);
