/**
 * The bot protocol: how a program drives a chariot (docs/bots.md). One JSON message a line, both
 * ways. The engine writes a `start`, then a `decision` for each choice the chariot's driver makes
 * (the bot answers each with one line), a `refused` when an answer could not be used, and an
 * `end` with the results. The same messages go over a pipe (`quadriga simulate --driver`) or any
 * other line transport.
 */
import { z } from 'zod';

export const BOT_PROTOCOL_VERSION = 1;

const id = z.number().int().min(1).describe('The number of the decision, from 1 in each race.');

const StartSchema = z
  .object({
    type: z.literal('start').describe('The race begins.'),
    protocol: z.literal(BOT_PROTOCOL_VERSION).describe('The protocol version: 1.'),
    ruleset: z.string().describe('The rules raced under (hippodrome, crudis, circus-maximus, aurigae).'),
    seed: z.number().int().min(0).describe("The race's seed."),
    chariot: z.string().describe('The id of the chariot this bot drives.'),
    entrants: z
      .array(
        z.object({
          id: z.string().describe('The id decisions and views call it by.'),
          name: z.string().describe("The driver's name."),
          faction: z.string().optional().describe('Its faction (green, blue, red, white) or team.'),
        }),
      )
      .describe('Every chariot of the race, in the order of the field.'),
    options: z.record(z.string(), z.unknown()).describe("The ruleset's options as given in the setup."),
    timeLimitMs: z
      .number()
      .int()
      .min(1)
      .describe('How long the bot has to answer each decision, in milliseconds.'),
  })
  .describe('Sent once, before the first decision: which race, and which chariot is yours. No answer.');

const DecisionSchema = z
  .object({
    type: z.literal('decision').describe('A decision to answer.'),
    id,
    chariot: z.string().describe('The chariot deciding (yours).'),
    kind: z.string().describe("What is decided: one of the ruleset's kinds (docs/bots.md lists them)."),
    rule: z.string().describe('The rule the decision is made under, as `quadriga rules <id>` shows it.'),
    turn: z.number().int().min(0).describe('The turn (0: before the start).'),
    options: z.unknown().describe('The legal options or their bounds, shaped per kind.'),
    view: z
      .unknown()
      .describe("What this chariot's driver may see of the race: hidden information is left out."),
    legal: z
      .array(z.unknown())
      .optional()
      .describe(
        'Every legal answer, when there are at most 256 of them; pick one to be sure of being legal.',
      ),
    timeLimitMs: z.number().int().min(1).describe('Answer within this many milliseconds.'),
  })
  .describe('A decision for your chariot. Answer it with one line: {"id": …, "value": …}.');

const RefusedSchema = z
  .object({
    type: z.literal('refused').describe('An answer not used.'),
    id: id.describe('The decision whose answer was not used.'),
    reason: z.string().describe('Why: late, malformed, or illegal under the rule named.'),
  })
  .describe('Your answer to a decision was not used; the AI decided for you this once. No answer.');

const EndSchema = z
  .object({
    type: z.literal('end').describe('The race is over.'),
    winner: z.string().nullable().describe("The winner's id, or null."),
    results: z
      .array(
        z.object({
          chariot: z.string().describe('The chariot.'),
          place: z.number().int().min(1).nullable().describe('Its place from 1, or null (wrecked).'),
          status: z.string().describe('finished, wrecked or retired.'),
        }),
      )
      .describe('Every chariot placed, as in the log footer.'),
  })
  .describe('The race is over. No answer: the bot should exit (its input closes next).');

export const BotMessageSchema = z
  .discriminatedUnion('type', [StartSchema, DecisionSchema, RefusedSchema, EndSchema])
  .describe('A message from the engine to a bot: one JSON object on one line.');
export type BotMessage = z.infer<typeof BotMessageSchema>;
export type BotDecisionMessage = z.infer<typeof DecisionSchema>;

export const BotAnswerSchema = z
  .object({
    id: id.describe('The id of the decision answered.'),
    value: z.unknown().describe("The answer, shaped as the decision's kind takes it (one of `legal`)."),
    reason: z.string().min(1).max(500).optional().describe('Why, in a few words: shown in the log.'),
  })
  .describe("A bot's answer to a decision: one JSON object on one line.");
export type BotAnswer = z.infer<typeof BotAnswerSchema>;

/** Reads one line a bot wrote: its answer, or why it is not one. */
export function readBotAnswer(line: string): { ok: true; value: BotAnswer } | { ok: false; why: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return {
      ok: false,
      why: `not JSON: ${JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line)}`,
    };
  }
  if (typeof json === 'object' && json !== null && !Array.isArray(json) && !('value' in json))
    return { ok: false, why: 'no "value" in the answer' };
  const parsed = BotAnswerSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const at = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, why: `not an answer${at}: ${issue.message}` };
}
