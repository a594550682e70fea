/**
 * The decisions a Circus Maximus driver makes, as the kernel asks for them: the speed he writes
 * each turn (with an S under the Moon's voluntary straining, and the lane he aims for), whether he
 * strains as his move begins (without that rule), and at each square of his move whether he
 * attacks a rival and how. The view is the board and the record sheets; speeds are written in
 * secret (every driver is asked before any is revealed). An answer outside the options is refused naming
 * the rule.
 */

import { z } from 'zod';
import { type Problem, problem } from '../../kernel/problems.ts';
import type { Decider, DecisionSpecs, Note } from '../../kernel/requests.ts';
import { type AttackKind, chooseAttack, chooseSpeed } from './ai.ts';
import { LANES } from './board.ts';
import type { Side } from './cause.ts';
import { CmFigures } from './context.ts';
import type { CmOptions } from './options.ts';
import type { Chariot, CmState } from './state.ts';
import { RULES } from './tables.ts';

/** What a driver sees: the board, the weather, every record sheet (while drivers write, the
 * speeds of the turn before), and which rules are in play. */
export interface CmView {
  turn: number;
  /** The driver's own chariot id. */
  chariot: string;
  laps: number;
  rules: CmOptions['rules'];
  weather: CmState['weather'];
  chariots: Chariot[];
}

export const ATTACK_KINDS = ['lash', 'ram', 'dust', 'knife', 'spear'] as const;
export type AttackPart = 'team' | 'driver' | 'car';
/** What each attack may aim at. */
export const ATTACK_PARTS: Readonly<Record<AttackKind, readonly AttackPart[]>> = {
  lash: ['team', 'driver'],
  ram: ['team', 'car'],
  dust: ['driver'],
  knife: ['team', 'driver'],
  spear: ['team', 'driver'],
};

/** Movement factors an attack costs. */
export function attackCost(kind: AttackKind): number {
  if (kind === 'spear') return RULES.spearCost.value;
  if (kind === 'dust') return RULES.dustCost.value;
  if (kind === 'knife') return RULES.knifeCost.value;
  return RULES.attackCost.value;
}

/** A rival beside the attacker's car: which side, and whether its team or its car is in reach. */
export interface ReachOption {
  target: string;
  side: Side;
  team: boolean;
  car: boolean;
}

export interface SpeedValue {
  speed: number;
  strain: boolean;
  /** The lane he steers for this turn. */
  lane: number;
}

export interface AttackValue {
  kind: AttackKind;
  target: string;
  part: AttackPart;
}

export type CmDecisions = {
  speed: {
    options: {
      /** The most he may write: team speed + CDM. */
      max: number;
      teamSpeed: number;
      cdm: number;
      /** A blinded driver cannot change his (halved) speed: the one speed he may write. */
      fixed: number | null;
      /** An S may be written (the Moon's voluntary straining is in play). */
      strain: boolean;
    };
    value: SpeedValue;
  };
  strain: { options: { endurance: number }; value: boolean };
  attack: {
    options: {
      /** Movement factors left in this move. */
      left: number;
      /** Attacks already made in this move. */
      done: number;
      /** The attacks he can make now: weapon at hand, its rule in play, its cost within `left`. */
      kinds: AttackKind[];
      reach: ReachOption[];
      /** Rivals a knife may fly at (any range), with the side each is on. */
      rivals: Array<{ target: string; side: Side }>;
    };
    value: AttackValue | null;
  };
};

export type SpeedOptions = CmDecisions['speed']['options'];
export type AttackOptions = CmDecisions['attack']['options'];

function speedProblem(o: SpeedOptions, v: SpeedValue): Problem | null {
  if (o.fixed !== null && v.speed !== o.fixed)
    return problem('cm-blinded', { fixed: o.fixed, speed: v.speed });
  if (v.speed > o.max)
    return problem('cm-speed-max', { max: o.max, teamSpeed: o.teamSpeed, cdm: o.cdm, speed: v.speed });
  if (v.strain && !o.strain) return problem('cm-strain-off', {});
  return null;
}

/** Why an attack is illegal with these options, or null. */
export function attackProblem(o: AttackOptions, v: AttackValue | null): Problem | null {
  if (v === null) return null;
  if (!o.kinds.includes(v.kind))
    return problem('cm-attack-now', { kind: v.kind, kinds: o.kinds, left: o.left });
  if (!ATTACK_PARTS[v.kind].includes(v.part))
    return problem('cm-attack-part', { kind: v.kind, parts: ATTACK_PARTS[v.kind], part: v.part });
  if (v.kind === 'knife')
    return o.rivals.some((r) => r.target === v.target)
      ? null
      : problem('cm-knife-target', { target: v.target });
  const r = o.reach.find((x) => x.target === v.target);
  if (!r) return problem('cm-not-beside', { kind: v.kind, target: v.target });
  return (v.part === 'team' ? r.team : r.car)
    ? null
    : problem('cm-out-of-reach', { target: v.target, part: v.part });
}

