import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { RULESET_IDS, type RulesetId } from '../../src/engine/rulesets/ids.ts';
import { HotSeat, type OpenDecision, type PlayView, playable } from '../../src/ui/play/hot-seat.ts';
import type { PlaySpec } from '../../src/ui/play/play-spec.ts';
import { defaultSpec, rulesetInfo } from '../../src/ui/play/ruleset-info.ts';

/** Every ruleset the kernel runs can be played from the screen. */
const PLAYABLE = RULESET_IDS.filter(playable);

const short = (ruleset: RulesetId, seed: number, humans: number[]): PlaySpec => {
  const s = defaultSpec(ruleset, seed);
  const laps: Record<string, number> = rulesetInfo(ruleset).options.some((o) => o.key === 'laps')
    ? { laps: 1 }
    : {};
  return { ...s, humans, setup: { ...s.setup, options: laps } };
};

function started(spec: PlaySpec): HotSeat {
  const r = HotSeat.start(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Answers requests with the AI's suggestion (dice: all ones) until the race is over, or `most` of them. */
function playOut(race: HotSeat, each?: (v: PlayView) => void, most = 2000): PlayView {
  let v = race.view();
  for (let n = 0; v.status === 'waiting' && n < most; n++) {
    each?.(v);
    const open = v.open!;
    const r = race.answer(open.type === 'dice' ? Array(open.count).fill(1) : open.suggestion!.value);
    if (!r.ok) throw new Error(r.error.message);
    v = r.value;
  }
  return v;
}

describe('a hot-seat race', () => {
  it('asks only the human seats, each decision with its legal answers in words, the rule and the AI suggestion', () => {
    expect(PLAYABLE).toEqual(expect.arrayContaining(['hippodrome', 'aurigae']));
    for (const ruleset of PLAYABLE) {
      const race = started(short(ruleset, 3, [0, 2]));
      const v = race.view();
      const humans = v.seats.filter((s) => s.human).map((s) => s.id);
      expect(humans).toEqual([v.seats[0]!.id, v.seats[2]!.id]);
      const asked = new Set<string>();
      // The first 30 requests (a whole race takes seconds in the longer rulesets).
      const end = playOut(
        race,
        (w) => {
          const open = w.open as OpenDecision;
          expect(open.type).toBe('decision');
          asked.add(open.chariot);
          expect(open.ruleTitle).not.toBe(open.rule);
          expect(open.ruleExplain.length).toBeGreaterThan(20);
          expect(open.legal!.length).toBe(open.labels!.length);
          // A set of cards may be suggested in another order than the list's.
          const norm = (v: unknown) => (Array.isArray(v) ? [...v].sort() : v);
          expect(open.legal!.map(norm)).toContainEqual(norm(open.suggestion!.value));
        },
        30,
      );
      expect([...asked].sort()).toEqual([...humans].sort());
      expect(end.log.header.drivers).toEqual(Object.fromEntries(humans.map((h) => [h, 'human'])));
    }
  });

  it('a field the AI drives whole writes the same events as simulate', () => {
    const spec = short('hippodrome', 5, []);
    const v = started(spec).view();
    expect(v.status).toBe('finished');
    const plain = simulate({ ruleset: 'hippodrome', seed: 5, setup: spec.setup });
    if (!plain.ok) throw new Error(plain.error.message);
    expect(v.log.footer.digest).toBe(plain.value.footer.digest);
  });

  it('refuses an illegal answer with the rule and its reason, and changes nothing', () => {
    const race = started(short('hippodrome', 2, [0, 1]));
    const before = race.view();
    const open = before.open as OpenDecision;
    expect(open.kind).toBe('keep');
    const r = race.answer(['no-such-card']);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toBe(
      `hippodrome.team-selection refuses ${open.chariot}'s keep: no-such-card is not among the cards dealt (${(open.options as { dealt: string[] }).dealt.join(', ')})`,
    );
    expect(race.view().record!.answers).toEqual(before.record!.answers);
  });

  it('leaves a decision to the AI when asked, saying so in the record', () => {
    const race = started(short('hippodrome', 2, [0]));
    const r = race.leaveToAi();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.record!.answers[0]).toMatchObject({ by: 'ai', fallback: 'left to the AI by its player' });
  });

  it('goes on from its record, and from a `quadriga play` game file holding it', () => {
    const race = started(short('aurigae', 4, [1]));
    for (let i = 0; i < 3; i++) {
      const open = race.view().open as OpenDecision;
      const r = race.answer(open.legal![open.legal!.length - 1]);
      if (!r.ok) throw new Error(r.error.message);
    }
    const here = race.view();
    for (const saved of [here.record, { format: 'quadriga.game', version: 1, ...here.record, orders: {} }]) {
      const again = HotSeat.resume(JSON.parse(JSON.stringify(saved)));
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.view().open).toEqual(here.open);
      expect(again.value.view().log.events).toEqual(here.log.events);
    }
    const broken = HotSeat.resume({ ...here.record, seed: -1 });
    expect(broken.ok).toBe(false);
  });

  it('asks a table for its dice by name and refuses a face the die does not have', () => {
    const race = started({ ...short('aurigae', 6, []), dice: 'entered' });
    const open = race.view().open!;
    expect(open.type).toBe('dice');
    if (open.type !== 'dice') return;
    expect(open.question).toMatch(new RegExp(`^${open.count}d${open.sides} for `));
    const r = race.answer(Array(open.count).fill(open.sides + 1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(`a d${open.sides} has no face ${open.sides + 1}`);
  });
});
