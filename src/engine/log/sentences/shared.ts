/** What the sentence modules of the rulesets share: the race's names, and English number words. */

/** The languages the sentence modules write: English, and French (each module's `*.fr.ts`). */
export type SentenceLang = 'en' | 'fr';

/**
 * What a sentence needs of the race: a chariot's display name by id, and the language to write in
 * (English when absent). A ruleset module without a French writer yet writes English.
 */
export interface SentenceNames {
  name(id: string | undefined): string;
  readonly lang?: SentenceLang;
}

/** 1 → "1st", 12 → "12th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const unit = n % 10;
  return `${n}${unit === 1 ? 'st' : unit === 2 ? 'nd' : unit === 3 ? 'rd' : 'th'}`;
}

/** "A", "A and B", "A, B and C". */
export function list(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "1 card", "3 cards". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
