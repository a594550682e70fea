/**
 * Aurigae's rolls and decisions in French for the explain card, from the typed event
 * (../v2/aurigae.ts): the speed change and the end-of-move check of a move, the two place tables,
 * the injury of a shipwreck, cutting the reins free. Table rows come from ./index.ts.
 */
import { CHANGE_VERBS, turnWords } from '../sentences/aurigae.fr.ts';
import { pluralFr } from '../sentences/shared.ts';
import type { AurigaeEvent } from '../v2/aurigae.ts';
import { type EventWords, metTarget, type RollWords } from './shared.ts';

/** A plotted speed change as its dice say it. */
const CHANGE_DICE: Readonly<Record<string, string>> = {
  hold: '',
  'up-1d6': '+1d6',
  'up-2d6': '+2d6',
  'down-1d6': '−1d6',
  'down-2d6': '−2d6',
  'stop-4d6': '−4d6',
};

/** "réussi de 35", "raté de 12": a check's margin (its target less its d100). */
const marginWords = (margin: number): string => (margin > 0 ? `réussi de ${margin}` : `raté de ${-margin}`);

/** The French words of an Aurigae event's rolls and decision. */
export function aurigaeExplainFr(e: AurigaeEvent): EventWords {
  const rolls = e.rolls ?? [];
  const words: RollWords[] = [];
  rolls.forEach((roll, i) => {
    switch (roll.table) {
      case 'aurigae.speed-change-table':
        words[i] = {
          purpose: 'vitesse',
          ...(e.type === 'move' && e.speed !== undefined
            ? { outcome: `nouvelle vitesse : ${e.speed} po` }
            : {}),
        };
        break;
      case 'aurigae.integrity-table':
        words[i] = {
          purpose: 'test d’intégrité',
          ...(e.type === 'move' && typeof e.margin === 'number' ? { outcome: marginWords(e.margin) } : {}),
        };
        break;
      case 'aurigae.charioteer-table':
        words[i] = { purpose: 'aurige' };
        break;
      case 'aurigae.team-table':
        words[i] = { purpose: 'attelage' };
        break;
      case 'aurigae.injury-table':
        words[i] = {
          purpose: 'blessure dans le naufrage',
          ...(e.type === 'wreck' && typeof e.injury === 'number'
            ? { outcome: `${pluralFr(e.injury, 'point')} de blessure` }
            : {}),
          formula: 'FOR restante',
        };
        break;
      default:
        if (e.type === 'cut-free')
          words[i] = {
            purpose: 'couper les rênes (dextérité)',
            outcome: metTarget(roll) ? 'coupe les rênes' : 'reste pris',
            ...(roll.target ? { formula: `DEX ${roll.target.value}` } : {}),
          };
    }
  });
  const plot = e.type === 'move' ? e.decision?.value : undefined;
  const dice = plot ? CHANGE_DICE[plot.change] : undefined;
  const decision = plot
    ? `${dice ? `${dice}, ` : ''}${turnWords(plot.turn)} (${CHANGE_VERBS[plot.change] ?? plot.change})`
    : undefined;
  return { rolls: words, decision };
}
