import { describe, expect, test } from 'vitest';
import { addressQuality } from '../../src/ui/view-options.ts';

describe('the quality an address names', () => {
  test('each quality by name, none where the address names none', () => {
    expect(addressQuality('?quality=low')).toBe('low');
    expect(addressQuality('?mode=broadcast&seed=7&quality=high')).toBe('high');
    expect(addressQuality('?quality=medium&camera=1,2,3')).toBe('medium');
    expect(addressQuality('?mode=broadcast&seed=7')).toBeUndefined();
    expect(addressQuality('')).toBeUndefined();
  });

  test('a quality it does not know is medium, as the viewer always took it', () => {
    expect(addressQuality('?quality=ultra')).toBe('medium');
  });
});
