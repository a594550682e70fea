/**
 * Why an answer is refused, as data: a code and its figures. The engine words each in English for
 * the command, bots and logs (the words below, the refusal's `message`); the viewer words the
 * code and figures in the page's language from its catalogue (src/messages/en-refusals.ts,
 * fr-refusals.ts), which must word every code here.
 */

/** A list of ids or words, as the English message joins them. */
type Words = readonly string[];

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Each refusal's figures and its English words, by code. */
export const PROBLEM_WORDS = {
  // Any decision: an answer not shaped as the decision takes it (the schema's complaint).
  malformed: (f: { at: string; issue: string }) =>
    `a malformed answer${f.at ? ` at ${f.at}` : ''} (${f.issue})`,
  // Any decision: an answer that is none of the choices offered.
  'not-a-choice': (f: { value: string; choices: Words }) =>
    `${f.value} is not one of the choices (${f.choices.join(', ')})`,
  // Dice typed in.
  'dice-list': (f: { dice: string }) => `give the faces of the ${f.dice} as a list of numbers`,
  'dice-count': (f: { dice: string; count: number; given: number }) =>
    `${f.dice} is ${f.count} ${f.count === 1 ? 'die' : 'dice'}: ${f.given} face${f.given === 1 ? '' : 's'} given`,
  'dice-face': (f: { sides: number; face: string }) =>
    `a d${f.sides} has no face ${f.face} (its faces are 1 to ${f.sides})`,
  // Circus Maximus.
  'cm-blinded': (f: { fixed: number; speed: number }) =>
    `a blinded driver cannot change his speed: he writes ${f.fixed} (circus-maximus.pouch-of-dust), not ${f.speed}`,
  'cm-speed-max': (f: { max: number; teamSpeed: number; cdm: number; speed: number }) =>
    `the driver may write at most ${f.max} (team speed ${f.teamSpeed} + CDM ${f.cdm}), not ${f.speed}`,
  'cm-strain-off': (_f: Record<string, never>) =>
    'an S is written only under voluntary straining (circus-maximus.voluntary-straining is off)',
  'cm-attack-now': (f: { kind: string; kinds: Words; left: number }) =>
    `no ${f.kind} can be made now (circus-maximus.${f.kind}): ${f.kinds.length > 0 ? `only ${f.kinds.join(', ')}` : 'no attack at all'}, with ${f.left} MF left`,
  'cm-attack-part': (f: { kind: string; parts: Words; part: string }) =>
    `a ${f.kind} aims at ${f.parts.join(' or ')}, not the ${f.part}`,
  'cm-knife-target': (f: { target: string }) => `${f.target} is not a rival still racing`,
  'cm-not-beside': (f: { kind: string; target: string }) =>
    `${f.target} is not beside the car (circus-maximus.${f.kind} needs a rival alongside)`,
  'cm-out-of-reach': (f: { target: string; part: string }) => `${f.target}'s ${f.part} is not within reach`,
  // Aurigae.
  'aurigae-stop-only': (f: { speed: number; most: number }) =>
    `the 4d6 change is only used to stop: at ${f.speed} in a turn 4d6 (at most ${f.most}) cannot stop the chariot`,
  'aurigae-change': (f: { change: string }) => `${f.change} is not a speed change allowed here`,
  'aurigae-turn': (f: { maxTurn: number; step: number; turn: number }) =>
    `a turn is 0 to ${f.maxTurn} degrees either way in steps of ${f.step} (not ${f.turn})`,
  'aurigae-reverse': (f: { speed: number }) =>
    `the chariot must be at 0 speed to change direction (it is at ${f.speed})`,
  // Hippodrome. `among`: the cards dealt, the hand, or the cards in hand of one statistic.
  'hippodrome-not-among': (f: { id: string; among: 'dealt' | 'hand' | 'stat'; stat: string; from: Words }) =>
    `${f.id} is not ${f.among === 'dealt' ? 'among the cards dealt' : f.among === 'hand' ? 'in hand' : `a ${f.stat} card in hand`} (${f.from.join(', ') || 'none'})`,
  'hippodrome-twice': (f: { id: string }) => `${f.id} is named twice`,
  'hippodrome-keep': (f: { limit: number; kind: string }) =>
    `a team keeps at most ${f.limit} ${f.kind} card${f.limit === 1 ? '' : 's'}`,
  'hippodrome-rumor': (f: { card: string; target: string; targets: Words }) =>
    `${f.card} cannot name ${f.target} (it may name ${f.targets.join(', ')})`,
  'hippodrome-start': (f: { choice: string }) => `${f.choice} is not a way to start`,
  'hippodrome-cards': (f: { limit: number }) =>
    `at most ${f.limit} card${f.limit === 1 ? '' : 's'} go on one roll`,
  'hippodrome-discard': (f: { count: number }) =>
    `the hand is ${f.count} over its limit: discard exactly ${f.count}`,
  // Crudis.
  'crudis-forward': (f: { forward: number }) => `forward ${f.forward} is not a move`,
  'crudis-lanes': (f: { changes: number; forward: number }) =>
    `${plural(f.changes, 'lane')} sideways need as many squares forward (one lane per square); the move is ${f.forward}`,
  'crudis-steps': (f: { laterals: Words }) =>
    `the lane changes (${f.laterals.join(', ')}) must give one lane at most per square forward`,
  'crudis-off-track': (f: { lane: number; max: number }) =>
    `lane ${f.lane} is off the track (a chariot runs in lanes 1 to ${f.max})`,
  'crudis-manoeuvre': (f: {
    forward: number;
    white: number;
    changes: number;
    ram: boolean;
    rip: boolean;
    cost: number;
    red: number;
  }) =>
    `${[`forward ${f.forward} from white ${f.white}`, plural(f.changes, 'lane change'), ...(f.ram ? ['a ram'] : []), ...(f.rip ? ['a rip'] : [])].join(', ')} need ${plural(f.cost, 'manoeuvre point')}; the red die gave ${f.red}`,
  'crudis-no-rival': (f: { target: string }) => `${f.target} is not a rival on the track`,
  'crudis-ram-first': (f: { blocker: string; target: string }) =>
    `the move runs into ${f.blocker} first, not ${f.target}`,
  'crudis-ram-never': (f: { target: string }) =>
    `the move never runs into ${f.target} (a ram is a collision)`,
  'crudis-rip-square': (f: { atStep: number; forward: number }) =>
    `square ${f.atStep} is not one of the ${plural(f.forward, 'square')} of the move`,
  'crudis-rip-never': (f: { target: string; atStep: number }) =>
    `the move never draws alongside ${f.target} from square ${f.atStep} on`,
  'crudis-whip-rival': (f: { target: string }) =>
    `${f.target} is not a rival the whip can reach (racing, not locked to him)`,
  'crudis-whip-reach': (f: { target: string; part: string; range: number; parts: Words }) =>
    `${f.target}'s ${f.part} ${f.part === 'charioteer' ? 'is' : 'are'} out of reach of the whip (range ${f.range}; in reach: ${f.parts.length > 0 ? f.parts.join(', ') : 'nothing'})`,
  'crudis-shift': (f: { shift: number }) => `${f.shift} is not -1 (in), 0 or 1 (out)`,
  'crudis-shift-off': (f: { shift: number }) =>
    `moving ${f.shift < 0 ? 'in' : 'out'} takes the locked chariots off the track`,
} as const;

export type ProblemCode = keyof typeof PROBLEM_WORDS;
/** The figures of a refusal of this code. */
export type FiguresOf<C extends ProblemCode> = Parameters<(typeof PROBLEM_WORDS)[C]>[0];

/**
 * Why an answer is refused: its code, its figures, and the rule it breaks where that is not the
 * decision's own rule (a Crudis move refused under the ramming rule).
 */
export type Problem = {
  [C in ProblemCode]: { readonly code: C; readonly figures: FiguresOf<C>; readonly rule?: string };
}[ProblemCode];

/** A refusal of this code with these figures. */
export function problem<C extends ProblemCode>(code: C, figures: FiguresOf<C>, rule?: string): Problem {
  return (rule === undefined ? { code, figures } : { code, figures, rule }) as Problem;
}

/** A refusal in the engine's English words (the rule it breaks named where not the decision's). */
export function problemText(p: Problem, decisionRule?: string): string {
  const words = (PROBLEM_WORDS[p.code] as (f: unknown) => string)(p.figures);
  return p.rule !== undefined && p.rule !== decisionRule ? `${words} (${p.rule})` : words;
}
