/**
 * `quadriga simulate --driver <chariot>=<command>`: a race whose chariots are driven by programs
 * (bots), each over its own pipe (process-bot.ts), the rest by the AI.
 */
import type { RaceLog } from '../../engine/log/schema.ts';
import type { RulesetId } from '../../engine/rulesets/ids.ts';
import { startSession } from '../../engine/rulesets/session.ts';
import { CliFailure } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { driveSession, type SeatDriver } from './drive.ts';
import { ProcessBot } from './process-bot.ts';

export interface BotRace {
  ruleset: RulesetId;
  seed: number;
  setup: unknown;
  /** Chariot id → the shell command of its bot. */
  drivers: ReadonlyMap<string, string>;
  timeLimitMs: number;
  io: CliIo;
  /** Where the setup came from, to name it in messages ("setup.json: "). */
  source: string;
}

export async function raceWithBots(race: BotRace): Promise<RaceLog> {
  const outside = Object.fromEntries([...race.drivers.keys()].map((id) => [id, 'bot' as const]));
  const session = startSession({ ruleset: race.ruleset, seed: race.seed, setup: race.setup, outside });
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
  const log = await driveSession(session.value, seats, {
    timeLimitMs: race.timeLimitMs,
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
