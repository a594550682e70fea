/**
 * The Hippodrome rules catalogue: every clause of the French seed (shared/seeds/001_449d61d775df5a97.txt,
 * with the section of our English digest shared/rules/hippodrome.md), every rule id the engine
 * writes, and every card deck and table, built from src/engine/rulesets/hippodrome/tables.ts.
 */
import {
  EVENT_DECK,
  FATIGUE,
  HOUSE_READINGS,
  KEEP_LIMITS,
  RULES,
  STALL_BONUS,
  STAT_NAMES,
  STATS,
  TEAM_DECK,
  type TeamCard,
} from '../rulesets/hippodrome/tables.ts';
import { ruleEntry } from './rule-entry.ts';
import { figureRows, signed } from './table-rows.ts';
import type { Clause, RuleEntry, RulesCatalogue, RulesTable } from './types.ts';

const clause = (slug: string, title: string, line: number, quote: string, digest: string): Clause => ({
  id: `hippodrome:${slug}`,
  ruleset: 'hippodrome',
  title,
  lines: [line, line],
  quote,
  digest,
});

const CLAUSES: readonly Clause[] = [
  clause('game', 'A card game for 4 players, one race', 4, 'Jeu de cartes pour 4 joueurs.', '§1'),
  clause('field', '4 chariots, 7 laps', 5, '4 Chars dans une course.', '§1'),
  clause(
    'victory',
    'Victory and prize',
    6,
    'Contrôlez le chariot de tête à la fin des 7 tours.',
    '§1, §3.13',
  ),
  clause('markers', 'Place markers', 8, 'Utilisez 4 Marqueurs', '§1'),
  clause('decks', 'Two shared decks', 9, 'Les joueurs partagent 2 paquets communs', '§2'),
  clause(
    'team-deck',
    'The Team deck: five kinds of card',
    10,
    'Ce paquet contient 5 types de cartes',
    '§2.1',
  ),
  clause('stats', 'Six team stats', 11, 'Chaque équipe a 6 statistiques', '§2.3'),
  clause('factions', 'Factions', 12, 'Chaque joueur choisit une faction', '§1'),
  clause('steps', 'The ten steps', 13, 'Le jeu suit 10 étapes', '§3.1'),
  clause(
    'team-selection',
    'Step I: team selection',
    14,
    'Chaque joueur tire 7 cartes du paquet Equipe.',
    '§3.2',
  ),
  clause('save', 'Save rolls', 15, 'Pour faire un jet de sauvegarde dans une statistique', '§3.9'),
  clause(
    'stalls',
    'Step II: stalls drawn from a bowl',
    16,
    'Mettez 4 papiers numérotés de 1 à 4 dans un bol.',
    '§3.3',
  ),
  clause(
    'start-choice',
    'Step III: cautious or violent effort',
    17,
    'Un joueur peut décider de la faire prudemment',
    '§3.4',
  ),
  clause(
    'effort',
    'The effort roll and stall bonus',
    17,
    'Ceux qui veulent faire cet effort violent lance 1D6',
    '§3.4',
  ),
  clause(
    'start-collision',
    'Equal efforts collide',
    17,
    'Si des joueurs faisant cet effort font égalité, ils se percutent.',
    '§3.4',
  ),
  clause(
    'start-places',
    'Places after the start',
    17,
    'est en première position et obtient le marqueur de la 1ère place',
    '§3.4',
  ),
  clause(
    'cautious',
    'Cautious starters roll for places',
    17,
    'Si plus d’un joueur décide de faire la course prudemment',
    '§3.4',
  ),
  clause(
    'crash',
    'A crash: the chariot destroyed, driver and horses save',
    18,
    'Dans un accident, le char est automatiquement détruit.',
    '§3.10',
  ),
  clause(
    'wreck-chain',
    'The team behind a wreck',
    19,
    'Pendant les tours de course, quand un char a un accident',
    '§3.10',
  ),
  clause(
    'trampling',
    'Survivors trampled',
    19,
    'Si les survivants de l’épave de départ sont touches par derrière',
    '§3.10',
  ),
  clause('phases', 'Five phases a lap', 20, 'Chaque tour est divisé en 5 phases', '§3.1'),
  clause(
    'event-phase',
    'Event phase: draw 2, hand of 5',
    21,
    'Chaque joueur tire 2 cartes Evènements.',
    '§3.5',
  ),
  clause(
    'straight-order',
    'Straight phase: order of goes (left)',
    22,
    'c’est le joueur à sa gauche qui joue',
    '§3.6',
  ),
  clause(
    'straight-pass',
    'Straight phase: Speed against Block',
    22,
    'ajoute son modificateur de Vitesse',
    '§3.6',
  ),
  clause('entanglement', 'Wheels entangled', 22, 'Lors d’un enlacement, chaque joueur lance 1D6', '§3.7'),
  clause(
    'bend-order',
    'Bend phase: order of goes (right)',
    23,
    'c’est le joueur à sa droite qui joue',
    '§3.8',
  ),
  clause('bend-pass', 'Bend phase: Cut against Turn', 23, 'ajoute son modificateur de Crochet', '§3.8'),
  clause(
    'bend-collision',
    'Chariots run into each other',
    23,
    'Lors d’une collision, chaque joueur lance 1D6',
    '§3.8',
  ),
  clause(
    'fatigue',
    'Fatigue in laps 4–7',
    24,
    'Lors des tours 4-5, tous les joueurs ajoutent un modificateur',
    '§3.11',
  ),
  clause(
    'event-cards',
    'Event cards modify one roll',
    24,
    'Les cartes Evènement sont utilisées pour modifier',
    '§3.12',
  ),
  clause('card-list', 'The card list', 26, 'Nom de la carte Type Notes', '§2.1, §2.2'),
];

