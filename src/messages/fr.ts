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
  controls: {
    playback: 'Lecture',
    view: 'Vue',
    previousTurn: 'Tour de jeu précédent',
    previousEvent: 'Événement précédent',
    nextEvent: 'Événement suivant',
    nextTurn: 'Tour de jeu suivant',
    play: 'Lecture',
    pause: 'Pause',
    speed: 'Vitesse',
    speedHint: 'Vitesse de lecture (J plus lent, L plus vite)',
    nextIncident: 'Incident suivant',
    nextIncidentHint: 'Aller à l’incident suivant (N)',
    playbackMode: 'Mode de lecture',
    modes: {
      race: { label: 'Course', title: 'Tous les chars avancent ensemble, comme dans une vraie course' },
      tabletop: {
        label: 'Plateau',
        title: 'Un char avance à la fois, dans l’ordre où les règles les résolvent',
      },
    },
    pace: 'Allure du plateau',
    paceHint:
      'Allure du plateau : l’allure vive garde une longue course regardable ; le plein galop prend chaque mouvement au galop',
    paces: { brisk: 'Allure vive', gallop: 'Plein galop' },
    camera: 'Caméra',
    cameraCycles: 'C pour changer',
    cameras: {
      orbit: {
        label: 'Libre',
        title: 'Caméra libre : glisser pour tourner, clic droit pour déplacer, molette pour zoomer',
      },
      follow: { label: 'Suivre', title: 'Derrière le char choisi (ou le char de tête)' },
      trackside: {
        label: 'Bord de piste',
        title: 'Caméras au bord de la piste, coupant sur le char choisi (ou le char de tête)',
      },
      top: { label: 'Dessus', title: 'Vu d’en haut, avec le plateau de jeu tracé sur le sable' },
    },
    quality: 'Qualité',
    qualityHint: 'Qualité du rendu : ombres, foule et courbes',
    qualities: { low: 'Basse', medium: 'Moyenne', high: 'Haute' },
    auto: (level) => `${level} (auto)`,
    sound: 'Son',
    muted: 'Muet',
    soundOn: 'Activer le son',
    soundOff: 'Couper le son',
    volume: 'Volume',
    openLog: 'Ouvrir un journal…',
    openLogHint:
      'Charger un journal de course (.json ou .json.gz) depuis cet ordinateur — ou le déposer n’importe où sur la page',
    help: 'Raccourcis clavier',
    helpHint: 'Raccourcis clavier (?)',
    withKey: (what, key) => `${what} (${key})`,
  },
  help: {
    title: 'Raccourcis clavier',
    close: 'Fermer l’aide',
    closeHint: 'Fermer (Échap)',
    mouse: 'Souris',
    keys: { Space: 'Espace', Shift: 'Maj', Esc: 'Échap' },
    shortcuts: {
      playPause: 'Lecture / pause',
      event: 'Événement précédent / suivant',
      turn: 'Tour de jeu précédent / suivant',
      slower: 'Plus lent, puis lecture à rebours',
      pause: 'Pause',
      faster: 'Plus vite, puis lecture en avant',
      incident: 'Aller à l’incident suivant',
      camera: 'Caméra suivante (libre, suivre, bord de piste, dessus)',
      mode: 'Passer de la course au plateau et retour',
      explain: 'Mode explication : s’arrêter à chaque étape et montrer pourquoi',
      explainStep: 'En mode explication : étape précédente / suivante',
      board: 'Plateau sur le sable : vue de dessus seulement, toujours, jamais',
      rules: 'Livre des règles : chaque table, et où cette course l’a utilisée',
      escape: 'Fermer cette aide ou le livre des règles, ou désélectionner le char',
      help: 'Afficher / masquer cette aide',
    },
    mouseHints: [
      { what: 'Cliquer sur un char ou une ligne du classement', action: 'Le choisir et montrer sa fiche' },
      {
        what: 'Glisser la barre de temps',
        action: 'Se déplacer ; survoler une marque pour voir l’incident, cliquer pour y aller',
      },
      { what: 'Caméra libre : glisser / clic droit / molette', action: 'Tourner / déplacer / zoomer' },
      { what: 'Déposer un journal de course sur la page', action: 'Le charger' },
    ],
  },
};
