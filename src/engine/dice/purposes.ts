/**
 * Why dice are thrown, as data: a code and its figures. Every roll a ruleset makes names one.
 * PURPOSE_WORDS words each in English, other chariots by `name` and without the chariot whose roll
 * it is (the question names it first: the play page's "2d6 for Scorpus: white dice"); the engine's
 * words (`purposeText`: what the log's dice, the command's question "2d6 for Scorpus' white dice"
 * and a table's recorded answers say, exactly as before the purposes were typed) name every chariot
 * by its id, the roller's first ("scorpus: corner strain"). The play page words the code and
 * figures in its own language from the catalogue (src/messages/en-dice.ts, fr-dice.ts), which must
 * word every code here. `id` is the chariot whose roll it is where the engine's words name it;
 * `target`, `by`, `wreck` another chariot's id.
 */
import { SPEED_CHANGES, type SpeedChange } from '../rulesets/aurigae/tables.ts';
import { STAT_NAMES, type Stat } from '../rulesets/hippodrome/tables.ts';

/** Why a Circus Maximus driver checks his own spear. */
export type SpearCheck = 'ramming' | 'rammed' | 'corner-strain';
export const SPEAR_CHECK_WORDS: Readonly<Record<SpearCheck, string>> = {
  ramming: 'ramming',
  rammed: 'rammed',
  'corner-strain': 'straining in a corner',
};

/** What a Circus Maximus specification roll varies (the 32-point method). */
export type SpecRoll = 'horses' | 'driver' | 'whip' | 'weight' | 'blades';
/** What a Crudis damage roll of its own comes from. */
export type CrudisDamage = 'locked' | 'spina' | 'outer-wall';
const CRUDIS_DAMAGE_WORDS: Readonly<Record<CrudisDamage, string>> = {
  locked: 'locked together',
  spina: 'swerves into the spina',
  'outer-wall': 'swerves into the outer wall',
};
/** The Hippodrome decks shuffled with the race's dice. */
export type HippodromeDeck = 'team' | 'event' | 'papers' | 'discards';
const DECK_WORDS: Readonly<Record<HippodromeDeck, string>> = {
  team: 'shuffle the Team deck',
  event: 'shuffle the Event deck',
  papers: 'stall papers',
  discards: 'reshuffle the Event discards',
};
/** The Hippodrome saves made under a situation's name (a driver's or horse's survival apart). */
export type HippodromeSave = 'start-collision' | 'collision' | 'avoid-wreck' | 'hit-wreck';
const SAVE_WORDS: Readonly<Record<HippodromeSave, string>> = {
  'start-collision': 'start collision: Cool save',
  collision: 'Cool save',
  'avoid-wreck': 'avoid the wreck: Turn save',
  'hit-wreck': 'hit the wreck: Cool save',
};
/** An entrant's words from its id (the engine's: the id itself). */
export type NameOf = (id: string) => string;
/** A driver (0) or a horse by its number. */
const driverOrHorse = (horse: number): string => (horse === 0 ? 'driver' : `horse ${horse}`);

