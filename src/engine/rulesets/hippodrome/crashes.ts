/** Saves, crashes and the chain of wrecks (seed 3.9-3.10, A13, A15, A16). */

import { purpose, purposeText } from '../../dice/purposes.ts';
import type { Roll } from '../../log/schema.ts';
import type { CardSituation } from './ai.ts';
import { playCards } from './cards.ts';
import { cond, emit, fatigue, type Hip, layout, renumber, team } from './context.ts';
import { checkOver } from './finish.ts';
import { saveRoll } from './rolls.ts';
import type { Team } from './state.ts';
import type { Stat } from './tables.ts';

/** What a save is against, as the log types it. */
export type SaveAgainst = 'start-collision' | 'collision' | 'avoid-wreck' | 'hit-wreck';

/** Why a chariot is destroyed: in words, as the log types it, and whose wreck it hit. */
export interface CrashCause {
  words: string;
  kind: 'start-collision' | 'collision' | 'wreck';
  wreck: string | null;
}

/** A save with cards; logs one event and returns whether it held. */
export function save(
  h: Hip,
  t: Team,
  stat: Stat,
  opponent: string,
  situation: CardSituation,
  against: SaveAgainst,
  f: number,
  tired: number,
  phase = 'start',
): boolean {
  const cards = playCards(h, t, stat, situation, 0, phase, f);
  const why = purpose('hippodrome-save', { against });
  const res = saveRoll(h.dice, t, stat, why, tired, cards, opponent);
  emit(
    h,
    {
      phase,
      type: 'save',
      chariots: [t.id],
      rule: 'hippodrome.save',
      against,
      saved: res.ok,
      rolls: res.rolls,
      effect: { summary: `${purposeText(why)}: ${res.ok ? 'holds' : 'fails'}` },
    },
    f,
  );
  return res.ok;
}

/** The chariot is destroyed; driver and each horse make a Cool save or are killed (seed). */
export function crash(h: Hip, t: Team, f: number, cause: CrashCause, tired: number, phase = 'start'): void {
  const s = h.state;
  t.status = 'wrecked';
  const i = s.order.indexOf(t.id);
  if (i >= 0) s.order.splice(i, 1);
  t.place = null;
  renumber(h);
  const at = layout(h).point(t.id);
  const ev = emit(
    h,
    {
      phase,
      type: 'wreck',
      chariots: [t.id],
      rule: 'hippodrome.crash',
      cause: cause.kind,
      wreck: cause.wreck,
      at: { [t.id]: at },
      effect: {
        summary: `${cause.words}: the chariot is destroyed`,
        // Every team behind moves up a place (A15): their conditions change too.
        condition: cond(t, ...s.order.map((id) => team(h, id))),
      },
    },
    f,
  );
  s.wrecks.push({ chariot: t.id, seq: ev.seq, turn: ev.turn, at: { ...at } });
  // Another player throws the difficulty die: the next in seat order (A13).
  const seats = s.teams.length;
  const opponent = s.teams.find((x) => x.seat === (t.seat + 1) % seats)?.id ?? t.id;
  const rolls: Roll[] = [];
  const horses: number[] = [];
  for (const k of [0, 1, 2, 3, 4]) {
    const cards = playCards(h, t, 'cool', 'survival', 0, phase, f);
    const survival = purpose('hippodrome-survival', { horse: k });
    const res = saveRoll(h.dice, t, 'cool', survival, tired, cards, opponent);
    res.rolls[0]!.outcome = res.ok ? 'survives' : 'killed';
    rolls.push(...res.rolls);
    if (k === 0) t.driver = res.ok ? 'on-foot' : 'down';
    else if (res.ok) horses.push(k);
  }
  t.horses = horses;
  emit(
    h,
    {
      phase,
      type: 'survival',
      chariots: [t.id],
      rule: 'hippodrome.survival',
      driver: t.driver === 'down' ? 'killed' : 'survives',
      horses: horses.length,
      rolls,
      at: { [t.id]: layout(h).point(t.id) },
      effect: {
        summary: `the driver ${t.driver === 'down' ? 'is killed' : 'survives'}; ${horses.length} of 4 horses survive`,
        condition: cond(t),
      },
    },
    f,
  );
}

