import { describe, expect, it } from 'vitest';
import { demoLogText } from '../../scripts/demo-log.ts';
import { parseLog } from '../../src/engine/log/parse.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { DEMO, DEMO_LOG_FILE } from '../../src/ui/demo.ts';

// The viewer's first page reads the demo race from the file the build writes (scripts/demo-log.ts)
// instead of resolving it in the worker: the file must be exactly what the worker would hand over.
describe('the demo race the build writes', () => {
  const text = demoLogText();

  it("is the engine's race for the demo's ruleset and seed, as the worker would hand it over", () => {
    const r = simulate({ ruleset: DEMO.ruleset, seed: DEMO.seed });
    if (!r.ok) throw new Error(r.error.message);
    expect(JSON.parse(text)).toEqual(r.value);
    expect(r.value.header.seed).toBe(DEMO.seed);
    expect(r.value.header.ruleset.id).toBe(DEMO.ruleset);
  });

  it('reads back as a valid log, the same as parsing it in the worker gives', () => {
    const parsed = parseLog(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value).toEqual(JSON.parse(text));
  });

  it('is written under the site, named by its ruleset and seed', () => {
    expect(DEMO_LOG_FILE).toBe(`demo/${DEMO.ruleset}-${DEMO.seed}.json`);
  });
});
