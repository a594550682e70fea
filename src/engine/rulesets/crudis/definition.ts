/**
 * Crudis (the board game of lanes and squares): chariots two lanes wide and two squares long on a
 * track of 12 lanes, moved by two white dice and steered by the red one, checked at every danger
 * line. The kernel runs it from this definition: turn 0 puts the field on the start line (or where
 * a scenario places it); every turn then fixes the order of moves and each chariot takes its turn
 * (turn.ts).
 */
import { z } from 'zod';
import type { RulesetDefinition } from '../../kernel/definition.ts';
import type { Header } from '../../log/schema.ts';
import { CRUDIS_CATALOGUE } from '../../rules/crudis.ts';
import { CRUDIS_BOARD } from '../../track/lane-board.ts';
import type { View } from './ai.ts';
import { DANGER_LINE_LABEL, finishStation, frontStation, startSpot } from './board.ts';
import {
  byId,
  type CrudisExtras,
  type CrudisOptions,
  type CruRace,
  emit,
  point,
  racing,
  viewOf,
} from './context.ts';
import { CRUDIS_DECISIONS, type CrudisDecisions } from './decisions.ts';
import { type Chariot, type CrudisState, conditionOf } from './state.ts';
import { RULES } from './tables.ts';
import { moves, orderOfMoves } from './turn.ts';

export const CRUDIS_RULES_VERSION = '1.2.0';

const LAPS = 'laps must be a whole number from 1 to 7';
const MAX_TURNS = 'maxTurns must be a whole number from 1 to 2000';

/** `laps` (1-7, default 2) and `maxTurns` (1-2000, default 250). */
export const CrudisOptionsSchema = z.object({
  laps: z.number({ error: LAPS }).int(LAPS).min(1, LAPS).max(7, LAPS).default(RULES.laps.value),
  maxTurns: z
    .number({ error: MAX_TURNS })
    .int(MAX_TURNS)
    .min(1, MAX_TURNS)
    .max(2000, MAX_TURNS)
    .default(RULES.maxTurns.value),
});

type Definition = RulesetDefinition<CrudisState, CrudisOptions, CrudisDecisions, View, CrudisExtras>;

/** The field on the start line, or where a scenario places it (with what it has suffered). */
function initialState(r: CruRace): CrudisState {
  const chariots = r.setup.chariots.map(
    (c, i): Chariot => ({
      id: c.id,
      personality: c.personality,
      ...startSpot(i),
      status: 'racing',
      damageMod: 0,
      moveMod: 0,
      whip: true,
      lostControl: false,
      lock: null,
      laps: 0,
      finishedAt: null,
    }),
  );
  const state: CrudisState = { turn: 0, chariots, wrecks: [], nextLock: 1, order: [] };
  const placements = r.extras?.placements;
  if (!placements) return state;
  for (const p of placements) {
    const c = chariots.find((x) => x.id === p.id)!;
    c.lane = p.lane;
    c.sq = p.sq;
    c.damageMod = p.damageMod ?? 0;
    c.moveMod = p.moveMod ?? 0;
    c.whip = p.whip ?? true;
    c.lostControl = p.lostControl ?? false;
    c.lock = p.lock ?? null;
    c.laps = Math.max(0, Math.floor(frontStation(c) / 4));
    if (p.wrecked) {
      c.status = 'wrecked';
      state.wrecks.push({ chariot: c.id, lane: c.lane, sq: c.sq, seq: 0, turn: 0 });
    }
  }
  state.nextLock = Math.max(0, ...placements.map((p) => p.lock ?? 0)) + 1;
  return state;
}

/** Turn 0: each chariot takes its place on the start line (or the scenario's square). */
function startLine(r: CruRace): void {
  for (const c of r.state.chariots) {
    emit(r, {
      phase: 'setup',
      type: 'place',
      chariots: [c.id],
      rule: 'crudis.set-up',
      at: { [c.id]: point(c) },
      effect: { summary: `takes the start line in lane ${c.lane}`, condition: { [c.id]: conditionOf(c) } },
    });
  }
}

export const crudis: Definition = {
  id: 'crudis',
  rulesVersion: CRUDIS_RULES_VERSION,
  options: CrudisOptionsSchema,
  field: { defaultSize: 8 },
  maxTurns: (o) => o.maxTurns,
  init: initialState,
  setup: startLine,
  turn: [
    { name: 'order-of-moves', run: orderOfMoves },
    { name: 'moves', run: moves },
  ],
  isOver: (r) => racing(r).length === 0,
  standings: (r) =>
    r.state.chariots.map((c) => ({
      chariot: c.id,
      status: c.status,
      finishedAt: c.finishedAt,
      progress: frontStation(c),
    })),
  wrecks: (r) => r.state.wrecks.map((w) => ({ chariot: w.chariot, seq: w.seq, turn: w.turn, at: point(w) })),
  retire: (r, id) => {
    const c = byId(r, id);
    c.status = 'retired';
    return conditionOf(c);
  },
  header: (r) => {
    const finish = finishStation(r.opts.laps);
    const features: Header['track']['features'] = [];
    for (let s = 1; s < finish; s++)
      features.push({ kind: 'danger-line', station: s, label: DANGER_LINE_LABEL(s) });
    features.push({ kind: 'start-line', station: 0 });
    features.push({ kind: 'finish-line', station: finish });
    return {
      options: { laps: r.opts.laps, maxTurns: r.opts.maxTurns },
      track: {
        id: 'circus-maximus',
        board: { ...CRUDIS_BOARD, footprint: { ...CRUDIS_BOARD.footprint } },
        features,
      },
      // Where each chariot started and what it had suffered: the start line, or the scenario's.
      entrants: r.setup.chariots.map((c, i) => {
        const p = r.extras?.placements?.find((x) => x.id === c.id);
        return p
          ? {
              stats: { whip: p.whip ?? true, damageMod: p.damageMod ?? 0, moveMod: p.moveMod ?? 0 },
              start: { lane: p.lane, sq: p.sq },
            }
          : { stats: { whip: true, damageMod: 0, moveMod: 0 }, start: startSpot(i) };
      }),
    };
  },
  view: (r, id) => viewOf(r, byId(r, id)),
  decisions: CRUDIS_DECISIONS,
  catalogue: CRUDIS_CATALOGUE,
};
