import { describe, expect, test } from 'vitest';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { checkRace, run } from './properties.ts';

// Property tests over 1,000 seeds, split over two files so they run on both cores.
const FROM = 1 * 500;
const TO = FROM + 500;

describe(`crudis over seeds ${FROM}-${TO - 1}`, () => {
  test('never throws, always finishes, positions on the track, no overlaps, wrecks in range', () => {
    for (let seed = FROM; seed < TO; seed++) checkRace(seed, run(seed));
  });

  test('deterministic: the same seed gives the same bytes', () => {
    for (let seed = FROM; seed < TO; seed += 50)
      expect(serializeLog(run(seed))).toBe(serializeLog(run(seed)));
  });
});
