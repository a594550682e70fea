import type { RaceEvent, RaceLog, Roll } from '../engine/log/schema.ts';
import { aurigaeSentence } from '../engine/log/sentences/aurigae.ts';
import { circusMaximusSentence } from '../engine/log/sentences/circus-maximus.ts';
import { hippodromeSentence } from '../engine/log/sentences/hippodrome.ts';
import type { SentenceLang } from '../engine/log/sentences/shared.ts';
import type { AurigaeEvent } from '../engine/log/v2/aurigae.ts';
import type { CircusMaximusEvent } from '../engine/log/v2/circus-maximus.ts';
import type { HippodromeEvent } from '../engine/log/v2/hippodrome.ts';
import { WHIP_RESULT_LABEL, type WhipResult } from '../engine/rulesets/crudis/tables.ts';
import { lang as pageLang } from '../messages/index.ts';
import {
  abreastOf,
  barrierOf,
  breakerOf,
  damageCauseOf,
  dangerSpeedLane,
  isAttackChoice,
  lapOf,
  lockedMoveOf,
  mentions,
  moveChoiceOf,
  movedTo,
  reasonWithout,
  retiredAfter,
  swerveOf,
  wreckCauseOf,
} from './log-reading.ts';

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
    name: (id) => (id === undefined ? 'someone' : (byId.get(id)?.name ?? id)),
    named: (text) => (pattern ? text.replace(pattern, (id) => byId.get(id)?.name ?? id) : text),
    personality: (id) => (id === undefined ? '' : (byId.get(id)?.personality ?? '')),
    place: (id) => (id === undefined ? null : (places.get(id) ?? null)),
    laps: typeof laps === 'number' ? laps : null,
    lang,
  };
  return names;
}

const possessive = (name: string): string => `${name}'s`;

function list(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const unit = n % 10;
  return `${n}${unit === 1 ? 'st' : unit === 2 ? 'nd' : unit === 3 ? 'rd' : 'th'}`;
}

/** "Horse badly hurt (-2 on movement in future)" → "horse badly hurt"; wrecks stay loud. */
function shortOutcome(outcome: string): string {
  const plain = outcome.replace(/\s*\(.*?\)/g, '').trim();
  if (/^WRECK/.test(plain)) return 'WRECK!';
  return (plain.charAt(0).toLowerCase() + plain.slice(1)).replace(/!$/, '');
}

/** A die as rolled and as read: "4", or "4 −1 = 3" with modifiers. */
function dieText(roll: Roll): string {
  const faces = roll.faces.join('+');
  if (roll.modifiers.length === 0) return faces;
  const mods = roll.modifiers.map((m) => (m.value < 0 ? `−${-m.value}` : `+${m.value}`)).join(' ');
  return `${faces} ${mods} = ${roll.total}`;
}

/** A roll on the damage table: "red 4: horse badly hurt". */
function damageText(roll: Roll, colour = 'red'): string {
  return `${colour} ${dieText(roll)}: ${shortOutcome(roll.outcome)}`;
}

const isDamage = (r: Roll): boolean => r.table === 'crudis.damage-table';
const isTiming = (r: Roll): boolean => r.table === 'crudis.damage-timing';

/**
 * "; timing 5: it breaks up at the end of the move" when a wreck's timing was rolled ("it takes
 * effect" for other damage, timed the same way).
 */
function timingText(rolls: readonly Roll[], onLine = false): string {
  const at = rolls.findIndex(isTiming);
  const timing = rolls[at];
  if (!timing) return '';
  const wreck = rolls[at - 1]?.row === '1';
  const face = timing.faces[0] ?? 0;
  const when =
    face <= 2
      ? 'at the start of the move'
      : face <= 4
        ? onLine
          ? 'on the danger line'
          : 'half-way through the move'
        : 'at the end of the move';
  return `; timing ${face}: it ${wreck ? 'breaks up' : 'takes effect'} ${when}`;
}

function whipResultOf(outcome: string): WhipResult | null {
  for (const [result, label] of Object.entries(WHIP_RESULT_LABEL))
    if (label === outcome) return result as WhipResult;
  return null;
}

