/**
 * Les dés qu'on demande de lancer à la table, au panneau de jeu, en français (./en-dice.ts : la
 * forme, d'après les codes et les chiffres du moteur). Le char dont c'est le jet est nommé une
 * fois, en tête (« 2d6 pour Scorpus : dés blancs ») ; les autres chars par leur nom.
 */
import { SAVE_AGAINST, STAT_NAMES_FR } from '../engine/log/sentences/hippodrome.fr.ts';
import { deFr } from '../engine/log/sentences/shared.ts';
import { type AskedDice, type EN_DICE, type PurposeWords, whoseRoll } from './en-dice.ts';
import { CHANGES } from './fr-refusals.ts';

const SPECIFICATION = { horses: 'chevaux', driver: 'cocher', whip: 'fouet', weight: 'poids', blades: 'faux' };
const SPEAR_WHEN = {
  ramming: 'en éperonnant',
  rammed: 'éperonné',
  'corner-strain': 'en forçant dans un virage',
};
const CRUDIS_DAMAGE = {
  locked: 'chars accrochés',
  spina: 'embardée contre la spina',
  'outer-wall': 'embardée contre le mur extérieur',
};
const DECKS = {
  team: 'mélange du paquet Équipe',
  event: 'mélange du paquet Évènement',
  papers: 'tirage des stalles de départ',
  discards: 'mélange des défausses Évènement',
};
/** Le cocher (0) ou un cheval par son numéro. */
const driverOrHorse = (horse: number): string => (horse === 0 ? 'le cocher' : `cheval ${horse}`);

