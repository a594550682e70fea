/**
 * The generated part of docs/race-log.md: each ruleset's event catalogue, condition attributes and
 * entrant stats, written from src/engine/log/events/ (`npm run schema` rewrites it; a test fails
 * when the document drifts from the code).
 */
import { EVENT_FIELDS, LOG_CATALOGUES, type LogCatalogue } from '../../src/engine/log/events/index.ts';
import { RULESET_NAMES } from '../../src/engine/rulesets/index.ts';

export const CATALOGUE_START =
  '<!-- generated from src/engine/log/events/ by `npm run schema`: do not edit by hand -->';
export const CATALOGUE_END = '<!-- end of the generated catalogue -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** Characters as a Markdown formatter counts them (code points). */
const width = (text: string): number => [...text].length;

/** A Markdown table with its columns padded to their widest cell, as Biome formats one. */
function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const cells = [head, ...rows].map((r) => r.map(cell));
  const widths = head.map((_, i) => Math.max(3, ...cells.map((r) => width(r[i]!))));
  const line = (r: readonly string[]) =>
    `| ${r.map((c, i) => c + ' '.repeat(widths[i]! - width(c))).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

function rulesetSection(cat: LogCatalogue): string {
  const typed = Object.values(cat.events).some((e) => e.typed);
  const events = Object.entries(cat.events).map(([type, e]) => [
    `\`${type}\``,
    e.says,
    EVENT_FIELDS.filter((f) => e.carries.includes(f)).join(', '),
    ...(typed
      ? [
          Object.entries(e.typed ?? {})
            .map(([name, holds]) => `\`${name}\`: ${holds}`)
            .join(' '),
        ]
      : []),
  ]);
  const attrs = Object.entries(cat.attrs).map(([name, holds]) => [`\`${name}\``, holds]);
  const stats = Object.entries(cat.stats).map(([name, holds]) => [`\`${name}\``, holds]);
  return [
    `### ${RULESET_NAMES[cat.ruleset]} (\`${cat.ruleset}\`)`,
    '',
    table(['type', 'what it says', 'may carry', ...(typed ? ['typed fields (version 2)'] : [])], events),
    '',
    'Condition attributes (`effect.condition[id].attrs`):',
    '',
    table(['attribute', 'holds'], attrs),
    '',
    'Entrant stats (`header.entrants[i].stats`):',
    '',
    table(['stat', 'holds'], stats),
  ].join('\n');
}

/** The catalogue as the document holds it between its two markers (markers included). */
export function catalogueMarkdown(
  catalogues: Readonly<Record<string, LogCatalogue>> = LOG_CATALOGUES,
): string {
  const sections = Object.values(catalogues).map(rulesetSection);
  return [CATALOGUE_START, '', sections.join('\n\n'), '', CATALOGUE_END].join('\n');
}

/** The document with its catalogue block replaced by the one the code gives. */
export function withCatalogue(doc: string): string {
  const start = doc.indexOf(CATALOGUE_START);
  const end = doc.indexOf(CATALOGUE_END);
  if (start < 0 || end < start)
    throw new Error('docs/race-log.md has lost the markers of its generated catalogue');
  return doc.slice(0, start) + catalogueMarkdown() + doc.slice(end + CATALOGUE_END.length);
}
