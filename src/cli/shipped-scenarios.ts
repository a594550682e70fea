import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScenarioLog } from '../engine/rules/coverage.ts';
import { parseScenario, runScenario } from '../engine/scenario/index.ts';

export interface ScenarioFailure {
  /** The ruleset folder the scenario lies in. */
  ruleset: string;
  name: string;
  message: string;
}

/**
 * Runs the scenarios shipped under `<root>/scenarios/<ruleset>/` (of the rulesets given) and
 * returns their logs, named `<ruleset>/<file>`; a scenario that does not parse or run is a
 * failure, never skipped in silence.
 */
export function runShippedScenarios(
  root: string,
  rulesets: readonly string[],
): { logs: ScenarioLog[]; failures: ScenarioFailure[] } {
  const logs: ScenarioLog[] = [];
  const failures: ScenarioFailure[] = [];
  for (const ruleset of rulesets) {
    const dir = join(root, 'scenarios', ruleset);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const file of entries
      .filter((e) => e.isFile() && e.name.endsWith('.json'))
      .map((e) => e.name)
      .sort()) {
      const name = `${ruleset}/${file}`;
      const fail = (message: string) => failures.push({ ruleset, name, message });
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch (e) {
        fail(e instanceof Error ? e.message : String(e));
        continue;
      }
      const parsed = parseScenario(data);
      if (!parsed.ok) {
        fail(parsed.error.message);
        continue;
      }
      const run = runScenario(parsed.value);
      if (!run.ok) fail(run.error.message);
      else logs.push({ name, demonstrates: parsed.value.demonstrates, events: run.value.log.events });
    }
  }
  return { logs, failures };
}
