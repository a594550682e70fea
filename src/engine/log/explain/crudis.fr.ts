/**
 * Crudis' rolls and decisions in French for the explain card, from the typed event (../v2/crudis.ts):
 * which die a roll is (its place among the event's rolls and its table), what it came to (the typed
 * speed, squares, lanes and damage). Rolls read on a table get their purpose and outcome from the
 * table's French title and row (./index.ts) unless worded here.
 */
import { rowResultFr } from '../../rules/rule-text.ts';
import { lanesWords, moveWords, WHIP_PARTS } from '../sentences/crudis.fr.ts';
import { deFr, pluralFr, type SentenceNames } from '../sentences/shared.ts';
import type { CrudisEvent } from '../v2/crudis.ts';
import { type EventWords, onTable, type RollWords } from './shared.ts';

const DAMAGE = 'crudis.damage-table';

/** The reading of the red die of a `roll` event, by what it is read as. */
const RED_DIE: Readonly<Record<string, string>> = {
  manoeuvre: 'manœuvre (dé rouge)',
  swerve: 'écart (dé rouge)',
  locked: 'table des chars accrochés (dé rouge)',
};

/** Whose damage each roll on the damage table is: the typed damage reads, in the order rolled. */
function damageRolls(
  e: CrudisEvent,
  n: SentenceNames,
  words: RollWords[],
  purpose: (who: string) => string,
): void {
  const reads = 'damage' in e ? (e.damage ?? []) : [];
  onTable(e.rolls ?? [], DAMAGE).forEach((i, k) => {
    const who = reads[k]?.chariot;
    words[i] = { purpose: who === undefined ? 'dégâts (dé rouge)' : purpose(n.name(who)) };
  });
}

type MoveValue = Parameters<typeof moveWords>[0];

/** What a Crudis driver chose, in words (by the decision's kind; its value as the kind shapes it). */
function decisionFr(e: CrudisEvent, n: SentenceNames): string | undefined {
  const d = e.decision;
  if (!d) return undefined;
  const v: unknown = d.value;
  switch (d.kind) {
    case 'move':
      return v ? moveWords(v as MoveValue, n) : undefined;
    case 'whipSpeed':
      return typeof v === 'boolean' ? (v ? 'fouette pour la vitesse' : 'ne fouette pas') : undefined;
    case 'whipAttack': {
      const a = v as { target: string; part: string } | null | undefined;
      return a ? `fouette ${WHIP_PARTS[a.part] ?? a.part} ${deFr(n.name(a.target))}` : 'pas de coup de fouet';
    }
    case 'lockedShift':
      return typeof v !== 'number'
        ? undefined
        : v === 0
          ? 'reste dans son couloir'
          : `se décale de ${lanesWords(v)}`;
    default:
      return undefined;
  }
}

/** The French words of a Crudis event's rolls and decision. */
export function crudisExplainFr(e: CrudisEvent, n: SentenceNames): EventWords {
  const words: RollWords[] = [];
  switch (e.type) {
    case 'roll':
      words[0] = {
        purpose: 'mouvement en avant (dés blancs)',
        outcome: `${pluralFr(e.speed, 'case')} en avant`,
      };
      words[1] = {
        purpose: RED_DIE[e.reads] ?? 'dé rouge',
        outcome:
          e.reads === 'manoeuvre'
            ? `${pluralFr(e.red, 'point')} de manœuvre`
            : rowResultFr(
                e.reads === 'swerve' ? 'crudis.swerve-table' : 'crudis.locked-table',
                String(e.red),
              ),
      };
      break;
    case 'danger-check':
      words[0] = {
        purpose: 'ligne de danger (dés blancs)',
        outcome: e.passed ? 'passe' : 'échoue',
        formula: `VITESSE ${e.speed} − COULOIR ${e.lane}`,
      };
      if (e.passed) words[1] = { purpose: 'dégâts (dé rouge)', outcome: 'non lu : le test est passé' };
      else damageRolls(e, n, words, () => 'dégâts (dé rouge)');
      break;
    case 'whip-speed':
      words[0] = {
        purpose: 'mouvement en plus (dé rouge)',
        outcome: `${pluralFr(e.squares, 'case')} de plus, sans manœuvre`,
      };
      onTable(e.rolls ?? [], DAMAGE).forEach((i, k) => {
        const read = e.damage?.[k];
        const roll = e.rolls?.[i];
        const row = roll?.row === undefined ? undefined : rowResultFr(DAMAGE, roll.row);
        const horse = read === undefined || read.result.startsWith('horse');
        words[i] = {
          purpose: `dégâts aux chevaux, dé blanc ${k + 1}`,
          ...(horse || !row ? {} : { outcome: `${row} : ignoré (seuls les chevaux comptent)` }),
        };
      });
      break;
    case 'whip-attack':
      if (e.part) words[0] = { purpose: `coup de fouet sur ${WHIP_PARTS[e.part] ?? e.part}` };
      break;
    case 'bounce':
      words[0] = {
        purpose: 'rebond de l’épave : cases en avant',
        outcome: `+${pluralFr(e.squares, 'case')} en avant`,
      };
      break;
    case 'locked-shift':
      words[0] = {
        purpose: 'changement de couloir accroché : 1-3 intérieur, 4-6 extérieur',
        outcome: e.lanes === 0 ? 'même couloir' : lanesWords(e.lanes),
      };
      break;
    case 'collision':
    case 'ram':
    case 'rip-wheels':
      damageRolls(e, n, words, (who) => `dégâts pour ${who}`);
      break;
    default:
      damageRolls(e, n, words, () => 'dégâts (dé rouge)');
  }
  return { rolls: words, decision: decisionFr(e, n) };
}
