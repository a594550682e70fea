// Part of `npm run build:lib`: tsc writes a declaration (.d.ts) beside every module it compiles into
// lib/, the command's and the relay's included, but a TypeScript user of the package reads only the
// declarations of its exports (package.json `exports`, their `types`) and those they import. This
// keeps those and deletes the rest. tests/package/pack.test.ts compiles a user's program against
// the installed package with every declaration checked (skipLibCheck off), so a declaration wrongly
// deleted fails there.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `import … from './x.ts'`, `export … from`, and an inline `import("./x.ts")` type. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The files `entries` import, directly or through each other (paths relative to `root`); with
 * `declarations`, the .d.ts of each module named (an import names its .js or .ts file). A file an
 * import names that is not there throws.
 */
export function importClosure(root: string, entries: readonly string[], declarations = false): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path] of readFileSync(join(root, file), 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = posix.join(posix.dirname(file), path!);
      todo.push(declarations ? target.replace(/\.(js|ts)$/, '.d.ts') : target);
    }
  }
  return seen;
}

/** The declarations of the package's exports, as package.json names them (`./lib/...d.ts`). */
export function exportedTypes(root: string): string[] {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types?: string }>;
  };
  return Object.values(exports)
    .map((target) => (typeof target === 'object' ? target.types : undefined))
    .filter((types) => types !== undefined)
    .map((types) => posix.normalize(types));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const kept = importClosure(root, exportedTypes(root), true);
  const all = readdirSync(join(root, 'lib'), { recursive: true })
    .map((f) => posix.join('lib', String(f).split('\\').join('/')))
    .filter((f) => f.endsWith('.d.ts'));
  const dropped = all.filter((f) => !kept.has(f));
  for (const f of dropped) rmSync(join(root, f));
  console.log(`lib/: kept the ${kept.size} declarations the exports read, deleted ${dropped.length} others`);
}
