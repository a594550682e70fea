import { useMemo } from 'react';
import type { RaceEvent } from '../../engine/log/schema.ts';
import { stationToWorld } from '../../engine/track/circus-maximus.ts';
import type { Plan } from '../../replay/plan.ts';
import { ORDINAL, phaseWords } from './hippodrome-phase.ts';
import { OverlayLabel } from './OverlayLabel.tsx';
import { OverlayLines } from './OverlayLines.tsx';
import { LineBuilder } from './overlay-lines.ts';
import { useFocusEvent } from './use-focus-event.ts';

export type HippodromeOverlayProps = { plan: Plan };

/** Where the Hippodrome's order is last laid out: every team's place, gap and station. */
const isOrder = (e: RaceEvent): boolean =>
  e.at !== undefined && Object.values(e.at).length > 1 && Object.values(e.at).every((p) => 'place' in p);
const hasPhase = (e: RaceEvent): boolean => /^(start|straight|bend)/.test(e.phase);

/** The markers span the racing lanes, metres from the spina axis. */
const MARK_FROM = 7;
const MARK_TO = 24;

/**
 * The Hippodrome's places on the track: a marker across the track at each team's place (with its
 * gap behind the leader) where the order was last laid out, and the phase being played, straight
 * or turn.
 */
export default function HippodromeOverlay({ plan }: HippodromeOverlayProps) {
  const order = useFocusEvent(plan, isOrder);
  const phased = useFocusEvent(plan, hasPhase);
  const entrants = plan.log.header.entrants;
  const markers = useMemo(() => {
    if (!order?.at) return null;
    const w = new LineBuilder(0.36);
    const labels: { id: string; x: number; z: number; place: number; text: string; colour: string }[] = [];
    for (const [id, point] of Object.entries(order.at)) {
      if (!('place' in point)) continue;
      const at = plan.mapping.place(point);
      const colour = entrants.find((e) => e.id === id)?.colour ?? '#ffffff';
      // A marker across the racing lanes where the team stands, in its colour.
      for (const shift of [-0.3, 0, 0.3]) w.across(at.station, MARK_FROM, MARK_TO, colour, 1, shift);
      const p = stationToWorld(at.station, MARK_TO + 3);
      const name = entrants.find((e) => e.id === id)?.name ?? id;
      const gap = point.gap ? ` +${point.gap} m` : '';
      labels.push({
        id,
        x: p.x,
        z: p.z,
        place: point.place,
        text: `${ORDINAL[point.place] ?? point.place} ${name}${gap}`,
        colour,
      });
    }
    return { geometry: w.build(), labels };
  }, [order, plan, entrants]);
  const phase = phased ? phaseWords(phased.phase) : null;
  return (
    <group name="overlay-hippodrome">
      {markers ? (
        <>
          <OverlayLines geometry={markers.geometry} name="overlay-places" />
          {markers.labels.map((l) => (
            <OverlayLabel key={l.id} x={l.x} z={l.z} className="qo-place" offsetY={(l.place - 1) * 20}>
              <span className="qo-chip" style={{ background: l.colour }} />
              {l.text}
            </OverlayLabel>
          ))}
        </>
      ) : null}
      {phase ? (
        <OverlayLabel x={20} z={0} y={14} className={`qo-phase is-${phase.kind}`}>
          {phase.label}
        </OverlayLabel>
      ) : null}
    </group>
  );
}
