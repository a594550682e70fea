/**
 * The play pages' text (src/ui/play, and the plot drawn on the table by src/scene/overlays/PlotArc):
 * the hot-seat panel, each ruleset's decision panel, the answers' words and the "New race" form.
 * Apart from the one catalogue (./index.ts) so that it loads with the play pages, never in the
 * viewer's first load; in the page's language like the rest (`lang`, chosen once before rendering).
 * ./fr-play.ts is typed by ./en-play.ts: a French message missing is a compile error.
 */
import { EN_PLAY } from './en-play.ts';
import { FR_PLAY } from './fr-play.ts';
import { type Lang, lang } from './index.ts';

export type PlayMessages = typeof EN_PLAY;

const PLAY: Readonly<Record<Lang, PlayMessages>> = { en: EN_PLAY, fr: FR_PLAY };

/** The play pages' text in the page's language. */
export const playText = (): PlayMessages => PLAY[lang];
