import { z } from 'zod';
import { readOptions } from '../../kernel/options.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { parseSpec, type Spec } from './spec.ts';
import { RULES } from './tables.ts';

/** The Moon optional rules, each switchable in the setup (all on by default). */
export const OPTIONAL_RULES = [
  'dust',
  'knife',
  'spear',
  'carcasses',
  'criticalHorseHits',
  'firstTurnAcceleration',
  'voluntaryStraining',
  'weather',
] as const;
export type OptionalRule = (typeof OPTIONAL_RULES)[number];

export const SETUP_METHODS = ['moon-32', 'classic-4'] as const;
export type SetupMethod = (typeof SETUP_METHODS)[number];
const START_WEATHERS = ['roll', 'clear', 'rain', 'mud'] as const;

export interface CmOptions {
  laps: number;
  maxTurns: number;
  setupMethod: SetupMethod;
  rules: Record<OptionalRule, boolean>;
  /** Specifications given in the setup, by chariot id (`spec.<id>` options). */
  specs: Record<string, Spec>;
  /** Starting weather forced by the setup (`startWeather`), instead of the weather roll. */
  startWeather: (typeof START_WEATHERS)[number];
}

const LAPS = 'laps must be a whole number from 1 to 7';
const MAX_TURNS = 'maxTurns must be a whole number from 1 to 2000';
const SWITCH = 'optional rules are switched with true or false';
const KNOWN = ['laps', 'maxTurns', 'setupMethod', 'startWeather', ...OPTIONAL_RULES];
const SPEC_KEY = 'spec.';

/**
 * Circus Maximus options: `laps` (1-7, default 3), `maxTurns`, `setupMethod` ('moon-32' or
 * 'classic-4'), one boolean per optional rule, `startWeather`, and `spec.<id>` strings in the
 * notation of parseSpec. The `spec.<id>` keys name chariots, so the object is open: any other key
 * is refused here by its path, as the kernel refuses an unknown key of a closed schema.
 */
export const CmOptionsSchema = z
  .object({
    laps: z.number({ error: LAPS }).int(LAPS).min(1, LAPS).max(7, LAPS).default(RULES.laps.value),
    maxTurns: z
      .number({ error: MAX_TURNS })
      .int(MAX_TURNS)
      .min(1, MAX_TURNS)
      .max(2000, MAX_TURNS)
      .default(RULES.maxTurns.value),
    setupMethod: z
      .enum(SETUP_METHODS, { error: 'setupMethod is "moon-32" or "classic-4"' })
      .default('moon-32'),
    startWeather: z
      .enum(START_WEATHERS, { error: 'startWeather is "roll", "clear", "rain" or "mud"' })
      .default('roll'),
    ...(Object.fromEntries(
      OPTIONAL_RULES.map((r) => [r, z.boolean({ error: SWITCH }).default(true)]),
    ) as Record<OptionalRule, z.ZodDefault<z.ZodBoolean>>),
  })
  .catchall(z.unknown())
  .superRefine((raw, ctx) => {
    for (const [key, value] of Object.entries(raw)) {
      if (KNOWN.includes(key)) continue;
      if (!key.startsWith(SPEC_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `circus-maximus has no option "${key}" (it knows ${KNOWN.join(', ')}, spec.<id>)`,
        });
        continue;
      }
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', path: [key], message: 'a specification is a string' });
        continue;
      }
      const parsed = parseSpec(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', path: [key], message: parsed.message });
    }
  })
  .transform(
    (raw): CmOptions => ({
      laps: raw.laps,
      maxTurns: raw.maxTurns,
      setupMethod: raw.setupMethod,
      startWeather: raw.startWeather,
      rules: Object.fromEntries(OPTIONAL_RULES.map((r) => [r, raw[r]])) as Record<OptionalRule, boolean>,
      specs: Object.fromEntries(
        Object.entries(raw)
          .filter(([k]) => k.startsWith(SPEC_KEY))
          .map(([k, v]) => [k.slice(SPEC_KEY.length), (parseSpec(v as string) as { spec: Spec }).spec]),
      ),
    }),
  );

/** A `spec.<id>` option naming no chariot of the field, or null. */
export function specForNobody(opts: CmOptions, setup: Pick<RaceSetup, 'chariots'>): LogError | null {
  const ids = setup.chariots.map((c) => c.id);
  for (const id of Object.keys(opts.specs))
    if (!ids.includes(id)) {
      const path = `$.options.${SPEC_KEY}${id}`;
      return { message: `bad setup at ${path}: no chariot has the id "${id}"`, path };
    }
  return null;
}

/** Reads Circus Maximus options for a field of these chariot ids (errors name their path). */
export function cmOptions(raw: Record<string, unknown>, ids: readonly string[]): Result<CmOptions, LogError> {
  const read = readOptions('circus-maximus', CmOptionsSchema, raw);
  if (!read.ok) return read;
  const nobody = specForNobody(read.value, { chariots: ids.map((id) => ({ id })) as RaceSetup['chariots'] });
  return nobody ? { ok: false, error: nobody } : read;
}

/** The options as the header records them (enough to run the race again). */
export function optionsRecord(
  o: CmOptions,
  raw: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {
    laps: o.laps,
    maxTurns: o.maxTurns,
    setupMethod: o.setupMethod,
    startWeather: o.startWeather,
  };
  for (const r of OPTIONAL_RULES) out[r] = o.rules[r];
  for (const [k, v] of Object.entries(raw)) if (k.startsWith(SPEC_KEY) && typeof v === 'string') out[k] = v;
  return out;
}
