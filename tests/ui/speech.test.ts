import { afterEach, describe, expect, it } from 'vitest';
import { createVoice } from '../../src/ui/broadcast/speech.ts';

/** A stand-in for the Web Speech API: what was said, in which language, and the cuts. */
class Utterance {
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}

function fakeSynth() {
  const said: Utterance[] = [];
  let cancels = 0;
  const synth = {
    speak: (u: Utterance) => said.push(u),
    cancel: () => cancels++,
  } as unknown as SpeechSynthesis;
  return { synth, said, cancels: () => cancels };
}

const global = globalThis as { SpeechSynthesisUtterance?: unknown };
afterEach(() => {
  delete global.SpeechSynthesisUtterance;
});

describe('the commentary spoken', () => {
  it('speaks a French line with a French voice, an English one with an English voice', () => {
    global.SpeechSynthesisUtterance = Utterance;
    const fr = fakeSynth();
    createVoice(fr.synth, 'fr').say('Fuscus est à terre !');
    expect(fr.said.map((u) => [u.text, u.lang])).toEqual([['Fuscus est à terre !', 'fr-FR']]);
    const en = fakeSynth();
    createVoice(en.synth, 'en').say('Fuscus is down!');
    expect(en.said.map((u) => [u.text, u.lang])).toEqual([['Fuscus is down!', 'en-GB']]);
  });

  it("speaks the page's language by default (English here), and a new line cuts the last", () => {
    global.SpeechSynthesisUtterance = Utterance;
    const s = fakeSynth();
    const voice = createVoice(s.synth);
    voice.say('One');
    voice.say('Two');
    expect(s.said.map((u) => u.lang)).toEqual(['en-GB', 'en-GB']);
    expect(s.cancels()).toBe(2);
    voice.hush();
    expect(s.cancels()).toBe(3);
  });

  it('stays silent without the API', () => {
    const s = fakeSynth();
    createVoice(s.synth, 'fr').say('Rien');
    expect(s.said).toEqual([]);
  });
});
