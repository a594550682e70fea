import { useState } from 'react';
import { serializeLog } from '../../engine/log/serialize.ts';
import { lang } from '../../messages/index.ts';
import { playText } from '../../messages/play.ts';
import { ruleById, ruleText } from '../explain/catalogue.ts';
import { answerWords } from './answer-words.ts';
import { DecisionControls } from './DecisionControls.tsx';
import { diceWords } from './dice-words.ts';
import { useSeatName } from './help/Chances.tsx';
import { ownControls } from './help/index.ts';
import type { OpenDecision, OpenDice, PlayView, Seat } from './hot-seat.ts';
import { answer, leaveToAi, openForm, startOver, takeScreen, usePlay } from './play-store.ts';
import { refusalWords } from './refusal-words.ts';

/** Saves text as a file the browser downloads. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The command that checks a log: a name, the same in every language. */
const VERIFY_COMMAND = 'quadriga verify';

const fileStem = (v: PlayView) => `${v.ruleset}-seed-${v.log.header.seed}`;

function saveRace(v: PlayView): void {
  if (!v.record) return;
  // A `quadriga play` game file: the command line can go on with it, and this page opens it again.
  const game = { format: 'quadriga.game', version: 1, ...v.record, orders: {} };
  download(`${fileStem(v)}.game.json`, `${JSON.stringify(game, null, 2)}\n`);
}

function Chip({ seat }: { seat: Seat }) {
  return <span className="qv-chip" style={{ background: seat.colour }} />;
}

/**
 * The hot-seat panel: what the race waits for (a person's decision, behind a "pass the screen"
 * step when several people share the screen, or dice thrown at the table), the race's end with its
 * log to download, and saving the race to go on later.
 */
export function PlayPanel() {
  const view = usePlay((s) => s.view);
  const busy = usePlay((s) => s.busy);
  const refusal = usePlay((s) => s.refusal);
  const screenFor = usePlay((s) => s.screenFor);
  const resumed = usePlay((s) => s.resumed);
  if (!view) return null;
  const m = playText().panel;
  const humans = view.seats.filter((s) => s.human);
  const open = view.open;
  let body: React.ReactNode;
  if (view.status === 'finished') body = <Finished view={view} />;
  else if (open?.type === 'dice')
    body = (
      <DiceEntry key={JSON.stringify(open) + view.log.events.length} dice={open} view={view} busy={busy} />
    );
  else if (open?.type === 'decision') {
    const seat = view.seats.find((s) => s.id === open.chariot)!;
    body = seat.bot ? (
      <BotWaits seat={seat} busy={busy} />
    ) : humans.length > 1 && screenFor !== seat.id ? (
      <PassScreen seat={seat} />
    ) : (
      <Decision
        key={`${open.turn}:${open.chariot}:${open.kind}:${view.log.events.length}:${view.record?.answers.length}`}
        view={view}
        decision={open}
        seat={seat}
        busy={busy}
      />
    );
  }
  return (
    <section
      className="qp-panel qv-panel"
      aria-label={m.label}
      aria-busy={busy}
      data-status={view.status}
      data-answers={view.record?.answers.length ?? 0}
    >
      {resumed ? <p className="qp-hint">{m.resumed}</p> : null}
      {body}
      {refusal ? (
        <p className="qp-problem" role="alert">
          {refusalWords(refusal, open, view.seats)}
        </p>
      ) : null}
      <div className="qp-toolbar">
        {view.record ? (
          <button type="button" onClick={() => saveRace(view)} title={m.saveHint}>
            {m.save}
          </button>
        ) : null}
        <button type="button" onClick={() => void startOver()}>
          {m.startOver}
        </button>
        <button type="button" onClick={() => openForm()}>
          {m.newRace}
        </button>
      </div>
    </section>
  );
}

function PassScreen({ seat }: { seat: Seat }) {
  const m = playText().panel;
  return (
    <div className="qp-pass">
      <h3>
        <Chip seat={seat} /> {m.passTo(seat.name)}
      </h3>
      <p>{m.lookAway(seat.name)}</p>
      <button type="button" className="qp-primary" onClick={() => takeScreen(seat.id)}>
        {m.takeScreen(seat.name)}
      </button>
    </div>
  );
}

