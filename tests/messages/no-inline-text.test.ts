import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// The viewer's words live in the message catalogue (src/messages), so a translation is a file:
// this scans every .tsx of src/ui, src/scene and src/audio for English written inline in JSX — a
// text child with a word in it, or a string with a word in it given to aria-label, title,
// placeholder or alt, or written by the HUD's `setText` (directly, or as a branch of a condition or
// a template). Comparisons
// (`mode === 'race'`) and keys are not text. A simple check, not a proof: strings built in plain
// .ts helpers are not seen, except in src/replay and src/playback (below).
//
// There, the views' labels are data (a marker's or a cut's caption: kind, chariots, figures) worded
// by the catalogue where they are shown: the second scan fails on a string with a word in it given
// to a label-like property (label, title, text, message, caption) or to `say(...)` in their .ts files.
// The third fails on any string there that reads as prose (a capitalised word, or two words running:
// a figure's label, "in hand"), wherever it stands: a table of words (src/replay/figure-words.ts had
// one) belongs in the catalogue. Ids and kinds are one lowercase word; diagnostics (an `error` of a
// result, an Error's message) are English like the engine's, and not scanned.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DIRS = ['src/ui', 'src/scene', 'src/audio'];
const PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt']);
/** The HUD's writer of text into an element outside React (src/ui/hud-text.ts): its text is shown. */
const TEXT_CALLS = new Set(['setText']);

/** Names and symbols that are the same in every language (HS: the sesterce's Roman sign). */
const NAMES = new Set(['QUADRIGA', 'HS']);
const withoutNames = (text: string): string =>
  text
    .split(/\s+/)
    .filter((w) => !NAMES.has(w))
    .join(' ');

/** A word: two letters running (so "×", "…", "·", "T" and figures are not). */
const WORDS = /\p{L}{2}/u;

function files(dir: string, ext = '.tsx'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/** Where plain .ts builds what the views show, and the properties and calls that carry it. */
const LABEL_DIRS = ['src/replay', 'src/playback'];
const LABEL_PROPS = new Set(['label', 'title', 'text', 'message', 'caption']);
const LABEL_CALLS = new Set(['say']);

/** The string literals an expression would show: not the operands of a comparison. */
function shown(e: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    if (WORDS.test(e.text)) out.push(e.text);
    return;
  }
  if (ts.isTemplateExpression(e)) {
    const parts = [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ');
    if (WORDS.test(withoutNames(parts))) out.push(e.getText());
    for (const s of e.templateSpans) shown(s.expression, out);
    return;
  }
  if (ts.isConditionalExpression(e)) {
    shown(e.whenTrue, out);
    shown(e.whenFalse, out);
    return;
  }
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.BarBarToken
    ) {
      shown(e.right, out);
      if (op !== ts.SyntaxKind.AmpersandAmpersandToken) shown(e.left, out);
    } else if (op === ts.SyntaxKind.PlusToken) {
      shown(e.left, out);
      shown(e.right, out);
    }
    return;
  }
  if (ts.isParenthesizedExpression(e)) shown(e.expression, out);
}

/** Every inline English string of a .tsx source. */
function inlineText(source: string, name = 'x.tsx'): string[] {
  const sf = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isJsxText(n) && WORDS.test(withoutNames(n.text))) out.push(n.text.trim());
    else if (
      ts.isJsxExpression(n) &&
      n.expression &&
      (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))
    )
      shown(n.expression, out);
    else if (ts.isCallExpression(n) && TEXT_CALLS.has(n.expression.getText()))
      for (const a of n.arguments) shown(a, out);
    else if (ts.isJsxAttribute(n) && PROPS.has(n.name.getText()) && n.initializer) {
      const init = n.initializer;
      if (ts.isStringLiteral(init)) shown(init, out);
      else if (ts.isJsxExpression(init) && init.expression) shown(init.expression, out);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Every string with words a .ts source gives to a label-like property or call. */
function inlineLabels(source: string, name = 'x.ts'): string[] {
  const sf = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && LABEL_PROPS.has(n.name.getText())) shown(n.initializer, out);
    else if (ts.isCallExpression(n)) {
      const callee = ts.isPropertyAccessExpression(n.expression) ? n.expression.name : n.expression;
      if (LABEL_CALLS.has(callee.getText())) for (const a of n.arguments) shown(a, out);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** What `scan` finds in each file of `dirs` ending in `ext`, by path from the root; files with nothing left out. */
function scanFiles(
  dirs: readonly string[],
  ext: string,
  scan: (source: string, name: string) => string[],
): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const dir of dirs)
    for (const file of files(join(ROOT, dir), ext)) {
      const text = scan(readFileSync(file, 'utf8'), file);
      if (text.length > 0) found[relative(ROOT, file)] = text;
    }
  return found;
}

