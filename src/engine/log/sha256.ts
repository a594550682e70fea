/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, written for the engine: every turn's state hash
 * and the log's digest go through it, so it is on the hot path of every race. Plain 32-bit integer
 * arithmetic over a reused message schedule; no dependencies, no platform crypto (which is
 * asynchronous in browsers).
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** The message schedule, reused by every block of every hash (the engine is single-threaded). */
const W = new Int32Array(64);

/** The bytes of the message being hashed, reused and grown as needed (not allocated per hash). */
let bytes = new Uint8Array(1 << 16);

/** The platform's UTF-8 encoder, as much a part of every JavaScript platform (browsers, workers,
 * Node) as the language itself, and synchronous, unlike platform crypto: encoding natively is
 * several times faster than a loop of charCodeAt. (Declared here: the engine compiles without
 * the DOM's types.) */
declare const TextEncoder: new () => {
  encodeInto(text: string, into: Uint8Array): { read: number; written: number };
};
const utf8 = new TextEncoder();

/** The room SHA-256's padding needs after a message, in bytes (a 64-byte block at most and 8). */
export const SHA256_PADDING = 72;

/**
 * UTF-8 bytes of `text` (lone surrogates become U+FFFD, as TextEncoder does), followed by SHA-256
 * padding.
 */
function paddedUtf8(text: string): Uint8Array {
  const need = text.length * 3 + SHA256_PADDING;
  if (bytes.length < need) bytes = new Uint8Array(Math.max(need, bytes.length * 2));
  // Three bytes a UTF-16 unit at most (a pair's four bytes are two units), so it always fits.
  return padded(bytes, utf8.encodeInto(text, bytes).written);
}

/**
 * Pads the message `out[0, n)` in place: a 0x80 byte, zeros, and the message length in bits as a
 * 64-bit big-endian number, up to a whole number of 64-byte blocks (`out` has room for
 * SHA256_PADDING bytes after the message). Returns the padded message.
 */
function padded(out: Uint8Array, n: number): Uint8Array {
  const end = Math.ceil((n + 9) / 64) * 64;
  out[n] = 0x80;
  out.fill(0, n + 1, end);
  const hi = Math.floor(n / 0x20000000);
  const lo = (n << 3) >>> 0;
  for (let k = 0; k < 4; k++) {
    out[end - 8 + k] = (hi >>> (24 - 8 * k)) & 0xff;
    out[end - 4 + k] = (lo >>> (24 - 8 * k)) & 0xff;
  }
  return out.subarray(0, end);
}

const hex8 = (x: number): string => (x >>> 0).toString(16).padStart(8, '0');

/** The SHA-256 of a string's UTF-8 encoding, as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  return digestHex(paddedUtf8(text));
}

/**
 * The SHA-256 of the bytes `message[0, n)`, as 64 lower-case hex digits, for a writer that puts
 * its bytes straight into a buffer. The buffer must have SHA256_PADDING bytes of room after the
 * message: the padding is written there (the buffer's contents after `n` are lost).
 */
export function sha256HexOfBytes(message: Uint8Array, n: number): string {
  if (message.length < n + SHA256_PADDING)
    throw new RangeError(`sha256HexOfBytes: ${n} bytes need ${SHA256_PADDING} bytes of room after them`);
  return digestHex(padded(message, n));
}

/** SHA-256 of a padded message (a whole number of 64-byte blocks). */
function digestHex(m: Uint8Array): string {
  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  for (let off = 0; off < m.length; off += 64) {
    for (let t = 0; t < 16; t++) {
      const j = off + 4 * t;
      W[t] = (m[j]! << 24) | (m[j + 1]! << 16) | (m[j + 2]! << 8) | m[j + 3]!;
    }
    for (let t = 16; t < 64; t++) {
      const a = W[t - 15]!;
      const b = W[t - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      W[t] = (W[t - 16]! + s0 + W[t - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let t = 0; t < 64; t++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[t]! + W[t]!) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return hex8(h0) + hex8(h1) + hex8(h2) + hex8(h3) + hex8(h4) + hex8(h5) + hex8(h6) + hex8(h7);
}
