import { afterEach, expect, test } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { ruleById } from '../../src/ui/explain/catalogue.ts';
import { loadLanguage, setLanguage } from '../../src/messages/index.ts';
import { momentCard } from '../../src/ui/explain/moment-card.ts';

afterEach(() => setLanguage('en'));

// The explain card as lines of text, drawn on an exported moment: the same facts as the card.

test("a collision's card: its rule, where, the sentence, each roll and the result", () => {
  const sim = simulate({ ruleset: 'crudis', seed: 7 });
  if (!sim.ok) throw new Error(sim.error.message);
  const event = sim.value.events.find((e) => e.type === 'collision' && (e.rolls?.length ?? 0) > 1)!;
  const card = momentCard(sim.value, event);
  expect(card.title).toBe(ruleById(event.rule)!.title);
  expect(card.where).toContain(`event ${event.seq}`);
  expect(card.where).toContain(event.rule);
  const text = card.lines.map((l) => l.text);
  for (const roll of event.rolls!) {
    expect(text).toContain(`Outcome: ${roll.outcome}`);
    expect(
      text.some(
        (t) => t.startsWith(`${roll.dice} [${roll.faces.join(' ')}]`) && t.includes(`Total ${roll.total}`),
      ),
    ).toBe(true);
  }
  expect(card.lines.at(-1)).toEqual({ text: `Result: ${event.effect!.summary}`, bold: true });
});

test('in French, the moment card words the decision, the rolls, their modifiers, the phase and the result', async () => {
  await loadLanguage('fr');
  setLanguage('fr');
  const sim = simulate({ ruleset: 'circus-maximus', seed: 1 });
  if (!sim.ok) throw new Error(sim.error.message);
  const log = sim.value;
  const event = log.events.find(
    (e) => e.type === 'corner-strain' && (e.rolls?.[0]?.modifiers.length ?? 0) > 0,
  )!;
  const card = momentCard(log, event);
  expect(card.where).toContain('tour de jeu');
  expect(card.where).not.toContain(`, ${event.phase} ·`);
  const text = card.lines.map((l) => l.text).join('\n');
  expect(text).toMatch(/(modificateur du conducteur \(CDM\)|pluie, char|boue|faux)/);
  expect(text).toContain('effort dans le virage');
  for (const roll of event.rolls!) expect(text).not.toContain(`Résultat du jet : ${roll.outcome}`);
  expect(text).not.toMatch(/\b(rain|chariot|corner strain|holds his line|CDM,)\b/);
});

test('an exported moment has the view’s size on screen, though low quality draws it at half', async () => {
  const { momentSize } = await import('../../src/ui/explain/export-moment.ts');
  const half = { width: 512, height: 320, clientWidth: 1024, clientHeight: 640 };
  expect(momentSize(half, 1)).toEqual({ width: 1024, height: 640 });
  expect(momentSize(half, 2)).toEqual({ width: 2048, height: 1280 });
  // A screen whose pixels are larger than CSS pixels still gets one pixel per CSS pixel.
  expect(momentSize(half, 0.5)).toEqual({ width: 1024, height: 640 });
  // Already drawn at the screen's resolution: the frame as it is.
  expect(momentSize({ width: 2048, height: 1280, clientWidth: 1024, clientHeight: 640 }, 2)).toEqual({
    width: 2048,
    height: 1280,
  });
});
