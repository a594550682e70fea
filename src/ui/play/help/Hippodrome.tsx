import { duel, effortRange, passOdds, saveChance } from '../../../engine/odds/hippodrome.ts';
import type { CardSituation, PassKind } from '../../../engine/rulesets/hippodrome/ai.ts';
import type { HippodromeView } from '../../../engine/rulesets/hippodrome/state.ts';
import { EVENT_CARDS, fatigueFor, type Stat } from '../../../engine/rulesets/hippodrome/tables.ts';
import { playText } from '../../../messages/play.ts';
import { type ControlsProps, DecisionControls } from '../DecisionControls.tsx';
import { itemWords } from '../words.ts';
import { Chances, percent, useSeatName } from './Chances.tsx';

/** The rolls two teams make against each other; the rest are saves against a plain D6. */
const DUELS: readonly CardSituation[] = ['pass', 'defend', 'entangle'];

/** A pass attempt: the two rolls, the chance of each end, the cards in hand that would help. */
function AttemptExplained({ decision, value }: { decision: ControlsProps['decision']; value: unknown }) {
  const m = playText().help.hippodrome;
  const stats = playText().items.stats;
  const name = useSeatName();
  const view = decision.view as HippodromeView;
  const o = decision.options as { defender: string; kind: PassKind };
  if (value !== true) return <p>{m.hold}</p>;
  const odds = passOdds(view, o.defender, o.kind);
  const held = view.me.hand.filter((id) => EVENT_CARDS.get(id)?.stat === odds.stat).length;
  return (
    <>
      <p>{m.attempt(name(o.defender), stats[odds.stat], odds.mine, stats[odds.against], odds.theirs)}</p>
      <Chances
        title={m.ends}
        rows={[
          { key: 'pass', label: m.pass, chance: odds.pass },
          { key: 'held', label: m.held, chance: odds.held },
          { key: 'tie', label: m.tie(o.kind === 'straight'), chance: odds.tie, bad: true },
        ]}
      />
      {held > 0 ? (
        <p>{m.cards(held, stats[odds.stat], percent(passOdds(view, o.defender, o.kind, held).pass))}</p>
      ) : null}
    </>
  );
}

/** The start: what bolting and starting carefully do, with the effort roll's range. */
function StartExplained({ view, value }: { view: HippodromeView; value: unknown }) {
  const m = playText().help.hippodrome;
  if (value !== 'bolt') return <p>{m.cautious}</p>;
  const e = effortRange(view);
  return (
    <p>
      {m.bolt(
        view.me.stats.speed,
        view.me.stall,
        e.stallBonus,
        e.min,
        e.max,
        percent(saveChance(view.me.stats.cool)),
      )}
    </p>
  );
}

/** Event cards on a roll: +2 each; the chance of winning the roll or making the save with them. */
function CardsExplained({ decision, value }: { decision: ControlsProps['decision']; value: unknown }) {
  const m = playText().help.hippodrome;
  const view = decision.view as HippodromeView;
  const o = decision.options as { stat: Stat; situation: CardSituation; edge: number };
  const cards = Array.isArray(value) ? value.length : 0;
  if (DUELS.includes(o.situation)) return <p>{m.duel(cards, percent(duel(o.edge + 2 * cards, 0).win))}</p>;
  const fatigue = view.lap === 0 ? 0 : fatigueFor(view.lap, view.me.stats.endurance);
  const plus = view.me.stats[o.stat] + fatigue + 2 * cards;
  return <p>{m.save(playText().items.stats[o.stat], plus, percent(saveChance(plus)))}</p>;
}

/**
 * The Hippodrome's decisions with their odds under the controls: a pass attempt (the two rolls
 * and the chance to pass, be held off or lock wheels), the start (the effort roll), Event cards
 * on a roll (the chance with them). The cards, the rumours and the discards are worded by the
 * controls themselves (words.ts) and the rule's explanation above them.
 */
export function HippodromeAttempt(props: ControlsProps) {
  return (
    <DecisionControls {...props} explain={(v) => <AttemptExplained decision={props.decision} value={v} />} />
  );
}

export function HippodromeStart(props: ControlsProps) {
  const view = props.decision.view as HippodromeView;
  return <DecisionControls {...props} explain={(v) => <StartExplained view={view} value={v} />} />;
}

export function HippodromeCards(props: ControlsProps) {
  return (
    <DecisionControls {...props} explain={(v) => <CardsExplained decision={props.decision} value={v} />} />
  );
}

/** Whom a kept Rumour names: the card's effect in words, on the team chosen. */
function RumorExplained({ card, value }: { card: string; value: unknown }) {
  const name = useSeatName();
  return <p>{playText().help.hippodrome.rumorTarget(itemWords('hippodrome', card), name(String(value)))}</p>;
}

export function HippodromeRumor(props: ControlsProps) {
  const card = (props.decision.options as { card: string }).card;
  return <DecisionControls {...props} explain={(v) => <RumorExplained card={card} value={v} />} />;
}
