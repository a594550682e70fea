/**
 * Aurigae's events as plain sentences (the ticker, commentary), written from their typed fields
 * (../v2/aurigae.ts), never from their words. A field a log upgraded from version 1 lacks gives a
 * plainer sentence, never a wrong one. Pure: the event and the race's names in, a sentence out.
 * Distances are table inches ("in"), speeds inches a turn.
 */
import type { AurigaeEvent } from '../v2/aurigae.ts';
import { aurigaeSentenceFr } from './aurigae.fr.ts';
import { markWords, plural, type SentenceNames } from './shared.ts';

/** The integrity ladder, as a sentence says where a chariot stands on it. */
const LEVEL_WORDS = ['back in line', 'a slight swerve', 'a moderate swerve', 'a swerve', 'a crash'] as const;

const CHANGE_VERBS: Readonly<Record<string, string>> = {
  hold: 'holds its speed',
  'up-1d6': 'speeds up',
  'up-2d6': 'drives the team hard',
  'down-1d6': 'eases off',
  'down-2d6': 'slows hard',
  'stop-4d6': 'hauls the team to a stop',
};

/** A distance on the table: "1 inch", "9 inches". */
const inches = (n: number): string => plural(n, 'inch', 'inches');

const WALL_WORDS: Readonly<Record<string, string>> = { spina: 'the spina', wall: 'the arena wall' };

/** "an elite", "a good". */
const article = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** "40° left", "straight on". */
function turnWords(degrees: number): string {
  if (degrees === 0) return 'straight on';
  return `${Math.abs(degrees)}° ${degrees > 0 ? 'left' : 'right'}`;
}

const speedWords = (c: { from: number; to: number } | undefined): string =>
  c === undefined ? '' : `, speed ${c.from} → ${c.to}`;

/** One sentence for an Aurigae event, in the names' language (English by default). Never empty. */
export function aurigaeSentence(e: AurigaeEvent, n: SentenceNames): string {
  if (n.lang === 'fr') return aurigaeSentenceFr(e, n);
  const a = n.name(e.chariots[0]);
  switch (e.type) {
    case 'place':
      return e.grade !== undefined && e.team !== undefined
        ? `${a} lines up: ${article(e.grade)} charioteer with ${article(e.team)} team${e.skill === undefined ? '' : `, skill ${e.skill}`}`
        : `${a} lines up at the start`;
    case 'move': {
      const plot = e.decision?.value;
      const verb = plot ? (CHANGE_VERBS[plot.change] ?? 'drives on') : 'drives on';
      const run = e.speed === undefined ? '' : ` and runs ${inches(e.speed)}`;
      const turn = plot ? `, ${turnWords(plot.turn)}` : '';
      const reverse = plot?.reverse ? ', reversing' : '';
      const check =
        e.margin === undefined || e.margin === null
          ? ''
          : e.margin > 0
            ? `; check passed by ${e.margin}`
            : `; check failed by ${-e.margin}`;
      const recovered =
        e.recovered === undefined || e.recovered === null
          ? ''
          : `; steadies: ${LEVEL_WORDS[e.recovered] ?? 'better'}`;
      return `${a} ${verb}${run}${turn}${reverse}${check}${recovered}`;
    }
    case 'swerve':
      if (e.change) return `${a} swerves: the car slews 45° off its line${speedWords(e.change)}`;
      return e.level === undefined
        ? `${a} slides off its line`
        : `${a} slides off its line: ${LEVEL_WORDS[e.level]}${e.margin === undefined ? '' : ` (check failed by ${-e.margin})`}`;
    case 'collision':
      return `${a} runs into ${n.name(e.target ?? e.chariots[1])}${speedWords(e.change)}`;
    case 'barrier':
      return `${a} strikes ${e.wall ? WALL_WORDS[e.wall] : 'the barrier'}${speedWords(e.change)}`;
    case 'wreck-cross':
      return e.wreck === undefined
        ? `${a} runs into a wreck${speedWords(e.change)}`
        : `${a} runs into ${n.name(e.wreck)}'s wreck${speedWords(e.change)}`;
    case 'wreck': {
      const how = e.cause === 'no-chance' ? ' with no chance on the check' : '';
      const driver =
        e.driver === 'down'
          ? 'the driver is down'
          : e.driver === 'dragged'
            ? 'the driver is dragged behind the team'
            : '';
      const hurt = e.injury ? ` (${e.injury} points of injury)` : '';
      return `WRECK! ${a} crashes${how}${driver ? `: ${driver}${hurt}` : hurt}`;
    }
    case 'runaway':
      if (e.bolt === true)
        return `${a}'s team bolts without its driver${e.speed === undefined ? '' : `, ${inches(e.speed)} in a turn`}`;
      return `${a}'s runaway team runs on${e.speed === undefined ? '' : `, ${inches(e.speed)}`}`;
    case 'dragged':
      if (e.driver === 'down') return `${a}'s driver is dragged until he lies still`;
      return `${a}'s driver is dragged behind the team${e.injury ? `: ${e.injury} points of injury` : ''}`;
    case 'cut-free':
      return `${a}'s driver cuts the reins and rolls free`;
    case 'on-foot': {
      const to = e.toward ? WALL_WORDS[e.toward] : 'safety';
      if (e.run === undefined || e.left === undefined) return `${a}'s driver runs for ${to}`;
      return e.left === 0
        ? `${a}'s driver runs ${inches(e.run)} and reaches ${to}, safe`
        : `${a}'s driver runs ${inches(e.run)} toward ${to}: ${inches(e.left)} to go`;
    }
    case 'lap':
    case 'finish':
    case 'retire':
      return markWords(e, a);
    case 'decide':
      return `${a} decides`;
  }
}
