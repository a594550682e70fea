import { useState } from 'react';
import { cornerOdds, safeSpeeds } from '../../../engine/odds/circus-maximus.ts';
import type { CmView, SpeedOptions, SpeedValue } from '../../../engine/rulesets/circus-maximus/decisions.ts';
import { playText } from '../../../messages/play.ts';
import type { ControlsProps } from '../DecisionControls.tsx';
import { percent } from './Chances.tsx';

/**
 * A Circus Maximus driver writes his speed: a number within its bounds (team speed + CDM), an S
 * where voluntary straining is in play, and the lane he steers for, each lane with its safe corner
 * speed; below, what the corner ahead does to that speed: whether he reaches it this turn, the
 * points over the lane's safe speed, the endurance they cost and the chance of each result of the
 * corner strain chart (src/engine/odds/circus-maximus.ts).
 */
export function CmSpeed({ decision, busy, onCommit }: ControlsProps) {
  const m = playText().help.cm;
  const o = decision.options as SpeedOptions;
  const view = decision.view as CmView;
  const start = (decision.suggestion?.value as SpeedValue | undefined) ?? {
    speed: o.fixed ?? o.max,
    strain: false,
    lane: view.chariots.find((c) => c.id === view.chariot)?.lane ?? 1,
  };
  const [value, setValue] = useState<SpeedValue>(start);
  const safe = safeSpeeds(view);
  const speedOk = Number.isInteger(value.speed) && value.speed >= 0 && value.speed <= o.max;
  const odds = speedOk ? cornerOdds(view, value.speed, value.lane) : null;
  return (
    <div className="qp-controls qp-cm-speed">
      <div className="qp-parts">
        <label>
          {m.speed}
          <input
            type="number"
            name="speed"
            min={0}
            max={o.max}
            step={1}
            value={Number.isNaN(value.speed) ? '' : value.speed}
            disabled={o.fixed !== null}
            onChange={(e) => setValue({ ...value, speed: e.target.valueAsNumber })}
          />
        </label>
        {o.strain ? (
          <label>
            <input
              type="checkbox"
              name="strain"
              checked={value.strain}
              onChange={(e) => setValue({ ...value, strain: e.target.checked })}
            />
            {m.strain}
          </label>
        ) : null}
        <label>
          {m.lane}
          <select
            name="lane"
            value={value.lane}
            onChange={(e) => setValue({ ...value, lane: Number(e.target.value) })}
          >
            {safe.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one option per lane, lane i + 1
              <option key={i} value={i + 1}>
                {m.laneOption(i + 1, s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="qp-hint">{o.fixed !== null ? m.blinded(o.fixed) : m.bounds(o.max, o.teamSpeed, o.cdm)}</p>
      {odds ? (
        <div className="qp-odds" aria-live="polite">
          <p>
            {odds.inCorner ? m.inCorner : odds.reaches ? m.reaches(odds.toCorner) : m.short(odds.toCorner)}{' '}
            {odds.over === 0
              ? m.safe(value.lane, odds.safe)
              : m.over(value.lane, odds.safe, odds.over, odds.enduranceLost)}
          </p>
          {odds.over > 0 ? (
            <table className="qp-chances">
              <thead>
                <tr>
                  <th colSpan={2}>{m.chart(odds.modifier)}</th>
                </tr>
              </thead>
              <tbody>
                {odds.outcomes.map((r) => (
                  <tr key={r.code}>
                    <th scope="row">{m.results[r.code]}</th>
                    <td>{percent(r.chance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : (
        <p className="qp-problem">{m.outOfBounds(o.max)}</p>
      )}
      <button
        type="button"
        className="qp-primary"
        disabled={busy || !speedOk}
        onClick={() => onCommit(value)}
      >
        {playText().controls.commit}
      </button>
    </div>
  );
}
