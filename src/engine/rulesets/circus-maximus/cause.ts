/**
 * Where a blow, a strain or a slide comes from: the side it comes from and what caused it, shared
 * by the incidents (incidents.ts), the wounds (wounds.ts), wheels and flips (flips.ts) and combat.
 */
import type { CmCause } from '../../log/v2/circus-maximus.ts';
import type { Chariot } from './state.ts';

/** -1: from the inside (spina side, the left), +1: from the outside (the right). */
export type Side = -1 | 1;
export const wheelOf = (side: Side): 'left' | 'right' => (side < 0 ? 'left' : 'right');

/** Where a blow, a strain or a slide comes from, for the log and the rules that follow it. */
export interface Cause {
  /** What it is, as the log types it. */
  kind: CmCause;
  rule: string;
  /** What it is, in words (the summary). */
  what: string;
  /** The chariot that caused it, if any: it rolls the critical horse hits. */
  by?: Chariot;
  /** Side of the victim the threat comes from. */
  side: Side;
}

/** A cause as an event's typed fields: what it was, and whose act. */
export const causeOf = (cause: Cause): { cause: CmCause; by: string | null } => ({
  cause: cause.kind,
  by: cause.by?.id ?? null,
});

/** Seen from the defender, the attacker is on the opposite side. */
export const flipSide = (s: Side): Side => -s as Side;
