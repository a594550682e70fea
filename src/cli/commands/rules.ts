import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESET_IDS, simulate } from '../../engine/index.ts';
import { applications, type CoverageReport, coverage } from '../../engine/rules/coverage.ts';
import {
  allRules,
  CATALOGUES,
  clauseById,
  type RuleEntry,
  type RulesTable,
  ruleById,
  tableById,
} from '../../engine/rules/index.ts';
import { parseCommandLine, parseRuleset } from '../args.ts';
import { CliFailure, EXIT_FAILURE, EXIT_OK, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { runShippedScenarios } from '../shipped-scenarios.ts';
import { suggestion } from '../suggest.ts';

export const RULES_HELP = `Usage: quadriga rules [<id>] [--ruleset <id>] [--coverage] [--json]

Lists the rules of every ruleset: each rule id the engine writes in a log, with its title.
Given a rule id (e.g. crudis.danger-lines) shows the rule in plain words, the seed clauses it
implements and the tables it reads; a table id (e.g. crudis.damage-table) shows the table.

Options:
  -r, --ruleset <id>    only this ruleset: ${RULESET_IDS.join(', ')}
      --coverage        the coverage table: every seed clause with its rule id, whether the
                        log of a shipped scenario applies the rule (and which scenario) and
                        whether it has an explainer; exit 0 only when every ruleset is complete
                        and covered (run from the project folder: it runs scenarios/)
      --json            the same as JSON on standard output: {"rulesets": [...]} for the list
                        (every rule with its explainer, clauses and tables), {"rule", "clauses",
                        "tables"} for a rule, {"table"} for a table, {"coverage": [...]}
  -h, --help            show this help

Examples:
  quadriga rules
  quadriga rules crudis.whip-to-attack
  quadriga rules --coverage --ruleset crudis
  quadriga rules --ruleset hippodrome --json
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  coverage: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function wrap(text: string, width = 96, indent = '  '): string {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width - indent.length) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out.join('\n');
}

function tableText(t: RulesTable): string {
  const widths = t.columns.map((c, i) => Math.max(c.length, ...t.rows.map((r) => (r.cells[i] ?? '').length)));
  const row = (cells: readonly string[]) =>
    `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`.trimEnd();
  const lines = [
    `${t.id}: ${t.title} (${t.source})`,
    ...(t.note ? [wrap(t.note)] : []),
    row(t.columns),
    ...t.rows.map((r) => row(r.cells) + (r.source && r.source !== t.source ? `  [${r.source}]` : '')),
  ];
  return `${lines.join('\n')}\n`;
}

function ruleText(r: RuleEntry): string {
  const lines = [`${r.id}: ${r.title} (${r.source}, ${r.ruleset})`, wrap(r.explain)];
  if (r.clauses.length > 0) {
    lines.push('Seed clauses:');
    for (const id of r.clauses) {
      const c = clauseById(id);
      lines.push(`  ${id}: ${c?.title ?? '?'}${c ? ` (lines ${c.lines[0]}-${c.lines[1]})` : ''}`);
    }
  }
  let text = `${lines.join('\n')}\n`;
  for (const id of r.tables) {
    const t = tableById(id);
    if (t) text += `\n${tableText(t)}`;
  }
  return text;
}

/** The project folder: where scenarios/ is (the source tree this command runs from). */
const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function coverageReports(only: string | undefined): CoverageReport[] {
  const rulesets = RULESET_IDS.filter((id) => only === undefined || id === only);
  const { logs, failures } = runShippedScenarios(ROOT, rulesets);
  if (logs.length === 0 && failures.length === 0)
    throw new CliFailure(`no scenarios found under ${ROOT}: --coverage runs from the source tree`);
  const logged = new Set<string>();
  for (const ruleset of rulesets)
    for (const seed of [1, 2, 3]) {
      try {
        const r = simulate({ ruleset, seed });
        if (r.ok) for (const e of r.value.events) logged.add(e.rule);
      } catch {
        // A ruleset whose engine is still being written may fail: its catalogue says incomplete.
      }
    }
  const reports = coverage(applications(logs), logged);
  for (const f of failures)
    reports
      .find((r) => r.ruleset === f.ruleset)
      ?.problems.push(`scenario ${f.name} does not run: ${f.message}`);
  return reports;
}

/** Where a rule is shown: the first scenario applying it, and how many more do. */
function shownByText(names: readonly string[]): string {
  if (names.length === 0) return '-';
  return names.length === 1 ? names[0]! : `${names[0]} (+${names.length - 1})`;
}

function coverageText(reports: readonly CoverageReport[]): string {
  const rows = reports.flatMap((r) => r.rows);
  const head = ['ruleset', 'clause', 'rule id', 'tested', 'explained', 'applied in'];
  const cells = rows.map((r) => [
    r.ruleset,
    r.clause || r.clauseTitle,
    r.rule || '(none)',
    r.rule ? (r.tested ? 'yes' : 'NO') : '-',
    r.rule ? (r.explained ? 'yes' : 'NO') : '-',
    shownByText(r.shownBy),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  let text = `${[line(head), ...cells.map(line)].join('\n')}\n\n`;
  for (const r of reports) {
    const state = !r.complete ? 'INCOMPLETE' : r.problems.length === 0 ? 'covered' : 'NOT covered';
    text += `${r.ruleset}: ${state}${r.problems.length ? ` (${r.problems.length} problems)` : ''}\n`;
    for (const p of r.problems) text += `  - ${p}\n`;
  }
  return text;
}

export async function runRules(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, 1);
  if (values.help) {
    io.out(RULES_HELP);
    return EXIT_OK;
  }
  const only = values.ruleset === undefined ? undefined : parseRuleset(values.ruleset);
  const json = (value: object): void => io.out(`${JSON.stringify(value, null, 2)}\n`);
  if (values.coverage) {
    if (positionals.length > 0) throw new UsageError('--coverage takes no rule id');
    const reports = coverageReports(only).filter((r) => only === undefined || r.ruleset === only);
    if (values.json) json({ coverage: reports });
    else io.out(coverageText(reports));
    return reports.every((r) => r.complete && r.problems.length === 0) ? EXIT_OK : EXIT_FAILURE;
  }
  const id = positionals[0];
  if (id !== undefined) {
    const rule = ruleById(id);
    if (rule) {
      if (values.json)
        json({
          rule,
          clauses: rule.clauses.flatMap((c) => clauseById(c) ?? []),
          tables: rule.tables.flatMap((t) => tableById(t) ?? []),
        });
      else io.out(ruleText(rule));
      return EXIT_OK;
    }
    const table = tableById(id);
    if (table) {
      if (values.json) json({ table });
      else io.out(tableText(table));
      return EXIT_OK;
    }
    const ids = [
      ...allRules().map((r) => r.id),
      ...Object.values(CATALOGUES).flatMap((c) => c.tables.map((t) => t.id)),
    ];
    throw new CliFailure(`no rule or table "${id}"${suggestion(id, ids)} ('quadriga rules' lists them)`);
  }
  const rules = allRules().filter((r) => only === undefined || r.ruleset === only);
  if (values.json) {
    json({
      rulesets: Object.values(CATALOGUES)
        .filter((cat) => only === undefined || cat.ruleset === only)
        .map((cat) => ({
          ruleset: cat.ruleset,
          complete: cat.complete,
          rules: rules.filter((r) => r.ruleset === cat.ruleset),
          tables: cat.tables.map((t) => ({ id: t.id, title: t.title, source: t.source })),
        })),
    });
    return EXIT_OK;
  }
  let text = '';
  for (const cat of Object.values(CATALOGUES)) {
    const mine = rules.filter((r) => r.ruleset === cat.ruleset);
    if (only !== undefined && cat.ruleset !== only) continue;
    text += `${cat.ruleset}${cat.complete ? '' : ' (catalogue incomplete)'}: ${mine.length} rules, ${cat.tables.length} tables\n`;
    const width = Math.max(0, ...mine.map((r) => r.id.length));
    for (const r of mine)
      text += `  ${r.id.padEnd(width)}  ${r.title}${r.source === 'house' ? ' (house)' : ''}\n`;
  }
  io.out(text);
  return EXIT_OK;
}
