import { useState } from 'react';
import type { RaceEvent } from '../../engine/log/schema.ts';
import type { Plan } from '../../replay/plan.ts';
import { cueIndexAt } from '../../replay/sample.ts';
import { clock } from '../../ui/clock.ts';
import { useExplain } from '../../ui/explain/explain-store.ts';
import { useHudFrame } from '../../ui/hud-frame.ts';
import { useViewer } from '../../ui/store.ts';

/** How far back (in cues) an overlay looks for the event it shows. */
const LOOK_BACK = 600;

/**
 * The event an overlay shows: the latest one at or before the clock that `wanted` accepts, of
 * the chariot of the explain step or the selected chariot when there is one. Checked on the HUD's
 * frame loop; the component re-renders only when that event changes.
 */
export function useFocusEvent(plan: Plan, wanted: (e: RaceEvent) => boolean): RaceEvent | null {
  const [seq, setSeq] = useState<number | null>(null);
  useHudFrame(() => {
    const e = useExplain.getState();
    const stepEvent = e.enabled && e.seq !== null ? plan.log.events[e.seq] : undefined;
    const chariot = stepEvent?.chariots[0] ?? useViewer.getState().selected;
    let found: number | null = null;
    if (stepEvent && wanted(stepEvent)) found = stepEvent.seq;
    else {
      const top = cueIndexAt(plan, clock.time);
      for (let i = top; i >= 0 && i > top - LOOK_BACK; i--) {
        const ev = plan.cues[i]!.event;
        if (wanted(ev) && (!chariot || ev.chariots.includes(chariot))) {
          found = ev.seq;
          break;
        }
      }
    }
    if (found !== seq) setSeq(found);
  });
  return seq === null ? null : (plan.log.events[seq] ?? null);
}
