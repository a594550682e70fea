/**
 * The explain card's words in French for an event: each roll's purpose, outcome and target
 * formula, and the driver's decision, written by the event's ruleset (`<ruleset>.fr.ts`) from its
 * typed fields. What a ruleset's writer leaves out comes from the roll's table: the table's French
 * title says what the roll was for, the applied row's French result what it came to; a roll checked
 * against a target and worded nowhere else says whether it made it. English needs none of this: the
 * engine writes the card's English itself.
 */
import { rowResultFr } from '../../rules/rule-text.ts';
import { TABLES_FR } from '../../rules/tables.fr.ts';
import type { RaceEvent, Roll } from '../schema.ts';
import { PERSONALITY_WORDS } from '../sentences/crudis.fr.ts';
import type { SentenceNames } from '../sentences/shared.ts';
import type { AurigaeEvent } from '../v2/aurigae.ts';
import type { CircusMaximusEvent } from '../v2/circus-maximus.ts';
import type { CrudisEvent } from '../v2/crudis.ts';
import type { HippodromeEvent } from '../v2/hippodrome.ts';
import { aurigaeExplainFr } from './aurigae.fr.ts';
import { circusMaximusExplainFr } from './circus-maximus.fr.ts';
import { crudisExplainFr } from './crudis.fr.ts';
import { hippodromeExplainFr } from './hippodrome.fr.ts';
import { type EventWords, metTarget, type RollWords } from './shared.ts';

export type { EventWords, RollWords } from './shared.ts';

/** What the card needs of the race: names, and each chariot's personality (the AI's temper). */
export interface ExplainNames extends SentenceNames {
  personality?(id: string | undefined): string;
}

/** A roll's words from its table and target alone. */
function fromTable(roll: Roll): RollWords {
  const table = roll.table ? TABLES_FR[roll.table] : undefined;
  const row = roll.table && roll.row !== undefined ? rowResultFr(roll.table, roll.row) : undefined;
  const met = metTarget(roll);
  return {
    purpose: table?.title,
    outcome: row ?? (met === undefined ? undefined : met ? 'réussi' : 'raté'),
  };
}

function writerOf(event: RaceEvent, n: ExplainNames): EventWords | undefined {
  const ruleset = event.rule.slice(0, event.rule.indexOf('.'));
  switch (ruleset) {
    case 'crudis':
      return crudisExplainFr(event as CrudisEvent, n);
    case 'circus-maximus':
      return circusMaximusExplainFr(event as CircusMaximusEvent, n);
    case 'aurigae':
      return aurigaeExplainFr(event as AurigaeEvent);
    case 'hippodrome':
      return hippodromeExplainFr(event as HippodromeEvent, n);
    default:
      return undefined;
  }
}

/** The words of a decision's reason in French: the driver's temper (the AI's reason is English prose). */
export function reasonFr(event: RaceEvent, n: ExplainNames): string | undefined {
  const p = n.personality?.(event.chariots?.[0]);
  const word = p ? PERSONALITY_WORDS[p] : undefined;
  return word ? `selon son tempérament : ${word}` : undefined;
}

/**
 * The French words of an event's rolls (one entry per roll, in order) and decision. A field left
 * undefined has no French words: the card shows the engine's own.
 */
export function explainFr(event: RaceEvent, n: ExplainNames): EventWords {
  const own = writerOf(event, n);
  const rolls = (event.rolls ?? []).map((roll, i): RollWords => {
    const base = fromTable(roll);
    const w = own?.rolls[i];
    return {
      purpose: w?.purpose ?? base.purpose,
      outcome: w?.outcome ?? base.outcome,
      formula: w?.formula,
    };
  });
  return { rolls, decision: own?.decision };
}