/** Each purpose's figures and its English words (the roller unnamed), by code. */
export const PURPOSE_WORDS = {
  // Circus Maximus: set-up (its own dice, never asked of a table).
  'cm-spec': (f: { id: string; what: SpecRoll }) => `specification, ${f.what}`,
  'cm-classic-endurance': (_f: { id: string }) => 'classic set-up, endurance',
  // Circus Maximus: the weather (`lap` 0: before the race).
  'cm-weather': (f: { lap: number }) =>
    `weather, ${f.lap === 0 ? 'before the race' : `the leader starts lap ${f.lap}`}`,
  'cm-rain-reroll': (_f: Record<string, never>) => 'weather, rain reroll',
  'cm-weather-check': (_f: Record<string, never>) => 'weather check',
  'cm-order': (_f: Record<string, never>) => 'order of moves',
  // Circus Maximus: moving.
  'cm-first-turn': (_f: { id: string }) => 'first-turn acceleration',
  'cm-voluntary-strain': (_f: { id: string }) => 'voluntary strain',
  'cm-corner-strain': (_f: { id: string }) => 'corner strain',
  'cm-wet-lane': (_f: { id: string }) => 'lane change in the wet',
  'cm-blinded': (_f: { id: string }) => 'blinded, regains control',
  /** `wreck`: whose wreck, or null for a horse carcass. */
  'cm-run-over': (f: { id: string; wreck: string | null }, name: NameOf) =>
    `runs over ${f.wreck === null ? 'a horse carcass' : `${name(f.wreck)}'s wreck`}`,
  'cm-flip': (_f: { id: string }) => 'flip check',
  'cm-team-after-flip': (_f: { id: string }) => 'team after the flip',
  'cm-driver-after-flip': (_f: { id: string }) => 'driver after the flip',
  // Circus Maximus: attacks.
  'cm-lash': (_f: { id: string }) => 'lash',
  'cm-lash-defence': (_f: { id: string }) => 'defends the lash',
  'cm-ram-evasion': (f: { id: string; by: string }, name: NameOf) => `evades ${name(f.by)}'s ram`,
  'cm-ram-team': (f: { id: string; target: string }, name: NameOf) => `ram on ${name(f.target)}'s team`,
  'cm-car-damage': (f: { id: string; target: string }, name: NameOf) => `damage to ${name(f.target)}'s car`,
  'cm-own-wheel': (_f: { id: string }) => 'own wheel damage',
  'cm-wheel-damage': (f: { id: string; target: string }, name: NameOf) => `wheel damage to ${name(f.target)}`,
  'cm-dust': (f: { id: string; target: string }, name: NameOf) => `throws dust at ${name(f.target)}`,
  'cm-dust-table': (_f: { id: string }) => 'dust attack table',
  'cm-knife': (f: { id: string; target: string }, name: NameOf) => `throws a knife at ${name(f.target)}`,
  'cm-knife-table': (_f: { id: string }) => 'knife attack table',
  'cm-spear': (f: { id: string; target: string }, name: NameOf) => `spear at ${name(f.target)}`,
  'cm-spear-table': (_f: { id: string }) => 'spear attack table',
  'cm-own-spear': (f: { id: string; when: SpearCheck }) => `own spear (${SPEAR_CHECK_WORDS[f.when]})`,
  'cm-own-spear-injury': (_f: { id: string }) => 'injured by own spear',
  // Circus Maximus: wounds and their aftermath.
  'cm-major-wound': (_f: { id: string }) => 'major wound hits',
  'cm-major-horse': (_f: { id: string }) => 'major horse hit',
  'cm-critical-hit': (_f: { id: string }) => 'critical hit',
  'cm-critical-horse': (f: { id: string; target: string; horse: number }, name: NameOf) =>
    `critical horse hit on ${name(f.target)}'s horse ${f.horse}`,
  'cm-runaway': (_f: { id: string }) => 'runaway team',
  'cm-dragged': (_f: { id: string }) => 'dragged driver',
  'cm-cut-free': (_f: { id: string }) => 'cuts himself free',
  // Aurigae.
  'aurigae-charioteer': (_f: { id: string }) => 'charioteer',
  'aurigae-team': (_f: { id: string }) => 'team',
  'aurigae-speed': (f: { id: string; change: SpeedChange }) =>
    `speed ${SPEED_CHANGES.find((r) => r.change === f.change)?.label ?? f.change}`,
  'aurigae-check': (_f: { id: string }) => 'end-of-move check',
  'aurigae-injury': (_f: { id: string }) => 'injury',
  'aurigae-cut-reins': (_f: { id: string }) => 'cut the reins',
  'aurigae-dragged': (_f: { id: string }) => 'dragged',
  // Crudis (whose roll it is travels beside: the roll's chariot).
  'crudis-white': (_f: Record<string, never>) => 'white dice',
  'crudis-red': (_f: Record<string, never>) => 'red die',
  'crudis-whip-white': (_f: Record<string, never>) => 'whip for speed, white dice',
  'crudis-whip-red': (_f: Record<string, never>) => 'whip for speed, red die',
  'crudis-whip-attack': (f: { target: string }, name: NameOf) => `whip attack on ${name(f.target)}`,
  'crudis-danger-white': (_f: Record<string, never>) => 'danger line, white dice',
  'crudis-danger-red': (_f: Record<string, never>) => 'danger line, red die',
  'crudis-damage': (f: { cause: CrudisDamage }) => `damage (${CRUDIS_DAMAGE_WORDS[f.cause]})`,
  'crudis-damage-timing': (_f: Record<string, never>) => 'damage timing',
  'crudis-wreck-on-way': (f: { crossing: boolean }) => `${f.crossing ? 'crossing' : 'passing'} a wreck`,
  'crudis-collision': (_f: Record<string, never>) => 'collision damage',
  'crudis-rip': (_f: Record<string, never>) => 'rip off wheels',
  'crudis-wheel-damage': (_f: Record<string, never>) => 'wheel damage',
  'crudis-rip-results': (_f: Record<string, never>) => 'rip-off results',
  'crudis-locked-shift': (_f: Record<string, never>) => 'locked shift direction',
  'crudis-bounce-forward': (_f: Record<string, never>) => 'wreck bounce, squares forward',
  'crudis-bounce-aside': (_f: Record<string, never>) => 'wreck bounce, lanes aside',
  'crudis-struck': (f: { wreck: string }, name: NameOf) => `struck by the wreck of ${name(f.wreck)}`,
  // Hippodrome (whose roll it is travels beside, where one team's).
  'hippodrome-shuffle': (f: { deck: HippodromeDeck }) => DECK_WORDS[f.deck],
  'hippodrome-effort': (_f: Record<string, never>) => 'effort roll',
  'hippodrome-roll-off': (f: { cautious: boolean }) => (f.cautious ? 'cautious roll-off' : 'tie roll-off'),
  'hippodrome-pass': (f: { kind: 'straight' | 'bend'; stat: Stat }) =>
    `${f.kind} pass: ${STAT_NAMES[f.stat]}`,
  'hippodrome-entanglement': (_f: Record<string, never>) => 'entanglement roll: Turn',
  'hippodrome-save': (f: { against: HippodromeSave }) => SAVE_WORDS[f.against],
  /** `horse` 0: the driver. */
  'hippodrome-survival': (f: { horse: number }) => `survival: ${driverOrHorse(f.horse)}`,
  'hippodrome-trampling': (f: { horse: number }) => `trampling: ${driverOrHorse(f.horse)}`,
  'hippodrome-difficulty': (_f: Record<string, never>) => 'difficulty',
  'hippodrome-prize': (_f: Record<string, never>) => 'prize',
} as const;

