import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { canonicalJson, sha256Hex } from '../../src/engine/log/canonical.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { parseScenario, runScenario } from '../../src/engine/scenario/index.ts';

/**
 * The races whose outcomes are pinned: for each ruleset, seeds across the field sizes it allows
 * and a few option sets, plus every shipped scenario. Each case carries its whole input (seed and
 * setup, or the scenario's file), so a change to the default field cannot move a golden silently.
 */
export type GoldenCase =
  | { name: string; kind: 'race'; seed: number; setup: unknown }
  | { name: string; kind: 'scenario'; file: string };

/**
 * What is pinned of each race: the footer digest (SHA-256 of the canonical event stream); the
 * outcome, a digest that does not depend on how events are written (every die face in the order
 * thrown, the results and the wrecks), so a change of log format that moves every digest can show
 * that no rule moved; and for the reader, the winner and the number of turns and events.
 */
export interface Golden {
  digest: string;
  outcome: string;
  winner: string | null;
  turns: number;
  events: number;
}

export const FIELDS: Record<RulesetId, readonly number[]> = {
  crudis: [2, 4, 8, 12],
  'circus-maximus': [2, 4, 8, 12],
  aurigae: [2, 4, 8, 12],
  hippodrome: [4],
};

/** Option sets tried beside the defaults, each on some of the seeds. */
export const OPTIONS: Record<RulesetId, ReadonlyArray<Record<string, number | string | boolean>>> = {
  crudis: [{}, { laps: 1 }, { laps: 3 }],
  'circus-maximus': [
    {},
    { laps: 1 },
    { startWeather: 'rain' },
    { setupMethod: 'classic-4' },
    { weather: false, dust: false, knife: false, spear: false },
  ],
  aurigae: [{}, { laps: 3 }, { laps: 1 }],
  hippodrome: [{}, { laps: 3 }, { laps: 1 }],
};

const SEEDS_PER_RULESET = 24;

export function goldenCases(root: string, ruleset: RulesetId): GoldenCase[] {
  const fields = FIELDS[ruleset];
  const options = OPTIONS[ruleset];
  const cases: GoldenCase[] = [];
  for (let i = 0; i < SEEDS_PER_RULESET; i++) {
    const count = fields[i % fields.length]!;
    const opts = options[Math.floor(i / fields.length) % options.length]!;
    const seed = 1000 * (i + 1) + 7 * i + count;
    const label = Object.entries(opts)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(',');
    cases.push({
      name: `seed ${seed}, ${count} chariots${label ? `, ${label}` : ''}`,
      kind: 'race',
      seed,
      setup: { ...defaultSetup(count), options: opts },
    });
  }
  const dir = join(root, 'scenarios', ruleset);
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = relative(root, join(dir, f));
    cases.push({ name: `scenario ${f}`, kind: 'scenario', file });
  }
  return cases;
}

/** Runs one case and reads what is pinned of it. */
export function goldenOf(
  root: string,
  ruleset: RulesetId,
  c: GoldenCase,
): { ok: true; value: Golden } | { ok: false; error: string } {
  let log: RaceLog;
  if (c.kind === 'race') {
    const r = simulate({ ruleset, seed: c.seed, setup: c.setup });
    if (!r.ok) return { ok: false, error: r.error.message };
    log = r.value;
  } else {
    const s = parseScenario(JSON.parse(readFileSync(join(root, c.file), 'utf8')));
    if (!s.ok) return { ok: false, error: s.error.message };
    const r = runScenario(s.value);
    if (!r.ok) return { ok: false, error: r.error.message };
    log = r.value.log;
  }
  const { digest, winner, turns, eventCount, results, wrecks } = log.footer;
  const faces = log.events.flatMap((e) => (e.rolls ?? []).flatMap((r) => r.faces));
  const outcome = sha256Hex(
    canonicalJson({ faces, results, wrecks: wrecks.map((w) => [w.chariot, w.turn, w.at]) }),
  );
  return { ok: true, value: { digest, outcome, winner, turns, events: eventCount } };
}
