/**
 * The Circus Maximus' rolls and decisions in French for the explain card, from the typed event
 * (../v2/circus-maximus.ts): the build, the order of moves, acceleration and strain, the attacks'
 * throws, the corner strain, the dragged driver and the runaway team. Rolls on a table (damage,
 * wounds, flips, weather) take the table's French title and row (./index.ts).
 */
import { ATTACK_WORDS, OUTCOME_WORDS, PART_WORDS, SPEAR_WHEN } from '../sentences/circus-maximus.fr.ts';
import { deFr, pluralFr, type SentenceNames } from '../sentences/shared.ts';
import type { CircusMaximusEvent } from '../v2/circus-maximus.ts';
import { type EventWords, metTarget, type RollWords } from './shared.ts';

/** The build's dice, in the order the specification rolls them. */
const SPECIFICATION = ['chevaux', 'cocher', 'fouet', 'poids', 'faux'] as const;

/** What a Circus Maximus driver chose, in words. */
function decisionFr(e: CircusMaximusEvent, n: SentenceNames): string | undefined {
  const d = e.decision;
  if (!d) return undefined;
  const v = d.value as Record<string, unknown> | null | undefined;
  if (!v || typeof v !== 'object') return undefined;
  switch (d.kind) {
    case 'specification':
      return 'prépare son char (fiche de caractéristiques)';
    case 'speed':
      return `vitesse ${String(v['speed'])}${v['strain'] ? ' en forçant' : ''}, vise le couloir ${String(v['lane'])}`;
    case 'attack': {
      const kind = ATTACK_WORDS[String(v['kind'])] ?? String(v['kind']);
      const part = v['part'] ? `${PART_WORDS[String(v['part'])] ?? String(v['part'])} ` : '';
      return `${kind} contre ${part}${deFr(n.name(String(v['target'])))}`;
    }
    default:
      return undefined;
  }
}

/** The French words of a Circus Maximus event's rolls and decision. */
export function circusMaximusExplainFr(e: CircusMaximusEvent, n: SentenceNames): EventWords {
  const rolls = e.rolls ?? [];
  const words: RollWords[] = [];
  const a = n.name(e.chariots[0]);
  const b = 'target' in e && typeof e.target === 'string' ? n.name(e.target) : undefined;
  const first = rolls[0];
  switch (e.type) {
    case 'specification':
      rolls.forEach((_, i) => {
        words[i] = {
          purpose: `${a} : caractéristiques, ${SPECIFICATION[i] ?? 'char'}`,
          outcome: 'fait varier la préparation',
        };
      });
      break;
    case 'turn-start':
      rolls.forEach((roll, i) => {
        const place = Number(roll.dice.slice(roll.dice.indexOf('d') + 1));
        words[i] = { purpose: 'ordre des mouvements', outcome: `place ${place} tirée` };
      });
      break;
    case 'acceleration':
      words[0] = {
        purpose: `${a} : accélération du premier tour`,
        outcome: `vitesse ${e.written} − ${first?.total ?? 0} = ${e.speed}`,
      };
      break;
    case 'strain':
      words[0] = { purpose: `${a} : effort volontaire`, outcome: `+${e.mf} PM pour ${e.paid} d’endurance` };
      break;
    case 'corner-strain':
      words[0] = { purpose: `${a} : effort dans le virage`, outcome: OUTCOME_WORDS[e.outcome] };
      break;
    case 'whip-attack':
      words[0] = { purpose: `${a} : coup de fouet`, outcome: `attaque ${first?.total ?? 0}` };
      words[1] = { purpose: `${b ?? 'le défenseur'} : défense contre le fouet` };
      break;
    case 'dust':
      words[0] = {
        purpose: `${a} : poussière lancée sur ${b ?? 'un rival'}`,
        outcome: e.hit ? 'dans les yeux' : 'manqué',
      };
      break;
    case 'knife':
      words[0] = {
        purpose: `${a} : couteau lancé sur ${b ?? 'un rival'}`,
        outcome: e.hit ? 'touche' : 'manque',
        formula: `portée ${e.range} : un dé par case`,
      };
      break;
    case 'spear':
      words[0] = e.own
        ? {
            purpose: `${a} : sa propre lance (${SPEAR_WHEN[e.own]})`,
            outcome: e.hit ? 'la lance se retourne contre lui' : 'la lance reste sûre',
          }
        : { purpose: `${a} : coup de lance sur ${b ?? 'un rival'}`, outcome: e.hit ? 'touche' : 'manque' };
      break;
    case 'spear-check':
      words[0] = {
        purpose: `${a} : sa propre lance (${SPEAR_WHEN[e.cause]})`,
        outcome: 'la lance reste sûre',
      };
      break;
    case 'evasion':
      words[0] = {
        purpose: `${a} : esquive l’éperonnage ${b ? deFr(b) : ''}`.trimEnd(),
        outcome: e.outcome === 'evades' ? 's’écarte' : 'ne peut pas s’échapper',
      };
      break;
    case 'wet-lane-change':
      words[0] = {
        purpose: `${a} : changement de couloir sur piste mouillée`,
        outcome: e.outcome === 'slides' ? 'glisse d’un couloir' : 'tient',
      };
      break;
    case 'cut-free':
      words[0] = {
        purpose: `${a} : se libère`,
        outcome: (first ? metTarget(first) : false) ? 'libéré' : 'toujours empêtré',
      };
      break;
    case 'dragged':
      words[0] =
        e.what === 'hurt'
          ? { purpose: `${a} : cocher traîné`, outcome: pluralFr(e.hits ?? 0, 'coup') }
          : {
              purpose: `${a} : se libère`,
              outcome: (first ? metTarget(first) : false) ? 'libéré' : 'toujours empêtré',
            };
      break;
    case 'driver-wound':
      rolls.forEach((roll, i) => {
        if (!roll.table)
          words[i] = {
            purpose: `${a} : coups d’une blessure grave`,
            outcome: `${pluralFr(e.hits, 'coup')} au cocher`,
          };
      });
      break;
    case 'flip-check':
      words[0] = { formula: `dégâts de la roue ${e.wheel === 'left' ? 'gauche' : 'droite'} : ${e.damage}` };
      break;
    case 'runaway':
      words[0] = {
        purpose: `${a} : attelage emballé`,
        ...(e.what === 'runs' && typeof e.squares === 'number'
          ? { outcome: `court ${pluralFr(e.squares, 'case')}` }
          : {}),
      };
      break;
  }
  return { rolls: words, decision: decisionFr(e, n) };
}
