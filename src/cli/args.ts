import { randomInt } from 'node:crypto';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../engine/rulesets/ids.ts';
import { UsageError } from './errors.ts';
import type { CliIo } from './io.ts';
import { didYouMean, suggestion } from './suggest.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>;

/** Strict option parsing: an unknown option, a missing value or a surplus argument is a usage error.
 * Missing arguments are the command's to check, after `--help`. */
export function parseCommandLine<O extends Options>(
  args: string[],
  options: O,
  maxPositionals: number,
): Parsed<O> {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(args, options),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    // Node's messages ("Unknown option '--foo'") are short and clear; keep their first sentence.
    const message = e instanceof Error ? e.message : String(e);
    const first = message.split(/\.\s/)[0]!.replace(/\.$/, '');
    const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
    // A long option is guessed from the long names; one mistyped letter (`-x`) is not guessed.
    const guess = unknown?.startsWith('--') ? suggestion(unknown, longNames(options)) : '';
    throw new UsageError(first.charAt(0).toLowerCase() + first.slice(1) + guess);
  }
  const extra = parsed.positionals[maxPositionals];
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  return parsed;
}

function longNames(options: Options): string[] {
  return Object.keys(options).map((name) => `--${name}`);
}

/** `--seed -1` becomes `--seed=-1`, so a negative number reads as a (bad) value, not an option. */
function joinNegativeValues(args: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith('--')
      ? arg.slice(2)
      : Object.keys(options).find((k) => `-${options[k]!.short}` === arg);
    if (name && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      out.push(`--${name}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** A seed as the engine takes it: a whole number from 0 to 2^32 - 1, written in decimal. */
export function parseSeed(text: string | undefined): number {
  if (text === undefined) throw new UsageError('missing --seed (a whole number from 0 to 4294967295)');
  const seed = Number(text);
  if (!/^\d+$/.test(text) || seed > 0xffff_ffff) {
    throw new UsageError(`bad --seed "${text}": seeds are whole numbers from 0 to 4294967295`);
  }
  return seed;
}

/** The seed given, or one picked at random and said on standard error, so the race can be run again. */
export function seedOrRandom(text: string | undefined, io: CliIo, command: string): number {
  if (text !== undefined) return parseSeed(text);
  const seed = randomInt(0, 2 ** 32);
  io.err(`quadriga ${command}: picked seed ${seed} at random (--seed ${seed} runs this race again)\n`);
  return seed;
}

/** A ruleset id from `--ruleset`: required, and one the engine knows (a near miss is guessed). */
export function parseRuleset(text: string | undefined): RulesetId {
  if (text === undefined) throw new UsageError(`missing --ruleset (one of ${RULESET_IDS.join(', ')})`);
  if (!isRulesetId(text)) {
    const guess = didYouMean(text, RULESET_IDS);
    throw new UsageError(
      `unknown ruleset "${text}": ${guess ? `did you mean "${guess}"? The rulesets are` : 'choose one of'} ${RULESET_IDS.join(', ')}`,
    );
  }
  return text;
}
