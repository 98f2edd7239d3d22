// The public API against the real local stack: tokens made in Settings → API (Enterprise), the
// /v1 routes of the endpoints marked public — scopes, the workspace a token acts in, its maker's
// role there now, revocation, the rate limit, Idempotency-Key — the audit list, and the OpenAPI
// document that describes them.
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_TOKEN_MESSAGES, apiTokenEndpoints as tokens, PUBLIC_API_PREFIX } from '#contracts/api-tokens';
import { allEndpoints } from '#contracts/api';
import { contentEndpoints as content } from '#contracts/content';
import { analyticsOverviewEndpoints as analytics } from '#contracts/analytics-overview';
import { campaignEndpoints as campaigns } from '#contracts/campaigns';
import { BULK_MESSAGES, bulkEndpoints as bulk } from '#contracts/bulk';
import { isPublicApi } from '#contracts/endpoint';
import { WORKSPACE_HEADER, workspaceEndpoints as ws } from '#contracts/workspaces';
import { ownTeamId } from '#domain/accounts';
import { db } from '#data/service';
import { cafeOwner } from '../support/brand.ts';
import { callV1, makeToken } from '../support/public-api.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

const inWorkspace = (workspaceId: string) => ({ [WORKSPACE_HEADER]: workspaceId });
const draft = (title: string) => ({ type: 'post' as const, title, body: `${title}: fresh bread from 7am.` });

async function enterprise(name: string) {
  return cafeOwner({ fullName: name, companyName: `${name} Studio` }, { tier: 'enterprise' });
}

describe('API tokens in Settings → API', () => {
  it('are Enterprise only: Growth and Premium see the upgrade words', async () => {
    const premium = await cafeOwner({ fullName: 'Pat Premium', companyName: 'Pat Shop' }, { tier: 'premium' });
    const refused = await callApi(tokens.create, {
      token: premium.accessToken,
      body: { requestId: randomUUID(), name: 'Zapier', scopes: ['content:read'], expiresInDays: 30 },
    });
    expect(refused).toMatchObject({ status: 402, body: { message: API_TOKEN_MESSAGES.upgrade } });
    expect(await callOk(tokens.list, { token: premium.accessToken })).toEqual({ tokens: [], enabled: false });
  });

  it('shows the secret once, lists the token without it, and one click makes one token', async () => {
    const owner = await enterprise('Tia Tokens');
    const requestId = randomUUID();
    const body = { requestId, name: '  Zapier   sync ', scopes: ['content:read', 'content:write'] as const, expiresInDays: 90 as const };
    const made = await callOk(tokens.create, { token: owner.accessToken, body: { ...body, scopes: [...body.scopes] } });
    expect(made.secret).toMatch(/^mk_live_[A-Za-z0-9_-]{43}$/);
    expect(made.token).toMatchObject({ name: 'Zapier sync', scopes: ['content:read', 'content:write'], status: 'active', lastUsedAt: null });
    const again = await callApi(tokens.create, { token: owner.accessToken, body: { ...body, scopes: [...body.scopes] } });
    expect(again).toMatchObject({ status: 409, body: { message: API_TOKEN_MESSAGES.alreadyCreated } });

    const list = await callOk(tokens.list, { token: owner.accessToken });
    expect(list.enabled).toBe(true);
    expect(list.tokens).toEqual([made.token]);
    expect(JSON.stringify(list)).not.toContain(made.secret.slice(12));
    // Stored as its hash only.
    const stored = await db()
      .entities.apiToken.query.byWorkspace({ workspaceId: await userIdOf(owner) })
      .go();
    expect(JSON.stringify(stored.data)).not.toContain(made.secret.slice(12));
  });
});

