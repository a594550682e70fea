/**
 * What tests/audio/sound.test.ts loads into a blank page of headless Chromium: the replay plan and
 * the offline renderer, bundled on their own (no viewer, no WebGL), on `window.quadrigaSound`.
 */
import { renderOffline, wav } from '../../src/audio/offline.ts';
import { buildPlan } from '../../src/replay/plan.ts';

export const api = { buildPlan, renderOffline, wav };
Object.assign(window, { quadrigaSound: api });
