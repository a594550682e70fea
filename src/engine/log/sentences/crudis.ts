/**
 * Crudis' events as plain sentences (the ticker, commentary), written from their typed fields
 * (../v2/crudis.ts) and the envelope's data (dice faces, paths, places), never from their words.
 * A field a log upgraded from version 1 lacks gives a plainer sentence, never a wrong one. Pure:
 * the event and the race's names in, a sentence out. Distances are squares, sideways lanes.
 */
import type { Roll } from '../schema.ts';
import type { CrudisEvent, DamageRead } from '../v2/crudis.ts';
import { crudisSentenceFr, WRECK_WORDS_FR } from './crudis.fr.ts';
import {
  damageReads,
  dieText,
  laneRun,
  list,
  ordinal,
  plural,
  type SentenceLang,
  type SentenceNames,
} from './shared.ts';

/** What a Crudis sentence may use of the race beyond names: personalities, ids in free text. */
export interface CrudisNames extends SentenceNames {
  /** The chariot's personality ("reckless"), or '' where unknown. */
  personality?(id: string | undefined): string;
  /** Free text (a driver's reason) with every chariot id in it replaced by the chariot's name. */
  named?(text: string): string;
}

/** The rows of the damage table, as a sentence says them. */
const DAMAGE_WORDS: Readonly<Record<DamageRead['result'], string>> = {
  wreck: 'WRECK!',
  'badly-damaged': 'chariot badly damaged',
  damaged: 'chariot damaged',
  'horse-badly-hurt': 'horse badly hurt',
  'horse-hurt': 'horse hurt',
  unscathed: 'unscathed',
};

const WRECK_WORDS: Readonly<Record<string, string>> = {
  'danger-line': 'broken at the danger line',
  'wreck-pass': 'broken passing a wreck',
  'wreck-cross': 'broken crossing a wreck',
  collision: 'smashed in the collision',
  ram: 'rammed to pieces',
  struck: 'struck by a tumbling wreck',
  whip: 'whipped off his car',
  rip: 'loses a wheel and breaks up',
  locked: 'torn apart, locked to the others',
  barrier: 'smashed against the barrier',
};

/** Why a Crudis chariot was wrecked, in words of `lang` (its `wreck` event's typed cause). */
export const crudisWreckCause = (cause: string, lang: SentenceLang = 'en'): string | undefined =>
  (lang === 'fr' ? WRECK_WORDS_FR : WRECK_WORDS)[cause];

const LOCKED_WORDS: Readonly<Record<string, string>> = {
  'damaged-remain': 'both damaged, still locked together',
  'damaged-separate': 'both damaged, and they come apart',
  'must-shift': 'they must move a lane',
  'may-shift': 'they may move a lane',
  separate: 'they come apart',
};

const WHIP_PARTS: Readonly<Record<string, string>> = {
  'outer-horses': 'outer horses',
  yokers: 'yoke horses',
  charioteer: 'charioteer',
};

const possessive = (name: string): string => `${name}'s`;

/** "2 lanes in", "1 lane out". */
const lanesWords = (k: number): string => `${plural(Math.abs(k), 'lane')} ${k < 0 ? 'in' : 'out'}`;

/** When a timing die put damage along the move. */
function whenWords(timing: DamageRead['timing'], onLine: boolean): string {
  if (timing === 'start') return 'at the start of the move';
  if (timing === 'line') return onLine ? 'on the danger line' : 'half-way through the move';
  return 'at the end of the move';
}

/**
 * Each roll on the damage table, its die and its row ("red 4: horse badly hurt"), and the timing
 * die after it ("timing 3: it breaks up on the danger line"). `whose`: name the chariot first.
 */
function damageWords(
  e: { rolls?: Roll[] | undefined; damage?: DamageRead[] | undefined },
  n: SentenceNames,
  opts: { colour?: string; whose?: boolean; onLine?: boolean } = {},
): string[] {
  return damageReads(e).map(({ read: d, die, timing: face }) => {
    const who = opts.whose ? `${n.name(d.chariot)} ` : '';
    const text = `${who}${opts.colour ?? 'red'}${die ? ` ${dieText(die)}` : ''}: ${DAMAGE_WORDS[d.result]}`;
    if (d.timing === null) return text;
    const verb = d.result === 'wreck' ? 'breaks up' : 'takes effect';
    return `${text}; timing${face === undefined ? '' : ` ${face}`}: it ${verb} ${whenWords(d.timing, opts.onLine ?? false)}`;
  });
}

