import WebSocket from 'ws';
import { RULESET_IDS } from '../../engine/rulesets/ids.ts';
import {
  MAX_BOT_TIME_LIMIT_MS,
  MIN_BOT_TIME_LIMIT_MS,
  PROTOCOL_VERSION,
  type RaceInputs,
  type ServerMessage,
} from '../../server/protocol.ts';
import { parseCommandLine, parseRuleset, seedOrRandom } from '../args.ts';
import { CliFailure, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, readJson } from '../io.ts';

export const PUBLISH_HELP = `Usage: quadriga publish --ruleset <id> [--seed <n>] [--setup <file>] [options]

Queues a race on a running relay ('quadriga serve --token <t>'): the relay answers at once with the
race's id and the races ahead of it, then, once the race and those ahead are resolved, with the
moment it starts. Both are promises: the race runs under that id at that moment.

Options:
  -r, --ruleset <id>     rules to race under: ${RULESET_IDS.join(', ')} (required)
  -s, --seed <n>         the race's seed (default: one picked at random and printed)
      --setup <file>     race setup as JSON, "-" for standard input (default: the ruleset's own field)
      --bot <seat>       a seat (chariot id) driven by a bot over the relay's WebSocket (repeat for
                         more; docs/bots.md): the race waits for its bots when its turn comes
      --bot-time-limit <ms>
                         each of those bots' time for one decision, when shorter than the relay's
      --relay <url>      the relay (default ws://127.0.0.1:8080/live; http://host:port works too)
      --token <t>        the relay's publish token (default: env QUADRIGA_PUBLISH_TOKEN)
      --no-wait          stop once the race is queued, without waiting for its start time
      --timeout <s>      give up waiting for an answer after this many seconds (default 300)
      --json             print the relay's answers as JSON, one a line
  -h, --help             show this help

Examples:
  quadriga publish -r crudis -s 42 --token secret
  quadriga publish -r aurigae --setup field.json --relay ws://relay.example:8080/live

Exit status: 0 queued (and scheduled, unless --no-wait), 1 refused or unreachable, 2 usage error.
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  seed: { type: 'string', short: 's' },
  setup: { type: 'string' },
  bot: { type: 'string', multiple: true },
  'bot-time-limit': { type: 'string' },
  relay: { type: 'string' },
  token: { type: 'string' },
  'no-wait': { type: 'boolean' },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The relay's WebSocket address from what a user types: ws(s)://…, or http(s)://host:port. */
export function relayUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`bad --relay "${text}": an address like ws://127.0.0.1:8080/live`);
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
    if (url.pathname === '/' || url.pathname === '') url.pathname = '/live';
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw new UsageError(`bad --relay "${text}": a ws://, wss://, http:// or https:// address`);
  return url.href;
}

export async function runPublish(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, 0);
  if (values.help) {
    io.out(PUBLISH_HELP);
    return EXIT_OK;
  }
  const ruleset = parseRuleset(values.ruleset);
  const url = relayUrl(values.relay ?? 'ws://127.0.0.1:8080/live');
  const token = values.token ?? process.env['QUADRIGA_PUBLISH_TOKEN'];
  if (!token)
    throw new UsageError(
      'missing --token (or QUADRIGA_PUBLISH_TOKEN): the relay publishes only with its token',
    );
  const timeout = values.timeout === undefined ? 300 : Number(values.timeout);
  if (!(timeout > 0 && timeout <= 86_400))
    throw new UsageError(`bad --timeout "${values.timeout}": seconds from 0 to 86400`);
  const seed = seedOrRandom(values.seed, io, 'publish');
  const setup = values.setup === undefined ? undefined : await readJson(io, values.setup, 'setup');
  const bots = values.bot ?? [];
  const limitText = values['bot-time-limit'];
  const botTimeLimitMs = limitText === undefined ? undefined : Number(limitText);
  if (
    botTimeLimitMs !== undefined &&
    !(
      Number.isInteger(botTimeLimitMs) &&
      botTimeLimitMs >= MIN_BOT_TIME_LIMIT_MS &&
      botTimeLimitMs <= MAX_BOT_TIME_LIMIT_MS
    )
  )
    throw new UsageError(
      `bad --bot-time-limit "${limitText}": a whole number of milliseconds from ${MIN_BOT_TIME_LIMIT_MS} to ${MAX_BOT_TIME_LIMIT_MS}`,
    );
  if (botTimeLimitMs !== undefined && bots.length === 0)
    throw new UsageError('--bot-time-limit needs the seats the bots drive (--bot <seat>)');
  const race: RaceInputs = {
    ruleset,
    seed,
    ...(setup === undefined ? {} : { setup }),
    ...(bots.length === 0 ? {} : { bots }),
    ...(botTimeLimitMs === undefined ? {} : { botTimeLimitMs }),
  };
  const wait = !values['no-wait'];

  const say = (m: ServerMessage, human: string): void =>
    io.out(values.json ? `${JSON.stringify(m)}\n` : `${human}\n`);
  await new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url, { handshakeTimeout: timeout * 1000, perMessageDeflate: false });
    let id: string | null = null;
    let settled = false;
    const finish = (error?: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ws.close();
      if (error === undefined) resolve();
      else reject(new CliFailure(error));
    };
    const timer = setTimeout(
      () =>
        finish(
          id
            ? `no start time for ${id} after ${timeout} s: it is queued, and the relay will still run it`
            : `no answer from the relay at ${url} after ${timeout} s`,
        ),
      timeout * 1000,
    );
    ws.on('open', () => ws.send(JSON.stringify({ v: PROTOCOL_VERSION, type: 'publish', token, race })));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () =>
        finish(`the relay at ${url} refused the connection: ${res.statusCode} ${body.trim()}`.trim()),
      );
    });
    ws.on('error', (e) => finish(`cannot reach the relay at ${url}: ${e.message}`));
    ws.on('close', (code, reason) =>
      finish(
        `the relay closed the connection (${code}${reason.length ? `: ${reason.toString()}` : ''}) before answering`,
      ),
    );
    ws.on('message', (data: Buffer) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(data.toString()) as ServerMessage;
      } catch {
        return finish(`the relay at ${url} sent something that is not JSON`);
      }
      if (m.type === 'error') {
        if (m.race === undefined || m.race === id)
          finish(`the relay refused the race (${m.code}): ${m.message}`);
      } else if (m.type === 'published' && id === null) {
        id = m.race;
        say(
          m,
          `published ${m.race}: ${m.ahead === 0 ? 'no race' : m.ahead === 1 ? '1 race' : `${m.ahead} races`} ahead`,
        );
        if (!wait) finish();
      } else if (m.type === 'scheduled' && m.race === id) {
        const inS = Math.max(0, Math.round((m.startsAt - Date.now()) / 1000));
        say(m, `${m.race} starts at ${new Date(m.startsAt).toISOString()} (in ${inS} s)`);
        finish();
      }
    });
  });
  return EXIT_OK;
}
