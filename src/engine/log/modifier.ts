/**
 * The builder of a roll's modifiers (./modifiers.ts says what each kind is): the rulesets make every
 * modifier here, with its kind, figures and the engine's English words. No zod here, so that the
 * rulesets' code does not carry the log's schema wherever it goes.
 */
import type { ModifierKind, TypedModifier } from './modifiers.ts';

/** A modifier's kind and figures, without its words and value. */
export type Unworded = TypedModifier extends infer T
  ? T extends TypedModifier
    ? Omit<T, 'source' | 'value'>
    : never
  : never;

/** The kind's own figures: a modifier without its words and value. */
type Figures<K extends ModifierKind> = Omit<Extract<TypedModifier, { kind: K }>, 'source' | 'value' | 'kind'>;

/** The engine's English words for a modifier (`source`), from its kind and figures. */
function englishOf(m: Unworded, cardWords?: string): string {
  switch (m.kind) {
    case 'chariot-damage':
      return 'chariot damage';
    case 'horse-injuries':
      return 'horse injuries';
    case 'cdm':
      return `${m.chariot} CDM`;
    case 'rain':
      return `rain, ${m.weight} chariot`;
    case 'mud':
      return 'mud';
    case 'unbalanced-blades':
      return 'blades on one wheel or mixed';
    case 'weight':
      return `${m.weight} chariot`;
    case 'scythe-blades':
      return `${m.blades === 'long' ? 'long ' : ''}scythe blades`;
    case 'carcass':
      return 'horse carcass';
    case 'small-knife':
      return 'small knife, not meant for throwing';
    case 'turn':
      return `turn ${m.degrees}°`;
    case 'speed-change':
      return 'speed change';
    case 'speed-band':
      return m.band;
    case 'collision':
      return m.obstacle;
    case 'struck':
      return 'struck';
    case 'stat':
    case 'event-card':
    case 'rumor':
      return cardWords ?? m.kind;
    case 'fatigue':
      return 'fatigue';
    case 'stall':
      return `stall ${m.stall}`;
  }
}

/**
 * A modifier of `kind` worth `value`, with its figures and the engine's English words. A
 * Hippodrome stat, card or rumor takes its printed words from the ruleset (`words`).
 */
export function modifier<K extends ModifierKind>(
  kind: K,
  value: number,
  figures: Figures<K>,
  words?: string,
): Extract<TypedModifier, { kind: K }> {
  // The kind, its figures, then the words and the value, as `{ ...{ kind, ...figures }, source,
  // value }` would lay them out: built by Object.assign and two stores, since an object spread
  // of figures of many shapes takes V8's slow path (about 3 us a modifier; this, under 0.1 us).
  const m = Object.assign({ kind }, figures) as unknown as Unworded & { source: string; value: number };
  m.source = englishOf(m, words);
  m.value = value;
  return m as unknown as Extract<TypedModifier, { kind: K }>;
}

/** A modifier as the log holds it: its kind and figures, or undefined for one written in words only. */
export function typedModifier(m: { source: string; value: number }): TypedModifier | undefined {
  return 'kind' in m && typeof m.kind === 'string' ? (m as TypedModifier) : undefined;
}
