import { useMemo, useRef } from 'react';
import { commentate } from '../../commentary/index.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { captionText } from '../../replay/captions.ts';
import { factionName, personalityWord } from '../../replay/figure-words.ts';
import { setText } from '../hud-text.ts';
import { onAir } from './on-air.ts';
import { setShown } from './overlay-time.ts';
import { createVoice } from './speech.ts';
import './LowerThird.css';

export type LowerThirdProps = {
  /** Seconds of programme a lower third stays up after a cut. */
  seconds?: number;
  /** Delay after the cut before it comes up, seconds. */
  delay?: number;
  /** Say the commentary aloud (Web Speech API) as well as showing it. */
  speech?: boolean;
};

const SLOTS = 3;

/**
 * The lower third: after each cut, what the shot is about and the chariots in it (name, colour,
 * faction and driver), from the director's cut list; under them the commentary's line of the moment
 * (src/commentary), spoken too with `speech`.
 */
export function LowerThird({ seconds = 6, delay = 0.4, speech = false }: LowerThirdProps) {
  const plan = useViewer((s) => s.plan);
  const programme = useViewer((s) => s.replay?.programme ?? null);
  const commentary = useMemo(() => (plan && programme ? commentate(plan, programme) : []), [plan, programme]);
  const voice = useMemo(() => (speech ? createVoice() : null), [speech]);
  const line = useRef<HTMLDivElement>(null);
  const said = useRef({ index: -1, lines: commentary, spoken: '' });
  const entrants = useMemo(() => new Map(plan?.log.header.entrants.map((e) => [e.id, e]) ?? []), [plan]);
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLDivElement>(null);
  const names = useRef<HTMLDivElement>(null);
  const slots = useRef<Array<HTMLDivElement | null>>([]);
  const shownCut = useRef({ cut: -1, programme: null as unknown });

  useSystem('hud', 'lower third', () => {
    const programme = onAir.programme;
    const cut = programme?.cuts[onAir.cut];
    const racing = onAir.phase === 'race';
    const up =
      racing &&
      cut !== undefined &&
      cut.chariots.length > 0 &&
      onAir.time - cut.start >= delay &&
      onAir.time - cut.start < delay + seconds;
    const index = racing ? lineAt(commentary, onAir.time) : -1;
    const current = commentary[index];
    const talking = current !== undefined && onAir.time < current.until;
    const words = said.current;
    if (words.lines !== commentary || words.index !== index) {
      words.lines = commentary;
      words.index = index;
      setText(line.current, current?.text ?? '');
    }
    // A line is spoken as it comes up on air (not when a seek lands in it), once.
    if (voice && current && current.text !== words.spoken && onAir.time - current.at < 1 && !onAir.held) {
      words.spoken = current.text;
      voice.say(current.text);
    }
    if (voice && (onAir.held || !racing)) voice.hush();
    setShown(line.current, talking);
    setShown(root.current, up || talking);
    setShown(names.current, up);
    setShown(title.current, up);
    if (!up || !cut) return;
    const s = shownCut.current;
    if (s.cut === onAir.cut && s.programme === programme) return;
    s.cut = onAir.cut;
    s.programme = programme;
    setText(
      title.current,
      captionText(cut.caption, (id) => entrants.get(id)?.name ?? id, cut.replay),
    );
    for (let k = 0; k < SLOTS; k++) {
      const el = slots.current[k];
      const e = entrants.get(cut.chariots[k] ?? '');
      setShown(el, e !== undefined);
      if (!el || !e) continue;
      (el.children[0] as HTMLElement).style.background = e.colour;
      setText(el.children[1] as HTMLElement, e.name.toUpperCase());
      setText(
        el.children[2] as HTMLElement,
        [factionName(e.faction), personalityWord(e.personality)].filter(Boolean).join(' · '),
      );
    }
  });

  if (!plan) return null;
  return (
    <div ref={root} className="qb-lower-third" hidden data-testid="lower-third">
      <div ref={title} className="qb-lt-title" />
      <div ref={names} className="qb-lt-names">
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
      <div ref={line} className="qb-lt-line" hidden data-testid="commentary" />
    </div>
  );
}

/** Index of the last commentary line that has come up by programme time p (-1: none yet). */
function lineAt(lines: readonly { at: number }[], p: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lines[mid]!.at <= p) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
