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
  /**
   * Each batch's whole message (then the `end` message) as one WebSocket frame, header and payload
   * together, made on first use on the relay's side: the same bytes go to every viewer in one write.
   */
  frames?: Buffer[];
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

/** How many bytes a frame header takes before a payload of `size` bytes (RFC 6455, 5.2). */
export const frameHeaderBytes = (size: number): number => (size < 126 ? 2 : size < 65_536 ? 4 : 10);

/** A final, unmasked WebSocket text frame (what a server sends) holding `payload` whole. */
export function textFrame(payload: Uint8Array): Buffer {
  const size = payload.length;
  const at = frameHeaderBytes(size);
  const frame = Buffer.allocUnsafeSlow(at + size);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (at === 2) frame[1] = size;
  else if (at === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(size, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(size / 2 ** 32), 2);
    frame.writeUInt32BE(size >>> 0, 6);
  }
  frame.set(payload, at);
  return frame;
}

/**
 * Message `k` of the race as a WebSocket frame: batch k's whole `events` message, or the `end`
 * message for k = the number of batches. Made once per race and kept.
 */
export function messageFrame(race: PreparedRace, k: number): Buffer {
  race.frames ??= [];
  let frame = race.frames[k];
  if (!frame) {
    const end = k + 1 < race.messageStart.length ? race.messageStart[k + 1]! : race.bytes.length;
    frame = textFrame(view(race, race.messageStart[k]!, end));
    race.frames[k] = frame;
  }
  return frame;
}

/** The payload of a frame made by `textFrame` (its second byte says how long its header is). */
const payloadOf = (frame: Buffer): Buffer => {
  const mark = frame[1]! & 0x7f;
  return frame.subarray(mark < 126 ? 2 : mark === 126 ? 4 : 10);
};

/** The `events` message of batch `k`, holding only the events after seq `afterSeq`. */
export function batchMessage(race: PreparedRace, k: number, afterSeq = -1): Buffer {
  const b = race.batches[k]!;
  const start = race.messageStart[k]!;
  const end = race.messageStart[k + 1]!;
  if (afterSeq < b.firstSeq) return payloadOf(messageFrame(race, k));
  const cut = race.eventStart[afterSeq + 1]!;
  return Buffer.concat([
    view(race, start, race.eventStart[b.firstSeq]!),
    view(race, cut, end - SUFFIX.length),
    Buffer.from(SUFFIX),
  ]);
}

/** The `end` message: footer and checkpoints. */
export function endMessage(race: PreparedRace): Buffer {
  return payloadOf(messageFrame(race, race.batches.length));
}

/** Bytes a prepared race holds. */
export const preparedBytes = (race: PreparedRace): number =>
  race.bytes.byteLength + race.messageStart.byteLength + race.eventStart.byteLength;
