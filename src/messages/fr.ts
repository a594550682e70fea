/**
 * The viewer's text in French. Typed `Messages`: a message English has and this file lacks is a
 * compile error. Ordinals are the masculine abbreviations (1er, 2e: "le char"), and numbers are
 * written by the formats of ./format.ts.
 */
import type { Messages } from './types.ts';

/** 1 → "1er", 2 → "2e". */
const ordinal = (n: number): string => (n === 1 ? '1er' : `${n}e`);

export const FR: Messages = {
  standings: {
    label: 'Classement',
    leader: 'en tête',
    wrecked: 'détruit',
    retired: 'abandon',
    place: ordinal,
    behind: (metres) => `+${metres} m`,
    startLane: (lane) => `couloir ${lane}`,
    atTheStart: 'au départ',
    turnOf: (turn, turns) => `Tour de jeu ${turn} sur ${turns}`,
  },
  progress: {
    lapOf: (lap, laps) => `Tour ${lap} sur ${laps}`,
    finalStraight: 'Dernière ligne droite',
    finish: 'Arrivée',
  },
  ticker: {
    label: 'Événements de la course',
    all: 'Tous les événements',
    highlights: 'Temps forts',
    toggleHint: 'Montrer chaque jet, décision et mouvement, ou seulement ce que remarquerait un spectateur',
    empty: 'Les chars attendent au départ.',
  },
};
