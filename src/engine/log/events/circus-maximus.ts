import { CIRCUS_MAXIMUS_TYPED_FIELDS } from '../v2/circus-maximus.ts';
import { type LogCatalogue, SHARED_ATTR_MEANINGS, withTyped } from './shared.ts';

/** Circus Maximus: eight lanes of squares, written speeds in movement factors (MF), a chart for every hazard. */
export const CIRCUS_MAXIMUS_LOG: LogCatalogue = {
  ruleset: 'circus-maximus',
  events: withTyped(CIRCUS_MAXIMUS_TYPED_FIELDS, {
    specification: {
      says: 'A chariot is built: horses, driver, wheels, weapons and weight.',
      carries: ['rolls', 'decision', 'summary'],
    },
    place: { says: 'A chariot takes its place on the start line.', carries: ['at', 'summary', 'condition'] },
    'weather-check': {
      says: 'The weather is rolled (before the race, or again each lap).',
      carries: ['rolls', 'summary', 'weather'],
    },
    weather: {
      says: 'The weather changes: rain, or the track turning to mud.',
      carries: ['rolls', 'summary', 'weather'],
    },
    speed: {
      says: 'A driver writes the turn speed (and the lane aimed for).',
      carries: ['decision', 'summary'],
    },
    'turn-start': { says: 'A turn begins: the order of moves drawn.', carries: ['rolls', 'summary'] },
    acceleration: {
      says: 'First turn: how much of the written speed the team gets going.',
      carries: ['rolls', 'summary'],
    },
    strain: {
      says: 'The driver strains the team for extra MF, paid in endurance.',
      carries: ['rolls', 'decision', 'summary', 'condition'],
    },
    move: { says: 'The chariot moves along its path.', carries: ['path', 'summary'] },
    brake: {
      says: 'The chariot brakes (blocked, or forced), paid in endurance.',
      carries: ['summary', 'condition'],
    },
    'wet-lane-change': {
      says: 'A lane change on a wet track: the chariot may slide on a lane.',
      carries: ['rolls', 'summary'],
    },
    'corner-strain': {
      says: 'The chariot takes a corner over its safe speed and rolls on the corner strain chart.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    sideslip: { says: 'The car slides sideways outward.', carries: ['path', 'summary', 'condition'] },
    jostled: {
      says: 'The driver is jostled: the driver modifier drops, recovering 1 a turn.',
      carries: ['summary', 'condition'],
    },
    barrier: { says: 'A slide drives the chariot into the spina or the wall.', carries: ['at', 'summary'] },
    collision: {
      says: 'A sliding chariot runs into a rival: an involuntary ram.',
      carries: ['at', 'summary'],
    },
    decision: { says: 'A driver chooses an attack on a rival.', carries: ['decision', 'summary'] },
    'whip-attack': {
      says: "A lash at a rival's team or driver, read on the lash table.",
      carries: ['rolls', 'at', 'summary'],
    },
    'forced-brake': {
      says: 'A lashed driver must brake on his next move.',
      carries: ['summary', 'condition'],
    },
    'speed-loss': { says: 'A lashed team loses MF on its next move.', carries: ['summary', 'condition'] },
    'whip-grabbed': { says: "A rival grabs the lasher's whip.", carries: ['summary', 'condition'] },
    dust: { says: "A pouch of dust thrown in a rival driver's eyes.", carries: ['rolls', 'at', 'summary'] },
    blinded: { says: 'A blinded driver rolls to see again.', carries: ['rolls', 'summary', 'condition'] },
    'eye-wound': {
      says: 'Dust in the eyes: the driver goes straight on for two moves.',
      carries: ['summary', 'condition'],
    },
    knife: { says: 'A knife thrown at a rival.', carries: ['rolls', 'at', 'summary'] },
    spear: {
      says: 'A spear thrust at a rival, or (one chariot) a driver hurt by his own spear.',
      carries: ['rolls', 'at', 'summary'],
    },
    'spear-check': {
      says: 'A spear holder rolls to keep hold of his spear in a ram.',
      carries: ['rolls', 'summary'],
    },
    'driver-wound': {
      says: 'The driver takes hits; a critical hit may follow.',
      carries: ['rolls', 'summary', 'condition'],
    },
    ram: { says: "A chariot rams a rival's team or car.", carries: ['at', 'summary'] },
    evasion: { says: 'The rammed chariot tries to swerve away.', carries: ['rolls', 'summary'] },
    'ram-result': {
      says: 'What the ram does, read on the horse injury or car damage table.',
      carries: ['rolls', 'summary'],
    },
    'horse-hit': {
      says: 'A horse takes hits; a critical horse hit may follow.',
      carries: ['rolls', 'summary', 'condition'],
    },
    'wheel-damage': { says: 'A wheel takes hits.', carries: ['summary', 'condition'] },
    'flip-check': {
      says: 'A damaged wheel: the chariot rolls against a flip.',
      carries: ['rolls', 'summary'],
    },
    wreck: {
      says: 'The chariot flips and is wrecked; the team and the driver are rolled for.',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'wreck-cross': {
      says: 'A chariot runs over a wreck and rolls on the wreck crossing table.',
      carries: ['rolls', 'at', 'summary'],
    },
    carcass: { says: 'A dead horse is left on the track.', carries: ['at', 'summary'] },
    'cut-free': {
      says: 'A dead horse is cut out of the harness, or a tangled driver cuts himself free.',
      carries: ['rolls', 'summary', 'condition'],
    },
    runaway: {
      says: 'A team runs on without its driver, until the attendants catch it.',
      carries: ['rolls', 'path', 'at', 'summary', 'condition'],
    },
    dragged: {
      says: 'The driver is dragged behind the team by the reins (or his body cut loose).',
      carries: ['rolls', 'at', 'summary', 'condition'],
    },
    'on-foot': {
      says: 'The driver is on foot, making for the wall.',
      carries: ['at', 'summary', 'condition'],
    },
    lap: {
      says: 'The chariot completes a lap (the last just before its finish).',
      carries: ['summary', 'condition'],
    },
    finish: { says: 'The chariot crosses the finish line.', carries: ['at', 'summary', 'condition'] },
    decide: {
      says: 'A decision that produced no event of its own: not to strain as the move begins.',
      carries: ['decision'],
    },
    retire: { says: 'The chariot leaves the race (the turn limit).', carries: ['summary', 'condition'] },
  }),
  attrs: {
    driver: SHARED_ATTR_MEANINGS.driver,
    team: SHARED_ATTR_MEANINGS.team,
    horses: SHARED_ATTR_MEANINGS.horses,
    endurance: 'Endurance left.',
    driverHitsLeft: 'Hits the driver can still take.',
    horseHits: "Hits on Horse One to Four, as 'h1/h2/h3/h4' ('x' for a dead horse).",
    wheelLeft: 'Hits on the left wheel.',
    wheelRight: 'Hits on the right wheel.',
    jostle: 'How far the driver modifier is down from jostling (recovering 1 a turn).',
    whip: "The driver's whip: 'regular', 'long' or 'none'.",
    laps: SHARED_ATTR_MEANINGS.laps,
  },
  stats: {
    horse1: 'Speed of Horse One (MF).',
    horse2: 'Speed of Horse Two (MF).',
    horse3: 'Speed of Horse Three (MF).',
    horse4: 'Speed of Horse Four (MF).',
    teamSpeed: 'The team speed: the sum of the four horses.',
    driverModifier: 'The driver modifier (CDM).',
    driverHits: 'Hits the driver can take.',
    whip: "The whip: 'regular', 'long' or 'none'.",
    leftWheel: 'Hits the left wheel can take.',
    rightWheel: 'Hits the right wheel can take.',
    endurance: 'Endurance at the start.',
    leftBlades: "Blades on the left wheel: 'none', 'scythe' or 'long'.",
    rightBlades: "Blades on the right wheel: 'none', 'scythe' or 'long'.",
    dust: 'Carries a pouch of dust.',
    knife: 'Carries a knife.',
    spear: 'Carries a spear.',
    weight: "The chariot's weight: 'light', 'normal' or 'heavy'.",
  },
};
