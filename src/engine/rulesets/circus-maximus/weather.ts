import { purpose } from '../../dice/purposes.ts';
import type { Roll, Weather } from '../../log/schema.ts';
import { frontEdge, type Spot } from './board.ts';
import { type CmContext, rowKey } from './context.ts';
import { RULES, readRange, WEATHER_INITIAL, WEATHER_SUBSEQUENT } from './tables.ts';

/**
 * Weather (seed). The log's `mud` figure follows the rule this way (our reading): 0 while dry;
 * under rain, the most rainy corners any chariot has completed since the rain began / 3 (the
 * track softening); 1 once mud is declared, for the rest of the race. If the rain stops before
 * mud sets in the counts start again and the figure drops back to 0.
 */
function setWeather(ctx: CmContext, next: Weather, summary: string, rolls: Roll[] = []): void {
  const before = ctx.state.weather;
  const changed = before.sky !== next.sky || before.mud !== next.mud;
  ctx.state.weather = next;
  if (!changed && ctx.turn > 0) {
    if (rolls.length > 0)
      ctx.emit({
        phase: 'weather',
        type: 'weather-check',
        chariots: [],
        rule: 'circus-maximus.weather',
        rolls,
        effect: { summary },
      });
    return;
  }
  ctx.emit({
    phase: 'weather',
    type: ctx.turn === 0 ? 'weather-check' : 'weather',
    chariots: [],
    rule: 'circus-maximus.weather',
    rolls,
    weather: { ...next },
    effect: { summary },
  });
}

/**
 * Rolls on the initial column; a rain result rerolls at once, a second 1 brings mud as well. `lap`:
 * the lap the leader starts (0: before the race).
 */
function rollInitial(
  ctx: CmContext,
  lap: number,
): { weather: Weather; unsettled: boolean; rolls: Roll[]; text: string } {
  const first = ctx.rollOn(WEATHER_INITIAL, 1, purpose('cm-weather', { lap }));
  const rolls = [first.roll];
  if (first.row.result === 'rain') {
    const again = ctx.roll(1, 6, purpose('cm-rain-reroll'));
    const mud = again.total === 1;
    rolls.push(
      ctx.record(again, {
        table: WEATHER_INITIAL.id,
        // The seed rerolls on the same column: its row 1 (another 1) brings mud.
        row: rowKey(readRange(WEATHER_INITIAL, again.total)),
        outcome: mud ? 'mud as well as rain' : 'rain',
      }),
    );
    return {
      weather: { sky: 'rain', mud: mud ? 1 : 0 },
      unsettled: false,
      rolls,
      text: mud ? 'rain, and the track is already mud' : 'rain',
    };
  }
  if (first.row.result === 'unsettled')
    return {
      weather: { sky: 'overcast', mud: 0 },
      unsettled: true,
      rolls,
      text: 'clear but unsettled (checked again each lap)',
    };
  return { weather: { sky: 'clear', mud: 0 }, unsettled: false, rolls, text: 'clear' };
}

export function startWeather(ctx: CmContext): void {
  const forced = ctx.opts.startWeather;
  if (forced !== 'roll') {
    const weather: Weather =
      forced === 'clear' ? { sky: 'clear', mud: 0 } : { sky: 'rain', mud: forced === 'mud' ? 1 : 0 };
    ctx.state.weather = weather;
    ctx.emit({
      phase: 'weather',
      type: 'weather-check',
      chariots: [],
      rule: 'circus-maximus.weather',
      weather: { ...weather },
      effect: { summary: `the race starts in ${forced} (set up)` },
    });
    return;
  }
  const r = rollInitial(ctx, 0);
  ctx.state.unsettled = r.unsettled;
  setWeather(ctx, r.weather, `weather before the race: ${r.text}`, r.rolls);
}

/** Start of a turn: the rain check every other turn from turn 2, the lap check when unsettled. */
export function turnWeather(ctx: CmContext): void {
  const s = ctx.state;
  if (s.weather.sky === 'rain' && ctx.turn >= 2 && ctx.turn % 2 === 0) {
    const r = ctx.rollOn(WEATHER_SUBSEQUENT, 1, purpose('cm-weather-check'));
    if (r.row.result === 'clear') {
      s.rainCorners = {};
      setWeather(ctx, { sky: 'clear', mud: s.weather.mud >= 1 ? 1 : 0 }, 'the rain stops', [r.roll]);
    } else setWeather(ctx, s.weather, 'it keeps raining', [r.roll]);
  }
}

/** Corners a chariot has completed: its team's front edge is past each corner's end. */
export const cornersDone = (c: Spot): number => Math.floor(frontEdge(c.lane, c.sq) / 2);

const mostOf = (counts: Record<string, number>): number => Math.max(0, ...Object.values(counts));

/**
 * After the moves: the corners each chariot completed this turn, run under the weather of the
 * turn, build up the mud. Mud comes when "the first horse completes the third consecutive corner
 * under rain conditions" (seed): any chariot's third since the rain began, not only the leader's.
 * Then a new lap of the leader's rerolls unsettled skies (a corner run dry never counts).
 */
export function trackMud(ctx: CmContext): void {
  const s = ctx.state;
  const wet = s.weather.sky === 'rain' && s.weather.mud < 1;
  const before = mostOf(s.rainCorners);
  let third: string | null = null;
  let leader = 0;
  for (const c of s.chariots) {
    if (c.status !== 'racing' && c.status !== 'finished') continue;
    leader = Math.max(leader, frontEdge(c.lane, c.sq));
    const done = cornersDone(c);
    const fresh = done - (s.cornersDone[c.id] ?? done);
    s.cornersDone[c.id] = done;
    if (!wet || fresh <= 0) continue;
    const count = (s.rainCorners[c.id] ?? 0) + fresh;
    s.rainCorners[c.id] = count;
    if (count >= RULES.rainCorners.value && third === null) third = c.id;
  }
  const most = mostOf(s.rainCorners);
  if (wet && most > before) {
    const mud = third !== null ? 1 : Math.round((most / RULES.rainCorners.value) * 1000) / 1000;
    setWeather(
      ctx,
      { sky: 'rain', mud },
      third !== null
        ? `${third} completes a third corner in the rain: the track turns to mud`
        : `the track softens in the rain (${most} rainy corner${most === 1 ? '' : 's'})`,
    );
  }
  const lap = Math.floor(leader / 4);
  if (s.unsettled && lap > s.leaderLap) {
    const r = rollInitial(ctx, lap + 1);
    s.unsettled = r.unsettled;
    setWeather(ctx, r.weather, `at the start of lap ${lap + 1}: ${r.text}`, r.rolls);
  }
  s.leaderLap = Math.max(s.leaderLap, lap);
}
