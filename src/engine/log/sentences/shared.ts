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

/** 1 → "1er", 2 → "2e" (a chariot, a team: masculine). */
export const ordinalFr = (n: number): string => (n === 1 ? '1er' : `${n}e`);

/** "A", "A et B", "A, B et C". */
export function listFr(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

/** "1 carte", "3 cartes": French puts 0 and 1 in the singular. */
export const pluralFr = (n: number, one: string, many = `${one}s`): string => `${n} ${n <= 1 ? one : many}`;

/** 3000 → "3 000": French groups thousands with a narrow no-break space (the same on every machine). */
export const thousandsFr = (x: number): string => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

/**
 * Where a path ends on a places board (Hippodrome): the place, and the whole metres behind the
 * leader where the point gives them; undefined for a path of another board or none.
 */
export function endOf(path: readonly object[] | undefined): { place?: number; gap?: number } | undefined {
  const last = path?.[path.length - 1] as { place?: unknown; gap?: unknown } | undefined;
  if (typeof last?.place !== 'number') return undefined;
  return { place: last.place, ...(typeof last.gap === 'number' ? { gap: Math.round(last.gap) } : {}) };
}

/** A modifier with its sign: "+2", "-1", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** "de Scorpus", "d’Epaphroditus": French elides "de" before a vowel (or a mute h, not told apart here). */
export const deFr = (name: string): string =>
  /^[aeiouyàâéèêëîïôöûüAEIOUYÀÂÉÈÊËÎÏÔÖÛÜ]/.test(name) ? `d’${name}` : `de ${name}`;
