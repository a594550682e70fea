/**
 * A roll's modifier in the page's words, from its kind and figures (src/engine/log/modifiers.ts):
 * the phrase of its kind (src/messages/en-modifiers.ts) with its figures worded by the catalogue (a
 * chariot's weight, a Hippodrome stat, a card under its name in that language, a driver's name).
 * Undefined for a modifier written in words only, which the card shows as written.
 */
import { typedModifier } from '../../engine/log/modifier.ts';
import type { Modifier } from '../../engine/log/schema.ts';
import { EVENT_CARDS, TEAM_CARDS } from '../../engine/rulesets/hippodrome/tables.ts';
import { MODIFIER_WORDS, type ModifierWords } from '../../messages/explain-words.ts';
import { lang, type Messages, messages } from '../../messages/index.ts';

/** What a modifier's words need of the page: its modifier phrases, its figures' words, the names. */
export interface ModifierVoice {
  readonly words: ModifierWords;
  readonly figures: Messages['figures'];
  /** A chariot's name by its id. */
  readonly name: (id: string) => string;
}

export function modifierWords(m: Modifier, v: ModifierVoice): string | undefined {
  const t = typedModifier(m);
  if (!t) return undefined;
  const { words, figures } = v;
  const weight = (w: string) => figures.values.words['weight']?.[w] ?? w;
  const card = (c: { english: string } | undefined, id: string) => (c ? figures.values.card(c.english) : id);
  switch (t.kind) {
    case 'cdm':
      return words.cdm(v.name(t.chariot));
    case 'rain':
      return words.rain(weight(t.weight));
    case 'weight':
      return words.weight(weight(t.weight));
    case 'scythe-blades':
      return words['scythe-blades'][t.blades];
    case 'turn':
      return words.turn(t.degrees);
    case 'speed-band':
      return words['speed-band'][t.band];
    case 'collision':
      return words.collision[t.obstacle];
    case 'stat':
      return words.stat(figures.labels.hippodrome.stats[t.stat] ?? t.stat);
    case 'event-card':
      return words['event-card'](card(EVENT_CARDS.get(t.card), t.card));
    case 'rumor':
      return words.rumor(card(TEAM_CARDS.get(t.card), t.card));
    case 'stall':
      return words.stall(t.stall);
    default:
      return words[t.kind];
  }
}

/** The page's voice for modifiers: its language's words, and the names of a race's chariots by id. */
export function modifierVoice(names: ReadonlyMap<string, string>): ModifierVoice {
  return { words: MODIFIER_WORDS[lang], figures: messages.figures, name: (id) => names.get(id) ?? id };
}
