/**
 * The commentator's phrasings in French, beside the English ones (./phrases.ts): the same kinds of
 * line and the same facts, said as a French commentator would say them, not word for word. Numbers
 * are said in words up to twenty, places as ordinals ("troisième"), gaps in lengths ("longueurs").
 * `detail` arrives in French (the commentary builds it from the log's typed facts in the line's
 * language), so a phrasing may use it as it does in English.
 */
import { deFr as de } from '../engine/log/sentences/shared.ts';
import type { Facts, LineKind, Phrasing } from './phrases.ts';

const NOMBRES = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
  'vingt',
];

/** A number as a commentator says it: words up to twenty, figures above. */
export const dire = (n: number): string => NOMBRES[n] ?? String(n);

const RANGS = [
  '',
  'premier',
  'deuxième',
  'troisième',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
  'huitième',
  'neuvième',
  'dixième',
  'onzième',
  'douzième',
];
/** "troisième"; "13e" past twelve. */
export const rang = (n: number): string => RANGS[n] ?? `${n}e`;

/** "la troisième place" without its article: "première place", "troisième place". */
const placeNom = (n: number): string => (n === 1 ? 'première place' : `${rang(n)} place`);
/** Where a chariot runs: "en tête", "en troisième position". */
const enPlace = (n: number): string => (n === 1 ? 'en tête' : `en ${rang(n)} position`);

/** A gap under twelve lengths, as a noun: "une demi-longueur", "une longueur", "trois longueurs". */
function longueurs(gap: number): string {
  if (gap < 0.75) return 'une demi-longueur';
  const n = Math.round(gap);
  return n === 1 ? 'une longueur' : `${dire(n)} longueurs`;
}
const loin = (f: Facts): boolean => f.gap >= 12;
/** Where `b` is from `a`: "à trois longueurs", "loin derrière". */
const ecart = (f: Facts): string => (loin(f) ? 'loin derrière' : `à ${longueurs(f.gap)}`);

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const serre = (f: Facts): boolean => f.gap < 1.5;
const chars = (n: number): string => (n === 1 ? 'un char' : `${dire(n)} chars`);
const fini = (f: Facts): boolean => f.laps !== null && f.lap >= f.laps;
/** The lap being run, on its own: "troisième tour sur sept", "dernière ligne droite". */
const leTour = (f: Facts): string =>
  fini(f)
    ? 'dernière ligne droite'
    : `${rang(f.lap + 1)} tour${f.laps !== null ? ` sur ${dire(f.laps)}` : ''}`;
/** The same after a comma: "au troisième tour sur sept", "dans la dernière ligne droite". */
const auTour = (f: Facts): string => (fini(f) ? 'dans la dernière ligne droite' : `au ${leTour(f)}`);
const mouille = (f: Facts): string => (f.wet ? ' sur une piste détrempée' : '');
/** ": arraché de son char par le fouet", or nothing. */
const avec = (f: Facts): string => (f.detail ? ` : ${f.detail}` : '');

/** " à onze, deux au-dessus de la vitesse sûre" / " à la vitesse neuf, couloir trois" / "". */
function virage(f: Facts): string {
  if (f.speed === null) return '';
  if (f.over === null)
    return ` à la vitesse ${dire(f.speed)}${f.lane !== null ? `, couloir ${dire(f.lane)}` : ''}`;
  return ` à ${dire(f.speed)}, ${f.over > 0 ? `${dire(f.over)} au-dessus de la vitesse sûre` : 'pile à la vitesse sûre'}`;
}

