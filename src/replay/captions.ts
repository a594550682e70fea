import { messages } from '../messages/index.ts';

/**
 * What a time-bar marker or a broadcast cut is about, as data: its kind, the chariots (ids) and
 * the figures. The words are the catalogue's (`messages.captions`), written where they are shown
 * (`captionText`), so a marker or a cut reads in the page's language and a tool reads the data.
 */
export type Caption =
  /** One chariot: wrecked, retires, finishes, takes the lead, leads (a covering shot), is covered. */
  | { what: 'wreck' | 'retire' | 'finish' | 'lead-change' | 'leads' | 'covered'; who: string }
  /** One chariot acting on another: rams, collides, whips, goes for the wheels; a close finish. */
  | { what: 'ram' | 'collision' | 'whip' | 'wheels' | 'close-finish'; who: string; whom: string }
  /** The leader starts lap `lap` (1-based). */
  | { what: 'lap'; who: string; lap: number }
  /** Wide shots of no one: the field coming home, the field, the start at the carceres. */
  | { what: 'finish-line' | 'field' | 'carceres' };

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
