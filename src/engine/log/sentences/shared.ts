/**
 * What the sentence modules of the rulesets share: the race's names, English and French number
 * words, and the readers of typed fields both languages word (a die, a run along the lanes, damage).
 */
import type { Roll } from '../schema.ts';
import type { DamageRead } from '../v2/crudis.ts';

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

/** A die as rolled and as read: "4", or "4 −1 = 3" with modifiers (the same in every language). */
export function dieText(roll: Roll): string {
  const faces = roll.faces.join('+');
  if (roll.modifiers.length === 0) return faces;
  const mods = roll.modifiers.map((m) => (m.value < 0 ? `−${-m.value}` : `+${m.value}`)).join(' ');
  return `${faces} ${mods} = ${roll.total}`;
}

/**
 * A run along a lanes-and-squares path (Crudis, Circus Maximus): the squares it moved forward and
 * the lanes it started and ended in (undefined off such a board). Each language words it.
 */
export function laneRun(path: readonly object[] | undefined): {
  squares: number;
  from?: number;
  to?: number;
} {
  const points = (path ?? []) as Array<{ lane?: number; sq?: number }>;
  let squares = 0;
  for (let i = 1; i < points.length; i++) if (points[i]!.sq !== points[i - 1]!.sq) squares++;
  const from = points[0]?.lane;
  const to = points[points.length - 1]?.lane;
  return { squares, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

/**
 * Each roll a Crudis event made on the damage table, paired with its die and, where the damage
 * was timed along the move, the timing die's face: the typed reads in order, the dice in the order
 * rolled. Each language words them.
 */
export function damageReads(e: {
  rolls?: Roll[] | undefined;
  damage?: DamageRead[] | undefined;
}): Array<{ read: DamageRead; die: Roll | undefined; timing: number | undefined }> {
  const rolls = e.rolls ?? [];
  const dice = rolls.filter((r) => r.table === 'crudis.damage-table');
  const timings = rolls.filter((r) => r.table === 'crudis.damage-timing');
  let timed = 0;
  return (e.damage ?? []).map((read, i) => ({
    read,
    die: dice[i],
    timing: read.timing === null ? undefined : timings[timed++]?.faces[0],
  }));
}

/** A lap, a finish or the turn limit as Aurigae and the Circus Maximus type them. */
export interface RaceMark {
  readonly type: 'lap' | 'finish' | 'retire';
  readonly lap?: number | undefined;
  readonly of?: number | undefined;
  readonly place?: number | undefined;
}

/** "Teres completes lap 2: 1 to go", "… crosses the finish line 1st!", "… is retired". */
export function markWords(e: RaceMark, a: string): string {
  if (e.type === 'retire') return `${a} is still racing at the turn limit and is retired`;
  if (e.type === 'finish')
    return e.place === undefined
      ? `${a} crosses the finish line`
      : `${a} crosses the finish line ${ordinal(e.place)}${e.place === 1 ? '!' : ''}`;
  if (e.lap === undefined) return `${a} completes a lap`;
  if (e.of === undefined) return `${a} completes lap ${e.lap}`;
  return e.lap < e.of ? `${a} completes lap ${e.lap}: ${e.of - e.lap} to go` : `${a} completes the last lap`;
}

/** The same in French: "Teres boucle le tour 2 : encore 1", "… franchit la ligne d’arrivée 1er !". */
export function markWordsFr(e: RaceMark, a: string): string {
  if (e.type === 'retire') return `${a} court encore à la limite de tours de jeu et abandonne`;
  if (e.type === 'finish')
    return e.place === undefined
      ? `${a} franchit la ligne d’arrivée`
      : `${a} franchit la ligne d’arrivée ${ordinalFr(e.place)}${e.place === 1 ? ' !' : ''}`;
  if (e.lap === undefined) return `${a} boucle un tour`;
  if (e.of === undefined) return `${a} boucle le tour ${e.lap}`;
  return e.lap < e.of
    ? `${a} boucle le tour ${e.lap} : encore ${e.of - e.lap}`
    : `${a} boucle le dernier tour`;
}
