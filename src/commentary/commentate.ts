import { mix, random } from '../audio/random.ts';
import type { RaceEvent } from '../engine/log/schema.ts';
import { circusMaximusCause } from '../engine/log/sentences/circus-maximus.ts';
import { crudisWreckCause } from '../engine/log/sentences/crudis.ts';
import type { SentenceLang } from '../engine/log/sentences/shared.ts';
import type { CircusMaximusEvent } from '../engine/log/v2/circus-maximus.ts';
import { lang as pageLang } from '../messages/index.ts';
import type { MomentKind, Programme } from '../replay/director.ts';
import { findMoments, winnerTime } from '../replay/director.ts';
import { cornerOf } from '../replay/log-reading.ts';
import type { Plan } from '../replay/plan.ts';
import { describeEvent, eventNames, type Names } from '../replay/sentences.ts';
import { createStandings, leaderLapsAt, raceLaps, updateStandings } from '../replay/standings.ts';
import { type Facts, type LineKind, PHRASES, type Phrasing } from './phrases.ts';
import { PHRASES_FR } from './phrases.fr.ts';

/** Each language's phrasings. */
const PHRASINGS: Readonly<Record<SentenceLang, Readonly<Record<LineKind, readonly Phrasing[]>>>> = {
  en: PHRASES,
  fr: PHRASES_FR,
};

/**
 * Play-by-play commentary for the broadcast: from a race's plan and the director's programme, the
 * lines a commentator says and when (programme seconds). Pure and deterministic: the same log and
 * programme give the same lines, word for word (the phrasings are picked by a generator seeded
 * from the log's seed).
 *
 * The commentator has read the race, like the director: when the director cuts to a moment a few
 * seconds before it happens, the commentary builds up to it (the corner figures from the log where
 * it has them: "Scorpus comes into the turn at eleven, two over the safe speed…"), calls it as it
 * happens, and says what the dice did over the replay. Between moments it tells who leads, by how
 * much and on which lap, and the laps as the leader completes them. Each kind of line has several
 * phrasings; no line uses the phrasing of the line before it or of the last line of its kind.
 *
 * It speaks the page's language (or `lang`): French has phrasings of its own (./phrases.fr.ts), and
 * what a line tells of the log (a wreck's cause, a replayed event) is written from the log's typed
 * facts by the French sentence writers, never the English account. The lines, their times and
 * their kinds are the same in every language; only the words differ.
 */
export interface CommentaryLine {
  /** Programme seconds the line comes up, and when it gives way to the next or goes. */
  at: number;
  until: number;
  kind: LineKind;
  /** Which of its kind's phrasings in its language it uses (PHRASES[kind][phrasing] in English). */
  phrasing: number;
  text: string;
  /** The chariots it is about, by id. */
  chariots: string[];
}

/** A line's time on screen at most (s), and the least time between two lines (s). */
const HOLD = 7;
const MIN_GAP = 2.5;
const FILLER_GAP = 12;
const FILLERS: ReadonlySet<LineKind> = new Set(['leads', 'riding', 'pack']);
/** A chariot and its team, nose to tail, in metres: the commentator's "length". */
const LENGTH = 8;

/** The bigger the line, the more it wins a clash with another too close to it. */
const PRIORITY: Record<LineKind, number> = {
  start: 3,
  leads: 1,
  riding: 1,
  pack: 1,
  lap: 2,
  'last-lap': 3,
  corner: 2,
  'build-up': 2,
  'run-in': 2,
  wreck: 5,
  ram: 5,
  collision: 5,
  attack: 4,
  overtake: 4,
  finish: 6,
  'close-finish': 6,
  replay: 3,
  placings: 2,
};

interface Line {
  kind: LineKind;
  facts: Facts;
  chariots: string[];
}

interface Candidate extends Line {
  at: number;
  /** What a filler says instead every other time one is kept. */
  alt?: Line | undefined;
}

