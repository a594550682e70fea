import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { RaceInputsSchema } from './protocol.ts';

/**
 * What a relay must remember to survive a restart mid-race. The engine is deterministic, so the
 * race's inputs and its start time are enough: a restarted relay resolves the same log, releases
 * the same events at the same moments, and every viewer resumes from its last seq.
 */
export const RelayStateSchema = z.object({
  version: z.literal(1),
  /** Races started so far (race ids count them, so a restart never reuses an id). */
  ordinal: z.number().int().min(0),
  current: z
    .object({
      id: z.string(),
      inputs: RaceInputsSchema,
      /** Wall-clock ms (epoch) at which plan time 0 is shown, delay included. */
      startsAt: z.number(),
      pace: z.number().positive(),
    })
    .nullable(),
  /** Seed of the next race of the back-to-back sequence, and how many remain (null: forever). */
  nextSeed: z.number().int().min(0),
  remaining: z.number().int().min(0).nullable(),
  /** Races published from outside, waiting their turn. */
  queue: z.array(RaceInputsSchema),
});

export type RelayState = z.infer<typeof RelayStateSchema>;

/** The saved state, or null when there is none; a damaged file is an error naming the file. */
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
