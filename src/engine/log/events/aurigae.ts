import { AURIGAE_TYPED_FIELDS } from '../v2/aurigae.ts';
import { type LogCatalogue, SHARED_ATTR_MEANINGS, withTyped } from './shared.ts';

/** Aurigae: a miniatures table measured in inches, plotted speed changes and turns, an integrity ladder. */
export const AURIGAE_LOG: LogCatalogue = {
  ruleset: 'aurigae',
  events: withTyped(AURIGAE_TYPED_FIELDS, {
    place: {
      says: 'A charioteer and team are generated and placed at the start.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    move: {
      says: 'A chariot moves as plotted: speed change rolled, turn made, integrity checked; it may recover a level.',
      carries: ['rolls', 'path', 'decision', 'summary', 'condition'],
    },
    swerve: {
      says: 'A failed check: the chariot slides off its line.',
      carries: ['path', 'summary', 'condition'],
    },
    collision: { says: 'A chariot runs into another.', carries: ['path', 'at', 'summary'] },
    barrier: { says: 'A chariot strikes the spina or the arena wall.', carries: ['path', 'at', 'summary'] },
    'wreck-cross': { says: 'A chariot runs into a wreck.', carries: ['path', 'at', 'summary'] },
    wreck: {
      says: 'The chariot crashes: a shipwreck, the driver hurt.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    runaway: {
      says: 'A team runs on without its driver, at its last speed.',
      carries: ['path', 'summary'],
    },
    dragged: {
      says: 'The driver is dragged behind the team, trying to cut the reins.',
      carries: ['rolls', 'summary', 'condition'],
    },
    'cut-free': {
      says: 'The dragged driver cuts the reins and rolls free.',
      carries: ['rolls', 'summary', 'condition'],
    },
    'on-foot': {
      says: 'A charioteer on foot runs his move allowance toward the spina or the wall (`at`: where he stops).',
      carries: ['at', 'summary', 'condition'],
    },
    lap: { says: 'The chariot completes a lap.', carries: ['summary'] },
    finish: { says: 'The chariot crosses the finish line.', carries: ['summary', 'condition'] },
    retire: { says: 'The chariot leaves the race (the turn limit).', carries: ['summary', 'condition'] },
  }),
  attrs: {
    deviation: `Integrity level lost: 0 intact, 1 slight, 2 moderate, 3 swerve, 4 crash. ${SHARED_ATTR_MEANINGS.deviation}`,
    driver: SHARED_ATTR_MEANINGS.driver,
    team: SHARED_ATTR_MEANINGS.team,
    speed: 'Speed, inches a turn.',
    injury: 'Points of injury the driver has taken.',
    laps: SHARED_ATTR_MEANINGS.laps,
  },
  stats: {
    grade: "The charioteer's grade: novice, average, veteran or elite.",
    team: "The team's quality: poor, fair, good or excellent.",
    skill: 'The chance (%) the integrity checks are rolled against.',
    strength: "The charioteer's strength (ST).",
    dexterity: "The charioteer's dexterity (DX).",
  },
};
