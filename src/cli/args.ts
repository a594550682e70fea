import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './errors.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict option parsing: an unknown option, a missing value or a surplus argument is a usage error.
 * Missing arguments are the command's to check, after `--help`. */
export function parseCommandLine<O extends Options>(args: string[], options: O, maxPositionals: number) {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
  >;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(args, options),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    // Node's messages ("Unknown option '--foo'") are short and clear; keep their first sentence.
    const first = (e instanceof Error ? e.message : String(e)).split(/\.\s/)[0]!.replace(/\.$/, '');
    throw new UsageError(first.charAt(0).toLowerCase() + first.slice(1));
  }
  const extra = parsed.positionals[maxPositionals];
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  return parsed;
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
