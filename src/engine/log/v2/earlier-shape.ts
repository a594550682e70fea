/**
 * What a version 2 log written before its ruleset's events were typed recorded, as the engine now
 * writes the same race: its events as the shared envelope. `quadriga verify` compares such a log
 * with this engine's race in that shape, since only what the log recorded can be compared
 * (tests/fixtures/logs/v2-before-typed; the reader completes such a log as ./from-v1.ts says).
 */
import type { RulesetId } from '../../rulesets/ids.ts';
import type { RaceEvent, RaceLog } from '../schema.ts';
import { withFooterOfEvents } from '../versions.ts';
import { EventEnvelopeSchemaV2 } from './envelope.ts';

/**
 * Event types a ruleset's typed events brought that its logs of the earlier shape never held: a
 * Circus Maximus chariot's `lap` before its `finish`, and the `decide` event that carries a
 * decision that made no event of its own (a declined strain or whip). Aurigae's typing added none.
 */
export const ADDED_WHEN_TYPED: Readonly<Partial<Record<RulesetId, readonly string[]>>> = {
  'circus-maximus': ['lap', 'decide'],
  crudis: ['decide'],
};

const ENVELOPE_FIELDS = Object.keys(EventEnvelopeSchemaV2.shape);

/**
 * One event as the envelope recorded it: its envelope fields only; its decision in words, its kind
 * the event's type and no answer (`value: null`, no `by`); each modifier its words and value.
 */
function envelopeEvent(event: RaceEvent, seq: number): RaceEvent {
  const source = event as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ENVELOPE_FIELDS) if (source[key] !== undefined) out[key] = source[key];
  out.seq = seq;
  if (event.decision) {
    const { by: _by, value: _value, kind: _kind, ...words } = event.decision;
    out.decision = { ...words, kind: event.type, value: null };
  }
  if (event.rolls)
    out.rolls = event.rolls.map((roll) => ({
      ...roll,
      modifiers: roll.modifiers.map((m) => ({ source: m.source, value: m.value })),
    }));
  return out as unknown as RaceEvent;
}

/**
 * A log this engine wrote, in the shape its ruleset's logs had before their events were typed: the
 * events that shape did not write left out (the rest numbered again, each checkpoint's last event
 * with them), each event its envelope, the footer's count and digest those of these events. The
 * checkpoints' state hashes stay this engine's: they hash its race state, not the log.
 */
export function inEarlierShape(log: RaceLog): RaceLog {
  const added = new Set(ADDED_WHEN_TYPED[log.header.ruleset.id as RulesetId] ?? []);
  const events: RaceEvent[] = [];
  /** For each event of `log`, how many of it and the events before it are kept. */
  const kept: number[] = [];
  for (const event of log.events) {
    if (!added.has(event.type)) events.push(envelopeEvent(event, events.length));
    kept.push(events.length);
  }
  const checkpoints = log.checkpoints.map((c) => ({
    ...c,
    lastSeq: c.lastSeq < 0 ? c.lastSeq : kept[c.lastSeq]! - 1,
  }));
  return withFooterOfEvents({ ...log, events, checkpoints });
}
