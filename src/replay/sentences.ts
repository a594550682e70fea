import type { RaceEvent, RaceLog } from '../engine/log/schema.ts';
import { aurigaeSentence } from '../engine/log/sentences/aurigae.ts';
import { circusMaximusSentence } from '../engine/log/sentences/circus-maximus.ts';
import { crudisSentence } from '../engine/log/sentences/crudis.ts';
import { hippodromeSentence } from '../engine/log/sentences/hippodrome.ts';
import { ordinal, type SentenceLang } from '../engine/log/sentences/shared.ts';
import type { AurigaeEvent } from '../engine/log/v2/aurigae.ts';
import type { CircusMaximusEvent } from '../engine/log/v2/circus-maximus.ts';
import type { CrudisEvent } from '../engine/log/v2/crudis.ts';
import type { HippodromeEvent } from '../engine/log/v2/hippodrome.ts';
import { lang as pageLang } from '../messages/index.ts';

/**
 * Plain-language sentences for race events, for the ticker. Pure: an event and its log in, one
 * sentence out. Chariots are named by name, dice by their faces, checks by what they needed.
 */

/** A race's names and figures the sentences use (build once per race: `eventNames`). */
export interface Names {
  name(id: string | undefined): string;
  /** Free text with every chariot id in it replaced by the chariot's name. */
  named(text: string): string;
  personality(id: string | undefined): string;
  place(id: string | undefined): number | null;
  laps: number | null;
  /** The language the sentences are written in. */
  readonly lang: SentenceLang;
}

/** The names of a race's chariots, for sentences in `lang` (the page's language by default). */
export function eventNames(log: RaceLog, lang: SentenceLang = pageLang): Names {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e]));
  const places = new Map(log.footer.results.map((r) => [r.chariot, r.place]));
  // Longest ids first, so an id that is the prefix of another never wins.
  const ids = [...byId.keys()].sort((a, b) => b.length - a.length);
  const pattern =
    ids.length > 0
      ? new RegExp(`\\b(${ids.map((id) => id.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})\\b`, 'g')
      : null;
  const laps = log.header.options['laps'];
  const names: Names = {
    name: (id) => (id === undefined ? (lang === 'fr' ? 'quelqu’un' : 'someone') : (byId.get(id)?.name ?? id)),
    named: (text) => (pattern ? text.replace(pattern, (id) => byId.get(id)?.name ?? id) : text),
    personality: (id) => (id === undefined ? '' : (byId.get(id)?.personality ?? '')),
    place: (id) => (id === undefined ? null : (places.get(id) ?? null)),
    laps: typeof laps === 'number' ? laps : null,
    lang,
  };
  return names;
}

export { ordinal };

/** One plain sentence for an event, naming chariots by name (`names`: the race's). Never empty. */
export function describeEvent(event: RaceEvent, race: Names | RaceLog): string {
  const n = 'header' in race ? eventNames(race) : race;
  // Typed events (race log version 2): the ruleset's own sentence module writes them.
  if (event.rule.startsWith('crudis.')) return crudisSentence(event as CrudisEvent, n);
  if (event.rule.startsWith('hippodrome.')) return hippodromeSentence(event as HippodromeEvent, n);
  if (event.rule.startsWith('aurigae.')) return aurigaeSentence(event as AurigaeEvent, n);
  if (event.rule.startsWith('circus-maximus.')) return circusMaximusSentence(event as CircusMaximusEvent, n);
  // A log of a ruleset this viewer has no event types for (a newer engine's, a tool's own): its
  // events' summary is the display text its writer gave them, shown as written, ids named.
  const summary = event.effect?.summary ? n.named(event.effect.summary) : event.type.replace(/-/g, ' ');
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}

/**
 * What a spectator would notice, by event type: wrecks, crashes and attacks, injuries and damage,
 * slides and scrapes, crews off their cars, the weather, laps, finishes and retirements. Routine
 * play (moves, rolls, declared speeds, braking, strains, cards and checks that come to nothing) is
 * left to "all events". A type not listed (a ruleset's own, or one to come) is not a highlight.
 */
const HIGHLIGHT_TYPES: ReadonlySet<string> = new Set([
  // crashes and the wreck's aftermath
  'wreck',
  'bounce',
  'ram',
  'ram-result',
  'collision',
  'barrier',
  'lose-control',
  'sideslip',
  'shove',
  'jostled',
  'locked',
  'separate',
  'wreck-pass',
  'wreck-cross',
  'trample',
  // attacks
  'whip-attack',
  'whip-speed',
  'whip-grabbed',
  'rip-wheels',
  'dust',
  'knife',
  'spear',
  // harm
  'damage',
  'wheel-damage',
  'horse-hit',
  'driver-wound',
  'eye-wound',
  'blinded',
  'carcass',
  'survival',
  // crews off their cars
  'runaway',
  'dragged',
  'on-foot',
  'cut-free',
  // the race
  'weather',
  'lap',
  'finish',
  'retire',
]);

/** Whether the ticker shows an event by default (see HIGHLIGHT_TYPES). */
export function isHighlight(event: RaceEvent): boolean {
  switch (event.type) {
    // A team running on without its driver moves every turn; its start is the news, not each stride.
    case 'runaway':
      return !event.path;
    // A driver's choice is news when it is an attack: a Circus Maximus `decision` always is; a
    // Crudis move is when it rams or rips, naming its target among the event's chariots.
    case 'decision':
      return (
        event.decision?.kind === 'attack' || (event.rule.startsWith('crudis.') && event.chariots.length > 1)
      );
    // A Crudis danger line is news when the check fails.
    case 'danger-check': {
      const passed = (event as { passed?: boolean }).passed;
      const check = event.rolls?.[0];
      return passed === undefined ? !(check?.target && check.total > check.target.value) : !passed;
    }
    default:
      return HIGHLIGHT_TYPES.has(event.type);
  }
}
