// The local server compresses the SPA's text files as CloudFront does: brotli or gzip by
// Accept-Encoding, with Vary so caches keep the variants apart; images pass as they are.
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPolicy } from '../../bin/local/hosts.ts';
import { createWebHandler, preferredEncoding, type WebServerParts } from '../../bin/local/web-server.ts';

const script = `export const greeting = ${JSON.stringify('Welcome to Markk! '.repeat(400))};\n`;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
let dist: string;
let server: http.Server;
let base: string;
let host: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'markk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'logo.png'), png);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Markk</title><div id="root"></div>');
  let handler: http.RequestListener = () => undefined;
  server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // The server's own name: 127.0.0.1 is answered too, but its pages move to localhost.
  handler = createWebHandler({ distDir: dist, hosts: hostPolicy('127.0.0.1', port) } as unknown as WebServerParts);
  base = `http://127.0.0.1:${port}`;
  host = `localhost:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(pathname: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathname}`, { headers: { host, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('compression of the built SPA', () => {
  it('sends JavaScript as brotli to a browser that accepts it, much smaller, with Vary', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the SPA fallback page compressed too', async () => {
    const js = await get('/assets/app-abc123.js', 'gzip');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(js.body).toString()).toBe(script);
    const page = await get('/projects/123', 'br;q=0, gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.body).toString()).toContain('<div id="root">');
  });

  it('sends plain bytes without Accept-Encoding, still saying they vary by it', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.body.toString()).toBe(script);
  });

  it('leaves images as they are', async () => {
    const res = await get('/assets/logo.png', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(png)).toBe(true);
  });

  it('reads Accept-Encoding weights', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
