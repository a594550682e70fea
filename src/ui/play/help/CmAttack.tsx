import { type AttackOdds, attackOdds } from '../../../engine/odds/circus-maximus.ts';
import type {
  AttackOptions,
  AttackValue,
  CmView,
} from '../../../engine/rulesets/circus-maximus/decisions.ts';
import { playText } from '../../../messages/play.ts';
import { type ControlsProps, DecisionControls } from '../DecisionControls.tsx';
import { attackTargets } from '../hot-seat.ts';
import { passAttacks } from '../play-store.ts';
import { Chances, percent, useSeatName } from './Chances.tsx';

/** One result of an attack in the player's words. */
function outcomeWords(o: AttackOdds['outcomes'][number], table: string | undefined): string {
  const m = playText().help.cm;
  if (o.result === 'miss') return m.miss;
  if (o.result === 'evaded') return m.evaded;
  if (table === 'circus-maximus.horse-injury-table') return m.horseHits(Number(o.result));
  if (table === 'circus-maximus.damage-to-cars-table') return m.carDamage[String(o.result)] ?? o.label;
  if (table === 'circus-maximus.lash-table') {
    const [code, hits] = String(o.result).split(':');
    const words = m.results[code as keyof typeof m.results] ?? o.label;
    return hits && hits !== '1' ? `${words} (${m.hits(Number(hits))})` : words;
  }
  return m.weapon[String(o.result)] ?? o.label;
}

/** What the attack chosen costs, how it hits and what it can do, with the chance of each. */
function AttackExplained({
  decision,
  value,
  name,
}: {
  decision: ControlsProps['decision'];
  value: unknown;
  name: (id: string) => string;
}) {
  const m = playText().help.cm;
  const o = decision.options as AttackOptions;
  if (value === null) return <p>{m.noAttack}</p>;
  const a = value as AttackValue;
  const odds = attackOdds(decision.view as CmView, o, a);
  const words = m.attack(m.kinds[a.kind], name(a.target), m.parts[a.part]);
  const table = odds.table;
  return (
    <>
      <p>{m.cost(words, odds.cost, o.left)}</p>
      {odds.range !== null ? <p>{m.knifeRange(odds.range, odds.smallKnife)}</p> : null}
      {odds.toHit ? (
        <p>
          {m.toHit(
            odds.toHit.dice,
            odds.toHit.plus,
            odds.toHit.op,
            odds.toHit.value,
            percent(odds.toHit.chance),
          )}
        </p>
      ) : null}
      {odds.lash ? <p>{m.lash(odds.lash.plus, odds.lash.longWhip)}</p> : null}
      {odds.evade ? <p>{odds.evade.room ? m.evade(percent(odds.evade.chance)) : m.noRoom}</p> : null}
      {table ? (
        <Chances
          title={
            odds.lash
              ? (m.tables[table.id] ?? table.id)
              : m.table(m.tables[table.id] ?? table.id, table.dice, table.plus)
          }
          rows={odds.outcomes
            .filter((x) => x.chance > 0)
            .map((x) => ({
              key: String(x.result),
              label: `${outcomeWords(x, table.id)}${x.backfires ? ` (${m.onYou})` : ''}`,
              chance: x.chance,
              bad: x.backfires,
            }))}
        />
      ) : null}
      <p>
        <b>{m.harms(name(a.target), percent(odds.harms))}</b>
      </p>
    </>
  );
}

/**
 * A Circus Maximus attack: asked at every square of a move where one can be made. The attack
 * chosen is explained under the controls: what it costs of the move, its roll to hit, the table
 * its blow is read on with the chance of each result (src/engine/odds/circus-maximus.ts). Besides
 * the attack itself (or none) the player may pass on every attack for the rest of the turn, or on
 * a rival: the questions that follow this turn are answered "no attack" in their name.
 */
export function CmAttack(props: ControlsProps) {
  const m = playText().help.cm;
  const name = useSeatName();
  const targets = attackTargets(props.decision.options);
  return (
    <>
      <DecisionControls
        {...props}
        explain={(value) => <AttackExplained decision={props.decision} value={value} name={name} />}
      />
      <div className="qp-pass-attacks">
        <p className="qp-hint">{m.attackHint}</p>
        <button type="button" disabled={props.busy} onClick={() => void passAttacks('all')}>
          {m.noAttacks}
        </button>
        {targets.length > 1
          ? targets.map((t) => (
              <button key={t} type="button" disabled={props.busy} onClick={() => void passAttacks([t])}>
                {m.leaveAlone(name(t))}
              </button>
            ))
          : null}
      </div>
    </>
  );
}
