// The one HTTP server the browser talks to: the SPA (built, or Vite in dev mode),
// /config.json, /api/* (local API Gateway), /stream/* (streamed routes, piped as they
// come), /cognito (Cognito proxy), /s3/* (s3rver), /sandbox/* (the network sandbox) and, in
// local mode only, /dev/outbox and /dev/networks.
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.ts';
import { handleCognitoProxy, type CognitoUpstream } from './cognito-proxy.ts';
import { decideHost, type HostPolicy } from './hosts.ts';
import { readBody } from './http-util.ts';
import type { NetworkSandbox } from './network-sandbox.ts';
import { outboxPage, type Outbox } from './outbox.ts';

/** API Gateway's own payload limit; the handlers refuse far smaller JSON bodies themselves. */
const API_BODY_LIMIT = 10 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface WebServerParts {
  distDir: string;
  /** The Host headers answered and the one origin pages live on (bin/local/hosts.ts). */
  hosts: HostPolicy;
  /** /config.json, from configuration alone (the Cognito endpoint on the canonical origin). */
  runtimeConfig: () => RuntimeConfig;
  api: (req: http.IncomingMessage, path: string, rawQuery: string, body: string) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
  /** Streamed routes (bin/local/api-gateway.ts createStreamGateway): writes the response itself, chunk by chunk; answers the status. */
  stream?: (req: http.IncomingMessage, res: http.ServerResponse, path: string, rawQuery: string, body: string) => Promise<number>;
  cognitoUpstream: CognitoUpstream;
  /** s3rver behind the signature guard (bin/local/s3-guard.ts); gets the request as sent, /s3 included. */
  s3: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
  outbox: Outbox;
  /** The network sandbox (bin/local/network-sandbox.ts): `/sandbox/{host}/{path}` and, from this machine only, `/dev/networks`. */
  networks?: NetworkSandbox;
  /** Vite's connect middleware in dev mode. */
  vite?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  /**
   * Security headers of the built SPA's files and /config.json (infra/security-headers.ts,
   * as CloudFront sends them), from the runtime config served to the same host. Unset in
   * dev mode: Vite's HMR client needs inline scripts.
   */
  securityHeaders?: (runtimeConfig: RuntimeConfig) => Record<string, string>;
  log?: (line: string) => void;
}

/** Text files worth compressing (what CloudFront compresses in AWS); images and fonts already are. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wanted = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wanted('br')) return 'br';
  if (wanted('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed bytes per file version: the built files only change on a rebuild (new mtime). */
const compressedCache = new Map<string, Promise<Buffer>>();

