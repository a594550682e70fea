/**
 * Hippodrome (Warpspawn's "Hippomania"): four teams, seven laps of passing phases, cards and
 * saves. The kernel runs it from this definition: turn 0 is team selection, Rumors and stalls;
 * turn 1 the start (turn 2 too when Favori de l'empereur runs it again); then one turn per
 * passing phase, four a lap, the Event phase opening each lap's first.
 */
import { z } from 'zod';
import type { RulesetDefinition } from '../../kernel/definition.ts';
import type { Condition } from '../../log/schema.ts';
import { HIPPODROME_CATALOGUE } from '../../rules/hippodrome.ts';
import { placesStation } from '../../track/places-mapping.ts';
import { type Hip, type HippodromeExtras, type HippodromeOptions, layout } from './context.ts';
import { HIPPODROME_DECISIONS, type HippodromeDecisions } from './decisions.ts';
import { eventPhase } from './events-phase.ts';
import { HIPPODROME_FIELD } from './factions.ts';
import { lapEnd } from './finish.ts';
import { emptyLayout, LAP_M, phaseSpan } from './layout.ts';
import { PHASES, passingPhase } from './passing.ts';
import { setUp } from './selection.ts';
import { startStep } from './start.ts';
import {
  conditionOf,
  type HippodromeState,
  type HippodromeView,
  type Team,
  teamCardList,
  viewFor,
} from './state.ts';
import { FACTION_ORDER, type Faction, RULES, STATS } from './tables.ts';

export const HIPPODROME_RULES_VERSION = '1.1.0';

const LAPS = 'laps must be a whole number from 1 to 7';
const MAX_EVENTS = 'maxEventsPerRoll must be a whole number from 0 (no limit) to 30';

/** `laps` (1-7, default 7; fewer is a house variant for short races) and `maxEventsPerRoll` (A21). */
export const HippodromeOptionsSchema = z.object({
  laps: z
    .number({ error: LAPS })
    .int(LAPS)
    .min(1, LAPS)
    .max(7, LAPS)
    .default(RULES.laps.value)
    .describe('Laps to race: the rules race 7; fewer is a house variant for a short game.'),
  maxEventsPerRoll: z
    .number({ error: MAX_EVENTS })
    .int(MAX_EVENTS)
    .min(0, MAX_EVENTS)
    .max(30, MAX_EVENTS)
    .default(RULES.maxEventsPerRoll.value)
    .describe('Most Event cards a team may play on one roll (0: no limit, as the rules have it).'),
});

type Definition = RulesetDefinition<
  HippodromeState,
  HippodromeOptions,
  HippodromeDecisions,
  HippodromeView,
  HippodromeExtras
>;

const isFaction = (f: string): f is Faction => (FACTION_ORDER as readonly string[]).includes(f);

function initialState(h: Hip): HippodromeState {
  return {
    turn: 0,
    stage: 'start',
    lap: 0,
    phase: 0,
    firstOfLap: '',
    teams: h.setup.chariots.map((c, seat): Team => {
      // The kernel resolves a Hippodrome field with its faction rules: every team has one.
      if (!isFaction(c.faction)) throw new Error(`${c.id} races for no circus faction ("${c.faction}")`);
      return {
        id: c.id,
        seat,
        faction: c.faction,
        personality: c.personality,
        kept: [],
        rumorsOn: [],
        stats: { cut: 0, turn: 0, speed: 0, block: 0, cool: 0, endurance: 0 },
        cutRolls: 0,
        hand: [],
        played: [],
        stall: seat + 1,
        place: null,
        status: 'racing',
        driver: 'aboard',
        horses: [1, 2, 3, 4],
        start: null,
        finishedAt: null,
      };
    }),
    order: [],
    teamDeck: [],
    eventDeck: [],
    discard: [],
    favouriteSpent: false,
    wrecks: [],
    finishers: [],
    over: false,
    layout: emptyLayout(),
  };
}

const racing = (h: Hip): boolean => h.state.stage === 'laps' && h.state.lap > 0;

/** Stats as the header shows them once selection is over (kept cards are public: A8). */
function publicStats(t: Team): Record<string, number | string> {
  const stats: Record<string, number | string> = {};
  for (const s of STATS) stats[s] = t.stats[s];
  if (t.cutRolls !== 0) stats['cutRolls'] = t.cutRolls;
  stats['cards'] = teamCardList(t);
  stats['stall'] = t.stall;
  return stats;
}

export const hippodrome: Definition = {
  id: 'hippodrome',
  rulesVersion: HIPPODROME_RULES_VERSION,
  options: HippodromeOptionsSchema,
  field: {
    defaultSize: RULES.players.value,
    size: {
      min: RULES.players.value,
      max: RULES.players.value,
      why: 'a card game for exactly four teams, one for each circus faction (red, white, blue, green)',
    },
    rules: HIPPODROME_FIELD,
  },
  // Seven laps of four phases always end the race: there is no turn limit.
  maxTurns: () => null,
  init: initialState,
  setup: setUp,
  turn: [
    { name: 'start', when: (h) => h.state.stage !== 'laps', run: startStep },
    {
      name: 'phase-begins',
      when: racing,
      run: (h) => {
        const s = h.state;
        // The team last at the end of the previous step goes first in every phase of the lap (A18).
        if (s.phase === 0) s.firstOfLap = s.order[s.order.length - 1]!;
        layout(h).beginPhase(phaseSpan(s.lap, s.phase as 0 | 1 | 2 | 3));
      },
    },
    { name: 'event-phase', when: (h) => racing(h) && h.state.phase === 0, run: eventPhase },
    { name: 'passing-phase', when: racing, run: passingPhase },
    {
      name: 'lap-ends',
      when: (h) => racing(h) && h.state.phase === 3 && !h.state.over,
      run: (h) => lapEnd(h, PHASES[3]),
    },
    {
      name: 'next-phase',
      when: (h) => h.state.stage === 'laps' && !h.state.over,
      run: (h) => {
        const s = h.state;
        if (s.lap === 0) s.lap = 1;
        else if (++s.phase === 4) {
          s.phase = 0;
          s.lap += 1;
        }
      },
    },
  ],
  isOver: (h) => h.state.over,
  standings: (h) =>
    h.state.teams.map((t) => ({
      chariot: t.id,
      status: t.status,
      finishedAt: t.finishedAt,
      // Wrecked teams: the later the crash, the further the team got.
      progress: h.state.wrecks.findIndex((w) => w.chariot === t.id),
    })),
  wrecks: (h) =>
    h.state.wrecks.map((w) => ({ chariot: w.chariot, seq: w.seq, turn: w.turn, at: { ...w.at } })),
  retire: (h, id): Condition => {
    const t = h.state.teams.find((x) => x.id === id)!;
    t.status = 'retired';
    return conditionOf(t);
  },
  header: (h) => ({
    options: { laps: h.opts.laps, maxEventsPerRoll: h.opts.maxEventsPerRoll },
    track: {
      id: 'circus-maximus',
      board: { kind: 'places' },
      features: [
        { kind: 'start-line', station: 0 },
        {
          kind: 'finish-line',
          station: placesStation(h.opts.laps * LAP_M),
          label: `after ${h.opts.laps} laps`,
        },
      ],
    },
    entrants: h.state.teams.map((t) => ({
      stats: publicStats(t),
      start: { place: t.stall, gap: 0, station: 0, abreast: 2 * (t.stall - 1) },
    })),
  }),
  view: (h, id) => viewFor(h.state, h.opts.laps, id),
  decisions: HIPPODROME_DECISIONS,
  catalogue: HIPPODROME_CATALOGUE,
};
