import { expect, test } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { ruleById } from '../../src/ui/explain/catalogue.ts';
import { momentCard } from '../../src/ui/explain/moment-card.ts';

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
