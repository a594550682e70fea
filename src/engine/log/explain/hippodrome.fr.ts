/**
 * The Hippodrome's rolls and decisions in French for the explain card, under the French text's
 * names (Crochet, Virage, Vitesse, Blocage, Tranquillité), from the typed event
 * (../v2/hippodrome.ts): the effort, both dice of a pass, the saves and their difficulty dice, the
 * survival and trampling of a wreck's team, the prize, the Event discards reshuffled.
 */
import { EVENT_CARDS, TEAM_CARDS } from '../../rulesets/hippodrome/tables.ts';
import { SAVE_AGAINST, STAT_WORDS_FR } from '../sentences/hippodrome.fr.ts';
import { listFr, type SentenceNames, thousandsFr } from '../sentences/shared.ts';
import type { HippodromeEvent } from '../v2/hippodrome.ts';
import { type EventWords, metTarget, type RollWords } from './shared.ts';

/** Cards by id, under their French names. */
const cards = (ids: readonly string[]): string =>
  listFr(ids.map((id) => `« ${TEAM_CARDS.get(id)?.name ?? EVENT_CARDS.get(id)?.name ?? id} »`));

/** Each die of a pass: the one passing, the one ahead; by the result. */
const PASS_OUTCOMES: Readonly<Record<string, readonly [string, string]>> = {
  passes: ['passe', 'battue'],
  held: ['repoussée', 'tient'],
  tie: ['égalité', 'égalité'],
};

/** What a Hippodrome team chose, in words. */
function decisionFr(e: HippodromeEvent, n: SentenceNames): string | undefined {
  const d = e.decision;
  if (!d) return undefined;
  const v: unknown = d.value;
  switch (d.kind) {
    case 'keep':
      return Array.isArray(v) ? `garde ${cards(v)}` : undefined;
    case 'rumor-target':
      return typeof v === 'string' ? `désigne ${n.name(v)}` : undefined;
    case 'start':
      return v === 'bolt' ? 'fait l’effort violent' : v === 'cautious' ? 'part prudemment' : undefined;
    case 'event-cards':
      return Array.isArray(v) ? (v.length === 0 ? 'ne joue aucune carte' : `joue ${cards(v)}`) : undefined;
    case 'discard':
      return Array.isArray(v) ? `défausse ${cards(v)}` : undefined;
    case 'attempt': {
      const ahead = 'target' in e && typeof e.target === 'string' ? n.name(e.target) : undefined;
      if (typeof v !== 'boolean') return undefined;
      return v ? `tente de dépasser${ahead ? ` ${ahead}` : ''}` : `reste derrière${ahead ? ` ${ahead}` : ''}`;
    }
    default:
      return undefined;
  }
}

/** The French words of a Hippodrome event's rolls and decision. */
export function hippodromeExplainFr(e: HippodromeEvent, n: SentenceNames): EventWords {
  const rolls = e.rolls ?? [];
  const words: RollWords[] = [];
  const bend = e.phase.startsWith('bend');
  switch (e.type) {
    case 'effort':
      words[0] = { purpose: 'jet d’effort', outcome: `effort ${e.effort}` };
      break;
    case 'pass': {
      const [passer, ahead] = bend ? ['cut', 'turn'] : ['speed', 'block'];
      const where = bend ? 'dépassement en virage' : 'dépassement en ligne droite';
      const outcome = PASS_OUTCOMES[e.result];
      words[0] = { purpose: `${where} : ${STAT_WORDS_FR[passer]}`, outcome: outcome?.[0] };
      words[1] = { purpose: `${where} : ${STAT_WORDS_FR[ahead]}`, outcome: outcome?.[1] };
      break;
    }
    case 'collision':
      e.chariots.forEach((id, i) => {
        words[i] = {
          purpose: `enlacement : ${STAT_WORDS_FR['turn']} (${n.name(id)})`,
          outcome: e.saves.includes(id) ? 'doit faire une sauvegarde' : 'dégagée',
        };
      });
      break;
    case 'save':
    case 'survival':
    case 'trample': {
      // Each check is followed by the die that set its difficulty.
      let checks = 0;
      rolls.forEach((roll, i) => {
        if (!roll.target) {
          words[i] = { purpose: 'difficulté', outcome: 'fixe la difficulté' };
          return;
        }
        const met = metTarget(roll) ?? false;
        const stat = e.type === 'save' && e.against === 'avoid-wreck' ? 'turn' : 'cool';
        words[i] =
          e.type === 'save'
            ? {
                purpose: `sauvegarde en ${STAT_WORDS_FR[stat]} : ${SAVE_AGAINST[e.against] ?? e.against}`,
                outcome: e.saved ? 'réussie' : 'ratée',
                formula: 'le dé de difficulté',
              }
            : {
                purpose:
                  e.type === 'survival'
                    ? `survie : ${checks === 0 ? 'le conducteur' : 'un cheval'}`
                    : 'piétinement : un cheval',
                outcome: met ? 'survit' : e.type === 'survival' ? 'tué' : 'piétiné',
                formula: 'le dé de difficulté',
              };
        checks++;
      });
      break;
    }
    case 'prize':
      words[0] = {
        purpose: 'prix : 1D6 × 1 000 sesterces',
        outcome: `${thousandsFr(e.sesterces)} sesterces`,
      };
      break;
    case 'reshuffle':
      rolls.forEach((roll, i) => {
        const sides = Number(roll.dice.slice(roll.dice.indexOf('d') + 1));
        const face = roll.faces[0];
        words[i] = {
          purpose: 'mélange des défausses Evènement',
          outcome:
            face === sides
              ? `la carte ${sides} reste`
              : `les cartes ${sides} et ${face} échangent leurs places`,
        };
      });
      break;
    case 'start-order':
      rolls.forEach((roll, i) => {
        words[i] = { purpose: `départage : ${n.name(e.chariots[i])}`, outcome: String(roll.total) };
      });
      break;
  }
  return { rolls: words, decision: decisionFr(e, n) };
}
