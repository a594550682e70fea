import { useState } from 'react';
import { playText } from '../../messages/play.ts';
import { answerWords, partWords } from './answer-words.ts';
import { useSeatName } from './help/Chances.tsx';
import type { OpenDecision } from './hot-seat.ts';
import { itemWords } from './words.ts';

/**
 * The controls for one decision, built from its legal answers alone (any ruleset), each answer in
 * the page's words (answer-words.ts; the log's where the page has none): answers that are sets of things (cards) are a box per thing; a few answers are
 * a button each; many answers of a few simple parts (a speed change and a turn) are a list per
 * part; the rest, one list of every answer. They start at the AI's suggestion; the player changes
 * what they want and commits. An answer the rules refuse comes back with the rule's reason.
 */
export interface ControlsProps {
  ruleset: string;
  decision: OpenDecision;
  busy: boolean;
  onCommit(value: unknown): void;
  /** What the chosen answer means under the rules (its cost, its odds), shown under the controls. */
  explain?: (value: unknown) => React.ReactNode;
}

/** The command that takes the same answers: a name, the same in every language. */
const PLAY_COMMAND = 'quadriga play';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isPrimitive = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Shape = 'choice' | 'items' | 'parts' | 'list' | 'text';

/** Up to this many single answers show as buttons; more go in a list. */
const CHOICE_BUTTONS = 12;

function shapeOf(legal: unknown[] | null): Shape {
  if (legal === null || legal.length === 0) return 'text';
  if (legal.every((v) => Array.isArray(v) && v.every(isPrimitive))) return 'items';
  if (legal.length <= CHOICE_BUTTONS) return 'choice';
  if (legal.every((v) => isPlain(v) && Object.values(v).every(isPrimitive))) return 'parts';
  return 'list';
}

/** Every value of each part among the legal answers, in the order they first appear. */
function partsOf(
  legal: Record<string, unknown>[],
): Array<{ key: string; values: unknown[]; optional: boolean }> {
  const keys: string[] = [];
  for (const v of legal) for (const k of Object.keys(v)) if (!keys.includes(k)) keys.push(k);
  return keys.map((key) => {
    const values: unknown[] = [];
    for (const v of legal) if (key in v && !values.some((x) => same(x, v[key]))) values.push(v[key]);
    return { key, values, optional: legal.some((v) => !(key in v)) };
  });
}

/** Every thing the legal sets are made of, in the order they first appear. */
function itemsOf(legal: unknown[][]): unknown[] {
  const items: unknown[] = [];
  for (const v of legal) for (const x of v) if (!items.some((y) => same(x, y))) items.push(x);
  return items;
}

/** The things of `set` in the order of `items`. */
const inOrder = (items: unknown[], set: unknown): unknown[] =>
  Array.isArray(set) ? items.filter((x) => set.some((y) => same(x, y))) : [];

export function DecisionControls({ ruleset, decision, busy, onCommit, explain }: ControlsProps) {
  const m = playText().controls;
  const name = useSeatName();
  const { legal } = decision;
  const labels =
    legal?.map(
      (v, i) =>
        answerWords(ruleset, decision.kind, v, decision.options, name) ?? decision.labels?.[i] ?? String(v),
    ) ?? null;
  const shape = shapeOf(legal);
  const items = shape === 'items' ? itemsOf(legal as unknown[][]) : [];
  // The AI's suggestion first; a set of things in the order the boxes show them.
  const suggested = decision.suggestion?.value ?? legal?.[0] ?? null;
  const start = shape === 'items' ? inOrder(items, suggested) : suggested;
  const [value, setValue] = useState<unknown>(start);
  const [text, setText] = useState(() => JSON.stringify(start));
  const index = legal?.findIndex((v) => same(v, value)) ?? -1;
  const words = index >= 0 ? labels?.[index] : null;
  const commit = () => {
    if (shape !== 'text') return onCommit(value);
    try {
      onCommit(JSON.parse(text));
    } catch {
      onCommit(text);
    }
  };

  let controls: React.ReactNode;
  if (shape === 'choice')
    controls = (
      <div className="qp-choices" role="radiogroup" aria-label={m.answer}>
        {legal!.map((v, i) => (
          <label key={JSON.stringify(v)} className={same(v, value) ? 'qp-chosen' : undefined}>
            <input type="radio" name="answer" checked={same(v, value)} onChange={() => setValue(v)} />
            {labels?.[i] ?? String(v)}
          </label>
        ))}
      </div>
    );
  else if (shape === 'items') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (x: unknown, on: boolean) =>
      setValue(items.filter((y) => (same(y, x) ? on : chosen.some((c) => same(c, y)))));
    controls = (
      <fieldset className="qp-items">
        <legend>{m.chooseAny}</legend>
        {items.map((x) => (
          <label key={JSON.stringify(x)}>
            <input
              type="checkbox"
              name={String(x)}
              checked={chosen.some((c) => same(c, x))}
              onChange={(e) => toggle(x, e.target.checked)}
            />
            <b>{String(x)}</b> {itemWords(ruleset, x) === String(x) ? '' : itemWords(ruleset, x)}
          </label>
        ))}
      </fieldset>
    );
  } else if (shape === 'parts') {
    const current = isPlain(value) ? value : {};
    controls = (
      <div className="qp-parts">
        {partsOf(legal as Record<string, unknown>[]).map((p) => {
          const set = (v: unknown) => {
            const next = { ...current };
            if (v === undefined) delete next[p.key];
            else next[p.key] = v;
            setValue(next);
          };
          if (p.optional && p.values.length === 1 && p.values[0] === true)
            return (
              <label key={p.key}>
                <input
                  type="checkbox"
                  name={p.key}
                  checked={current[p.key] === true}
                  onChange={(e) => set(e.target.checked ? true : undefined)}
                />
                {playText().answers.parts[p.key] ?? p.key}
              </label>
            );
          const at = p.values.findIndex((v) => same(v, current[p.key]));
          return (
            <label key={p.key}>
              {playText().answers.parts[p.key] ?? p.key}
              <select name={p.key} value={at} onChange={(e) => set(p.values[Number(e.target.value)])}>
                {p.optional ? <option value={-1}>{m.none}</option> : null}
                {p.values.map((v, i) => (
                  <option key={JSON.stringify(v)} value={i}>
                    {partWords(ruleset, p.key, v)}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
    );
  } else if (shape === 'list')
    controls = (
      <select aria-label={m.answer} value={index} onChange={(e) => setValue(legal![Number(e.target.value)])}>
        {index < 0 ? <option value={-1}>{m.choose}</option> : null}
        {legal!.map((v, i) => (
          <option key={JSON.stringify(v)} value={i}>
            {labels?.[i] ?? JSON.stringify(v)}
          </option>
        ))}
      </select>
    );
  else
    controls = (
      <label className="qp-text">
        {m.asJson} <code>{PLAY_COMMAND}</code> {m.asJsonEnd}
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
    );

  return (
    <div className="qp-controls">
      {controls}
      {shape === 'items' || shape === 'parts' ? (
        <p className="qp-words" aria-live="polite">
          {words ? m.inWords(words) : m.refused}
        </p>
      ) : null}
      {explain && index >= 0 ? <div className="qp-odds">{explain(value)}</div> : null}
      <button type="button" className="qp-primary" disabled={busy} onClick={commit}>
        {m.commit}
      </button>
    </div>
  );
}