/** "13 squares, 2 lanes in to lane 3", from a path of lanes and squares. */
function runWords(e: CrudisEvent): string {
  const { squares, from, to } = laneRun(e.path);
  const run = plural(squares, 'square');
  if (from === undefined || to === undefined) return run;
  if (from === to) return `${run} in lane ${to}`;
  return `${run}, ${lanesWords(to - from)} to lane ${to}`;
}

/** Lanes moved sideways along a path, or null when it did not move. */
function aside(e: CrudisEvent): string | null {
  const path = (e.path ?? []) as Array<{ lane?: number }>;
  const from = path[0]?.lane;
  const to = path[path.length - 1]?.lane;
  return from === undefined || to === undefined || from === to ? null : lanesWords(to - from);
}

/** A move as the driver answered it, as a verb phrase. */
function moveWords(
  v: { forward: number; laterals: number[]; ram: string | null; rip: { target: string } | null },
  n: SentenceNames,
): string {
  const changes = v.laterals.filter((l) => l !== 0);
  const net = changes.reduce((s, l) => s + l, 0);
  const first = v.laterals.findIndex((l) => l !== 0);
  const atOnce = changes.length > 0 && v.laterals.slice(first, first + changes.length).every((l) => l !== 0);
  const lanes =
    changes.length === 0
      ? 'holds the lane'
      : net === 0
        ? `weaves (${plural(changes.length, 'lane change')}, back to the lane)`
        : atOnce && first === 0
          ? `takes ${lanesWords(net)} at once`
          : atOnce && first + changes.length === v.laterals.length
            ? `moves ${lanesWords(net)} late in the move`
            : `works ${lanesWords(net)}`;
  const attack = v.ram
    ? ` and rams ${n.name(v.ram)}`
    : v.rip
      ? ` and goes for ${possessive(n.name(v.rip.target))} wheels`
      : '';
  return `${lanes}, ${plural(v.forward, 'square')} forward${attack}`;
}

/** The driver, with his personality where the race gives it. */
function driver(e: CrudisEvent, n: CrudisNames): string {
  const p = n.personality?.(e.chariots[0]) ?? '';
  return p ? `${n.name(e.chariots[0])} (${p})` : n.name(e.chariots[0]);
}

/** " — reckless: a rival within whip range", a decision's reason as the driver gave it. */
function because(reason: string | undefined, n: CrudisNames): string {
  if (!reason) return '';
  return ` — ${n.named ? n.named(reason) : reason}`;
}

function collisionWords(e: CrudisEvent & { type: 'collision' | 'ram' }, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.target ?? e.chariots[1]);
  const damage = damageWords(e, n, { whose: e.outcome !== 'struck' });
  if (e.outcome === 'struck')
    return `The wreck of ${b} strikes ${a}${damage.length > 0 ? ` — ${damage.join('; ')}` : ''}`;
  const head = e.type === 'ram' ? `${a} rams ${b}` : `${a} collides with ${b}`;
  const outcome =
    e.outcome === 'stopped'
      ? `${a} is stopped behind ${b}`
      : e.outcome === 'moved-aside'
        ? `${b} comes off worse and is moved aside`
        : e.outcome === 'no-room'
          ? `${b} comes off worse but has nowhere to go`
          : e.outcome === 'drives-on'
            ? `${b} is wrecked; ${a} drives on`
            : e.outcome === 'wrecked'
              ? `${a} comes off worst`
              : '';
  return `${head}${outcome ? `: ${outcome}` : ''}${damage.length > 0 ? ` (${damage.join('; ')})` : ''}`;
}