/** Crashes during a lap: each one settled front first, then the chain of wrecks behind (seed, A16). */
export function crashInLap(h: Hip, crashed: Team[], f: number, phase: string): void {
  const s = h.state;
  const before = [...s.order];
  for (const t of crashed)
    crash(h, t, f, { words: 'crashes', kind: 'collision', wreck: null }, fatigue(h, t), phase);
  let wreck: Team[] = crashed;
  let lastIndex = Math.max(...crashed.map((t) => before.indexOf(t.id)));
  for (;;) {
    const behindId = before.slice(lastIndex + 1).find((id) => team(h, id).status === 'racing');
    if (!behindId) break;
    const behind = team(h, behindId);
    const w = wreck[wreck.length - 1]!;
    const avoid = save(h, behind, 'turn', w.id, 'avoid', 'avoid-wreck', f, fatigue(h, behind), phase);
    const l = layout(h);
    const at = { [behind.id]: l.point(behind.id), [w.id]: l.point(w.id) };
    if (avoid) {
      emit(
        h,
        {
          phase,
          type: 'wreck-pass',
          chariots: [behind.id, w.id],
          rule: 'hippodrome.wreck-chain',
          wreck: w.id,
          at,
          effect: { summary: `${behind.id} steers clear of ${w.id}'s wreck` },
        },
        f,
      );
      break;
    }
    emit(
      h,
      {
        phase,
        type: 'wreck-cross',
        chariots: [behind.id, w.id],
        rule: 'hippodrome.wreck-chain',
        wreck: w.id,
        at,
        effect: { summary: `${behind.id} hits ${w.id}'s wreck` },
      },
      f,
    );
    const holds = save(h, behind, 'cool', w.id, 'save', 'hit-wreck', f, fatigue(h, behind), phase);
    for (const x of wreck) trample(h, x, behind, f, phase);
    if (holds) break;
    crash(
      h,
      behind,
      f,
      { words: `crashes into ${w.id}'s wreck`, kind: 'wreck', wreck: w.id },
      fatigue(h, behind),
      phase,
    );
    wreck = [behind];
    lastIndex = before.indexOf(behind.id);
  }
  // Hands of the crashed go to the discards once every save of the crash is settled (A15).
  for (const t of s.teams) {
    if (t.status !== 'wrecked' || t.hand.length === 0) continue;
    s.discard.push(...t.hand);
    t.hand = [];
    emit(
      h,
      {
        phase,
        type: 'hand-discarded',
        chariots: [t.id],
        rule: 'hippodrome.crash-out',
        effect: { summary: 'out of the race: its Event cards are discarded', condition: cond(t) },
      },
      f,
    );
  }
  checkOver(h, f);
}

/** Survivors of a wreck hit from behind: each makes a Cool save or is trampled (seed). */
function trample(h: Hip, w: Team, by: Team, f: number, phase: string): void {
  const alive = (w.driver === 'down' ? 0 : 1) + w.horses.length;
  if (alive === 0) return;
  const rolls: Roll[] = [];
  const tired = fatigue(h, w);
  if (w.driver !== 'down') {
    const cards = playCards(h, w, 'cool', 'trample', 0, phase, f);
    const trampling = purpose('hippodrome-trampling', { horse: 0 });
    const res = saveRoll(h.dice, w, 'cool', trampling, tired, cards, by.id);
    res.rolls[0]!.outcome = res.ok ? 'survives' : 'trampled';
    rolls.push(...res.rolls);
    if (!res.ok) w.driver = 'down';
  }
  // Each surviving horse saves under its own number: horse 3 stays horse 3 after horse 2 died.
  const horses: number[] = [];
  for (const n of w.horses) {
    const cards = playCards(h, w, 'cool', 'trample', 0, phase, f);
    const trampling = purpose('hippodrome-trampling', { horse: n });
    const res = saveRoll(h.dice, w, 'cool', trampling, tired, cards, by.id);
    res.rolls[0]!.outcome = res.ok ? 'survives' : 'trampled';
    rolls.push(...res.rolls);
    if (res.ok) horses.push(n);
  }
  w.horses = horses;
  const l = layout(h);
  emit(
    h,
    {
      phase,
      type: 'trample',
      chariots: [w.id, by.id],
      rule: 'hippodrome.trampling',
      wreck: w.id,
      driver: w.driver === 'down' ? 'down' : 'alive',
      horses: horses.length,
      rolls,
      at: { [w.id]: l.point(w.id), [by.id]: l.point(by.id) },
      effect: {
        summary: `${by.id} runs into the survivors of ${w.id}'s wreck: driver ${w.driver === 'down' ? 'down' : 'alive'}, ${horses.length} horses alive`,
        condition: cond(w),
      },
    },
    f,
  );
}