/** What a driver's move choice amounts to, as a verb phrase. */
function choicePhrase(choice: string, n: Names): string | null {
  const m = moveChoiceOf(choice);
  if (!m) return null;
  const { forward, adjust: adj, lanes, ram, rip } = m;
  const parts: string[] = [];
  if (lanes) {
    const count = `${lanes.count} lane${lanes.count === 1 ? '' : 's'} ${lanes.side}`;
    parts.push(lanes.atOnce ? `takes ${count} at once` : `moves ${count} late in the move`);
  } else parts.push('holds the lane');
  parts.push(
    `${forward} square${forward === 1 ? '' : 's'} forward${adj === 0 ? '' : ` (${adj > 0 ? `${adj} more` : `${-adj} fewer`} than the white dice)`}`,
  );
  if (ram) parts.push(`and rams ${n.name(ram)}`);
  if (rip) parts.push(`and goes for ${possessive(n.name(rip))} wheels`);
  return `${parts[0]}, ${parts.slice(1).join(' ')}`;
}

/** The reason without its personality prefix (the sentence names the personality already). */
function reasonOf(reason: string, personality: string, n: Names): string {
  return n.named(reasonWithout(reason, personality));
}

const lastLane = (e: RaceEvent): number | null => {
  const p = e.path?.[e.path.length - 1] as { lane?: number } | undefined;
  return p?.lane ?? null;
};
const firstLane = (e: RaceEvent): number | null => {
  const p = e.path?.[0] as { lane?: number } | undefined;
  return p?.lane ?? null;
};
const squaresMoved = (e: RaceEvent): number => {
  let n = 0;
  const path = (e.path ?? []) as Array<{ lane?: number; sq?: number }>;
  for (let i = 1; i < path.length; i++) if (path[i]!.sq !== path[i - 1]!.sq) n++;
  return n;
};

/** "13 squares, 2 lanes in to lane 3" */
function runText(e: RaceEvent): string {
  const n = squaresMoved(e);
  const from = firstLane(e);
  const to = lastLane(e);
  const squares = `${n} square${n === 1 ? '' : 's'}`;
  if (from === null || to === null) return squares;
  if (from === to) return `${squares} in lane ${to}`;
  const k = Math.abs(to - from);
  return `${squares}, ${k} lane${k === 1 ? '' : 's'} ${to < from ? 'in' : 'out'} to lane ${to}`;
}

function swerveText(label: string): string {
  const m = /^(in|out) (\d)$/.exec(label.trim());
  if (!m) return label.trim() === 'stay in lane' ? 'but keeps the lane' : label;
  return `${m[2]} lane${m[2] === '1' ? '' : 's'} ${m[1]}`;
}

/** Sentences per event type. Each takes the event, the names, and the event's chariots' names. */
type Writer = (e: RaceEvent, n: Names, a: string, b: string) => string;

