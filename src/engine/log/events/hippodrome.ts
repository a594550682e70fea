import { HIPPODROME_TYPED_FIELDS } from '../v2/hippodrome.ts';
import { type LogCatalogue, SHARED_ATTR_MEANINGS, withTyped } from './shared.ts';

/** Hippodrome: a running order of places, team cards and event cards, a lap in four phases. */
export const HIPPODROME_LOG: LogCatalogue = {
  ruleset: 'hippodrome',
  events: withTyped(HIPPODROME_TYPED_FIELDS, {
    select: {
      says: 'A team is dealt Team cards and keeps some.',
      carries: ['decision', 'summary', 'condition'],
    },
    rumor: {
      says: 'A rumour card is played on a team before the race.',
      carries: ['decision', 'summary', 'condition'],
    },
    stalls: { says: 'The starting stalls are drawn (and swapped where a card says).', carries: ['summary'] },
    'start-choice': {
      says: 'A team chooses its start: bolt for the rail or start carefully.',
      carries: ['decision', 'summary'],
    },
    effort: { says: 'A bolting team rolls its effort toward the rail.', carries: ['rolls', 'summary'] },
    'start-order': {
      says: 'The places after the start, ties rolled off.',
      carries: ['rolls', 'summary', 'condition'],
    },
    restart: {
      says: "Green, the Emperor's Favourite, crashed at the start: the start is run again.",
      carries: ['summary', 'condition'],
    },
    draw: { says: 'A team draws Event cards.', carries: ['summary', 'condition'] },
    reshuffle: {
      says: 'The Event deck runs out as a team draws: the discarded cards are shuffled into a new deck.',
      carries: ['rolls', 'summary'],
    },
    discard: { says: 'A team over the hand limit discards.', carries: ['decision', 'summary', 'condition'] },
    'play-cards': {
      says: 'A team plays Event cards on a roll.',
      carries: ['decision', 'summary', 'condition'],
    },
    move: { says: 'A team moves to its place on the track.', carries: ['path', 'summary'] },
    pass: {
      says: 'A team tries to pass the one ahead: both roll, and the places may change.',
      carries: ['rolls', 'at', 'decision', 'summary', 'condition'],
    },
    hold: { says: 'A team holds its place behind the one ahead.', carries: ['decision', 'summary'] },
    order: { says: 'The running order after a phase.', carries: ['at', 'summary'] },
    collision: {
      says: 'Teams collide or entangle their wheels; saves may follow.',
      carries: ['rolls', 'at', 'summary'],
    },
    save: { says: 'A team rolls a save against a collision or a hazard.', carries: ['rolls', 'summary'] },
    wreck: { says: 'A team crashes: its chariot is destroyed.', carries: ['at', 'summary', 'condition'] },
    survival: {
      says: 'The driver and each horse of a wreck roll to survive.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'hand-discarded': {
      says: 'A crashed team loses its hand of Event cards.',
      carries: ['summary', 'condition'],
    },
    'wreck-pass': { says: 'A team steers clear of a wreck.', carries: ['at', 'summary'] },
    'wreck-cross': { says: 'A team hits a wreck.', carries: ['at', 'summary'] },
    trample: {
      says: 'A team runs into the survivors of a wreck; each rolls to survive.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    lap: { says: 'A lap ends, with the team that leads it.', carries: ['summary'] },
    finish: {
      says: 'A team finishes, with its place (the last one standing wins at once).',
      carries: ['at', 'summary', 'condition'],
    },
    prize: { says: "The winner's prize is rolled.", carries: ['rolls', 'summary'] },
    decide: {
      says: 'A decision that produced no event of its own: Event cards declined (none played).',
      carries: ['decision'],
    },
    retire: {
      says: 'A team still racing at the turn limit is retired.',
      carries: ['summary', 'condition'],
    },
  }),
  attrs: {
    place: 'Place in the running order (1 leads), or null once out of the race.',
    driver: SHARED_ATTR_MEANINGS.driver,
    team: SHARED_ATTR_MEANINGS.team,
    horses: SHARED_ATTR_MEANINGS.horses,
    hand: "The Event cards in the team's hand, by name ('none' when empty).",
    handSize: 'How many Event cards the team holds.',
    played: "The Event cards played on the team's latest roll, by name ('none').",
  },
  stats: {
    cut: "The team's Cut: passing in a bend phase.",
    turn: "The team's Turn: defending in a bend phase, and entanglement and collision rolls.",
    speed: "The team's Speed: passing in a straight phase.",
    block: "The team's Block: defending in a straight phase.",
    cool: "The team's Cool: crash-avoidance and survival saves.",
    endurance: "The team's Endurance: offsets fatigue in laps 4 to 7.",
    cards: 'The Team cards kept, by name.',
    stall: 'The starting stall (1 next to the rail).',
    cutRolls: 'Added to every Cut roll (the Sacred Oath rumour); absent when 0.',
  },
};
