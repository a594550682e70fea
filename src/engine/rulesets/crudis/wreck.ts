/**
 * WRECK!: the chariot is destroyed where it stands and its dead cart bounces +d6 squares forward
 * and perhaps a lane or two aside; a bouncing wreck that reaches a racing chariot strikes it.
 */

import { purpose } from '../../dice/purposes.ts';
import type { BoardPoint, Roll } from '../../log/schema.ts';
import type { CRUDIS_WRECK_CAUSES, CrudisDraft } from '../../log/v2/crudis.ts';
import { lateralSteps } from './ai.ts';
import { MAX_LANE, overlaps, type Spot, stepAside, stepForward } from './board.ts';
import { pathPoint, point, racing, type Turn } from './context.ts';
import { applyDamage, readDamage } from './damage.ts';
import { type Chariot, conditionOf, type Wreck } from './state.ts';
import { BOUNCE_LABEL, BOUNCE_LANES, type DamageTiming } from './tables.ts';

/** What wrecked a chariot, as its `wreck` event says (src/engine/log/v2/crudis.ts). */
export type WreckCause = (typeof CRUDIS_WRECK_CAUSES)[number];

/**
 * Destroys a chariot where it stands; the wreck bounces +d6 squares forward and perhaps aside.
 * `words`: the log's words for it; `cause` and `timing`: the same as data (the timing die's, where
 * one placed the wreck along the chariot's move).
 */
export function wreck(
  t: Turn,
  c: Chariot,
  at: BoardPoint,
  pos: number,
  words: string,
  rule: string,
  cause: WreckCause,
  timing: DamageTiming | null = null,
): void {
  if (c.status === 'wrecked') return;
  const s = t.r.state;
  const spot = at as Spot;
  c.status = 'wrecked';
  const g = c.lock;
  c.lock = null;
  if (g !== null) {
    const rest = s.chariots.filter((o) => o.lock === g);
    if (rest.length < 2) for (const o of rest) o.lock = null;
  }
  const wreckEv = t.slot.add(
    {
      phase: 'move',
      type: 'wreck',
      chariots: [c.id],
      rule,
      at: { [c.id]: point(spot) },
      cause,
      timing,
      effect: { summary: `WRECK! ${words}`, condition: { [c.id]: conditionOf(c) } },
    },
    pos,
  );
  const [fwd] = t.r.dice.roll(1, 6, purpose('crudis-bounce-forward'), c.id) as [number];
  const [side] = t.r.dice.roll(1, 6, purpose('crudis-bounce-aside'), c.id) as [number];
  const target = Math.min(MAX_LANE, Math.max(1, spot.lane + BOUNCE_LANES[side - 1]!));
  const laterals = lateralSteps(fwd, target - spot.lane, true);
  const bounce: CrudisDraft & { type: 'bounce' } = {
    phase: 'move',
    type: 'bounce',
    chariots: [c.id],
    rule: 'crudis.dead-cart-bounce',
    squares: fwd,
    lanes: BOUNCE_LANES[side - 1]!,
    struck: null,
    rolls: [
      {
        purpose: 'wreck bounce: squares forward',
        dice: '1d6',
        faces: [fwd],
        modifiers: [],
        total: fwd,
        outcome: `+${fwd} squares forward`,
      },
      {
        purpose: 'wreck bounce: lanes aside',
        dice: '1d6',
        faces: [side],
        modifiers: [],
        total: side,
        table: 'crudis.dead-cart-bounce',
        row: String(side),
        outcome: BOUNCE_LABEL[side - 1]!,
      },
    ],
  };
  let p: Spot = { lane: spot.lane, sq: spot.sq };
  const path = t.slot.addPath(bounce, pos, [pathPoint(p, pos)]);
  // Lanes beyond one per square forward are covered sideways once the wreck has landed.
  const aside = target - spot.lane - laterals.reduce((a, b) => a + b, 0);
  const hops = fwd + Math.abs(aside);
  const steps: Array<(q: Spot) => Spot> = [
    ...laterals.map((l) => (q: Spot) => stepForward(q, l)),
    ...new Array<(q: Spot) => Spot>(Math.abs(aside)).fill((q) => stepAside(q, Math.sign(aside))),
  ];
  // A tumbling wreck that reaches a racing chariot stops against it, in the last squares free.
  let struck: Chariot | undefined;
  let landed = pos;
  for (const [i, step] of steps.entries()) {
    const q = step(p);
    struck = racing(t.r).find((o) => o !== c && overlaps(q, o));
    if (struck) break;
    p = q;
    landed = pos + ((i + 1) / hops) * 1.5;
    path.path.push(pathPoint(p, landed));
  }
  c.lane = p.lane;
  c.sq = p.sq;
  bounce.struck = struck?.id ?? null;
  const w: Wreck = { chariot: c.id, lane: p.lane, sq: p.sq, seq: -1, turn: s.turn };
  s.wrecks.push(w);
  // The wreck is known by the seq of the event that records it.
  wreckEv.written = (e) => {
    w.seq = e.seq;
  };
  const moved = path.path.length - 1;
  path.draft.effect = {
    summary: struck
      ? `the wreck strikes ${struck.id} and stops in lane ${p.lane}, ${moved} of ${hops} squares on`
      : `the wreck lands in lane ${p.lane}, ${fwd} squares on`,
  };
  if (struck) wreckStrikes(t, c, struck, landed);
}

/** A wreck bouncing into a chariot is a collision: one damage roll, for the chariot (the wreck
 * has nothing left to lose). */
function wreckStrikes(t: Turn, wrecked: Chariot, c: Chariot, pos: number): void {
  const rolls: Roll[] = [];
  const [face] = t.r.dice.roll(1, 6, purpose('crudis-struck', { wreck: wrecked.id }), c.id) as [number];
  const row = readDamage(c, face, rolls, `damage to ${c.id}`);
  applyDamage(c, row);
  t.slot.add(
    {
      phase: 'move',
      type: 'collision',
      chariots: [c.id, wrecked.id],
      rule: 'crudis.collision',
      at: { [c.id]: point(c), [wrecked.id]: point(wrecked) },
      target: wrecked.id,
      outcome: 'struck',
      damage: [{ chariot: c.id, result: row.result, timing: null }],
      rolls,
      effect: {
        summary: `the wreck of ${wrecked.id} strikes ${c.id}: ${row.label}`,
        condition: { [c.id]: conditionOf(c) },
      },
    },
    pos,
  );
  if (row.result === 'wreck')
    wreck(t, c, point(c), pos, `struck by the wreck of ${wrecked.id}`, 'crudis.collision', 'struck');
}
