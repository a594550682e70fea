/**
 * Every card and table of Hippodrome (Warpspawn's "Hippomania", French translation), as data.
 * `source: 'seed'` is printed in shared/seeds/001_449d61d775df5a97.txt; `source: 'house'` is our
 * reading where the text is silent or unclear (shared/rules/hippodrome.md, section 5, cited as
 * A1..A28). A user who owns other figures changes them here only.
 */
export type Source = 'seed' | 'house';

export interface Valued<T> {
  readonly value: T;
  readonly source: Source;
  readonly note: string;
}

/** The six team statistics (Crochet, Virage, Vitesse, Blocage, Tranquillité, Endurance). */
export const STATS = ['cut', 'turn', 'speed', 'block', 'cool', 'endurance'] as const;
export type Stat = (typeof STATS)[number];
export type Stats = Record<Stat, number>;

export const STAT_NAMES: Record<Stat, string> = {
  cut: 'Cut',
  turn: 'Turn',
  speed: 'Speed',
  block: 'Block',
  cool: 'Cool',
  endurance: 'Endurance',
};

export type TeamKind = 'chariot' | 'driver' | 'horse' | 'hitch' | 'rumor';

export type RumorEffect =
  | { readonly kind: 'stat'; readonly stat: Stat; readonly value: number }
  | { readonly kind: 'cut-rolls'; readonly value: number }
  | { readonly kind: 'stall-4' }
  | { readonly kind: 'restart' };

export interface TeamCard {
  readonly id: string;
  readonly name: string;
  readonly english: string;
  readonly kind: TeamKind;
  /** Stat modifiers as printed (rumors have none: see `rumor`). */
  readonly mods: Partial<Stats>;
  readonly source: Source;
  /** Where a printed word needed reading (A1 Fin = Endurance), the reading. */
  readonly note?: string;
  readonly rumor?: {
    readonly effect: RumorEffect;
    /** Whom it may name (A9, house): an opponent, any team, or nobody. */
    readonly target: 'opponent' | 'any' | 'none';
  };
}

const FIN = 'printed "Fin": read as Endurance (A1, house)';

const horse = (id: string, name: string, mods: Partial<Stats>, note?: string): TeamCard => ({
  id,
  name,
  english: name,
  kind: 'horse',
  mods,
  source: 'seed',
  ...(note ? { note } : {}),
});

