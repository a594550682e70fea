import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESET_IDS } from '../../engine/index.ts';
import { isSeasonData, readSeason, type SeasonFile } from '../../engine/season/file.ts';
import { runSeason } from '../../engine/season/index.ts';
import { DEFAULT_BOT_TIME_LIMIT_MS } from '../../server/bot-seats.ts';
import { MAX_BOT_TIME_LIMIT_MS, MAX_PACE, MIN_BOT_TIME_LIMIT_MS, MIN_PACE } from '../../server/protocol.ts';
import { DEFAULT_LIMITS, startRelay } from '../../server/relay.ts';
import {
  demoSequence,
  type RaceSequence,
  recordedSequence,
  recordedSource,
  seasonSequence,
  seedsFrom,
} from '../../server/sources.ts';
import { hasBuiltViewer } from '../../server/static-files.ts';
import { parseCommandLine, parseRuleset, seedOrRandom } from '../args.ts';
import { CliFailure, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, readJson } from '../io.ts';

export const SERVE_HELP = `Usage: quadriga serve [--ruleset <id>] [--seed <n>] [options]
       quadriga serve --log <file> | --logs <folder> [options]
       quadriga serve --season <season.json> | --season <field.json> --ruleset <id> [options]

Serves the viewer and runs live races paced in real time. Viewers open the page with ?live=1 and
follow the race over a WebSocket (ws://host:port/live): a late joiner catches up, a reconnecting
viewer resumes from its last event, and all see the same moment. GET /status answers JSON: the race
on air and its turn, the races to come, viewers, uptime and version. /control is the operator's page
(hold, start, skip, replay, lock the director, the overlay, the queue; needs --token), and
/segments/index.json publishes the race as cacheable HTTP segments for a CDN (docs/relay.md).

Without --ruleset or a log it runs the demo channel: each ruleset in turn, forever.

Options:
  -r, --ruleset <id>     rules to race under: ${RULESET_IDS.join(', ')}
  -s, --seed <n>         seed of the first race (default: one picked at random and printed);
                         back-to-back races count up from it
      --setup <file>     race setup as JSON, "-" for standard input (default: the ruleset's own
                         field; 'quadriga simulate --help' lists them); needs --ruleset
      --log <file>       put a recorded race log on air (.json or .json.gz), as it was resolved
      --logs <folder>    put every log in the folder on air, in the order of their names
                         (--races forever starts again from the first)
      --season <file>    run a season as a channel, its races one after another, viewers told the
                         standings between races: a season file ('quadriga season --out'), or a
                         field (a setup) raced --races times (default 10) under --ruleset from --seed
  -p, --port <n>         port to listen on (default 8080; 0 picks a free one)
      --host <addr>      address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
      --pace <x>         speed factor: 1 is real time, 2 twice as fast (default 1)
      --delay <s>        hold the feed back this many seconds, to match a stream's delay (default 0)
      --gap <s>          seconds before the first race and between races (default 10)
      --races <n>        races back to back, "forever" for no end (default 1; the demo channel:
                         forever; --logs: each log once)
      --token <t>        let others publish races with this token (default: env QUADRIGA_PUBLISH_TOKEN;
                         without one, publishing is disabled)
      --state <file>     where to keep what a restarted relay needs to resume the race
                         (default: none; a restart then starts afresh)
      --max-viewers <n>  connections at once (default ${DEFAULT_LIMITS.maxConnections})
      --max-per-address <n>
                         connections at once from one address (default ${DEFAULT_LIMITS.maxConnectionsPerAddress})
      --max-queue <n>    published races that may wait their turn (default ${DEFAULT_LIMITS.maxQueued})
      --bot-time-limit <ms>
                         each remote bot's time for one decision, in milliseconds (default
                         ${DEFAULT_BOT_TIME_LIMIT_MS}; a published race may ask for less); a late answer lets the AI decide
      --no-viewer        run the relay only, without serving the built viewer
  -h, --help             show this help

The viewer is served from dist/ (run 'npm run build' first).

Examples:
  quadriga serve                                      # the demo channel: http://127.0.0.1:8080/?live=1
  quadriga serve -r crudis -s 7
  quadriga serve -r crudis -s 1 --races forever --gap 30 --delay 20 --state relay.json
  quadriga serve --logs races/ --races forever
  quadriga serve --season season.json --gap 20
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  seed: { type: 'string', short: 's' },
  setup: { type: 'string' },
  log: { type: 'string' },
  logs: { type: 'string' },
  season: { type: 'string' },
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  pace: { type: 'string' },
  delay: { type: 'string' },
  gap: { type: 'string' },
  races: { type: 'string' },
  token: { type: 'string' },
  state: { type: 'string' },
  'max-viewers': { type: 'string' },
  'max-per-address': { type: 'string' },
  'max-queue': { type: 'string' },
  'bot-time-limit': { type: 'string' },
  'no-viewer': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function number(text: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < min || n > max) {
    throw new UsageError(`bad --${name} "${text}": a number from ${min} to ${max}`);
  }
  return n;
}

/** Where `npm run build` puts the viewer: dist/ at the project's root. */
export const DIST_DIR = fileURLToPath(new URL('../../../dist/', import.meta.url));

export interface ServeHooks {
  /** Resolves when the relay should stop (Ctrl-C by default); tests pass their own. */
  until?: Promise<void>;
  distDir?: string;
}

interface Programme {
  sequence: RaceSequence;
  /** The season the sequence runs, if it is one. */
  season?: SeasonFile;
  /** Races when --races is not given. */
  races: number | null;
  /** What goes on air, in words. */
  what: string;
}

/** The races to put on air: recorded logs, one ruleset's races, or the demo channel. */
async function chooseProgramme(
  values: { ruleset?: string; seed?: string; setup?: string; log?: string; logs?: string; season?: string },
  io: CliIo,
  races: number | null | undefined,
): Promise<Programme> {
  if (values.season !== undefined) return seasonProgramme(values.season, values, io, races);
  const recorded = values.log !== undefined || values.logs !== undefined;
  if (values.log !== undefined && values.logs !== undefined)
    throw new UsageError('--log and --logs: choose one');
  if (recorded) {
    const given = (['ruleset', 'seed', 'setup'] as const).find((k) => values[k] !== undefined);
    if (given)
      throw new UsageError(
        `--${given} does not go with --log or --logs: a recorded race is on air as it was`,
      );
    const paths = values.log !== undefined ? [values.log] : logsIn(values.logs!);
    const sources = paths.map((path) => {
      const read = recordedSource(path);
      if (!read.ok) throw new CliFailure(read.error);
      return read.source;
    });
    return {
      sequence: recordedSequence(sources),
      races: sources.length,
      what: sources.length === 1 ? `the race recorded in ${paths[0]}` : `${sources.length} recorded races`,
    };
  }
  if (values.ruleset === undefined) {
    if (values.setup !== undefined)
      throw new UsageError('--setup needs --ruleset: a setup belongs to one ruleset');
    const seed = seedOrRandom(values.seed, io, 'serve');
    return {
      sequence: demoSequence(seed),
      races: null,
      what: `the demo channel (${RULESET_IDS.join(', ')} in turn)`,
    };
  }
  const ruleset = parseRuleset(values.ruleset);
  const seed = seedOrRandom(values.seed, io, 'serve');
  const setup = values.setup === undefined ? undefined : await readJson(io, values.setup, 'setup');
  return {
    sequence: seedsFrom({ ruleset, seed, ...(setup === undefined ? {} : { setup }) }),
    races: 1,
    what: `${ruleset} from seed ${seed}`,
  };
}

/** A season as the programme: read from a season file, or run now from a field. */
async function seasonProgramme(
  path: string,
  values: { ruleset?: string; seed?: string; setup?: string; log?: string; logs?: string },
  io: CliIo,
  races: number | null | undefined,
): Promise<Programme> {
  const other = (['setup', 'log', 'logs'] as const).find((k) => values[k] !== undefined);
  if (other) throw new UsageError(`--${other} does not go with --season: the season says what races`);
  const data = await readJson(io, path, 'season');
  let season: SeasonFile;
  if (isSeasonData(data)) {
    const given = (['ruleset', 'seed'] as const).find((k) => values[k] !== undefined);
    if (given)
      throw new UsageError(`--${given} does not go with a season file: its races are run as it has them`);
    if (races !== undefined) throw new UsageError('--races does not go with a season file: it has its races');
    const read = readSeason(data);
    if (!read.ok) throw new CliFailure(`${path}: ${read.error.message}`);
    season = read.value;
  } else {
    if (values.ruleset === undefined)
      throw new UsageError(
        `${path} is a field, not a season file: --ruleset says which rules its season runs under`,
      );
    if (races === null) throw new UsageError('--races forever: a season has a number of races');
    const ruleset = parseRuleset(values.ruleset);
    const seed = seedOrRandom(values.seed, io, 'serve');
    const run = runSeason({ ruleset, seed, races: races ?? 10, field: data });
    if (!run.ok) throw new CliFailure(`${path}: ${run.error.message}`);
    season = run.value;
  }
  const n = season.races.length;
  return {
    sequence: seasonSequence(season),
    season,
    races: n,
    what: `a ${season.ruleset} season of ${n} race${n === 1 ? '' : 's'} from ${path === '-' ? 'standard input' : path}`,
  };
}

/** The race logs in a folder (.json, .json.gz), in the order of their names. */
function logsIn(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (e) {
    throw new CliFailure(`cannot read the folder ${folder}: ${(e as Error).message}`);
  }
  const logs = names
    .filter((n) => /\.json(\.gz)?$/i.test(n))
    .sort()
    .map((n) => join(folder, n));
  if (logs.length === 0) throw new CliFailure(`no race logs (.json, .json.gz) in ${folder}`);
  return logs;
}

export async function runServe(args: string[], io: CliIo, hooks: ServeHooks = {}): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, 0);
  if (values.help) {
    io.out(SERVE_HELP);
    return EXIT_OK;
  }
  const port = number(values.port, 'port', 8080, 0, 65535);
  if (!Number.isInteger(port)) throw new UsageError(`bad --port "${values.port}": a whole number`);
  const pace = number(values.pace, 'pace', 1, MIN_PACE, MAX_PACE);
  const delay = number(values.delay, 'delay', 0, 0, 3600);
  const gap = number(values.gap, 'gap', 10, 0, 86400);
  const racesGiven =
    values.races === undefined
      ? undefined
      : values.races === 'forever'
        ? null
        : number(values.races, 'races', 1, 1, 1_000_000);
  if (typeof racesGiven === 'number' && !Number.isInteger(racesGiven))
    throw new UsageError(`bad --races "${values.races}"`);
  const whole = (
    name: 'max-viewers' | 'max-per-address' | 'max-queue',
    fallback: number,
    max: number,
  ): number => {
    const n = number(values[name], name, fallback, 1, max);
    if (!Number.isInteger(n)) throw new UsageError(`bad --${name} "${values[name]}": a whole number`);
    return n;
  };
  const maxConnections = whole('max-viewers', DEFAULT_LIMITS.maxConnections, 1_000_000);
  const maxConnectionsPerAddress = whole(
    'max-per-address',
    DEFAULT_LIMITS.maxConnectionsPerAddress,
    1_000_000,
  );
  const maxQueued = whole('max-queue', DEFAULT_LIMITS.maxQueued, 10_000);
  const botTimeLimitMs = number(
    values['bot-time-limit'],
    'bot-time-limit',
    DEFAULT_BOT_TIME_LIMIT_MS,
    MIN_BOT_TIME_LIMIT_MS,
    MAX_BOT_TIME_LIMIT_MS,
  );
  if (!Number.isInteger(botTimeLimitMs))
    throw new UsageError(
      `bad --bot-time-limit "${values['bot-time-limit']}": a whole number of milliseconds`,
    );
  const programme = await chooseProgramme(values, io, racesGiven);
  const races = racesGiven === undefined || programme.season ? programme.races : racesGiven;
  const distDir = hooks.distDir ?? DIST_DIR;
  const serveViewer = !values['no-viewer'];
  if (serveViewer && !hasBuiltViewer(distDir)) {
    throw new CliFailure(
      `no built viewer in ${distDir}: run 'npm run build' first (or --no-viewer to run the relay alone)`,
    );
  }
  const token = values.token ?? process.env['QUADRIGA_PUBLISH_TOKEN'];
  const started = await startRelay({
    sequence: programme.sequence,
    ...(programme.season ? { season: programme.season } : {}),
    port,
    host: values.host ?? '127.0.0.1',
    pace,
    delay,
    gap,
    races,
    ...(token ? { publishToken: token } : {}),
    ...(values.state ? { stateFile: values.state } : {}),
    staticDir: serveViewer ? distDir : null,
    limits: {
      maxConnections,
      maxConnectionsPerAddress,
      // An address may open as many at once as it may hold.
      connectBurst: Math.max(DEFAULT_LIMITS.connectBurst, maxConnectionsPerAddress),
      maxQueued,
    },
    botTimeLimitMs,
    log: (line) => io.err(`${line}\n`),
  });
  if (!started.ok) throw new CliFailure(started.error);
  const { relay } = started;
  io.err(
    `quadriga serve: ${programme.what}; ${serveViewer ? `viewer at ${relay.url}?live=1, ` : ''}live feed at ${relay.liveUrl}, status at ${relay.url}status` +
      `${token ? `, control at ${relay.url}control (publishing with a token)` : ''}; Ctrl-C stops\n`,
  );
  await (hooks.until ??
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }));
  await relay.close();
  return EXIT_OK;
}
