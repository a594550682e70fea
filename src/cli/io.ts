import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CliFailure } from './errors.ts';

/** Where a command writes: data to `out` (stdout), messages to `err` (stderr). Tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Reads standard input to its end (bytes, or text where a test gives text). */
  stdin(): Promise<Uint8Array | string>;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  },
};

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
 * is recognised by its first bytes, whatever the name, and unpacked.
 */
export async function readText(io: CliIo, path: string, what: string): Promise<string> {
  const where = path === '-' ? 'standard input' : path;
  let bytes: Uint8Array | string;
  try {
    bytes = path === '-' ? await io.stdin() : await readFile(path);
  } catch (e) {
    throw new CliFailure(`cannot read ${what} ${path}: ${reason(e, path)}`);
  }
  if (typeof bytes === 'string') return bytes;
  if (!isGzip(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  try {
    return gunzipSync(bytes).toString('utf8');
  } catch (e) {
    throw new CliFailure(
      `cannot read ${what} ${where}: it starts as gzip but does not unpack (${e instanceof Error ? e.message : String(e)})`,
    );
  }
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
