/**
 * A correspondence game (`quadriga play`): a file holding a race that stops for its players. It
 * is a race session's record (the race, and every answer given so far, in order: see
 * src/engine/kernel/session.ts) plus the orders players have sent that the race has not used yet.
 * Everything is recomputed from it: the game is resolved again from the start at every command.
 */
import { z } from 'zod';
import { OutsideAnswerSchema } from '../../engine/log/schema.ts';
import { SetupSchema } from '../../engine/race/setup.ts';
import { resumeSession, type Session } from '../../engine/rulesets/session.ts';
import { CliFailure } from '../errors.ts';
import { type CliIo, readJson, writeText } from '../io.ts';

export const GAME_FORMAT = 'quadriga.game';

export const OrderSchema = z
  .object({
    kind: z
      .string()
      .min(1)
      .describe("The decision it answers, one of the ruleset's kinds (docs/bots.md lists Hippodrome's)."),
    value: z
      .unknown()
      .describe("The answer, shaped as the decision's kind takes it (as `quadriga play prompts` shows)."),
    reason: z.string().min(1).max(500).optional().describe('Why, in a few words: shown in the log.'),
  })
  .strict()
  .describe("One order: the answer to one of the seat's decisions.");
export type Order = z.infer<typeof OrderSchema>;

export const OrdersFileSchema = z
  .union([OrderSchema, z.array(OrderSchema).min(1)])
  .describe("A seat's orders: one order, or a list answering its next decisions in order.");

export const GameSchema = z
  .object({
    $schema: z
      .string()
      .optional()
      .describe('The JSON Schema this file follows (game.schema.json), for editors.'),
    format: z.literal(GAME_FORMAT).describe(`Always "${GAME_FORMAT}".`),
    version: z.literal(1).describe('Version of the game file format.'),
    ruleset: z.string().describe('The rules raced under.'),
    seed: z.number().int().min(0).max(0xffff_ffff).describe('Seed of the dice (and of the AI seats).'),
    setup: SetupSchema.describe('The field and options, as resolved when the game began.'),
    dice: z
      .enum(['seeded', 'entered'])
      .describe('Dice from the seed, or thrown at a real table and typed in (quadriga play dice).'),
    outside: z
      .record(z.string(), z.enum(['human', 'bot']))
      .describe('The seats (chariot ids) whose players send orders; the AI drives the others.'),
    answers: z
      .array(OutsideAnswerSchema)
      .describe('Every answer the race has used so far, in the order it asked: the game so far.'),
    orders: z
      .record(z.string(), z.array(OrderSchema))
      .describe('Orders sent by each seat that the race has not reached yet, in order.'),
  })
  .strict()
  .describe('A correspondence game: a race that stops each time a player must decide.');
export type Game = z.infer<typeof GameSchema>;

/** Reads and checks a game file; a bad one is a failure naming the file and the path. */
export async function readGame(io: CliIo, path: string): Promise<Game> {
  const parsed = GameSchema.safeParse(await readJson(io, path, 'game'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
    throw new CliFailure(`${path} is not a game file: at ${at}: ${issue.message}`);
  }
  return parsed.data;
}

export async function writeGame(io: CliIo, path: string, game: Game): Promise<void> {
  await writeText(io, path, `${JSON.stringify(game, null, 2)}\n`, 'game');
}

/** The race of a game, run to where it stands (its next open request, or its end). */
export function openGame(game: Game, path: string): Session {
  const { ruleset, seed, setup, dice, outside, answers } = game;
  const s = resumeSession({ ruleset, seed, setup, dice, outside, answers });
  if (!s.ok) throw new CliFailure(`${path}: ${s.error.message}`);
  return s.value;
}

/** The game with its session's answers so far (after the race has used more of them). */
export function withAnswers(game: Game, session: Session): Game {
  return { ...game, answers: session.record().answers };
}
