import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MAX_LOG_BYTES } from '../engine/log/parse.ts';
import { CliFailure } from './errors.ts';

/**
 * The most any input may hold (a log, a setup, a scenario), read or unpacked: the log parser's own
 * limit, which a twelve-chariot race is far below. Input past it is refused before it is all read.
 */
export const MAX_INPUT_BYTES = MAX_LOG_BYTES;

/** Input past its limit: reading stopped there. */
export class InputTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

/** Where a command writes: data to `out` (stdout), messages to `err` (stderr). Tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /**
   * Reads standard input to its end (bytes, or text where a test gives text), or rejects with
   * InputTooLarge as soon as it holds more than `limit` bytes, without reading the rest.
   */
  stdin(limit: number): Promise<Uint8Array | string>;
  /** Asks a question (on standard error) and reads one line of standard input; null at its end. */
  readLine?(question: string): Promise<string | null>;
}

/** Standard input line by line, made on the first question. */
let lines: AsyncIterator<string> | undefined;

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: async (limit) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Leaving the loop by the throw destroys the stream: nothing more is read.
    for await (const chunk of process.stdin) {
      size += (chunk as Buffer).length;
      if (size > limit) throw new InputTooLarge(limit);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  },
  readLine: async (question) => {
    process.stderr.write(question);
    lines ??= createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })[
      Symbol.asyncIterator
    ]();
    const next = await lines.next();
    return next.done ? null : next.value;
  },
};

/** A byte count as people read it: 64 MiB, 1.5 KiB. */
function size(bytes: number): string {
  for (const [unit, n] of [
    ['GiB', 2 ** 30],
    ['MiB', 2 ** 20],
    ['KiB', 2 ** 10],
  ] as const) {
    if (bytes >= n) return `${Number((bytes / n).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

function reason(e: unknown, path: string): string {
  const code = (e as { code?: unknown }).code;
  if (code === 'ENOENT') {
    const folder = dirname(path);
    return existsSync(folder) ? 'no such file' : `the folder ${folder} does not exist`;
  }
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** Whether bytes start with gzip's magic number. */
function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Reads a text file, or standard input for `-`. Gzipped content (a `.json.gz` log, or gzip piped in)
 * is recognised by its first bytes, whatever the name, and unpacked. Input past `limit` bytes (read
 * or unpacked) is refused as soon as that is known, before the rest is read.
 */
export async function readText(
  io: CliIo,
  path: string,
  what: string,
  limit = MAX_INPUT_BYTES,
): Promise<string> {
  const where = path === '-' ? 'standard input' : path;
  const tooLarge = (how: string): CliFailure =>
    new CliFailure(`cannot read ${what} ${where}: it ${how} more than ${size(limit)}, the most it may be`);
  let bytes: Uint8Array | string;
  try {
    if (path !== '-' && (await stat(path)).size > limit) throw new InputTooLarge(limit);
    bytes = path === '-' ? await io.stdin(limit) : await readFile(path);
  } catch (e) {
    if (e instanceof InputTooLarge) throw tooLarge(path === '-' ? 'holds' : 'is');
    throw new CliFailure(`cannot read ${what} ${path}: ${reason(e, path)}`);
  }
  if (typeof bytes === 'string') {
    if (Buffer.byteLength(bytes) > limit) throw tooLarge(path === '-' ? 'holds' : 'is');
    return stripBom(bytes);
  }
  if (!isGzip(bytes))
    return stripBom(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  try {
    return stripBom(gunzipSync(bytes, { maxOutputLength: limit }).toString('utf8'));
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge('unpacks to');
    throw new CliFailure(
      `cannot read ${what} ${where}: it starts as gzip but does not unpack (${e instanceof Error ? e.message : String(e)})`,
    );
  }
}

/** Text editors on Windows start UTF-8 files with a byte-order mark; JSON.parse does not accept one. */
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Fails early, before any work, when a file to be written has no folder to go in. */
export function checkFolder(path: string, what: string): void {
  if (path !== '-' && !existsSync(dirname(path)))
    throw new CliFailure(`cannot write ${what} ${path}: the folder ${dirname(path)} does not exist`);
}

/** Writes a text file (gzipped when its name ends in `.gz`), or standard output for `-`. */
export async function writeText(io: CliIo, path: string, text: string, what: string): Promise<void> {
  if (path === '-') {
    io.out(text);
    return;
  }
  try {
    await writeFile(path, path.toLowerCase().endsWith('.gz') ? gzipSync(text) : text);
  } catch (e) {
    throw new CliFailure(`cannot write ${what} ${path}: ${reason(e, path)}`);
  }
}

/** Reads a JSON file (or standard input for `-`); bad JSON is a failure naming the file. */
export async function readJson(io: CliIo, path: string, what: string): Promise<unknown> {
  const text = await readText(io, path, `${what} file`);
  try {
    return JSON.parse(text);
  } catch (e) {
    const where = path === '-' ? 'standard input' : path;
    throw new CliFailure(
      `the ${what} in ${where} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}
