import { CRUDIS_TYPED_FIELDS } from '../v2/crudis.ts';
import { type LogCatalogue, SHARED_ATTR_MEANINGS, withTyped } from './shared.ts';

/** Crudis: lanes of squares, two white dice and a red die a move, a damage table for every hurt. */
export const CRUDIS_LOG: LogCatalogue = {
  ruleset: 'crudis',
  events: withTyped(CRUDIS_TYPED_FIELDS, {
    place: { says: 'A chariot takes its place on the start line.', carries: ['at', 'summary', 'condition'] },
    'turn-start': { says: 'A turn begins, with the order in which the chariots move.', carries: ['summary'] },
    roll: {
      says: 'A chariot throws its move: white dice forward, the red die to manoeuvre.',
      carries: ['rolls'],
    },
    decision: {
      says: 'The driver chooses the move: squares forward, lanes across, a ram or a rip.',
      carries: ['decision'],
    },
    move: { says: 'The chariot moves along its path.', carries: ['path', 'summary'] },
    'danger-check': {
      says: 'The chariot crosses a danger line at speed and rolls against it; the damage table may follow.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'lose-control': {
      says: 'The driver loses control: the next move swerves.',
      carries: ['summary', 'condition'],
    },
    swerve: {
      says: 'An out-of-control move: the chariot swerves along its path.',
      carries: ['path', 'summary'],
    },
    barrier: {
      says: 'A swerve drives the chariot into the spina or the outer wall; it rolls for damage.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'whip-speed': {
      says: 'The driver whips the horses on for extra squares, risking them.',
      carries: ['rolls', 'decision', 'summary', 'condition'],
    },
    'whip-move': { says: 'The extra squares won by the whip.', carries: ['path', 'summary'] },
    'whip-attack': {
      says: "A lash at a rival's horses or driver, read on the whip table.",
      carries: ['rolls', 'at', 'decision', 'summary', 'condition'],
    },
    'move-away': { says: 'A lashed team shies away from the whip.', carries: ['path', 'summary'] },
    'rip-wheels': {
      says: "A chariot alongside tries to rip off a rival's wheels.",
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    collision: {
      says: 'Two chariots meet without meaning to; damage is rolled and one is stopped or moved aside.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    shove: { says: 'A chariot moved aside by a collision.', carries: ['path', 'summary'] },
    ram: {
      says: 'A chariot rams a rival on purpose; both roll for damage.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'lock-move': {
      says: 'Wheels caught: the chariot draws abreast of the one it locks with.',
      carries: ['path', 'summary'],
    },
    locked: { says: 'Locked chariots roll together for what happens to them.', carries: ['summary'] },
    'locked-shift': {
      says: 'Locked chariots must move a lane in or out; a die says which.',
      carries: ['rolls', 'summary'],
    },
    'locked-move': { says: 'Locked chariots move together.', carries: ['path', 'summary'] },
    damage: {
      says: 'A locked chariot rolls on the damage table; or damage read earlier in a move takes effect where its timing die put it.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    separate: { says: 'Locked chariots break apart.', carries: ['summary', 'condition'] },
    'separate-move': { says: 'A chariot moved a lane as the lock breaks.', carries: ['path', 'summary'] },
    wreck: {
      says: 'The chariot is wrecked: it stays on the track as a wreck.',
      carries: ['at', 'summary', 'condition'],
    },
    bounce: {
      says: 'The wreck bounces on to where it comes to rest.',
      carries: ['rolls', 'path', 'summary'],
    },
    'wreck-pass': {
      says: 'A chariot passes close by a wreck and rolls for damage.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'wreck-cross': {
      says: 'A chariot crosses a wreck and rolls for damage.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    lap: { says: 'The chariot completes a lap.', carries: ['summary', 'condition'] },
    finish: { says: 'The chariot crosses the finish line.', carries: ['at', 'summary', 'condition'] },
    decide: {
      says: 'A decision that produced no event of its own: a whip for speed or a whip attack declined.',
      carries: ['decision'],
    },
    retire: { says: 'The chariot leaves the race (the turn limit).', carries: ['summary', 'condition'] },
  }),
  attrs: {
    damageMod: 'Added to every damage roll: chariot damaged −1, badly damaged −2, cumulative.',
    moveMod: 'Added to the white dice: horse hurt −1, badly hurt −2, cumulative.',
    whip: 'Whether the driver still has his whip.',
    lostControl: 'The next move swerves instead of being steered.',
    locked: 'The lock group the chariot belongs to (chariots locked together share it), or null.',
    laps: SHARED_ATTR_MEANINGS.laps,
  },
  stats: {
    whip: 'Whether the driver starts with a whip.',
    damageMod: 'Damage modifier at the start (0).',
    moveMod: 'Movement modifier at the start (0).',
  },
};
