import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { describeIssue, RaceIdSchema, RaceInputsSchema } from './protocol.ts';

/**
 * The operator's commands (the control page, or anyone with the publish token): POST /control with
 * `Authorization: Bearer <token>` and one command as JSON. The answer is the relay's status after
 * the command (200), or `{ error }` with 400 (a malformed command), 401 (no or a wrong token), 409
 * (it cannot be done now: nothing to skip, already held), 429 (too many wrong tokens) or 503.
 */
export const ControlCommandSchema = z.discriminatedUnion('action', [
  /** Queue a race, as `quadriga publish` does. */
  z.strictObject({ action: z.literal('publish'), race: RaceInputsSchema }),
  /** Move a waiting race to place `to` of the queue (0 is next). */
  z.strictObject({ action: z.literal('move'), race: RaceIdSchema, to: z.number().int().min(0).max(10_000) }),
  /** Resume a held programme; a race announced but not started starts now. */
  z.strictObject({ action: z.literal('start') }),
  z.strictObject({ action: z.literal('hold') }),
  /** The race on air (no id, or its id) goes off now; a waiting race's id takes it off the queue. */
  z.strictObject({ action: z.literal('skip'), race: RaceIdSchema.optional() }),
  /** The director stays on this chariot of the race on air (null lets it go). */
  z.strictObject({ action: z.literal('lock'), chariot: z.string().min(1).max(40).nullable() }),
  z.strictObject({ action: z.literal('replay') }),
  z.strictObject({ action: z.literal('overlay'), on: z.boolean() }),
]);

export type ControlCommand = z.infer<typeof ControlCommandSchema>;

/** What a command did: the HTTP status, and an error in words unless it was done. */
export type ControlResult = { ok: true } | { ok: false; status: 400 | 409 | 503; message: string };

export const CONTROL_PATH = '/control';
/** Bytes a command may have (a publish with a setup is the largest). */
const MAX_COMMAND_BYTES = 64 * 1024;

export interface ControlDeps {
  /** The token's check, failures counted per address: 'limited' after too many, 'disabled' without a token. */
  authorize(token: string | undefined, address: string): 'ok' | 'wrong' | 'limited' | 'disabled';
  act(command: ControlCommand): ControlResult;
  status(): unknown;
  page(): string;
}

function reply(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(text);
}

/** GET /control: the control page; POST /control: one command. */
export function serveControl(req: IncomingMessage, res: ServerResponse, deps: ControlDeps): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const page = deps.page();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(page),
      'cache-control': 'no-cache',
      // The page's own script only; it is never framed by another site.
      'content-security-policy':
        "default-src 'self'; img-src data:; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
    res.end(req.method === 'HEAD' ? undefined : page);
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, HEAD, POST' }).end();
    return;
  }
  const auth = req.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined;
  const allowed = deps.authorize(token, req.socket.remoteAddress ?? '');
  if (allowed === 'disabled') {
    reply(res, 503, { error: 'this relay has no token: start it with --token to control it' });
    req.resume();
    return;
  }
  if (allowed === 'limited') {
    reply(
      res,
      429,
      { error: 'too many wrong tokens from this address: try again later' },
      { 'retry-after': '60' },
    );
    req.resume();
    return;
  }
  if (allowed === 'wrong') {
    reply(
      res,
      401,
      { error: token === undefined ? 'missing token (Authorization: Bearer <token>)' : 'wrong token' },
      {
        'www-authenticate': 'Bearer realm="quadriga relay"',
      },
    );
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_COMMAND_BYTES) {
      if (!refused) reply(res, 413, { error: `a command is at most ${MAX_COMMAND_BYTES} bytes` });
      refused = true;
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch (e) {
      reply(res, 400, { error: `not JSON: ${(e as Error).message}` });
      return;
    }
    const parsed = ControlCommandSchema.safeParse(json);
    if (!parsed.success) {
      reply(res, 400, { error: describeIssue(parsed.error) });
      return;
    }
    const done = deps.act(parsed.data);
    if (!done.ok) reply(res, done.status, { error: done.message });
    else reply(res, 200, deps.status());
  });
}
