import type { RaceEvent } from '../../engine/log/schema.ts';
import type { Plan } from '../../replay/plan.ts';

/**
 * The moments a team's body answers to, read once per race from the typed events: when each
 * driver braces (lashed, rammed, struck, jostled) and when a horse of each team is hurt and
 * stumbles (which horse, where the log says). Pure; the fleet looks them up by plan time.
 */
export interface TeamMoments {
  /** Per chariot, sorted times the driver braces. */
  readonly braces: readonly Float64Array[];
  /** Per chariot, sorted pairs (time, horse slot 0-3: 0 the inside trace horse) of stumbles. */
  readonly stumbles: readonly Float64Array[];
}

/** Blows every chariot an event names takes bodily: the cars strike, are struck, hit a wall. */
const STRUCK: ReadonlySet<string> = new Set([
  'ram',
  'collision',
  'shove',
  'jostled',
  'rip-wheels',
  'locked',
  'trample',
  'wreck-cross',
  'barrier',
  'bounce',
]);

/** Attacks whose target braces (the attacker leans out to strike; he does not brace). */
const AIMED: ReadonlySet<string> = new Set(['whip-attack', 'knife', 'spear', 'dust']);

/** Crudis damage rows and whip results that hurt a horse. */
const HURT_ROWS: ReadonlySet<string> = new Set([
  'horse-hurt',
  'horse-badly-hurt',
  'victim-horse-hurt',
  'victim-horse-injured',
]);

/** Whoever the hurt horse is when the log does not say: one of the yoked pair. */
const YOKED_SLOT = 1;

type Loose = RaceEvent & {
  target?: unknown;
  horse?: unknown;
  result?: unknown;
  damage?: unknown;
};

/** The chariots whose horse this event hurts, and which horse (slot) if the log says. */
function hurtHorses(e: Loose, out: (id: string, slot: number) => void): void {
  if (e.type === 'horse-hit') {
    // Circus Maximus: horse 1 runs on the inside (the left, slot 0) to horse 4 outside.
    const horse = typeof e.horse === 'number' ? e.horse : YOKED_SLOT + 1;
    const id = e.chariots[0];
    if (id) out(id, Math.min(3, Math.max(0, horse - 1)));
    return;
  }
  if (e.type === 'whip-attack' && typeof e.result === 'string' && HURT_ROWS.has(e.result)) {
    if (typeof e.target === 'string') out(e.target, YOKED_SLOT);
    return;
  }
  if (e.type === 'damage' && Array.isArray(e.damage)) {
    for (const read of e.damage as { chariot?: unknown; result?: unknown }[]) {
      if (typeof read.chariot === 'string' && typeof read.result === 'string' && HURT_ROWS.has(read.result))
        out(read.chariot, YOKED_SLOT);
    }
  }
}

/** Who braces at this event: the target of an aimed attack, every chariot of a blow. */
function braced(e: Loose, out: (id: string) => void): void {
  if (AIMED.has(e.type)) {
    if (typeof e.target === 'string') out(e.target);
    else if (e.chariots[1]) out(e.chariots[1]);
    return;
  }
  if (STRUCK.has(e.type)) for (const id of e.chariots) out(id);
}

export function findTeamMoments(plan: Plan): TeamMoments {
  const braces: number[][] = plan.chariots.map(() => []);
  const stumbles: number[][] = plan.chariots.map(() => []);
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const e = plan.events[plan.cueOrder[o]!] as Loose | undefined;
    if (!e) continue;
    const time = plan.cueTimes[o]!;
    braced(e, (id) => {
      const i = plan.chariotIndex.get(id);
      if (i !== undefined) braces[i]!.push(time);
    });
    hurtHorses(e, (id, slot) => {
      const i = plan.chariotIndex.get(id);
      if (i !== undefined) stumbles[i]!.push(time, slot);
    });
  }
  return {
    braces: braces.map((l) => Float64Array.from(l)),
    stumbles: stumbles.map((l) => Float64Array.from(l)),
  };
}
