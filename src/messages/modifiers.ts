/**
 * The words of a roll's modifiers in every language the viewer speaks (./en-modifiers.ts), for the
 * explain card, which loads them with itself rather than with the page's first catalogue.
 */
import { EN_MODIFIERS, type ModifierWords } from './en-modifiers.ts';
import { FR_MODIFIERS } from './fr-modifiers.ts';
import type { Lang } from './index.ts';

export type { ModifierWords } from './en-modifiers.ts';

export const MODIFIER_WORDS: Readonly<Record<Lang, ModifierWords>> = { en: EN_MODIFIERS, fr: FR_MODIFIERS };
