import type { RaceEvent, RaceLog, StatValue } from '../engine/log/schema.ts';
import type { RulesetId } from '../engine/rulesets/ids.ts';
import { messages } from '../messages/index.ts';

/**
 * A ruleset's figures as the views show them (the chariot card, the race cards): each condition
 * attribute and entrant stat the log catalogue (src/engine/log/events) lists gets a label from the
 * message catalogue (src/messages/en-figures.ts and its translations), so no raw key
 * ("driverHitsLeft") ever reaches the screen; a test checks every catalogued key has one. Values
 * are written in words by `figureText`. This module picks the words; it holds none of its own.
 */

/** The stats a race card shows (the few that matter); the others are shown on the chariot card. */
export const KEY_STATS: Readonly<Record<RulesetId, readonly string[]>> = {
  crudis: ['whip'],
  'circus-maximus': ['teamSpeed', 'driverModifier', 'weight'],
  aurigae: ['grade', 'team', 'skill'],
  hippodrome: ['speed', 'cut', 'turn', 'block', 'cool', 'endurance'],
};

/** A key nobody catalogued yet (a newer log): its camelCase split into words, never shown raw. */
export function keyWords(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Labels = { attrs: Readonly<Record<string, string>>; stats: Readonly<Record<string, string>> };

const labelsOf = (ruleset: string): Labels | undefined =>
  (messages.figures.labels as Readonly<Record<string, Labels>>)[ruleset];

export const attrLabel = (ruleset: string, key: string): string =>
  labelsOf(ruleset)?.attrs[key] ?? keyWords(key);

export const statLabel = (ruleset: string, key: string): string =>
  labelsOf(ruleset)?.stats[key] ?? keyWords(key);

const signed = (n: number): string => (n === 0 ? '0' : `${n > 0 ? '+' : '−'}${Math.abs(n)}`);

/** Hippodrome: figures that are lists of cards, named by their English names in the log. */
const CARD_LISTS: ReadonlySet<string> = new Set(['hand', 'played', 'cards']);

/** A figure's value in words ("in hand", "+1", "2 of 3", "1: 2 · 2: 0"); `laps`: the race's laps. */
export function figureText(ruleset: string, key: string, value: StatValue | undefined, laps: number): string {
  const v = messages.figures.values;
  if (value === undefined || value === null) return key === 'locked' ? v.no : v.none;
  if (ruleset === 'crudis') {
    switch (key) {
      case 'damageMod':
      case 'moveMod':
        return value === 0 ? v.sound : signed(Number(value));
      case 'whip':
        return value ? v.inHand : v.lost;
      case 'lostControl':
        return value ? v.lost : v.inHand;
      case 'locked':
        return v.withGroup(String(value));
    }
  }
  if (ruleset === 'circus-maximus') {
    switch (key) {
      case 'horseHits':
        return String(value)
          .split('/')
          .map((h, i) => v.horse(i + 1, h === 'x' ? v.dead : h))
          .join(' · ');
      case 'jostle':
        return value === 0 ? v.no : v.jostled(String(value));
      case 'driverModifier':
        return signed(Number(value));
      case 'teamSpeed':
        return v.teamSpeed(String(value));
    }
  }
  if (key === 'laps') return v.lapsOf(String(value), laps);
  if (typeof value === 'boolean') return value ? v.yes : v.no;
  if (typeof value === 'string') {
    const word = v.words[key]?.[value];
    if (word !== undefined) return word;
    if (ruleset === 'hippodrome' && CARD_LISTS.has(key))
      return value
        .split(', ')
        .map((card) => v.card(card))
        .join(', ');
  }
  return String(value);
}

/** "spear, dust, scythe blades": what a Circus Maximus chariot carries to fight with, or ''. */
function weaponsText(stats: Readonly<Record<string, StatValue>>): string {
  const w = messages.figures.weapons;
  const out: string[] = [];
  if (stats['whip'] === 'long') out.push(w.longWhip);
  for (const k of ['spear', 'knife', 'dust'] as const) if (stats[k] === true) out.push(w[k]);
  const blades = new Set([stats['leftBlades'], stats['rightBlades']].filter((b) => b && b !== 'none'));
  for (const b of blades) out.push(b === 'long' ? w.longBlades : w.blades);
  return out.join(', ');
}

/**
 * The few figures of an entrant a race card shows, as "label value" pairs ("Team speed 18 MF",
 * "CDM +1", "Weight light", "Weapons spear, dust"); the rest are for the chariot card.
 */
export function keyFigures(
  ruleset: string,
  stats: Readonly<Record<string, StatValue>>,
): Array<{ key: string; label: string; text: string }> {
  const chosen = (KEY_STATS as Readonly<Record<string, readonly string[]>>)[ruleset];
  const keys = chosen ? chosen.filter((k) => k in stats) : Object.keys(stats).slice(0, 3);
  const out = keys.map((key) => ({
    key,
    label: statLabel(ruleset, key),
    text: figureText(ruleset, key, stats[key], 0),
  }));
  if (ruleset === 'circus-maximus') {
    const weapons = weaponsText(stats);
    if (weapons) out.push({ key: 'weapons', label: statLabel(ruleset, 'weapons'), text: weapons });
  }
  return out;
}

/** An AI driver's personality in words ("reckless", "téméraire"); '' for none. */
export const personalityWord = (p: string | undefined): string =>
  p ? (messages.figures.personalities[p] ?? keyWords(p)) : '';

/**
 * A chariot's faction as the page names it: a circus faction's name in the page's language
 * ("White", "Blancs"; the id in any case), a team of the setup's own by its own name; '' for none.
 */
export const factionName = (faction: string | null | undefined): string =>
  faction ? (messages.factions.names[faction.toLowerCase()] ?? faction) : '';

/** "Circus Maximus", "Crudis": a ruleset's name as written on screen. */
export const rulesetTitle = (id: string): string =>
  (messages.figures.rulesets as Readonly<Record<string, string>>)[id] ?? keyWords(id);

/** A chariot's figures an event changed, in words: its status and each attribute that moved. */
export interface FigureChange {
  readonly chariot: string;
  /** "Damage −2", "Control lost", "Wrecked": label and value, in the language in use. */
  readonly changes: readonly string[];
}

/**
 * What `event` changed in each chariot's figures, against that chariot's condition before it (the
 * last earlier event that gave one; a first condition is where the figures start, only a status
 * there counts): the result of the event as the chariot card would show it. Chariots whose figures
 * did not move are left out.
 */
export function figureChanges(log: RaceLog, event: RaceEvent, laps: number): FigureChange[] {
  const after = event.effect?.condition;
  if (!after) return [];
  const ruleset = log.header.ruleset.id;
  const out: FigureChange[] = [];
  const at = log.events.indexOf(event);
  for (const [chariot, now] of Object.entries(after)) {
    let before: Readonly<Record<string, StatValue>> | undefined;
    let status: string = 'racing';
    for (let i = (at < 0 ? log.events.length : at) - 1; i >= 0; i--) {
      const c = log.events[i]!.effect?.condition?.[chariot];
      if (c) {
        before = c.attrs;
        status = c.status;
        break;
      }
    }
    const changes: string[] = [];
    if (now.status !== status) changes.push(messages.card.status[now.status]);
    for (const [key, value] of Object.entries(now.attrs)) {
      // A chariot's first condition is where its figures start, not a change.
      if (!before || before[key] === value) continue;
      changes.push(`${attrLabel(ruleset, key)} ${figureText(ruleset, key, value, laps)}`);
    }
    if (changes.length > 0) out.push({ chariot, changes });
  }
  return out;
}
