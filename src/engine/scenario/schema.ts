/**
 * The scenario format: a small JSON document that sets up a situation (ruleset, chariots where the
 * presenter wants them, their stats, a few forced decisions and, if wanted, forced dice) and says
 * which rule ids it demonstrates. Each ruleset has its own branch under a shared head (Aurigae
 * chariots stand at a point and heading on the table; the others on lanes and squares).
 */
import { z } from 'zod';
import { PERSONALITIES } from '../race/setup.ts';

const chariotId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'ids are 1-32 lower-case letters, digits or "-"');
const ruleId = z.string().regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/, 'rule ids are written <ruleset>.<rule>');
const chariotRef = (what: string) =>
  chariotId.describe(`${what}: the \`id\` of one of the scenario's chariots.`);
const turnNo = z.number().int().min(1).describe('The turn (from 1) the decision is made in.');
const face = z.number().int().min(1, 'a die face is 1 or more').max(100);

/** What every scenario has, whatever its ruleset. */
const head = {
  $schema: z
    .string()
    .optional()
    .describe(
      'The JSON Schema this file follows (scenario.schema.json), for editors; the engine ignores it.',
    ),
  title: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .describe('A short title, e.g. "A light chariot takes the second corner at 19".'),
  description: z.string().max(2000).optional().describe('What to watch for, in plain words.'),
  demonstrates: z
    .array(ruleId.describe('A rule id, `<ruleset>.<rule>` (`quadriga rules` lists them).'))
    .min(1, 'name at least one rule id the scenario shows')
    .describe('Rule ids the scenario shows: the scenarios test checks that the log applies each.'),
  tables: z
    .array(ruleId.describe('A table id (`quadriga rules <id>` shows it).'))
    .optional()
    .describe(
      "Table ids (e.g. 'crudis.rip-off-results') a roll of the scenario reads: checked like `demonstrates`.",
    ),
  seed: z
    .number()
    .int()
    .min(0)
    .max(0xffff_ffff)
    .optional()
    .describe('Seed of the dice once the forced ones are used up (default 1).'),
  dice: z
    .array(
      z
        .union([face, z.array(face).min(1)])
        .describe("A die's face, or a list: the faces of one roll of several dice."),
    )
    .optional()
    .describe('Forced dice, in the order the engine rolls them; the seed rolls the rest.'),
  options: z
    .record(z.string(), z.union([z.number(), z.string(), z.boolean()]))
    .optional()
    .describe('Ruleset options as in a setup file (e.g. laps).'),
};

const common = {
  id: chariotId.describe(
    'Id the log and the decisions name the chariot by (1-32 lower-case letters, digits or "-").',
  ),
  name: z.string().trim().min(1).max(40).optional().describe("The driver's name, shown in the viewer."),
  personality: z
    .enum(PERSONALITIES)
    .optional()
    .describe(
      'How the AI driver races where the scenario does not decide: cautious, balanced, reckless or dirty.',
    ),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb')
    .optional()
    .describe('Display colour, #rrggbb.'),
};
const turns = z
  .number()
  .int()
  .min(1)
  .max(2000)
  .optional()
  .describe('Turns to play; the race runs to its end when absent.');

export const CrudisChariotSchema = z
  .object({
    ...common,
    lane: z
      .number()
      .int()
      .min(1)
      .max(24)
      .describe("Lane of the chariot's front inner square: 1 next to the spina."),
    sq: z
      .number()
      .int()
      .min(-4)
      .max(2500)
      .describe(
        "Square of the chariot's front, counted from the start line (0 is the first square past it).",
      ),
    damageMod: z
      .number()
      .int()
      .min(-10)
      .max(0)
      .optional()
      .describe(
        'Damage already taken: added to every damage roll (damaged −1, badly damaged −2, cumulative).',
      ),
    moveMod: z
      .number()
      .int()
      .min(-10)
      .max(0)
      .optional()
      .describe('Horses already hurt: added to the white dice (hurt −1, badly hurt −2, cumulative).'),
    whip: z.boolean().optional().describe('Whether the driver still has his whip (default true).'),
    lostControl: z.boolean().optional().describe('The next move swerves instead of being steered.'),
    lock: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('Chariots with the same lock number start locked together.'),
    wrecked: z.boolean().optional().describe('Already a wreck lying on the track where it is placed.'),
  })
  .strict()
  .describe('A Crudis chariot and where it stands.');

