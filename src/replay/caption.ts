/**
 * What a time-bar marker or a broadcast cut is about, as data: its kind, the chariots (ids) and
 * the figures. The words are the catalogue's (`messages.captions`), written where they are shown
 * (`captionText`, src/replay/captions.ts), so a marker or a cut reads in the page's language and a
 * tool reads the data. A module of its own, without code: the replay plan names the type, and the
 * package's compiled plan (lib/) then carries no captions' words nor the message catalogues.
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