function whipAttackWords(e: CrudisEvent & { type: 'whip-attack' }, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.target ?? e.chariots[1]);
  const part = e.part ? WHIP_PARTS[e.part] : 'team';
  const outcome: Readonly<Record<string, string>> = {
    'attacker-lose-control': `${a} loses control`,
    'attacker-lose-whip': `${a} drops the whip`,
    none: 'no effect',
    'victim-move-away': `${possessive(b)} team shies away`,
    'victim-lose-control': `${b} loses control`,
    'victim-horse-hurt': `${possessive(b)} horse is hurt`,
    'victim-horse-injured': `${possessive(b)} horse is badly injured`,
    'victim-wrecked': `${b} is wrecked!`,
  };
  const roll = e.rolls?.[0]?.faces[0];
  const result = e.result ? outcome[e.result] : undefined;
  return `${a} whips ${possessive(b)} ${part}${roll === undefined ? '' : `: roll ${roll}`}${result ? ` — ${result}` : ''}`;
}

function ripWords(e: CrudisEvent & { type: 'rip-wheels' }, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.target ?? e.chariots[1]);
  const [first, second] = e.rolls ?? [];
  const firstWords: Readonly<Record<string, string>> = {
    'attacker-damaged': `${a} is damaged instead`,
    'attacker-lose-control': `${a} loses control`,
    'results-table': 'the wheels meet',
  };
  const outcomeWords: Readonly<Record<string, string>> = {
    'both-damaged': 'both chariots are damaged',
    'lock-together': `${a} and ${b} lock together`,
    'both-lose-control': 'both lose control',
    'victim-lose-control': `${b} loses control`,
    'victim-badly-damaged': `${b} is badly damaged`,
  };
  let text = `${a} goes for ${possessive(b)} wheels`;
  if (e.first) text += `: roll ${first?.faces[0] ?? '?'} — ${firstWords[e.first]}`;
  if (e.outcome) text += `; roll ${second?.faces[0] ?? '?'} — ${outcomeWords[e.outcome]}`;
  const hurt = new Set((e.damage ?? []).map((d) => d.chariot));
  const damage = damageWords(e, n, { whose: hurt.size > 1 });
  return damage.length > 0 ? `${text} (${damage.join(', ')})` : text;
}

