import { expect } from 'vitest';
import type { DecisionRequest, Note } from '../../../src/engine/kernel/requests.ts';
import type { Personality } from '../../../src/engine/race/setup.ts';
import { KERNEL_RULESETS } from '../../../src/engine/rulesets/definitions.ts';
import type { RulesetId } from '../../../src/engine/rulesets/ids.ts';
import {
  type NewSession,
  resumeSession,
  type Session,
  startSession,
} from '../../../src/engine/rulesets/session.ts';

/** What a bot answers: the chariot's AI, handed only the request (its options and view). */
export function aiAnswer(s: Session, request: DecisionRequest): { value: unknown; note?: Note } {
  const record = s.record();
  const personality = record.setup.chariots.find((c) => c.id === request.chariot)!.personality as Personality;
  return KERNEL_RULESETS[record.ruleset as RulesetId]!.use((def) =>
    def.decisions[request.kind]!.ai(request as never, personality),
  );
}

/**
 * Runs a race that stops at every request from outside: at each stop the session is kept only as
 * its record, in JSON, and opened again from it (another process, days later), where it must wait
 * for the same request; then `answer` answers it. Returns the finished session, the number of stops
 * and the kinds of decision asked.
 */
export function stopAtEveryRequest(
  input: NewSession,
  answer: (s: Session, request: DecisionRequest) => { value: unknown; note?: Note } = aiAnswer,
): { session: Session; stops: number; kinds: Set<string> } {
  const started = startSession(input);
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  const kinds = new Set<string>();
  let stops = 0;
  while (s.state.status === 'waiting') {
    const request = s.state.request;
    if (request.type !== 'decision') throw new Error('seeded dice never stop the race');
    kinds.add(request.kind);
    const again = resumeSession(JSON.parse(JSON.stringify(s.record())));
    if (!again.ok) throw new Error(again.error.message);
    s = again.value;
    expect(s.state).toEqual({ status: 'waiting', request });
    const a = answer(s, request);
    const next = s.answer(a.value, a.note);
    if (!next.ok) throw new Error(next.error.message);
    stops++;
  }
  return { session: s, stops, kinds };
}
