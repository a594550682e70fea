import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { stripGlsl, stripGlslLiterals } from '../../scripts/glsl-minify.ts';

const SRC = join(import.meta.dirname, '../../src');
/** The modules of src/ that write shaders in `/* glsl *\/` literals. */
const shaderModules = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => ({ file: f, code: readFileSync(join(SRC, f), 'utf8') }))
  .filter((m) => m.code.includes('/* glsl */'));

/** An interpolation as it stands in a module's code: `${expression}`. */
const hole = (expression: string): string => `\${${expression}}`;

/** The words of a text, whitespace and `//` comments aside. */
const words = (text: string): string[] =>
  text
    .replace(/\/\/[^\n]*/g, '')
    .split(/\s+/)
    .filter((w) => w !== '');

describe("the build's GLSL stripping (scripts/glsl-minify.ts)", () => {
  test('drops comments, indentation and blank lines; keeps lines, directives and interpolations', () => {
    const source = [
      '',
      `  #define N ${hole('COUNT')} // how many`,
      '  uniform float uTime;',
      '',
      '  // a note for people',
      '  void main() {',
      `    float k = ${hole('f(0.5)')} * uTime; // scaled`,
      '    gl_Position = vec4(k);',
      '  }',
      '',
    ].join('\n');
    expect(stripGlsl(source)).toBe(
      [
        '',
        `#define N ${hole('COUNT')}`,
        'uniform float uTime;',
        'void main() {',
        `float k = ${hole('f(0.5)')} * uTime;`,
        'gl_Position = vec4(k);',
        '}',
        '',
      ].join('\n'),
    );
  });

  test('changes nothing in the code outside the marked literals', () => {
    const code =
      "const a = '// not GLSL';\nconst s = /* glsl */ `\n  // gone\n  void main() {}\n`;\nconst b = `  // kept\n`;";
    expect(stripGlslLiterals(code)).toBe(
      "const a = '// not GLSL';\nconst s = /* glsl */ `\nvoid main() {}\n`;\nconst b = `  // kept\n`;",
    );
  });

  test('every shader of the viewer keeps every word of its code, only shorter', () => {
    expect(shaderModules.length).toBeGreaterThanOrEqual(8);
    for (const { file, code } of shaderModules) {
      const stripped = stripGlslLiterals(code);
      expect(stripped.length, file).toBeLessThan(code.length);
      const before = [...code.matchAll(/\/\* glsl \*\/\s*`([^`]*)`/g)].map((m) => words(m[1]!));
      const after = [...stripped.matchAll(/\/\* glsl \*\/\s*`([^`]*)`/g)].map((m) =>
        m[1]!.split(/\s+/).filter(Boolean),
      );
      expect(before.length, file).toBeGreaterThan(0);
      expect(after, file).toEqual(before);
      // outside the literals, the module is as written
      expect(stripped.replace(/\/\* glsl \*\/\s*`[^`]*`/g, '')).toBe(
        code.replace(/\/\* glsl \*\/\s*`[^`]*`/g, ''),
      );
    }
  });
});
