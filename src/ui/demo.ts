/** The built-in demo race, shown when the page has no parameters. */
export const DEMO = { ruleset: 'crudis', seed: 7 } as const;

/**
 * Where the build puts the demo race's log, relative to the site's base (scripts/demo-log.ts
 * writes it from the engine): the page's first race needs no engine code, only this file.
 */
export const DEMO_LOG_FILE = `demo/${DEMO.ruleset}-${DEMO.seed}.json`;