const WRITERS: Record<string, Writer> = {
  place: (e, n, a) => {
    const at = e.at?.[e.chariots[0] ?? ''] as { lane?: number } | undefined;
    const who = n.personality(e.chariots[0]);
    return `${a}${who ? ` (${who})` : ''} takes the start line${at?.lane !== undefined ? ` in lane ${at.lane}` : ''}`;
  },
  'turn-start': (e, n) => {
    const order = e.chariots.map((id) => n.name(id));
    return order.length > 0
      ? `Turn ${e.turn}: ${order[0]} moves first${order.length > 1 ? `, then ${order.slice(1).join(', ')}` : ''}`
      : `Turn ${e.turn} begins`;
  },
  roll: (e, _n, a) => {
    const [white, red] = e.rolls ?? [];
    if (!white) return `${a} rolls`;
    const injuries = white.modifiers.reduce((s, m) => s + m.value, 0);
    const whiteText = `white ${white.faces.join('+')}${injuries !== 0 ? ` ${injuries < 0 ? '−' : '+'}${Math.abs(injuries)} for the horses` : ''}`;
    const speed = `${white.total} square${white.total === 1 ? '' : 's'}`;
    if (!red) return `${a} rolls ${whiteText}: ${speed}`;
    const redText = red.purpose.startsWith('swerve')
      ? `red ${red.faces[0]}: out of control, ${red.outcome}`
      : `red ${red.faces[0]}: ${red.outcome}`;
    return `${a} rolls ${whiteText} for ${speed}, ${redText}`;
  },
  decision: (e, n, a) => {
    const d = e.decision;
    const personality = n.personality(e.chariots[0]);
    const who = personality ? `${a} (${personality})` : a;
    if (!d) return `${who} decides`;
    const phrase = choicePhrase(d.choice, n);
    const reason = reasonOf(d.reason, personality, n);
    if (phrase) return `${who} ${phrase}: ${reason}`;
    const locked = e.rule === 'crudis.locked-together' ? ', locked together,' : '';
    return `${who}${locked} chooses to ${n.named(d.choice)}: ${reason}`;
  },
  move: (e, _n, a) => `${a} runs ${runText(e)}`,
  swerve: (e, _n, a) => `${a} careers ${runText(e)}`,
  'whip-move': (e, _n, a) => `${a} surges on under the whip: ${runText(e)}`,
  'locked-move': (e, _n, a) => `${a}, locked to the others, is carried ${runText(e)}`,
  'lock-move': (e, n, a) => {
    const abreast = abreastOf(e);
    return abreast
      ? `${possessive(a)} wheels catch: it is dragged abreast of ${n.name(abreast)}`
      : `${possessive(a)} wheels catch`;
  },
  'separate-move': (e, _n, a) => `${a} pulls ${movedTo(e) ?? 'away'}, clear of the others`,
  'move-away': (e, _n, a) => {
    const to = movedTo(e);
    return to
      ? `${possessive(a)} team shies away from the whip: ${to}`
      : `${possessive(a)} team shies from the whip but has no room to move aside`;
  },
  shove: (e, _n, a) => {
    const to = movedTo(e);
    return to ? `${a} is shoved ${to}` : `${a} is shoved but has no room to move aside`;
  },
  bounce: (e, _n, a) => {
    const [fwd, side] = e.rolls ?? [];
    const lane = lastLane(e);
    const aside = side ? (side.outcome === 'same lane' ? 'stays in its lane' : `goes ${side.outcome}`) : '';
    const rolled = fwd && side ? ` (rolls ${fwd.faces[0]} and ${side.faces[0]})` : '';
    return `The wreck of ${a} tumbles ${fwd ? `${fwd.total} squares on` : 'on'}${aside ? ` and ${aside}` : ''}${rolled}${lane !== null ? `, coming to rest in lane ${lane}` : ''}`;
  },
  'danger-check': (e, _n, a) => {
    const [white, ...rest] = e.rolls ?? [];
    if (!white) return `${a} crosses the danger line`;
    const { speed, lane } = dangerSpeedLane(e);
    const where = `${a} crosses the danger line${speed ? ` at speed ${speed}` : ''}${lane ? ` in lane ${lane}` : ''}`;
    const need = white.target
      ? ` needs ${white.target.op === '>' ? 'over' : white.target.op} ${white.target.value}`
      : '';
    const check = `white ${white.faces.join('+')}${need}`;
    if (white.outcome === 'passes') return `${where}: ${check} — passes`;
    const damage = rest.find(isDamage);
    return `${where}: ${check} — fails${damage ? `; ${damageText(damage)}` : ''}${timingText(rest, true)}`;
  },
  lap: (e, n, a) => {
    const k = lapOf(e);
    if (k === null) return `${a} completes a lap`;
    const laps = n.laps;
    if (laps === null) return `${a} completes lap ${k}`;
    const left = laps - k;
    return left > 0
      ? `${a} completes lap ${k}: ${left} to go`
      : `${a} completes lap ${k} and turns into the final straight`;
  },
  finish: (e, n, a) => {
    const place = n.place(e.chariots[0]);
    return place !== null
      ? `${a} crosses the finish line — ${ordinal(place)}!`
      : `${a} crosses the finish line!`;
  },
  'whip-speed': (e, _n, a) => {
    const [extra, ...horses] = e.rolls ?? [];
    const hurt = horses.filter((r) => !r.outcome.includes('ignored'));
    const horsesText =
      horses.length === 0
        ? ''
        : hurt.length === 0
          ? `; the horses come through (white ${horses.map((r) => r.faces[0]).join(', ')})`
          : `; ${hurt.map((r) => damageText(r, 'white')).join(', ')}`;
    return `${a} whips for speed: red ${extra?.faces[0] ?? '?'} — ${extra?.total ?? '?'} more square${extra?.total === 1 ? '' : 's'}${horsesText}`;
  },
  'whip-attack': (e, _n, a, b) => {
    const roll = e.rolls?.[0];
    const part = roll?.table?.split('.').pop() ?? '';
    const partText =
      part === 'outer-horses' ? 'outer horses' : part === 'yokers' ? 'yoke horses' : part || 'team';
    const result = roll ? whipResultOf(roll.outcome) : null;
    const outcome: Record<WhipResult, string> = {
      'attacker-lose-control': `${a} loses control`,
      'attacker-lose-whip': `${a} drops the whip`,
      none: 'no effect',
      'victim-move-away': `${possessive(b)} team shies away`,
      'victim-lose-control': `${b} loses control`,
      'victim-horse-hurt': `${possessive(b)} horse is hurt`,
      'victim-horse-injured': `${possessive(b)} horse is badly injured`,
      'victim-wrecked': `${b} is wrecked!`,
    };
    const text = result ? outcome[result] : (roll?.outcome ?? e.effect?.summary ?? 'no effect');
    return `${a} whips ${possessive(b)} ${partText}: roll ${roll?.faces[0] ?? '?'} — ${text}`;
  },
  'rip-wheels': (e, n, a, b) => {
    const rolls = e.rolls ?? [];
    const [first, second] = rolls;
    const damages = rolls.filter(isDamage);
    const hurt = new Set(damages.map((r) => r.purpose.replace(/^damage to /, '')));
    // Name whose damage it is only when both chariots rolled.
    const damage = damages
      .map((r) => {
        const who = r.purpose.replace(/^damage to /, '');
        return hurt.size > 1 ? `${n.name(who)} ${damageText(r)}` : damageText(r);
      })
      .join(', ');
    const firstText: Record<string, string> = {
      'attacker damaged (roll on the damage table)': `${a} is damaged instead`,
      'attacker loses control': `${a} loses control`,
      'roll on the rip-off results table': 'the wheels meet',
    };
    const secondText: Record<string, string> = {
      'both chariots damaged': 'both chariots are damaged',
      'chariots lock together': `${a} and ${b} lock together`,
      'both chariots lose control': 'both lose control',
      'victim loses control': `${b} loses control`,
      'victim badly damaged (two rolls on the damage table)': `${b} is badly damaged`,
    };
    let text = `${a} goes for ${possessive(b)} wheels: roll ${first?.faces[0] ?? '?'} — ${first ? (firstText[first.outcome] ?? first.outcome) : 'no roll'}`;
    if (second && second.table === 'crudis.rip-off-results')
      text += `; roll ${second.faces[0]} — ${secondText[second.outcome] ?? second.outcome}`;
    if (damage) text += ` (${damage})`;
    return text + timingText(rolls);
  },
  'lose-control': (e, _n, a) => {
    return `${a} is out of control and swerves ${swerveText(swerveOf(e))}`;
  },
  barrier: (e, _n, a) => {
    const into = barrierOf(e) === 'spina' ? 'the spina' : 'the outer wall';
    const damage = (e.rolls ?? []).find(isDamage);
    return `${a} scrapes ${into}${damage ? ` — ${damageText(damage)}` : ''}`;
  },
  collision: (e, n, a, b) => collisionText(e, n, `${a} collides with ${b}`),
  ram: (e, n, a, b) => collisionText(e, n, `${a} rams ${b}`),
  locked: (e, n) => {
    const who = list(e.chariots.map((id) => n.name(id)));
    const m = lockedMoveOf(e);
    return 'move' in m
      ? `${who}, locked together, move ${m.move} (${m.sum} ÷ ${m.count}): ${m.rest}`
      : `${who} are locked together${m.words ? `: ${m.words}` : ''}`;
  },
  'locked-shift': (e, n) => {
    const who = list(e.chariots.map((id) => n.name(id)));
    const roll = e.rolls?.[0];
    return `${who}, locked together, must move ${roll?.outcome ?? 'aside'}${roll ? ` (roll ${roll.faces[0]})` : ''}`;
  },
  separate: (e, n, a) => {
    const breaker = breakerOf(e);
    const others = e.chariots.filter((id) => id !== breaker).map((id) => n.name(id));
    return `${breaker ? n.name(breaker) : a} breaks free${others.length > 0 ? ` of ${list(others)}` : ''}`;
  },
  damage: (e, n, a) => {
    // Damage rolled earlier in the move, taking effect where its timing die put it.
    if (e.rule === 'crudis.damage-timing')
      return `${a}: ${n.named(e.effect?.summary ?? 'damage takes effect')}`;
    const cause = damageCauseOf(e);
    const damage = (e.rolls ?? []).find(isDamage);
    return `${a}${cause ? ` (${n.named(cause)})` : ''} rolls for damage${damage ? ` — ${damageText(damage)}` : ''}`;
  },
  wreck: (e, n, a) => {
    const cause = n.named(wreckCauseOf(e));
    return `WRECK! ${a} is destroyed${cause ? ` — ${cause}` : ''}`;
  },
  'wreck-pass': (e, _n, a, b) => wreckMeetText(e, `${a} passes the wreck of ${b}`),
  'wreck-cross': (e, _n, a, b) => wreckMeetText(e, `${a} drives over the wreck of ${b}`),
  retire: (e, n, a) => {
    const summary = n.named(e.effect?.summary ?? '');
    const turns = retiredAfter(e);
    return turns
      ? `${a} is still racing after ${turns} turns and is retired`
      : `${a} retires${summary ? `: ${summary}` : ''}`;
  },
};

