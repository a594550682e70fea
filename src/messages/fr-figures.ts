/**
 * The words for a ruleset's figures in French (./en-figures.ts is the reference). The Hippodrome
 * under the French text's own names (Crochet, Virage, Vitesse, Blocage, Tranquillité, Endurance;
 * barrière; cartes Equipe), its cards by their French names; the Circus Maximus' driver is the
 * "cocher" as its French rules say.
 */
import { EVENT_DECK, TEAM_DECK } from '../engine/rulesets/hippodrome/tables.ts';
import type { EN_FIGURES } from './en-figures.ts';

/** The Hippodrome's cards, the log's English name to the French text's. */
const CARD_NAMES: ReadonlyMap<string, string> = new Map(
  [...TEAM_DECK, ...EVENT_DECK].map((c) => [c.english, c.name]),
);

const BLADES = { none: 'aucune', regular: 'faux', long: 'longues faux' };

export const FR_FIGURES: typeof EN_FIGURES = {
  rulesets: {
    crudis: 'Crudis',
    'circus-maximus': 'Circus Maximus',
    aurigae: 'Aurigae',
    hippodrome: 'Hippodrome',
  },
  labels: {
    crudis: {
      attrs: {
        damageMod: 'Dégâts',
        moveMod: 'Mouvement',
        whip: 'Fouet',
        lostControl: 'Contrôle',
        locked: 'Accroché',
        laps: 'Tours',
      },
      stats: { whip: 'Fouet', damageMod: 'Dégâts', moveMod: 'Mouvement' },
    },
    'circus-maximus': {
      attrs: {
        driver: 'Cocher',
        team: 'Attelage',
        horses: 'Chevaux',
        laps: 'Tours',
        endurance: 'Endurance',
        driverHitsLeft: 'Points de vie du cocher',
        horseHits: 'Blessures des chevaux',
        wheelLeft: 'Coups à la roue gauche',
        wheelRight: 'Coups à la roue droite',
        jostle: 'Bousculé',
        whip: 'Fouet',
      },
      stats: {
        horse1: 'Cheval un',
        horse2: 'Cheval deux',
        horse3: 'Cheval trois',
        horse4: 'Cheval quatre',
        teamSpeed: 'Vitesse de l’attelage',
        driverModifier: 'Mod. du cocher',
        driverHits: 'Points de vie du cocher',
        whip: 'Fouet',
        leftWheel: 'Roue gauche',
        rightWheel: 'Roue droite',
        endurance: 'Endurance',
        leftBlades: 'Faux à gauche',
        rightBlades: 'Faux à droite',
        dust: 'Poussière',
        knife: 'Couteau',
        spear: 'Lance',
        weight: 'Poids',
        weapons: 'Armes',
      },
    },
    aurigae: {
      attrs: {
        deviation: 'Écart de ligne',
        driver: 'Aurige',
        team: 'Attelage',
        speed: 'Vitesse',
        injury: 'Blessure',
        laps: 'Tours',
      },
      stats: { grade: 'Rang', team: 'Attelage', skill: 'Habileté', strength: 'FOR', dexterity: 'DEX' },
    },
    hippodrome: {
      attrs: {
        place: 'Place',
        driver: 'Conducteur',
        team: 'Attelage',
        horses: 'Chevaux',
        hand: 'Main',
        handSize: 'Cartes en main',
        played: 'Cartes jouées',
      },
      stats: {
        speed: 'Vitesse',
        cut: 'Crochet',
        turn: 'Virage',
        block: 'Blocage',
        cool: 'Tranquillité',
        endurance: 'Endurance',
        cards: 'Cartes Equipe',
        stall: 'Barrière',
        cutRolls: 'Jets de Crochet',
      },
    },
  },
  values: {
    none: '–',
    yes: 'oui',
    no: 'non',
    sound: 'intact',
    inHand: 'en main',
    lost: 'perdu',
    withGroup: (group: string): string => `avec le groupe ${group}`,
    lapsOf: (lap: string, laps: number): string => `${lap} sur ${laps}`,
    /** No break inside "1 : 0" (a narrow no-break space before the colon, as French sets it). */
    horse: (horse: number, hits: string): string => `${horse}\u202f:\u00a0${hits}`,
    dead: 'mort',
    jostled: (cdm: string): string => `−${cdm} au mod. du cocher`,
    teamSpeed: (mf: string): string => `${mf} PM`,
    words: {
      driver: { aboard: 'à bord', dragged: 'traîné', 'on-foot': 'à pied', down: 'à terre' },
      team: {
        harnessed: 'attelé',
        runaway: 'emballé',
        stopped: 'arrêté',
        poor: 'médiocre',
        fair: 'passable',
        good: 'bon',
        excellent: 'excellent',
      },
      whip: { regular: 'ordinaire', long: 'long', none: 'aucun' },
      leftBlades: BLADES,
      rightBlades: BLADES,
      weight: { light: 'léger', normal: 'normal', heavy: 'lourd' },
      grade: { novice: 'novice', average: 'moyen', veteran: 'vétéran', elite: 'd’élite' },
      hand: { none: 'aucune' },
      played: { none: 'aucune' },
    },
    card: (english: string): string => CARD_NAMES.get(english) ?? english,
  },
  personalities: { cautious: 'prudent', balanced: 'équilibré', reckless: 'téméraire', dirty: 'déloyal' },
  weapons: {
    longWhip: 'fouet long',
    spear: 'lance',
    knife: 'couteau',
    dust: 'poussière',
    blades: 'faux',
    longBlades: 'longues faux',
  },
};
