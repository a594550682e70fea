/**
 * A small WebM (Matroska) writer for one video track of encoded frames (WebCodecs' output), for
 * the video export. The whole file is written at the end, when every frame is known, so each
 * element's size is exact and the file carries its duration (a player can seek it and show its
 * length, unlike MediaRecorder's live files). Clusters start at key frames, and at least every
 * MAX_CLUSTER_MS so the blocks' 16-bit relative times never overflow.
 * Element ids and layout: https://www.matroska.org/technical/elements.html
 */

export interface EncodedFrame {
  /** Microseconds from the start of the video. */
  timestamp: number;
  key: boolean;
  data: Uint8Array<ArrayBuffer>;
}

export interface WebmTrack {
  /** Matroska codec id: 'V_VP8' or 'V_VP9'. */
  codecId: string;
  width: number;
  height: number;
}

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

/** Longest cluster, ms: a block's time within its cluster is a signed 16-bit count of ms. */
export const MAX_CLUSTER_MS = 30_000;

type Part = Uint8Array<ArrayBuffer>;

function idBytes(id: number): Part {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Uint8Array.from(out);
}

/** An element size as an EBML variable-length integer, in the fewest bytes. */
export function sizeBytes(size: number): Part {
  let length = 1;
  // 2^(7n) - 1 is reserved (unknown size), so a size must stay below it.
  while (size >= 2 ** (7 * length) - 1) length++;
  const out = new Uint8Array(length);
  let v = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

/** An element: its id, its size, then its body's parts (appended one by one: bodies can be long). */
function element(id: number, ...bodies: Part[][]): Part[] {
  const out: Part[] = [idBytes(id), new Uint8Array(0)];
  let size = 0;
  for (const body of bodies)
    for (const part of body) {
      out.push(part);
      size += part.length;
    }
  out[1] = sizeBytes(size);
  return out;
}

function uint(id: number, value: number): Part[] {
  const out: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return element(id, [Uint8Array.from(out.length ? out : [0])]);
}

function float64(id: number, value: number): Part[] {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, [bytes]);
}

const text = (id: number, value: string): Part[] => element(id, [new TextEncoder().encode(value)]);

function simpleBlock(frame: EncodedFrame, clusterMs: number): Part[] {
  const head = new Uint8Array(4);
  head[0] = 0x81; // track 1
  new DataView(head.buffer).setInt16(1, Math.round(frame.timestamp / 1000) - clusterMs);
  head[3] = frame.key ? 0x80 : 0;
  return element(ID.SimpleBlock, [head, frame.data]);
}

/**
 * The WebM file of `frames` (in decoding order, the first a key frame), lasting `durationUs`
 * microseconds (at least to the last frame), as the parts of a Blob (the frames' own bytes are
 * not copied).
 */
export function writeWebm(track: WebmTrack, frames: readonly EncodedFrame[], durationUs: number): Part[] {
  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
  const lastMs = frames.length ? Math.round(frames[frames.length - 1]!.timestamp / 1000) : 0;
  const info = element(
    ID.Info,
    uint(ID.TimecodeScale, 1_000_000), // times in ms
    float64(ID.Duration, Math.max(lastMs, durationUs / 1000)),
    text(ID.MuxingApp, 'quadriga'),
    text(ID.WritingApp, 'quadriga'),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1), // video
      uint(ID.FlagLacing, 0),
      text(ID.CodecID, track.codecId),
      element(ID.Video, uint(ID.PixelWidth, track.width), uint(ID.PixelHeight, track.height)),
    ),
  );
  const clusters: Part[][] = [];
  let blocks: Part[][] = [];
  let clusterMs = 0;
  const close = (): void => {
    if (blocks.length) clusters.push(element(ID.Cluster, uint(ID.Timecode, clusterMs), ...blocks));
    blocks = [];
  };
  for (const frame of frames) {
    const ms = Math.round(frame.timestamp / 1000);
    if (blocks.length === 0 || (frame.key && ms > clusterMs) || ms - clusterMs >= MAX_CLUSTER_MS) {
      close();
      clusterMs = ms;
    }
    blocks.push(simpleBlock(frame, clusterMs));
  }
  close();
  return [...header, ...element(ID.Segment, info, tracks, ...clusters)];
}
