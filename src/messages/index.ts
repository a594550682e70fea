/**
 * One message catalogue for the viewer's text (issue 16 item 5, issue 22 item 5). `messages` is the
 * catalogue in use; English (./en.ts) is the reference and the shape every translation takes: a
 * translation is one file exporting a `Messages` (a missing message is a compile error), added to
 * `CATALOGUES`. Pure data and functions: the replay, the scene and the UI read it alike. The page
 * picks its language once, before it renders (`setLanguage(chooseLanguage(...))` in src/main.tsx);
 * `messages` and `lang` are live bindings, so every reader sees the choice.
 */
import { EN } from './en.ts';
import { FR } from './fr.ts';
import type { Messages } from './types.ts';

export type { Messages } from './types.ts';

/** The languages the viewer speaks, as `?lang=` names them. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Every catalogue there is, by language tag. */
export const CATALOGUES: Readonly<Record<Lang, Messages>> = { en: EN, fr: FR };

const isLang = (tag: string): tag is Lang => (LANGUAGES as readonly string[]).includes(tag);

/**
 * The language of a page: `?lang=fr|en` when the address gives one the viewer speaks, else the
 * first of the browser's languages (`navigator.languages`, "fr-CA" counts as French) it speaks,
 * else English.
 */
export function chooseLanguage(search: string, preferred: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  if (asked && isLang(asked)) return asked;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The language in use. */
export let lang: Lang = 'en';
/** The catalogue in use. */
export let messages: Messages = EN;

/** Speak `l` from now on (the page calls this once, before it renders). */
export function setLanguage(l: Lang): void {
  lang = l;
  messages = CATALOGUES[l];
}