/** The Team deck: 37 cards, one copy of each (A7, house). */
export const TEAM_DECK: readonly TeamCard[] = [
  horse('H01', 'Passerinus', { turn: 1, speed: 1, cool: 1 }),
  horse('H02', 'Tuscus', { cool: 1, endurance: 1 }, FIN),
  horse('H03', 'Victor', { turn: 1, speed: 1 }),
  horse('H04', 'Volucris', { turn: 1, cool: 1 }),
  horse('H05', 'Borysthenes', { speed: 1, cool: 1 }),
  horse('H06', 'Incitatus', { speed: 1, endurance: 1 }, FIN),
  horse('H07', 'Centenarii', { speed: 1 }),
  horse('H08', 'Pomperanus', { cool: 1 }),
  horse('H09', 'Tigris', { turn: 1 }),
  horse('H10', 'Raptore', { endurance: 1 }, FIN),
  horse('H11', 'Sicilian', { speed: 1, cool: -1 }),
  horse('H12', 'Iberian', { speed: 1, endurance: -1 }, FIN),
  horse('H13', 'Libyan', { speed: -1, endurance: 1 }, FIN),
  horse('H14', 'Orynx', { turn: 1, speed: -1 }),
  {
    id: 'D01',
    name: 'Diocles',
    english: 'Diocles',
    kind: 'driver',
    mods: { cut: 1, turn: 1, cool: 1 },
    source: 'seed',
    note: 'printed "Virage + 1": read as Turn +1',
  },
  {
    id: 'D02',
    name: 'Fortunatus',
    english: 'Fortunatus',
    kind: 'driver',
    mods: { cut: 1, cool: 1 },
    source: 'seed',
  },
  { id: 'D03', name: 'Gulta', english: 'Gulta', kind: 'driver', mods: { turn: 1, block: 1 }, source: 'seed' },
  {
    id: 'D04',
    name: 'Lucius Veres',
    english: 'Lucius Veres',
    kind: 'driver',
    mods: { cut: 1, turn: 1 },
    source: 'seed',
  },
  { id: 'D05', name: 'Scorpus', english: 'Scorpus', kind: 'driver', mods: { cool: 1 }, source: 'seed' },
  {
    id: 'D06',
    name: 'Eutychus',
    english: 'Eutychus',
    kind: 'driver',
    mods: { turn: 1, cool: 1 },
    source: 'seed',
  },
  {
    id: 'D07',
    name: 'Crescens',
    english: 'Crescens',
    kind: 'driver',
    mods: { block: 1, cool: 1 },
    source: 'seed',
  },
  { id: 'D08', name: 'Fuscus', english: 'Fuscus', kind: 'driver', mods: { cut: 1 }, source: 'seed' },
  { id: 'D09', name: 'Felix', english: 'Felix', kind: 'driver', mods: { block: 1 }, source: 'seed' },
  { id: 'C01', name: 'Etroit', english: 'Narrow', kind: 'chariot', mods: { cut: 1 }, source: 'seed' },
  { id: 'C02', name: 'Bas', english: 'Low', kind: 'chariot', mods: { turn: 1 }, source: 'seed' },
  { id: 'C03', name: 'Large', english: 'Wide', kind: 'chariot', mods: { block: 1 }, source: 'seed' },
  { id: 'C04', name: 'Robuste', english: 'Sturdy', kind: 'chariot', mods: { cool: 1 }, source: 'seed' },
  { id: 'C05', name: 'Léger', english: 'Light', kind: 'chariot', mods: { speed: 1 }, source: 'seed' },
  {
    id: 'P01',
    name: 'Joug central',
    english: 'Centre Yoke',
    kind: 'hitch',
    mods: { turn: 1 },
    source: 'seed',
    note: '"Pépin" read as Hitch (A6, house)',
  },
  {
    id: 'P02',
    name: 'Pointe gauche',
    english: 'Left Point',
    kind: 'hitch',
    mods: { endurance: 1 },
    source: 'seed',
    note: FIN,
  },
  {
    id: 'P03',
    name: 'Toutes les pointes',
    english: 'All Points',
    kind: 'hitch',
    mods: { cut: 1 },
    source: 'seed',
  },
  {
    id: 'R01',
    name: 'Cheval drogué',
    english: 'Drugged Horse',
    kind: 'rumor',
    mods: {},
    source: 'seed',
    rumor: { effect: { kind: 'stat', stat: 'speed', value: -1 }, target: 'opponent' },
    note: 'a team-wide Speed −1 (A10, house)',
  },
  {
    id: 'R02',
    name: 'Sabotage',
    english: 'Sabotage',
    kind: 'rumor',
    mods: {},
    source: 'seed',
    rumor: { effect: { kind: 'stat', stat: 'cool', value: -1 }, target: 'opponent' },
    note: 'a team-wide Cool −1 (A10, house)',
  },
  {
    id: 'R03',
    name: 'Pots de vin',
    english: 'Bribes',
    kind: 'rumor',
    mods: {},
    source: 'seed',
    rumor: { effect: { kind: 'stat', stat: 'speed', value: -1 }, target: 'opponent' },
    note: 'a team-wide Speed −1 (A10, house)',
  },
  {
    id: 'R04',
    name: "Favori de l'empereur",
    english: "Emperor's Favourite",
    kind: 'rumor',
    mods: {},
    source: 'seed',
    rumor: { effect: { kind: 'restart' }, target: 'none' },
    note: 'restarts Step III once if Green crashes there (A12, house)',
  },
  {
    id: 'R05',
    name: 'Escroqué',
    english: 'Swindled',
    kind: 'rumor',
    mods: {},
    source: 'seed',
    rumor: { effect: { kind: 'stall-4' }, target: 'opponent' },
    note: 'the target swaps stalls with the team that drew 4 (A11, house)',
  },
  {
    id: 'R06',
    name: 'Serment sacré',
    english: 'Sacred Oath',
    kind: 'rumor',
    mods: {},
    source: 'seed',
    rumor: { effect: { kind: 'cut-rolls', value: 1 }, target: 'any' },
    note: 'the holder may name its own team (A9, house)',
  },
];

export interface EventCard {
  readonly id: string;
  readonly name: string;
  readonly english: string;
  /** The stat word printed on the card. */
  readonly printed: string;
  /** The stat the card adds to, as read (A2, A3: Raccourci = Cut, Tranquille = Cool). */
  readonly stat: Stat;
  readonly bonus: number;
  readonly source: Source;
}

