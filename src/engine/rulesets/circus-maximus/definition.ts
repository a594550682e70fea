/**
 * Circus Maximus (the board game with Moon's optional rules): chariots on a board of eight lanes
 * and squares. The kernel runs it from this definition: turn 0 builds each chariot and lines the
 * field up (then the weather); every turn then runs the weather and recovery, every driver writes
 * his speed in secret, the order of moves is drawn and each chariot moves, and what is loose on
 * the track (runaway teams, dragged drivers, drivers on foot) moves after.
 */
import type { RulesetDefinition } from '../../kernel/definition.ts';
import type { Condition, Header } from '../../log/schema.ts';
import { CIRCUS_MAXIMUS_CATALOGUE } from '../../rules/circus-maximus.ts';
import { CM_BOARD, finishStation, frontEdge, startSpot } from './board.ts';
import { buildSpecs } from './build.ts';
import { point } from './context.ts';
import { CM_DECISIONS, type CmDecisions, type CmView } from './decisions.ts';
import { type CmOptions, CmOptionsSchema, optionsRecord, specForNobody } from './options.ts';
import { type CmExtras, type CmKernel, CmRace, type Placement } from './race.ts';
import { type Chariot, type CmState, conditionOf } from './state.ts';

export const CM_RULES_VERSION = '1.1.0';

const races = new WeakMap<CmKernel, CmRace>();
/** The race's Circus Maximus parts (made with its state). */
const cm = (k: CmKernel): CmRace => races.get(k)!;

/** Puts a chariot where a scenario says, with the damage it already carries. */
function place(c: Chariot, p: Placement, laps: number): void {
  c.lane = p.lane;
  c.sq = p.sq;
  c.endurance = p.endurance ?? c.spec.endurance;
  c.driverHits = Math.min(c.spec.driverHits, p.driverHits ?? 0);
  for (const [k, h] of c.horses.entries()) {
    h.hits = Math.min(h.speed, p.horseHits?.[k] ?? 0);
    h.dead = h.hits >= h.speed;
  }
  c.wheels = { left: p.wheelDamage?.left ?? 0, right: p.wheelDamage?.right ?? 0 };
  c.jostle = p.jostle ?? 0;
  c.laps = Math.min(laps, Math.max(0, Math.floor(frontEdge(c.lane, c.sq) / 4)));
}

/** The field on the start line (or where a scenario puts it), each chariot as built. */
function initialState(k: CmKernel): CmState {
  const opts = k.opts;
  const built = buildSpecs(k.setup, k.seed, opts).map(
    (b, i) => k.extras?.specs?.[k.setup.chariots[i]!.id] ?? b,
  );
  const state: CmState = {
    turn: 0,
    chariots: k.setup.chariots.map((c, i) => {
      const spec = built[i]!.spec;
      return {
        id: c.id,
        personality: c.personality,
        spec,
        ...startSpot(i, k.setup.chariots.length),
        status: 'racing',
        driver: 'aboard',
        team: 'harnessed',
        horses: spec.horses.map((speed) => ({ speed, hits: 0, dead: false, cut: false })),
        driverHits: 0,
        endurance: spec.endurance,
        wheels: { left: 0, right: 0 },
        whip: spec.whip,
        jostle: 0,
        headWounds: 0,
        straightMoves: 0,
        blinded: false,
        speedLoss: 0,
        forcedBrake: false,
        dust: spec.dust && opts.rules.dust,
        knife: spec.knife && opts.rules.knife,
        smallKnife: true,
        spear: spec.spear && opts.rules.spear,
        turnSpeed: 0,
        strain: false,
        laps: 0,
        finishedAt: null,
        runawayTurns: 0,
        foot: null,
      } satisfies Chariot;
    }),
    obstacles: [],
    weather: { sky: 'clear', mud: 0 },
    rainCorners: {},
    cornersDone: {},
    unsettled: false,
    leaderLap: 0,
    startWeather: { sky: 'clear', mud: 0 },
    aims: {},
    overspeed: [],
  };
  for (const p of k.extras?.placements ?? []) {
    const c = state.chariots.find((x) => x.id === p.id)!;
    place(c, p, opts.laps);
    if (p.wrecked) {
      c.status = 'wrecked';
      c.driver = 'down';
      c.team = 'stopped';
      state.obstacles.push({ kind: 'wreck', chariot: c.id, lane: c.lane, sq: c.sq, seq: 0, turn: 0 });
    }
  }
  races.set(k, new CmRace(k, state, built));
  return state;
}

