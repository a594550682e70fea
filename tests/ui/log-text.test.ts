import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { logText } from '../../src/ui/log-text.ts';

const arrayBuffer = (b: Uint8Array): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe('the viewer reads plain and gzipped logs', () => {
  const text = '{"format":"quadriga.race-log","note":"Circus Maximus — é"}\n';

  test('plain UTF-8 is read as it is', async () => {
    expect(await logText(arrayBuffer(new TextEncoder().encode(text)))).toBe(text);
  });

  test('gzip is recognised by its first bytes and unpacked', async () => {
    expect(await logText(arrayBuffer(gzipSync(text)))).toBe(text);
  });

  test('bytes that start as gzip but do not unpack are an error that says so', async () => {
    await expect(logText(arrayBuffer(new Uint8Array([0x1f, 0x8b, 1, 2, 3])))).rejects.toThrow(
      /does not unpack/,
    );
  });

  test('an empty file is empty text (the parser then says what is wrong)', async () => {
    expect(await logText(new ArrayBuffer(0))).toBe('');
  });
});