const NOT_RULES = [
  { lines: [1, 3] as const, why: 'source address and credits' },
  { lines: [7, 7] as const, why: 'components: six-sided dice (every roll the engine makes is a 1d6)' },
  { lines: [25, 25] as const, why: 'the key to the card-type letters of the card list' },
];

const mods = (m: Partial<Record<(typeof STATS)[number], number>>): string =>
  STATS.filter((s) => m[s] !== undefined)
    .map((s) => `${STAT_NAMES[s]} ${signed(m[s]!)}`)
    .join(', ');

const cardEffect = (c: TeamCard): string => {
  if (!c.rumor) return mods(c.mods);
  const e = c.rumor.effect;
  switch (e.kind) {
    case 'stat':
      return `${STAT_NAMES[e.stat]} ${signed(e.value)} on the target`;
    case 'cut-rolls':
      return `${signed(e.value)} on Cut rolls`;
    case 'stall-4':
      return 'the target starts from stall 4';
    case 'restart':
      return 'Green crashing at the start restarts it';
  }
};

const TABLES: readonly RulesTable[] = [
  {
    id: 'hippodrome.team-deck',
    ruleset: 'hippodrome',
    title: 'The Team deck',
    source: 'seed',
    note: 'One copy of each card (house, A7). A kept card adds its modifiers to the team’s stats.',
    columns: ['Card', 'Name', 'English', 'Kind', 'Effect', 'Reading'],
    rows: TEAM_DECK.map((c) => ({
      key: c.id,
      cells: [c.id, c.name, c.english, c.kind, cardEffect(c), c.note ?? ''],
      source: c.source,
    })),
  },
  {
    id: 'hippodrome.event-deck',
    ruleset: 'hippodrome',
    title: 'The Event deck',
    source: 'seed',
    note: 'Each card adds its bonus to one of its owner’s rolls of the stat; a printed word that is not a stat name is our reading (house).',
    columns: ['Card', 'Name', 'English', 'Printed', 'Adds to'],
    rows: EVENT_DECK.map((c) => ({
      key: c.id,
      cells: [c.id, c.name, c.english, c.printed, `${STAT_NAMES[c.stat]} ${signed(c.bonus)}`],
      source: c.source,
    })),
  },
  {
    id: 'hippodrome.keep-limits',
    ruleset: 'hippodrome',
    title: 'Cards a team may keep',
    source: 'seed',
    columns: ['Kind', 'At most', 'Printed'],
    rows: Object.entries(KEEP_LIMITS).map(([kind, v]) => ({
      key: kind,
      cells: [kind, String(v.value), v.note],
      source: v.source,
    })),
  },
  {
    id: 'hippodrome.stall-bonus',
    ruleset: 'hippodrome',
    title: 'Effort bonus by stall',
    source: 'seed',
    note: 'Added to the effort roll (1D6 + Speed) of a team that bolts at the start.',
    columns: ['Stall', 'Bonus', 'Note'],
    rows: STALL_BONUS.map((v, i) => ({
      key: String(i + 1),
      cells: [String(i + 1), signed(v.value), v.note],
      source: v.source,
    })),
  },
  {
    id: 'hippodrome.fatigue',
    ruleset: 'hippodrome',
    title: 'Fatigue by lap',
    source: 'seed',
    note: 'Added to all of a team’s own rolls, offset by its Endurance and never above 0 (house, A20).',
    columns: ['Laps', 'Fatigue'],
    rows: FATIGUE.map((r) => ({
      key: `${r.laps[0]}-${r.laps[1]}`,
      cells: [`${r.laps[0]}–${r.laps[1]}`, signed(r.base)],
      source: r.source,
    })),
  },
  {
    id: 'hippodrome.figures',
    ruleset: 'hippodrome',
    title: 'Figures',
    source: 'seed',
    columns: ['Figure', 'Value', 'What it means'],
    rows: figureRows(RULES),
  },
  {
    id: 'hippodrome.house-readings',
    ruleset: 'hippodrome',
    title: 'Our readings (house rules)',
    source: 'house',
    note: 'Where the French text is silent or unclear; A1–A28 refer to shared/rules/hippodrome.md.',
    columns: ['Reading', 'What we do'],
    rows: Object.entries(HOUSE_READINGS).map(([name, v]) => ({ key: name, cells: [name, v.note] })),
  },
];