export function commentate(
  plan: Plan,
  programme: Programme,
  lang: SentenceLang = pageLang,
): CommentaryLine[] {
  // The commentary's sentences of events are in its phrasings' language.
  const names = eventNames(plan.log, lang);
  const race = new RaceFacts(plan, names);
  const candidates: Candidate[] = [];
  const add = (at: number, kind: LineKind, facts: Facts, chariots: string[], alt?: Line): void => {
    if (at >= 0 && at < programme.duration) candidates.push({ at, kind, facts, chariots, alt });
  };
  const moments = findMoments(plan);
  const won = winnerTime(plan);

  programme.cuts.forEach((cut, k) => {
    const length = (cut.end - cut.start) * cut.rate;
    const inCut = (t: number): boolean => t >= cut.raceFrom && t < cut.raceFrom + length;
    const atRace = (t: number): number => cut.start + (t - cut.raceFrom) / cut.rate;
    if (k === 0 && cut.reason === 'start') {
      add(cut.start + 0.5, 'start', race.facts(cut.raceFrom, null), []);
      return;
    }
    const moment =
      cut.reason === 'start' || cut.reason === 'cover'
        ? undefined
        : (moments.find((m) => m.kind === cut.reason && inCut(m.time) && m.chariots[0] === cut.chariots[0]) ??
          moments.find((m) => m.kind === cut.reason && inCut(m.time)));
    if (cut.replay) {
      const event = moment ? race.eventOf(moment.time, moment.chariots[0]) : undefined;
      if (event) {
        const facts = race.facts(cut.raceFrom, moment!.chariots[0] ?? null);
        facts.detail = account(describeEvent(event, names), lang);
        add(cut.start + 0.4, 'replay', facts, moment!.chariots);
      }
      return;
    }
    if (moment) {
      const [a, b] = moment.chariots;
      // The build-up names the other chariot of the moment, else another in the shot, else none.
      const near = b ?? cut.chariots.find((id) => id !== a);
      const before = race.facts(cut.raceFrom, a ?? null, near ?? null);
      if (near === undefined) before.b = '';
      const corner = a ? race.cornerBefore(a, cut.raceFrom - 1, moment.time) : null;
      const finishing = moment.kind === 'finish' || moment.kind === 'close-finish';
      if (corner && !finishing) {
        Object.assign(before, corner);
        add(cut.start + 0.3, 'corner', before, [a!]);
      } else add(cut.start + 0.3, finishing ? 'run-in' : 'build-up', before, moment.chariots);
      const call = race.facts(moment.time, a ?? null, b ?? null);
      call.detail = race.detailOf(moment.kind, moment.time, a);
      add(atRace(moment.time), moment.kind, call, moment.chariots);
      return;
    }
    // Covering the field: who leads (or how the locked chariot runs), and the subject's corners
    // where the log has their figures.
    const subject = cut.subject;
    if (subject !== null) {
      const corner = race.cornerIn(subject, cut.raceFrom + 1, cut.raceFrom + length);
      if (corner) {
        const facts = race.facts(corner.time, subject);
        Object.assign(facts, corner.figures);
        add(atRace(corner.time) - 1, 'corner', facts, [subject]);
      }
    }
    if (subject !== null && cut.start > 0) {
      const t = cut.raceFrom + 0.2;
      if (t >= won) {
        const placing = race.placingIn(cut.raceFrom, cut.raceFrom + length);
        if (placing) add(atRace(placing.time), 'placings', placing.facts, [placing.id]);
      } else if (cut.caption.what === 'leads') {
        // Every other look at the leaders goes further back, to the race for the places.
        const third = race.idAt(t, 2);
        const fourth = race.idAt(t, 3);
        const pack =
          third && fourth
            ? { kind: 'pack' as const, facts: race.facts(t, third, fourth), chariots: [third, fourth] }
            : undefined;
        add(cut.start + 0.5, 'leads', race.facts(t, null), [subject], pack);
      } else add(cut.start + 0.5, 'riding', race.facts(t, subject), [subject]);
    }
  });
  // The laps as the leader completes them, on whichever shot of the live race is on air then.
  plan.leaderLaps.forEach((time, lap) => {
    const at = programmeTimeOf(programme, time);
    if (at === null || time >= won) return;
    const facts = race.facts(time + 0.05, null);
    facts.lap = lap + 1;
    facts.left = (facts.laps ?? lap + 1) - (lap + 1);
    if (facts.left <= 0) return;
    add(at, facts.left === 1 ? 'last-lap' : 'lap', facts, [race.idAt(time + 0.05, 0)]);
  });
  return phrase(schedule(candidates), programme.duration, plan.log.header.seed, PHRASINGS[lang]);
}

/** Programme time at which the live race (not a replay) shows race time t, or null if it does not. */
function programmeTimeOf(programme: Programme, t: number): number | null {
  for (const cut of programme.cuts) {
    if (cut.replay) continue;
    const length = (cut.end - cut.start) * cut.rate;
    if (t >= cut.raceFrom && t < cut.raceFrom + length) return cut.start + (t - cut.raceFrom) / cut.rate;
  }
  return null;
}

