/**
 * Why dice are thrown, as data: a code and its figures. Every roll a ruleset makes names one; the
 * engine words it in English (the words below: what the log's dice, the command's question "2d6
 * for Scorpus' white dice" and a table's recorded answers say, exactly as before the purposes were
 * typed), and the play page words the code and figures in its own language from the catalogue
 * (src/messages/en-dice.ts, fr-dice.ts), which must word every code here. `id` is the chariot
 * whose roll it is where the English names it; `target`, `by`, `wreck` another chariot's id.
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
/** A driver (0) or a horse by its number. */
const driverOrHorse = (horse: number): string => (horse === 0 ? 'driver' : `horse ${horse}`);

/** Each purpose's figures and its English words, by code. */
export const PURPOSE_WORDS = {
  // Circus Maximus: set-up (its own dice, never asked of a table).
  'cm-spec': (f: { id: string; what: SpecRoll }) => `${f.id}: specification, ${f.what}`,
  'cm-classic-endurance': (f: { id: string }) => `${f.id}: classic set-up, endurance`,
  // Circus Maximus: the weather (`lap` 0: before the race).
  'cm-weather': (f: { lap: number }) =>
    `weather, ${f.lap === 0 ? 'before the race' : `the leader starts lap ${f.lap}`}`,
  'cm-rain-reroll': (_f: Record<string, never>) => 'weather, rain reroll',
  'cm-weather-check': (_f: Record<string, never>) => 'weather check',
  'cm-order': (_f: Record<string, never>) => 'order of moves',
  // Circus Maximus: moving.
  'cm-first-turn': (f: { id: string }) => `${f.id}: first-turn acceleration`,
  'cm-voluntary-strain': (f: { id: string }) => `${f.id}: voluntary strain`,
  'cm-corner-strain': (f: { id: string }) => `${f.id}: corner strain`,
  'cm-wet-lane': (f: { id: string }) => `${f.id}: lane change in the wet`,
  'cm-blinded': (f: { id: string }) => `${f.id}: blinded, regains control`,
  /** `wreck`: whose wreck, or null for a horse carcass. */
  'cm-run-over': (f: { id: string; wreck: string | null }) =>
    `${f.id}: runs over ${f.wreck === null ? 'a horse carcass' : `${f.wreck}'s wreck`}`,
  'cm-flip': (f: { id: string }) => `${f.id}: flip check`,
  'cm-team-after-flip': (f: { id: string }) => `${f.id}: team after the flip`,
  'cm-driver-after-flip': (f: { id: string }) => `${f.id}: driver after the flip`,
  // Circus Maximus: attacks.
  'cm-lash': (f: { id: string }) => `${f.id}: lash`,
  'cm-lash-defence': (f: { id: string }) => `${f.id}: defends the lash`,
  'cm-ram-evasion': (f: { id: string; by: string }) => `${f.id}: evades ${f.by}'s ram`,
  'cm-ram-team': (f: { id: string; target: string }) => `${f.id}: ram on ${f.target}'s team`,
  'cm-car-damage': (f: { id: string; target: string }) => `${f.id}: damage to ${f.target}'s car`,
  'cm-own-wheel': (f: { id: string }) => `${f.id}: own wheel damage`,
  'cm-wheel-damage': (f: { id: string; target: string }) => `${f.id}: wheel damage to ${f.target}`,
  'cm-dust': (f: { id: string; target: string }) => `${f.id}: throws dust at ${f.target}`,
  'cm-dust-table': (f: { id: string }) => `${f.id}: dust attack table`,
  'cm-knife': (f: { id: string; target: string }) => `${f.id}: throws a knife at ${f.target}`,
  'cm-knife-table': (f: { id: string }) => `${f.id}: knife attack table`,
  'cm-spear': (f: { id: string; target: string }) => `${f.id}: spear at ${f.target}`,
  'cm-spear-table': (f: { id: string }) => `${f.id}: spear attack table`,
  'cm-own-spear': (f: { id: string; when: SpearCheck }) =>
    `${f.id}: own spear (${SPEAR_CHECK_WORDS[f.when]})`,
  'cm-own-spear-injury': (f: { id: string }) => `${f.id}: injured by own spear`,
  // Circus Maximus: wounds and their aftermath.
  'cm-major-wound': (f: { id: string }) => `${f.id}: major wound hits`,
  'cm-major-horse': (f: { id: string }) => `${f.id}: major horse hit`,
  'cm-critical-hit': (f: { id: string }) => `${f.id}: critical hit`,
  'cm-critical-horse': (f: { id: string; target: string; horse: number }) =>
    `${f.id}: critical horse hit on ${f.target}'s horse ${f.horse}`,
  'cm-runaway': (f: { id: string }) => `${f.id}: runaway team`,
  'cm-dragged': (f: { id: string }) => `${f.id}: dragged driver`,
  'cm-cut-free': (f: { id: string }) => `${f.id}: cuts himself free`,
  // Aurigae.
  'aurigae-charioteer': (f: { id: string }) => `${f.id}: charioteer`,
  'aurigae-team': (f: { id: string }) => `${f.id}: team`,
  'aurigae-speed': (f: { id: string; change: SpeedChange }) =>
    `${f.id}: speed ${SPEED_CHANGES.find((r) => r.change === f.change)?.label ?? f.change}`,
  'aurigae-check': (f: { id: string }) => `${f.id}: end-of-move check`,
  'aurigae-injury': (f: { id: string }) => `${f.id}: injury`,
  'aurigae-cut-reins': (f: { id: string }) => `${f.id}: cut the reins`,
  'aurigae-dragged': (f: { id: string }) => `${f.id}: dragged`,
  // Crudis (whose roll it is travels beside: the roll's chariot).
  'crudis-white': (_f: Record<string, never>) => 'white dice',
  'crudis-red': (_f: Record<string, never>) => 'red die',
  'crudis-whip-white': (_f: Record<string, never>) => 'whip for speed, white dice',
  'crudis-whip-red': (_f: Record<string, never>) => 'whip for speed, red die',
  'crudis-whip-attack': (f: { target: string }) => `whip attack on ${f.target}`,
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
  'crudis-struck': (f: { wreck: string }) => `struck by the wreck of ${f.wreck}`,
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

/** A purpose in the engine's English words (the log's, the command's). */
export function purposeText(p: RollPurpose): string {
  return (PURPOSE_WORDS[p.code] as (f: unknown) => string)(p.figures);
}
