import { z } from 'zod';
import { purpose } from '../../../src/engine/dice/purposes.ts';
import type { RulesetDefinition } from '../../../src/engine/kernel/definition.ts';
import { problem } from '../../../src/engine/kernel/problems.ts';
import type { KernelRace } from '../../../src/engine/kernel/race.ts';
import type { DecisionSpecs } from '../../../src/engine/kernel/requests.ts';
import type { Condition } from '../../../src/engine/log/schema.ts';
import type { RulesCatalogue } from '../../../src/engine/rules/types.ts';
import type { RulesetId } from '../../../src/engine/rulesets/ids.ts';

/**
 * A test double for the kernel: a sprint down one straight, the smallest ruleset that uses every
 * part of a definition the four real ones use (options with defaults, a turn limit, a decision
 * with an AI, a wreck, finishes within a turn). Each turn every chariot still racing chooses its
 * pace: steady (1d6 squares) or whip (2d6, but double ones wreck it).
 */
export interface SprintState {
  turn: number;
  chariots: Array<{ id: string; at: number; status: Condition['status']; finishedAt: number | null }>;
}
export interface SprintOptions {
  length: number;
  maxTurns: number;
}
export type SprintDecisions = {
  pace: { options: { choices: Array<'steady' | 'whip'> }; value: 'steady' | 'whip' };
};
export interface SprintView {
  at: number;
  length: number;
}
type Sprint = KernelRace<SprintState, SprintOptions, SprintDecisions, SprintView, never>;

const condition = (c: SprintState['chariots'][number]): Condition => ({
  status: c.status,
  attrs: { at: c.at },
});

const decisions: DecisionSpecs<SprintDecisions, SprintView> = {
  pace: {
    rule: 'sprint.pace',
    answer: z.enum(['steady', 'whip']),
    check: (o, v) =>
      o.choices.includes(v) ? null : problem('not-a-choice', { value: v, choices: o.choices }),
    enumerate: (o) => [...o.choices],
    // Reckless drivers whip when far behind; the rest run steady.
    ai: (r, p) => ({
      value: p === 'reckless' && r.view.at < r.view.length / 2 ? 'whip' : 'steady',
      note: { choice: 'a pace', reason: `${p}` },
    }),
    describe: (_r, v) => ({ choice: v, reason: 'given' }),
  },
};

function moveAll(race: Sprint): void {
  const racing = race.state.chariots.filter((c) => c.status === 'racing');
  for (const [k, c] of racing.entries()) {
    const f = (k + 1) / (racing.length + 1);
    const pace = race.decide('pace', c.id, { choices: ['steady', 'whip'] });
    const faces = race.dice.roll(
      pace.value === 'whip' ? 2 : 1,
      6,
      purpose(pace.value === 'whip' ? 'crudis-whip-white' : 'crudis-white'),
      c.id,
    );
    if (faces.length === 2 && faces[0] === 1 && faces[1] === 1) {
      c.status = 'wrecked';
      race.emit(
        {
          phase: 'move',
          type: 'wreck',
          chariots: [c.id],
          rule: 'sprint.whip',
          effect: { summary: 'double ones', condition: { [c.id]: condition(c) } },
        },
        f,
      );
      continue;
    }
    c.at += faces.reduce((a, b) => a + b, 0);
    race.emit(
      {
        phase: 'move',
        type: 'move',
        chariots: [c.id],
        rule: 'sprint.move',
        decision: pace.note,
        effect: { summary: `to ${c.at}`, condition: { [c.id]: condition(c) } },
      },
      f,
    );
    if (c.at >= race.opts.length) {
      c.status = 'finished';
      const e = race.emit(
        {
          phase: 'move',
          type: 'finish',
          chariots: [c.id],
          rule: 'sprint.finish',
          effect: { summary: 'home', condition: { [c.id]: condition(c) } },
        },
        f,
      );
      c.finishedAt = e.t;
    }
  }
}

export const sprint: RulesetDefinition<SprintState, SprintOptions, SprintDecisions, SprintView> = {
  id: 'sprint' as RulesetId,
  rulesVersion: '1.0.0',
  options: z.object({
    length: z.number().int().min(1, 'length is 1 square or more').default(20),
    maxTurns: z.number().int().min(1, 'maxTurns is 1 or more').default(10),
  }),
  field: { defaultSize: 3 },
  maxTurns: (o) => o.maxTurns,
  init: (race) => ({
    turn: 0,
    chariots: race.setup.chariots.map((c) => ({
      id: c.id,
      at: 0,
      status: 'racing' as const,
      finishedAt: null,
    })),
  }),
  setup: (race) => {
    for (const c of race.state.chariots)
      race.emit(
        {
          phase: 'setup',
          type: 'place',
          chariots: [c.id],
          rule: 'sprint.start',
          effect: { summary: 'on the line' },
        },
        0,
      );
  },
  turn: [{ name: 'move', run: moveAll }],
  isOver: (race) => race.state.chariots.every((c) => c.status !== 'racing'),
  standings: (race) =>
    race.state.chariots.map((c) => ({
      chariot: c.id,
      status: c.status,
      finishedAt: c.finishedAt,
      progress: c.at,
    })),
  wrecks: (race) =>
    race.state.chariots
      .filter((c) => c.status === 'wrecked')
      .map((c) => ({
        chariot: c.id,
        seq: race.events.find((e) => e.type === 'wreck' && e.chariots[0] === c.id)!.seq,
        turn: race.events.find((e) => e.type === 'wreck' && e.chariots[0] === c.id)!.turn,
        at: { place: 1 },
      })),
  retire: (race, id) => {
    const c = race.state.chariots.find((x) => x.id === id)!;
    c.status = 'retired';
    return condition(c);
  },
  header: (race) => ({
    options: { length: race.opts.length, maxTurns: race.opts.maxTurns },
    track: { id: 'test-straight', board: { kind: 'places' }, features: [] },
    entrants: race.state.chariots.map((_, i) => ({ stats: {}, start: { place: i + 1 } })),
  }),
  view: (race, id) => ({ at: race.state.chariots.find((c) => c.id === id)!.at, length: race.opts.length }),
  decisions,
  catalogue: {
    ruleset: 'sprint' as RulesetId,
    seedFile: '',
    complete: true,
    clauses: [],
    notRules: [],
    rules: [],
    tables: [],
  } satisfies RulesCatalogue,
};
