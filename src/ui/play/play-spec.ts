/**
 * A race to play, as the "New race" form writes it and the address carries it (`?play=<JSON>`):
 * the ruleset, the seed, the setup (field and options, as `--setup` takes it), which seats people
 * drive and where the dice come from. A link with it starts the same race; the answers given since
 * are kept in the browser (play-store.ts), not in the link.
 */
import { z } from 'zod';
import { type SetupInput, SetupSchema } from '../../engine/race/setup.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../../engine/rulesets/ids.ts';

export const PlaySpecSchema = z
  .object({
    ruleset: z.string().refine(isRulesetId, { message: `choose one of ${RULESET_IDS.join(', ')}` }),
    seed: z
      .number()
      .int('seeds are whole numbers')
      .min(0, 'seeds are 0 to 4294967295')
      .max(0xffff_ffff, 'seeds are 0 to 4294967295'),
    setup: SetupSchema,
    /** The seats (indices into the field) that people drive from this screen; the AI drives the rest. */
    humans: z.array(z.number().int().min(0)).default([]),
    dice: z.enum(['seeded', 'entered']).default('seeded'),
  })
  .strict();

export interface PlaySpec {
  ruleset: RulesetId;
  seed: number;
  setup: SetupInput;
  humans: number[];
  dice: 'seeded' | 'entered';
}

export interface SpecError {
  message: string;
  /** Where in the spec: `$.setup.chariots[2].name`. */
  path: string;
}

const pathOf = (path: ReadonlyArray<PropertyKey>): string =>
  `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;

/** Checks a spec (from the address or the form); the error names the field. */
export function checkSpec(input: unknown): { ok: true; value: PlaySpec } | { ok: false; error: SpecError } {
  const parsed = PlaySpecSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = pathOf(issue.path);
    return { ok: false, error: { message: `${path}: ${issue.message}`, path } };
  }
  const spec = parsed.data as PlaySpec;
  const seats = spec.setup.chariots.length;
  for (const [i, seat] of spec.humans.entries())
    if (seat >= seats || spec.humans.indexOf(seat) !== i) {
      const path = `$.humans[${i}]`;
      const why = seat >= seats ? `there is no seat ${seat} (the field has ${seats})` : `seat ${seat} twice`;
      return { ok: false, error: { message: `${path}: ${why}`, path } };
    }
  return { ok: true, value: spec };
}

/** The address parameter that starts a race. */
export const PLAY_PARAM = 'play';
/** The address parameter that opens the form (`?new`, or `?new=<JSON>` to fill it in). */
export const NEW_PARAM = 'new';

/** The spec as the address carries it: its JSON, with defaults left out. */
export function specText(spec: PlaySpec): string {
  const { humans, dice, ...rest } = spec;
  return JSON.stringify({
    ...rest,
    ...(humans.length > 0 ? { humans } : {}),
    ...(dice === 'seeded' ? {} : { dice }),
  });
}

/** The page's address for a spec: `?play=` opens the race, `?new=` the form filled in with it. */
export function specSearch(spec: PlaySpec, param: typeof PLAY_PARAM | typeof NEW_PARAM = PLAY_PARAM): string {
  return `?${new URLSearchParams({ [param]: specText(spec) }).toString()}`;
}

/** Reads a spec from its text in the address; a bad one is an error naming the field. */
export function readSpecText(text: string): { ok: true; value: PlaySpec } | { ok: false; error: SpecError } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { message: `not JSON (${(e as Error).message})`, path: '$' } };
  }
  return checkSpec(json);
}