/** One sentence for a Crudis event. Never empty. */
export function crudisSentence(e: CrudisEvent, n: CrudisNames): string {
  if (n.lang === 'fr') return crudisSentenceFr(e, n);
  const a = n.name(e.chariots[0]);
  switch (e.type) {
    case 'place': {
      const at = e.at?.[e.chariots[0] ?? ''] as { lane?: number } | undefined;
      return `${driver(e, n)} takes the start line${at?.lane === undefined ? '' : ` in lane ${at.lane}`}`;
    }
    case 'turn-start': {
      const order = (e.order ?? e.chariots).map((id) => n.name(id));
      if (order.length === 0) return `Turn ${e.turn} begins`;
      return `Turn ${e.turn}: ${order[0]} moves first${order.length > 1 ? `, then ${order.slice(1).join(', ')}` : ''}`;
    }
    case 'roll': {
      const white = e.rolls?.[0];
      if (!white) return `${a} rolls`;
      const injuries = white.modifiers.reduce((s, m) => s + m.value, 0);
      const whiteText = `white ${white.faces.join('+')}${injuries !== 0 ? ` ${injuries < 0 ? '−' : '+'}${Math.abs(injuries)} for the horses` : ''}`;
      const speed = plural(e.speed ?? white.total, 'square');
      const red = e.red ?? e.rolls?.[1]?.faces[0];
      if (red === undefined) return `${a} rolls ${whiteText}: ${speed}`;
      const reads =
        e.reads === 'swerve'
          ? 'out of control'
          : e.reads === 'locked'
            ? 'read on the locked table'
            : e.reads === 'manoeuvre'
              ? plural(red, 'manoeuvre point')
              : '';
      return `${a} rolls ${whiteText} for ${speed}, red ${red}${reads ? `: ${reads}` : ''}`;
    }
    case 'decision': {
      const d = e.decision;
      if (d.kind === 'lockedShift') {
        const v = d.value;
        const choice =
          v === null || v === undefined
            ? 'chooses a lane'
            : v === 0
              ? 'chooses to stay in lane'
              : `chooses to move ${v < 0 ? 'in' : 'out'} one lane`;
        return `${driver(e, n)}, locked together, ${choice}${because(d.reason, n)}`;
      }
      if (!d.value) {
        // A move of a version 1 log: its answer was never recorded, but a ram or rip names its target.
        const target = e.chariots[1];
        const attack =
          target === undefined
            ? ''
            : e.rule === 'crudis.ramming'
              ? ` to ram ${n.name(target)}`
              : ` to go for ${possessive(n.name(target))} wheels`;
        return `${driver(e, n)} plans the move${attack}${because(d.reason, n)}`;
      }
      return `${driver(e, n)} ${moveWords(d.value, n)}${because(d.reason, n)}`;
    }
    case 'move':
      return `${a} runs ${runWords(e)}`;
    case 'swerve':
      return `${a} careers ${runWords(e)}`;
    case 'whip-move':
      return `${a} surges on under the whip: ${runWords(e)}`;
    case 'locked-move':
      return `${a}, locked to the others, is carried ${runWords(e)}`;
    case 'lock-move':
      return e.target === undefined
        ? `${possessive(a)} wheels catch`
        : `${possessive(a)} wheels catch: it is dragged abreast of ${n.name(e.target)}`;
    case 'separate-move': {
      const to = aside(e);
      return `${a} pulls ${to ?? 'away'}, clear of the others`;
    }
    case 'move-away': {
      const to = aside(e);
      return to
        ? `${possessive(a)} team shies away from the whip: ${to}`
        : `${possessive(a)} team shies from the whip but has no room to move aside`;
    }
    case 'shove': {
      const to = aside(e);
      return to ? `${a} is shoved ${to}` : `${a} is shoved but has no room to move aside`;
    }
    case 'bounce': {
      const [fwd, side] = e.rolls ?? [];
      const path = (e.path ?? []) as Array<{ lane?: number }>;
      const lane = path[path.length - 1]?.lane;
      const goes =
        e.lanes === undefined
          ? ''
          : e.lanes === 0
            ? ' and stays in its lane'
            : ` and goes ${lanesWords(e.lanes)}`;
      const rolled = fwd && side ? ` (rolls ${fwd.faces[0]} and ${side.faces[0]})` : '';
      const rest = e.struck
        ? `, until it strikes ${n.name(e.struck)}`
        : lane === undefined
          ? ''
          : `, coming to rest in lane ${lane}`;
      return `The wreck of ${a} tumbles ${e.squares === undefined ? 'on' : `${e.squares} squares on`}${goes}${rolled}${rest}`;
    }
    case 'danger-check': {
      const white = e.rolls?.[0];
      const where = `${a} crosses the danger line${e.speed === undefined ? '' : ` at speed ${e.speed}`}${e.lane === undefined ? '' : ` in lane ${e.lane}`}`;
      if (!white) return where;
      const need = white.target ? ` needs over ${white.target.value}` : '';
      const check = `white ${white.faces.join('+')}${need}`;
      const passed = e.passed ?? (white.target ? white.total > white.target.value : undefined);
      if (passed === undefined) return `${where}: ${check}`;
      if (passed) return `${where}: ${check} — passes`;
      const damage = damageWords(e, n, { onLine: true });
      return `${where}: ${check} — fails${damage.length > 0 ? `; ${damage.join('; ')}` : ''}`;
    }
    case 'lose-control': {
      if (e.lanes === undefined) return `${a} is out of control and swerves`;
      return e.lanes === 0
        ? `${a} is out of control but keeps the lane`
        : `${a} is out of control and swerves ${lanesWords(e.lanes)}`;
    }
    case 'barrier': {
      const into = e.wall === 'spina' ? 'the spina' : e.wall === 'outer' ? 'the outer wall' : 'the barrier';
      const damage = damageWords(e, n);
      return `${a} scrapes ${into}${damage.length > 0 ? ` — ${damage.join('; ')}` : ''}`;
    }
    case 'whip-speed': {
      const extra = e.rolls?.[0];
      const squares = e.squares ?? extra?.total;
      const horses = (e.damage ?? []).filter(
        (d) => d.result === 'horse-hurt' || d.result === 'horse-badly-hurt',
      );
      const faces = (e.rolls ?? []).slice(1).map((r) => r.faces[0]);
      const horseText =
        e.damage === undefined
          ? ''
          : horses.length === 0
            ? `; the horses come through (white ${faces.join(', ')})`
            : `; ${damageWords({ rolls: e.rolls, damage: horses }, n, { colour: 'white' }).join(', ')}`;
      return `${a} whips for speed${extra ? `: red ${extra.faces[0]}` : ''}${squares === undefined ? '' : ` — ${plural(squares, 'more square', 'more squares')}`}${horseText}`;
    }
    case 'whip-attack':
      return whipAttackWords(e, n);
    case 'rip-wheels':
      return ripWords(e, n);
    case 'collision':
    case 'ram':
      return collisionWords(e, n);
    case 'locked': {
      const who = list(e.chariots.map((id) => n.name(id)));
      const outcome = e.outcome ? LOCKED_WORDS[e.outcome] : undefined;
      const move =
        e.squares === undefined || e.speed === undefined
          ? ''
          : ` move ${e.squares} (${e.speed} ÷ ${e.chariots.length})`;
      return `${who}, locked together,${move || ' roll'}${outcome ? `: ${outcome}` : ''}`;
    }
    case 'locked-shift': {
      const who = list(e.chariots.map((id) => n.name(id)));
      const roll = e.rolls?.[0]?.faces[0];
      const way = e.lanes === undefined ? 'a lane aside' : `one lane ${e.lanes < 0 ? 'in' : 'out'}`;
      return `${who}, locked together, must move ${way}${roll === undefined ? '' : ` (roll ${roll})`}`;
    }
    case 'separate': {
      const breaker = e.breaker ?? e.chariots[0];
      const from = (e.from ?? e.chariots.filter((id) => id !== breaker)).map((id) => n.name(id));
      return `${n.name(breaker)} breaks free${from.length > 0 ? ` of ${list(from)}` : ''}`;
    }
    case 'damage': {
      const d = e.damage?.[0];
      if (e.cause === 'timed')
        return d
          ? `${a}: the ${DAMAGE_WORDS[d.result]} takes effect ${whenWords(d.timing, false)}`
          : `${a}: damage read earlier in the move takes effect`;
      const damage = damageWords(e, n);
      return `${a} (locked together) rolls for damage${damage.length > 0 ? ` — ${damage.join('; ')}` : ''}`;
    }
    case 'wreck': {
      const cause = e.cause ? WRECK_WORDS[e.cause] : undefined;
      const when = e.timing ? `, ${whenWords(e.timing, e.cause === 'danger-line')}` : '';
      return `WRECK! ${a} is destroyed${cause ? ` — ${cause}${when}` : ''}`;
    }
    case 'wreck-pass':
    case 'wreck-cross': {
      const b = n.name(e.wreck ?? e.chariots[1]);
      const head =
        e.type === 'wreck-pass' ? `${a} passes the wreck of ${b}` : `${a} drives over the wreck of ${b}`;
      const damage = damageWords(e, n);
      return `${head}${damage.length > 0 ? ` — ${damage.join('; ')}` : ''}`;
    }
    case 'lap':
      if (e.lap === undefined) return `${a} completes a lap`;
      if (e.of === undefined) return `${a} completes lap ${e.lap}`;
      return e.lap < e.of
        ? `${a} completes lap ${e.lap}: ${e.of - e.lap} to go`
        : `${a} completes lap ${e.lap} and turns into the final straight`;
    case 'finish':
      return e.place === undefined
        ? `${a} crosses the finish line!`
        : `${a} crosses the finish line — ${ordinal(e.place)}!`;
    case 'retire':
      return `${a} is still racing at the turn limit and is retired`;
    case 'decide': {
      const d = e.decision;
      if (d.kind === 'whipSpeed') return `${a} does not whip for speed${because(d.reason, n)}`;
      if (d.kind === 'whipAttack') return `${a} keeps the whip to himself${because(d.reason, n)}`;
      return `${a} decides${because(d.reason, n)}`;
    }
  }
}
