import type { RaceEvent } from '../engine/log/schema.ts';

/**
 * Figures the race log gives only in words, read here and nowhere else (a test scans src/ for any
 * other reading of summary, formula or decision text): Crudis until its typed events land (race
 * log version 2; Hippodrome's, Aurigae's and Circus Maximus' are typed), and logs of version 1.
 * Each reading prefers a typed field where one exists; each word reading goes when its field lands.
 */

/**
 * The lap a `lap` event says its chariot has completed: the chariot's `laps` condition attribute
 * where the ruleset writes one, else the number in the event's summary ("completes lap 2",
 * "… leads at the end of lap 2 of 3"), else one more than the lap events of that chariot so far.
 * `counted` keeps that count, per chariot, across the calls for one log.
 */
export function lapNumberOf(event: RaceEvent, counted: Map<string, number>): number {
  const id = event.chariots[0] ?? '';
  const seen = (counted.get(id) ?? 0) + 1;
  counted.set(id, seen);
  const typed = (event as { lap?: unknown }).lap;
  if (typeof typed === 'number') return typed;
  const attr = event.effect?.condition?.[id]?.attrs['laps'];
  if (typeof attr === 'number' && attr > 0) return attr;
  const words = /\blap (\d+)\b/.exec(event.effect?.summary ?? '');
  return words ? Number(words[1]) : seen;
}

/**
 * A roll's purpose as shown: the version 1 log writes chariot ids into some purposes
 * ("diocles: specification, horses", "difficulty (thrown by crescens)"); each id becomes its
 * chariot's name, and a leading "<id>: " is dropped where the chariot is named beside it anyway
 * (`named`: the ids already shown with the roll).
 */
export function purposeText(
  purpose: string,
  names: ReadonlyMap<string, string>,
  named: readonly string[] = [],
): string {
  const lead = /^([a-z0-9-]+): /.exec(purpose);
  let text =
    lead && names.has(lead[1]!) && named.includes(lead[1]!) ? purpose.slice(lead[0].length) : purpose;
  text = text.replace(/[a-z0-9]+(?:-[a-z0-9]+)*/g, (word) => names.get(word) ?? word);
  return text;
}

const summaryOf = (e: RaceEvent): string => e.effect?.summary ?? '';

/** The lap a Crudis `lap` event completes: its `laps` attribute, else its words; null if neither. */
export function lapOf(e: RaceEvent): number | null {
  const attr = e.effect?.condition?.[e.chariots[0] ?? '']?.attrs['laps'];
  if (typeof attr === 'number' && attr > 0) return attr;
  const k = Number(/lap (\d+)/.exec(summaryOf(e))?.[1] ?? Number.NaN);
  return Number.isFinite(k) ? k : null;
}

/** A Crudis driver's move choice ("forward 9 (+1), 2 lanes in at once, ram x"), as parts. */
export interface MoveChoice {
  forward: number;
  adjust: number;
  lanes: { count: number; side: 'in' | 'out'; atOnce: boolean } | null;
  ram: string | null;
  rip: string | null;
}