export const CrudisDecisionSchema = z
  .object({
    turn: turnNo,
    chariot: chariotRef('The chariot deciding'),
    move: z
      .object({
        forward: z.number().int().min(0).max(40).describe('Squares forward.'),
        lateral: z
          .number()
          .int()
          .min(-6)
          .max(6)
          .optional()
          .describe('Lanes sideways: negative in towards the spina, positive out (default 0).'),
        early: z
          .boolean()
          .optional()
          .describe('Lane changes at the start of the move (true, the default) or at its end.'),
        ram: chariotRef('A rival the move rams').optional(),
        rip: z
          .object({
            target: chariotRef('The rival whose wheels are ripped'),
            atStep: z
              .number()
              .int()
              .min(1)
              .describe('The square of the move (1 = the first) where the rip is made.'),
          })
          .strict()
          .optional()
          .describe("Rip off a rival's wheels alongside during the move."),
      })
      .strict()
      .optional()
      .describe(
        'The move: squares forward, lanes sideways, early or late, a ram or a rip; the AI moves when absent or when the dice do not allow it.',
      ),
    whipSpeed: z
      .boolean()
      .optional()
      .describe('Whip the horses for speed at the end of the move (true) or not.'),
    whipAttack: z
      .object({
        target: chariotRef('The rival whipped'),
        part: z.enum(['outer-horses', 'yokers', 'charioteer']).describe("The rival's part the lash aims at."),
      })
      .strict()
      .nullable()
      .optional()
      .describe("Whip a rival's part at the end of the move, or null to decline."),
    lockedShift: z
      .number()
      .int()
      .min(-1)
      .max(1)
      .optional()
      .describe('Locked together, result "may move": −1 in, 0 stay, 1 out.'),
  })
  .strict()
  .describe("A Crudis driver's decision forced by the scenario, for one turn.");

export const CrudisScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('crudis').describe('The ruleset: Crudis.'),
    turns,
    chariots: z.array(CrudisChariotSchema).min(1).max(12).describe('The chariots, in starting order.'),
    decisions: z
      .array(CrudisDecisionSchema)
      .optional()
      .describe('Decisions forced on the drivers; the AI decides everything else.'),
  })
  .strict()
  .describe('A Crudis scenario.');

const STAT = z
  .enum(['cut', 'turn', 'speed', 'block', 'cool', 'endurance'])
  .describe('The stat the roll is made with.');

export const HippodromeTeamSchema = z
  .object({
    ...common,
    faction: z
      .enum(['red', 'white', 'blue', 'green'])
      .optional()
      .describe('The circus faction the team races for.'),
    cards: z
      .array(
        z
          .string()
          .regex(/^[HDCPR]\d\d$/, 'Team card ids look like H01, D05, R04')
          .describe('A Team card id.'),
      )
      .max(8)
      .optional()
      .describe('Team cards kept (ids from the Team deck); the AI picks from a dealt hand when absent.'),
    stall: z
      .number()
      .int()
      .min(1)
      .max(4)
      .optional()
      .describe("Starting stall 1-4 (give every team's or none)."),
    start: z
      .enum(['bolt', 'cautious'])
      .optional()
      .describe('The start: bolt from the stall, or a cautious start.'),
  })
  .strict()
  .describe('A Hippodrome team.');

const eventCard = z
  .string()
  .regex(/^E\d\d$/, 'Event card ids look like E07')
  .describe('An Event card id (E01-E30).');

export const HippodromeDecisionSchema = z
  .object({
    team: chariotRef('The team deciding'),
    lap: z
      .number()
      .int()
      .min(1)
      .max(7)
      .optional()
      .describe('The lap (1-7) the decision applies to; every lap when absent.'),
    kind: z.enum(['straight', 'bend']).optional().describe('Straight or bend phases only; both when absent.'),
    attempt: z.boolean().optional().describe('Try to pass the team ahead (true), or hold (false).'),
    cards: z
      .array(eventCard)
      .optional()
      .describe("Event cards to play (those in hand and of the roll's stat); [] plays none."),
    stat: STAT.optional().describe("Which rolls the cards go on: the roll's stat; any when absent."),
    situation: z
      .enum(['pass', 'defend', 'entangle', 'save', 'avoid', 'survival', 'trample'])
      .optional()
      .describe("Which rolls the cards go on: the roll's situation; any when absent."),
  })
  .strict()
  .describe("A Hippodrome team's decision forced by the scenario.");

