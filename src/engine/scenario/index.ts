/**
 * Scenarios: a small JSON format that sets up a situation and runs it (`quadriga simulate
 * --scenario file.json`). `parseScenario` validates (errors name the JSON path), `runScenario`
 * resolves it to a race log. Every ruleset is supported.
 */
import type { LogError, Result } from '../log/parse.ts';
import { validateLog } from '../log/parse.ts';
import { isRulesetId, RULESET_IDS } from '../rulesets/ids.ts';
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

/** Rulesets whose races scenarios can set up so far. */
export const SCENARIO_RULESETS = ['crudis', 'hippodrome', 'circus-maximus', 'aurigae'] as const;

const SCHEMAS = {
  crudis: CrudisScenarioSchema,
  hippodrome: HippodromeScenarioSchema,
  'circus-maximus': CircusMaximusScenarioSchema,
  aurigae: AurigaeScenarioSchema,
} as const;

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
  const parsed = SCHEMAS[ruleset].safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = jsonPath(issue.path);
    return { ok: false, error: { message: `bad scenario at ${path}: ${issue.message}`, path } };
  }
  return { ok: true, value: parsed.data };
}

/** Runs a scenario to its log. Forced choices or dice that do not fit are errors, never throws. */
export function runScenario(s: Scenario): Result<ScenarioRun, LogError> {
  const run =
    s.ruleset === 'crudis'
      ? runCrudisScenario(s)
      : s.ruleset === 'hippodrome'
        ? runHippodromeScenario(s)
        : s.ruleset === 'circus-maximus'
          ? runCircusMaximusScenario(s)
          : runAurigaeScenario(s);
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
