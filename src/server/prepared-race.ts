import type { Header, RaceLog } from '../engine/log/schema.ts';
import { PROTOCOL_VERSION, type RaceInputs } from './protocol.ts';
import { buildSchedule } from './schedule.ts';
import type { RaceSource, RecordedLog } from './sources.ts';

/** When one turn's batch goes out, and which events it holds (seqs `firstSeq`..`lastSeq`). */
export interface BatchInfo {
  turn: number;
  /** Plan seconds at which the turn begins: the batch's release time. */
  time: number;
  /** Plan seconds at which the turn ends. */
  until: number;
  firstSeq: number;
  lastSeq: number;
}

/**
 * A resolved race, ready to feed: every message it will send is encoded once, back to back in one
 * buffer, and the same bytes go to every viewer. No event objects are kept: a queued race costs its
 * encoded size and nothing more, and the buffer moves from the resolving worker without a copy.
 */
export interface PreparedRace {
  id: string;
  inputs: RaceInputs;
  /** The recorded log it was read from, if it was not resolved from its inputs. */
  log?: RecordedLog;
  /** Its place in the season the relay runs (from 0), for a season's race. */
  season?: number;
  header: Header;
  eventCount: number;
  /** The log's footer digest. */
  digest: string;
  /** Plan seconds at which the race ends (the `end` message goes out then). */
  duration: number;
  batches: BatchInfo[];
  /** The `events` message of each batch, then the `end` message. */
  bytes: Uint8Array;
  /** Batch k's message is bytes[messageStart[k], messageStart[k + 1]); the last entry starts `end`. */
  messageStart: Int32Array;
  /** Where event seq s begins in `bytes` (events are separated by one comma). */
  eventStart: Int32Array;
  /** Each batch's whole message as a Buffer view, made on first use on the relay's side. */
  views?: Buffer[];
  /** Each batch's whole message and the `end` message as WebSocket frames, made on first use on the relay's side. */
  frames?: Buffer[];
  endFrame?: Buffer;
}

export type PrepareResult = { ok: true; race: PreparedRace } | { ok: false; error: string };

const SUFFIX = ']}';

/** Encodes a resolved log's messages under race id `id`. */
export function prepareRace(id: string, source: RaceSource, log: RaceLog): PrepareResult {
  const planned = buildSchedule(log);
  if (!planned.ok) return { ok: false, error: planned.error };
  const { batches, duration } = planned.schedule;
  const parts: string[] = [];
  const messageStart = new Int32Array(batches.length + 1);
  const eventStart = new Int32Array(log.events.length);
  let at = 0;
  const put = (text: string): void => {
    parts.push(text);
    at += Buffer.byteLength(text);
  };
  for (const [k, b] of batches.entries()) {
    messageStart[k] = at;
    // The same text JSON.stringify gives for an EventsMessage, written in pieces so each event's
    // place is known (a viewer resuming mid-turn gets the turn's message cut at its seq).
    const head = JSON.stringify({
      v: PROTOCOL_VERSION,
      type: 'events',
      race: id,
      turn: b.turn,
      time: b.time,
      until: b.until,
    });
    put(`${head.slice(0, -1)},"events":[`);
    for (const [i, e] of b.events.entries()) {
      if (e.seq !== b.firstSeq + i || e.seq >= eventStart.length) {
        return { ok: false, error: `event seqs are not 0, 1, 2, ... (seq ${e.seq} in turn ${b.turn})` };
      }
      if (i > 0) put(',');
      eventStart[e.seq] = at;
      put(JSON.stringify(e));
    }
    put(SUFFIX);
  }
  messageStart[batches.length] = at;
  put(
    JSON.stringify({
      v: PROTOCOL_VERSION,
      type: 'end',
      race: id,
      footer: log.footer,
      checkpoints: log.checkpoints,
    }),
  );
  // Its own memory (not Node's shared pool), so that it can be transferred between threads.
  const bytes = Buffer.allocUnsafeSlow(at);
  let offset = 0;
  for (const p of parts) offset += bytes.write(p, offset);
  return {
    ok: true,
    race: {
      id,
      inputs: source.inputs,
      ...(source.log ? { log: source.log } : {}),
      ...(source.season === undefined ? {} : { season: source.season }),
      header: log.header,
      eventCount: log.events.length,
      digest: log.footer.digest,
      duration,
      batches: batches.map(({ turn, time, until, firstSeq, lastSeq }) => ({
        turn,
        time,
        until,
        firstSeq,
        lastSeq,
      })),
      bytes,
      messageStart,
      eventStart,
    },
  };
}

const view = (race: PreparedRace, from: number, to: number): Buffer =>
  Buffer.from(race.bytes.buffer, race.bytes.byteOffset + from, to - from);

/** The `events` message of batch `k`, holding only the events after seq `afterSeq`. */
export function batchMessage(race: PreparedRace, k: number, afterSeq = -1): Buffer {
  const b = race.batches[k]!;
  const start = race.messageStart[k]!;
  const end = race.messageStart[k + 1]!;
  if (afterSeq < b.firstSeq) {
    race.views ??= [];
    let whole = race.views[k];
    if (!whole) {
      whole = view(race, start, end);
      race.views[k] = whole;
    }
    return whole;
  }
  const cut = race.eventStart[afterSeq + 1]!;
  return Buffer.concat([
    view(race, start, race.eventStart[b.firstSeq]!),
    view(race, cut, end - SUFFIX.length),
    Buffer.from(SUFFIX),
  ]);
}

/** The `end` message: footer and checkpoints. */
export function endMessage(race: PreparedRace): Buffer {
  return view(race, race.messageStart[race.batches.length]!, race.bytes.length);
}

/** Bytes a prepared race holds. */
export const preparedBytes = (race: PreparedRace): number =>
  race.bytes.byteLength + race.messageStart.byteLength + race.eventStart.byteLength;

/**
 * A server's WebSocket text frame (RFC 6455 section 5.2: final, not masked) holding `payload`, in
 * one Buffer. The relay frames each message once and writes the frame as it is to every viewer
 * (`ws.send` would frame it again for each one: a header to allocate and a second chunk to write).
 */
export function textFrame(payload: Uint8Array): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  frame.set(payload, head);
  return frame;
}

/** `batchMessage` as a WebSocket frame; the whole message's frame is made once and kept. */
export function batchFrame(race: PreparedRace, k: number, afterSeq = -1): Buffer {
  if (afterSeq >= race.batches[k]!.firstSeq) return textFrame(batchMessage(race, k, afterSeq));
  race.frames ??= [];
  let frame = race.frames[k];
  if (!frame) {
    frame = textFrame(batchMessage(race, k));
    race.frames[k] = frame;
  }
  return frame;
}

/** `endMessage` as a WebSocket frame, made once and kept. */
export function endFrame(race: PreparedRace): Buffer {
  race.endFrame ??= textFrame(endMessage(race));
  return race.endFrame;
}
