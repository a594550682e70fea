import { useRef, useState } from 'react';
import type { RaceEvent } from '../../engine/log/schema.ts';
import { clock } from '../../playback/clock.ts';
import { useExplain } from '../../playback/explain.ts';
import { afterFrame } from '../../playback/frame-loop.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { Plan } from '../../replay/plan.ts';
import { cueIndexAt } from '../../replay/sample.ts';

/** How far back (in cues) an overlay looks for the event it shows. */
const LOOK_BACK = 600;

/**
 * The event an overlay shows: the latest one at or before the clock that `wanted` accepts, of
 * the chariot of the explain step or the selected chariot when there is one. Checked by a HUD system
 * each frame; the component re-renders (after the frame) only when that event changes.
 */
export function useFocusEvent(plan: Plan, wanted: (e: RaceEvent) => boolean): RaceEvent | null {
  const [seq, setSeq] = useState<number | null>(null);
  const asked = useRef<number | null>(null);
  useSystem('hud', 'overlay focus', () => {
    const e = useExplain.getState();
    const stepEvent = e.enabled && e.seq !== null ? plan.log.events[e.seq] : undefined;
    const chariot = stepEvent?.chariots[0] ?? useViewer.getState().selected;
    let found: number | null = null;
    if (stepEvent && wanted(stepEvent)) found = stepEvent.seq;
    else {
      const top = cueIndexAt(plan, clock.time);
      for (let i = top; i >= 0 && i > top - LOOK_BACK; i--) {
        const ev = plan.events[plan.cueOrder[i]!]!;
        if (wanted(ev) && (!chariot || ev.chariots.includes(chariot))) {
          found = ev.seq;
          break;
        }
      }
    }
    if (found !== asked.current) {
      asked.current = found;
      afterFrame(() => setSeq(found));
    }
  });
  return seq === null ? null : (plan.log.events[seq] ?? null);
}