/** Prose: a capitalised word ("Damage"), or two words running ("in hand"). */
const PROSE = /^\p{Lu}\p{Ll}+|\p{L}{2,}\s+\p{L}{2,}/u;

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Whether a string stands where it is not shown: a module path, a key, a type, a comparison, a diagnostic. */
function notShown(n: ts.Node): boolean {
  const p = n.parent;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
  if (ts.isLiteralTypeNode(p) || ts.isElementAccessExpression(p)) return true;
  if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p)) && p.name === n) return true;
  if (ts.isBinaryExpression(p) && COMPARISONS.has(p.operatorToken.kind)) return true;
  for (let a: ts.Node = n; a.parent && !ts.isSourceFile(a); a = a.parent) {
    const up = a.parent;
    if (ts.isPropertyAssignment(up) && up.name.getText() === 'error') return true;
    if (ts.isNewExpression(up) && /Error$/.test(up.expression.getText())) return true;
    if (ts.isCallExpression(up) && ts.isIdentifier(up.expression) && up.expression.text === 'Error')
      return true;
  }
  return false;
}

/** Every string of a .ts source that reads as prose, where it would be shown. */
function proseIn(source: string, name = 'x.ts'): string[] {
  const sf = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (PROSE.test(n.text) && !notShown(n)) out.push(n.text);
    } else if (ts.isTemplateExpression(n)) {
      const parts = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ');
      if (PROSE.test(parts) && !notShown(n)) out.push(n.getText());
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('no English inline in the viewer’s JSX', () => {
  test('the scan sees text children and labelling props, not comparisons', () => {
    const found = inlineText(`
      const a = <div title="Close (Esc)" className="qv-x">Play the demo <b>{n}</b></div>;
      const b = <button aria-label={on ? 'Mute' : m.on}>{mode === 'race' ? m.race : 'Tabletop'}</button>;
      const c = <span title={\`\${n} on a d\${s}\`}>{x && 'Loading…'} × {m.ok} {'…'}</span>;
      useSystem('hud', 'card', () => setText(el.current, \`Start in \${clock}\`));
      setText(turn, \`T\${t}\`);
    `);
    expect(found).toEqual([
      'Close (Esc)',
      'Play the demo',
      'Mute',
      'Tabletop',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's source, as the scan reports it
      '`${n} on a d${s}`',
      'Loading…',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's source, as the scan reports it
      '`Start in ${clock}`',
    ]);
  });

  test('every .tsx of the viewer reads its words from the catalogue', () => {
    const found = scanFiles(DIRS, '.tsx', inlineText);
    expect(found, 'move these to src/messages').toEqual({});
  });
});

describe('no English labels built in the replay and playback', () => {
  test('the scan sees labels given to properties and to say(), not keys or ids', () => {
    const found = inlineLabels(`
      mark(time, 'wreck', { label: \`\${n(a)} collides with \${n(b)}\`, kind: 'lead-change' });
      const cut = { title: 'At the carceres', caption: { what: 'field' }, text: '×' };
      s.say(any ? 'No more incidents' : m.none);
    `);
    expect(found).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's source, as the scan reports it
      '`${n(a)} collides with ${n(b)}`',
      'At the carceres',
      'No more incidents',
    ]);
  });

  test('every .ts of src/replay and src/playback leaves the wording to the catalogue', () => {
    const found = scanFiles(LABEL_DIRS, '.ts', inlineLabels);
    expect(found, 'make these data worded by src/messages').toEqual({});
  });
});

describe('no words of prose written in the replay and playback', () => {
  test('the scan sees tables of words and sentences, not ids, keys, comparisons or diagnostics', () => {
    const found = proseIn(`
      import { x } from './Some Module.ts';
      const WORDS = { damageMod: 'Damage', whip: 'in hand', locked: 'no' };
      const t = (v: string) => \`with group \${v}\`;
      if (kind === 'Lead change' || ev['Some Key']) go('wreck', 'lead-change');
      const r = { ok: false, error: \`the field has \${n} chariots\` };
      throw new Error('cannot lay out the board');
      type K = 'Big Key';
    `);
    expect(found).toEqual([
      'Damage',
      'in hand',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's source, as the scan reports it
      '`with group ${v}`',
    ]);
  });

  test('every .ts of src/replay and src/playback takes its words from the catalogue', () => {
    const found = scanFiles(LABEL_DIRS, '.ts', proseIn);
    expect(found, 'move these words to src/messages').toEqual({});
  });
});
