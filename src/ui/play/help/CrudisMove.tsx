import { crudisMoveOdds, whipAttackChances, whipSpeedHorseRisk } from '../../../engine/odds/crudis.ts';
import type { View } from '../../../engine/rulesets/crudis/ai.ts';
import type {
  CrudisDecisions,
  MoveValue,
  WhipAttackValue,
} from '../../../engine/rulesets/crudis/decisions.ts';
import { playText } from '../../../messages/play.ts';
import { type ControlsProps, DecisionControls } from '../DecisionControls.tsx';
import { Chances, percent, useSeatName } from './Chances.tsx';

/** The danger lines a move crosses, the check at each and the chance of passing them all. */
function MoveExplained({ options, move }: { options: CrudisDecisions['move']['options']; move: MoveValue }) {
  const m = playText().help.crudis;
  const name = useSeatName();
  const odds = crudisMoveOdds(options, move);
  return (
    <>
      <p>{m.dice(options.white, options.red)}</p>
      {odds.blocked ? (
        <p className="qp-problem">{m.blocked(name(odds.blocked.by), odds.blocked.step)}</p>
      ) : null}
      {odds.lines.length === 0 ? (
        <p>{m.noLines}</p>
      ) : (
        <>
          <p>{m.speed(odds.speed, move.ram !== null)}</p>
          <ul className="qp-lines">
            {odds.lines.map((l) => (
              <li key={l.station}>
                {m.line(m.lineName(l.station), l.lane, odds.speed, l.beat, percent(l.pass))}
              </li>
            ))}
          </ul>
          <p>
            <b>{m.passAll(percent(odds.passAll))}</b>
          </p>
        </>
      )}
      {odds.wreckRolls > 0 ? <p>{m.wreckRolls(odds.wreckRolls)}</p> : null}
      {odds.lines.length > 0 || odds.wreckRolls > 0 ? (
        <Chances
          title={m.onFail(options.position.damageMod)}
          rows={odds.onFail.map((r) => ({
            key: r.result,
            label: m.damage[r.result] ?? r.label,
            chance: r.chance,
            bad: r.result === 'wreck',
          }))}
        />
      ) : null}
    </>
  );
}

/**
 * A Crudis move, once the dice are thrown: the moves the white and red dice allow (the generic
 * controls), and for the one chosen the danger lines it crosses with the odds of each check and
 * what a failed check does (src/engine/odds/crudis.ts).
 */
export function CrudisMove(props: ControlsProps) {
  const options = props.decision.options as CrudisDecisions['move']['options'];
  return (
    <DecisionControls
      {...props}
      explain={(value) => <MoveExplained options={options} move={value as MoveValue} />}
    />
  );
}

/** Whipping for speed at the end of a move on a straight: the squares it gives, the horses' risk. */
export function CrudisWhipSpeed(props: ControlsProps) {
  const m = playText().help.crudis;
  const view = props.decision.view as View;
  return (
    <DecisionControls
      {...props}
      explain={(v) => (
        <p>{v === true ? m.whipSpeed(percent(whipSpeedHorseRisk(view.damageMod))) : m.noWhip}</p>
      )}
    />
  );
}

/** Whipping a rival within reach: the part whipped and the chance of each result of the whip table. */
function WhipExplained({ value }: { value: unknown }) {
  const m = playText().help.crudis;
  const name = useSeatName();
  if (value === null) return <p>{m.noWhipAttack}</p>;
  const v = value as WhipAttackValue;
  return (
    <>
      <p>{m.whipAttack(name(v.target), m.whipParts[v.part] ?? v.part)}</p>
      <Chances
        title={m.whipTable}
        rows={whipAttackChances(v.part).map((r) => ({
          key: r.result,
          label: m.whipResults[r.result] ?? r.result,
          chance: r.chance,
          bad: r.result.startsWith('attacker'),
        }))}
      />
    </>
  );
}

export function CrudisWhipAttack(props: ControlsProps) {
  return <DecisionControls {...props} explain={(v) => <WhipExplained value={v} />} />;
}
