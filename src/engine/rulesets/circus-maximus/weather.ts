import type { Roll, Weather } from '../../log/schema.ts';
import { type CmContext, rowKey } from './context.ts';
import { RULES, readRange, WEATHER_INITIAL, WEATHER_SUBSEQUENT } from './tables.ts';

/**
 * Weather (seed). The log's `mud` figure follows the rule this way (our reading): 0 while dry;
 * under rain, the leader's consecutive rainy corners / 3 (the track softening); 1 once mud is
 * declared, for the rest of the race. If the rain stops before mud sets in the count starts again
 * and the figure drops back to 0.
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

/** Rolls on the initial column; a rain result rerolls at once, a second 1 brings mud as well. */
function rollInitial(
  ctx: CmContext,
  why: string,
): { weather: Weather; unsettled: boolean; rolls: Roll[]; text: string } {
  const first = ctx.rollOn(WEATHER_INITIAL, 1, `weather, ${why}`);
  const rolls = [first.roll];
  if (first.row.result === 'rain') {
    const again = ctx.roll(1, 6, 'weather, rain reroll');
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
  const r = rollInitial(ctx, 'before the race');
  ctx.state.unsettled = r.unsettled;
  setWeather(ctx, r.weather, `weather before the race: ${r.text}`, r.rolls);
}

/** Start of a turn: the rain check every other turn from turn 2, the lap check when unsettled. */
export function turnWeather(ctx: CmContext): void {
  const s = ctx.state;
  if (s.weather.sky === 'rain' && ctx.turn >= 2 && ctx.turn % 2 === 0) {
    const r = ctx.rollOn(WEATHER_SUBSEQUENT, 1, 'weather check');
    if (r.row.result === 'clear') {
      s.rainCorners = 0;
      setWeather(ctx, { sky: 'clear', mud: s.weather.mud >= 1 ? 1 : 0 }, 'the rain stops', [r.roll]);
    } else setWeather(ctx, s.weather, 'it keeps raining', [r.roll]);
  }
}

/** After the moves: the leader's corners under rain build up the mud; new laps recheck unsettled skies. */
export function trackMud(ctx: CmContext, leaderStation: number): void {
  const s = ctx.state;
  // Corners first: those the leader finished this turn were run under the weather as it was,
  // before a new lap's reroll could bring rain.
  const corners = Math.floor(leaderStation / 2);
  while (s.leaderCorner < corners) {
    s.leaderCorner += 1;
    if (s.weather.sky !== 'rain' || s.weather.mud >= 1) continue;
    s.rainCorners += 1;
    const mud = s.rainCorners >= RULES.rainCorners.value ? 1 : s.rainCorners / RULES.rainCorners.value;
    setWeather(
      ctx,
      { sky: 'rain', mud: Math.round(mud * 1000) / 1000 },
      mud >= 1
        ? 'three corners in the rain: the track turns to mud'
        : `the track softens in the rain (${s.rainCorners} rainy corner${s.rainCorners === 1 ? '' : 's'})`,
    );
  }
  const lap = Math.floor(leaderStation / 4);
  if (s.unsettled && lap > s.leaderLap) {
    const r = rollInitial(ctx, `the leader starts lap ${lap + 1}`);
    s.unsettled = r.unsettled;
    setWeather(ctx, r.weather, `at the start of lap ${lap + 1}: ${r.text}`, r.rolls);
  }
  s.leaderLap = Math.max(s.leaderLap, lap);
}
