import { canonicalJson, sha256Hex } from '../log/canonical.ts';
import type { Condition, Decision, RaceEvent, TurnCheckpoint } from '../log/schema.ts';
import type { DecisionV2 } from '../log/v2/envelope.ts';

/** Fractions and times are rounded to this many decimals so logs stay short and readable. */
export const roundT = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * A decision as a ruleset emits it: its words, and as data where the ruleset records it (on the
 * kernel). Without a kind the event's type names it, and an answer not given is null.
 */
export type DecisionDraft = Decision & Partial<Pick<DecisionV2, 'kind' | 'by' | 'value'>>;

export type EventDraft = Omit<RaceEvent, 'seq' | 't' | 'turn' | 'decision'> & {
  t?: number;
  decision?: DecisionDraft | undefined;
};

/**
 * Appends events in resolution order, numbering them, and records a state hash at the end of
 * every turn. Rulesets call `emit` with the turn fraction at which the event happens.
 */
export class LogWriter {
  readonly events: RaceEvent[] = [];
  readonly checkpoints: TurnCheckpoint[] = [];
  turn = 0;

  /** Emits an event at turn + fraction (fraction in [0, 1]). */
  emit(draft: EventDraft, fraction = 0): RaceEvent {
    const { t: _ignored, decision, ...rest } = draft;
    const f = Math.min(1, Math.max(0, fraction));
    const event: RaceEvent = { seq: this.events.length, turn: this.turn, t: roundT(this.turn + f), ...rest };
    if (decision)
      event.decision = { ...decision, kind: decision.kind ?? draft.type, value: decision.value ?? null };
    this.events.push(event);
    return event;
  }

  /**
   * Ends a race at its turn limit: each chariot still racing is marked retired, with a `retire`
   * event at the end of the turn under the ruleset's time-limit rule.
   */
  retireAtTurnLimit<C extends { id: string; status: string }>(
    racing: readonly C[],
    rule: string,
    maxTurns: number,
    conditionOf: (c: C) => Condition,
  ): void {
    for (const c of racing) {
      c.status = 'retired';
      this.emit(
        {
          phase: 'race-end',
          type: 'retire',
          chariots: [c.id],
          rule,
          effect: {
            summary: `still racing after ${maxTurns} turns: retired`,
            condition: { [c.id]: conditionOf(c) },
          },
        },
        1,
      );
    }
  }

  /** Closes the current turn with the hash of the state as it now stands. */
  checkpoint(state: unknown): void {
    this.checkpoints.push({
      turn: this.turn,
      lastSeq: this.events.length - 1,
      stateHash: sha256Hex(canonicalJson(state)),
    });
  }
}
