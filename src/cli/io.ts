import { readFile, writeFile } from 'node:fs/promises';
import { CliFailure } from './errors.ts';

/** Where a command writes: data to `out` (stdout), messages to `err` (stderr). Tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Reads standard input to its end. */
  stdin(): Promise<string>;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

function reason(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** Reads a text file, or standard input for `-`. */
export async function readText(io: CliIo, path: string, what: string): Promise<string> {
  if (path === '-') return io.stdin();
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    throw new CliFailure(`cannot read ${what} ${path}: ${reason(e)}`);
  }
}

/** Writes a text file, or standard output for `-`. */
export async function writeText(io: CliIo, path: string, text: string, what: string): Promise<void> {
  if (path === '-') {
    io.out(text);
    return;
  }
  try {
    await writeFile(path, text);
  } catch (e) {
    throw new CliFailure(`cannot write ${what} ${path}: ${reason(e)}`);
  }
}
