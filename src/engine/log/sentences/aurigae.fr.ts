/**
 * Aurigae's events as plain French sentences: the French writer beside ./aurigae.ts, from the same
 * typed fields. Distances are table inches, written "po" (pouces); speeds are inches a turn.
 */
import type { AurigaeEvent } from '../v2/aurigae.ts';
import { markWordsFr, type SentenceNames } from './shared.ts';

/** The integrity ladder, as a sentence says where a chariot stands on it. */
const LEVEL_WORDS = [
  'de nouveau en ligne',
  'un léger écart',
  'un écart modéré',
  'un écart',
  'un accident',
] as const;

export const CHANGE_VERBS: Readonly<Record<string, string>> = {
  hold: 'garde son allure',
  'up-1d6': 'accélère',
  'up-2d6': 'pousse son attelage à fond',
  'down-1d6': 'ralentit',
  'down-2d6': 'freine fort',
  'stop-4d6': 'arrête son attelage',
};

const WALL_WORDS: Readonly<Record<string, string>> = { spina: 'la spina', wall: 'le mur de l’arène' };

const GRADE_WORDS = { novice: 'novice', average: 'moyen', veteran: 'vétéran', elite: 'd’élite' } as const;
const TEAM_WORDS = { poor: 'médiocre', fair: 'passable', good: 'bon', excellent: 'excellent' } as const;

/** "40° à gauche", "tout droit". */
export function turnWords(degrees: number): string {
  if (degrees === 0) return 'tout droit';
  return `${Math.abs(degrees)}° à ${degrees > 0 ? 'gauche' : 'droite'}`;
}

const speedWords = (c: { from: number; to: number } | undefined): string =>
  c === undefined ? '' : `, vitesse ${c.from} → ${c.to}`;

/** One French sentence for an Aurigae event. Never empty. */
export function aurigaeSentenceFr(e: AurigaeEvent, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  switch (e.type) {
    case 'place':
      return e.grade !== undefined && e.team !== undefined
        ? `${a} se place : aurige ${GRADE_WORDS[e.grade]}, attelage ${TEAM_WORDS[e.team]}${e.skill === undefined ? '' : `, habileté ${e.skill}`}`
        : `${a} se place au départ`;
    case 'move': {
      const plot = e.decision?.value;
      const verb = plot ? (CHANGE_VERBS[plot.change] ?? 'avance') : 'avance';
      const run = e.speed === undefined ? '' : ` et parcourt ${e.speed} po`;
      const turn = plot ? `, ${turnWords(plot.turn)}` : '';
      const reverse = plot?.reverse ? ', en marche arrière' : '';
      const check =
        e.margin === undefined || e.margin === null
          ? ''
          : e.margin > 0
            ? ` ; test réussi de ${e.margin}`
            : ` ; test raté de ${-e.margin}`;
      const recovered =
        e.recovered === undefined || e.recovered === null
          ? ''
          : ` ; se reprend : ${LEVEL_WORDS[e.recovered] ?? 'mieux'}`;
      return `${a} ${verb}${run}${turn}${reverse}${check}${recovered}`;
    }
    case 'swerve':
      if (e.change) return `${a} fait un écart : le char dévie de 45° de sa ligne${speedWords(e.change)}`;
      return e.level === undefined
        ? `${a} glisse hors de sa ligne`
        : `${a} glisse hors de sa ligne : ${LEVEL_WORDS[e.level]}${e.margin === undefined ? '' : ` (test raté de ${-e.margin})`}`;
    case 'collision':
      return `${a} percute ${n.name(e.target ?? e.chariots[1])}${speedWords(e.change)}`;
    case 'barrier':
      return `${a} heurte ${e.wall ? WALL_WORDS[e.wall] : 'la barrière'}${speedWords(e.change)}`;
    case 'wreck-cross':
      return e.wreck === undefined
        ? `${a} percute une épave${speedWords(e.change)}`
        : `${a} percute l’épave de ${n.name(e.wreck)}${speedWords(e.change)}`;
    case 'wreck': {
      const how = e.cause === 'no-chance' ? ' sans aucune chance au test' : '';
      const driver =
        e.driver === 'down'
          ? 'l’aurige est à terre'
          : e.driver === 'dragged'
            ? 'l’aurige est traîné derrière l’attelage'
            : '';
      const hurt = e.injury ? ` (${e.injury} points de blessure)` : '';
      return `ACCIDENT ! ${a} s’écrase${how}${driver ? ` : ${driver}${hurt}` : hurt}`;
    }
    case 'runaway':
      if (e.bolt === true)
        return `L’attelage de ${a} s’emballe sans son aurige${e.speed === undefined ? '' : `, ${e.speed} po en un tour`}`;
      return `L’attelage emballé de ${a} poursuit sa course${e.speed === undefined ? '' : `, ${e.speed} po`}`;
    case 'dragged':
      if (e.driver === 'down') return `L’aurige de ${a} est traîné jusqu’à rester immobile`;
      return `L’aurige de ${a} est traîné derrière l’attelage${e.injury ? ` : ${e.injury} points de blessure` : ''}`;
    case 'cut-free':
      return `L’aurige de ${a} tranche les rênes et roule à terre, libre`;
    case 'on-foot': {
      const to = e.toward ? WALL_WORDS[e.toward] : 'un abri';
      if (e.run === undefined || e.left === undefined) return `L’aurige de ${a} court vers ${to}`;
      return e.left === 0
        ? `L’aurige de ${a} court ${e.run} po et atteint ${to}, sain et sauf`
        : `L’aurige de ${a} court ${e.run} po vers ${to} : encore ${e.left} po`;
    }
    case 'lap':
    case 'finish':
    case 'retire':
      return markWordsFr(e, a);
    case 'decide':
      return `${a} décide`;
  }
}
