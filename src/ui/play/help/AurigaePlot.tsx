import { useEffect, useMemo } from 'react';
import { plotOdds } from '../../../engine/odds/aurigae.ts';
import type { View } from '../../../engine/rulesets/aurigae/ai.ts';
import type { PlotValue } from '../../../engine/rulesets/aurigae/decisions.ts';
import { playText } from '../../../messages/play.ts';
import { showPlot } from '../../../playback/plot-preview.ts';
import { type ControlsProps, DecisionControls } from '../DecisionControls.tsx';
import { plotPreview } from './aurigae-preview.ts';
import { Chances, percent } from './Chances.tsx';

/** Up to this many speeds the change can lead to are listed one by one. */
const LISTED = 7;

/**
 * The plotted turn drawn as on the table's protractor: the line of travel up the page, the arc
 * swept from it to the new heading (positive degrees to the left).
 */
function Protractor({ degrees }: { degrees: number }) {
  const r = 44;
  const cx = 60;
  const cy = 56;
  const rad = (-degrees * Math.PI) / 180;
  const x = cx + r * Math.sin(rad);
  const y = cy - r * Math.cos(rad);
  const title = playText().help.aurigae.arc(degrees);
  return (
    <svg className="qp-protractor" viewBox="0 0 120 64" width="150" height="80" role="img" aria-label={title}>
      <title>{title}</title>
      <path d={`M ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${cx + r} ${cy}`} className="qp-scale" />
      {[-90, -60, -30, 0, 30, 60, 90].map((d) => {
        const a = (d * Math.PI) / 180;
        return (
          <line
            key={d}
            x1={cx + (r - 4) * Math.sin(a)}
            y1={cy - (r - 4) * Math.cos(a)}
            x2={cx + r * Math.sin(a)}
            y2={cy - r * Math.cos(a)}
            className="qp-scale"
          />
        );
      })}
      <line x1={cx} y1={cy} x2={cx} y2={cy - r} className="qp-scale" strokeDasharray="3 3" />
      {degrees !== 0 ? (
        <path
          d={`M ${cx} ${cy - r * 0.6} A ${r * 0.6} ${r * 0.6} 0 0 ${degrees > 0 ? 0 : 1} ${cx + r * 0.6 * Math.sin(rad)} ${cy - r * 0.6 * Math.cos(rad)}`}
          className="qp-arc"
        />
      ) : null}
      <line x1={cx} y1={cy} x2={x} y2={y} className="qp-heading" />
      <circle cx={cx} cy={cy} r={3} className="qp-heading" />
    </svg>
  );
}

/**
 * What a plot does: the speed after the change, the turn, and the check after the move; the arc it
 * would take is drawn on the table in the scene while it is shown (src/playback/plot-preview.ts).
 */
function PlotExplained({ chariot, view, plot }: { chariot: string; view: View; plot: PlotValue }) {
  const m = playText().help.aurigae;
  const odds = useMemo(() => plotOdds(view, plot), [view, plot]);
  useEffect(() => {
    showPlot(plotPreview(chariot, view, plot, odds));
    return () => showPlot(null);
  }, [chariot, view, plot, odds]);
  const speeds = odds.outcomes.map((o) => o.speed);
  const targets = odds.outcomes.map((o) => o.target);
  return (
    <div className="qp-plot">
      <Protractor degrees={plot.turn} />
      <div>
        <p>{m.speed(view.self.speed, Math.min(...speeds), Math.max(...speeds))}</p>
        <p>{m.turn(plot.turn)}</p>
        <p>{m.check(view.self.skill, Math.min(...targets), Math.max(...targets))}</p>
        <p className="qp-hint">{m.parts(odds.turnPenalty, odds.changePenalty, odds.pending)}</p>
        {odds.outcomes.length > 1 && odds.outcomes.length <= LISTED ? (
          <table className="qp-chances">
            <thead>
              <tr>
                <th>{m.columns.speed}</th>
                <th>{m.columns.target}</th>
                <th>{m.columns.chance}</th>
              </tr>
            </thead>
            <tbody>
              {odds.outcomes.map((o) => (
                <tr key={o.speed}>
                  <td>{o.speed}</td>
                  <td>{o.target}</td>
                  <td>{percent(o.chance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <Chances
          title={m.levels}
          rows={[
            { key: 'keep', label: m.keep, chance: odds.keep },
            { key: 'lose', label: m.lose, chance: odds.lose, bad: true },
            { key: 'crash', label: m.crash, chance: odds.crash, bad: true },
          ]}
        />
        <p className="qp-hint">{m.collisions}</p>
      </div>
    </div>
  );
}

/**
 * An Aurigae plot: the speed change and the turn (the generic controls, a list per part), and for
 * the plot chosen its arc on a protractor, the speeds the change's dice can give, the check's
 * target at each and the chance of keeping every level, losing some, crashing
 * (src/engine/odds/aurigae.ts).
 */
export function AurigaePlot(props: ControlsProps) {
  const view = props.decision.view as View;
  return (
    <DecisionControls
      {...props}
      explain={(value) => (
        <PlotExplained chariot={props.decision.chariot} view={view} plot={value as PlotValue} />
      )}
    />
  );
}