export const HippodromeScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('hippodrome').describe('The ruleset: Hippodrome.'),
    teams: z
      .array(HippodromeTeamSchema)
      .length(4, 'Hippodrome is a game for exactly 4 teams')
      .describe('The four teams.'),
    eventDeck: z
      .array(eventCard)
      .optional()
      .describe('Event cards on top of the Event deck, in draw order; the rest follow in card order.'),
    decisions: z
      .array(HippodromeDecisionSchema)
      .optional()
      .describe('Decisions forced on the teams; the AI decides everything else.'),
  })
  .strict()
  .describe('A Hippodrome scenario.');

const hits = z.number().int().min(0).max(99).describe('Hits.');

export const CircusMaximusChariotSchema = z
  .object({
    ...common,
    lane: z
      .number()
      .int()
      .min(1)
      .max(8)
      .describe("Lane of the team's square: 1 next to the spina (8 lanes); the car fills the square behind."),
    sq: z.number().int().min(-1).max(1000).describe('Square of the team, counted from the start line.'),
    spec: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe(
        'The chariot as built, in the notation of the `spec.<id>` option (a legal 32-point build), e.g. ' +
          '"horses=7,5,4,6 dm=0 dh=4 whip=regular wheels=4,4 end=30 weight=light"; built by its AI driver from the seed when absent.',
      ),
    weight: z
      .enum(['light', 'normal', 'heavy'])
      .optional()
      .describe("The chariot's weight (it costs no points): overrides the spec's."),
    endurance: z.number().int().min(0).max(80).optional().describe("Endurance left (at most the spec's)."),
    driverHits: hits.optional().describe('Driver hits already taken.'),
    horseHits: z
      .array(hits.describe('Hits on one horse.'))
      .length(4, 'horseHits lists Horse One to Four')
      .optional()
      .describe('Hits already on Horse One to Four; a horse with as many hits as its speed is dead.'),
    wheelDamage: z
      .object({
        left: hits.describe('Hits on the left wheel.'),
        right: hits.describe('Hits on the right wheel.'),
      })
      .strict()
      .optional()
      .describe('Wheel hits already taken.'),
    jostle: z
      .number()
      .int()
      .min(0)
      .max(3)
      .optional()
      .describe('Jostled: the driver modifier drops by this much, recovering 1 a turn.'),
    wrecked: z
      .boolean()
      .optional()
      .describe('Already a wreck lying on the track where it is placed (its driver out of the race).'),
  })
  .strict()
  .describe('A Circus Maximus chariot and where it stands.');

const ATTACK_PARTS = {
  lash: ['team', 'driver'],
  ram: ['team', 'car'],
  dust: ['driver'],
  knife: ['team', 'driver'],
  spear: ['team', 'driver'],
} as const;

export const CircusMaximusAttackSchema = z
  .object({
    kind: z.enum(['lash', 'ram', 'dust', 'knife', 'spear']).describe('The attack.'),
    target: chariotRef('The rival attacked'),
    part: z
      .enum(['team', 'driver', 'car'])
      .describe(
        'What it aims at: lash the team or driver, ram the team or car, dust the driver, knife or spear the team or driver.',
      ),
  })
  .strict()
  .describe('An attack on a rival.')
  .refine((a) => (ATTACK_PARTS[a.kind] as readonly string[]).includes(a.part), {
    message:
      'lash the team or driver, ram the team or car, dust the driver, knife or spear the team or driver',
    path: ['part'],
  });

export const CircusMaximusDecisionSchema = z
  .object({
    turn: turnNo,
    chariot: chariotRef('The chariot deciding'),
    speed: z
      .number()
      .int()
      .min(0)
      .max(60)
      .optional()
      .describe("The turn speed written (at most team speed + CDM); the AI's when absent."),
    strain: z
      .boolean()
      .optional()
      .describe('Written with an S: strain this turn (with the Moon rule; else strain as the move begins).'),
    lane: z
      .number()
      .int()
      .min(1)
      .max(8)
      .optional()
      .describe('The lane the driver steers for this turn (outward 1 MF, inward 2 MF).'),
    attack: CircusMaximusAttackSchema.nullable()
      .optional()
      .describe('An attack made at the first square where the target is in reach, or null for none.'),
  })
  .strict()
  .describe("A Circus Maximus driver's decision forced by the scenario, for one turn.");

