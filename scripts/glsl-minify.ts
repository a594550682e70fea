import type { Plugin } from 'vite';

/** A shader's source in the code: a template literal marked `/* glsl *\/`. */
const GLSL_LITERAL = /\/\* glsl \*\/\s*`([^`]*)`/g;
/** An interpolation in a template literal (`${...}`, no braces inside). */
const INTERPOLATION = /(\$\{[^}]*\})/;

/**
 * GLSL without its comments, indentation and blank lines: what the GPU's compiler reads, less what
 * only a person does. Lines stay lines (the preprocessor's `#define` and `#include` need them);
 * interpolations are kept as they are.
 */
export function stripGlsl(source: string): string {
  return source
    .split(INTERPOLATION)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\/\/[^\n]*/g, '')
            .replace(/[ \t]+\n/g, '\n')
            .replace(/\n[ \t]+/g, '\n')
            .replace(/\n{2,}/g, '\n'),
    )
    .join('');
}

/** Every `/* glsl *\/` literal of a module's code stripped (stripGlsl). */
export function stripGlslLiterals(code: string): string {
  return code.replace(GLSL_LITERAL, (_, body: string) => `/* glsl */ \`${stripGlsl(body)}\``);
}

/**
 * A Vite plugin for the build: the shaders written in the code ship without their comments and
 * indentation (some 2.7 KB of the first load's gzipped JavaScript, whose budget has under 1 KB to
 * spare). The development server serves them as written.
 */
export function glslMinify(): Plugin {
  return {
    name: 'quadriga-glsl-minify',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('/* glsl */')) return null;
      return { code: stripGlslLiterals(code), map: null };
    },
  };
}