describe('/v1 with an API token', () => {
  it('a content:write token creates one draft for two calls with one Idempotency-Key, and is refused analytics naming analytics:read', async () => {
    const owner = await enterprise('Ida Idem');
    const { secret } = await makeToken(owner, ['content:write']);
    const key = randomUUID();
    const first = await callV1(content.create, { apiToken: secret, idempotencyKey: key, body: draft('Idempotent loaf') });
    const second = await callV1(content.create, { apiToken: secret, idempotencyKey: key, body: draft('Idempotent loaf') });
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(second.headers.get('idempotent-replayed')).toBe('true');

    // Concurrent repeats of another key: one effect.
    const racing = randomUUID();
    const raced = await Promise.all([1, 2, 3, 4].map(() => callV1(content.create, { apiToken: secret, idempotencyKey: racing, body: draft('Raced loaf') })));
    expect(raced.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const reply of raced.filter((r) => r.status !== 201)) expect(reply).toMatchObject({ status: 409, body: { message: API_TOKEN_MESSAGES.inProgress } });

    const { items } = await callOk(content.list, { token: owner.accessToken });
    expect(items.filter((i) => i.title === 'Idempotent loaf')).toHaveLength(1);
    expect(items.filter((i) => i.title === 'Raced loaf')).toHaveLength(1);

    const reused = await callV1(content.create, { apiToken: secret, idempotencyKey: key, body: draft('Another loaf') });
    expect(reused).toMatchObject({ status: 422, body: { message: API_TOKEN_MESSAGES.keyReused } });

    const refused = await callV1(analytics.overview, { apiToken: secret, query: { days: '30' } });
    expect(refused.status).toBe(403);
    expect(refused.body?.message).toBe(API_TOKEN_MESSAGES.scope('analytics:read'));
    expect(String(refused.body?.message)).toContain('This token lacks the analytics:read scope');
  });

  it('writes posts in the background through a bulk run: started once per Idempotency-Key, polled to its drafts, retried and cancelled', async () => {
    const owner = await enterprise('Bea Bulk');
    const { secret } = await makeToken(owner, ['content:write', 'content:read']);
    const body = { requestId: randomUUID(), count: 10, networks: ['facebook' as const], formats: ['tip' as const] };
    const key = randomUUID();
    const started = await callV1(bulk.start, { apiToken: secret, idempotencyKey: key, body });
    expect(started.status).toBe(202);
    const again = await callV1(bulk.start, { apiToken: secret, idempotencyKey: key, body });
    expect(again).toMatchObject({ status: 202, body: started.body });
    const runId = (started.body!.run as { runId: string }).runId;
    let run: { status: string; counts: Record<string, number>; items: { caption: string | null }[] } | undefined;
    await expect
      .poll(
        async () => {
          run = (await callV1(bulk.get, { apiToken: secret, params: { runId } })).body!.run as typeof run;
          return run!.status;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe('finished');
    expect(run!.counts).toMatchObject({ done: 10, failed: 0 });
    expect(run!.items.every((item) => typeof item.caption === 'string' && item.caption.length > 0)).toBe(true);
    // The same run in the app, in the token's workspace.
    expect((await callOk(bulk.get, { token: owner.accessToken, params: { runId } })).run.counts.done).toBe(10);
    // Nothing failed or was cancelled: a retry says so; a cancel of a finished run changes nothing.
    expect(await callV1(bulk.retry, { apiToken: secret, idempotencyKey: randomUUID(), params: { runId }, body: { requestId: randomUUID() } })).toMatchObject({
      status: 400,
      body: { message: BULK_MESSAGES.nothingToRetry },
    });
    expect(await callV1(bulk.cancel, { apiToken: secret, idempotencyKey: randomUUID(), params: { runId } })).toMatchObject({
      status: 200,
      body: { run: { status: 'finished' } },
    });
    // Reading needs content:read.
    const { secret: writeOnly } = await makeToken(owner, ['content:write']);
    const refused = await callV1(bulk.get, { apiToken: writeOnly, params: { runId } });
    expect(refused).toMatchObject({ status: 403, body: { message: API_TOKEN_MESSAGES.scope('content:read') } });
  });

  it('answers 409 while a key’s first call runs, and lets a repeat take over a key whose call died long ago', async () => {
    const owner = await enterprise('Pia Pending');
    const { secret, token } = await makeToken(owner, ['content:write', 'content:read']);
    const hold = async (key: string, startedAt: number) => {
      const body = JSON.stringify(draft(`Held ${key}`));
      await db()
        .entities.apiIdempotency.create({
          tokenId: token.tokenId,
          key: createHash('sha256').update(key).digest('hex'),
          requestHash: createHash('sha256').update(`POST /v1/content-items\n${body}`).digest('hex'),
          state: 'pending',
          startedAt,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        })
        .go();
      return draft(`Held ${key}`);
    };
    const running = await hold('running', Date.now());
    expect(await callV1(content.create, { apiToken: secret, idempotencyKey: 'running', body: running })).toMatchObject({
      status: 409,
      body: { message: API_TOKEN_MESSAGES.inProgress },
    });
    const died = await hold('died', Date.now() - 10 * 60_000);
    expect((await callV1(content.create, { apiToken: secret, idempotencyKey: 'died', body: died })).status).toBe(201);
    const again = await callV1(content.create, { apiToken: secret, idempotencyKey: 'died', body: died });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const { items } = await callOk(content.list, { token: owner.accessToken });
    expect(items.filter((i) => i.title === 'Held died')).toHaveLength(1);
  });

  it('is rate limited with a 429 and Retry-After once its bucket is empty', async () => {
    const owner = await enterprise('Rae Rate');
    const { secret } = await makeToken(owner, ['campaigns:read']);
    let limited: Awaited<ReturnType<typeof callV1>> | undefined;
    // The default bucket holds 60 and refills one a second: it empties within 100 quick calls.
    for (let i = 0; i < 100 && !limited; i++) {
      const reply = await callV1(campaigns.list, { apiToken: secret, query: {} });
      if (reply.status === 429) limited = reply;
      else expect(reply.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(String(limited!.body?.message)).toMatch(/^Too many requests with this token\. Try again in \d+ seconds?\.$/);
  });

  it('refuses no token, an unknown one and a revoked one with 401 and says why', async () => {
    const owner = await enterprise('Rex Revoke');
    const made = await makeToken(owner, ['content:read']);
    expect((await callV1(content.list, { apiToken: made.secret })).status).toBe(200);
    for (const endpoint of allEndpoints.filter(isPublicApi)) {
      const params = Object.fromEntries((endpoint.path.match(/\{(\w+)\}/g) ?? []).map((p) => [p.slice(1, -1), 'x']));
      const reply = await callV1(endpoint, { params } as never);
      expect({ route: endpoint.path, status: reply.status, message: reply.body?.message }).toEqual({
        route: endpoint.path,
        status: 401,
        message: API_TOKEN_MESSAGES.missing,
      });
    }
    expect(await callV1(content.list, { apiToken: `mk_live_${'A'.repeat(43)}` })).toMatchObject({ status: 401, body: { message: API_TOKEN_MESSAGES.unknown } });
    // A Cognito token is not an API token.
    expect(await callV1(content.list, { apiToken: owner.accessToken })).toMatchObject({ status: 401, body: { message: API_TOKEN_MESSAGES.unknown } });

    const revoked = await callOk(tokens.revoke, { token: owner.accessToken, params: { tokenId: made.token.tokenId } });
    expect(revoked.status).toBe('revoked');
    expect(await callV1(content.list, { apiToken: made.secret })).toMatchObject({ status: 401, body: { message: API_TOKEN_MESSAGES.revoked } });
  });

  it('acts only in its workspace: a draft made with it is in that workspace’s /content, not another’s', async () => {
    const owner = await enterprise('Wes Workspace');
    const client = await callOk(ws.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Harbour Florist' } });
    const { secret } = await makeToken(owner, ['content:read', 'content:write'], client.workspaceId);
    const made = await callV1(content.create, { apiToken: secret, body: draft('Florist tulips') });
    expect(made.status).toBe(201);
    const itemId = String(made.body?.id);

    const inClient = await callOk(content.list, { token: owner.accessToken, headers: inWorkspace(client.workspaceId) });
    expect(inClient.items.map((i) => i.title)).toContain('Florist tulips');
    const inDefault = await callOk(content.list, { token: owner.accessToken });
    expect(inDefault.items.map((i) => i.title)).not.toContain('Florist tulips');
    const viaApi = await callV1(content.list, { apiToken: secret });
    expect((viaApi.body?.items as { title: string }[]).map((i) => i.title)).toEqual(['Florist tulips']);

    // Another account's token cannot see the item.
    const stranger = await enterprise('Sid Stranger');
    const other = await makeToken(stranger, ['content:read', 'content:write']);
    expect((await callV1(content.get, { apiToken: other.secret, params: { itemId } })).status).toBe(404);
    expect(await callV1(content.update, { apiToken: other.secret, params: { itemId }, body: { title: 'Taken over', body: 'x' } })).toMatchObject({
      status: 404,
    });
    const theirs = await callV1(content.list, { apiToken: other.secret });
    expect(JSON.stringify(theirs.body)).not.toContain('Florist tulips');

    // The audit list and last use.
    const list = await callOk(tokens.list, { token: owner.accessToken, headers: inWorkspace(client.workspaceId) });
    expect(list.tokens[0]!.lastUsedAt).not.toBeNull();
    const { calls } = await callOk(tokens.calls, {
      token: owner.accessToken,
      headers: inWorkspace(client.workspaceId),
      params: { tokenId: list.tokens[0]!.tokenId },
    });
    expect(calls.map((c) => [c.method, c.route, c.status])).toEqual([
      ['GET', `${PUBLIC_API_PREFIX}/content-items`, 200],
      ['POST', `${PUBLIC_API_PREFIX}/content-items`, 201],
    ]);
  });

  it('follows its maker’s role in the workspace now: a role lowered or taken away since counts', async () => {
    const owner = await enterprise('Ola Owner');
    const ownerId = await userIdOf(owner);
    const client = await callOk(ws.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Quay Bakery' } });
    const admin: TestUser = await newUser({ fullName: 'Ari Admin' });
    const adminId = await userIdOf(admin);
    await db()
      .entities.teamMember.put({ teamId: ownTeamId(ownerId), userId: adminId, role: 'member', fullName: 'Ari Admin', email: admin.email })
      .go();
    await db()
      .entities.profile.patch({ userId: adminId })
      .set({ role: 'member', teamId: ownTeamId(ownerId) })
      .go();
    await callOk(ws.setRole, { token: owner.accessToken, params: { workspaceId: client.workspaceId, userId: adminId }, body: { role: 'admin' } });
    const { secret } = await makeToken(admin, ['content:write', 'content:read'], client.workspaceId);
    expect((await callV1(content.create, { apiToken: secret, body: draft('Admin bread') })).status).toBe(201);

    await callOk(ws.setRole, { token: owner.accessToken, params: { workspaceId: client.workspaceId, userId: adminId }, body: { role: 'viewer' } });
    const lowered = await callV1(content.create, { apiToken: secret, body: draft('Viewer bread') });
    expect(lowered.status).toBe(403);
    expect(String(lowered.body?.message)).toContain('Viewer');
    expect((await callV1(content.list, { apiToken: secret })).status).toBe(200);

    await callOk(ws.removeMember, { token: owner.accessToken, params: { workspaceId: client.workspaceId, userId: adminId } });
    const removed = await callV1(content.list, { apiToken: secret });
    expect(removed.status).toBe(403);
    expect(String(removed.body?.message)).toContain('no longer a member');
  });
});

// The /v1 pipeline's own inputs, fuzzed: whatever Authorization header, Idempotency-Key and body
// a caller sends, the answer is a 2xx its contract describes or a 4xx JSON { message }, never a
// 5xx (the handlers behind it are fuzzed through the app's routes by fuzz-*.test.ts).
describe('/v1 under hostile headers and bodies', () => {
  const reply = async (init: { authorization?: string; key?: string; body?: string }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.authorization !== undefined) headers.authorization = init.authorization;
    if (init.key !== undefined) headers['idempotency-key'] = init.key;
    const res = await fetch(`${stackUrl()}${PUBLIC_API_PREFIX}/content-items`, { method: 'POST', headers, body: init.body ?? '{}' });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const headerText = fc.string({ unit: fc.constantFrom(...'mk_live_ABCabc019-_ .:/Bearer\t'.split('')), maxLength: 80 });

  it('refuses any Authorization header but a live token with a 401 and a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          headerText,
          headerText.map((t) => `Bearer ${t}`),
          headerText.map((t) => `Bearer mk_live_${t}`),
        ),
        async (authorization) => {
          const answer = await reply({ authorization });
          expect(answer.status).toBe(401);
          expect(typeof answer.body.message).toBe('string');
        },
      ),
      { numRuns: 40, seed: 30 },
    );
  });

  it('answers any Idempotency-Key and body with a 2xx or a 4xx with a message', async () => {
    const owner = await enterprise('Fay Fuzz');
    const { secret } = await makeToken(owner, ['content:write']);
    const key = fc.oneof(fc.uuid(), fc.string({ maxLength: 300 }), fc.constant(''));
    const body = fc.oneof(
      fc
        .record({ type: fc.constantFrom('post', 'email', 'blog', 'doc', 'tweet'), title: fc.string({ maxLength: 250 }), body: fc.string({ maxLength: 200 }) })
        .map((b) => JSON.stringify(b)),
      fc.string({ maxLength: 100 }),
    );
    await fc.assert(
      fc.asyncProperty(key, body, async (k, b) => {
        const answer = await reply({ authorization: `Bearer ${secret}`, key: k, body: b });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
        else expect(content.create.response.safeParse(answer.body).success).toBe(true);
      }),
      { numRuns: 40, seed: 30 },
    );
  });
});

describe('the README’s curl examples', () => {
  it('list drafts and create one with an Idempotency-Key, as written', async () => {
    const owner = await enterprise('Cal Curl');
    const { secret } = await makeToken(owner, ['content:read', 'content:write']);
    const curl = async (...args: string[]) => JSON.parse((await promisify(execFile)('curl', ['-s', ...args])).stdout) as Record<string, unknown>;
    const created = await curl(
      '-X',
      'POST',
      '-H',
      `Authorization: Bearer ${secret}`,
      '-H',
      'Content-Type: application/json',
      '-H',
      'Idempotency-Key: 5f0c1f7e-curl-example',
      '-d',
      '{"type":"post","title":"Saturday sourdough","body":"Fresh from the oven at 8am."}',
      `${stackUrl()}/v1/content-items`,
    );
    expect(created).toMatchObject({ type: 'post', title: 'Saturday sourdough', status: 'draft' });
    const listed = await curl('-H', `Authorization: Bearer ${secret}`, `${stackUrl()}/v1/content-items`);
    expect(listed.items).toEqual([created]);
  });
});

describe('the OpenAPI document', () => {
  it('is public at /v1/openapi.json, validates as OpenAPI 3.1 and has every /v1 route', async () => {
    const res = await fetch(`${stackUrl()}${PUBLIC_API_PREFIX}/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security: unknown; responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const endpoint of allEndpoints.filter(isPublicApi)) {
      const operation = document.paths[`${PUBLIC_API_PREFIX}${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
  });
});
