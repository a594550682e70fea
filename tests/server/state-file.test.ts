import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startRelay } from '../../src/server/relay.ts';
import { RACE, relay } from './helpers.ts';

// Issue 23 item 7: a relay restarted on a state file trusts only what a relay could have written.
// A start far ahead or a pace out of range once ran, printing a timeout warning hundreds of times a
// second; a damaged or older file must be refused with a message naming the file and the field.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-state-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A state file as a relay writes it, with the race on air and its start. */
async function savedState(name: string): Promise<{ path: string; state: Record<string, unknown> }> {
  const path = join(TMP, name);
  const r = await relay({ stateFile: path, gap: 60 });
  await r.close();
  return { path, state: JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> };
}

const restart = (stateFile: string) => startRelay({ race: RACE, pace: 200, staticDir: null, stateFile });

describe('a state file', () => {
  test('as written, it is resumed: the same race on air', async () => {
    const { path, state } = await savedState('good.json');
    const r = await restart(path);
    if (!r.ok) throw new Error(r.error);
    expect(r.relay.current()?.race).toBe((state['current'] as { id: string }).id);
    await r.relay.close();
  });

  test('a race starting 1e13 ms ahead is refused: the file is damaged or the clock moved', async () => {
    const { path, state } = await savedState('ahead.json');
    const current = state['current'] as { startsAt: number };
    writeFileSync(path, JSON.stringify({ ...state, current: { ...current, startsAt: Date.now() + 1e13 } }));
    const r = await restart(path);
    if (r.ok) await r.relay.close();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/starts \d+ s from now, more than 2 days ahead/);
  });

  test.each([
    ['1e-300', 1e-300],
    ['1e9', 1e9],
  ])('a pace of %s is refused, naming the file and the field', async (_, pace) => {
    const { path, state } = await savedState(`pace-${pace}.json`);
    writeFileSync(path, JSON.stringify({ ...state, current: { ...(state['current'] as object), pace } }));
    const r = await restart(path);
    if (r.ok) await r.relay.close();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`relay state ${path} is damaged at $.current.pace`);
  });

  test('not JSON, or written by an older relay, is refused with the reason', async () => {
    const broken = join(TMP, 'broken.json');
    writeFileSync(broken, '{"version":3,');
    const a = await restart(broken);
    expect(a.ok ? '' : a.error).toMatch(new RegExp(`relay state ${broken} is not valid JSON`));
    const old = join(TMP, 'old.json');
    writeFileSync(old, JSON.stringify({ version: 2 }));
    const b = await restart(old);
    expect(b.ok ? '' : b.error).toContain('was written by an older relay (state version 2)');
  });
});