export function moveChoiceOf(choice: string): MoveChoice | null {
  const m =
    /^forward (\d+)(?: \(([+-]\d+)\))?, (hold the lane|(\d+) lanes? (in|out) (at once|late))(?:, (?:ram (\S+)|rip (\S+)'s wheels))?$/.exec(
      choice,
    );
  if (!m) return null;
  const [, forward, adjust, , lanes, side, when, ram, rip] = m;
  return {
    forward: Number(forward),
    adjust: adjust ? Number(adjust) : 0,
    lanes: lanes ? { count: Number(lanes), side: side as 'in' | 'out', atOnce: when === 'at once' } : null,
    ram: ram ?? null,
    rip: rip ?? null,
  };
}

/** Whether a Crudis move choice is an attack (a ram or a wheel rip). */
export const isAttackChoice = (e: RaceEvent): boolean => /\b(ram|rip)\b/.test(e.decision?.choice ?? '');

/** A reason without its "<personality>: " prefix. */
export function reasonWithout(reason: string, personality: string): string {
  return personality && reason.startsWith(`${personality}: `) ? reason.slice(personality.length + 2) : reason;
}

/** Whom a Crudis `lock-move` drags its chariot abreast of, by id. */
export const abreastOf = (e: RaceEvent): string | null => /abreast of (\S+)/.exec(summaryOf(e))?.[1] ?? null;

/** Where a Crudis chariot was moved aside to ("2 lanes out"), or null when it had no room. */
export function movedTo(e: RaceEvent): string | null {
  const s = summaryOf(e);
  return s.startsWith('moved') ? s.replace(/^moved /, '') : null;
}

/** A danger check's speed and lane, from its target's formula ("SPEED 9 - LANE 3"). */
export function dangerSpeedLane(e: RaceEvent): { speed: string | null; lane: string | null } {
  const formula = e.rolls?.[0]?.target?.formula ?? '';
  return { speed: /SPEED (\d+)/.exec(formula)?.[1] ?? null, lane: /LANE (\d+)/.exec(formula)?.[1] ?? null };
}

/** How a Crudis chariot out of control swerves ("in 2", "stay in lane"). */
export const swerveOf = (e: RaceEvent): string => summaryOf(e).replace(/^out of control: swerves /, '');

/** Which barrier a Crudis chariot scrapes. */
export const barrierOf = (e: RaceEvent): 'spina' | 'outer' =>
  summaryOf(e).includes('spina') ? 'spina' : 'outer';

/** A Crudis locked move: how far the locked chariots move and why, or the words as they are. */
export function lockedMoveOf(
  e: RaceEvent,
): { move: string; sum: string; count: string; rest: string } | { words: string } {
  const words = summaryOf(e).replace(/^locked \d+ abreast: /, '');
  const m = /^moves (\d+) \((\d+) \/ (\d+)\); (.*)$/.exec(words);
  return m ? { move: m[1]!, sum: m[2]!, count: m[3]!, rest: m[4]! } : { words };
}

/** The chariot that breaks free of a Crudis lock, by id. */
export const breakerOf = (e: RaceEvent): string | undefined =>
  /^(\S+) breaks free/.exec(summaryOf(e))?.[1] ?? e.chariots[0];

/** What a Crudis damage roll is for (the words before the colon). */
export const damageCauseOf = (e: RaceEvent): string => summaryOf(e).split(':')[0] ?? '';

/** Why a chariot was wrecked, in the log's words. */
export const wreckCauseOf = (e: RaceEvent): string => summaryOf(e).replace(/^WRECK!\s*/, '');

/** The turns after which a chariot was retired, where the words say. */
export const retiredAfter = (e: RaceEvent): string | null =>
  /^still racing after (\d+) turns/.exec(summaryOf(e))?.[1] ?? null;

/** Whether display text already names someone (so the sentence need not name them again). */
export const mentions = (text: string, name: string): boolean => text.includes(name);

/** How a chariot came into a corner: its speed, its lane, and how far over the safe speed. */
export interface CornerFigures {
  speed: number;
  lane: number | null;
  /** Points over the corner's safe speed, and that safe speed, where the rules have one. */
  over: number | null;
  safe: number | null;
  /** Whether it was a risk: over the safe speed, or a danger line not passed. */
  risky: boolean;
}

/**
 * The figures of a corner taken: a Circus Maximus corner strain (its typed fields) or a Crudis
 * danger line (in words: its target's "SPEED 9 - LANE 3"). Null for any other event.
 */
export function cornerOf(e: RaceEvent): CornerFigures | null {
  if (e.type === 'corner-strain') {
    // Typed (src/engine/log/v2/circus-maximus.ts); a log upgraded from version 1 lacks the speed.
    const t = e as { speed?: number; over?: number; safe?: number; lane?: number };
    if (t.speed === undefined || t.over === undefined || t.safe === undefined) return null;
    return { speed: t.speed, over: t.over, safe: t.safe, lane: t.lane ?? null, risky: t.over > 0 };
  }
  if (e.type === 'danger-check') {
    const { speed, lane } = dangerSpeedLane(e);
    if (speed === null) return null;
    const risky = e.rolls?.[0]?.outcome !== 'passes';
    return { speed: Number(speed), lane: lane === null ? null : Number(lane), over: null, safe: null, risky };
  }
  return null;
}
