import type { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import * as ws from 'ws';
import {
  batchFrame,
  batchMessage,
  endFrame,
  endMessage,
  type PreparedRace,
  prepareRace,
  textFrame,
} from '../../src/server/prepared-race.ts';
import type { EndMessage, EventsMessage } from '../../src/server/protocol.ts';
import { buildSchedule } from '../../src/server/schedule.ts';
import { RACE, resolved } from './helpers.ts';

// What the relay sends is encoded once per race: every viewer gets the same bytes, which must be
// exactly the protocol's messages (JSON.stringify of each), cut at a seq for a viewer resuming mid-turn.

const LOG = resolved();
const ID = 'r1-crudis-7-0123456789';

function prepared(): PreparedRace {
  const r = prepareRace(ID, { inputs: RACE }, LOG);
  if (!r.ok) throw new Error(r.error);
  return r.race;
}

describe('a prepared race', () => {
  test("each turn's message is the protocol's events message, byte for byte, and the end its footer", () => {
    const race = prepared();
    const planned = buildSchedule(LOG);
    if (!planned.ok) throw new Error(planned.error);
    const batches = planned.schedule.batches;
    expect(race.batches).toHaveLength(batches.length);
    for (const [k, b] of batches.entries()) {
      const message: EventsMessage = {
        v: 1,
        type: 'events',
        race: ID,
        turn: b.turn,
        time: b.time,
        until: b.until,
        events: b.events,
      };
      expect(batchMessage(race, k).toString()).toBe(JSON.stringify(message));
    }
    const end: EndMessage = { v: 1, type: 'end', race: ID, footer: LOG.footer, checkpoints: LOG.checkpoints };
    expect(endMessage(race).toString()).toBe(JSON.stringify(end));
  });

  test('a whole turn is one buffer for every viewer: asked again, the same bytes, not a copy', () => {
    const race = prepared();
    const k = Math.floor(race.batches.length / 2);
    const first = batchMessage(race, k);
    expect(batchMessage(race, k)).toBe(first);
    expect(first.buffer).toBe(race.bytes.buffer);
  });

  test('a viewer resuming mid-turn gets the rest of the turn: the events after its seq', () => {
    const race = prepared();
    const k = race.batches.findIndex((b) => b.lastSeq - b.firstSeq >= 2);
    expect(k).toBeGreaterThanOrEqual(0);
    const b = race.batches[k]!;
    const cut = JSON.parse(batchMessage(race, k, b.firstSeq).toString()) as EventsMessage;
    const whole = JSON.parse(batchMessage(race, k).toString()) as EventsMessage;
    expect(cut).toEqual({ ...whole, events: whole.events.slice(1) });
    expect(cut.events.map((e) => e.seq)).toEqual(
      Array.from({ length: b.lastSeq - b.firstSeq }, (_, i) => b.firstSeq + 1 + i),
    );
  });
});

/** What `ws`'s own reader (a client's, as a viewer's browser reads) makes of `bytes`: its text messages. */
function readAsClient(bytes: Buffer): string[] {
  const Receiver = (ws as unknown as { Receiver: new (o: { isServer: boolean }) => Writable }).Receiver;
  const receiver = new Receiver({ isServer: false });
  const got: string[] = [];
  receiver.on('message', (data: Buffer, binary: boolean) => got.push(binary ? 'binary!' : data.toString()));
  receiver.on('error', (e: Error) => got.push(`error: ${e.message}`));
  receiver.write(bytes);
  return got;
}

describe('the frames the relay writes to every viewer', () => {
  test("are WebSocket text frames a client reads as the message, at each length's header size", () => {
    // 125 and below: a 7-bit length; up to 65,535 a 16-bit one; beyond, 64 bits.
    for (const n of [0, 1, 125, 126, 65_535, 65_536, 70_001]) {
      const text = 'x'.repeat(n);
      const frame = textFrame(Buffer.from(text));
      expect(frame.length - n, `header of a ${n}-byte message`).toBe(n < 126 ? 2 : n < 65_536 ? 4 : 10);
      expect(readAsClient(frame)).toEqual([text]);
    }
  });

  test('each turn and the end, framed once: the same frame for every viewer, and the message inside', () => {
    const race = prepared();
    const k = Math.floor(race.batches.length / 2);
    const frame = batchFrame(race, k);
    expect(batchFrame(race, k)).toBe(frame);
    expect(readAsClient(frame)).toEqual([batchMessage(race, k).toString()]);
    expect(endFrame(race)).toBe(endFrame(race));
    expect(readAsClient(endFrame(race))).toEqual([endMessage(race).toString()]);
    // A viewer resuming mid-turn gets its own cut, framed.
    const b = race.batches.find((x) => x.lastSeq > x.firstSeq)!;
    const at = race.batches.indexOf(b);
    expect(readAsClient(batchFrame(race, at, b.firstSeq))).toEqual([
      batchMessage(race, at, b.firstSeq).toString(),
    ]);
  });
});