/**
 * Keeps lines at least MIN_GAP apart (of two too close, the bigger; the earlier on a tie), and a
 * filler (who leads, how the field runs) only after FILLER_GAP of quiet.
 */
function schedule(candidates: Candidate[]): Candidate[] {
  candidates.sort((p, q) => p.at - q.at || PRIORITY[q.kind] - PRIORITY[p.kind]);
  const kept: Candidate[] = [];
  let fillers = 0;
  for (const candidate of candidates) {
    const last = kept[kept.length - 1];
    const filler = FILLERS.has(candidate.kind);
    if (last && filler && candidate.at - last.at < FILLER_GAP) continue;
    const c = filler && candidate.alt && fillers++ % 2 === 1 ? { ...candidate, ...candidate.alt } : candidate;
    if (last && c.at - last.at < MIN_GAP) {
      if (PRIORITY[c.kind] > PRIORITY[last.kind]) kept[kept.length - 1] = c;
      continue;
    }
    kept.push(c);
  }
  return kept;
}

/** Words each line, never with the phrasing of the line before or of the last line of its kind. */
function phrase(
  kept: Candidate[],
  duration: number,
  seed: number,
  phrasings: Readonly<Record<LineKind, readonly Phrasing[]>>,
): CommentaryLine[] {
  const next = random(mix(seed, 0xc0ffee));
  const lastOfKind = new Map<LineKind, number>();
  let previous: { kind: LineKind; phrasing: number } | null = null;
  return kept.map((c, i) => {
    const all = phrasings[c.kind];
    const allowed: number[] = [];
    for (let k = 0; k < all.length; k++) {
      const repeat = lastOfKind.get(c.kind) === k || (previous?.kind === c.kind && previous.phrasing === k);
      if (!repeat) allowed.push(k);
    }
    const phrasing = allowed[Math.floor(next() * allowed.length)] ?? 0;
    lastOfKind.set(c.kind, phrasing);
    previous = { kind: c.kind, phrasing };
    const until = Math.min(kept[i + 1]?.at ?? duration, c.at + HOLD, duration);
    return { at: c.at, until, kind: c.kind, phrasing, text: all[phrasing]!(c.facts), chariots: c.chariots };
  });
}

/** What the commentator reads off the race at an instant. */
class RaceFacts {
  private readonly table;
  private readonly laps: number;
  private readonly wet: boolean;

  constructor(
    private readonly plan: Plan,
    private readonly names: Names,
  ) {
    this.table = createStandings(plan);
    this.laps = raceLaps(plan);
    const startEnd = plan.turnStart[1] ?? 0;
    let wet = false;
    for (let o = 0; o < plan.cueOrder.length && plan.cueTimes[o]! <= startEnd; o++) {
      const sky = plan.events[plan.cueOrder[o]!]!.weather?.sky;
      if (sky !== undefined) wet = sky === 'rain';
    }
    this.wet = wet;
  }

  /** The chariot in place k + 1 at race time t ('' if none). */
  idAt(t: number, k: number): string {
    updateStandings(this.table, this.plan, t);
    return this.table.rows[this.table.order[k] ?? -1]?.id ?? '';
  }

  /**
   * The facts at race time t about chariot `a` (the leader when null) and `b` (when null: the
   * chariot ahead of `a`, or behind the leader).
   */
  facts(t: number, a: string | null, b: string | null = null): Facts {
    const { rows, order } = this.table;
    updateStandings(this.table, this.plan, t);
    const place = a === null ? 0 : order.findIndex((i) => rows[i]!.id === a);
    const at = Math.max(0, place);
    const me = rows[order[at] ?? 0];
    const other = b ?? (at === 0 ? rows[order[1] ?? -1]?.id : rows[order[at - 1]!]?.id) ?? null;
    const otherRow = rows.find((r) => r.id === other);
    const gap = me && otherRow ? Math.abs(me.gapMetres - otherRow.gapMetres) / LENGTH : 0;
    const lap = leaderLapsAt(this.plan, t);
    return {
      a: this.names.name(me?.id),
      b: other === null ? '' : this.names.name(other),
      field: rows.length,
      laps: this.laps > 0 ? this.laps : null,
      lap,
      left: Math.max(0, this.laps - lap),
      place: at + 1,
      gap,
      wet: this.wet,
      speed: null,
      lane: null,
      over: null,
      detail: '',
    };
  }

