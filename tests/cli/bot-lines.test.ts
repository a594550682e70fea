import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../../src/cli/drivers/lines.ts';

function split(max: number, chunks: string[]): string[] {
  const out: string[] = [];
  const s = new LineSplitter(
    max,
    (line) => out.push(line),
    (bytes) => out.push(`<overlong ${bytes}>`),
  );
  for (const c of chunks) s.push(Buffer.from(c));
  s.close();
  return out;
}

describe("a bot's output read in bounded lines", () => {
  it('cuts lines across chunks, as readline would', () => {
    expect(split(100, ['{"id":1,', '"value":true}\n{"id"', ':2}\r\nlast'])).toEqual([
      '{"id":1,"value":true}',
      '{"id":2}',
      'last',
    ]);
  });

  it('drops a line over the bound as it comes, says how long it was, and reads the next', () => {
    expect(split(8, ['12345', '6789', '0123\nok\n', 'x'.repeat(20)])).toEqual([
      '<overlong 13>',
      'ok',
      '<overlong 20>',
    ]);
    expect(split(8, ['12345678\n'])).toEqual(['12345678']);
  });
});
