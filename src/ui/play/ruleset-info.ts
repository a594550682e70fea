/**
 * What the "New race" form knows of each ruleset, read from its definition alone (so a ruleset
 * moved onto the kernel shows up in the form without a line here): how many chariots it takes
 * and why, its options (from the options' zod schema, as JSON Schema: bounds, defaults, words),
 * and whether its chariots can be driven from the screen.
 */
import { z } from 'zod';
import { readOptions } from '../../engine/kernel/options.ts';
import type { LogError } from '../../engine/log/parse.ts';
import { MAX_CHARIOTS, MIN_CHARIOTS } from '../../engine/race/limits.ts';
import { defaultSetup, type FieldRules, resolveSetup } from '../../engine/race/setup.ts';
import { KERNEL_RULESETS } from '../../engine/rulesets/definitions.ts';
import type { RulesetId } from '../../engine/rulesets/ids.ts';
import { RULESET_IDS, RULESET_NAMES } from '../../engine/rulesets/index.ts';
import { playText } from '../../messages/play.ts';
import { checkSpec, type PlaySpec } from './play-spec.ts';

export interface OptionField {
  key: string;
  type: 'integer' | 'number' | 'boolean' | 'string' | 'enum';
  min?: number;
  max?: number;
  values?: string[];
  default?: unknown;
  description: string;
}

export interface RulesetInfo {
  id: RulesetId;
  name: string;
  /** Its chariots can be driven by people and its dice thrown at the table. */
  playable: boolean;
  size: { min: number; max: number; why: string | null };
  defaultSize: number;
  options: OptionField[];
  fieldRules: FieldRules | undefined;
}

interface JsonProp {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

function optionFields(schema: z.ZodType): OptionField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProp>;
  };
  return Object.entries(json.properties ?? {}).map(([key, p]) => ({
    key,
    type: p.enum
      ? 'enum'
      : p.type === 'integer' || p.type === 'number' || p.type === 'boolean'
        ? p.type
        : 'string',
    ...(p.minimum === undefined ? {} : { min: p.minimum }),
    ...(p.maximum === undefined ? {} : { max: p.maximum }),
    ...(p.enum ? { values: p.enum.map(String) } : {}),
    ...(p.default === undefined ? {} : { default: p.default }),
    description: p.description ?? '',
  }));
}

export function rulesetInfo(id: RulesetId): RulesetInfo {
  const k = KERNEL_RULESETS[id];
  if (!k)
    return {
      id,
      name: RULESET_NAMES[id],
      playable: false,
      size: { min: MIN_CHARIOTS, max: MAX_CHARIOTS, why: null },
      defaultSize: 8,
      options: [],
      fieldRules: undefined,
    };
  return k.use((def) => ({
    id,
    name: RULESET_NAMES[id],
    playable: true,
    size: def.field.size
      ? { min: def.field.size.min, max: def.field.size.max, why: def.field.size.why }
      : { min: MIN_CHARIOTS, max: MAX_CHARIOTS, why: null },
    defaultSize: def.field.defaultSize,
    options: optionFields(def.options),
    fieldRules: def.field.rules,
  }));
}

export const ALL_RULESETS: readonly RulesetInfo[] = RULESET_IDS.map(rulesetInfo);

/** "Hippodrome takes exactly 4 teams: …", "Aurigae takes 2 to 12 chariots." */
export function sizeText(info: RulesetInfo): string {
  const { min, max, why } = info.size;
  return playText().form.size(info.name, min, max, why);
}

/** A new race's spec: the ruleset's default field, two people driving the first two seats. */
export function defaultSpec(id: RulesetId = 'hippodrome', seed = 1): PlaySpec {
  const info = rulesetInfo(id);
  return {
    ruleset: id,
    seed,
    setup: { ...defaultSetup(info.defaultSize), options: {} },
    humans: info.playable ? [0, 1] : [],
    dice: 'seeded',
  };
}

/**
 * Every problem of a spec the form can point at, by path (`$.setup.chariots[1].name`,
 * `$.setup.options.laps`, `$.humans`): the spec's shape, the ruleset's field rules and options.
 */
export function specProblems(input: unknown): LogError[] {
  const checked = checkSpec(input);
  if (!checked.ok) return [checked.error];
  const spec = checked.value;
  const info = rulesetInfo(spec.ruleset);
  const out: LogError[] = [];
  const n = spec.setup.chariots.length;
  if (n < info.size.min || n > info.size.max) out.push({ message: sizeText(info), path: '$.setup.chariots' });
  if (!info.playable && (spec.humans.length > 0 || spec.dice === 'entered'))
    out.push({
      message: playText().form.aiOnlyProblem(info.name),
      path: '$.humans',
    });
  const setup = resolveSetup(spec.setup, info.fieldRules);
  if (!setup.ok && out.length === 0)
    out.push({ ...setup.error, path: `$.setup${setup.error.path.slice(1)}` });
  const k = KERNEL_RULESETS[spec.ruleset];
  if (k) {
    const opts = k.use((def) => readOptions(def.id, def.options, spec.setup.options ?? {}));
    if (!opts.ok) out.push({ ...opts.error, path: `$.setup${opts.error.path.slice(1)}` });
  }
  return out;
}
