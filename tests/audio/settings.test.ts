import { expect, test } from 'vitest';
import { readSoundParams } from '../../src/audio/settings.ts';

test('&sound= and &volume= from the address (volume 0-1, or a percentage)', () => {
  expect(readSoundParams('?mode=broadcast&sound=0')).toEqual({ on: false });
  expect(readSoundParams('?sound=1&volume=0.4')).toEqual({ on: true, volume: 0.4 });
  expect(readSoundParams('?volume=35')).toEqual({ volume: 0.35 });
  expect(readSoundParams('?volume=300')).toEqual({ volume: 1 });
  expect(readSoundParams('?volume=loud')).toEqual({});
  expect(readSoundParams('')).toEqual({});
});