const rule = (
  slug: string,
  title: string,
  clauses: string[],
  tables: string[],
  explain: string,
  source: 'seed' | 'house' = 'seed',
): RuleEntry =>
  ruleEntry(
    'hippodrome',
    slug,
    title,
    clauses,
    tables.map((t) => `hippodrome.${t}`),
    explain,
    source,
  );

const RULE_ENTRIES: readonly RuleEntry[] = [
  rule(
    'team-selection',
    'Team selection',
    ['game', 'decks', 'team-deck', 'stats', 'factions', 'steps', 'team-selection', 'card-list'],
    ['team-deck', 'keep-limits'],
    'Each of the four players draws 7 Team cards and keeps up to 1 chariot, 1 driver, 1 hitch, 1 rumor and 4 horses. Every kept card adds to the team’s six stats (Cut, Turn, Speed, Block, Cool, Endurance); an empty slot is a plain one with no modifier. The whole race is decided by these stats and the dice.',
  ),
  rule(
    'rumor-play',
    'Rumors played',
    ['card-list'],
    ['team-deck'],
    'Our reading (house, from the English original): after selection, each team that kept a Rumor plays it, in the order Red, White, Blue, Green, naming an opponent where the card hurts someone — a drugged horse, sabotage or bribes lower a stat, Escroqué sends a team to stall 4, Serment sacré helps Cut rolls.',
    'house',
  ),
  rule(
    'stalls',
    'Stalls drawn',
    ['stalls', 'steps'],
    ['stall-bonus'],
    'Four numbered papers are drawn from a bowl: each team’s starting stall. Stall 1 is nearest the rail and gives the biggest bonus to a violent start.',
  ),
  rule(
    'stall-swap',
    'Escroqué: swapped to stall 4',
    ['card-list', 'stalls'],
    ['stall-bonus'],
    'Our reading (house, A11): the team named by the Escroqué rumor must start from stall 4, so it swaps stalls with the team that drew 4.',
    'house',
  ),
  rule(
    'favourite-restart',
    'The Emperor’s Favourite',
    ['card-list'],
    ['team-deck'],
    'Our reading (house, A12): if the Favori de l’empereur rumor is in play and Green crashes at the start, the start is run again once, with the same stalls. The emperor does not like to see his favourites lose early.',
    'house',
  ),
  rule(
    'start-choice',
    'Cautious or violent start',
    ['start-choice'],
    [],
    'The start is the most dangerous part of the race. Each team chooses, before any die, to start cautiously or to make a violent effort toward the rail. Bolting can win the lead but risks a collision; cautious teams are safe but start behind every bolter (house reading).',
  ),
  rule(
    'effort',
    'The effort roll',
    ['effort'],
    ['stall-bonus'],
    'A bolting team rolls 1D6 + Speed + its stall bonus (+3, +2, +1, +0 for stall 4, house). The highest total takes the lead.',
  ),
  rule(
    'start',
    'Out of the stalls',
    ['steps', 'start-choice'],
    [],
    'Step III, the starting gate: the teams run out of their stalls toward the rail. The movement is shown once the start stands (a start that the Emperor’s Favourite may void is not shown running).',
  ),
  rule(
    'start-collision',
    'Equal efforts collide',
    ['start-collision'],
    [],
    'Bolters with equal effort totals crash into each other: each makes a Cool save, and a failed one is a crash. A tie at the start is the game’s first big danger.',
  ),
  rule(
    'start-order',
    'Places after the start',
    ['start-places', 'cautious', 'markers'],
    [],
    'Bolters take places by effort total, highest first; cautious teams roll 1D6 each for the places left, behind all bolters. Our reading (house, A14): ties among surviving bolters and among cautious teams are settled by a roll-off.',
  ),
  rule(
    'laps',
    'Laps',
    ['field', 'steps', 'phases'],
    ['figures'],
    'The race is 7 laps round the spina (fewer as a house variant). Each lap has an Event phase and four passing phases; the log marks who leads at the end of each lap.',
  ),
  rule(
    'events-draw',
    'Event phase: drawing',
    ['event-phase', 'decks'],
    ['event-deck'],
    'Each lap opens with every team still racing drawing 2 Event cards. When the deck runs out the discards are shuffled into a new one. Cards are the players’ way to push a roll when it matters.',
  ),
  rule(
    'hand-limit',
    'Hand limit',
    ['event-phase'],
    ['figures'],
    'A hand holds at most 5 cards; the owner discards the excess (its choice: house reading). Hoarding has a limit, so cards should be used.',
  ),
  rule(
    'straight-phase',
    'Straight phase',
    ['phases', 'straight-order'],
    [],
    'A phase on a straight: teams take one go each, starting with the team that was last, then to its left; on a go a team may try to pass the team directly ahead, with Speed against Block.',
  ),
  rule(
    'bend-phase',
    'Bend phase',
    ['phases', 'bend-order'],
    [],
    'A phase round a turning post: teams take one go each, starting with the team that was last, then to its right; on a go a team may try to pass the team directly ahead, with Cut against Turn.',
  ),
  rule(
    'one-go',
    'One go per team',
    ['straight-order', 'bend-order'],
    [],
    'Our reading (house, A19): each team racing gets exactly one go per phase and one attempt on it. The leader has nobody to pass; a team may also hold its place rather than risk a tie.',
    'house',
  ),
  rule(
    'straight-pass',
    'Passing on a straight',
    ['straight-pass', 'markers', 'fatigue'],
    ['fatigue'],
    'The passer rolls 1D6 + Speed, the team ahead 1D6 + Block (both with fatigue and any Event cards). Higher wins: if the passer wins they swap places; if the team ahead wins nothing changes; a tie locks their wheels.',
  ),
  rule(
    'bend-pass',
    'Passing in a bend',
    ['bend-pass', 'markers', 'fatigue'],
    ['fatigue'],
    'The passer rolls 1D6 + Cut, the team ahead 1D6 + Turn (both with fatigue and any Event cards). Higher wins: if the passer wins they swap places; if the team ahead wins nothing changes; a tie means the chariots run into each other.',
  ),
  rule(
    'entanglement',
    'Wheels entangled',
    ['entanglement', 'fatigue'],
    ['fatigue'],
    'After a tied pass on a straight, both teams roll 1D6 + Turn: the lower must make a Cool save or crash; on another tie both save. If both survive the order stays as it was (house, A17).',
  ),
  rule(
    'bend-collision',
    'Collision in a bend',
    ['bend-collision', 'fatigue'],
    ['fatigue'],
    'After a tied pass in a bend, both teams roll 1D6 + Turn: the lower must make a Cool save or crash; on another tie both save. If both survive the order stays as it was (house, A17).',
  ),
  rule(
    'places',
    'Order after a phase',
    ['markers'],
    [],
    'At the end of every phase the place markers show the order; the log names where every team stands so the viewer can lay them out on the track.',
  ),
  rule(
    'event-cards',
    'Playing Event cards',
    ['event-cards', 'card-list'],
    ['event-deck'],
    'An Event card adds +2 to one of its owner’s rolls of the card’s stat and is then discarded. Our reading (house, A21): cards are declared before the dice, on the owner’s own rolls, with no limit per roll.',
  ),
  rule(
    'save',
    'A save roll',
    ['save', 'fatigue'],
    ['fatigue'],
    'To save, a team rolls 1D6 + the stat (usually Cool) and an opponent throws a plain D6 (house, A13): equal or higher succeeds. Saves decide every crash, so Cool is worth a lot.',
  ),
  rule(
    'crash',
    'A crash',
    ['crash'],
    [],
    'A crashed chariot is destroyed at once; the team is out of the race. Its driver and each horse then save to survive.',
  ),
  rule(
    'survival',
    'Driver and horses survive?',
    ['crash'],
    [],
    'After a crash the driver and each of the four horses make their own Cool save; those who fail are killed. Survivors lie in the wreck and can still be trampled.',
  ),
  rule(
    'wreck-chain',
    'The team behind a wreck',
    ['wreck-chain'],
    [],
    'During the laps, the team right behind a crash must make a Turn save to avoid the wreck; failing, it hits it and must make a Cool save or crash too. Wrecks can cascade down the field (not at the start: house, A14f).',
  ),
  rule(
    'trampling',
    'Survivors trampled',
    ['trampling'],
    [],
    'When a team behind hits a wreck, the survivors of that wreck (driver, horses) each make a Cool save or are trampled to death.',
  ),
  rule(
    'crash-out',
    'Out of the race',
    ['crash', 'victory'],
    [],
    'Our reading (house, A15): a crashed team leaves the order, those behind move up, and its Event cards are discarded once its saves are settled.',
    'house',
  ),
  rule(
    'last-standing',
    'Last team standing',
    ['victory'],
    [],
    'A team wins at once if all the others have crashed. If the last teams crash together nobody wins (house, A23).',
  ),
  rule(
    'victory',
    'Victory',
    ['victory', 'field'],
    [],
    'The team leading at the end of the last lap wins; the others finish in their places.',
  ),
  rule(
    'prize',
    'The prize',
    ['victory'],
    ['figures'],
    'The winning driver earns 1D6 × 1000 sesterces. Colour only: it changes nothing in the race.',
  ),
];

export const HIPPODROME_CATALOGUE: RulesCatalogue = {
  ruleset: 'hippodrome',
  seedFile: '001_449d61d775df5a97.txt',
  complete: true,
  clauses: CLAUSES,
  notRules: NOT_RULES,
  rules: RULE_ENTRIES,
  tables: TABLES,
};