export const CircusMaximusScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('circus-maximus').describe('The ruleset: Circus Maximus.'),
    turns,
    chariots: z.array(CircusMaximusChariotSchema).min(1).max(12).describe('The chariots, in starting order.'),
    decisions: z
      .array(CircusMaximusDecisionSchema)
      .optional()
      .describe('Decisions forced on the drivers; the AI decides everything else.'),
  })
  .strict()
  .describe('A Circus Maximus scenario.');

const GRADES = ['novice', 'average', 'veteran', 'elite'] as const;
const TEAMS = ['poor', 'fair', 'good', 'excellent'] as const;
const SPEED_CHANGES = ['hold', 'up-1d6', 'down-1d6', 'up-2d6', 'down-2d6', 'stop-4d6'] as const;

export const AurigaeChariotSchema = z
  .object({
    ...common,
    x: z
      .number()
      .min(-1000)
      .max(1000)
      .describe(
        'Centre of the chariot on the table, inches along the arena (east; the start line and the south straight as in a default race).',
      ),
    y: z
      .number()
      .min(-1000)
      .max(1000)
      .describe('Centre of the chariot on the table, inches across the arena (north).'),
    heading: z
      .number()
      .min(0)
      .lt(360)
      .describe('Degrees counter-clockwise from the +x axis (0 runs down the south straight).'),
    speed: z
      .number()
      .int()
      .min(0)
      .max(60)
      .optional()
      .describe('Speed on the player sheet, inches a turn (default 0).'),
    level: z
      .number()
      .int()
      .min(0)
      .max(3)
      .optional()
      .describe('Integrity level already lost: 0 intact, 1 slight, 2 moderate, 3 swerve (default 0).'),
    grade: z
      .enum(GRADES)
      .optional()
      .describe(
        "The charioteer's grade: fixes the generation die; rolled (forced dice, then the seed) when absent.",
      ),
    team: z
      .enum(TEAMS)
      .optional()
      .describe(
        "The team's quality: fixes the generation die; rolled (forced dice, then the seed) when absent.",
      ),
    wrecked: z
      .boolean()
      .optional()
      .describe('Already a wreck lying on the table where it is placed (its driver out of the race).'),
  })
  .strict()
  .describe('An Aurigae chariot and where it stands on the table.');

export const AurigaeDecisionSchema = z
  .object({
    turn: turnNo,
    chariot: chariotRef('The chariot deciding'),
    change: z
      .enum(SPEED_CHANGES)
      .optional()
      .describe("The plotted speed change (dice rolled: forced dice, then the seed); the AI's when absent."),
    degrees: z
      .number()
      .int()
      .min(-90)
      .max(90)
      .multipleOf(10, 'turns go in steps of 10 degrees')
      .optional()
      .describe(
        "The plotted turn: 0 to 90 degrees in steps of 10, positive to the left; the AI's when absent.",
      ),
    reverse: z.boolean().optional().describe('Forward ↔ backward: only from a standstill.'),
  })
  .strict()
  .describe("An Aurigae driver's plot forced by the scenario, for one turn.");

export const AurigaeScenarioSchema = z
  .object({
    ...head,
    ruleset: z.literal('aurigae').describe('The ruleset: Aurigae.'),
    turns,
    chariots: z
      .array(AurigaeChariotSchema)
      .min(2, 'a race needs at least 2 chariots')
      .max(12)
      .describe('The chariots, in starting order.'),
    decisions: z
      .array(AurigaeDecisionSchema)
      .optional()
      .describe('Decisions forced on the drivers; the AI decides everything else.'),
  })
  .strict()
  .describe('An Aurigae scenario.');

export type CrudisScenario = z.infer<typeof CrudisScenarioSchema>;
export type HippodromeScenario = z.infer<typeof HippodromeScenarioSchema>;
export type CircusMaximusScenario = z.infer<typeof CircusMaximusScenarioSchema>;
export type AurigaeScenario = z.infer<typeof AurigaeScenarioSchema>;
export type Scenario = CrudisScenario | HippodromeScenario | CircusMaximusScenario | AurigaeScenario;
