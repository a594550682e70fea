import { useMemo, useState } from 'react';
import { explainFr, reasonFr } from '../../engine/log/explain/index.ts';
import type { RaceEvent } from '../../engine/log/schema.ts';
import { phaseWords } from '../../messages/explain-words.ts';
import { lang, messages } from '../../messages/index.ts';
import {
  currentSteps,
  setExplainKinds,
  setExplainMode,
  stepExplain,
  useExplain,
} from '../../playback/explain.ts';
import { useViewer } from '../../playback/store.ts';
import { timeOfEvent } from '../../replay/plan.ts';
import { describeEvent, eventNames } from '../../replay/sentences.ts';
import { type ExplainKind, kindsInRace, kindsOf } from '../../replay/steps.ts';
import { notesFor } from '../notes/notes-file.ts';
import { useNotes } from '../notes/notes-store.ts';
import { useRaceNotes } from '../notes/use-race-notes.ts';
import { resultWords } from './card-words.ts';
import { ruleById, ruleText } from './catalogue.ts';
import { exportMoment } from './export-moment.ts';
import { RollView } from './RollView.tsx';
import { SourceBadge } from './SourceBadge.tsx';
import '../notes/notes.css';

/** The event of a seq (a log's events are in seq order; a search covers any other). */
function eventOf(events: readonly RaceEvent[], seq: number): RaceEvent | undefined {
  const e = events[seq];
  return e && e.seq === seq ? e : events.find((x) => x.seq === seq);
}

/**
 * Explain mode's card: why the step shown happened. The rule in plain words with its id and
 * ruleset, every roll as dice with its modifiers, target and table row, the driver's decision,
 * the outcome, and the presenter's notes for the moment. Loaded on demand with the catalogue.
 */
export default function ExplainCard() {
  useRaceNotes();
  const plan = useViewer((s) => s.plan);
  const seq = useExplain((s) => s.seq);
  const kinds = useExplain((s) => s.kinds);
  const notes = useNotes((s) => s.notes);
  const available = useMemo(() => (plan ? kindsInRace(plan) : []), [plan]);
  const [failed, setFailed] = useState<string | null>(null);
  if (!plan) return null;
  const m = messages.explain;
  const list = currentSteps();
  const index = seq === null || !list ? -1 : (list.indexOf.get(seq) ?? -1);
  const event = seq === null ? undefined : eventOf(plan.log.events, seq);
  const rule = event ? ruleById(event.rule) : undefined;
  const words = rule ? ruleText(rule, lang) : undefined;
  const ruleset = event ? event.rule.slice(0, event.rule.indexOf('.')) : plan.log.header.ruleset.id;
  const stepTime = event ? (timeOfEvent(plan, event.seq) ?? 0) : 0;
  const nextTime =
    list && index >= 0 ? (list.steps[index + 1]?.time ?? Number.POSITIVE_INFINITY) : stepTime + 1e-6;
  const pinned = event ? notesFor(notes, event.seq, stepTime, nextTime) : [];
  // In French, the rolls, the decision and the result are worded from the typed event; English
  // shows the engine's own words for them.
  const names = event && lang === 'fr' ? eventNames(plan.log, 'fr') : undefined;
  const fr = event && names ? explainFr(event, names) : undefined;
  const result = event && names ? resultWords(plan.log, event, names) : undefined;

  const toggleKind = (k: ExplainKind) =>
    setExplainKinds(kinds.includes(k) ? kinds.filter((x) => x !== k) : [...kinds, k]);

  return (
    <section className="qv-panel qx-card" aria-label={m.title} data-seq={seq ?? ''}>
      <header className="qx-head">
        <span className="qv-panel-title">{m.title}</span>
        <span className="qx-step-count">
          {list && list.steps.length > 0
            ? m.stepOf(index >= 0 ? index + 1 : null, list.steps.length)
            : m.noStep}
        </span>
        <button
          type="button"
          className="qv-icon-btn"
          title={messages.controls.withKey(m.previousStep, '←')}
          aria-label={m.previousStep}
          onClick={() => stepExplain(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title={messages.controls.withKey(m.nextStep, '→')}
          aria-label={m.nextStep}
          onClick={() => stepExplain(1)}
        >
          ›
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title={m.exportHint}
          aria-label={m.exportMoment}
          data-testid="export-moment"
          disabled={!event}
          onClick={() => {
            setFailed(null);
            exportMoment().catch((e: Error) => setFailed(m.exportFailed(e.message)));
          }}
        >
          ⤓
        </button>
        <button
          type="button"
          className="qv-icon-btn"
          title={m.closeHint}
          aria-label={m.close}
          onClick={() => setExplainMode(false)}
        >
          ×
        </button>
      </header>
      {failed ? (
        <p className="qx-said" role="status">
          {failed}
        </p>
      ) : null}
      <fieldset className="qx-kinds qx-fieldset" aria-label={m.stopAt}>
        {available.map((k) => (
          <button
            key={k}
            type="button"
            className={kinds.includes(k) ? 'qv-toggle is-on' : 'qv-toggle'}
            aria-pressed={kinds.includes(k)}
            data-kind={k}
            onClick={() => toggleKind(k)}
            title={kinds.length === 0 ? m.everyStepHint : undefined}
          >
            {m.kinds[k]}
          </button>
        ))}
      </fieldset>
      {event ? (
        <div className="qx-body">
          <h3 className="qx-rule-title">
            {words?.title ?? event.rule} <SourceBadge source={rule?.source ?? 'seed'} />
          </h3>
          <p className="qx-rule-id">
            <code>{event.rule}</code> · {ruleset} ·{' '}
            {m.where(event.turn, phaseWords(lang, event.phase), event.seq)} ·{' '}
            {kindsOf(event)
              .map((k) => m.kinds[k].toLowerCase())
              .join(', ') || event.type}
          </p>
          {pinned.length > 0 ? (
            <aside className="qx-notes" aria-label={m.notes}>
              {pinned.map((n) => (
                <p key={n.id} className="qx-note">
                  {n.text}
                </p>
              ))}
            </aside>
          ) : null}
          <p className="qx-sentence">{describeEvent(event, plan.log)}</p>
          {event.decision ? (
            fr && names ? (
              <div className="qx-decision">
                <b>{m.decision}</b> {fr.decision ?? event.decision.choice}
                {reasonFr(event, names) ? (
                  <>
                    <br />
                    <i>{reasonFr(event, names)}</i>
                  </>
                ) : null}
              </div>
            ) : (
              <div className="qx-decision">
                <b>{m.decision}</b> {event.decision.choice}
                {event.decision.options ? (
                  <span className="qx-options"> {m.of(event.decision.options.join(', '))}</span>
                ) : null}
                <br />
                <i>{event.decision.reason}</i>
              </div>
            )
          ) : null}
          {(event.rolls ?? []).map((roll, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rolls in the order thrown
            <RollView key={i} roll={roll} words={fr?.rolls[i]} />
          ))}
          {fr ? (
            result ? (
              <p className="qx-effect">
                {m.result} <b>{result}</b>
              </p>
            ) : null
          ) : event.effect ? (
            <p className="qx-effect">
              {m.result} <b>{event.effect.summary}</b>
            </p>
          ) : null}
          {/* The rule in words after what happened, folded: the dice and the table come first. */}
          <details className="qx-explain">
            <summary>{m.inPlainWords}</summary>
            <p>{words?.explain ?? m.noExplainer}</p>
          </details>
        </div>
      ) : (
        <p className="qx-body">{m.firstStep}</p>
      )}
    </section>
  );
}
