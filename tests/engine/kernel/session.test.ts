import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/dice/dice.ts';
import type { DecisionRequest, DiceRequest } from '../../../src/engine/kernel/requests.ts';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { eventsDigest, serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup, type Personality } from '../../../src/engine/race/setup.ts';
import { hippodrome } from '../../../src/engine/rulesets/hippodrome/index.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { resumeSession, type Session, startSession } from '../../../src/engine/rulesets/session.ts';
import { verifyLog } from '../../../src/engine/verify.ts';

/** A short race (one lap) keeps the stop-at-every-request runs quick: each stop runs the race again. */
const SETUP = { ...defaultSetup(4), options: { laps: 1 } };
const IDS = ['scorpus', 'diocles', 'crescens', 'calpurnianus'];

function straight(seed: number) {
  const r = simulate({ ruleset: 'hippodrome', seed, setup: SETUP });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function open(input: Parameters<typeof startSession>[0]): Session {
  const s = startSession(input);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Keeps nothing but the record, as JSON, and opens the race again from it (another process, days later). */
function reopen(s: Session): Session {
  const again = resumeSession(JSON.parse(JSON.stringify(s.record())));
  if (!again.ok) throw new Error(again.error.message);
  return again.value;
}

/** What a bot answers: the built-in AI of the chariot's personality, handed only the request. */
function botAnswer(s: Session, request: DecisionRequest) {
  const personality = s.record().setup.chariots.find((c) => c.id === request.chariot)!
    .personality as Personality;
  const spec = hippodrome.decisions[request.kind as keyof typeof hippodrome.decisions];
  return spec.ai(request as never, personality);
}

describe('a race that stops at every request and goes on later', () => {
  test.each([3, 17])(
    'seed %i: stopped, saved and reopened at every decision, it writes the same log',
    (seed) => {
      const outside = Object.fromEntries(IDS.map((id) => [id, 'bot' as const]));
      let s = open({ ruleset: 'hippodrome', seed, setup: SETUP, outside });
      let stops = 0;
      while (s.state.status === 'waiting') {
        const request = s.state.request;
        if (request.type !== 'decision') throw new Error('seeded dice never stop the race');
        expect(IDS).toContain(request.chariot);
        s = reopen(s);
        expect(s.state).toEqual({ status: 'waiting', request });
        const a = botAnswer(s, request);
        const next = s.answer(a.value, a.note);
        if (!next.ok) throw new Error(next.error.message);
        stops++;
      }
      if (s.state.status !== 'finished') throw new Error('unreachable');
      // The same race as the AI's, but for who decided (the log says a bot did, every time), and
      // its header says who drove and what they answered.
      const { drivers, answers, ...header } = s.state.log.header;
      const log = { ...s.state.log, header };
      const bots = log.events.flatMap((e) => (e.decision ? [e.decision.by] : []));
      expect(new Set(bots)).toEqual(new Set(['bot']));
      const asAi = (l: RaceLog) =>
        serializeLog({
          ...l,
          events: l.events.map((e) => (e.decision ? { ...e, decision: { ...e.decision, by: 'ai' } } : e)),
          footer: { ...l.footer, digest: '' },
        });
      expect(asAi(log)).toBe(asAi(straight(seed)));
      expect(drivers).toEqual(outside);
      expect(answers).toEqual(s.record().answers);
      expect(answers).toHaveLength(stops);
      expect(s.state.decisions).toHaveLength(stops);
      expect(stops).toBeGreaterThan(20);
      expect(new Set(s.state.decisions.map((d) => d.by))).toEqual(new Set(['bot']));
      const kinds = new Set(s.state.decisions.map((d) => d.kind));
      for (const kind of ['keep', 'start', 'attempt']) expect(kinds).toContain(kind);
    },
  );

  test('run through, each request answered as it comes, a race writes the log and record of one answered a request at a time', () => {
    const outside = { scorpus: 'bot' as const, crescens: 'human' as const };
    // The same answers either way: the AI's, but every third decision late (the AI decides, saying
    // why) and every fifth first answered with something the rules refuse.
    const respond = (s: Session, n: number): void => {
      const request = s.state.status === 'waiting' ? s.state.request : null;
      if (request?.type !== 'decision') throw new Error('expected a decision');
      if (n % 5 === 0) expect(s.answer('nonsense').ok).toBe(false);
      const r =
        n % 3 === 0
          ? s.fallback(`late (${n})`)
          : s.answer(botAnswer(s, request).value, { reason: `mine (${n})` });
      if (!r.ok) throw new Error(r.error.message);
    };
    const stepped = open({ ruleset: 'hippodrome', seed: 17, setup: SETUP, outside });
    let n = 0;
    while (stepped.state.status === 'waiting') respond(stepped, n++);
    expect(n).toBeGreaterThan(10);

    // Begun a request at a time and saved, then reopened and run through to the end.
    let through = open({ ruleset: 'hippodrome', seed: 17, setup: SETUP, outside });
    let m = 0;
    for (; m < 4; m++) respond(through, m);
    through = reopen(through);
    const ran = through.runThrough((s) => {
      expect(s).toBe(through);
      respond(s, m++);
    });
    if (!ran.ok) throw new Error(ran.error.message);
    expect(m).toBe(n);
    expect(through.state.status).toBe('finished');
    expect(serializeLog(through.logSoFar())).toBe(serializeLog(stepped.logSoFar()));
    expect(through.record()).toEqual(stepped.record());
    if (through.state.status !== 'finished' || stepped.state.status !== 'finished')
      throw new Error('unreachable');
    expect(through.state.decisions).toEqual(stepped.state.decisions);
    const v = verifyLog(serializeLog(through.logSoFar()));
    expect(v.ok && v.value.verdict).toBe('same');
  });

  test('run through, a request left unanswered is an error, and a race with dice from a table does not run through', () => {
    const s = open({ ruleset: 'hippodrome', seed: 3, setup: SETUP, outside: { crescens: 'bot' } });
    expect(() => s.runThrough(() => {})).toThrow(/crescens's keep was not answered/);
    const table = open({ ruleset: 'hippodrome', seed: 3, setup: SETUP, dice: 'entered' });
    expect(table.runThrough(() => {})).toMatchObject({ ok: false, error: { path: '$.dice' } });
  });

  test('an illegal answer is refused with a message naming the rule; the race still waits for it', () => {
    let s = open({ ruleset: 'hippodrome', seed: 3, setup: SETUP, outside: { crescens: 'human' } });
    const first = s.state;
    if (first.status !== 'waiting' || first.request.type !== 'decision')
      throw new Error('expected a decision');
    expect([first.request.chariot, first.request.kind, first.request.rule]).toEqual([
      'crescens',
      'keep',
      'hippodrome.team-selection',
    ]);
    const dealt = (first.request.options as { dealt: string[] }).dealt;
    const notDealt = hippodrome.decisions.keep.enumerate({ dealt: ['H01'] })[1]![0]!;
    const refusals = [
      [dealt[0], /malformed answer .*expected array/],
      [[dealt[0], dealt[0]], /named twice/],
      [dealt.includes(notDealt) ? ['X99'] : [notDealt], /is not among the cards dealt/],
    ] as const;
    for (const [value, why] of refusals) {
      const r = s.answer(value);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.rule).toBe('hippodrome.team-selection');
      expect(r.error.message).toMatch(/^hippodrome\.team-selection refuses crescens's keep: /);
      expect(r.error.message).toMatch(why);
      expect(s.state).toBe(first);
    }
    // Too many horses: four is the most a team keeps.
    const horses = dealt.filter((id) => id.startsWith('H'));
    if (horses.length > 4) {
      const r = s.answer(horses);
      expect(r.ok || r.error.message).toMatch(/keeps at most 4 horse cards/);
    }
    const ok = s.answer([]);
    expect(ok.ok).toBe(true);
    s = reopen(s);
    expect(s.record().answers).toEqual([
      { type: 'decision', turn: 0, chariot: 'crescens', kind: 'keep', value: [], by: 'human' },
    ]);
  });

  test('the AI answers for a bot that could not: the record, the decisions and the log say who and why', () => {
    let s = open({ ruleset: 'hippodrome', seed: 3, setup: SETUP, outside: { crescens: 'bot' } });
    const first = s.state;
    if (first.status !== 'waiting' || first.request.type !== 'decision')
      throw new Error('expected a decision');
    // The legal answers are listed for the bot: every keep the selection rule allows.
    const legal = s.legal()!;
    expect(legal).toContainEqual([]);
    expect(legal).toHaveLength(hippodrome.decisions.keep.enumerate(first.request.options as never).length);
    const ai = botAnswer(s, first.request);
    let n = 0;
    while (s.state.status === 'waiting') {
      const r = s.fallback(`the bot did not answer within 100 ms (${n++})`);
      if (!r.ok) throw new Error(r.error.message);
      if (n === 3) s = reopen(s);
    }
    if (s.state.status !== 'finished') throw new Error('unreachable');
    const answers = s.record().answers;
    expect(answers[0]).toMatchObject({ chariot: 'crescens', kind: 'keep', value: ai.value, by: 'ai' });
    expect(answers[0]!.type === 'decision' && answers[0]!.fallback).toBe(
      'the bot did not answer within 100 ms (0)',
    );
    const mine = s.state.decisions.filter((d) => d.chariot === 'crescens');
    expect(mine).toHaveLength(n);
    expect(
      mine.every((d, k) => d.by === 'ai' && d.fallback === `the bot did not answer within 100 ms (${k})`),
    ).toBe(true);
    // The AI decided as it would have: the same race, with the reason in the decision's words.
    const { drivers, answers: kept, ...header } = s.state.log.header;
    expect(drivers).toEqual({ crescens: 'bot' });
    expect(kept).toEqual(answers);
    const plain = straight(3);
    expect(s.state.log.events.map((e) => e.effect)).toEqual(plain.events.map((e) => e.effect));
    expect(header).toEqual(plain.header);
    const select = s.state.log.events.find((e) => e.type === 'select' && e.chariots[0] === 'crescens')!;
    expect(select.decision!.reason).toBe(
      `the bot did not answer within 100 ms (0); the AI decides: ${ai.note!.reason}`,
    );
    // Verify runs it again from the header's answers.
    const v = verifyLog(serializeLog(s.state.log));
    expect(v.ok && v.value.verdict).toBe('same');
  });

  test('a bad record is an error naming its path; answers the race never asks for are refused', () => {
    expect(resumeSession({ ruleset: 'quidditch' })).toMatchObject({
      ok: false,
      error: { path: '$.ruleset' },
    });
    const s = open({ ruleset: 'hippodrome', seed: 3, setup: SETUP, outside: { crescens: 'human' } });
    const record = s.record();
    expect(resumeSession({ ...record, seed: -1 })).toMatchObject({ ok: false, error: { path: '$.seed' } });
    expect(resumeSession({ ...record, outside: { nobody: 'human' } })).toMatchObject({
      ok: false,
      error: { path: '$.outside.nobody' },
    });
    const wrong = { type: 'decision', turn: 0, chariot: 'diocles', kind: 'keep', value: [], by: 'human' };
    expect(resumeSession({ ...record, answers: [wrong] })).toMatchObject({
      ok: false,
      error: {
        path: '$.answers[0]',
        message:
          "answer 0 does not fit the race: it answers diocles's keep in turn 0, the race asks for crescens's keep in turn 0",
      },
    });
    // An answer past the end of the race: the race never asks for it.
    const ai = open({ ruleset: 'hippodrome', seed: 3, setup: SETUP }).record();
    expect(resumeSession({ ...ai, answers: [{ ...wrong, chariot: 'crescens' }] })).toMatchObject({
      ok: false,
      error: { path: '$.answers[0]', message: 'the race ended with 1 answer it never asked for' },
    });
  });
});

describe('entered dice: faces thrown at a real table', () => {
  test('each roll stops the race until its faces are typed in; the seed’s faces typed in give the seed’s race', () => {
    const seed = 5;
    const table = new SeededDice(seed);
    let s = open({ ruleset: 'hippodrome', seed, setup: SETUP, dice: 'entered' });
    let rolls = 0;
    while (s.state.status === 'waiting') {
      const request = s.state.request as DiceRequest;
      expect(request.type).toBe('dice');
      const r = s.answer(table.roll(request.count, request.sides, request.why));
      if (!r.ok) throw new Error(r.error.message);
      rolls++;
      if (rolls % 40 === 0) s = reopen(s);
    }
    if (s.state.status !== 'finished') throw new Error('unreachable');
    expect(s.state.dice).toBe('entered');
    expect(s.state.log.events).toEqual(straight(seed).events);
    expect(rolls).toBe(table.history.length);
    // The header says where the dice came from and holds every face typed in, in order: verify
    // resolves the race again from its own dice, and a face changed there changes the race.
    expect(s.state.log.header.dice).toBe('entered');
    expect(straight(seed).header.dice).toBeUndefined();
    const answers = s.state.log.header.answers!;
    expect(answers.map((a) => (a.type === 'dice' ? a.faces : null))).toEqual(
      table.history.map((r) => r.faces),
    );
    const v = verifyLog(serializeLog(s.state.log));
    if (!v.ok) throw new Error(v.error.message);
    expect(v.value.verdict).toBe('same');
    const changed = JSON.parse(JSON.stringify(s.state.log)) as RaceLog;
    const k = changed.header.answers!.findIndex(
      (a, n) => n > 40 && a.type === 'dice' && a.faces.length === 1,
    );
    const die = changed.header.answers![k] as { faces: number[] };
    die.faces = [die.faces[0] === 1 ? 2 : 1];
    const c = verifyLog(serializeLog(changed));
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.verdict).toBe('different');
    // Without its answers (a log from before they were kept) it is checked for legality only.
    const { answers: _kept, ...bare } = s.state.log.header;
    const b = verifyLog(serializeLog({ ...s.state.log, header: bare }));
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.verdict).toBe('not-reresolved');
    expect(b.value.details).toEqual([
      'its dice were thrown at a real table and typed in (header dice: entered): the race was checked for legality, every face fitting its die, and was not rolled again',
    ]);
    // A face no die shows, written into the log (its digest made to match): found and named.
    const bad = JSON.parse(JSON.stringify(s.state.log)) as RaceLog;
    const i = bad.events.findIndex((e) => e.rolls?.some((r) => r.dice === '1d6'));
    const j = bad.events[i]!.rolls!.findIndex((r) => r.dice === '1d6');
    bad.events[i]!.rolls![j]!.faces = [7];
    bad.footer.digest = eventsDigest(bad.events);
    const w = verifyLog(serializeLog(bad));
    if (!w.ok) throw new Error(w.error.message);
    expect(w.value.verdict).toBe('inconsistent');
    expect(w.value.details[0]).toMatch(
      new RegExp(`^\\$\\.events\\[${i}\\]\\.rolls\\[${j}\\]: a d6 has no face 7`),
    );
  });

  test('a face the die cannot show is refused, saying which die and which face', () => {
    const table = new SeededDice(5);
    const s = open({ ruleset: 'hippodrome', seed: 5, setup: SETUP, dice: 'entered' });
    // Type in the shuffles until the race asks for a plain d6.
    for (;;) {
      const request = (s.state as { request: DiceRequest }).request;
      if (request.sides === 6 && request.count === 1) break;
      s.answer(table.roll(request.count, request.sides, request.why));
    }
    const waiting = s.state;
    const request = (waiting as { request: DiceRequest }).request;
    for (const [faces, why] of [
      [[7], /a d6 has no face 7 \(its faces are 1 to 6\)/],
      [[0], /a d6 has no face 0/],
      [[2.5], /a d6 has no face 2\.5/],
      [[3, 4], /1d6 is 1 die: 2 faces given/],
      ['six', /give the faces of the 1d6 as a list of numbers/],
    ] as const) {
      const r = s.answer(faces);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(why);
      if (!r.ok) expect(r.error.message).toContain(request.purpose);
      expect(s.state).toBe(waiting);
    }
    expect(s.answer([6]).ok).toBe(true);
  });
});