const PURPOSES: PurposeWords = {
  'cm-spec': (f) => `fiche de caractéristiques, ${SPECIFICATION[f.what]}`,
  'cm-classic-endurance': () => 'préparation classique, endurance',
  'cm-weather': (f) => (f.lap === 0 ? 'météo avant la course' : `météo : le meneur entame le tour ${f.lap}`),
  'cm-rain-reroll': () => 'météo : nouveau jet après la pluie',
  'cm-weather-check': () => 'contrôle de la météo',
  'cm-order': () => 'ordre des mouvements',
  'cm-first-turn': () => 'accélération du premier tour',
  'cm-voluntary-strain': () => 'effort volontaire',
  'cm-corner-strain': () => 'effort dans le virage',
  'cm-wet-lane': () => 'changement de couloir sur piste mouillée',
  'cm-blinded': () => 'aveuglé, reprend-il le contrôle ?',
  'cm-run-over': (f, name) =>
    f.wreck === null ? 'passe sur une carcasse de cheval' : `passe sur l’épave ${deFr(name(f.wreck))}`,
  'cm-flip': () => 'test de renversement',
  'cm-team-after-flip': () => 'l’attelage après le renversement',
  'cm-driver-after-flip': () => 'le cocher après le renversement',
  'cm-lash': () => 'coup de fouet',
  'cm-lash-defence': () => 'défense contre le fouet',
  'cm-ram-evasion': (f, name) => `esquive l’éperonnage ${deFr(name(f.by))}`,
  'cm-ram-team': (f, name) => `éperonnage contre l’attelage ${deFr(name(f.target))}`,
  'cm-car-damage': (f, name) => `dégâts au char ${deFr(name(f.target))}`,
  'cm-own-wheel': () => 'dégâts à sa propre roue',
  'cm-wheel-damage': (f, name) => `dégâts à la roue ${deFr(name(f.target))}`,
  'cm-dust': (f, name) => `poussière lancée sur ${name(f.target)}`,
  'cm-dust-table': () => 'effet de la poussière reçue',
  'cm-knife': (f, name) => `couteau lancé sur ${name(f.target)}`,
  'cm-knife-table': () => 'effet du couteau reçu',
  'cm-spear': (f, name) => `coup de lance sur ${name(f.target)}`,
  'cm-spear-table': () => 'effet du coup de lance reçu',
  'cm-own-spear': (f) => `sa propre lance (${SPEAR_WHEN[f.when]})`,
  'cm-own-spear-injury': () => 'blessé par sa propre lance',
  'cm-major-wound': () => 'coups d’une blessure grave',
  'cm-major-horse': () => 'coup grave à un cheval',
  'cm-critical-hit': () => 'coup critique',
  'cm-critical-horse': (f, name) => `coup critique au cheval ${f.horse} ${deFr(name(f.target))}`,
  'cm-runaway': () => 'attelage emballé',
  'cm-dragged': () => 'cocher traîné',
  'cm-cut-free': () => 'se dégage en coupant les rênes',
  'aurigae-charioteer': () => 'aurige',
  'aurigae-team': () => 'attelage',
  'aurigae-speed': (f) => `vitesse ${CHANGES[f.change] ?? f.change}`,
  'aurigae-check': () => 'test d’intégrité en fin de mouvement',
  'aurigae-injury': () => 'blessure dans le naufrage',
  'aurigae-cut-reins': () => 'couper les rênes',
  'aurigae-dragged': () => 'traîné par l’attelage',
  'crudis-white': () => 'dés blancs',
  'crudis-red': () => 'dé rouge',
  'crudis-whip-white': () => 'fouet pour aller plus vite, dés blancs',
  'crudis-whip-red': () => 'fouet pour aller plus vite, dé rouge',
  'crudis-whip-attack': (f, name) => `coup de fouet sur ${name(f.target)}`,
  'crudis-danger-white': () => 'ligne de danger, dés blancs',
  'crudis-danger-red': () => 'ligne de danger, dé rouge',
  'crudis-damage': (f) => `dégâts (${CRUDIS_DAMAGE[f.cause]})`,
  'crudis-damage-timing': () => 'moment des dégâts',
  'crudis-wreck-on-way': (f) => (f.crossing ? 'traverse une épave' : 'longe une épave'),
  'crudis-collision': () => 'dégâts de la collision',
  'crudis-rip': () => 'arrachage de roues',
  'crudis-wheel-damage': () => 'dégâts aux roues',
  'crudis-rip-results': () => 'suites de l’arrachage',
  'crudis-locked-shift': () => 'sens du glissement des chars accrochés',
  'crudis-bounce-forward': () => 'rebond de l’épave, cases en avant',
  'crudis-bounce-aside': () => 'rebond de l’épave, couloirs de côté',
  'crudis-struck': (f, name) => `heurté par l’épave ${deFr(name(f.wreck))}`,
  'hippodrome-shuffle': (f) => DECKS[f.deck],
  'hippodrome-effort': () => 'jet d’effort',
  'hippodrome-roll-off': (f) =>
    f.cautious ? 'départage des départs prudents' : 'départage des efforts égaux',
  'hippodrome-pass': (f) =>
    `dépassement ${f.kind === 'bend' ? 'en virage' : 'en ligne droite'} : ${STAT_NAMES_FR[f.stat]}`,
  'hippodrome-entanglement': () => `enlacement : ${STAT_NAMES_FR.turn}`,
  'hippodrome-save': (f) =>
    `sauvegarde en ${f.against === 'avoid-wreck' ? STAT_NAMES_FR.turn : STAT_NAMES_FR.cool} : ${SAVE_AGAINST[f.against]}`,
  'hippodrome-survival': (f) => `survie : ${driverOrHorse(f.horse)}`,
  'hippodrome-trampling': (f) => `piétinement : ${driverOrHorse(f.horse)}`,
  'hippodrome-difficulty': () => 'difficulté de la sauvegarde',
  'hippodrome-prize': () => 'bourse du vainqueur',
};

export const FR_DICE: typeof EN_DICE = {
  question: (dice: AskedDice, why: string, name: (id: string) => string): string => {
    const who = whoseRoll(dice);
    return `${dice.count}d${dice.sides}${who === null ? '' : ` pour ${name(who)}`} : ${why}`;
  },
  purposes: PURPOSES,
};