function header(k: CmKernel): ReturnType<Definition['header']> {
  const finish = finishStation(k.opts.laps);
  const features: Header['track']['features'] = [{ kind: 'start-line', station: 0 }];
  for (let s = 1; s < finish; s += 2) {
    const side = s % 4 === 1 ? 'east' : 'west';
    features.push({ kind: 'corner-start', station: s, label: `the ${side} turn begins` });
    features.push({ kind: 'corner-end', station: s + 1, label: `the ${side} turn ends` });
  }
  features.push({ kind: 'finish-line', station: finish });
  const n = k.setup.chariots.length;
  return {
    options: optionsRecord(k.opts, k.setup.options),
    ...(k.opts.rules.weather ? { weather: { ...k.state.startWeather } } : {}),
    track: { id: 'circus-maximus', board: { ...CM_BOARD, footprint: { ...CM_BOARD.footprint } }, features },
    entrants: k.state.chariots.map((c, i) => {
      const s = c.spec;
      const placed = k.extras?.placements?.find((p) => p.id === c.id);
      return {
        stats: {
          horse1: s.horses[0],
          horse2: s.horses[1],
          horse3: s.horses[2],
          horse4: s.horses[3],
          teamSpeed: s.horses[0] + s.horses[1] + s.horses[2] + s.horses[3],
          driverModifier: s.driverModifier,
          driverHits: s.driverHits,
          whip: s.whip,
          leftWheel: s.leftWheel,
          rightWheel: s.rightWheel,
          endurance: s.endurance,
          leftBlades: s.leftScythe,
          rightBlades: s.rightScythe,
          dust: s.dust,
          knife: s.knife,
          spear: s.spear,
          weight: s.weight,
        },
        start: placed ? { lane: placed.lane, sq: placed.sq } : startSpot(i, n),
      };
    }),
  };
}

type Definition = RulesetDefinition<CmState, CmOptions, CmDecisions, CmView, CmExtras>;

export const circusMaximus: Definition = {
  id: 'circus-maximus',
  rulesVersion: CM_RULES_VERSION,
  options: CmOptionsSchema,
  checkSetup: specForNobody,
  field: { defaultSize: 8 },
  maxTurns: (o) => o.maxTurns,
  init: initialState,
  setup: (k) => cm(k).start(),
  turn: [
    { name: 'turn-start', run: (k) => cm(k).turnStart() },
    { name: 'write', run: (k) => cm(k).writeSpeeds() },
    { name: 'move', run: (k) => cm(k).moves() },
    { name: 'after-moves', run: (k) => cm(k).afterMoves() },
  ],
  isOver: (k) => !k.state.chariots.some((c) => c.status === 'racing'),
  standings: (k) =>
    k.state.chariots.map((c) => ({
      chariot: c.id,
      status: c.status,
      finishedAt: c.finishedAt,
      progress: frontEdge(c.lane, c.sq),
      // A driver thrown out or a team lost: out of the race without a place.
      leftRace: c.status === 'retired' && c.driver !== 'aboard',
    })),
  wrecks: (k) =>
    k.state.obstacles
      .filter(
        (o) =>
          o.kind === 'wreck' && k.state.chariots.some((c) => c.id === o.chariot && c.status === 'wrecked'),
      )
      .map((o) => ({ chariot: o.chariot, seq: o.seq, turn: o.turn, at: point(o) })),
  retire: (k, id): Condition => {
    const c = k.state.chariots.find((x) => x.id === id)!;
    c.status = 'retired';
    return conditionOf(c);
  },
  header,
  view: (k, id, readOnce) => cm(k).view(id, readOnce),
  decisions: CM_DECISIONS,
  catalogue: CIRCUS_MAXIMUS_CATALOGUE,
  sentences: { retired: (id, turns) => `${id} is still racing after ${turns} turns: retired` },
};

export { cm as cmRaceOf };
