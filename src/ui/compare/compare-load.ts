import { defaultSetup } from '../../engine/race/setup.ts';
import { RULESET_NAMES } from '../../engine/rulesets/index.ts';
import { messages } from '../../messages/index.ts';
import { type CompareSetup, type FittedField, fitField } from '../../replay/compare-field.ts';
import { buildProgressMap } from '../../replay/compare-progress.ts';
import { summarize } from '../../replay/compare-summary.ts';
import { compileReplay } from '../../replay/compile.ts';
import { resolveRace } from '../loader.ts';
import { rulesetInfo } from '../play/ruleset-info.ts';
import type { CompareOptions } from './compare-options.ts';
import { type Pane, useCompare } from './compare-store.ts';

/** The field of the comparison: the setup given (inline or fetched), else the default field. */
async function fieldOf(
  options: CompareOptions,
): Promise<{ ok: true; setup: unknown } | { ok: false; error: string }> {
  const f = options.field;
  if (f.kind === 'default') return { ok: true, setup: defaultSetup(f.chariots) };
  if (f.kind === 'setup') return { ok: true, setup: f.setup };
  try {
    const res = await fetch(f.url);
    if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`);
    return { ok: true, setup: JSON.parse(await res.text()) };
  } catch (e) {
    return { ok: false, error: `${f.url}: could not read the setup (${(e as Error).message})` };
  }
}

const isSetup = (x: unknown): x is CompareSetup =>
  typeof x === 'object' && x !== null && Array.isArray((x as { chariots?: unknown }).chariots);

/**
 * Resolves the field under each ruleset (in the engine's worker, each within its own limits on the
 * field) and compiles the races, their progress maps and the summary into the comparison's state.
 */
export async function loadComparison(options: CompareOptions): Promise<void> {
  const m = messages.compare;
  const state = useCompare.getState();
  const names = options.rulesets.map((id) => RULESET_NAMES[id]);
  state.setLoading(m.resolving(names.join(', ')));
  const field = await fieldOf(options);
  if (!field.ok) return state.fail(field.error);
  if (!isSetup(field.setup)) return state.fail(m.badSetup('a setup is an object with a "chariots" list'));
  const setup = field.setup;
  const fitted: FittedField[] = [];
  for (const id of options.rulesets) {
    const info = rulesetInfo(id);
    const fit = fitField(setup, {
      min: info.size.min,
      max: info.size.max,
      options: info.options.map((o) => o.key),
    });
    if (!fit.ok) return state.fail(m.failed(info.name, fit.error));
    fitted.push(fit.value);
  }
  const logs = await Promise.all(
    options.rulesets.map((id, i) => resolveRace(id, options.seed, fitted[i]!.setup)),
  );
  const panes: Pane[] = [];
  for (const [i, id] of options.rulesets.entries()) {
    const r = logs[i]!;
    if (!r.ok) return state.fail(m.failed(names[i]!, r.message));
    const built = compileReplay(r.log, { mode: 'race' });
    if (!built.ok) return state.fail(m.failed(names[i]!, built.error));
    const replay = built.replay;
    const fit = fitted[i]!;
    const notes = [
      ...(fit.racing < fit.of ? [m.fieldTaken(fit.racing, fit.of)] : []),
      ...(fit.optionsLeftOut.length > 0 ? [m.optionsLeftOut(fit.optionsLeftOut.join(', '))] : []),
    ];
    panes.push({
      ruleset: id,
      name: names[i]!,
      replay,
      time: 0,
      map: buildProgressMap(replay.plan, replay.winnerTime, replay.laps),
      notes,
    });
  }
  state.setRaces(panes, summarize(panes.map((p) => ({ log: p.replay.log, laps: p.replay.laps }))));
}
