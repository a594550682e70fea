import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoLog } from './scripts/demo-log.ts';
import { earlyStartHtml } from './scripts/early-start-html.ts';
import { glslMinify } from './scripts/glsl-minify.ts';

export default defineConfig({
  plugins: [react(), demoLog(), glslMinify(), earlyStartHtml()],
  build: { target: 'es2022' },
  // Module workers, so the engine's worker can load each ruleset's code on demand (an iife worker
  // would inline every dynamic import).
  worker: { format: 'es' },
});