const givenBy = (by: Decider): string =>
  by === 'script' ? 'forced by the scenario' : by === 'human' ? 'chosen by its player' : `chosen by a ${by}`;

/** The log's words for a written speed. */
export const speedChoice = (v: SpeedValue): string =>
  `${v.speed}${v.strain ? 'S' : ''}, aiming for lane ${v.lane}`;

/** The log's words for an attack. */
export const attackChoice = (v: AttackValue): string => `${v.kind} ${v.target}'s ${v.part}`;

/** The figures and the driver's own chariot, as his view gives them. */
function seen(view: CmView): { f: CmFigures; me: Chariot } {
  const f = new CmFigures(
    { weather: view.weather, chariots: view.chariots },
    { rules: view.rules, laps: view.laps },
  );
  return { f, me: view.chariots.find((c) => c.id === view.chariot) as Chariot };
}

/** Every attack these options allow, no attack first. */
function attacks(o: AttackOptions): Array<AttackValue | null> {
  const out: Array<AttackValue | null> = [null];
  for (const kind of o.kinds)
    for (const part of ATTACK_PARTS[kind]) {
      const targets =
        kind === 'knife'
          ? o.rivals.map((r) => r.target)
          : o.reach.filter((r) => (part === 'team' ? r.team : r.car)).map((r) => r.target);
      for (const target of targets) out.push({ kind, target, part });
    }
  return out;
}

export const CM_DECISIONS: DecisionSpecs<CmDecisions, CmView> = {
  speed: {
    rule: 'circus-maximus.turn-speed',
    answer: z
      .object({
        speed: z.number().int().min(0),
        strain: z.boolean(),
        lane: z.number().int().min(1).max(LANES),
      })
      .strict(),
    check: speedProblem,
    enumerate: (o) => {
      const out: SpeedValue[] = [];
      const speeds = o.fixed !== null ? [o.fixed] : Array.from({ length: o.max + 1 }, (_, s) => s);
      for (const speed of speeds)
        for (let lane = 1; lane <= LANES; lane++) {
          out.push({ speed, strain: false, lane });
          if (o.strain) out.push({ speed, strain: true, lane });
        }
      return out;
    },
    ai: (r) => {
      const { f, me } = seen(r.view);
      const choice = chooseSpeed(f, me);
      const o = r.options;
      const speed = o.fixed ?? Math.max(0, Math.min(o.max, choice.speed));
      const value = { speed, strain: o.strain && choice.strain, lane: choice.lane };
      return { value, note: { choice: speedChoice(value), reason: choice.reason } };
    },
    describe: (_r, v, by): Note => ({ choice: speedChoice(v), reason: givenBy(by) }),
  },
  strain: {
    rule: 'circus-maximus.strain',
    answer: z.boolean(),
    check: () => null,
    enumerate: () => [false, true],
    ai: (r) => {
      const { f, me } = seen(r.view);
      const choice = chooseSpeed(f, me);
      return {
        value: choice.strain,
        note: { choice: choice.strain ? 'strains' : 'no strain', reason: choice.reason },
      };
    },
    describe: (_r, v, by): Note => ({ choice: v ? 'strains' : 'no strain', reason: givenBy(by) }),
  },
  attack: {
    rule: 'circus-maximus.movement',
    answer: z
      .object({
        kind: z.enum(ATTACK_KINDS),
        target: z.string().min(1),
        part: z.enum(['team', 'driver', 'car']),
      })
      .strict()
      .nullable(),
    check: attackProblem,
    enumerate: attacks,
    ai: (r) => {
      const { f, me } = seen(r.view);
      const o = r.options;
      const reach = o.reach.map((x) => ({ ...x, target: r.view.chariots.find((c) => c.id === x.target)! }));
      const pick = chooseAttack(f, me, o.left, reach, o.done);
      const value: AttackValue | null = pick && { kind: pick.kind, target: pick.target.id, part: pick.part };
      // The AI may think of an attack it cannot make here (no such weapon, too few MF): none then.
      if (pick === null || value === null || attackProblem(o, value) !== null)
        return { value: null, note: { choice: 'no attack', reason: `${me.personality}: no attack` } };
      return { value, note: { choice: attackChoice(value), reason: pick.reason } };
    },
    describe: (_r, v, by): Note => ({ choice: v ? attackChoice(v) : 'no attack', reason: givenBy(by) }),
  },
};
