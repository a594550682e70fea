/**
 * One field under several rulesets (the comparison page): the setup each ruleset races, within its
 * own limits on the field, and what was left out to fit, for the page to say. Pure.
 */

/** How many chariots a ruleset takes, and the options it knows. */
export interface FieldLimits {
  min: number;
  max: number;
  /** Its option names: a setup's options go only to the rulesets that know them. */
  options: readonly string[];
}

/** A setup as users write it: only its chariots and options matter here; the rest is kept. */
export interface CompareSetup {
  chariots: readonly unknown[];
  options?: Readonly<Record<string, unknown>>;
  [key: string]: unknown;
}

export interface FittedField {
  /** The setup this ruleset races. */
  setup: CompareSetup;
  /** Chariots of the field that race (its first ones) and how many the field had. */
  racing: number;
  of: number;
  /** The setup's options this ruleset does not know, left out for it. */
  optionsLeftOut: string[];
}

export type FitResult = { ok: true; value: FittedField } | { ok: false; error: string };

/**
 * The setup a ruleset races: the field's first `max` chariots (the Hippodrome's four teams are the
 * field's first four), and the setup's options that ruleset knows. A field smaller than the
 * ruleset's least is an error: a comparison never invents chariots.
 */
export function fitField(setup: CompareSetup, limits: FieldLimits): FitResult {
  const of = setup.chariots.length;
  if (of < limits.min)
    return {
      ok: false,
      error: `the field has ${of} chariots and this ruleset takes at least ${limits.min}`,
    };
  const racing = Math.min(of, limits.max);
  const options: Record<string, unknown> = {};
  const optionsLeftOut: string[] = [];
  for (const [key, value] of Object.entries(setup.options ?? {})) {
    if (limits.options.includes(key)) options[key] = value;
    else optionsLeftOut.push(key);
  }
  const fitted: CompareSetup = { ...setup, chariots: setup.chariots.slice(0, racing) };
  if (setup.options !== undefined) fitted.options = options;
  return { ok: true, value: { setup: fitted, racing, of, optionsLeftOut } };
}
