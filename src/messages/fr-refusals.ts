/**
 * Why the rules refuse an answer given at the play panel, in French (./en-refusals.ts: the shape,
 * from the engine's codes and figures). Ids (entrants, cards, speed changes) are named as the page
 * names them; the rule ids stay as the rules book shows them.
 */
import { STAT_NAMES_FR } from '../engine/log/sentences/hippodrome.fr.ts';
import { STAT_NAMES } from '../engine/rulesets/hippodrome/tables.ts';
import type { EN_REFUSALS, RefusalWords } from './en-refusals.ts';

const ATTACKS: Readonly<Record<string, string>> = {
  lash: 'coup de fouet',
  ram: 'éperonnage',
  dust: 'jet de poussière',
  knife: 'lancer de couteau',
  spear: 'coup de lance',
};
const PARTS: Readonly<Record<string, string>> = { team: 'l’attelage', driver: 'le cocher', car: 'le char' };
const WHIP_PARTS: Readonly<Record<string, string>> = {
  'outer-horses': 'les chevaux extérieurs',
  yokers: 'les chevaux du joug',
  charioteer: 'le cocher',
};
/** Aurigae's speed changes by their code (the dice question names them too: ./fr-dice.ts). */
export const CHANGES: Readonly<Record<string, string>> = {
  hold: 'garder la vitesse',
  'up-1d6': '+1d6',
  'down-1d6': '−1d6',
  'up-2d6': '+2d6',
  'down-2d6': '−2d6',
  'stop-4d6': '−4d6 (arrêt brusque)',
};
const CARD_KINDS: Readonly<Record<string, [string, string]>> = {
  chariot: ['carte Char', 'cartes Char'],
  driver: ['carte Conducteur', 'cartes Conducteur'],
  hitch: ['carte Pépin', 'cartes Pépin'],
  rumor: ['carte Rumeur', 'cartes Rumeur'],
  horse: ['carte Cheval', 'cartes Cheval'],
};
const STARTS: Readonly<Record<string, string>> = { bolt: 'départ en trombe', cautious: 'départ prudent' };

const word = (table: Readonly<Record<string, string>>, id: string): string => table[id] ?? id;
const s = (n: number): string => (n === 1 ? '' : 's');
/** A Hippodrome statistic's French name from its English one (the figure the engine gives). */
const statFr = (english: string): string => {
  const id = Object.entries(STAT_NAMES).find(([, name]) => name === english)?.[0];
  return id === undefined ? english : ((STAT_NAMES_FR as Readonly<Record<string, string>>)[id] ?? english);
};
const list = (ids: readonly string[], name: (id: string) => string): string =>
  ids.length > 0 ? ids.map(name).join(', ') : 'aucune';

