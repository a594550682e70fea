import { useState } from 'react';
import { serializeLog } from '../../engine/log/serialize.ts';
import { messages } from '../../messages/index.ts';
import { DecisionControls } from './DecisionControls.tsx';
import type { OpenDecision, OpenDice, PlayView, Seat } from './hot-seat.ts';
import { answer, leaveToAi, openForm, startOver, takeScreen, usePlay } from './play-store.ts';

/** Saves text as a file the browser downloads. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
      aria-label="Your turn"
      aria-busy={busy}
      data-status={view.status}
      data-answers={view.record?.answers.length ?? 0}
    >
      {resumed ? <p className="qp-hint">Going on where this race was left.</p> : null}
      {body}
      {refusal ? (
        <p className="qp-problem" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="qp-toolbar">
        {view.record ? (
          <button
            type="button"
            onClick={() => saveRace(view)}
            title="A file to go on with later, here or with quadriga play"
          >
            Save the race
          </button>
        ) : null}
        <button type="button" onClick={() => void startOver()}>
          Start over
        </button>
        <button type="button" onClick={() => openForm()}>
          New race
        </button>
      </div>
    </section>
  );
}

function PassScreen({ seat }: { seat: Seat }) {
  return (
    <div className="qp-pass">
      <h3>
        <Chip seat={seat} /> Pass the screen to {seat.name}
      </h3>
      <p>
        Everyone else, look away: {seat.name}'s decision shows what only {seat.name} may see.
      </p>
      <button type="button" className="qp-primary" onClick={() => takeScreen(seat.id)}>
        I am {seat.name}: show my decision
      </button>
    </div>
  );
}

/** A bot's seat (from a `quadriga play` game file): its answer is an order, not this screen's. */
function BotWaits({ seat, busy }: { seat: Seat; busy: boolean }) {
  return (
    <div className="qp-bot">
      <h3>
        <Chip seat={seat} /> {messages.play.botSeat(seat.name)}
      </h3>
      <p>{messages.play.botWaits(seat.name, seat.id)}</p>
      <button type="button" className="qp-link" disabled={busy} onClick={() => void leaveToAi()}>
        Let the AI decide
      </button>
    </div>
  );
}

/** A few lines of what the seat may see, as the ruleset gives it (hidden information left out). */
function ViewDetails({ view }: { view: unknown }) {
  return (
    <details className="qp-view">
      <summary>Everything you may see of the race</summary>
      <pre>{JSON.stringify(view, null, 1)}</pre>
    </details>
  );
}

function Decision({
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
  return (
    <div className="qp-decision" data-kind={decision.kind}>
      <h3>
        <Chip seat={seat} /> {seat.name}: {decision.ruleTitle}
      </h3>
      <p className="qp-meta">
        Turn {decision.turn} · {decision.kind} · rule <code>{decision.rule}</code>
      </p>
      {decision.ruleExplain ? <p className="qp-explain">{decision.ruleExplain}</p> : null}
      <DecisionControls
        ruleset={view.ruleset}
        decision={decision}
        busy={busy}
        onCommit={(v) => void answer(v)}
      />
      {s ? (
        <p className="qp-suggest">
          The AI would: <b>{s.choice}</b> — {s.reason}.{' '}
          <button type="button" className="qp-link" disabled={busy} onClick={() => void leaveToAi()}>
            Let the AI decide
          </button>
        </p>
      ) : null}
      <ViewDetails view={decision.view} />
    </div>
  );
}

function DiceEntry({ dice, busy }: { dice: OpenDice; view: PlayView; busy: boolean }) {
  const [faces, setFaces] = useState<string[]>(() => Array.from({ length: dice.count }, () => ''));
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
      <h3>Throw {dice.question}</h3>
      <p className="qp-meta">Turn {dice.turn} · type the face of each die as it landed</p>
      <div className="qp-faces">
        {faces.map((f, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: one box per die, in order
            key={i}
            aria-label={`Die ${i + 1} of ${dice.count} (d${dice.sides})`}
            type="number"
            min={1}
            max={dice.sides}
            value={f}
            onChange={(e) => setFaces(faces.map((x, j) => (j === i ? e.target.value : x)))}
          />
        ))}
      </div>
      <button type="submit" className="qp-primary" disabled={busy}>
        Enter the throw
      </button>
    </form>
  );
}

function Finished({ view }: { view: PlayView }) {
  const footer = view.log.footer;
  const winner = view.seats.find((s) => s.id === footer.winner);
  return (
    <div className="qp-finished">
      <h3>The race is over: {winner ? `${winner.name} wins` : 'no winner'}.</h3>
      <p>
        {footer.turns} turns. The log holds every decision, die and move: the viewer, the broadcast page and{' '}
        <code>quadriga verify</code> read it.
      </p>
      <button
        type="button"
        className="qp-primary"
        onClick={() => download(`${fileStem(view)}.race-log.json`, serializeLog(view.log))}
      >
        Download the race log
      </button>
    </div>
  );
}