function collisionText(e: RaceEvent, n: Names, head: string): string {
  const summary = n.named(e.effect?.summary ?? '');
  const damages = (e.rolls ?? []).filter(isDamage).map((r) => {
    const who = n.name(r.purpose.replace(/^damage to /, ''));
    return `${who} ${damageText(r)}`;
  });
  return `${head}${summary ? `: ${summary}` : ''}${damages.length > 0 ? ` (${damages.join('; ')})` : ''}${timingText(e.rolls ?? [])}`;
}

function wreckMeetText(e: RaceEvent, head: string): string {
  const rolls = e.rolls ?? [];
  const damages = rolls.filter(isDamage).map((r) => damageText(r));
  return `${head}${damages.length > 0 ? ` — ${damages.join(', ')}` : ''}${timingText(rolls)}`;
}

/** The Crudis event types with a sentence of their own (any other falls back on the log's summary). */
export const DESCRIBED_TYPES: ReadonlySet<string> = new Set(Object.keys(WRITERS));

/** One plain sentence for an event, naming chariots by name (`names`: the race's). Never empty. */
export function describeEvent(event: RaceEvent, race: Names | RaceLog): string {
  const n = 'header' in race ? eventNames(race) : race;
  const a = n.name(event.chariots[0]);
  const b = n.name(event.chariots[1]);
  // The writers word Crudis' events (squares, dice colours, its tables); the other rulesets write
  // their own plain summaries, which read better than Crudis' wording of a shared event type.
  const writer = event.rule.startsWith('crudis.') ? WRITERS[event.type] : undefined;
  if (writer) return writer(event, n, a, b);
  // Typed events (race log version 2): the ruleset's own sentence module writes them.
  if (event.rule.startsWith('hippodrome.')) return hippodromeSentence(event as HippodromeEvent, n);
  if (event.rule.startsWith('aurigae.')) return aurigaeSentence(event as AurigaeEvent, n);
  if (event.rule.startsWith('circus-maximus.')) return circusMaximusSentence(event as CircusMaximusEvent, n);
  // Another ruleset's event, or a type this viewer does not know: the log's own summary.
  const names = event.chariots.map((id) => n.name(id));
  const summary = event.effect?.summary ? n.named(event.effect.summary) : event.type.replace(/-/g, ' ');
  // A summary that already names who acts reads best alone ("Musclosus rams Epaphroditus's car").
  const who = names.length > 0 && !mentions(summary, names[0]!) ? list(names) : '';
  return who ? `${who}: ${summary}` : summary.charAt(0).toUpperCase() + summary.slice(1);
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
    // A driver's choice is news when it is an attack (Crudis rams and wheel rips; a Circus
    // Maximus `decision` is always one).
    case 'decision':
      return event.decision?.kind === 'attack' || isAttackChoice(event);
    case 'danger-check':
      return event.rolls?.[0]?.outcome !== 'passes';
    default:
      return HIGHLIGHT_TYPES.has(event.type);
  }
}
