import { type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { messages } from '../messages/index.ts';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { captionText, namesOf } from '../replay/captions.ts';
import type { Marker } from '../replay/plan.ts';
import { turnAt } from '../replay/sample.ts';
import { formatTime } from './hud-text.ts';
import './Timeline.css';

export type TimelineProps = {
  /** Marker kinds drawn as small ticks rather than full marks. */
  minorKinds?: ReadonlyArray<Marker['kind']>;
};

/**
 * The scrub bar: drag anywhere on it to seek; the race's incidents marked along it in their
 * colours (hover for what happened, click to jump there). The head, the filled part and the time
 * text follow the clock by direct DOM writes every frame.
 */
export function Timeline({ minorKinds = ['lead-change'] }: TimelineProps) {
  const plan = useViewer((s) => s.plan);
  const name = namesOf(plan?.log.header.entrants ?? []);
  const bar = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const time = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const drag = useRef({ active: false, resume: false });
  const shown = useRef({ tenth: -1, duration: -1, frac: -1 });

  useSystem('hud', 'timeline', () => {
    const d = clock.duration;
    const frac = d > 0 ? Math.min(1, Math.max(0, clock.time / d)) : 0;
    if (frac !== shown.current.frac) {
      shown.current.frac = frac;
      if (fill.current) fill.current.style.transform = `scaleX(${frac})`;
      if (head.current) head.current.style.left = `${frac * 100}%`;
    }
    const tenth = Math.floor(clock.time * 10);
    if (time.current && (tenth !== shown.current.tenth || d !== shown.current.duration)) {
      shown.current.tenth = tenth;
      shown.current.duration = d;
      time.current.textContent = `${formatTime(clock.time)} / ${formatTime(d)}`;
      bar.current?.setAttribute('aria-valuenow', String(Math.round(clock.time)));
    }
  });

  if (!plan) return null;

  const timeAt = (clientX: number): number => {
    const r = bar.current!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (clientX - r.left) / Math.max(1, r.width))) * plan.duration;
  };
  const showTip = (clientX: number, text: string): void => {
    const el = tip.current;
    const b = bar.current;
    if (!el || !b) return;
    const r = b.getBoundingClientRect();
    el.textContent = text;
    el.hidden = false;
    const x = Math.min(r.width - 8, Math.max(8, clientX - r.left));
    el.style.left = `${x}px`;
  };
  const hideTip = (): void => {
    if (tip.current) tip.current.hidden = true;
  };
  const timeTip = (t: number): string => `${formatTime(t)} · ${messages.timeline.turn(turnAt(plan, t))}`;

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const s = useViewer.getState();
    drag.current = { active: true, resume: s.playing };
    if (s.playing) s.setPlaying(false);
    const t = timeAt(e.clientX);
    s.seek(t);
    showTip(e.clientX, timeTip(t));
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const t = timeAt(e.clientX);
    if (drag.current.active) useViewer.getState().seek(t);
    showTip(e.clientX, timeTip(t));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current.active) return;
    drag.current.active = false;
    e.currentTarget.releasePointerCapture(e.pointerId);
    if (drag.current.resume) useViewer.getState().setPlaying(true);
  };

  return (
    <div className="qv-timeline">
      <span ref={time} className="qv-time">
        {formatTime(0)} / {formatTime(plan.duration)}
      </span>
      <div
        ref={bar}
        className="qv-bar"
        role="slider"
        aria-label={messages.timeline.label}
        aria-valuemin={0}
        aria-valuemax={Math.round(plan.duration)}
        aria-valuenow={0}
        tabIndex={-1}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => {
          if (!drag.current.active) hideTip();
        }}
      >
        <div className="qv-bar-track" />
        <div ref={fill} className="qv-bar-fill" />
        {plan.leaderLaps.map((t, k) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: laps are numbered by their index
            key={k}
            className="qv-lap-mark"
            style={{ left: `${(t / plan.duration) * 100}%` }}
          />
        ))}
        {plan.markers.map((m, k) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: markers never reorder within a plan
            key={k}
            type="button"
            className={minorKinds.includes(m.kind) ? 'qv-marker is-minor' : 'qv-marker'}
            data-kind={m.kind}
            style={{ left: `${(m.time / plan.duration) * 100}%` }}
            aria-label={`${messages.timeline.markers[m.kind]}: ${captionText(m.caption, name)}`}
            onPointerDown={(e) => e.stopPropagation()}
            onPointerMove={(e) => {
              e.stopPropagation();
              showTip(
                e.clientX,
                `${messages.timeline.markers[m.kind]} · ${captionText(m.caption, name)} · ${formatTime(m.time)}`,
              );
            }}
            onClick={() => {
              const s = useViewer.getState();
              s.seek(m.time);
            }}
          />
        ))}
        <div ref={head} className="qv-bar-head" />
        <div ref={tip} className="qv-tip" hidden />
      </div>
    </div>
  );
}
