import type { RaceLog } from '../engine/log/schema.ts';
import { BROADCAST_CAMERAS } from './cameras.ts';
import { buildConditionTimelines, type ConditionTimeline } from './conditions.ts';
import { direct, type Programme, winnerTime } from './director.ts';
import { buildCrews, buildEffects, type CrewKey, type EffectTimeline } from './effects.ts';
import { buildFleetTimelines, type FleetTimelines } from './fleet-timelines.ts';
import { buildPlan, type Marker, type Plan, PlanBuilder, type PlanOptions, type PlanResult } from './plan.ts';
import { buildStandingsFacts, raceLaps, type StandingsFacts } from './standings.ts';
import { buildTickerLines, type TickerLines } from './ticker-lines.ts';

/**
 * Everything the viewer derives from a race log, derived once when the log is loaded (and again
 * when it grows, in a live race, where the plan is extended by the new turn: `replayCompiler`, or
 * when the playback mode changes): the timed plan, and from it the
 * crews, the effects, the chariots' timelines, the conditions, the standings' fixed facts, the
 * tickers' lines, the markers and, for the broadcast, the director's programme. Nothing is
 * rebuilt per frame or per component; the views only sample it.
 */
export interface Replay {
  readonly log: RaceLog;
  readonly plan: Plan;
  /** Each chariot's driver and team over the race. */
  readonly crews: readonly CrewKey[][];
  /** Incidents and weather for the scene's effects. */
  readonly effects: EffectTimeline;
  /** Where wrecks stay behind, the slides and jolts of the cars. */
  readonly fleet: FleetTimelines;
  /** Each chariot's condition over time, by id. */
  readonly conditions: ReadonlyMap<string, ConditionTimeline>;
  /** When each chariot finishes and its place. */
  readonly standings: StandingsFacts;
  readonly ticker: TickerLines;
  /** The time bar's marks (incidents, retirements, finishes, laps, lead changes). */
  readonly markers: readonly Marker[];
  /** Laps of the race, and when the winner crosses the line (Infinity: nobody does). */
  readonly laps: number;
  readonly winnerTime: number;
  /** The director's programme, when the broadcast asked for one. */
  readonly programme: Programme | null;
}

export interface CompileOptions extends PlanOptions {
  /** Direct the race for the broadcast, staying on `lock` (a chariot id) when one is given. */
  director?: { lock: string | null } | null;
}

export type CompileResult = { ok: true; replay: Replay } | { ok: false; error: string };

export function compileReplay(log: RaceLog, options: CompileOptions = {}): CompileResult {
  return derive(log, buildPlan(log, options), options);
}

/**
 * A compiler for a log that grows a turn at a time (a live race): each call plans only the turns
 * that came since the last (`PlanBuilder`) and derives the rest from that plan, giving what
 * `compileReplay` gives for the same log. Its options are fixed; another mode needs another.
 */
export function replayCompiler(options: CompileOptions = {}): (log: RaceLog) => CompileResult {
  const builder = new PlanBuilder(options);
  return (log) => derive(log, builder.extend(log), options);
}

function derive(log: RaceLog, built: PlanResult, options: CompileOptions): CompileResult {
  if (!built.ok) return built;
  const plan = built.plan;
  const crews = buildCrews(plan);
  const replay: Replay = {
    log,
    plan,
    crews,
    effects: buildEffects(plan, crews),
    fleet: buildFleetTimelines(plan, crews),
    conditions: buildConditionTimelines(plan),
    standings: buildStandingsFacts(plan),
    ticker: buildTickerLines(plan),
    markers: plan.markers,
    laps: raceLaps(plan),
    winnerTime: winnerTime(plan),
    programme: options.director
      ? direct(plan, { cameras: BROADCAST_CAMERAS, lock: options.director.lock })
      : null,
  };
  return { ok: true, replay };
}
