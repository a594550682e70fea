import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '../../src/ui/segment-feed.ts';

/** Debian's nginx (CI installs it: .ci/run). */
export const NGINX = '/usr/sbin/nginx';

export interface CachingProxy {
  /** http://127.0.0.1:port/ in front of the origin. */
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts nginx on loopback as a caching proxy in front of `origin` (host:port), as a CDN edge
 * would be: it keeps what the origin says it may (Cache-Control), lets one request per missing
 * object through while the others wait for it (proxy_cache_lock), refreshes an expired index with
 * a conditional request (proxy_cache_revalidate) and answers followers' conditional requests
 * itself. Everything lives in a temporary folder removed by `stop`.
 */
export async function startCachingProxy(origin: string): Promise<CachingProxy> {
  if (!existsSync(NGINX))
    throw new Error(`this test needs nginx at ${NGINX}: install it with 'sudo apt-get install nginx'`);
  const dir = mkdtempSync(join(tmpdir(), 'quadriga-nginx-'));
  for (const d of ['cache', 'tmp']) mkdirSync(join(dir, d));
  const port = await freePort();
  // As root, nginx would hand its work to 'nobody', who may not write the cache in our folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const conf = `
${user}
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=segments:10m max_size=256m inactive=10m use_temp_path=off;
  upstream origin { server ${origin}; keepalive 8; }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    keepalive_requests 100000;
    location / {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache segments;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 60s;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once it answers.
  const url = `http://127.0.0.1:${port}/`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    const up = await new Promise<boolean>((resolve) => {
      const req = request(`${url}nginx-up`, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) break;
    if (Date.now() - t0 > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const late = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(late);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A `fetch` for many simulated followers over a few kept-alive connections (node:http: far cheaper
 * per request than the global fetch, so thousands of followers fit on a small machine).
 */
export function pooledFetch(sockets: number): { fetch: FetchLike; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const fetch: FetchLike = (url, init = {}) =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers: init.headers ?? {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status,
            ok: status >= 200 && status < 300,
            headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
            text: async () => body,
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { fetch, close: () => agent.destroy() };
}
