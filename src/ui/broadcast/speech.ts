/**
 * The commentary spoken (`&speech=1`): each line as it comes up, through the browser's Web Speech
 * API. A new line cuts the one still being said (the pictures do not wait for the voice); a held
 * programme, a page without a voice or a browser without the API stays silent.
 */
export interface Voice {
  /** Says a line, cutting off whatever is being said. */
  say(text: string): void;
  /** Stops talking. */
  hush(): void;
}

export function createVoice(synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): Voice {
  let talking = false;
  return {
    say(text) {
      if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
      synth.cancel();
      const u = new SpeechSynthesisUtterance(text);
      u.lang = 'en-GB';
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
