// The page's frame first: each graphic's own styles (imported beside it) come after.
import './broadcast.css';
import { useEffect, useMemo, useRef } from 'react';
import type { Transport } from '../../audio/SoundDriver.tsx';
import { clock } from '../../playback/clock.ts';
import { afterFrame } from '../../playback/frame-loop.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { BroadcastScene } from '../../scene/broadcast.ts';
import { loadSimulated } from '../loader.ts';
import { standingsBefore, useLiveSeason } from '../season/live-season.ts';
import { SeasonCard } from '../season/SeasonCard.tsx';
import { useSeason } from '../season/season-store.ts';
import { addressQuality } from '../view-options.ts';
import { installViewerDebug, viewerDebug } from '../viewer-debug.ts';
import { BroadcastOverlay } from './BroadcastOverlay.tsx';
import { createBroadcastDebug } from './broadcast-debug.ts';
import { readBroadcastOptions } from './broadcast-options.ts';
import { channelSeed, type Phase } from './channel.ts';
import { useDirection } from './direction.ts';
import { followObs } from './obs.ts';
import { setupFromHeader } from './odds.ts';
import { callReplay, onAir, showProgramme, useBroadcast } from './on-air.ts';
import { RaceCard } from './RaceCard.tsx';
import { RecordBadge, useRecording } from './RecordBadge.tsx';
import { ResultsCard } from './ResultsCard.tsx';
import { recordProgramme } from './record-programme.ts';
import { type Recording, saveVideo } from './recorder.ts';
import { useOdds } from './use-odds.ts';
import { useProgrammeClock } from './use-programme-clock.ts';
import { useStageScale } from './use-stage-scale.ts';

export type BroadcastPageProps = {
  /** The page's address query: `?mode=broadcast` and the broadcast's options. */
  search?: string;
};

/** Shows the programme's phase in React (the page's graphics change with it). */
const showPhase = (): void => useBroadcast.getState().setPhase(onAir.phase);

/** Seconds of results the exported video keeps after the race. */
const RECORD_TAIL = 3;

/**
 * The race plays while it is on air and not held, at the rate of the cut on air (replays slow); over
 * the race card and the results the stands are heard. One object, rewritten each frame.
 */
const transportNow: Transport = { playing: false, rate: 1, stands: false };
const broadcastTransport = (): Transport => {
  const cut = onAir.programme?.cuts[onAir.cut];
  transportNow.playing = onAir.phase === 'race' && !onAir.held;
  transportNow.rate = onAir.called?.rate ?? cut?.rate ?? 1;
  transportNow.stands = onAir.phase !== 'race' && !onAir.held;
  return transportNow;
};

/** Who holds the programme: the relay's operator, an OBS source off air; it runs when neither does. */
const holds = { operator: false, obs: false };
function holdBy(who: keyof typeof holds, held: boolean): void {
  holds[who] = held;
  onAir.held = holds.operator || holds.obs;
}

/**
 * Follows the operator's direction from a live relay's control page: holds the programme, locks the
 * director, and plays each replay called after the page joined (not those called before). Taken
 * as the message comes, not at the next render: the programme holds on the frame after.
 */
