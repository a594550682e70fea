import { messages } from '../../../messages/index.ts';
import { type ControlsProps, DecisionControls } from '../DecisionControls.tsx';
import { attackTargets } from '../hot-seat.ts';
import { passAttacks, usePlay } from '../play-store.ts';

/**
 * A Circus Maximus attack: asked at every square of a move where one can be made, so besides the
 * attack itself (or none) the player may pass on every attack for the rest of the turn, or on a
 * rival: the questions that follow this turn are answered "no attack" in their name.
 */
export function CmAttack(props: ControlsProps) {
  const m = messages.play.help.cm;
  const seats = usePlay((s) => s.view?.seats);
  const name = (id: string) => seats?.find((s) => s.id === id)?.name ?? id;
  const targets = attackTargets(props.decision.options);
  return (
    <>
      <DecisionControls {...props} />
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
