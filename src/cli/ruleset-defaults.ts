import { RULESET_IDS, simulate } from '../engine/index.ts';

/**
 * What each ruleset races when no setup is given: its own field and options, read from the header
 * of a race the engine resolves without a setup, so the help can never drift from the engine.
 */
export function rulesetDefaults(): Array<{ ruleset: string; chariots: number; options: string }> {
  return RULESET_IDS.map((ruleset) => {
    const r = simulate({ ruleset, seed: 1 });
    if (!r.ok) return { ruleset, chariots: 0, options: `(no default race: ${r.error.message})` };
    const options = Object.entries(r.value.header.options)
      .filter(([, v]) => typeof v !== 'object')
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
    return { ruleset, chariots: r.value.header.entrants.length, options };
  });
}

/** The defaults as a help section, wrapped to the help's width. */
export function rulesetDefaultsText(): string {
  const width = Math.max(...RULESET_IDS.map((id) => id.length));
  const lines = rulesetDefaults().map(({ ruleset, chariots, options }) => {
    const words = `${chariots} chariots; ${options}`.split(' ');
    const out: string[] = [];
    let line = '';
    for (const w of words) {
      if (line && line.length + 1 + w.length > 92 - width) {
        out.push(line);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    out.push(line);
    return out.map((l, i) => `  ${(i === 0 ? ruleset : '').padEnd(width)}  ${l}`).join('\n');
  });
  return `Without --setup, each ruleset races its own field with its own default options:\n${lines.join('\n')}\n`;
}
