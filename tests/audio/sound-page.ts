/**
 * What tests/audio/sound.test.ts loads into a blank page of headless Chromium: the replay plan and
 * the offline renderer, bundled on their own (no viewer, no WebGL), on `window.quadrigaSound`.
 */
import { renderOffline, renderTape, wav } from '../../src/audio/offline.ts';
import { buildScore } from '../../src/audio/score.ts';
import { buildPlan } from '../../src/replay/plan.ts';

export const api = { buildPlan, buildScore, renderOffline, renderTape, wav };
Object.assign(window, { quadrigaSound: api });
