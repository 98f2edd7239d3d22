// The network sandbox in this process, as the adapters' unit tests use it: one loopback HTTP
// server answering the providers' hosts under /sandbox, the /dev/networks controls, and two
// images for the providers to fetch. NETWORK_SANDBOX_URL points at it until `close`. And the
// NetworkError an adapter's call is expected to fail with.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createNetworkSandbox, type NetworkSandbox } from '../../bin/local/network-sandbox.ts';
import { resetConfig } from '../../functions/lib/config.ts';
import { NetworkError } from '../../functions/lib/networks/types.ts';

// A tiny JPEG-typed image (the sandbox checks what the server says it is, as providers read headers first).
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(120), Buffer.from([0xff, 0xd9])]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]);

export interface SandboxServer {
  sandbox: NetworkSandbox;
  /** `http://127.0.0.1:{port}`: the images are at `/img/photo.jpg` and `/img/photo.png`. */
  origin: string;
  /** Stops the server and puts the environment back. */
  close(): Promise<void>;
}

export async function startSandboxServer(): Promise<SandboxServer> {
  const saved = { NETWORK_SANDBOX_URL: process.env.NETWORK_SANDBOX_URL, TABLE_NAME: process.env.TABLE_NAME };
  const sandbox = createNetworkSandbox({ clients: [{ clientId: 'markk-sandbox-app', clientSecret: 'markk-sandbox-secret' }] });
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/sandbox/')) return void sandbox.handle(req, res);
    if (path.startsWith('/dev/networks')) return void sandbox.handleDev(req, res);
    if (path === '/img/photo.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    if (path === '/img/photo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.NETWORK_SANDBOX_URL = `${origin}/sandbox`;
  process.env.TABLE_NAME ??= 'unused';
  resetConfig();
  return {
    sandbox,
    origin,
    async close() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetConfig();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The NetworkError `promise` rejects with (the test fails when it resolves or rejects with anything else). */
export async function rejection(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}
