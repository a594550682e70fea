import { useMemo } from 'react';
import type { PathPoint, RaceEvent, Roll, TablePoint } from '../../engine/log/schema.ts';
import { INTEGRITY_LEVELS } from '../../engine/rulesets/aurigae/tables.ts';
import { type TableFrame, tableFrame, tableToWorld } from '../../engine/track/table-mapping.ts';
import { formatNumber } from '../../messages/format.ts';
import { messages } from '../../messages/index.ts';
import { type Plan, timeOfEvent } from '../../replay/plan.ts';
import { moveRuler, pathLength, protractor, tableRulers, turnBetween } from './aurigae-geometry.ts';
import { OverlayLabel } from './OverlayLabel.tsx';
import { OverlayLines } from './OverlayLines.tsx';
import { LineBuilder } from './overlay-lines.ts';
import { useFocusEvent } from './use-focus-event.ts';

export type AurigaeOverlayProps = { plan: Plan };

type TablePath = (PathPoint & TablePoint)[];

/** Protractor radius, table inches: big enough to read the plotted turn in the top view. */
const PROTRACTOR_RADIUS = 14;

const isMove = (e: RaceEvent): boolean =>
  e.type === 'move' && (e.path?.length ?? 0) > 1 && e.path!.every((p) => 'heading' in p);

/** The percentile integrity check that ends a move: a d100 roll of the move itself, or of a
 * later event of the same chariot before its next move. */
function integrityRoll(plan: Plan, move: RaceEvent): Roll | undefined {
  const isCheck = (r: Roll) => r.dice === 'd100';
  const own = move.rolls?.find(isCheck);
  if (own) return own;
  const events = plan.log.events;
  const who = move.chariots[0];
  for (let i = move.seq + 1; i < events.length && i < move.seq + 80; i++) {
    const e = events[i]!;
    if (e.chariots[0] !== who) continue;
    if (e.type === 'move') break;
    const roll = e.rolls?.find(isCheck);
    if (roll) return roll;
  }
  return undefined;
}

/** The chariot's integrity level (condition attr `deviation`) just after an event. */
function levelAfter(plan: Plan, move: RaceEvent): string | null {
  const track = plan.chariots.find((c) => c.id === move.chariots[0]);
  const time = timeOfEvent(plan, move.seq);
  if (!track?.deviationTimes || !track.deviations || time === null) return null;
  let k = -1;
  while (k + 1 < track.deviationTimes.length && track.deviationTimes[k + 1]! <= time + 1e-6) k++;
  return INTEGRITY_LEVELS[k >= 0 ? track.deviations[k]! : 0] ?? null;
}

/**
 * Aurigae's table on the arena: the edge rulers, and for the move in focus (the explain step's, the
 * selected chariot's or the latest) the ruler along it, the protractor with the plotted turn, and
 * the integrity check that followed with the deviation ladder.
 */
export default function AurigaeOverlay({ plan }: AurigaeOverlayProps) {
  const spec = plan.log.header.track.board;
  const frame: TableFrame | null = useMemo(() => (spec.kind === 'table' ? tableFrame(spec) : null), [spec]);
  const rulers = useMemo(() => {
    const w = new LineBuilder(0.3);
    if (frame && spec.kind === 'table' && spec.size) tableRulers(w, frame, spec.size);
    return w.build();
  }, [frame, spec]);
  const move = useFocusEvent(plan, isMove);
  const focus = useMemo(() => {
    if (!frame || !move?.path) return null;
    const path = move.path as TablePath;
    const first = path[0]!;
    const last = path[path.length - 1]!;
    const w = new LineBuilder(0.4);
    moveRuler(w, frame, path);
    protractor(w, frame, first, first.heading, last.heading, PROTRACTOR_RADIUS);
    const roll = integrityRoll(plan, move);
    const level = roll?.row ?? levelAfter(plan, move);
    const end = tableToWorld(frame, last.x, last.y);
    const start = tableToWorld(frame, first.x, first.y);
    return {
      geometry: w.build(),
      length: pathLength(path),
      turn: turnBetween(first.heading, last.heading),
      start,
      end,
      check: roll
        ? messages.board.check(
            roll.total,
            roll.target ? `${roll.target.op} ${roll.target.value}` : null,
            roll.outcome,
          )
        : null,
      level,
      chariot: move.chariots[0] ?? '',
    };
  }, [frame, move, plan]);
  const name = plan.log.header.entrants.find((e) => e.id === focus?.chariot)?.name ?? focus?.chariot;
  return (
    <group name="overlay-aurigae">
      <OverlayLines geometry={rulers} name="overlay-table-rulers" />
      {focus ? (
        <>
          <OverlayLines geometry={focus.geometry} name="overlay-move-ruler" />
          <OverlayLabel x={focus.start.x} z={focus.start.z} y={3} className="qo-turn" offsetY={26}>
            {focus.turn === 0
              ? messages.board.straightOn
              : messages.board.turn(Math.abs(Math.round(focus.turn)), focus.turn > 0)}
          </OverlayLabel>
          <OverlayLabel x={focus.end.x} z={focus.end.z} y={4} className="qo-move">
            <b>{name}</b> {messages.board.inches(formatNumber(focus.length, 1))}
            {focus.check ? <div>{focus.check}</div> : null}
            <div className="qo-ladder" title={messages.board.integrity}>
              {INTEGRITY_LEVELS.map((l) => (
                <span key={l} className={l === focus.level ? 'is-on' : ''}>
                  {l}
                </span>
              ))}
            </div>
          </OverlayLabel>
        </>
      ) : null}
    </group>
  );
}
