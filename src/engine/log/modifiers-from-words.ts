/**
 * Modifier kinds for logs written before modifiers had them (version 1, and version 2 logs of
 * before 2026-12-04): the engine wrote each modifier's `source` in fixed English words, so a
 * reader can tell the kind and its figures from them ("rain, light chariot" is rain on a light
 * chariot). Words it does not know leave the modifier untyped: it then shows in its own words.
 * The reader completes a log so as it completes the typed fields of an older log (./versions.ts):
 * the digest of the events as written is checked first, and the completed log gets its own.
 */
import { EVENT_DECK, STAT_NAMES, TEAM_DECK } from '../rulesets/hippodrome/tables.ts';
import { typedModifier, type Unworded } from './modifier.ts';
import { type Modifier, OBSTACLES, SPEED_BANDS, type TypedModifier } from './modifiers.ts';
import type { RaceEvent, RaceLog, Roll } from './schema.ts';

/** Words that name one kind, figures and all. */
const FIXED: ReadonlyMap<string, Unworded> = new Map<string, Unworded>([
  ['chariot damage', { kind: 'chariot-damage' }],
  ['horse injuries', { kind: 'horse-injuries' }],
  ['mud', { kind: 'mud' }],
  ['blades on one wheel or mixed', { kind: 'unbalanced-blades' }],
  ['scythe blades', { kind: 'scythe-blades', blades: 'scythe' }],
  ['long scythe blades', { kind: 'scythe-blades', blades: 'long' }],
  ['horse carcass', { kind: 'carcass' }],
  ['small knife, not meant for throwing', { kind: 'small-knife' }],
  ['speed change', { kind: 'speed-change' }],
  ['struck', { kind: 'struck' }],
  ['fatigue', { kind: 'fatigue' }],
  ...SPEED_BANDS.map((band): [string, Unworded] => [band, { kind: 'speed-band', band }]),
  ...OBSTACLES.map((obstacle): [string, Unworded] => [obstacle, { kind: 'collision', obstacle }]),
  ...Object.entries(STAT_NAMES).map(([stat, name]): [string, Unworded] => [
    name,
    { kind: 'stat', stat: stat as keyof typeof STAT_NAMES },
  ]),
  ...EVENT_DECK.map((c): [string, Unworded] => [
    `event card ${c.english} (${c.name})`,
    { kind: 'event-card', card: c.id },
  ]),
  ...TEAM_DECK.filter((c) => c.rumor?.effect.kind === 'cut-rolls').map((c): [string, Unworded] => [
    `${c.name} (rumor)`,
    { kind: 'rumor', card: c.id },
  ]),
]);

const WEIGHT = '(light|normal|heavy)';

/** Words with a figure in them. */
const PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Unworded]> = [
  [/^(\S+) CDM$/, (m) => ({ kind: 'cdm', chariot: m[1]! })],
  [new RegExp(`^rain, ${WEIGHT} chariot$`), (m) => ({ kind: 'rain', weight: m[1] as 'light' })],
  [new RegExp(`^${WEIGHT} chariot$`), (m) => ({ kind: 'weight', weight: m[1] as 'light' })],
  [/^turn (\d+(?:\.\d+)?)°$/, (m) => ({ kind: 'turn', degrees: Number(m[1]) })],
  [/^stall ([1-9]\d*)$/, (m) => ({ kind: 'stall', stall: Number(m[1]) })],
];

/** The kind and figures an untyped modifier's words name, or undefined for words it does not know. */
export function kindFromWords(source: string): Unworded | undefined {
  const fixed = FIXED.get(source);
  if (fixed) return fixed;
  for (const [re, make] of PATTERNS) {
    const m = re.exec(source);
    if (m) return make(m);
  }
  return undefined;
}

/** A modifier with its kind where its words name one (a typed one as it is). */
function typed(m: Modifier): Modifier {
  if (typedModifier(m)) return m;
  const k = kindFromWords(m.source);
  return k ? ({ ...k, source: m.source, value: m.value } as TypedModifier) : m;
}

/** An untyped modifier whose words name a kind. */
const kindToTell = (m: Modifier): boolean => !typedModifier(m) && kindFromWords(m.source) !== undefined;
const rollToType = (r: Roll): boolean => r.modifiers.some(kindToTell);
/** An event with a modifier to type (module-level predicates: no closure made per event). */
const eventToType = (e: RaceEvent): boolean => e.rolls?.some(rollToType) ?? false;

/**
 * The log with every untyped modifier its words name given its kind; the same object, its events
 * not copied, when there is none to type (a log the engine wrote since kinds, or one with no
 * modifiers): every parse of such a log runs this. The caller gives the footer the digest of the
 * new events.
 */
export function withModifierKinds<L extends RaceLog>(log: L): L {
  const first = log.events.findIndex(eventToType);
  if (first < 0) return log;
  const events = log.events.slice(0, first);
  for (let i = first; i < log.events.length; i++) {
    const e = log.events[i]!;
    events.push(
      i === first || eventToType(e)
        ? { ...e, rolls: e.rolls!.map((r) => ({ ...r, modifiers: r.modifiers.map(typed) })) }
        : e,
    );
  }
  return { ...log, events };
}
