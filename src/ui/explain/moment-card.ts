import { explainFr, reasonFr } from '../../engine/log/explain/index.ts';
import type { RaceEvent, RaceLog } from '../../engine/log/schema.ts';
import { phaseWords } from '../../messages/explain-words.ts';
import { lang, messages } from '../../messages/index.ts';
import { purposeText } from '../../replay/log-reading.ts';
import { describeEvent, eventNames } from '../../replay/sentences.ts';
import { resultWords } from './card-words.ts';
import { ruleById } from './catalogue.ts';
import { modifierVoice, modifierWords } from './modifier-words.ts';

/**
 * The explain card of a step as lines of text, for an exported image of the moment: the rule, where
 * the step is, what happened, the driver's decision, each roll (dice, total, target, outcome) and
 * the result. The same facts as ExplainCard, read from the log, not from the page.
 */
export interface MomentCard {
  title: string;
  where: string;
  lines: ReadonlyArray<{ text: string; bold?: boolean }>;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

export function momentCard(log: RaceLog, event: RaceEvent): MomentCard {
  const m = messages.explain;
  const names = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  const voice = modifierVoice(names);
  const ruleset = event.rule.slice(0, event.rule.indexOf('.'));
  const lines: Array<{ text: string; bold?: boolean }> = [{ text: describeEvent(event, log) }];
  // In French, the decision, the rolls and the result are worded from the typed event, as on the card.
  const fr = lang === 'fr' ? eventNames(log, 'fr') : undefined;
  const words = fr ? explainFr(event, fr) : undefined;
  if (event.decision) {
    lines.push({ text: `${m.decision} ${words?.decision ?? event.decision.choice}`, bold: true });
    const reason = fr ? reasonFr(event, fr) : event.decision.reason;
    if (reason) lines.push({ text: reason });
  }
  for (const [i, roll] of (event.rolls ?? []).entries()) {
    const sum = roll.faces.reduce((a, b) => a + b, 0);
    lines.push({ text: words?.rolls[i]?.purpose ?? purposeText(roll.purpose, names), bold: true });
    const mods = roll.modifiers
      .map((x) => `${signed(x.value)} ${modifierWords(x, voice) ?? x.source}`)
      .join(', ');
    const target = roll.target
      ? ` — ${m.needs} ${m.ops[roll.target.op] ?? roll.target.op} ${roll.target.value}`
      : '';
    lines.push({
      text: `${roll.dice} [${roll.faces.join(' ')}] = ${sum}${mods ? `, ${mods}` : ''} · ${m.total} ${roll.total}${target}`,
    });
    lines.push({ text: `${m.outcome} ${words?.rolls[i]?.outcome ?? roll.outcome}` });
  }
  const result = fr ? resultWords(log, event, fr) : event.effect?.summary;
  if (result) lines.push({ text: `${m.result} ${result}`, bold: true });
  return {
    title: ruleById(event.rule)?.title ?? event.rule,
    where: `${event.rule} · ${ruleset} · ${m.where(event.turn, phaseWords(lang, event.phase), event.seq)}`,
    lines,
  };
}

/** Where a card is drawn on the image, in its pixels. */
export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Splits `text` into lines no wider than `width` as `ctx` measures them. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/**
 * Draws the card in the top right corner of an image `width` × `height` (the viewer's place for
 * it), scaled with the image; returns where it went.
 */
export function drawMomentCard(
  ctx: CanvasRenderingContext2D,
  card: MomentCard,
  width: number,
  height: number,
): CardBox {
  const unit = Math.max(0.6, Math.min(width / 1280, height / 720) * 1.25);
  const pad = 14 * unit;
  const boxWidth = Math.min(width - 2 * pad, 440 * unit);
  const inner = boxWidth - 2 * pad;
  const font = (size: number, bold = false) => `${bold ? '600 ' : ''}${size * unit}px system-ui, sans-serif`;
  // Measures every line first: the box fits its text.
  const rows: Array<{ text: string; font: string; size: number; colour: string; gap: number }> = [];
  const add = (text: string, size: number, bold: boolean, colour: string, gap = 0) => {
    ctx.font = font(size, bold);
    for (const [i, t] of wrap(ctx, text, inner).entries())
      rows.push({ text: t, font: font(size, bold), size, colour, gap: i === 0 ? gap : 0 });
  };
  add(messages.explain.title.toUpperCase(), 11, true, '#e8b64c');
  add(card.title, 17, true, '#fff4de', 4);
  add(card.where, 11, false, '#c9b89a', 2);
  for (const l of card.lines) add(l.text, 13, l.bold ?? false, l.bold ? '#fff4de' : '#e9dcc4', 6);
  const lineHeight = (size: number) => size * unit * 1.3;
  const textHeight = rows.reduce((h, r) => h + lineHeight(r.size) + r.gap * unit, 0);
  const box: CardBox = {
    x: Math.round(width - boxWidth - pad),
    y: Math.round(pad),
    width: Math.round(boxWidth),
    height: Math.round(Math.min(height - 2 * pad, textHeight + 2 * pad)),
  };
  ctx.save();
  ctx.fillStyle = 'rgba(28, 22, 16, 0.9)';
  ctx.strokeStyle = 'rgba(232, 182, 76, 0.6)';
  ctx.lineWidth = Math.max(1, unit);
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, 8 * unit);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.textBaseline = 'top';
  let y = box.y + pad;
  for (const r of rows) {
    y += r.gap * unit;
    ctx.font = r.font;
    ctx.fillStyle = r.colour;
    ctx.fillText(r.text, box.x + pad, y);
    y += lineHeight(r.size);
  }
  ctx.restore();
  return box;
}