function compressed(file: string, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${file}:${statSync(file).mtimeMs}:${encoding}`;
  let entry = compressedCache.get(key);
  if (!entry) {
    // Brotli quality 5: near its best ratio for JS at a fraction of quality 11's time.
    entry = readFile(file).then((bytes) => (encoding === 'br' ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(bytes)));
    entry.catch(() => compressedCache.delete(key));
    compressedCache.set(key, entry);
  }
  return entry;
}

function sendFile(file: string, headers: Record<string, string>, acceptEncoding: string | undefined, res: http.ServerResponse): void {
  const encoding = compressible.has(path.extname(file)) ? preferredEncoding(acceptEncoding) : null;
  if (!encoding) {
    res.writeHead(200, compressible.has(path.extname(file)) ? { ...headers, vary: 'accept-encoding' } : headers);
    createReadStream(file).pipe(res);
    return;
  }
  compressed(file, encoding).then(
    (body) => {
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length), vary: 'accept-encoding' });
      res.end(body);
    },
    (error: unknown) => {
      process.stderr.write(`[local] compressing ${file} failed: ${(error as Error).message}\n`);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal Server Error' }));
    },
  );
}

function serveStatic(distDir: string, urlPath: string, res: http.ServerResponse, acceptEncoding?: string): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/';
  }
  const file = path.normalize(path.join(distDir, decoded));
  const inside = file.startsWith(distDir + path.sep);
  if (inside && existsSync(file) && statSync(file).isFile()) {
    const immutable = decoded.startsWith('/assets/');
    sendFile(
      file,
      {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      acceptEncoding,
      res,
    );
    return;
  }
  if (path.extname(decoded)) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not Found' }));
    return;
  }
  // SPA fallback, as CloudFront's error response does in AWS.
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The web app is not built yet. Run npm start again (it builds web/ first).' }));
    return;
  }
  sendFile(index, { 'content-type': contentTypes['.html']!, 'cache-control': 'no-cache' }, acceptEncoding, res);
}

/** A connection from this machine itself (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** The request body, or null after answering 413 with a JSON message when it is over `limit` bytes. */
async function bodyOr413(req: http.IncomingMessage, res: http.ServerResponse, limit: number): Promise<string | null> {
  try {
    return await readBody(req, limit);
  } catch {
    res.writeHead(413, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Request Entity Too Large' }));
    return null;
  }
}

export function createWebHandler(parts: WebServerParts): http.RequestListener {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const started = Date.now();
    // Before any route: a name not configured is refused, a page on another local name moves.
    const host = decideHost(parts.hosts, req.headers.host, req.method, req.url ?? '/');
    if (host.kind === 'refuse') {
      res.writeHead(421, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: host.message }));
      return;
    }
    if (host.kind === 'redirect') {
      res.writeHead(308, { location: host.location, 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: `Markk is at ${host.location}` }));
      return;
    }
    try {
      // The public API at /v1 on the stack's own origin too (in AWS it is at the root of the API's
      // domain), so `curl http://localhost:PORT/v1/…` works as the README shows.
      if (pathname.startsWith('/v1/')) {
        const body = await bodyOr413(req, res, API_BODY_LIMIT);
        if (body === null) return;
        const reply = await parts.api(req, pathname, url.search.slice(1), body);
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
        parts.log?.(`${req.method} ${pathname} ${reply.status} ${Date.now() - started}ms`);
        return;
      }
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        const body = await bodyOr413(req, res, API_BODY_LIMIT);
        if (body === null) return;
        const reply = await parts.api(req, pathname.slice(4) || '/', url.search.slice(1), body);
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
        parts.log?.(`${req.method} ${pathname} ${reply.status} ${Date.now() - started}ms`);
        return;
      }
      // Short links live on the app's origin, as CloudFront's /l/* behaviour sends them to the API in AWS.
      if (pathname.startsWith('/l/')) {
        const reply = await parts.api(req, pathname, url.search.slice(1), '');
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
        parts.log?.(`${req.method} ${pathname} ${reply.status} ${Date.now() - started}ms`);
        return;
      }
      if (parts.stream && pathname.startsWith('/stream/')) {
        const body = await bodyOr413(req, res, API_BODY_LIMIT);
        if (body === null) return;
        const status = await parts.stream(req, res, pathname.slice('/stream'.length), url.search.slice(1), body);
        parts.log?.(`${req.method} ${pathname} ${status} ${Date.now() - started}ms (streamed)`);
        return;
      }
      if (pathname === '/cognito' || pathname.startsWith('/cognito/')) {
        const body = await bodyOr413(req, res, 1024 * 1024);
        if (body === null) return;
        await handleCognitoProxy(parts.cognitoUpstream, req, res, body);
        return;
      }
      if (parts.networks && pathname.startsWith('/sandbox/')) {
        await parts.networks.handle(req, res);
        return;
      }
      if (parts.networks && (pathname === '/dev/networks' || pathname === '/dev/networks.json' || pathname === '/dev/networks/control')) {
        // What fake accounts published and the failure switches: this machine only, like the outbox.
        if (!isLoopback(req.socket.remoteAddress)) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'Not found' }));
          return;
        }
        await parts.networks.handleDev(req, res);
        return;
      }
      if (pathname.startsWith('/s3/')) {
        await parts.s3(req, res);
        return;
      }
      const secure = () => {
        if (!parts.securityHeaders) return;
        const headers = parts.securityHeaders(parts.runtimeConfig());
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      };
      if (pathname === '/config.json') {
        secure();
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
        res.end(JSON.stringify(parts.runtimeConfig()));
        return;
      }
      if (pathname === '/dev/outbox' || pathname === '/dev/outbox.json') {
        // Verification codes: readable only from this machine, whatever MARKK_HOST exposes.
        if (!isLoopback(req.socket.remoteAddress)) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'Not found' }));
          return;
        }
        const mails = parts.outbox.list();
        if (pathname.endsWith('.json')) {
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify(mails));
        } else {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end(outboxPage(mails));
        }
        return;
      }
      if (parts.vite) {
        parts.vite(req, res, () => serveStatic(parts.distDir, pathname, res, req.headers['accept-encoding']));
        return;
      }
      secure();
      serveStatic(parts.distDir, pathname, res, req.headers['accept-encoding']);
    } catch (error) {
      process.stderr.write(`[local] ${req.method} ${pathname} failed: ${(error as Error).stack ?? error}\n`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal Server Error' }));
    }
  };
}
