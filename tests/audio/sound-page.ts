/**
 * What tests/audio/sound.test.ts loads into a blank page of headless Chromium: the replay plan, the
 * offline renderer and a recording's programme soundtrack, bundled on their own (no viewer, no WebGL), on `window.quadrigaSound`.
 */
import { renderOffline, renderTrack, wav } from '../../src/audio/offline.ts';
import { buildScore } from '../../src/audio/score.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { programmeSound } from '../../src/ui/broadcast/programme-sound.ts';

export const api = { buildPlan, buildScore, programmeSound, renderOffline, renderTrack, wav };
Object.assign(window, { quadrigaSound: api });