export type PurposeCode = keyof typeof PURPOSE_WORDS;
/** The figures of a purpose of this code. */
export type PurposeFigures<C extends PurposeCode> = Parameters<(typeof PURPOSE_WORDS)[C]>[0];

/** Why dice are thrown: its code and figures. */
export type RollPurpose = {
  [C in PurposeCode]: { readonly code: C; readonly figures: PurposeFigures<C> };
}[PurposeCode];

const NONE: Record<string, never> = Object.freeze({}) as Record<string, never>;

/** A purpose of this code with these figures (none for a purpose that has none). */
export function purpose<C extends PurposeCode>(
  code: C,
  ...figures: PurposeFigures<C> extends Record<string, never> ? [] : [PurposeFigures<C>]
): RollPurpose {
  return { code, figures: figures[0] ?? NONE } as RollPurpose;
}

/** The engine's words name chariots by their ids. */
const byId: NameOf = (id) => id;

/** A purpose in the engine's English words (the log's, the command's): "scorpus: corner strain". */
export function purposeText(p: RollPurpose): string {
  const words = (PURPOSE_WORDS[p.code] as (f: unknown, name: NameOf) => string)(p.figures, byId);
  const id = (p.figures as { readonly id?: string }).id;
  return id === undefined ? words : `${id}: ${words}`;
}