function useOperator(optionsLock: string | null): { overlay: boolean } {
  const overlay = useDirection((d) => d.overlay);
  useEffect(() => {
    const director = (lock: string | null) => useViewer.getState().setDirector({ lock: lock ?? optionsLock });
    director(useDirection.getState().lock);
    return useDirection.subscribe((d, was) => {
      if (d.held !== was.held) holdBy('operator', d.held);
      if (d.lock !== was.lock) director(d.lock);
      if (d.race === was.race && d.replays > was.replays) callReplay(clock.time);
    });
  }, [optionsLock]);
  return { overlay };
}

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

  const programme = useViewer((s) => s.replay?.programme ?? null);
  // Every race this page shows is directed (asked before the first loads: see main.tsx), locked on
  // the chariot the address or the relay's operator names.
  const operator = useOperator(options.lock);
  const showOverlay = options.overlay && operator.overlay;
  useEffect(() => {
    installViewerDebug();
    viewerDebug.broadcast = createBroadcastDebug(options);
    document.documentElement.classList.toggle('qb-transparent', options.transparent);
  }, [options]);
  // The quality the address names, as on the viewer's page (it stayed at medium, and unlowered).
  useEffect(() => {
    const quality = addressQuality(search);
    if (quality) useViewer.getState().setQuality(quality);
  }, [search]);
  useEffect(() => {
    if (!programme) return;
    const { source, live } = useViewer.getState();
    showProgramme(programme, source, live, options.cardSeconds > 0);
    viewerDebug.cuts = programme.cuts;
  }, [programme, options.cardSeconds]);
  // In an OBS browser source: on air while the source is, held while it is hidden or off air.
  useEffect(() => followObs((held) => holdBy('obs', held)), []);
  useOdds(plan, options.oddsRaces);
  // A season (`?log=season.json`, `?season=N&ruleset=&seed=`) runs as a channel of its races,
  // with its standings card between them.
  const season = useSeason((s) => s.season);
  const seasonRace = useSeason((s) => s.race);
  // A live relay's season (`serve --season`): before each race after the first, the standings so far.
  const liveSeason = useLiveSeason((s) => s.message);
  const standingsRace = standingsBefore(liveSeason);
  useProgrammeClock({ ...options, channel: options.channel || season !== null });

  // The channel: the first race's seed starts a sequence; each results card hands over to the next.
  const channel = useRef({ first: null as number | null, k: 0, loading: false });
  useEffect(() => {
    if (plan && channel.current.first === null) channel.current.first = plan.log.header.seed;
    channel.current.loading = false;
  }, [plan]);
  const shown = useRef<Phase>('waiting');
  useSystem('hud', 'broadcast phase', () => {
    if (onAir.phase !== shown.current) {
      shown.current = onAir.phase;
      afterFrame(showPhase);
    }
    const c = channel.current;
    const s = useSeason.getState();
    if (s.season) {
      // The standings card stays as long as the results did, then the season's next race.
      const next = s.race + 1;
      if (
        onAir.phase === 'next' &&
        !c.loading &&
        next < s.season.races.length &&
        onAir.phaseTime >= options.resultsSeconds
      ) {
        c.loading = true;
        afterFrame(() => {
          useBroadcast.getState().setRaceNumber(next + 1);
          s.playRace(next);
        });
      }
      return;
    }
    if (onAir.phase === 'next' && !c.loading && plan && c.first !== null) {
      c.loading = true;
      c.k++;
      const seed = channelSeed(c.first, c.k);
      const race = c.k + 1;
      const setup = setupFromHeader(plan.log.header);
      const ruleset = plan.log.header.ruleset.id;
      afterFrame(() => {
        useBroadcast.getState().setRaceNumber(race);
        // The same field and options, a new seed.
        void loadSimulated(ruleset, seed, `race ${race}, seed ${seed}`, setup);
      });
    }
  });

  // Video export (`record=1|mp4|webm`): the directed race with its sound, from the start to a
  // little into the results.
  const recording = useRef<Promise<Recording> | null>(null);
  useEffect(() => {
    if (!options.record || !plan) return;
    if (phase === 'race' && !recording.current) {
      const source = document.querySelector<HTMLCanvasElement>('.qb-canvas canvas');
      if (source)
        recording.current = recordProgramme({
          source,
          stage: options.overlay ? stage.current : null,
          format: options.record || 'mp4',
          sound: true,
          onProgress: (progress) => useRecording.setState({ progress }),
        });
    }
    if (phase === 'results' && recording.current) {
      const r = recording.current;
      recording.current = null;
      const name = `quadriga-${plan.log.header.ruleset.id}-${plan.log.header.seed}${options.overlay ? '' : '-clean'}.${options.record || 'mp4'}`;
      setTimeout(
        () =>
          void r
            .then((rec) => rec.stop())
            .then((blob) => {
              useRecording.setState({ file: name });
              saveVideo(blob, name);
            })
            .catch((e: unknown) => {
              useRecording.setState({ progress: null });
              console.warn(`no video saved: ${(e as Error).message}`);
            }),
        RECORD_TAIL * 1000,
      );
    }
  }, [options, phase, plan]);

  return (
    <div className={options.transparent ? 'qb-root is-transparent' : 'qb-root'}>
      <BroadcastScene
        director={onAir.shot}
        transport={broadcastTransport}
        transparent={options.transparent}
        className="qb-canvas"
      />
      <div ref={stage} className="qb-stage" data-phase={phase}>
        {showOverlay && plan ? <BroadcastOverlay speech={options.speech} /> : null}
        {showOverlay && plan && phase === 'card' && standingsRace === null ? (
          <RaceCard cardSeconds={options.cardSeconds} />
        ) : null}
        {showOverlay && plan && phase === 'card' && liveSeason && standingsRace !== null ? (
          <SeasonCard
            season={liveSeason.season}
            race={standingsRace}
            total={liveSeason.total}
            nextIn={options.cardSeconds}
          />
        ) : null}
        {showOverlay && plan && (phase === 'results' || (phase === 'next' && !season)) ? (
          <ResultsCard nextIn={options.channel && !season ? options.resultsSeconds : null} />
        ) : null}
        {showOverlay && plan && season && phase === 'next' ? (
          <SeasonCard season={season} race={seasonRace} nextIn={options.resultsSeconds} />
        ) : null}
        {status === 'error' ? (
          <div className="qb-error" role="alert">
            {message}
          </div>
        ) : null}
      </div>
      <RecordBadge />
    </div>
  );
}