const PROBLEMS: RefusalWords = {
  malformed: (f) => `une réponse mal formée${f.at ? ` (en ${f.at})` : ''}`,
  'not-a-choice': (f) => `${f.value} n’est pas l’un des choix (${f.choices.join(', ')})`,
  'dice-list': (f) => `donnez les faces du ${f.dice} en une liste de nombres`,
  'dice-count': (f) =>
    `${f.dice}, c’est ${f.count} dé${s(f.count)} : ${f.given} face${s(f.given)} donnée${s(f.given)}`,
  'dice-face': (f) => `un d${f.sides} n’a pas de face ${f.face} (ses faces vont de 1 à ${f.sides})`,
  'cm-blinded': (f) =>
    `un cocher aveuglé ne peut pas changer de vitesse : il écrit ${f.fixed} (circus-maximus.pouch-of-dust), pas ${f.speed}`,
  'cm-speed-max': (f) =>
    `le cocher peut écrire au plus ${f.max} (vitesse de l’attelage ${f.teamSpeed} + CDM ${f.cdm}), pas ${f.speed}`,
  'cm-strain-off': () =>
    'on n’écrit un S qu’avec l’effort volontaire (circus-maximus.voluntary-straining est désactivée)',
  'cm-attack-now': (f) =>
    `pas de ${word(ATTACKS, f.kind)} possible maintenant (circus-maximus.${f.kind}) : ${f.kinds.length > 0 ? `seulement ${f.kinds.map((k) => word(ATTACKS, k)).join(', ')}` : 'aucune attaque'}, avec ${f.left} PM restant${s(f.left)}`,
  'cm-attack-part': (f) =>
    `un ${word(ATTACKS, f.kind)} vise ${f.parts.map((p) => word(PARTS, p)).join(' ou ')}, pas ${word(PARTS, f.part)}`,
  'cm-knife-target': (f, name) => `${name(f.target)} n’est pas un rival encore en course`,
  'cm-not-beside': (f, name) =>
    `${name(f.target)} n’est pas à côté du char (circus-maximus.${f.kind} demande un rival à hauteur)`,
  'cm-out-of-reach': (f, name) => `${word(PARTS, f.part)} de ${name(f.target)} n’est pas à portée`,
  'aurigae-stop-only': (f) =>
    `le changement −4d6 ne sert qu’à s’arrêter : à ${f.speed} pouces par tour, 4d6 (au plus ${f.most}) ne peut pas arrêter le char`,
  'aurigae-change': (f) => `${word(CHANGES, f.change)} n’est pas un changement de vitesse permis ici`,
  'aurigae-turn': (f) =>
    `un virage va de 0 à ${f.maxTurn} degrés d’un côté ou de l’autre, par pas de ${f.step} (pas ${f.turn})`,
  'aurigae-reverse': (f) => `le char doit être à l’arrêt pour changer de sens (il va à ${f.speed})`,
  'hippodrome-not-among': (f, name) =>
    `${name(f.id)} n’est pas ${f.among === 'dealt' ? 'parmi les cartes distribuées' : f.among === 'hand' ? 'dans la main' : `une carte ${statFr(f.stat)} de la main`} (${list(f.from, name)})`,
  'hippodrome-twice': (f, name) => `${name(f.id)} est nommée deux fois`,
  'hippodrome-keep': (f) => {
    const [one, many] = CARD_KINDS[f.kind] ?? [f.kind, f.kind];
    return `une équipe garde au plus ${f.limit} ${f.limit === 1 ? one : many}`;
  },
  'hippodrome-rumor': (f, name) =>
    `${name(f.card)} ne peut pas nommer ${name(f.target)} (elle peut nommer ${list(f.targets, name)})`,
  'hippodrome-start': (f) => `${word(STARTS, f.choice)} n’est pas une façon de partir`,
  'hippodrome-cards': (f) => `au plus ${f.limit} carte${s(f.limit)} par jet`,
  'hippodrome-discard': (f) =>
    `la main dépasse sa limite de ${f.count} : défaussez exactement ${f.count} carte${s(f.count)}`,
  'crudis-forward': (f) => `avancer de ${f.forward} n’est pas un mouvement`,
  'crudis-lanes': (f) =>
    `${f.changes} couloir${s(f.changes)} de côté demande${f.changes === 1 ? '' : 'nt'} autant de cases en avant (un couloir par case) ; le mouvement est de ${f.forward}`,
  'crudis-steps': (f) =>
    `les changements de couloir (${f.laterals.join(', ')}) doivent faire au plus un couloir par case en avant`,
  'crudis-off-track': (f) =>
    `le couloir ${f.lane} est hors de la piste (un char court dans les couloirs 1 à ${f.max})`,
  'crudis-manoeuvre': (f) =>
    `${[`${f.forward} en avant pour ${f.white} aux dés blancs`, `${f.changes} changement${s(f.changes)} de couloir`, ...(f.ram ? ['un éperonnage'] : []), ...(f.rip ? ['un arrachage de roues'] : [])].join(', ')} demandent ${f.cost} point${s(f.cost)} de manœuvre ; le dé rouge en a donné ${f.red}`,
  'crudis-no-rival': (f, name) => `${name(f.target)} n’est pas un rival sur la piste`,
  'crudis-ram-first': (f, name) => `le trajet heurte d’abord ${name(f.blocker)}, pas ${name(f.target)}`,
  'crudis-ram-never': (f, name) =>
    `le trajet ne heurte jamais ${name(f.target)} (éperonner, c’est entrer en collision)`,
  'crudis-rip-square': (f) =>
    `la case ${f.atStep} n’est pas l’une des ${f.forward} case${s(f.forward)} du mouvement`,
  'crudis-rip-never': (f, name) =>
    `le trajet ne vient jamais à hauteur de ${name(f.target)} à partir de la case ${f.atStep}`,
  'crudis-whip-rival': (f, name) =>
    `${name(f.target)} n’est pas un rival que le fouet peut atteindre (en course, pas accroché à vous)`,
  'crudis-whip-reach': (f, name) =>
    `${word(WHIP_PARTS, f.part)} de ${name(f.target)} ${f.part === 'charioteer' ? 'est' : 'sont'} hors de portée du fouet (portée ${f.range} ; à portée : ${f.parts.length > 0 ? f.parts.map((p) => word(WHIP_PARTS, p)).join(', ') : 'rien'})`,
  'crudis-shift': (f) => `${f.shift} n’est pas −1 (vers l’intérieur), 0 ou 1 (vers l’extérieur)`,
  'crudis-shift-off': (f) =>
    `aller vers ${f.shift < 0 ? 'l’intérieur' : 'l’extérieur'} sortirait de la piste les chars accrochés`,
};

export const FR_REFUSALS: typeof EN_REFUSALS = {
  refused: (rule, _id, name, _kind, why) => `La règle ${rule} refuse ce choix de ${name} : ${why}`,
  under: (why, rule) => `${why} (${rule})`,
  dice: (why) => `Ces dés ne conviennent pas : ${why}`,
  problems: PROBLEMS,
};
