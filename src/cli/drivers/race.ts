/**
 * `quadriga simulate --driver <chariot>=<command> --dice entered`: a race whose chariots are driven
 * by programs (bots), each over its own pipe (process-bot.ts), the rest by the AI; and whose dice,
 * with --dice entered, are thrown at a real table, each throw asked for on the terminal.
 */

import type { DiceRequest } from '../../engine/kernel/requests.ts';
import { diceQuestion } from '../../engine/kernel/requests.ts';
import type { RaceLog } from '../../engine/log/schema.ts';
import type { RulesetId } from '../../engine/rulesets/ids.ts';
import { startSession } from '../../engine/rulesets/session.ts';
import { CliFailure } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { driveSession, type SeatDriver } from './drive.ts';
import { ProcessBot } from './process-bot.ts';

export interface OutsideRace {
  ruleset: RulesetId;
  seed: number;
  setup: unknown;
  /** Chariot id → the shell command of its bot. */
  drivers: ReadonlyMap<string, string>;
  dice: 'seeded' | 'entered';
  timeLimitMs: number;
  io: CliIo;
  /** Where the setup came from, to name it in messages ("setup.json: "). */
  source: string;
}

export async function raceFromOutside(race: OutsideRace): Promise<RaceLog> {
  const outside = Object.fromEntries([...race.drivers.keys()].map((id) => [id, 'bot' as const]));
  const session = startSession({
    ruleset: race.ruleset,
    seed: race.seed,
    setup: race.setup,
    dice: race.dice,
    outside,
  });
  if (!session.ok) {
    const seat = /^\$\.outside\.(.+)$/.exec(session.error.path)?.[1];
    throw new CliFailure(
      seat === undefined
        ? `${race.source}${session.error.message}`
        : `--driver ${seat}: ${session.error.message.replace(/^bad session at \S+: /, '')}`,
    );
  }
  const seats = new Map<string, SeatDriver>();
  for (const [id, command] of race.drivers)
    seats.set(id, new ProcessBot(id, command, (line) => race.io.err(`${line}\n`)));
  let fallbacks = 0;
  const names = new Map(session.value.record().setup.chariots.map((c) => [c.id, c.name]));
  const log = await driveSession(session.value, seats, {
    timeLimitMs: race.timeLimitMs,
    ...(race.dice === 'entered'
      ? { dice: (request, refused) => askDice(race.io, request, refused, names) }
      : {}),
    onFallback: (chariot, decision, why) => {
      fallbacks++;
      race.io.err(`quadriga simulate: ${chariot}, decision ${decision}: ${why}; the AI decided instead\n`);
    },
  });
  if (fallbacks > 0)
    race.io.err(
      `quadriga simulate: the AI stood in for a bot ${fallbacks} time${fallbacks === 1 ? '' : 's'}\n`,
    );
  return log;
}

/** Asks the table for the faces of one throw; the last refusal, if any, is said first. */
async function askDice(
  io: CliIo,
  request: DiceRequest,
  refused: string | null,
  names: ReadonlyMap<string, string>,
): Promise<unknown[]> {
  if (!io.readLine)
    throw new CliFailure('--dice entered needs lines on standard input to read the faces from');
  if (refused !== null) io.err(`refused: ${refused}; throw again\n`);
  const line = await io.readLine(`${diceQuestion(request, names)}: `);
  if (line === null)
    throw new CliFailure(`standard input ended while the race asked for ${diceQuestion(request, names)}`);
  return line
    .split(/[\s,]+/)
    .filter((f) => f !== '')
    .map((f) => (/^\d+$/.test(f) ? Number(f) : f));
}