/** A bot's seat (from a `quadriga play` game file): its answer is an order, not this screen's. */
function BotWaits({ seat, busy }: { seat: Seat; busy: boolean }) {
  return (
    <div className="qp-bot">
      <h3>
        <Chip seat={seat} /> {playText().botSeat(seat.name)}
      </h3>
      <p>{playText().botWaits(seat.name, seat.id)}</p>
      <button type="button" className="qp-link" disabled={busy} onClick={() => void leaveToAi()}>
        {playText().panel.letAi}
      </button>
    </div>
  );
}

/** A few lines of what the seat may see, as the ruleset gives it (hidden information left out). */
function ViewDetails({ view }: { view: unknown }) {
  return (
    <details className="qp-view">
      <summary>{playText().panel.seesAll}</summary>
      <pre>{JSON.stringify(view, null, 1)}</pre>
    </details>
  );
}

/** A person's decision: the rule, the controls with what the answer chosen means, the AI's suggestion. */
export function Decision({
  view,
  decision,
  seat,
  busy,
}: {
  view: PlayView;
  decision: OpenDecision;
  seat: Seat;
  busy: boolean;
}) {
  const s = decision.suggestion;
  const m = playText().panel;
  const a = playText().answers;
  const name = useSeatName();
  // The AI's suggestion in the page's words; its reason is the AI's English, or its style elsewhere.
  const personality = view.log.header.entrants.find((e) => e.id === seat.id)?.personality ?? '';
  const styles: Readonly<Record<string, string>> = playText().form.styles;
  const temper = styles[personality] ?? personality;
  const Controls = ownControls(view.ruleset, decision.kind) ?? DecisionControls;
  // The rule's title and explanation in the page's language (the race's worker gives English).
  const rule = ruleById(decision.rule);
  const words = rule ? ruleText(rule, lang) : { title: decision.ruleTitle, explain: decision.ruleExplain };
  return (
    <div className="qp-decision" data-kind={decision.kind} data-chariot={decision.chariot}>
      <h3>
        <Chip seat={seat} /> {m.decides(seat.name, words.title)}
      </h3>
      <p className="qp-meta">
        {m.decisionMeta(decision.turn, a.kinds[decision.kind] ?? decision.kind)} <code>{decision.rule}</code>
      </p>
      {words.explain ? <p className="qp-explain">{words.explain}</p> : null}
      <Controls ruleset={view.ruleset} decision={decision} busy={busy} onCommit={(v) => void answer(v)} />
      {s ? (
        <p className="qp-suggest">
          {m.aiWould}{' '}
          <b>{answerWords(view.ruleset, decision.kind, s.value, decision.options, name) ?? s.choice}</b> —{' '}
          {a.reason(s.reason, temper)}.{' '}
          <button type="button" className="qp-link" disabled={busy} onClick={() => void leaveToAi()}>
            {m.letAi}
          </button>
        </p>
      ) : null}
      <ViewDetails view={decision.view} />
    </div>
  );
}

function DiceEntry({ dice, view, busy }: { dice: OpenDice; view: PlayView; busy: boolean }) {
  const [faces, setFaces] = useState<string[]>(() => Array.from({ length: dice.count }, () => ''));
  const m = playText().panel;
  const commit = () => void answer(faces.map((f) => (f.trim() === '' ? f : Number(f))));
  return (
    <form
      className="qp-dice-entry"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <h3>{m.throwDice(diceWords(dice, view.seats))}</h3>
      <p className="qp-meta">{m.diceMeta(dice.turn)}</p>
      <div className="qp-faces">
        {faces.map((f, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: one box per die, in order
            key={i}
            aria-label={m.die(i + 1, dice.count, dice.sides)}
            type="number"
            min={1}
            max={dice.sides}
            value={f}
            onChange={(e) => setFaces(faces.map((x, j) => (j === i ? e.target.value : x)))}
          />
        ))}
      </div>
      <button type="submit" className="qp-primary" disabled={busy}>
        {m.enterThrow}
      </button>
    </form>
  );
}

function Finished({ view }: { view: PlayView }) {
  const footer = view.log.footer;
  const winner = view.seats.find((s) => s.id === footer.winner);
  const m = playText().panel;
  return (
    <div className="qp-finished">
      <h3>{m.over(winner?.name ?? null)}</h3>
      <p>
        {m.logHolds(footer.turns)} <code>{VERIFY_COMMAND}</code> {m.readIt}
      </p>
      <button
        type="button"
        className="qp-primary"
        onClick={() => download(`${fileStem(view)}.race-log.json`, serializeLog(view.log))}
      >
        {m.download}
      </button>
    </div>
  );
}
