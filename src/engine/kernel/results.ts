/**
 * Results and placing: one rule for every ruleset.
 *
 * 1. Chariots that finished are placed first, by the time they crossed the line; two that crossed
 *    at the same instant keep the order the log wrote their finishes in.
 * 2. Chariots retired at the turn limit come next and are placed too, the one that got furthest
 *    first: they were still running when the race was stopped.
 * 3. Wrecked chariots, chariots that left the race by its rules without finishing (`leftRace`: a
 *    Circus Maximus chariot whose driver fell or whose last horse died), and any still racing when
 *    a scenario stops early get no place. They are listed last, the one that got furthest first.
 * Ties in distance keep the order of the field.
 */
import type { RaceEvent, RaceResult } from '../log/schema.ts';
import type { Status } from './definition.ts';

/** Where a chariot stands when the race ends, as the ruleset reports it. */
export interface Standing {
  chariot: string;
  status: Status;
  /** Time (turns) at which it crossed the finish line; null unless finished. */
  finishedAt: number | null;
  /** How far it got, in the ruleset's own measure (stations, squares, the order of wrecks). */
  progress: number;
  /**
   * Set for a `retired` chariot that left the race by the ruleset's own rules before the end (its
   * driver lost, its team gone), not at the turn limit: it gets no place, as a wreck does.
   */
  leftRace?: boolean;
}

export function placeResults(standings: readonly Standing[], events: readonly RaceEvent[]): RaceResult[] {
  const finishSeq = new Map<string, number>();
  for (const e of events)
    if (e.type === 'finish' && e.chariots[0] !== undefined && !finishSeq.has(e.chariots[0]))
      finishSeq.set(e.chariots[0], e.seq);
  const seqOf = (s: Standing) => finishSeq.get(s.chariot) ?? Number.MAX_SAFE_INTEGER;
  const furthest = (a: Standing, b: Standing) => b.progress - a.progress;
  const finished = standings
    .filter((s) => s.status === 'finished')
    .sort((a, b) => a.finishedAt! - b.finishedAt! || seqOf(a) - seqOf(b));
  const placedRetired = (s: Standing) => s.status === 'retired' && s.leftRace !== true;
  const retired = standings.filter(placedRetired).sort(furthest);
  const unplaced = standings.filter((s) => s.status !== 'finished' && !placedRetired(s)).sort(furthest);
  const placed = [...finished, ...retired];
  return [
    ...placed.map((s, i) => ({
      chariot: s.chariot,
      place: i + 1,
      status: s.status,
      finishedAt: s.status === 'finished' ? s.finishedAt : null,
    })),
    ...unplaced.map((s) => ({ chariot: s.chariot, place: null, status: s.status, finishedAt: null })),
  ];
}

/**
 * A turn's finish events given their places as `placeResults` will place them: after every
 * earlier turn's finishes (`before` of them), by the instant each crossed, ties in the order
 * written. A chariot that moves later in a turn may cross earlier in it than one that moved before.
 * `events`: the finish events written this turn, each with its provisional `place`.
 */
export function placeTurnFinishes(
  events: ReadonlyArray<RaceEvent & { place: number }>,
  before: number,
  finishedAt: (chariot: string) => number,
): void {
  const at = (e: RaceEvent) => finishedAt(e.chariots[0]!);
  const ordered = [...events].sort((x, y) => at(x) - at(y) || x.seq - y.seq);
  for (const [i, e] of ordered.entries()) e.place = before + i + 1;
}
