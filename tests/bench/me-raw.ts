// The framework's overhead on GET /me: the local stack (JWT verified by the local API
// Gateway, API Gateway v2 event, middy pipeline, zod, ElectroDB) against a minimal node
// http server doing the same work with the raw libraries — jose verifying the same access
// token against the same JWKS URL, one GetItem of the same profile item on the same
// DynamoDB Local, the same JSON — measured one after the other in one run.
import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../bin/local/stack.ts';
import { CONNECTIONS, DURATION_S, fmt, load, type Measured } from './load.ts';
import { runAlone } from './alone.ts';

/** The framework should keep at least this share of the raw server's throughput. */
export const ME_RATIO_GOAL = 0.8;
/** Alternating rounds per side, so load from elsewhere on the machine hits both alike. */
const ROUNDS = 3;

export interface MeRawBench {
  markk: Measured;
  raw: Measured;
}

/** The raw server: what GET /me does, without the framework. Returns its URL and a stop function. */
export async function startRawMeServer(stack: LocalStack): Promise<{ url: string; stop: () => Promise<void> }> {
  const jwks = createRemoteJWKSet(new URL(`${stack.cognitoEndpoint}/${stack.userPoolId}/.well-known/jwks.json`));
  const issuer = `${stack.url}/cognito/${stack.userPoolId}`;
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.env.AWS_REGION, endpoint: stack.env.DYNAMODB_ENDPOINT }));
  const reply = (res: http.ServerResponse, status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  const server = http.createServer(async (req, res) => {
    try {
      const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return reply(res, 401, { message: 'Unauthorized' });
      const { payload } = await jwtVerify(token, jwks, { issuer }).catch(() => ({ payload: null }));
      if (!payload || payload.client_id !== stack.userPoolClientId || typeof payload.sub !== 'string') return reply(res, 401, { message: 'Unauthorized' });
      // The profile item's key as Markk's ElectroDB model lays it out (service markk, entity profile v1).
      const { Item } = await ddb.send(
        new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { pk: `$markk#userid_${payload.sub.toLowerCase()}`, sk: '$profile_1' } }),
      );
      if (!Item) return reply(res, 404, { message: 'Your profile is not set up yet. Please sign out and sign in again.' });
      return reply(res, 200, {
        userId: Item.userId,
        email: Item.email,
        fullName: Item.fullName,
        companyName: Item.companyName ?? null,
        role: Item.role,
        teamId: Item.teamId ?? null,
        onboardingCompletedAt: Item.onboardingCompletedAt ?? null,
        joinedByTeamInvite: Boolean(Item.teamInviteAcceptedAt),
      });
    } catch {
      return reply(res, 500, { message: 'Internal Server Error' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/me`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        ddb.destroy();
      }),
  };
}

/** Rounds of one side as one result: mean throughput, the median round's latencies. */
export function combine(rounds: Measured[]): Measured {
  const byRps = [...rounds].sort((a, b) => a.rps - b.rps);
  const middle = byRps[Math.floor(byRps.length / 2)]!;
  return {
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    p50: middle.p50,
    p99: middle.p99,
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

export async function benchMeAgainstRaw(stack: LocalStack, token: string): Promise<MeRawBench> {
  const headers = { authorization: `Bearer ${token}` };
  const markkUrl = `${stack.url}/api/me`;
  const raw = await startRawMeServer(stack);
  try {
    // Same work, same answer: the comparison means nothing unless the two bodies agree.
    const [a, b] = await Promise.all([fetch(markkUrl, { headers }), fetch(raw.url, { headers })]);
    const [markkBody, rawBody] = [await a.text(), await b.text()];
    if (a.status !== 200 || b.status !== 200 || !isDeepStrictEqual(JSON.parse(markkBody), JSON.parse(rawBody))) {
      throw new Error(`GET /me answers differ: Markk ${a.status} ${markkBody} / raw ${b.status} ${rawBody}`);
    }
    await load(markkUrl, headers, 3); // warm-up of both, not reported
    await load(raw.url, headers, 3);
    const rounds: { markk: Measured; raw: Measured }[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push({ markk: await load(markkUrl, headers), raw: await load(raw.url, headers) });
    return { markk: combine(rounds.map((r) => r.markk)), raw: combine(rounds.map((r) => r.raw)) };
  } finally {
    await raw.stop();
  }
}

export function printMeRawBench(result: MeRawBench, write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  const ratio = result.markk.rps / result.raw.rps;
  write(`\nGET /me: Markk against the same work with the raw SDK, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s each`);
  write(`  Markk local stack (API Gateway event, middy, zod, ElectroDB):    ${fmt(result.markk)}`);
  write(`  raw node http + jose + one GetItem, same JWKS, item and JSON:   ${fmt(result.raw)}`);
  write(`  framework throughput ratio Markk / raw: ${ratio.toFixed(2)}  (goal ≥ ${ME_RATIO_GOAL}) ${ratio >= ME_RATIO_GOAL ? 'met' : 'NOT met'}`);
}

// `npx tsx tests/bench/me-raw.ts`: this bench alone, on its own in-memory stack.
await runAlone(import.meta.url, benchMeAgainstRaw, (result) => printMeRawBench(result));