const ev = (id: string, name: string, english: string, printed: string, stat: Stat): EventCard => ({
  id,
  name,
  english,
  printed,
  stat,
  bonus: 2,
  // The bonus is printed; the stat is a reading where the printed word is not a stat name.
  source: printed === 'Raccourci' || printed === 'Tranquille' ? 'house' : 'seed',
});

/** The Event deck: 30 different cards, each +2 to one stat. */
export const EVENT_DECK: readonly EventCard[] = [
  ev('E01', 'Virage serré', 'Tight Turn', 'Virage', 'turn'),
  ev('E02', 'Petit coup de fouet', 'Flick of the Whip', 'Virage', 'turn'),
  ev('E03', "A l'intérieur de la piste", 'Inside of the Track', 'Virage', 'turn'),
  ev('E04', 'Tourner autour', 'Wheel Around', 'Virage', 'turn'),
  ev('E05', 'Tourner habilement', 'Skilful Turning', 'Virage', 'turn'),
  ev('E06', 'Relâcher les rênes', 'Slacken the Reins', 'Virage', 'turn'),
  ev('E07', 'Crochet intentionnel', 'Deliberate Hook', 'Crochet', 'cut'),
  ev('E08', 'Blocage talentueux', 'Skilled Block', 'Blocage', 'block'),
  ev('E09', 'Maintenir une distance', 'Keep Your Distance', 'Blocage', 'block'),
  ev('E10', "Maintenir l'allure", 'Hold the Pace', 'Blocage', 'block'),
  ev('E11', 'Rester en tête', 'Stay Ahead', 'Blocage', 'block'),
  ev('E12', 'Se mettre devant', 'Get in Front', 'Blocage', 'block'),
  ev('E13', "Prendre l'intérieur", 'Take the Inside', 'Raccourci', 'cut'),
  ev('E14', 'Passer à côté', 'Slip Past', 'Raccourci', 'cut'),
  ev('E15', 'Couper la route', 'Cut Across', 'Raccourci', 'cut'),
  ev('E16', 'Se rabattre très près', 'Cut In Tight', 'Raccourci', 'cut'),
  ev('E17', 'Dépasser', 'Overtake', 'Raccourci', 'cut'),
  ev('E18', 'Conduite magnifique', 'Magnificent Driving', 'Raccourci', 'cut'),
  ev('E19', "Eviter l'accident", 'Avoid the Crash', 'Tranquille', 'cool'),
  ev('E20', "S'écarter", 'Swerve Aside', 'Tranquille', 'cool'),
  ev('E21', 'Sauter', 'Leap', 'Tranquille', 'cool'),
  ev('E22', 'Se rétablir', 'Recover', 'Tranquille', 'cool'),
  ev('E23', 'Tirer sur les rênes', 'Pull on the Reins', 'Tranquille', 'cool'),
  ev('E24', "S'arrêter au plus près", 'Pull Up Short', 'Tranquillité', 'cool'),
  ev('E25', 'Brusque accélération', 'Sudden Acceleration', 'Vitesse', 'speed'),
  ev('E26', 'Se stabiliser', 'Steady the Team', 'Vitesse', 'speed'),
  ev('E27', 'Pointe de vitesse', 'Burst of Speed', 'Vitesse', 'speed'),
  ev('E28', 'Effort final', 'Final Effort', 'Vitesse', 'speed'),
  ev('E29', 'Venir de derrière', 'Come from Behind', 'Vitesse', 'speed'),
  ev('E30', 'Fouetter les chevaux', 'Whip the Horses', 'Vitesse', 'speed'),
];

export const TEAM_CARDS: ReadonlyMap<string, TeamCard> = new Map(TEAM_DECK.map((c) => [c.id, c]));
export const EVENT_CARDS: ReadonlyMap<string, EventCard> = new Map(EVENT_DECK.map((c) => [c.id, c]));

/** How many of each kind a team may keep ("jusqu'à"): each a maximum, keeping is optional. */
export const KEEP_LIMITS: Readonly<Record<TeamKind, Valued<number>>> = {
  chariot: { value: 1, source: 'seed', note: "jusqu'à 1 Char" },
  driver: { value: 1, source: 'seed', note: "jusqu'à 1 Conducteur" },
  hitch: { value: 1, source: 'seed', note: "jusqu'à 1 Pépin" },
  rumor: { value: 1, source: 'seed', note: "jusqu'à 1 Rumeur" },
  horse: { value: 4, source: 'seed', note: "jusqu'à 4 Chevaux" },
};

