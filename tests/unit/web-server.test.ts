// The local browser port's dev pages: the outbox holds verification codes, so only this
// machine may read it, even when MARKK_HOST puts the port on the network.
import { describe, expect, it } from 'vitest';
import type http from 'node:http';
import { createWebHandler, isLoopback, type WebServerParts } from '../../bin/local/web-server.ts';

function handlerWithMail() {
  const outbox = { list: () => [{ to: 'ana@example.com', subject: 'Your Markk code', html: 'Your code is 123456', code: '123456' }] };
  return createWebHandler({ distDir: '/nonexistent', outbox } as unknown as WebServerParts);
}

async function get(path: string, remoteAddress: string) {
  const req = { url: path, method: 'GET', headers: { host: 'localhost:3000' }, socket: { remoteAddress } } as unknown as http.IncomingMessage;
  let status = 0;
  let body = '';
  await new Promise<void>((resolve) => {
    const res = {
      headersSent: false,
      setHeader: () => undefined,
      writeHead: (code: number) => {
        status = code;
        return res;
      },
      end: (chunk?: string) => {
        body = chunk ?? '';
        resolve();
      },
    } as unknown as http.ServerResponse;
    void handlerWithMail()(req, res);
  });
  return { status, body };
}

describe('/dev/outbox', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('is readable from this machine (%s)', async (address) => {
    const res = await get('/dev/outbox.json', address);
    expect(res.status).toBe(200);
    expect(res.body).toContain('123456');
  });

  it.each(['192.0.2.2', '::ffff:10.0.0.7', 'fe80::1'])('is a 404 with no codes for a connection from the network (%s)', async (address) => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await get(path, address);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ message: 'Not found' });
    }
  });

  it('tells loopback addresses from others', () => {
    expect([isLoopback('127.0.0.53'), isLoopback('::1'), isLoopback(undefined), isLoopback('128.0.0.1'), isLoopback('::ffff:192.168.1.2')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
