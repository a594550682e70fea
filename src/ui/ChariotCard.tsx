import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Condition, StatValue } from '../engine/log/schema.ts';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { conditionIndexAt } from '../replay/conditions.ts';
import './ChariotCard.css';

export type ChariotCardProps = {
  /** Labels for a ruleset's condition attributes and start stats, by key. */
  labels?: Readonly<Record<string, string>>;
};

const CRUDIS_LABELS: Readonly<Record<string, string>> = {
  damageMod: 'Damage',
  moveMod: 'Movement',
  whip: 'Whip',
  lostControl: 'Control',
  locked: 'Locked',
  laps: 'Laps',
};

/** Labels for attributes any ruleset may log (the shared vocabulary) and Hippodrome's cards. */
const COMMON_LABELS: Readonly<Record<string, string>> = {
  place: 'Place',
  driver: 'Driver',
  team: 'Team',
  horses: 'Horses',
  hand: 'Hand',
  handSize: 'Cards in hand',
  played: 'Cards played',
  cards: 'Team cards',
};

const label = (labels: Readonly<Record<string, string>>, key: string): string =>
  labels[key] ?? COMMON_LABELS[key] ?? key;

const STATUS_TEXT: Record<Condition['status'], string> = {
  racing: 'Racing',
  finished: 'Finished',
  wrecked: 'Wrecked',
  retired: 'Retired',
};

/** A condition attribute in words. */
export function attrText(key: string, value: StatValue | undefined, laps: number): string {
  if (value === undefined || value === null) return key === 'locked' ? 'no' : '–';
  switch (key) {
    case 'damageMod':
    case 'moveMod':
      return value === 0 ? 'sound' : `${Number(value) > 0 ? '+' : '−'}${Math.abs(Number(value))}`;
    case 'whip':
      return value ? 'in hand' : 'lost';
    case 'lostControl':
      return value ? 'LOST' : 'in hand';
    case 'locked':
      return `yes (group ${value})`;
    case 'laps':
      return `${value} of ${laps}`;
  }
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
}

/** Whether an attribute's value is bad news (shown in warning colour). */
function isBad(key: string, value: StatValue | undefined): boolean {
  switch (key) {
    case 'damageMod':
    case 'moveMod':
      return typeof value === 'number' && value < 0;
    case 'whip':
      return value === false;
    case 'lostControl':
      return value === true;
    case 'locked':
      return value !== null && value !== undefined;
  }
  return false;
}

/**
 * The selected chariot: name, faction colour, personality, start stats, and its condition at the
 * current time (damage, movement, whip, control, locked, laps, status) from the latest event that
 * set it. The condition is looked up each frame by binary search; the DOM changes only when it does.
 */
export function ChariotCard({ labels = CRUDIS_LABELS }: ChariotCardProps) {
  const replay = useViewer((s) => s.replay);
  const plan = replay?.plan ?? null;
  const selected = useViewer((s) => s.selected);
  const camera = useViewer((s) => s.camera);
  const timelines = replay?.conditions ?? null;
  const entrant = plan?.log.header.entrants.find((e) => e.id === selected) ?? null;
  const timeline = selected ? timelines?.get(selected) : undefined;
  const keys = useMemo(() => {
    const first = timeline?.conditions[0];
    return first ? Object.keys(first.attrs) : Object.keys(labels);
  }, [timeline, labels]);
  const laps = replay?.laps ?? 0;
  const values = useRef<Array<HTMLElement | null>>([]);
  const status = useRef<HTMLSpanElement>(null);
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
      el.textContent = attrText(key, value, laps);
      el.classList.toggle('is-bad', isBad(key, value));
    }
    const st = status.current;
    if (st) {
      const s = condition?.status ?? 'racing';
      st.textContent = STATUS_TEXT[s];
      st.dataset['status'] = s;
    }
  });

  // The values are written by the frame loop: have it write them afresh for a newly shown card.
  useLayoutEffect(() => {
    if (entrant) last.current.index = -2;
  }, [entrant]);

  if (!plan || !entrant) return null;
  const stats = Object.entries(entrant.stats);
  return (
    <section
      className="qv-panel qv-card"
      aria-label={`${entrant.name}'s chariot`}
      style={{ borderColor: entrant.colour }}
    >
      <header className="qv-card-head">
        <span className="qv-chip qv-chip-big" style={{ background: entrant.colour }} />
        <div className="qv-card-title">
          <div className="qv-card-name">{entrant.name}</div>
          <div className="qv-card-sub">
            {entrant.faction
              ? `${entrant.faction[0]!.toUpperCase()}${entrant.faction.slice(1)} faction · `
              : ''}
            {entrant.personality}
          </div>
        </div>
        <span ref={status} className="qv-status" data-status="racing">
          Racing
        </span>
        <button
          type="button"
          className="qv-icon-btn"
          aria-label="Deselect"
          title="Deselect (Esc)"
          onClick={() => useViewer.getState().select(null)}
        >
          ×
        </button>
      </header>
      <dl className="qv-card-grid">
        {keys.map((key, k) => (
          <div key={key} className="qv-card-item">
            <dt>{label(labels, key)}</dt>
            <dd
              ref={(el) => {
                values.current[k] = el;
              }}
            />
          </div>
        ))}
      </dl>
      {stats.length > 0 ? (
        <p className="qv-card-start">
          At the start:{' '}
          {stats
            .map(([key, value]) => `${label(labels, key).toLowerCase()} ${attrText(key, value, laps)}`)
            .join(' · ')}
        </p>
      ) : null}
      <div className="qv-card-actions">
        {camera === 'follow' ? (
          <button
            type="button"
            className="qv-btn"
            onClick={() => useViewer.getState().setCamera('trackside')}
          >
            Back to broadcast
          </button>
        ) : (
          <button
            type="button"
            className="qv-btn qv-btn-accent"
            onClick={() => useViewer.getState().setCamera('follow')}
          >
            Follow {entrant.name}
          </button>
        )}
      </div>
    </section>
  );
}
