import { useMemo, useRef } from 'react';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { setText } from '../hud-text.ts';
import { onAir } from './on-air.ts';
import { setShown } from './overlay-time.ts';
import './LowerThird.css';

export type LowerThirdProps = {
  /** Seconds of programme a lower third stays up after a cut. */
  seconds?: number;
  /** Delay after the cut before it comes up, seconds. */
  delay?: number;
};

const SLOTS = 3;

/**
 * The lower third: after each cut, what the shot is about and the chariots in it (name, colour,
 * faction and driver), from the director's cut list.
 */
export function LowerThird({ seconds = 6, delay = 0.4 }: LowerThirdProps) {
  const plan = useViewer((s) => s.plan);
  const entrants = useMemo(() => new Map(plan?.log.header.entrants.map((e) => [e.id, e]) ?? []), [plan]);
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLDivElement>(null);
  const slots = useRef<Array<HTMLDivElement | null>>([]);
  const shownCut = useRef({ cut: -1, programme: null as unknown });

  useSystem('hud', 'lower third', () => {
    const programme = onAir.programme;
    const cut = programme?.cuts[onAir.cut];
    const up =
      onAir.phase === 'race' &&
      cut !== undefined &&
      cut.chariots.length > 0 &&
      onAir.time - cut.start >= delay &&
      onAir.time - cut.start < delay + seconds;
    setShown(root.current, up);
    if (!up || !cut) return;
    const s = shownCut.current;
    if (s.cut === onAir.cut && s.programme === programme) return;
    s.cut = onAir.cut;
    s.programme = programme;
    setText(title.current, cut.label);
    for (let k = 0; k < SLOTS; k++) {
      const el = slots.current[k];
      const e = entrants.get(cut.chariots[k] ?? '');
      setShown(el, e !== undefined);
      if (!el || !e) continue;
      (el.children[0] as HTMLElement).style.background = e.colour;
      setText(el.children[1] as HTMLElement, e.name.toUpperCase());
      setText(el.children[2] as HTMLElement, [e.faction, e.personality].filter(Boolean).join(' · '));
    }
  });

  if (!plan) return null;
  return (
    <div ref={root} className="qb-lower-third" hidden data-testid="lower-third">
      <div ref={title} className="qb-lt-title" />
      <div className="qb-lt-names">
        {Array.from({ length: SLOTS }, (_, k) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots, refilled in place
            key={k}
            ref={(el) => {
              slots.current[k] = el;
            }}
            className="qb-lt-name"
            hidden
          >
            <span className="qb-lt-bar" />
            <span className="qb-lt-who" />
            <span className="qb-lt-what" />
          </div>
        ))}
      </div>
    </div>
  );
}
