import type { StatValue } from '../engine/log/schema.ts';
import type { RulesetId } from '../engine/rulesets/ids.ts';

/**
 * The words the views show for a ruleset's figures: each condition attribute and entrant stat the
 * log catalogue (src/engine/log/events) lists gets a label here, so no raw key ("driverHitsLeft")
 * ever reaches the screen; a test checks every catalogued key has one. Values are written in words
 * by `figureText`.
 */
export interface FigureWords {
  /** Condition attributes (`effect.condition[id].attrs`), by key. */
  readonly attrs: Readonly<Record<string, string>>;
  /** Entrant stats (`header.entrants[i].stats`), by key. */
  readonly stats: Readonly<Record<string, string>>;
  /** The stats a race card shows (the few that matter); the others are shown on demand. */
  readonly keyStats: readonly string[];
}

const SHARED_ATTRS = {
  driver: 'Driver',
  team: 'Team',
  horses: 'Horses',
  laps: 'Laps',
} as const;

export const FIGURE_WORDS: Readonly<Record<RulesetId, FigureWords>> = {
  crudis: {
    attrs: {
      damageMod: 'Damage',
      moveMod: 'Movement',
      whip: 'Whip',
      lostControl: 'Control',
      locked: 'Locked',
      laps: SHARED_ATTRS.laps,
    },
    stats: { whip: 'Whip', damageMod: 'Damage', moveMod: 'Movement' },
    keyStats: ['whip'],
  },
  'circus-maximus': {
    attrs: {
      ...SHARED_ATTRS,
      endurance: 'Endurance',
      driverHitsLeft: 'Driver hits left',
      horseHits: 'Horse hits',
      wheelLeft: 'Left wheel hits',
      wheelRight: 'Right wheel hits',
      jostle: 'Jostled',
      whip: 'Whip',
    },
    stats: {
      horse1: 'Horse One',
      horse2: 'Horse Two',
      horse3: 'Horse Three',
      horse4: 'Horse Four',
      teamSpeed: 'Team speed',
      driverModifier: 'CDM',
      driverHits: 'Driver hits',
      whip: 'Whip',
      leftWheel: 'Left wheel',
      rightWheel: 'Right wheel',
      endurance: 'Endurance',
      leftBlades: 'Left blades',
      rightBlades: 'Right blades',
      dust: 'Dust',
      knife: 'Knife',
      spear: 'Spear',
      weight: 'Weight',
      /** Not a stat of its own: the race card's summary of the weapon stats (`keyFigures`). */
      weapons: 'Weapons',
    },
    keyStats: ['teamSpeed', 'driverModifier', 'weight'],
  },
  aurigae: {
    attrs: {
      deviation: 'Out of line',
      driver: SHARED_ATTRS.driver,
      team: SHARED_ATTRS.team,
      speed: 'Speed',
      injury: 'Injury',
      laps: SHARED_ATTRS.laps,
    },
    stats: { grade: 'Grade', team: 'Team', skill: 'Skill', strength: 'ST', dexterity: 'DX' },
    keyStats: ['grade', 'team', 'skill'],
  },
  hippodrome: {
    attrs: {
      place: 'Place',
      driver: SHARED_ATTRS.driver,
      team: SHARED_ATTRS.team,
      horses: SHARED_ATTRS.horses,
      hand: 'Hand',
      handSize: 'Cards in hand',
      played: 'Cards played',
    },
    stats: {
      speed: 'Speed',
      cut: 'Cut',
      turn: 'Turn',
      block: 'Block',
      cool: 'Cool',
      endurance: 'Endurance',
      cards: 'Team cards',
      stall: 'Stall',
      cutRolls: 'Cut rolls',
    },
    keyStats: ['speed', 'cut', 'turn', 'block', 'cool', 'endurance'],
  },
};

/** A key nobody catalogued yet (a newer log): its camelCase split into words, never shown raw. */
export function keyWords(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const wordsOf = (ruleset: string): FigureWords | undefined =>
  (FIGURE_WORDS as Readonly<Record<string, FigureWords>>)[ruleset];

export const attrLabel = (ruleset: string, key: string): string =>
  wordsOf(ruleset)?.attrs[key] ?? keyWords(key);

export const statLabel = (ruleset: string, key: string): string =>
  wordsOf(ruleset)?.stats[key] ?? keyWords(key);

const signed = (n: number): string => (n === 0 ? '0' : `${n > 0 ? '+' : '−'}${Math.abs(n)}`);

/** A figure's value in words ("in hand", "+1", "2 of 3", "h1 2 · h2 0"); `laps`: the race's laps. */
export function figureText(ruleset: string, key: string, value: StatValue | undefined, laps: number): string {
  if (value === undefined || value === null) return key === 'locked' ? 'no' : '–';
  if (ruleset === 'crudis') {
    switch (key) {
      case 'damageMod':
      case 'moveMod':
        return value === 0 ? 'sound' : signed(Number(value));
      case 'whip':
        return value ? 'in hand' : 'lost';
      case 'lostControl':
        return value ? 'lost' : 'in hand';
      case 'locked':
        return `with group ${value}`;
    }
  }
  if (ruleset === 'circus-maximus') {
    switch (key) {
      case 'horseHits':
        return String(value)
          .split('/')
          .map((h, i) => `${i + 1}: ${h === 'x' ? 'dead' : h}`)
          .join(' · ');
      case 'jostle':
        return value === 0 ? 'no' : `−${value} CDM`;
      case 'driverModifier':
        return signed(Number(value));
      case 'teamSpeed':
        return `${value} MF`;
    }
  }
  if (key === 'laps') return `${value} of ${laps}`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** "spear, dust, scythe blades": what a Circus Maximus chariot carries to fight with, or ''. */
function weaponsText(stats: Readonly<Record<string, StatValue>>): string {
  const out: string[] = [];
  if (stats['whip'] === 'long') out.push('long whip');
  for (const w of ['spear', 'knife', 'dust'] as const) if (stats[w] === true) out.push(w);
  const blades = new Set([stats['leftBlades'], stats['rightBlades']].filter((b) => b && b !== 'none'));
  for (const b of blades) out.push(b === 'long' ? 'long blades' : `${String(b)} blades`);
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
  const words = wordsOf(ruleset);
  const keys = words ? words.keyStats.filter((k) => k in stats) : Object.keys(stats).slice(0, 3);
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

/** "Circus Maximus", "Crudis": a ruleset's name as written on screen. */
export const RULESET_TITLES: Readonly<Record<RulesetId, string>> = {
  crudis: 'Crudis',
  'circus-maximus': 'Circus Maximus',
  aurigae: 'Aurigae',
  hippodrome: 'Hippodrome',
};

export const rulesetTitle = (id: string): string =>
  (RULESET_TITLES as Readonly<Record<string, string>>)[id] ?? keyWords(id);
