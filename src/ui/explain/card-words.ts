/**
 * What the explain card and the exported moment card both say of a step in French, beyond the
 * rolls' and the decision's words (src/engine/log/explain): the result as the figures it changed.
 */
import type { RaceEvent, RaceLog } from '../../engine/log/schema.ts';
import { messages } from '../../messages/index.ts';
import { figureChanges } from '../../replay/figure-words.ts';
import type { Names } from '../../replay/sentences.ts';

/** The figures a step changed, chariot by chariot, in the page's words; undefined when none changed. */
export function resultWords(log: RaceLog, event: RaceEvent, names: Names): string | undefined {
  const laps = typeof log.header.options['laps'] === 'number' ? log.header.options['laps'] : 0;
  const changes = figureChanges(log, event, laps);
  if (changes.length === 0) return undefined;
  return changes
    .map((c) => messages.explain.changed(names.name(c.chariot), c.changes.join(', ')))
    .join(' ; ');
}
