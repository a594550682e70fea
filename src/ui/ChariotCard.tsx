import { useLayoutEffect, useMemo, useRef } from 'react';
import type { StatValue } from '../engine/log/schema.ts';
import { messages } from '../messages/index.ts';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { conditionIndexAt } from '../replay/conditions.ts';
import { attrLabel, figureText, keyFigures, personalityWord, statLabel } from '../replay/figure-words.ts';
import './ChariotCard.css';
import { ChariotChip } from './ChariotChip.tsx';

/** Whether an attribute's value is bad news (shown in warning colour). */
function isBad(key: string, value: StatValue | undefined): boolean {
  switch (key) {
    case 'damageMod':
    case 'moveMod':
      return typeof value === 'number' && value < 0;
    case 'whip':
      return value === false || value === 'none';
    case 'lostControl':
      return value === true;
    case 'locked':
      return value !== null && value !== undefined;
    case 'driver':
      return value !== 'aboard';
    case 'team':
      return value !== 'harnessed';
    case 'jostle':
    case 'injury':
    case 'deviation':
      return typeof value === 'number' && value > 0;
  }
  return false;
}

/**
 * The selected chariot: name, faction colour, personality, its key figures at the start (all of
 * them on demand), and its condition at the current time from the latest event that set it, in the
 * ruleset's words (src/replay/figure-words.ts). The condition is looked up each frame by binary
 * search; the DOM changes only when it does.
 */
export function ChariotCard() {
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const selected = useViewer((s) => s.selected);
  const camera = useViewer((s) => s.camera);
  const timelines = replay?.conditions ?? null;
  const entrant = plan?.log.header.entrants.find((e) => e.id === selected) ?? null;
  const timeline = selected ? timelines?.get(selected) : undefined;
  const ruleset = plan?.log.header.ruleset.id ?? '';
  const keys = useMemo(() => Object.keys(timeline?.conditions[0]?.attrs ?? {}), [timeline]);
  const laps = replay?.laps ?? 0;
  const values = useRef<Array<HTMLElement | null>>([]);
  const status = useRef<HTMLSpanElement>(null);
  const outNote = useRef<HTMLParagraphElement>(null);
  const last = useRef({ index: -2, timeline: null as unknown });

  useSystem('hud', 'chariot card', () => {
    if (!timeline || !entrant) return;
    const index = conditionIndexAt(timeline, clock.time);
    const l = last.current;
    if (index === l.index && l.timeline === timeline) return;
    l.index = index;
    l.timeline = timeline;
    const condition = index >= 0 ? timeline.conditions[index]! : null;
    for (const [k, key] of keys.entries()) {
      const el = values.current[k];
      if (!el) continue;
      const value = condition ? condition.attrs[key] : entrant.stats[key];
      el.textContent = figureText(ruleset, key, value, laps);
      el.classList.toggle('is-bad', isBad(key, value));
    }
    const st = status.current;
    if (st) {
      const s = condition?.status ?? 'racing';
      st.textContent = messages.card.status[s];
      st.dataset['status'] = s;
      // Out of the race, its figures are as they were when it went out: shown dimmed, under a
      // line that says when it went out and that they are those of that moment.
      const card = st.closest<HTMLElement>('.qv-card');
      if (card) card.dataset['status'] = s;
      const note = outNote.current;
      if (note) {
        const out = condition !== null && (s === 'wrecked' || s === 'retired');
        note.hidden = !out;
        note.textContent = out ? messages.card.outOfRace(s, timeline.turns[index]!) : '';
      }
    }
  });

  // The values are written by the frame loop: have it write them afresh for a newly shown card.
  useLayoutEffect(() => {
    if (entrant) last.current.index = -2;
  }, [entrant]);

  if (!plan || !entrant) return null;
  const m = messages.card;
  const stats = Object.entries(entrant.stats);
  const key = keyFigures(ruleset, entrant.stats);
  return (
    <section
      className="qv-panel qv-card"
      aria-label={m.label(entrant.name)}
      style={{ borderColor: entrant.colour }}
    >
      <header className="qv-card-head">
        <ChariotChip colour={entrant.colour} faction={entrant.faction} size="big" />
        <div className="qv-card-title">
          <div className="qv-card-name">{entrant.name}</div>
          <div className="qv-card-sub">
            {entrant.faction ? `${m.faction(entrant.faction)} · ` : ''}
            {personalityWord(entrant.personality)}
          </div>
        </div>
        <span ref={status} className="qv-status" data-status="racing">
          {m.status.racing}
        </span>
        <button
          type="button"
          className="qv-icon-btn"
          aria-label={m.deselect}
          title={m.deselectHint}
          onClick={() => useViewer.getState().select(null)}
        >
          ×
        </button>
      </header>
      <p ref={outNote} className="qv-card-out" hidden />
      <dl className="qv-card-grid">
        {keys.map((k, i) => (
          <div key={k} className="qv-card-item">
            <dt>{attrLabel(ruleset, k)}</dt>
            <dd
              ref={(el) => {
                values.current[i] = el;
              }}
            />
          </div>
        ))}
      </dl>
      {stats.length > 0 ? (
        <details className="qv-card-start">
          <summary>
            {key.length > 0
              ? m.atTheStartWith(key.map((f) => `${f.label} ${f.text}`).join(' · '))
              : m.atTheStart}
          </summary>
          <dl className="qv-card-all">
            {stats.map(([k, value]) => (
              <div key={k}>
                <dt>{statLabel(ruleset, k)}</dt>
                <dd>{figureText(ruleset, k, value, laps)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      <div className="qv-card-actions">
        {camera === 'follow' ? (
          <button
            type="button"
            className="qv-btn"
            onClick={() => useViewer.getState().setCamera('trackside')}
          >
            {m.backToBroadcast}
          </button>
        ) : (
          <button
            type="button"
            className="qv-btn qv-btn-accent"
            onClick={() => useViewer.getState().setCamera('follow')}
          >
            {m.follow(entrant.name)}
          </button>
        )}
      </div>
    </section>
  );
}
