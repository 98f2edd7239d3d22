// `npm run bench`: measured on this machine, in one run, so ratios are comparable.
//  1. GET /me through the local stack vs a bare node http server returning the same JSON.
//  2. Time from `npm start` to the URL answering, with a cold and a warm data directory.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localConfig } from '../../bin/local/config.ts';
import { startLocalStack } from '../../bin/local/stack.ts';
import { freePort } from '../../bin/local/ports.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(import.meta.dirname, '..', '..');

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function signedInToken(url: string, clientId: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: `${url}/cognito`, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const email = `bench-${Date.now()}@example.com`;
  await cognito.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'secret1', UserAttributes: [{ Name: 'custom:full_name', Value: 'Bench User' }] }));
  const mails = (await (await fetch(`${url}/dev/outbox.json`)).json()) as { to: string; code: string }[];
  await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: mails.find((m) => m.to === email)!.code }));
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }));
  return auth.AuthenticationResult!.AccessToken!;
}

async function benchMe() {
  const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
  try {
    const token = await signedInToken(stack.url, stack.userPoolClientId);
    const meUrl = `${stack.url}/api/me`;
    const body = await (await fetch(meUrl, { headers: { authorization: `Bearer ${token}` } })).text();
    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const barePort = (bare.address() as { port: number }).port;
    await load(meUrl, { authorization: `Bearer ${token}` }); // warm-up pass is not reported
    const markk = await load(meUrl, { authorization: `Bearer ${token}` });
    const baseline = await load(`http://127.0.0.1:${barePort}/`);
    bare.close();
    return { markk, baseline };
  } finally {
    await stack.stop();
  }
}

async function timeToAnswer(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'bin', 'local.ts')], {
    cwd: root,
    env: { ...process.env, MARKK_PORT: String(port), MARKK_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (Date.now() - started > 180_000) throw new Error('npm start did not answer within 180 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/config.json`);
        if (res.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
  }
}

const fmt = (m: Measured) => `${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.non2xx}`;

const { markk, baseline } = await benchMe();
process.stdout.write(`\nGET /me, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
process.stdout.write(`  Markk local stack (JWT verify + handler + DynamoDB Local): ${fmt(markk)}\n`);
process.stdout.write(`  bare node http, same JSON:                                 ${fmt(baseline)}\n`);
process.stdout.write(`  throughput ratio Markk / bare: ${(markk.rps / baseline.rps).toFixed(3)}   p50 ratio: ${(markk.p50 / Math.max(baseline.p50, 1)).toFixed(1)}\n`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'markk-bench-'));
try {
  const cold = await timeToAnswer(dataDir);
  const warm = await timeToAnswer(dataDir);
  process.stdout.write(`\nnpm start → URL answering (web/dist already built)\n  cold .local/: ${(cold / 1000).toFixed(1)} s\n  warm .local/: ${(warm / 1000).toFixed(1)} s\n  warm / cold: ${(warm / cold).toFixed(2)}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
