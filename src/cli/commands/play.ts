import { diceQuestion } from '../../engine/kernel/requests.ts';
import { serializeLog } from '../../engine/log/serialize.ts';
import { orderProblem, type Session, startSession } from '../../engine/rulesets/session.ts';
import { parseCommandLine, parseRuleset, seedOrRandom } from '../args.ts';
import { CliFailure, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, checkFolder, readJson, writeText } from '../io.ts';
import {
  GAME_FORMAT,
  type Game,
  type Order,
  OrdersFileSchema,
  openGame,
  readGame,
  withAnswers,
  writeGame,
} from '../play/game.ts';
import { type Prompts, prompts, promptsText } from '../play/prompts.ts';

export const PLAY_HELP = `Usage: quadriga play new --ruleset <id> [--seed <n>] [--setup <file>] [--human <chariot>]... [--bot <chariot>]... [--dice entered] <game.json>
       quadriga play prompts <game.json> [--seat <chariot>] [--json]
       quadriga play orders <game.json> --seat <chariot> <orders.json>
       quadriga play dice <game.json> <face>...
       quadriga play turn <game.json> [--out <log.json>]

A correspondence game: a race kept in a file that stops each time one of its players must
decide, so orders can come by mail. The AI drives the other chariots.

  new       starts a game (every chariot is a player's unless --human or --bot names some)
  prompts   what each seat must decide next: the decision, its rule, its legal options, what
            that seat may see; as text, or as JSON with --json (--seat: only that seat's)
  orders    adds a seat's orders: {"kind": "start", "value": "bolt"} or a list of them for its
            next decisions in order; checked at once (an illegal one is refused, naming the
            rule); they replace that seat's orders not yet used
  dice      the faces thrown at the table for the dice the race asks for (--dice entered)
  turn      resolves the race as far as the orders in go, and writes the log so far (default:
            <game>.log.json), which the viewer opens with ?log=

Options:
  -r, --ruleset <id>     rules to race under (new)
  -s, --seed <n>         seed of the dice and the AI (new; default: one picked at random)
      --setup <file>     race setup as JSON (new; default: the ruleset's own field)
      --human <chariot>  a seat a player drives (new; repeat; default: every chariot not a bot's)
      --bot <chariot>    a seat a program drives, sending its orders like a player (new; repeat;
                         the log says its answers are a bot's)
      --dice entered     dice thrown at a real table and typed in with 'play dice' (new)
      --seat <chariot>   whose orders (orders), whose prompts (prompts)
      --json             prompts as JSON
  -o, --out <file>       where turn writes the log so far
  -h, --help             show this help

Examples:
  quadriga play new -r hippodrome -s 7 --human scorpus --human crescens game.json
  quadriga play prompts game.json --seat scorpus
  echo '{"kind": "start", "value": "bolt"}' | quadriga play orders game.json --seat scorpus -
  quadriga play turn game.json
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  seed: { type: 'string', short: 's' },
  setup: { type: 'string' },
  human: { type: 'string', multiple: true },
  bot: { type: 'string', multiple: true },
  dice: { type: 'string' },
  seat: { type: 'string' },
  json: { type: 'boolean' },
  out: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseCommandLine<typeof OPTIONS>>['values'];

export async function runPlay(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, 16);
  if (values.help) {
    io.out(PLAY_HELP);
    return EXIT_OK;
  }
  const [sub, path, ...rest] = positionals;
  if (sub === undefined) throw new UsageError('missing what to do: new, prompts, orders, dice or turn');
  if (path === undefined) throw new UsageError(`missing the game file (quadriga play ${sub} <game.json>)`);
  const only = (n: number) => {
    if (rest.length > n) throw new UsageError(`unexpected argument "${rest[n]}"`);
  };
  switch (sub) {
    case 'new':
      only(0);
      return playNew(path, values, io);
    case 'prompts':
      only(0);
      return playPrompts(path, values, io);
    case 'orders':
      only(1);
      return playOrders(path, values, rest[0], io);
    case 'dice':
      return playDice(path, rest, io);
    case 'turn':
      only(0);
      return playTurn(path, values, io);
    default:
      throw new UsageError(`unknown "play ${sub}": choose new, prompts, orders, dice or turn`);
  }
}

async function playNew(path: string, values: Values, io: CliIo): Promise<number> {
  const ruleset = parseRuleset(values.ruleset);
  if (values.dice !== undefined && values.dice !== 'entered' && values.dice !== 'seeded')
    throw new UsageError(`bad --dice "${values.dice}": seeded (the default) or entered`);
  checkFolder(path, 'game');
  const seed = seedOrRandom(values.seed, io, 'play new');
  const setup = values.setup === undefined ? undefined : await readJson(io, values.setup, 'setup');
  const probe = startSession({ ruleset, seed, setup });
  if (!probe.ok) throw new CliFailure(`${values.setup ? `${values.setup}: ` : ''}${probe.error.message}`);
  const ids = probe.value.record().setup.chariots.map((c) => c.id);
  const bots = values.bot ?? [];
  const humans = values.human ?? ids.filter((id) => !bots.includes(id));
  for (const [flag, list] of [
    ['human', humans],
    ['bot', bots],
  ] as const)
    for (const id of list)
      if (!ids.includes(id))
        throw new CliFailure(
          `--${flag} ${id}: no chariot "${id}" in the race (its chariots: ${ids.join(', ')})`,
        );
  for (const id of bots)
    if (humans.includes(id)) throw new CliFailure(`${id} is named by both --human and --bot: choose one`);
  const dice = values.dice === 'entered' ? 'entered' : 'seeded';
  const session = startSession({
    ruleset,
    seed,
    setup,
    dice,
    outside: Object.fromEntries([
      ...humans.map((id) => [id, 'human' as const]),
      ...bots.map((id) => [id, 'bot' as const]),
    ]),
  });
  if (!session.ok) throw new CliFailure(session.error.message);
  const record = session.value.record();
  const game: Game = { format: GAME_FORMAT, version: 1, ...record, setup: record.setup, orders: {} };
  await writeGame(io, path, game);
  io.err(
    `wrote ${path}: a ${ruleset} game, seed ${seed}, played by ${[...humans, ...bots.map((b) => `${b} (bot)`)].join(', ')}; ${standing(prompts(game, session.value))}\n`,
  );
  return EXIT_OK;
}

async function playPrompts(path: string, values: Values, io: CliIo): Promise<number> {
  const game = await readGame(io, path);
  const p = prompts(game, openGame(game, path), values.seat);
  io.out(values.json ? `${JSON.stringify(p, null, 2)}\n` : promptsText(p, path));
  return EXIT_OK;
}

async function playOrders(
  path: string,
  values: Values,
  file: string | undefined,
  io: CliIo,
): Promise<number> {
  const seat = values.seat;
  if (seat === undefined) throw new UsageError('missing --seat <chariot>: whose orders these are');
  if (file === undefined) throw new UsageError('missing the orders file (- for standard input)');
  const game = await readGame(io, path);
  if (game.outside[seat] === undefined)
    throw new CliFailure(
      `${seat} sends no orders in this game: its players are ${Object.keys(game.outside).join(', ')}`,
    );
  const parsed = OrdersFileSchema.safeParse(await readJson(io, file, 'orders'));
  const where = file === '-' ? 'standard input' : file;
  if (!parsed.success) throw new CliFailure(`${where}: not orders: ${parsed.error.issues[0]!.message}`);
  const orders = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  for (const [i, o] of orders.entries()) {
    const why = orderProblem(game.ruleset, o.kind, o.value);
    if (why !== null) throw new CliFailure(`${where}: order ${i + 1}: ${why}`);
  }
  // The orders the race can already reach are checked against the rules now.
  const session = openGame(game, path);
  const used = follow(session, seat, orders);
  if (used.error !== null) throw new CliFailure(`${where}: order ${used.count + 1}: ${used.error}`);
  await writeGame(io, path, { ...game, orders: { ...game.orders, [seat]: orders } });
  io.err(
    `${path}: ${orders.length} order${orders.length === 1 ? '' : 's'} from ${seat}` +
      (used.count > 0
        ? `, ${used.count} checked against the race as it stands`
        : ', to be checked when the race gets there') +
      '\n',
  );
  return EXIT_OK;
}

/**
 * Answers the seat's open decisions from its orders, in order, for as long as the race asks that
 * seat: how many were used, and why the next one was refused (null when none was).
 */
function follow(
  session: Session,
  seat: string,
  orders: readonly Order[],
): { count: number; error: string | null } {
  let count = 0;
  for (const o of orders) {
    const open = session.state;
    if (open.status !== 'waiting' || open.request.type !== 'decision' || open.request.chariot !== seat) break;
    if (open.request.kind !== o.kind)
      return {
        count,
        error: `it answers a ${o.kind}, but the race asks ${seat} for a ${open.request.kind} (${open.request.rule})`,
      };
    const r = session.answer(o.value, o.reason === undefined ? undefined : { reason: o.reason });
    if (!r.ok) return { count, error: r.error.message };
    count++;
  }
  return { count, error: null };
}

async function playDice(path: string, faces: string[], io: CliIo): Promise<number> {
  const game = await readGame(io, path);
  const session = openGame(game, path);
  const open = session.state;
  if (open.status !== 'waiting' || open.request.type !== 'dice')
    throw new CliFailure(`the race is not waiting for dice: ${standing(prompts(game, session))}`);
  if (faces.length === 0)
    throw new UsageError(
      `missing the faces: ${open.request.count}d${open.request.sides} for ${open.request.purpose}`,
    );
  const numbers = faces.map((f) => (/^\d+$/.test(f) ? Number(f) : f));
  const r = session.answer(numbers);
  if (!r.ok) throw new CliFailure(r.error.message);
  const next = withAnswers(game, session);
  await writeGame(io, path, next);
  const names = new Map(game.setup.chariots.map((c) => [c.id ?? c.name, c.name]));
  io.err(
    `${path}: ${faces.join(' ')} for ${diceQuestion(open.request, names)}; ${standing(prompts(next, session))}\n`,
  );
  return EXIT_OK;
}

async function playTurn(path: string, values: Values, io: CliIo): Promise<number> {
  const out = values.out ?? path.replace(/(\.json)?$/, '.log.json');
  checkFolder(out, 'log');
  const game = await readGame(io, path);
  const session = openGame(game, path);
  const orders: Record<string, Order[]> = Object.fromEntries(
    Object.entries(game.orders).map(([s, o]) => [s, [...o]]),
  );
  let used = 0;
  for (;;) {
    const open = session.state;
    if (open.status !== 'waiting' || open.request.type !== 'decision') break;
    const seat = open.request.chariot;
    const mine = orders[seat] ?? [];
    if (mine.length === 0) break;
    const r = follow(session, seat, mine);
    if (r.error !== null)
      throw new CliFailure(
        `${seat}'s order ${r.count + 1} is refused: ${r.error}; nothing was resolved (send ${seat}'s orders again)`,
      );
    mine.splice(0, r.count);
    used += r.count;
  }
  if (used === 0 && session.state.status === 'waiting')
    throw new CliFailure(`nothing to resolve: ${standing(prompts(game, session))}`);
  const next: Game = {
    ...withAnswers(game, session),
    orders: Object.fromEntries(Object.entries(orders).filter(([, o]) => o.length > 0)),
  };
  await writeGame(io, path, next);
  const log = session.logSoFar();
  await writeText(io, out, serializeLog(log), 'log');
  io.err(
    `${path}: ${used} order${used === 1 ? '' : 's'} resolved; ${standing(prompts(next, session))}\n` +
      `wrote ${out}: ${log.footer.eventCount} events to turn ${log.footer.turns}\n`,
  );
  return EXIT_OK;
}

/** Where a game stands, in a few words. */
function standing(p: Prompts): string {
  if (p.status === 'finished')
    return `the race is over: ${p.winner === null ? 'no winner' : `${p.winner} wins`}`;
  return `turn ${p.turn}, waiting for ${p.waitingFor}`;
}
