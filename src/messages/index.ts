/**
 * One message catalogue for the viewer's text (issue 16 item 5, issue 22 item 5). `messages` is the
 * catalogue in use; English (./en.ts) is the reference and the shape every translation takes: a
 * translation is one file exporting a `Messages` (a missing message is a compile error), added to
 * `CATALOGUES`, which loads it when a page speaks it (a dynamic import: the page's first load
 * carries English only). Pure data and functions: the replay, the scene and the UI read it alike.
 * The page picks its language once, before it renders (`loadLanguage` then `setLanguage` in
 * src/main.tsx); `messages` and `lang` are live bindings, so every reader sees the choice.
 */
import { EN } from './en.ts';
import type { Messages } from './types.ts';

export type { Messages } from './types.ts';

/** The languages the viewer speaks, as `?lang=` names them. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Every catalogue there is, by language tag, loaded on demand. */
export const CATALOGUES: Readonly<Record<Lang, () => Promise<Messages>>> = {
  en: () => Promise.resolve(EN),
  fr: () => import('./fr.ts').then((m) => m.FR),
};

/** The catalogues loaded so far (English always). */
const loaded: Partial<Record<Lang, Messages>> = { en: EN };

/** Loads the catalogue of `l` (once); `setLanguage(l)` may then speak it. */
export async function loadLanguage(l: Lang): Promise<Messages> {
  const catalogue = loaded[l] ?? (await CATALOGUES[l]());
  loaded[l] = catalogue;
  return catalogue;
}

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

/** Speak `l` from now on (the page calls this once, before it renders, after `loadLanguage(l)`). */
export function setLanguage(l: Lang): void {
  const catalogue = loaded[l];
  if (!catalogue) throw new Error(`the ${l} messages are not loaded yet: await loadLanguage('${l}') first`);
  lang = l;
  messages = catalogue;
}
