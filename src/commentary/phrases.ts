/**
 * The commentator's phrasings: for each kind of line, several ways to say it. A phrasing takes the
 * facts of its line and returns the sentence; the commentary picks one per line (seeded, never the
 * one used for the line before it or for the last line of its kind).
 */

/** What a line is about. */
export type LineKind =
  | 'start'
  | 'leads'
  | 'riding'
  | 'pack'
  | 'lap'
  | 'last-lap'
  | 'corner'
  | 'build-up'
  | 'run-in'
  | 'wreck'
  | 'ram'
  | 'collision'
  | 'attack'
  | 'overtake'
  | 'finish'
  | 'close-finish'
  | 'replay'
  | 'placings';

/**
 * The facts a line may use. Each kind fills the fields its phrasings read: names (`a` the
 * chariot the line is about, `b` the other one), figures, and `detail` (the log's own account).
 */
export interface Facts {
  a: string;
  b: string;
  /** Chariots in the race. */
  field: number;
  laps: number | null;
  /** Laps completed by the leader, and left. */
  lap: number;
  left: number;
  /** `a`'s place, and its gap to the chariot ahead (or, for the leader, to the one behind), in lengths. */
  place: number;
  gap: number;
  wet: boolean;
  /** Corner figures: speed, lane, points over the safe speed (0 when not over, null when unknown). */
  speed: number | null;
  lane: number | null;
  over: number | null;
  /** The log's account of what happened, as a clause ("whipped off his car"), or ''. */
  detail: string;
}

export type Phrasing = (f: Facts) => string;

