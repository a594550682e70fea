/**
 * Aurigae (the miniatures rules): chariots plotted and moved on a table in inches, an integrity
 * check at the end of every move. The kernel runs it from this definition: turn 0 generates each
 * charioteer and team on the start grid; every turn then runs the steps of turn.ts.
 */
import { z } from 'zod';
import type { RulesetDefinition } from '../../kernel/definition.ts';
import type { Condition, Header } from '../../log/schema.ts';
import { AURIGAE_CATALOGUE } from '../../rules/aurigae.ts';
import type { View } from './ai.ts';
import { boardSpec, finishStation } from './arena.ts';
import { type AurigaeOptions, point } from './context.ts';
import { AURIGAE_DECISIONS, type AurigaeDecisions } from './decisions.ts';
import { view } from './plotting.ts';
import { generate, startPose } from './start.ts';
import { type AurigaeState, type Chariot, conditionOf } from './state.ts';
import { RULES } from './tables.ts';
import { type AurigaeExtras, type AurRace, moveAll, plotAll, racing, turnStart } from './turn.ts';

export const AURIGAE_RULES_VERSION = '1.1.0';

const LAPS = 'laps must be a whole number from 1 to 12';
const MAX_TURNS = 'maxTurns must be a whole number from 1 to 2000';

/** `laps` (1-12, default 7) and `maxTurns` (1-2000, default 400). */
export const AurigaeOptionsSchema = z.object({
  laps: z
    .number({ error: LAPS })
    .int(LAPS)
    .min(1, LAPS)
    .max(12, LAPS)
    .default(RULES.laps.value)
    .describe('Laps to race (the rules race 7).'),
  maxTurns: z
    .number({ error: MAX_TURNS })
    .int(MAX_TURNS)
    .min(1, MAX_TURNS)
    .max(2000, MAX_TURNS)
    .default(RULES.maxTurns.value)
    .describe('Turns after which chariots still racing retire (a stalled race still ends).'),
});

type Definition = RulesetDefinition<AurigaeState, AurigaeOptions, AurigaeDecisions, View, AurigaeExtras>;

/** The field on the start grid (or where a scenario places it), before generation. */
function initialState(r: AurRace): AurigaeState {
  const n = r.setup.chariots.length;
  const chariots = r.setup.chariots.map(
    (c, i): Chariot => ({
      id: c.id,
      personality: c.personality,
      ...startPose(i, n),
      grade: 'novice',
      team: 'fair',
      skill: RULES.baseSkill.value,
      strength: 0,
      dexterity: 0,
      speed: 0,
      direction: 1,
      level: 0,
      station: 0,
      lap: 0,
      pending: 0,
      status: 'racing',
      driver: 'aboard',
      teamState: 'harnessed',
      injury: 0,
      foot: null,
      laps: 0,
      finishedAt: null,
    }),
  );
  const state: AurigaeState = { turn: 0, chariots, wrecks: [], sheets: {} };
  for (const p of r.extras?.placements ?? []) {
    const c = chariots.find((x) => x.id === p.id)!;
    c.x = p.x;
    c.y = p.y;
    c.heading = p.heading;
    c.speed = p.speed ?? 0;
    c.level = p.level ?? 0;
    if (p.wrecked) {
      c.status = 'wrecked';
      c.driver = 'down';
      c.teamState = 'stopped';
      c.speed = 0;
      state.wrecks.push({ chariot: c.id, seq: 0, turn: 0, x: c.x, y: c.y, heading: c.heading, lap: 0 });
    }
  }
  return state;
}

const chariot = (r: AurRace, id: string): Chariot => r.state.chariots.find((c) => c.id === id)!;

export const aurigae: Definition = {
  id: 'aurigae',
  rulesVersion: AURIGAE_RULES_VERSION,
  options: AurigaeOptionsSchema,
  field: { defaultSize: 8 },
  maxTurns: (o) => o.maxTurns,
  init: initialState,
  setup: generate,
  turn: [
    { name: 'turn-start', run: turnStart },
    { name: 'plot', run: plotAll },
    { name: 'move', run: moveAll },
  ],
  isOver: (r) => racing(r).length === 0,
  standings: (r) =>
    r.state.chariots.map((c) => ({
      chariot: c.id,
      status: c.status,
      finishedAt: c.finishedAt,
      progress: c.station,
    })),
  wrecks: (r) => r.state.wrecks.map((w) => ({ chariot: w.chariot, seq: w.seq, turn: w.turn, at: point(w) })),
  retire: (r, id): Condition => {
    const c = chariot(r, id);
    c.status = 'retired';
    return conditionOf(c);
  },
  header: (r) => {
    const features: Header['track']['features'] = [
      { kind: 'start-line', station: 0 },
      { kind: 'finish-line', station: finishStation(r.opts.laps) },
    ];
    return {
      options: { laps: r.opts.laps, maxTurns: r.opts.maxTurns },
      track: { id: 'circus-maximus', board: boardSpec(), features },
      entrants: r.state.chariots.map((c) => ({
        stats: { grade: c.grade, team: c.team, skill: c.skill, strength: c.strength, dexterity: c.dexterity },
        // Where generation placed it (the place event), the grid or the scenario's spot.
        start: r.events.find((e) => e.type === 'place' && e.chariots[0] === c.id)?.at?.[c.id] ?? {
          x: 0,
          y: 0,
          heading: 0,
        },
      })),
    };
  },
  view: (r, id) => view(r, chariot(r, id), true),
  decisions: AURIGAE_DECISIONS,
  catalogue: AURIGAE_CATALOGUE,
};
