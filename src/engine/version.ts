/** Engine version written into every log header. Kept equal to package.json's version (a test checks). */
export const ENGINE_VERSION = '0.1.0';
export const ENGINE_NAME = 'quadriga';