const WORDS = [
  'nought',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** A number as a commentator says it: words up to twenty, figures above. */
export const say = (n: number): string => WORDS[n] ?? String(n);

const PLACES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
export const placeWord = (n: number): string => PLACES[n] ?? `${n}th`;

/** A gap in lengths as said: "half a length", "a length", "three lengths". */
export function lengths(gap: number): string {
  if (gap < 0.75) return 'half a length';
  if (gap >= 12) return 'a long way';
  const n = Math.round(gap);
  return n === 1 ? 'a length' : `${say(n)} lengths`;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const close = (f: Facts): boolean => f.gap < 1.5;
const lapOf = (f: Facts): string =>
  f.laps === null
    ? `lap ${say(f.lap + 1)}`
    : f.lap >= f.laps
      ? 'the run to the line'
      : `lap ${say(f.lap + 1)} of ${say(f.laps)}`;
const laps = (f: Facts): string => (f.laps !== null ? `${say(f.laps)} laps` : 'the race');
const wet = (f: Facts): string => (f.wet ? ' on a wet track' : '');
const with_ = (f: Facts): string => (f.detail ? `: ${f.detail}` : '');

/** "at eleven, two over the safe speed" / "at nine from lane three" / "at nine". */
function cornerFigures(f: Facts): string {
  if (f.speed === null) return '';
  if (f.over === null) return ` at speed ${say(f.speed)}${f.lane !== null ? ` in lane ${say(f.lane)}` : ''}`;
  return ` at ${say(f.speed)}, ${f.over > 0 ? `${say(f.over)} over the safe speed` : 'right on the safe speed'}`;
}

export const PHRASES: Readonly<Record<LineKind, readonly Phrasing[]>> = {
  start: [
    (f) => `And they're away! ${cap(say(f.field))} chariots, ${laps(f)}${wet(f)}.`,
    (f) => `The rope drops and ${say(f.field)} teams burst out of the carceres${wet(f)}.`,
    (f) => `They're off! ${cap(laps(f))} ahead of them${wet(f)}.`,
    (f) => `Off they go, ${say(f.field)} chariots racing for the palm${wet(f)}.`,
  ],
  leads: [
    (f) =>
      close(f)
        ? `${f.a} in front, but ${f.b} is right there.`
        : `${f.a} leads, ${f.b} ${lengths(f.gap)} back.`,
    (f) => `${f.a} still out in front, ${lapOf(f)}.`,
    (f) =>
      close(f)
        ? `Nothing between ${f.a} and ${f.b} at the head of the field.`
        : f.gap >= 12
          ? `${f.a} well clear of ${f.b}.`
          : `${f.a} has ${lengths(f.gap)} in hand over ${f.b}.`,
    (f) => `It's ${f.a} setting the pace, ${f.b} chasing.`,
    (f) => `${cap(lapOf(f))}, and ${f.a} leads the way.`,
  ],
  riding: [
    (f) => `We're with ${f.a}, running ${placeWord(f.place)}.`,
    (f) => `${f.a} in ${placeWord(f.place)}, ${lapOf(f)}.`,
    (f) =>
      f.place > 1
        ? `${f.a} ${lengths(f.gap)} behind ${f.b}, in ${placeWord(f.place)}.`
        : `${f.a} out in front.`,
    (f) => `Following ${f.a}, ${placeWord(f.place)} of ${say(f.field)}.`,
  ],
  pack: [
    (f) => `Further back, ${f.a} ${placeWord(f.place)}, ${f.b} ${close(f) ? 'right behind' : 'next'}.`,
    (f) => `The fight for ${placeWord(f.place)}: ${f.a}, with ${f.b} ${lengths(f.gap)} back.`,
    (f) => `${f.a} holds ${placeWord(f.place)} for now, ${f.b} chasing.`,
  ],
  lap: [
    (f) => `${f.a} completes the lap in front: ${say(f.left)} to go.`,
    (f) => `${cap(say(f.lap))} down, ${say(f.left)} to go, ${f.a} leading.`,
    (f) => `Another lap gone, ${f.a} ahead, ${say(f.left)} left.`,
  ],
  'last-lap': [
    (f) => `Last lap! ${f.a} leads them round.`,
    (f) => `One lap to go, and it's ${f.a} in front.`,
    (f) => `Into the final lap, ${f.a} ahead of ${f.b}.`,
  ],
  corner: [
    (f) => `${f.a} comes into the turn${cornerFigures(f)}…`,
    (f) => `Watch ${f.a} into the meta${cornerFigures(f)}…`,
    (f) => `${f.a} carries it into the corner${cornerFigures(f)}…`,
    (f) => `Here's ${f.a} at the turn${cornerFigures(f)}…`,
  ],
  'build-up': [
    (f) => (f.b ? `${f.a} and ${f.b}, close together now…` : `Keep an eye on ${f.a} here…`),
    (f) => (f.b ? `${f.b} has ${f.a} alongside…` : `${f.a}, running ${placeWord(f.place)}…`),
    (f) => (f.b ? `Trouble brewing between ${f.a} and ${f.b}…` : `Something is happening to ${f.a}…`),
    (f) => `Look at ${f.a} now…`,
  ],
  'run-in': [
    (f) => `Here comes ${f.a}, down the straight for the line…`,
    (f) => `${f.a} in sight of the finish now…`,
    (f) => (f.b ? `${f.a} and ${f.b}, all the way to the line…` : `${f.a} heading for home…`),
  ],
  wreck: [
    (f) => `${f.a} is down!${f.detail ? ` ${cap(f.detail)}.` : ''}`,
    (f) => `Disaster for ${f.a}${with_(f)}!`,
    (f) => `A wreck! ${f.a}'s race is over.`,
    (f) => `Oh, and ${f.a} crashes out${with_(f)}!`,
  ],
  ram: [
    (f) => `${f.a} rams ${f.b}!`,
    (f) => `${f.a} drives straight into ${f.b}!`,
    (f) => `Contact! ${f.a} slams into ${f.b}.`,
  ],
  collision: [
    (f) => `${f.a} and ${f.b} come together!`,
    (f) => `They touch! ${f.a} into ${f.b}.`,
    (f) => `A collision, ${f.a} and ${f.b}!`,
  ],
  attack: [
    (f) => `${f.a} goes after ${f.b}${with_(f)}!`,
    (f) => `Dirty work from ${f.a}, on ${f.b}!`,
    (f) => `${f.a} attacks ${f.b}!`,
  ],
  overtake: [
    (f) => `${f.a} takes the lead from ${f.b}!`,
    (f) => `And ${f.a} is through! ${f.b} loses the lead.`,
    (f) => `A new leader: ${f.a}, past ${f.b}.`,
    (f) => `${f.a} goes to the front!`,
  ],
  finish: [(f) => `${f.a} wins it!`, (f) => `${f.a} takes the palm!`, (f) => `And it's ${f.a}, the winner!`],
  'close-finish': [
    (f) => `${f.a} wins it, ${f.b} a whisker behind!`,
    (f) => `By a nose! ${f.a} holds off ${f.b}.`,
    (f) => `${f.a} just gets there, ${f.b} right on those wheels!`,
  ],
  replay: [
    (f) => `Let's see that again. ${f.detail}.`,
    (f) => `Once more, from another angle. ${f.detail}.`,
    (f) => `Here it is again. ${f.detail}.`,
    (f) => `Slow it down… ${f.detail}.`,
  ],
  placings: [
    (f) => `${f.b} takes ${placeWord(f.place)} behind ${f.a}.`,
    (f) => `${f.b} crosses the line, ${placeWord(f.place)}.`,
    (f) => `${cap(placeWord(f.place))} place goes to ${f.b}.`,
  ],
};