export const PHRASES_FR: Readonly<Record<LineKind, readonly Phrasing[]>> = {
  start: [
    (f) =>
      `Et c’est parti ! ${cap(chars(f.field))}${f.laps !== null ? `, ${dire(f.laps)} tours` : ''}${mouille(f)}.`,
    (f) =>
      `La corde tombe, ${f.field === 1 ? 'l’attelage jaillit' : `les ${dire(f.field)} attelages jaillissent`} des stalles${mouille(f)} !`,
    (f) =>
      `Les voilà lancés ! ${f.laps !== null ? `${cap(dire(f.laps))} tours à couvrir` : 'Toute une course devant eux'}${mouille(f)}.`,
    (f) => `${cap(chars(f.field))} à l’assaut de la palme${mouille(f)} !`,
  ],
  leads: [
    (f) =>
      serre(f) ? `${f.a} devant, mais ${f.b} colle à ses roues.` : `${f.a} en tête, ${f.b} ${ecart(f)}.`,
    (f) => `${f.a} toujours aux commandes, ${auTour(f)}.`,
    (f) =>
      serre(f)
        ? `Rien ne sépare ${f.a} et ${f.b} en tête de course.`
        : loin(f)
          ? `${f.a} a creusé l’écart sur ${f.b}.`
          : `${f.a} compte ${longueurs(f.gap)} d’avance sur ${f.b}.`,
    (f) => `C’est ${f.a} qui impose le rythme, ${f.b} en chasse.`,
    (f) => `${cap(leTour(f))}, et ${f.a} mène la danse.`,
  ],
  riding: [
    (f) => `Nous sommes avec ${f.a}, ${enPlace(f.place)}.`,
    (f) => `${f.a} pointe ${enPlace(f.place)} ${auTour(f)}.`,
    (f) =>
      f.place > 1
        ? loin(f)
          ? `${f.a} loin derrière ${f.b}, ${enPlace(f.place)}.`
          : `${f.a} à ${longueurs(f.gap)} ${de(f.b)}, ${enPlace(f.place)}.`
        : `${f.a} devant tout le monde.`,
    (f) => `Caméra sur ${f.a}, ${rang(f.place)} sur ${dire(f.field)}.`,
  ],
  pack: [
    (f) => `Plus loin, ${f.a} ${rang(f.place)}, ${f.b} ${serre(f) ? 'dans son sillage' : 'juste après'}.`,
    (f) => `La bagarre pour la ${placeNom(f.place)} : ${f.a}, et ${f.b} ${ecart(f)}.`,
    (f) => `${f.a} tient la ${placeNom(f.place)} pour l’instant, ${f.b} en embuscade.`,
  ],
  lap: [
    (f) => `${f.a} boucle le tour en tête : encore ${dire(f.left)} à faire.`,
    (f) =>
      `${f.lap === 1 ? 'Un tour bouclé' : `${cap(dire(f.lap))} tours bouclés`}, encore ${dire(f.left)}, et ${f.a} toujours devant.`,
    (f) => `Encore un tour de passé, ${f.a} en tête, plus que ${dire(f.left)}.`,
  ],
  'last-lap': [
    (f) => `Dernier tour ! ${f.a} emmène tout le monde.`,
    (f) => `Plus qu’un tour, et c’est ${f.a} qui mène.`,
    (f) => `Le dernier tour commence, ${f.a} devant ${f.b}.`,
  ],
  corner: [
    (f) => `${f.a} arrive dans le virage${virage(f)}…`,
    (f) => `Regardez ${f.a} à l’approche de la borne${virage(f)}…`,
    (f) => `${f.a} entre fort dans la courbe${virage(f)}…`,
    (f) => `Voici ${f.a} au virage${virage(f)}…`,
  ],
  'build-up': [
    (f) => (f.b ? `${f.a} et ${f.b}, roue contre roue…` : `Gardez un œil sur ${f.a}…`),
    (f) => (f.b ? `${f.b} a ${f.a} à sa hauteur…` : `${f.a}, ${enPlace(f.place)}…`),
    (f) => (f.b ? `Ça chauffe entre ${f.a} et ${f.b}…` : `Il se passe quelque chose pour ${f.a}…`),
    (f) => `Attention à ${f.a}…`,
  ],
  'run-in': [
    (f) => `Voici ${f.a}, lancé dans la ligne droite vers l’arrivée…`,
    (f) => `${f.a} voit l’arrivée approcher…`,
    (f) => (f.b ? `${f.a} et ${f.b}, au coude-à-coude jusqu’à la ligne…` : `${f.a} file vers l’arrivée…`),
  ],
  wreck: [
    (f) => `${f.a} est à terre !${f.detail ? ` ${cap(f.detail)}.` : ''}`,
    (f) => `Catastrophe pour ${f.a}${avec(f)} !`,
    (f) => `Accident ! La course ${de(f.a)} s’arrête là.`,
    (f) => `Oh, ${f.a} sort de la course${avec(f)} !`,
  ],
  ram: [
    (f) => `${f.a} éperonne ${f.b} !`,
    (f) => `${f.a} fonce droit dans ${f.b} !`,
    (f) => `Contact ! ${f.a} percute ${f.b} de plein fouet.`,
  ],
  collision: [
    (f) => `${f.a} et ${f.b} s’accrochent !`,
    (f) => `Ils se touchent ! ${f.a} contre ${f.b}.`,
    (f) => `Collision entre ${f.a} et ${f.b} !`,
  ],
  attack: [
    (f) => `${f.a} s’en prend à ${f.b}${avec(f)} !`,
    (f) => `Coup bas ${de(f.a)} sur ${f.b} !`,
    (f) => `${f.a} attaque ${f.b} !`,
  ],
  overtake: [
    (f) => `${f.a} ravit la tête à ${f.b} !`,
    (f) => `Et ${f.a} passe ! ${f.b} perd le commandement.`,
    (f) => `Changement en tête : ${f.a} déborde ${f.b}.`,
    (f) => `${f.a} s’empare de la tête !`,
  ],
  finish: [
    (f) => `${f.a} l’emporte !`,
    (f) => `${f.a} remporte la palme !`,
    (f) => `Et la victoire est pour ${f.a} !`,
  ],
  'close-finish': [
    (f) => `${f.a} gagne d’un souffle devant ${f.b} !`,
    (f) => `Sur le fil ! ${f.a} résiste à ${f.b}.`,
    (f) => `${f.a} s’impose de justesse, ${f.b} dans ses roues !`,
  ],
  replay: [
    (f) => `Revoyons ça. ${cap(f.detail)}.`,
    (f) => `Sous un autre angle. ${cap(f.detail)}.`,
    (f) => `Encore une fois. ${cap(f.detail)}.`,
    (f) => `Au ralenti… ${cap(f.detail)}.`,
  ],
  placings: [
    (f) => `${f.b} prend la ${placeNom(f.place)} derrière ${f.a}.`,
    (f) => `${f.b} franchit la ligne, ${rang(f.place)}.`,
    (f) => `La ${placeNom(f.place)} revient à ${f.b}.`,
  ],
};
