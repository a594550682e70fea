/**
 * What the event catalogues of the four rulesets share: the envelope fields an event may carry,
 * the shape of a catalogue, and the condition attributes that mean the same thing in every
 * ruleset (a ruleset that has the notion writes it under this name, with these values), so the
 * viewer, the ticker and tools can read them without a case per ruleset.
 */
import type { RulesetId } from '../../rulesets/ids.ts';
import { SHARED_ATTRS } from '../vocabulary.ts';

/** The optional parts of an event a type may carry (`summary` is `effect.summary`, `condition` is `effect.condition`). */
export const EVENT_FIELDS = ['rolls', 'path', 'at', 'decision', 'summary', 'condition', 'weather'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** What the fields hold, for the documentation. */
export const EVENT_FIELD_MEANINGS: Readonly<Record<EventField, string>> = {
  rolls: 'the dice rolled for it',
  path: 'every point passed by the first chariot, with the moment it is there',
  at: 'where each chariot involved stands',
  decision: "the driver's decision",
  summary: 'one clause saying what happened (display text)',
  condition: 'the conditions of the chariots it changed',
  weather: 'the weather from this instant on',
};

/** One event type of a ruleset. */
export interface EventEntry {
  /** What an event of this type says happened, in one sentence. */
  readonly says: string;
  /** The optional parts it may carry; it carries no other. */
  readonly carries: readonly EventField[];
  /** Its typed fields (race log version 2), by name: what each holds. Absent: none yet. */
  readonly typed?: Readonly<Record<string, string>>;
}

/** Everything a reader of one ruleset's logs needs to know beyond the shared format. */
export interface LogCatalogue {
  readonly ruleset: RulesetId;
  /** Every event type the ruleset writes, by `type`. */
  readonly events: Readonly<Record<string, EventEntry>>;
  /** Every condition attribute (`effect.condition[id].attrs`), by name: what it holds. */
  readonly attrs: Readonly<Record<string, string>>;
  /** Every entrant stat (`header.entrants[i].stats`), by name: what it holds. */
  readonly stats: Readonly<Record<string, string>>;
}

/** Each entry with its typed fields (a ruleset's event union: `typedFieldsOf` in ../v2/envelope.ts). */
export function withTyped(
  typed: Readonly<Record<string, Readonly<Record<string, string>>>>,
  events: Readonly<Record<string, EventEntry>>,
): Record<string, EventEntry> {
  return Object.fromEntries(
    Object.entries(events).map(([type, e]) => {
      const fields = typed[type] ?? {};
      return [type, Object.keys(fields).length > 0 ? { ...e, typed: fields } : e];
    }),
  );
}

const quoted = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(', ');

/** What the condition attributes with a shared meaning (vocabulary.ts) hold, for the catalogues. */
export const SHARED_ATTR_MEANINGS = {
  driver: `Where the driver is: ${quoted(SHARED_ATTRS.driver)} ('dragged' behind the team by the reins; 'down' out of the race, hurt or dead).`,
  team: `The team: ${quoted(SHARED_ATTRS.team)} ('harnessed' driven, 'runaway' loose and running, 'none' no horses left).`,
  horses: 'Horses still alive and in harness (0 to 4).',
  deviation:
    'How far the chariot is out of line, 0 (intact) up; the viewer draws horses and car out of line by this much.',
  laps: 'Laps completed.',
} as const;
