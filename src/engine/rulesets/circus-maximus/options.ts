import type { LogError, Result } from '../../log/parse.ts';
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

export type SetupMethod = 'moon-32' | 'classic-4';

export interface CmOptions {
  laps: number;
  maxTurns: number;
  setupMethod: SetupMethod;
  rules: Record<OptionalRule, boolean>;
  /** Specifications given in the setup, by chariot id (`spec.<id>` options). */
  specs: Record<string, Spec>;
  /** Starting weather forced by the setup (`startWeather`), instead of the weather roll. */
  startWeather: 'roll' | 'clear' | 'rain' | 'mud';
}

const fail = (key: string, message: string): Result<never, LogError> => ({
  ok: false,
  error: { message: `bad setup at $.options.${key}: ${message}`, path: `$.options.${key}` },
});

/**
 * Reads Circus Maximus options: `laps` (1-7, default 3), `maxTurns`, `setupMethod`
 * ('moon-32' or 'classic-4'), one boolean per optional rule, `startWeather`, and `spec.<id>`
 * strings in the notation of parseSpec.
 */
export function cmOptions(raw: Record<string, unknown>, ids: readonly string[]): Result<CmOptions, LogError> {
  const rules = Object.fromEntries(OPTIONAL_RULES.map((r) => [r, true])) as Record<OptionalRule, boolean>;
  const specs: Record<string, Spec> = {};
  const known = ['laps', 'maxTurns', 'setupMethod', 'startWeather', ...OPTIONAL_RULES];
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('spec.')) {
      const id = key.slice(5);
      if (!ids.includes(id)) return fail(key, `no chariot has the id "${id}"`);
      if (typeof value !== 'string') return fail(key, 'a specification is a string');
      const parsed = parseSpec(value);
      if (!parsed.ok) return fail(key, parsed.message);
      specs[id] = parsed.spec;
      continue;
    }
    if (!known.includes(key))
      return fail(key, `circus-maximus has no option "${key}" (it knows ${known.join(', ')}, spec.<id>)`);
    if ((OPTIONAL_RULES as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') return fail(key, 'optional rules are switched with true or false');
      rules[key as OptionalRule] = value;
    }
  }
  const laps = raw.laps ?? RULES.laps.value;
  if (typeof laps !== 'number' || !Number.isInteger(laps) || laps < 1 || laps > 7)
    return fail('laps', 'laps must be a whole number from 1 to 7');
  const maxTurns = raw.maxTurns ?? RULES.maxTurns.value;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > 2000)
    return fail('maxTurns', 'maxTurns must be a whole number from 1 to 2000');
  const setupMethod = raw.setupMethod ?? 'moon-32';
  if (setupMethod !== 'moon-32' && setupMethod !== 'classic-4')
    return fail('setupMethod', 'setupMethod is "moon-32" or "classic-4"');
  const startWeather = raw.startWeather ?? 'roll';
  if (
    startWeather !== 'roll' &&
    startWeather !== 'clear' &&
    startWeather !== 'rain' &&
    startWeather !== 'mud'
  )
    return fail('startWeather', 'startWeather is "roll", "clear", "rain" or "mud"');
  return { ok: true, value: { laps, maxTurns, setupMethod, rules, specs, startWeather } };
}

/** The options as the header records them (enough to run the race again). */
export function optionsRecord(
  o: CmOptions,
  raw: Record<string, unknown>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {
    laps: o.laps,
    maxTurns: o.maxTurns,
    setupMethod: o.setupMethod,
    startWeather: o.startWeather,
  };
  for (const r of OPTIONAL_RULES) out[r] = o.rules[r];
  for (const [k, v] of Object.entries(raw)) if (k.startsWith('spec.') && typeof v === 'string') out[k] = v;
  return out;
}
