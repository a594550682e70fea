/**
 * A race to play, as the "New race" form writes it and the address carries it (`?play=<JSON>`):
 * the ruleset, the seed, the setup (field and options, as `--setup` takes it), which seats people
 * drive and where the dice come from. A link with it starts the same race; the answers given since
 * are kept in the browser (play-store.ts), not in the link.
 */
import { z } from 'zod';
import type { SessionRecord } from '../../engine/kernel/session.ts';
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
    /**
     * The seats a bot drives from outside (a `quadriga play` game file's "bot" seats): their
     * answers come as orders through the command line, not from this screen.
     */
    bots: z.array(z.number().int().min(0)).default([]),
    dice: z.enum(['seeded', 'entered']).default('seeded'),
  })
  .strict();

export interface PlaySpec {
  ruleset: RulesetId;
  seed: number;
  setup: SetupInput;
  humans: number[];
  /** Seats whose answers come from a bot as `quadriga play` orders (absent: none). */
  bots?: number[];
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
  const bots = spec.bots ?? [];
  for (const [key, list] of [
    ['humans', spec.humans],
    ['bots', bots],
  ] as const)
    for (const [i, seat] of list.entries()) {
      const why =
        seat >= seats
          ? `there is no seat ${seat} (the field has ${seats})`
          : list.indexOf(seat) !== i
            ? `seat ${seat} twice`
            : key === 'bots' && spec.humans.includes(seat)
              ? `seat ${seat} is a human's and a bot's`
              : null;
      if (why === null) continue;
      const path = `$.${key}[${i}]`;
      return { ok: false, error: { message: `${path}: ${why}`, path } };
    }
  if (bots.length === 0) delete spec.bots;
  return { ok: true, value: spec };
}

/**
 * The spec of a race kept in a record (a saved race, or a `quadriga play` game file): its human
 * seats are this screen's, and its bot seats stay bots, whose answers come as orders.
 */
export function specOfRecord(record: SessionRecord): PlaySpec {
  const seats = (by: 'human' | 'bot') =>
    record.setup.chariots.flatMap((c, i) => (record.outside[c.id] === by ? [i] : []));
  const bots = seats('bot');
  return {
    ruleset: record.ruleset as RulesetId,
    seed: record.seed,
    setup: record.setup,
    humans: seats('human'),
    ...(bots.length > 0 ? { bots } : {}),
    dice: record.dice,
  };
}

/** The address parameter that starts a race. */
export const PLAY_PARAM = 'play';
/** The address parameter that opens the form (`?new`, or `?new=<JSON>` to fill it in). */
export const NEW_PARAM = 'new';

/** The spec as the address carries it: its JSON, with defaults left out. */
export function specText(spec: PlaySpec): string {
  const { humans, bots, dice, ...rest } = spec;
  return JSON.stringify({
    ...rest,
    ...(humans.length > 0 ? { humans } : {}),
    ...(bots && bots.length > 0 ? { bots } : {}),
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
