/**
 * Words of the log the explain card shows, in every language the viewer speaks: a roll's modifiers
 * (./en-modifiers.ts) and the parts of a turn (./en-phases.ts). The explain card loads them with
 * itself rather than with the page's first catalogue (./en.ts), as they show nowhere else.
 */
import { EN_MODIFIERS, type ModifierWords } from './en-modifiers.ts';
import { EN_PHASES } from './en-phases.ts';
import { FR_MODIFIERS } from './fr-modifiers.ts';
import { FR_PHASES } from './fr-phases.ts';
import type { Lang } from './index.ts';

export type { ModifierWords } from './en-modifiers.ts';

export const MODIFIER_WORDS: Readonly<Record<Lang, ModifierWords>> = { en: EN_MODIFIERS, fr: FR_MODIFIERS };

/** An event's phase in words, by language; a phase not listed shows as the log names it. */
export const PHASE_WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: EN_PHASES,
  fr: FR_PHASES,
};

/** The phase `phase` in the words of `lang`. */
export const phaseWords = (lang: Lang, phase: string): string => PHASE_WORDS[lang][phase] ?? phase;
