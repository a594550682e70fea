/**
 * Scenarios: a small JSON format that sets up a situation and runs it (`quadriga simulate
 * --scenario file.json`). `parseScenario` validates (errors name the JSON path), `runScenario`
 * resolves it to a race log. Every ruleset is supported.
 */
import type { LogError, Result } from '../log/parse.ts';
import { validateLog } from '../log/parse.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../rulesets/ids.ts';
import { runAurigaeScenario } from './aurigae.ts';
import { runCircusMaximusScenario } from './circus-maximus.ts';
import { runCrudisScenario, type ScenarioRun } from './crudis.ts';
import { runHippodromeScenario } from './hippodrome.ts';
import {
  AurigaeScenarioSchema,
  CircusMaximusScenarioSchema,
  CrudisScenarioSchema,
  HippodromeScenarioSchema,
  type Scenario,
} from './schema.ts';

export type { ScenarioRun } from './crudis.ts';
export type {
  AurigaeScenario,
  CircusMaximusScenario,
  CrudisScenario,
  HippodromeScenario,
  Scenario,
} from './schema.ts';

/** Each ruleset's scenario branch: a `Record`, so the compiler asks for a new ruleset's entry. */
export const SCENARIO_SCHEMAS = {
  crudis: CrudisScenarioSchema,
  hippodrome: HippodromeScenarioSchema,
  'circus-maximus': CircusMaximusScenarioSchema,
  aurigae: AurigaeScenarioSchema,
} as const satisfies Record<RulesetId, unknown>;

type ScenarioOf<K extends RulesetId> = Extract<Scenario, { ruleset: K }>;

/** Each ruleset's scenario runner. */
export const SCENARIO_RUNNERS: {
  readonly [K in RulesetId]: (s: ScenarioOf<K>) => Result<ScenarioRun, LogError>;
} = {
  crudis: runCrudisScenario,
  hippodrome: runHippodromeScenario,
  'circus-maximus': runCircusMaximusScenario,
  aurigae: runAurigaeScenario,
};

const jsonPath = (path: readonly PropertyKey[]): string =>
  `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;

/** Validates a scenario document; the error names what is wrong and where. */
export function parseScenario(input: unknown): Result<Scenario, LogError> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, error: { message: 'bad scenario at $: a scenario is a JSON object', path: '$' } };
  const ruleset = (input as { ruleset?: unknown }).ruleset;
  if (!isRulesetId(ruleset))
    return {
      ok: false,
      error: {
        message: `bad scenario at $.ruleset: "${String(ruleset)}" is not a ruleset (${RULESET_IDS.join(', ')})`,
        path: '$.ruleset',
      },
    };
  const parsed = SCENARIO_SCHEMAS[ruleset].safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = jsonPath(issue.path);
    return { ok: false, error: { message: `bad scenario at ${path}: ${issue.message}`, path } };
  }
  return { ok: true, value: parsed.data };
}

/** Runs a scenario to its log. Forced choices or dice that do not fit are errors, never throws. */
export function runScenario(s: Scenario): Result<ScenarioRun, LogError> {
  // A scenario that did not come through parseScenario may name anything: refuse what is not a ruleset.
  if (!isRulesetId(s.ruleset))
    return {
      ok: false,
      error: {
        message: `bad scenario at $.ruleset: "${String(s.ruleset)}" is not a ruleset (${RULESET_IDS.join(', ')})`,
        path: '$.ruleset',
      },
    };
  const run = (SCENARIO_RUNNERS[s.ruleset] as (s: Scenario) => Result<ScenarioRun, LogError>)(s);
  if (!run.ok) return run;
  // The log must still be a valid log (a scenario places chariots by hand).
  const valid = validateLog(run.value.log);
  if (!valid.ok)
    return {
      ok: false,
      error: { ...valid.error, message: `the scenario's log is invalid: ${valid.error.message}` },
    };
  return run;
}

/** Rule ids a log shows (every `event.rule`), in first-seen order. */
export function rulesShown(run: ScenarioRun): string[] {
  return [...new Set(run.log.events.map((e) => e.rule))];
}

/** Table ids the log's rolls read, in first-seen order. */
export function tablesRead(run: ScenarioRun): string[] {
  return [
    ...new Set(run.log.events.flatMap((e) => (e.rolls ?? []).flatMap((r) => (r.table ? [r.table] : [])))),
  ];
}