  /** The last event of `id` with corner figures between race times from and to, as facts. */
  cornerBefore(id: string, from: number, to: number): Pick<Facts, 'speed' | 'lane' | 'over'> | null {
    const { plan } = this;
    let found: Pick<Facts, 'speed' | 'lane' | 'over'> | null = null;
    for (let o = 0; o < plan.cueOrder.length && plan.cueTimes[o]! <= to; o++) {
      if (plan.cueTimes[o]! < from) continue;
      const e = plan.events[plan.cueOrder[o]!]!;
      if (e.chariots[0] !== id) continue;
      const c = cornerOf(e);
      if (c) found = { speed: c.speed, lane: c.lane, over: c.over };
    }
    return found;
  }

  /**
   * The first corner `id` takes between race times from and to that is worth a word: over the
   * safe speed (Circus Maximus), or a danger line not passed (Crudis).
   */
  cornerIn(
    id: string,
    from: number,
    to: number,
  ): { time: number; figures: Pick<Facts, 'speed' | 'lane' | 'over'> } | null {
    const { plan } = this;
    for (let o = 0; o < plan.cueOrder.length && plan.cueTimes[o]! < to; o++) {
      if (plan.cueTimes[o]! < from) continue;
      const e = plan.events[plan.cueOrder[o]!]!;
      if (e.chariots[0] !== id) continue;
      const c = cornerOf(e);
      if (!c) continue;
      if (c.risky)
        return { time: plan.cueTimes[o]!, figures: { speed: c.speed, lane: c.lane, over: c.over } };
    }
    return null;
  }

  /** The event of a moment: the first of its chariot's events at its time. */
  eventOf(time: number, id: string | undefined): RaceEvent | undefined {
    const { plan } = this;
    for (const m of plan.markers)
      if (m.seq !== null && Math.abs(m.time - time) < 1e-9) {
        const e = plan.events[m.seq];
        if (e && (id === undefined || e.chariots[0] === id)) return e;
      }
    return undefined;
  }

  /** What the log says of a moment, as a clause for the call (a wreck's cause), or ''. */
  detailOf(kind: MomentKind, time: number, id: string | undefined): string {
    if (kind !== 'wreck') return '';
    const e = this.eventOf(time, id);
    if (!e) return '';
    const typed = (e as { cause?: unknown }).cause;
    if (e.rule.startsWith('circus-maximus.')) return circusMaximusCause(e as CircusMaximusEvent, this.names);
    if (typeof typed !== 'string') return '';
    const { lang } = this.names;
    return (
      (e.rule.startsWith('crudis.') ? crudisWreckCause(typed, lang) : HIPPODROME_CAUSE[lang][typed]) ?? ''
    );
  }

  /** The first chariot to cross the line after the winner between race times from and to. */
  placingIn(from: number, to: number): { time: number; id: string; facts: Facts } | null {
    const { plan } = this;
    const finishes = plan.markers.filter((m) => m.kind === 'finish').sort((p, q) => p.time - q.time);
    const winner = finishes[0];
    for (let i = 1; i < finishes.length; i++) {
      const m = finishes[i]!;
      if (m.time < from || m.time >= to || m.seq === null) continue;
      const id = plan.events[m.seq]?.chariots[0];
      if (!id || !winner || winner.seq === null) continue;
      const facts = this.facts(m.time, null);
      facts.a = this.names.name(plan.events[winner.seq]?.chariots[0]);
      facts.b = this.names.name(id);
      facts.place = i + 1;
      return { time: m.time, id, facts };
    }
    return null;
  }
}

const HIPPODROME_CAUSE: Readonly<Record<SentenceLang, Readonly<Record<string, string>>>> = {
  en: {
    'start-collision': 'caught up in the collision at the start',
    collision: 'the save fails after the collision',
    wreck: 'straight into the wreckage',
  },
  fr: {
    'start-collision': 'pris dans la collision du départ',
    collision: 'il ne se rattrape pas après la collision',
    wreck: 'droit dans l’épave',
  },
};

/**
 * The ticker's sentence of an event cut to what a commentator says: no asides, no dice table. French
 * keeps its space before a colon or an exclamation mark, and says a change of figures "de 17 à 8".
 */
function account(sentence: string, lang: SentenceLang): string {
  let depth = 0;
  let out = '';
  for (const ch of sentence) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      if (ch === ';') break;
      out += ch;
    }
  }
  const trimmed =
    lang === 'fr'
      ? out
          .replace(/^ACCIDENT ! /, '')
          .replace(/(\S+) → /g, 'de $1 à ')
          .replace(/\s+([,.])/g, '$1')
      : out
          .replace(/^WRECK! /, '')
          .replace(/ → /g, ' to ')
          .replace(/\s+([,.:!])/g, '$1');
  return trimmed
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/\s*[.!:,]$/, '');
}
