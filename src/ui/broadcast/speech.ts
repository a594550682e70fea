import { type Lang, lang as pageLang } from '../../messages/index.ts';

/**
 * The commentary spoken (`&speech=1`): each line as it comes up, through the browser's Web Speech
 * API. A new line cuts the one still being said (the pictures do not wait for the voice); a held
 * programme, a page without a voice or a browser without the API stays silent. It speaks with a
 * voice of the commentary's language (the page's): a French line with a French voice.
 */
export interface Voice {
  /** Says a line, cutting off whatever is being said. */
  say(text: string): void;
  /** Stops talking. */
  hush(): void;
}

/** The voice's language tag for each language the commentary speaks. */
const VOICES: Readonly<Record<Lang, string>> = { en: 'en-GB', fr: 'fr-FR' };

export function createVoice(
  synth: SpeechSynthesis | undefined = globalThis.speechSynthesis,
  language: Lang = pageLang,
): Voice {
  let talking = false;
  return {
    say(text) {
      if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
      synth.cancel();
      const u = new SpeechSynthesisUtterance(text);
      u.lang = VOICES[language];
      u.rate = 1.08;
      synth.speak(u);
      talking = true;
    },
    hush() {
      if (!talking || !synth) return;
      synth.cancel();
      talking = false;
    },
  };
}
