// The local browser port's dev pages: the outbox holds verification codes, so only this
// machine may read it, even when MARKK_HOST puts the port on the network. And the names the
// port answers to: a rebound name is refused, a page at 127.0.0.1 moves to localhost.
import { describe, expect, it } from 'vitest';
import type http from 'node:http';
import { decideHost, hostPolicy } from '../../bin/local/hosts.ts';
import { createWebHandler, isLoopback, type WebServerParts } from '../../bin/local/web-server.ts';

function handlerWithMail() {
  const outbox = { list: () => [{ to: 'ana@example.com', subject: 'Your Markk code', html: 'Your code is 123456', code: '123456' }] };
  return createWebHandler({ distDir: '/nonexistent', outbox, hosts: hostPolicy('127.0.0.1', 3000) } as unknown as WebServerParts);
}

async function get(path: string, remoteAddress: string, host = 'localhost:3000', method = 'GET') {
  const req = { url: path, method, headers: { host }, socket: { remoteAddress } } as unknown as http.IncomingMessage;
  let status = 0;
  let body = '';
  let headers: Record<string, string> = {};
  await new Promise<void>((resolve) => {
    const res = {
      headersSent: false,
      setHeader: () => undefined,
      writeHead: (code: number, sent: Record<string, string> = {}) => {
        status = code;
        headers = sent;
        return res;
      },
      end: (chunk?: string) => {
        body = chunk ?? '';
        resolve();
      },
    } as unknown as http.ServerResponse;
    void handlerWithMail()(req, res);
  });
  return { status, body, headers };
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

describe('the names the browser port answers to', () => {
  it.each(['rebound.example:3000', 'localhost:3001', 'localhost', '', '127.0.0.1.nip.io:3000'])(
    'refuses Host %j with a 421 before any route, the outbox included',
    async (host) => {
      for (const path of ['/dev/outbox.json', '/config.json', '/', '/api/me']) {
        const res = await get(path, '127.0.0.1', host);
        expect(res.status, path).toBe(421);
        expect(JSON.parse(res.body)).toEqual({ message: 'This Markk server answers at http://localhost:3000 only.' });
        expect(res.body).not.toContain('123456');
      }
    },
  );

  it.each(['127.0.0.1:3000', '[::1]:3000'])('moves a page opened at %s to the printed localhost URL, path and query kept', async (host) => {
    const res = await get('/settings?tab=brand', '127.0.0.1', host);
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('http://localhost:3000/settings?tab=brand');
  });

  it('serves the API and storage at 127.0.0.1 as they are (a redirect would drop a POST body)', () => {
    const policy = hostPolicy('127.0.0.1', 3000);
    for (const [method, path] of [
      ['POST', '/api/brand-kit'],
      ['GET', '/api/me'],
      ['PUT', '/s3/markk-logos/a.png'],
      ['POST', '/cognito'],
      ['POST', '/stream/chat'],
    ] as const) {
      expect(decideHost(policy, '127.0.0.1:3000', method, path), `${method} ${path}`).toEqual({ kind: 'serve' });
    }
  });

  it('puts pages on the bound address when MARKK_HOST names a reachable one, and answers to it', () => {
    const lan = hostPolicy('192.168.1.20', 3000);
    expect(lan.canonicalOrigin).toBe('http://192.168.1.20:3000');
    expect(decideHost(lan, '192.168.1.20:3000', 'GET', '/')).toEqual({ kind: 'serve' });
    expect(decideHost(lan, 'localhost:3000', 'GET', '/projects')).toEqual({ kind: 'redirect', location: 'http://192.168.1.20:3000/projects' });
    expect(decideHost(lan, '192.168.1.21:3000', 'GET', '/').kind).toBe('refuse');
    // Every interface names no host: pages stay on localhost, and an unknown name is refused.
    const everywhere = hostPolicy('0.0.0.0', 3000);
    expect(everywhere.canonicalOrigin).toBe('http://localhost:3000');
    expect(decideHost(everywhere, '0.0.0.0:3000', 'GET', '/').kind).toBe('refuse');
    expect(hostPolicy('::1', 3000).canonicalOrigin).toBe('http://localhost:3000');
    expect(hostPolicy('fd00::5', 3000).canonicalOrigin).toBe('http://[fd00::5]:3000');
  });

  it("answers a white-label portal host (MARKK_PORTAL_HOSTS) for the client's approval pages only", () => {
    const policy = hostPolicy('127.0.0.1', 3000, ['Approvals.Ada-Agency.test']);
    const portal = 'approvals.ada-agency.test:3000';
    for (const [method, path] of [
      ['GET', '/approve/abc?x=1'],
      ['GET', '/assets/index-1a2b.js'],
      ['GET', '/config.json'],
      ['GET', '/api/public/approvals/abc'],
      ['POST', '/api/public/approvals/abc/decisions'],
    ] as const) {
      expect(decideHost(policy, portal, method, path), `${method} ${path}`).toEqual({ kind: 'serve' });
    }
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/settings'],
      ['GET', '/api/me'],
      ['POST', '/cognito'],
      ['GET', '/dev/outbox'],
      ['GET', '/s3/markk-logos/a.png'],
    ] as const) {
      expect(decideHost(policy, portal, method, path), `${method} ${path}`).toEqual({
        kind: 'refuse',
        message: 'This address serves client approval pages only.',
      });
    }
    expect(decideHost(policy, 'approvals.ada-agency.test:3001', 'GET', '/approve/abc').kind).toBe('refuse');
  });
});
