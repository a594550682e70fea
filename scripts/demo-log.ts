import type { Plugin } from 'vite';
import { serializeLog } from '../src/engine/log/serialize.ts';
import { simulate } from '../src/engine/rulesets/index.ts';
import { DEMO, DEMO_LOG_FILE } from '../src/ui/demo.ts';

/** The demo race's log as the engine writes it (canonical JSON). */
export function demoLogText(): string {
  const r = simulate({ ruleset: DEMO.ruleset, seed: DEMO.seed });
  if (!r.ok) throw new Error(`the demo race (${DEMO.ruleset}, seed ${DEMO.seed}) failed: ${r.error.message}`);
  return serializeLog(r.value);
}

/**
 * A Vite plugin that resolves the demo race when the site is built (and serves it in development),
 * so that the viewer's first page shows it without loading the engine into a worker: the log is
 * always the engine's own, never a copy kept in the repository.
 */
export function demoLog(): Plugin {
  let text: string | null = null;
  const once = (): string => {
    text ??= demoLogText();
    return text;
  };
  return {
    name: 'quadriga-demo-log',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== `${server.config.base}${DEMO_LOG_FILE}`) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(once());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_LOG_FILE, source: once() });
    },
  };
}
