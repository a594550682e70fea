/**
 * Numbers and times as the language in use writes them (`Intl`: "1,234.5" in English, "1 234,5"
 * in French). The formats are made once per language and number of decimals, then reused: the
 * HUD writes times many times a second.
 */
import { lang } from './index.ts';

const LOCALES = { en: 'en-GB', fr: 'fr-FR' } as const;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(digits: number, minInteger = 1): Intl.NumberFormat {
  const key = `${lang}:${digits}:${minInteger}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      minimumIntegerDigits: minInteger,
    });
    formats.set(key, f);
  }
  return f;
}

/** A number with `digits` decimals (none by default), grouped and pointed as the language does. */
export const formatNumber = (n: number, digits = 0): string => numberFormat(digits).format(n);

/** "1:05.3" (English), "1:05,3" (French): minutes and seconds of playback, to a tenth. */
export function formatTime(seconds: number): string {
  const s = Math.round(Math.max(0, seconds) * 10) / 10;
  const m = Math.floor(s / 60);
  return `${m}:${numberFormat(1, 2).format(s - m * 60)}`;
}
