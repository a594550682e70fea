import { useEffect, useMemo, useRef } from 'react';
import { direct } from '../../replay/director.ts';
import { BROADCAST_CAMERAS } from '../../scene/camera-shots.ts';
import { useHudFrame } from '../hud-frame.ts';
import { loadSimulated } from '../loader.ts';
import { useViewer } from '../store.ts';
import { installViewerDebug, viewerDebug } from '../viewer-debug.ts';
import { BroadcastOverlay } from './BroadcastOverlay.tsx';
import { BroadcastScene } from './BroadcastScene.tsx';
import { createBroadcastDebug } from './broadcast-debug.ts';
import { readBroadcastOptions } from './broadcast-options.ts';
import { channelSeed } from './channel.ts';
import { setupFromHeader } from './odds.ts';
import { onAir, startProgramme, useBroadcast } from './on-air.ts';
import { RaceCard } from './RaceCard.tsx';
import { ResultsCard } from './ResultsCard.tsx';
import { type Recording, saveVideo, startRecording } from './recorder.ts';
import { useOdds } from './use-odds.ts';
import { useStageScale } from './use-stage-scale.ts';
import './broadcast.css';

export type BroadcastPageProps = {
  /** The page's address query: `?mode=broadcast` and the broadcast's options. */
  search?: string;
};

/** Seconds of results the exported video keeps after the race. */
const RECORD_TAIL = 3;

/**
 * The broadcast page for an OBS browser source: the race directed by the auto-director, with the
 * broadcast overlay (unless `overlay=0`) on a 1920×1080 stage, the race card before the start and
 * the results after it; in a channel, the next race after the results, forever. No controls.
 */
export default function BroadcastPage({ search = window.location.search }: BroadcastPageProps) {
  const options = useMemo(() => readBroadcastOptions(search), [search]);
  const plan = useViewer((s) => s.plan);
  const status = useViewer((s) => s.status);
  const message = useViewer((s) => s.message);
  const phase = useBroadcast((s) => s.phase);
  const stage = useRef<HTMLDivElement>(null);
  useStageScale(stage);

  const programme = useMemo(
    () => (plan ? direct(plan, { cameras: BROADCAST_CAMERAS, lock: options.lock }) : null),
    [plan, options.lock],
  );
  useEffect(() => {
    installViewerDebug();
    viewerDebug.broadcast = createBroadcastDebug(options);
    document.documentElement.classList.toggle('qb-transparent', options.transparent);
  }, [options]);
  useEffect(() => {
    if (!programme) return;
    startProgramme(programme, options.cardSeconds > 0);
    viewerDebug.cuts = programme.cuts;
  }, [programme, options.cardSeconds]);
  useOdds(plan, options.oddsRaces);

  // The channel: the first race's seed starts a sequence; each results card hands over to the next.
  const channel = useRef({ first: null as number | null, k: 0, loading: false });
  useEffect(() => {
    if (plan && channel.current.first === null) channel.current.first = plan.log.header.seed;
    channel.current.loading = false;
  }, [plan]);
  useHudFrame(() => {
    if (onAir.phase !== useBroadcast.getState().phase) useBroadcast.getState().setPhase(onAir.phase);
    const c = channel.current;
    if (onAir.phase === 'next' && !c.loading && plan && c.first !== null) {
      c.loading = true;
      c.k++;
      useBroadcast.getState().setRaceNumber(c.k + 1);
      const seed = channelSeed(c.first, c.k);
      // The same field and options, a new seed.
      void loadSimulated(
        plan.log.header.ruleset.id,
        seed,
        `race ${c.k + 1}, seed ${seed}`,
        setupFromHeader(plan.log.header),
      );
    }
  });

  // Video export (`record=1`): the directed race, from the start to a little into the results.
  const recording = useRef<Promise<Recording> | null>(null);
  useEffect(() => {
    if (!options.record || !plan) return;
    if (phase === 'race' && !recording.current) {
      const source = document.querySelector<HTMLCanvasElement>('.qb-canvas canvas');
      if (source)
        recording.current = startRecording({ source, stage: options.overlay ? stage.current : null });
    }
    if (phase === 'results' && recording.current) {
      const r = recording.current;
      recording.current = null;
      const name = `quadriga-${plan.log.header.ruleset.id}-${plan.log.header.seed}${options.overlay ? '' : '-clean'}.webm`;
      setTimeout(
        () =>
          void r
            .then((rec) => rec.stop())
            .then((blob) => saveVideo(blob, name))
            .catch((e: unknown) => console.warn(`no video saved: ${(e as Error).message}`)),
        RECORD_TAIL * 1000,
      );
    }
  }, [options, phase, plan]);

  return (
    <div className={options.transparent ? 'qb-root is-transparent' : 'qb-root'}>
      <BroadcastScene
        cardSeconds={options.cardSeconds}
        resultsSeconds={options.resultsSeconds}
        channel={options.channel}
        transparent={options.transparent}
      />
      <div ref={stage} className="qb-stage" data-phase={phase}>
        {options.overlay && plan ? <BroadcastOverlay /> : null}
        {options.overlay && plan && phase === 'card' ? <RaceCard cardSeconds={options.cardSeconds} /> : null}
        {options.overlay && plan && (phase === 'results' || phase === 'next') ? (
          <ResultsCard nextIn={options.channel ? options.resultsSeconds : null} />
        ) : null}
        {status === 'error' ? (
          <div className="qb-error" role="alert">
            {message}
          </div>
        ) : null}
      </div>
    </div>
  );
}
