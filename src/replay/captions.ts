import { messages } from '../messages/index.ts';
import type { Caption } from './caption.ts';

export type { Caption } from './caption.ts';

/** A chariot's name by id (the id itself where the log names no such entrant). */
export type NameOf = (id: string) => string;

/** A caption in the page's language; a replay's caption says it is one. */
export function captionText(c: Caption, name: NameOf, replay = false): string {
  const m = messages.captions;
  let text: string;
  switch (c.what) {
    case 'wreck':
    case 'retire':
    case 'finish':
    case 'lead-change':
    case 'leads':
    case 'covered':
      text = m[c.what](name(c.who));
      break;
    case 'ram':
    case 'collision':
    case 'whip':
    case 'wheels':
    case 'close-finish':
      text = m[c.what](name(c.who), name(c.whom));
      break;
    case 'lap':
      text = m.lap(name(c.who), c.lap);
      break;
    default:
      text = m[c.what];
  }
  return replay ? m.replay(text) : text;
}

/** Names by id from a log's entrants, for `captionText`. */
export function namesOf(entrants: ReadonlyArray<{ id: string; name: string }>): NameOf {
  const names = new Map(entrants.map((e) => [e.id, e.name]));
  return (id) => names.get(id) ?? id;
}
