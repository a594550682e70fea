/**
 * The words for a ruleset's figures in English (the chariot card, the race cards): each condition
 * attribute and entrant stat the log catalogue (src/engine/log/events) lists gets a label, and the
 * values the log writes as words ("aboard", "heavy", "long") get theirs. src/replay/figure-words.ts
 * picks them; it holds no words of its own. French: ./fr-figures.ts.
 */
import type { RulesetId } from '../engine/rulesets/ids.ts';

/** A ruleset's labels: condition attributes (`effect.condition[id].attrs`) and entrant stats, by key. */
export interface FigureLabels {
  readonly attrs: Readonly<Record<string, string>>;
  readonly stats: Readonly<Record<string, string>>;
}

export const EN_FIGURES = {
  /** "Circus Maximus", "Crudis": a ruleset's name as written on screen. */
  rulesets: {
    crudis: 'Crudis',
    'circus-maximus': 'Circus Maximus',
    aurigae: 'Aurigae',
    hippodrome: 'Hippodrome',
  } satisfies Record<RulesetId, string>,
  labels: {
    crudis: {
      attrs: {
        damageMod: 'Damage',
        moveMod: 'Movement',
        whip: 'Whip',
        lostControl: 'Control',
        locked: 'Locked',
        laps: 'Laps',
      },
      stats: { whip: 'Whip', damageMod: 'Damage', moveMod: 'Movement' },
    },
    'circus-maximus': {
      attrs: {
        driver: 'Driver',
        team: 'Team',
        horses: 'Horses',
        laps: 'Laps',
        endurance: 'Endurance',
        driverHitsLeft: 'Driver hits left',
        horseHits: 'Horse hits',
        wheelLeft: 'Left wheel hits',
        wheelRight: 'Right wheel hits',
        jostle: 'Jostled',
        whip: 'Whip',
      },
      stats: {
        horse1: 'Horse One',
        horse2: 'Horse Two',
        horse3: 'Horse Three',
        horse4: 'Horse Four',
        teamSpeed: 'Team speed',
        driverModifier: 'CDM',
        driverHits: 'Driver hits',
        whip: 'Whip',
        leftWheel: 'Left wheel',
        rightWheel: 'Right wheel',
        endurance: 'Endurance',
        leftBlades: 'Left blades',
        rightBlades: 'Right blades',
        dust: 'Dust',
        knife: 'Knife',
        spear: 'Spear',
        weight: 'Weight',
        /** Not a stat of its own: the race card's summary of the weapon stats. */
        weapons: 'Weapons',
      },
    },
    aurigae: {
      attrs: {
        deviation: 'Out of line',
        driver: 'Driver',
        team: 'Team',
        speed: 'Speed',
        injury: 'Injury',
        laps: 'Laps',
      },
      stats: { grade: 'Grade', team: 'Team', skill: 'Skill', strength: 'ST', dexterity: 'DX' },
    },
    hippodrome: {
      attrs: {
        place: 'Place',
        driver: 'Driver',
        team: 'Team',
        horses: 'Horses',
        hand: 'Hand',
        handSize: 'Cards in hand',
        played: 'Cards played',
      },
      stats: {
        speed: 'Speed',
        cut: 'Cut',
        turn: 'Turn',
        block: 'Block',
        cool: 'Cool',
        endurance: 'Endurance',
        cards: 'Team cards',
        stall: 'Stall',
        cutRolls: 'Cut rolls',
      },
    },
  } satisfies Record<RulesetId, FigureLabels>,
  /** Values in words. */
  values: {
    /** No value (yet). */
    none: '–',
    yes: 'yes',
    no: 'no',
    /** Crudis: a modifier of 0 (no damage taken). */
    sound: 'sound',
    /** Crudis: the whip, or control, kept. */
    inHand: 'in hand',
    lost: 'lost',
    /** Crudis: locked wheels with the others of a group. */
    withGroup: (group: string): string => `with group ${group}`,
    lapsOf: (lap: string, laps: number): string => `${lap} of ${laps}`,
    /** Circus Maximus: a horse's hits ("2: 1"), and a dead horse. */
    horse: (horse: number, hits: string): string => `${horse}: ${hits}`,
    dead: 'dead',
    /** Circus Maximus: jostled, the driver's modifier lowered this turn. */
    jostled: (cdm: string): string => `−${cdm} CDM`,
    teamSpeed: (mf: string): string => `${mf} MF`,
    /** Values the log writes as words, by the figure they are a value of. */
    words: {
      driver: { aboard: 'aboard', dragged: 'dragged', 'on-foot': 'on foot', down: 'down' },
      team: {
        harnessed: 'harnessed',
        runaway: 'runaway',
        stopped: 'stopped',
        poor: 'poor',
        fair: 'fair',
        good: 'good',
        excellent: 'excellent',
      },
      whip: { regular: 'regular', long: 'long', none: 'none' },
      leftBlades: { none: 'none', regular: 'scythes', long: 'long scythes' },
      rightBlades: { none: 'none', regular: 'scythes', long: 'long scythes' },
      weight: { light: 'light', normal: 'normal', heavy: 'heavy' },
      grade: { novice: 'novice', average: 'average', veteran: 'veteran', elite: 'elite' },
      hand: { none: 'none' },
      played: { none: 'none' },
    } as Readonly<Record<string, Readonly<Record<string, string>>>>,
    /** A Hippodrome card by its English name (the log's): English keeps it. */
    card: (english: string): string => english,
  },
  /** The AI drivers' personalities (an entrant's `personality`). */
  personalities: {
    cautious: 'cautious',
    balanced: 'balanced',
    reckless: 'reckless',
    dirty: 'dirty',
  } as Readonly<Record<string, string>>,
  /** What a Circus Maximus chariot carries to fight with, on its race card. */
  weapons: {
    longWhip: 'long whip',
    spear: 'spear',
    knife: 'knife',
    dust: 'dust',
    blades: 'scythe blades',
    longBlades: 'long scythe blades',
  },
};