/** Effort roll bonus by starting stall (index 0 = stall 1). */
export const STALL_BONUS: readonly Valued<number>[] = [
  { value: 3, source: 'seed', note: 'stall 1: +3' },
  { value: 2, source: 'seed', note: 'stall 2: +2' },
  { value: 1, source: 'seed', note: 'stall 3: +1' },
  { value: 0, source: 'house', note: 'stall 4: nothing is stated, so +0 (A14b)' },
];

export interface FatigueRow {
  readonly laps: readonly [number, number];
  readonly base: number;
  readonly source: Source;
}

/** Fatigue on all of a team's own rolls, by lap, offset by Endurance. */
export const FATIGUE: readonly FatigueRow[] = [
  { laps: [1, 3], base: 0, source: 'seed' },
  { laps: [4, 5], base: -1, source: 'seed' },
  { laps: [6, 7], base: -2, source: 'seed' },
];

/**
 * The fatigue modifier for a lap: base + Endurance in laps 4-7, capped at 0 so Endurance never
 * becomes a bonus (house, A20); 0 in laps 1-3 whatever the Endurance (house, A20); 0 at the start.
 */
export function fatigueFor(lap: number, endurance: number): number {
  const row = FATIGUE.find((r) => lap >= r.laps[0] && lap <= r.laps[1]);
  if (!row || row.base === 0) return 0;
  return Math.min(0, row.base + endurance);
}

export const RULES = {
  players: {
    value: 4,
    source: 'seed',
    note: 'a card game for 4 players; other counts are refused (A27)',
  } as Valued<number>,
  laps: { value: 7, source: 'seed', note: 'seven laps around the spina' } as Valued<number>,
  deal: { value: 7, source: 'seed', note: 'each player draws 7 Team cards' } as Valued<number>,
  draw: { value: 2, source: 'seed', note: 'each team draws 2 Event cards a lap' } as Valued<number>,
  handLimit: { value: 5, source: 'seed', note: 'a hand holds at most 5 cards' } as Valued<number>,
  prize: { value: 1000, source: 'seed', note: 'the winner earns 1D6 × 1000 sesterces' } as Valued<number>,
  maxEventsPerRoll: {
    value: 0,
    source: 'house',
    note: 'Event cards per roll: the text sets no limit (0 = no limit, A21)',
  } as Valued<number>,
} as const;

/** Factions in the order they play Rumors (Red, White, Blue, Green: A9, from the English original). */
export const FACTION_ORDER = ['red', 'white', 'blue', 'green'] as const;
export type Faction = (typeof FACTION_ORDER)[number];

/**
 * Our readings of what the text leaves open, each a house rule. The log names them by rule id so
 * the explainer can show which parts are the published game and which are ours.
 */
export const HOUSE_READINGS = {
  'rumor-play': {
    source: 'house',
    note: 'kept Rumors are played Red, White, Blue, Green after selection (A9)',
  },
  'stall-swap': {
    source: 'house',
    note: 'Escroqué: the target swaps stalls with the team that drew 4 (A11)',
  },
  'favourite-restart': {
    source: 'house',
    note: 'Step III replays once, same stalls, if Green crashes there (A12)',
  },
  'start-order': {
    source: 'house',
    note: 'tied survivors and cautious starters are ordered by a D6 roll-off with rerolls; cautious place behind bolters (A14)',
  },
  'start-no-chain': { source: 'house', note: 'no chain of wrecks at the start (A14f)' },
  'difficulty-plain': { source: 'house', note: 'the difficulty roll is a plain D6 (A13)' },
  'failed-pass': { source: 'house', note: 'after an entanglement both survive: the order stays (A17)' },
  'order-of-goes': {
    source: 'house',
    note: 'goes follow seats from the team last after the previous step; left = next seat (A18)',
  },
  'one-go': { source: 'house', note: 'one go per team per phase, one attempt per go (A19)' },
  'crash-out': { source: 'house', note: 'a crashed team leaves the order and those behind move up (A15)' },
  'chain-behind': {
    source: 'house',
    note: 'the team behind is the next one racing in the order before the crash (A16)',
  },
  'card-use': {
    source: 'house',
    note: "Event cards go on the owner's own rolls that add their stat, declared before rolling (A21)",
  },
  'hand-discard': {
    source: 'house',
    note: 'the owner chooses which cards over 5 to discard; crashed teams draw none (§3.5)',
  },
  'no-winner': { source: 'house', note: 'if the last teams crash together no one wins (A23)' },
} as const satisfies Record<string, { source: Source; note: string }>;
