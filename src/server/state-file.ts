import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { MAX_PACE, MIN_PACE, RaceIdSchema, RaceInputsSchema } from './protocol.ts';

/**
 * What a relay must remember to survive a restart mid-race. The engine is deterministic, so each
 * race's inputs and start time are enough: a restarted relay resolves the same log, releases the
 * same events at the same moments, and every viewer resumes from its last seq. Races published
 * and waiting keep their ids and the start times promised to their publishers.
 */
const Pace = z.number().min(MIN_PACE).max(MAX_PACE);
const WallClock = z.number().int().min(0).max(8.64e15);

/** A recorded log on the programme: its file and the digest it had when the relay took it. */
const RecordedLogSchema = z.strictObject({
  path: z.string().min(1).max(4096),
  digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
});

/** A season's race: its place in the season the relay runs (`serve --season`), from 0. */
const SeasonIndex = z.number().int().min(0).max(10_000);

export const SavedRaceSchema = z.strictObject({
  id: RaceIdSchema,
  inputs: RaceInputsSchema,
  log: RecordedLogSchema.optional(),
  season: SeasonIndex.optional(),
  /** Wall-clock ms (epoch) at which plan time 0 is shown, delay included; null until promised. */
  startsAt: WallClock.nullable(),
});

export const RelayStateSchema = z.strictObject({
  version: z.literal(3),
  /** Drawn once per relay and kept here: race ids hash it, so no two relays' ids meet. */
  nonce: z.string().regex(/^[0-9a-f]{16,64}$/),
  /** Races taken on so far (ids count them). */
  ordinal: z.number().int().min(0),
  /** Wall-clock ms at which the operator held the programme (absent while it runs). */
  heldAt: WallClock.optional(),
  current: z
    .strictObject({
      id: RaceIdSchema,
      inputs: RaceInputsSchema,
      log: RecordedLogSchema.optional(),
      season: SeasonIndex.optional(),
      startsAt: WallClock,
      pace: Pace,
      /** When the operator took it off air. */
      skippedAt: WallClock.optional(),
    })
    .nullable(),
  /** Races waiting their turn, in order. */
  queue: z.array(SavedRaceSchema).max(10_000),
  /** Index of the next race of the back-to-back sequence, and how many remain (null: forever). */
  next: z.number().int().min(0),
  remaining: z.number().int().min(0).nullable(),
});

export type RelayState = z.infer<typeof RelayStateSchema>;

/** The saved state, or null when there is none; a damaged file is an error naming the file and field. */
export function readRelayState(
  path: string,
): { ok: true; state: RelayState | null } | { ok: false; error: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ENOENT') return { ok: true, state: null };
    return { ok: false, error: `cannot read relay state ${path}: ${(e as Error).message}` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `relay state ${path} is not valid JSON: ${(e as Error).message}` };
  }
  const version = (data as { version?: unknown } | null)?.version;
  if (version === 1 || version === 2) {
    return {
      ok: false,
      error: `relay state ${path} was written by an older relay (state version ${version}): remove it to start afresh`,
    };
  }
  const parsed = RelayStateSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `relay state ${path} is damaged at $.${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
    };
  }
  return { ok: true, state: parsed.data };
}

/** Writes the state atomically (write then rename), so a crash never leaves half a file. */
export function writeRelayState(path: string, state: RelayState): void {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(state)}\n`);
  renameSync(tmp, path);
}
