import type { z } from 'zod';
import { type RaceLog, RaceLogSchema } from './schema.ts';
import { eventsDigest } from './serialize.ts';
import { logFromV1, typedFromEnvelope } from './v2/from-v1.ts';
import { RaceLogSchemaV2, raceLogSchemaV2For } from './v2/log.ts';

/**
 * The log format versions a reader accepts, oldest first: the schema a log of each version is read
 * under, and the step that brings it to the next version. A reader validates a log under the schema
 * of the version it declares (and checks its digest as written), then upgrades it step by step to
 * the last version here. Steps are kept for good, so every older log still loads; a new version
 * adds its schema here and gives the version before it an `upgrade`.
 */
export interface LogFormat {
  readonly version: number;
  /** The schema, or the schema for this log (version 2 picks its ruleset's event union). */
  readonly schema: z.ZodType | ((data: unknown) => z.ZodType);
  /** A log of this version, as its schema parsed it, as a log of the next version. */
  readonly upgrade?: (log: never) => unknown;
  /**
   * An earlier shape of this version that the schema no longer takes, and the step that completes
   * it: version 2 logs written before their ruleset's events were typed (the shared envelope).
   */
  readonly earlier?: { readonly schema: z.ZodType; readonly complete: (log: never) => unknown };
}

export const LOG_FORMATS: readonly LogFormat[] = [
  { version: 1, schema: RaceLogSchema, upgrade: logFromV1 },
  {
    version: 2,
    schema: raceLogSchemaV2For,
    earlier: { schema: RaceLogSchemaV2, complete: typedFromEnvelope },
  },
];

/** The schema a log of this format is read with. */
export function schemaOf(format: LogFormat, data: unknown): z.ZodType {
  return typeof format.schema === 'function' ? format.schema(data) : format.schema;
}

/** A log with its footer's digest and count made to match its events (after a step changed them). */
export function withFooterOfEvents<L extends RaceLog>(log: L): L {
  return {
    ...log,
    footer: { ...log.footer, eventCount: log.events.length, digest: eventsDigest(log.events) },
  };
}

/**
 * Brings a log read under `formats[log.version - 1]` up to the last of `formats`. The upgraded
 * events get a new digest and count in the footer (the digest of the events as written was checked
 * before), so the result is a valid log of the last version.
 */
export function upgradeLog(log: { version: number }, formats: readonly LogFormat[] = LOG_FORMATS): unknown {
  const last = formats.at(-1)!.version;
  let current: unknown = log;
  for (let v = log.version; v < last; v++) {
    const step = formats[v - 1]?.upgrade;
    if (!step) throw new Error(`no upgrade from log format version ${v} to ${v + 1}`);
    current = step(current as never);
  }
  if (log.version === last) return current;
  return withFooterOfEvents({ ...(current as RaceLog), version: last as RaceLog['version'] });
}
