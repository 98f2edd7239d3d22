// Fault injection on Markk's real handlers: DynamoDB throttling and timeouts, S3 errors, the
// OpenAI-compatible provider answering 429 and 500, taking too long and dropping its stream
// half-way, and a Step Functions task that fails twice. For each fault: the status and the
// sentence the user gets (never a stack or an internal name), no AI credit spent for work not
// delivered, nothing half-saved, and the same request succeeding once the fault clears.
//
// The stack's handlers run in the stack's own process, where nothing can be injected. This
// file serves the same routes from its own process — the local API gateway (JWT checked
// against the local pool) and the stream gateway over infra/routes.ts, the same handler
// modules, the same emulators — so a fault is injected into the real clients the handlers
// use: a middleware on the shared DynamoDB client, aws-sdk-client-mock (calling through to
// s3rver) on the S3 client, a local OpenAI-compatible fake that misbehaves on demand, and
// the plan workflow run here by the local Step Functions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { db } from '#data/service';
import { dynamo } from '#lib/clients';
import { resetConfig } from '#lib/config';
import { BUSY_MESSAGE as BUSY } from '#lib/errors';
import { AI_UNAVAILABLE } from '#lib/ai/openai';
import * as Entitlements from '#domain/entitlements';
import * as ProjectAi from '#domain/project-ai';
import * as Roles from '#domain/roles';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { THREAD_ID_HEADER, chatEndpoints } from '#contracts/chat';
import { communityEndpoints } from '#contracts/community';
import { contentEndpoints, type ContentItem } from '#contracts/content';
import { AI_ERROR_MESSAGE, projectAiEndpoints } from '#contracts/project-ai';
import { projectEndpoints } from '#contracts/projects';
import { resourceEndpoints } from '#contracts/resources';
import { taskEndpoints } from '#contracts/tasks';
import { createApiGateway, createStreamGateway } from '../../bin/local/api-gateway.ts';
import { createWorkflowRunner, synthesizeStateMachines, type WorkflowRunner } from '../../bin/local/workflows.ts';
import { cafeBrand } from '../support/brand.ts';
import { fakePlanTasks, fakeRewrite, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type ApiReply, type TestUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What no answer a user reads may contain: a stack, an SDK error's name, a file of ours. */
const INTERNALS = /\bat [\w.<>]+ \(|\.ts:\d+|Exception|TimeoutError|Throttl|SlowDown|InternalError|dynamo|s3rver|node_modules|requestId":"[^"]*"[^}]*stack/i;

/** A user-facing sentence: it ends like one and names nothing internal. */
function expectReadable(message: string) {
  expect(message).toMatch(/^[A-Z].*[.!]$/);
  expect(message).not.toMatch(INTERNALS);
}

// ---- Serving the stack's routes from this process ----

let base = '';
let server: http.Server;
/** The streamed functions' time limit for the next request. */
let streamTimeoutMs = 20_000;

async function serveRoutesHere(): Promise<void> {
  const api = createApiGateway({
    root,
    jwksUrl: process.env.STREAM_JWKS_URL!,
    issuer: process.env.STREAM_JWT_ISSUER!,
    clientId: process.env.USER_POOL_CLIENT_ID!,
  });
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString();
      if (url.pathname.startsWith('/stream/')) {
        await createStreamGateway({ root, timeoutMs: streamTimeoutMs })(req, res, url.pathname.slice('/stream'.length), url.search.slice(1), body);
        return;
      }
      const reply = await api(req, url.pathname.slice('/api'.length), url.search.slice(1), body);
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---- DynamoDB faults: a middleware on the handlers' own client ----

/** What DynamoDB answers a table over its capacity once the SDK's own retries are spent. */
const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level.',
    $metadata: { httpStatusCode: 400 },
  });
/** What the SDK's HTTP handler throws when DynamoDB does not answer in time. */
const timedOut = () => Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' });

interface Injected {
  /** How many requests the fault has failed. */
  readonly hits: number;
  clear(): void;
}

/**
 * Fails the next `times` DynamoDB requests the handlers send whose command name matches
 * `command` (and whose input contains `containing`, when given): by default before the SDK's
 * own retries (what the handler sees once they are spent), else inside them.
 */
function dynamoFault(
  command: RegExp,
  error: () => Error,
  options: {
    times?: number;
    containing?: string;
    /** 'deserialize': inside the SDK's own retries, as DynamoDB's answer. */
    step?: 'initialize' | 'deserialize';
    /** The request reaches DynamoDB and is carried out; its answer is lost. */
    afterSending?: boolean;
  } = {},
): Injected {
  const name = `fault-${randomUUID()}`;
  let hits = 0;
  const client = dynamo();
  const middleware = ((next: (args: { input: unknown }) => Promise<unknown>, context: { commandName?: string }) => async (args: { input: unknown }) => {
    const matches = command.test(context.commandName ?? '') && (!options.containing || JSON.stringify(args.input).includes(options.containing));
    if (matches && hits < (options.times ?? Number.POSITIVE_INFINITY)) {
      hits++;
      if (options.afterSending) await next(args);
      throw error();
    }
    return next(args);
  }) as never;
  if (options.step === 'deserialize') client.middlewareStack.add(middleware, { step: 'deserialize', name });
  else client.middlewareStack.add(middleware, { step: 'initialize', name });
  const injected = {
    get hits() {
      return hits;
    },
    clear: () => void client.middlewareStack.remove(name),
  };
  cleanups.push(injected.clear);
  return injected;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const clear of cleanups.splice(0)) clear();
});

// ---- The people and their data ----

let owner: TestUser & { userId: string };
let admin: TestUser & { userId: string };
let fake: FakeOpenAi;
let runner: WorkflowRunner;
let planArn: string;
const saved = { OPENAI_API_KEY: process.env.OPENAI_API_KEY, OPENAI_BASE_URL: process.env.OPENAI_BASE_URL };

beforeAll(async () => {
  const [o, a] = await Promise.all([newUser(), newUser({ fullName: 'Ada Admin' })]);
  owner = { ...o, userId: await userIdOf(o) };
  admin = { ...a, userId: await userIdOf(a) };
  await Promise.all([callOk(brandKitEndpoints.save, { token: owner.accessToken, body: cafeBrand as BrandKitInput }), Roles.grant(admin.userId, 'admin')]);
  // The AI answers in this process come from the fake, which misbehaves when told to.
  fake = await startFakeOpenAi({ streamPauseMs: 5 });
  process.env.OPENAI_API_KEY = 'sk-test-installation';
  process.env.OPENAI_BASE_URL = fake.url;
  resetConfig();
  const machines = await synthesizeStateMachines(root);
  runner = await createWorkflowRunner({ root, machines, retryIntervalMs: 5 });
  planArn = machines.find((m) => /projectplan/i.test(m.id))!.arn;
  await serveRoutesHere();
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  await fake.close();
});

/** This month's AI credits spent, as the header shows them. */
const creditsUsed = async (user: TestUser = owner) => (await callOk(billingEndpoints.usage, { token: user.accessToken, base })).aiCredits.used;

/** The error an answer carries (it must be one). */
function failure<E extends Parameters<typeof callApi>[0]>(reply: ApiReply<E>): { status: number; message: string } {
  if (reply.ok) throw new Error(`expected a failure, got ${reply.status}`);
  expectReadable(reply.body.message);
  return { status: reply.status, message: reply.body.message };
}

// ---- DynamoDB ----

describe('DynamoDB throttling and timeouts', () => {
  it('a throttled read (the project list) is a 503 with a sentence; the same request works once DynamoDB has capacity', async () => {
    const project = await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: `Throttled read ${randomUUID()}` } });
    const fault = dynamoFault(/^QueryCommand$/, throttled);
    const reply = await callApi(projectEndpoints.list, { token: owner.accessToken, base, query: {} });
    expect(failure(reply)).toEqual({ status: 503, message: BUSY });
    expect(fault.hits).toBeGreaterThan(0);
    fault.clear();
    const { projects } = await callOk(projectEndpoints.list, { token: owner.accessToken, base, query: {} });
    expect(projects.map((p) => p.projectId)).toContain(project.project.projectId);
  });

  it('a throttle that passes within the SDK’s own retries is not seen by the user', async () => {
    const { project } = await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: `Brief throttle ${randomUUID()}` } });
    const fault = dynamoFault(/^QueryCommand$/, throttled, { times: 1, step: 'deserialize' });
    const { projects } = await callOk(projectEndpoints.list, { token: owner.accessToken, base, query: {} });
    expect(fault.hits).toBe(1);
    expect(projects.map((p) => p.projectId)).toContain(project.projectId);
  });

  it('a read that times out (a board) is a 503 with a sentence, and works when tried again', async () => {
    const { project } = await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: `Slow read ${randomUUID()}` } });
    const fault = dynamoFault(/^(GetItem|Query|BatchGetItem)Command$/, timedOut);
    const reply = await callApi(projectEndpoints.get, { token: owner.accessToken, base, params: { projectId: project.projectId } });
    expect(failure(reply)).toEqual({ status: 503, message: BUSY });
    expect(fault.hits).toBeGreaterThan(0);
    fault.clear();
    expect((await callOk(projectEndpoints.get, { token: owner.accessToken, base, params: { projectId: project.projectId } })).project.title).toBe(
      project.title,
    );
  });

  it('a throttled transaction (a new task) is a 503; neither the task nor the project’s count is written, and the retry writes one task', async () => {
    const { project } = await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: `Throttled write ${randomUUID()}` } });
    const fault = dynamoFault(/^TransactWriteItemsCommand$/, throttled);
    const body = { title: 'Order the autumn menu cards' };
    const reply = await callApi(taskEndpoints.create, { token: owner.accessToken, base, params: { projectId: project.projectId }, body });
    expect(failure(reply)).toEqual({ status: 503, message: BUSY });
    expect(fault.hits).toBe(1);
    const board = await callOk(projectEndpoints.tasks, { token: owner.accessToken, params: { projectId: project.projectId } });
    expect(board.tasks).toEqual([]);
    expect(await taskCountOf(project.projectId)).toBe(0);

    fault.clear();
    const made = await callOk(taskEndpoints.create, { token: owner.accessToken, base, params: { projectId: project.projectId }, body });
    expect(made.task.title).toBe(body.title);
    const after = await callOk(projectEndpoints.tasks, { token: owner.accessToken, params: { projectId: project.projectId } });
    expect(after.tasks.map((t) => t.title)).toEqual([body.title]);
    expect(await taskCountOf(project.projectId)).toBe(1);
  });

  it('a write that times out (a new project) is a 503, writes nothing, and the retry writes one project', async () => {
    const title = `Timed-out write ${randomUUID()}`;
    const fault = dynamoFault(/^(PutItem|TransactWriteItems)Command$/, timedOut);
    const reply = await callApi(projectEndpoints.create, { token: owner.accessToken, base, body: { title } });
    expect(failure(reply)).toEqual({ status: 503, message: BUSY });
    expect(fault.hits).toBe(1);
    const titles = async () => (await callOk(projectEndpoints.list, { token: owner.accessToken, query: { q: title } })).projects.map((p) => p.title);
    expect(await titles()).toEqual([]);
    fault.clear();
    expect((await callOk(projectEndpoints.create, { token: owner.accessToken, base, body: { title } })).project.title).toBe(title);
    expect(await titles()).toEqual([title]);
  });

  it('a write whose answer is lost after it landed (a community post) is a 503; sending it again answers the one post, counted once', async () => {
    // Growth may not post: the owner holds Premium for this test.
    const paid = {
      userId: owner.userId,
      source: 'local' as const,
      subscriptionId: `faults-${randomUUID()}`,
      tier: 'premium' as const,
      cancelAtPeriodEnd: false,
    };
    const at = Date.now();
    await Entitlements.applySubscription({ ...paid, status: 'active', currentPeriodEnd: new Date(at + 3_600_000).toISOString(), eventCreated: at / 1000 });
    try {
      const postsCounted = async () => (await db().entities.userStats.get({ userId: owner.userId }).go({ consistent: true })).data?.communityPosts ?? 0;
      const before = await postsCounted();
      const body = { title: `Quiet Tuesdays ${randomUUID().slice(0, 8)}`, content: '<p>What fills your quiet mornings?</p>', requestId: randomUUID() };
      const fault = dynamoFault(/^TransactWriteItemsCommand$/, timedOut, { times: 1, afterSending: true });
      const lost = await callApi(communityEndpoints.createPost, { token: owner.accessToken, base, body });
      expect(failure(lost)).toEqual({ status: 503, message: BUSY });
      expect(fault.hits).toBe(1);
      expect(await postsCounted()).toBe(before + 1);

      // The new post dialog sends the same request id again until it succeeds.
      const again = await callOk(communityEndpoints.createPost, { token: owner.accessToken, base, body });
      expect(again.post.title).toBe(body.title);
      const read = await callOk(communityEndpoints.getPost, { token: owner.accessToken, params: { postId: again.post.id } });
      expect(read.post.title).toBe(body.title);
      const mine = await db().entities.post.query.byAuthor({ userId: owner.userId }).go({ pages: 'all' });
      expect(mine.data.filter((p) => p.title === body.title).map((p) => p.postId)).toEqual([again.post.id]);
      expect(await postsCounted()).toBe(before + 1);
    } finally {
      await Entitlements.applySubscription({ ...paid, status: 'canceled', currentPeriodEnd: new Date(at).toISOString(), eventCreated: at / 1000 + 1 });
    }
  });

  it('a throttled credit spend (Rewrite with AI) is a 503 before the AI is asked; no credit is spent and the retry spends one', async () => {
    const item = await draft();
    const before = await creditsUsed();
    const calls = fake.calls.length;
    const fault = dynamoFault(/^UpdateItemCommand$/, throttled, { containing: 'credits' });
    const res = await rewrite(item.id);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toMatchObject({ message: BUSY });
    expect(fault.hits).toBe(1);
    expect(fake.calls.length).toBe(calls);
    expect(await creditsUsed()).toBe(before);
    fault.clear();
    const ok = await rewrite(item.id);
    expect(ok).toMatchObject({ status: 200, complete: true, text: fakeRewrite('Shorter') });
    expect(await creditsUsed()).toBe(before + 1);
  });
});

// ---- S3 ----

describe('S3 errors while a file is uploaded', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  /** The upload dialog's first two steps: the presigned PUT asked for, the bytes sent to S3. */
  async function uploaded() {
    const started = await callOk(resourceEndpoints.startUpload, {
      token: admin.accessToken,
      body: { fileName: 'autumn-guide.pdf', contentType: 'application/pdf', size: PDF.byteLength },
    });
    expect((await fetch(started.uploadUrl, { method: 'PUT', headers: started.headers, body: PDF })).status).toBe(200);
    return started.uploadId;
  }

  const complete = (uploadId: string, title: string) =>
    callApi(resourceEndpoints.create, { token: admin.accessToken, base, body: { uploadId, title, category: 'templates', isFeatured: false } });

  const findByTitle = async (title: string) =>
    (await callOk(resourceEndpoints.list, { token: admin.accessToken, query: { q: title } })).resources.filter((r) => r.title === title);

  const s3Error = (name: string, status: number, message: string) =>
    new S3ServiceException({ name, $fault: status >= 500 ? 'server' : 'client', $metadata: { httpStatusCode: status }, message });

  for (const [label, command, error] of [
    ['S3 slowing down on the check of the upload (HeadObject 503 SlowDown)', HeadObjectCommand, s3Error('SlowDown', 503, 'Please reduce your request rate.')],
    [
      'S3 failing to hand the uploaded file back (GetObject 500 InternalError)',
      GetObjectCommand,
      s3Error('InternalError', 500, 'We encountered an internal error. Please try again.'),
    ],
  ] as const) {
    it(`${label}: a 503 with a sentence, no resource, and the same upload completes when tried again`, async () => {
      const uploadId = await uploaded();
      const title = `Autumn guide ${randomUUID().slice(0, 8)}`;
      const s3 = mockClient(S3Client);
      s3.send.callThrough();
      s3.on(command).rejects(error);
      let reply: Awaited<ReturnType<typeof complete>>;
      try {
        reply = await complete(uploadId, title);
        expect(s3.commandCalls(command).length).toBeGreaterThan(0);
      } finally {
        s3.restore();
      }
      expect(failure(reply)).toEqual({ status: 503, message: BUSY });
      expect(await findByTitle(title)).toEqual([]);

      const retried = await complete(uploadId, title);
      expect(retried.ok).toBe(true);
      expect((await findByTitle(title)).map((r) => r.title)).toEqual([title]);
    });
  }
});

// ---- The AI provider ----

async function draft(): Promise<ContentItem> {
  const itemId = `${randomUUID()}-post-1`;
  await db()
    .entities.contentItem.create({
      userId: owner.userId,
      itemId,
      createdAt: new Date().toISOString(),
      type: 'post',
      title: 'Day 1: Monday',
      body: 'Our new oat latte is here. Come and try it this week. #CornerCafé',
      status: 'draft',
    })
    .go();
  return callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } });
}

interface Streamed {
  status: number;
  text: string;
  /** False when the connection was cut before the answer ended. */
  complete: boolean;
}

/** "Rewrite with AI" as the browser sends it, read to its end (or to the cut). */
async function rewrite(itemId: string, instruction = 'Shorter'): Promise<Streamed> {
  const res = await fetch(`${base}/stream/content-items/${encodeURIComponent(itemId)}/rewrite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-markk-authorization': `Bearer ${owner.accessToken}` },
    body: JSON.stringify({ instruction }),
  });
  return readToEnd(res);
}

/** A streamed answer read as the browser reads it, to its end or to the cut. */
async function readToEnd(res: Response): Promise<Streamed> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    return { status: res.status, text, complete: false };
  }
  return { status: res.status, text, complete: true };
}

describe('the AI provider failing during Rewrite with AI', () => {
  it.each([
    ['answers 429 (rate limited) to every try', 'http429' as const],
    ['answers 500 to every try', 'http500' as const],
  ])('%s: a 503 with a sentence, no credit spent, nothing saved, and the retry is written', async (_label, how) => {
    const item = await draft();
    const before = await creditsUsed();
    // The SDK tries a streamed request three times (two retries) before giving up.
    for (let i = 0; i < 3; i++) fake.failNext('rewrite', how);
    const res = await rewrite(item.id);
    expect(res.status).toBe(503);
    const { message } = JSON.parse(res.text) as { message: string };
    expectReadable(message);
    expect(message).toBe(AI_UNAVAILABLE);
    expect(await creditsUsed()).toBe(before);
    expect(await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId: item.id } })).toEqual(item);

    const ok = await rewrite(item.id);
    expect(ok).toMatchObject({ status: 200, complete: true, text: fakeRewrite('Shorter') });
    expect(await creditsUsed()).toBe(before + 1);
  });

  it('takes too long: a 503 saying so, no credit spent, and the retry is written', async () => {
    const item = await draft();
    const before = await creditsUsed();
    fake.hangNext('rewrite');
    streamTimeoutMs = 1_500;
    let res: Streamed;
    try {
      res = await rewrite(item.id);
    } finally {
      streamTimeoutMs = 20_000;
    }
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ message: 'This took too long to answer, so it was stopped. Please try again.' });
    // The work behind the request stops with it; its credit comes back.
    await expect.poll(() => creditsUsed()).toBe(before);
    const ok = await rewrite(item.id);
    expect(ok).toMatchObject({ status: 200, complete: true, text: fakeRewrite('Shorter') });
    expect(await creditsUsed()).toBe(before + 1);
  });

  it('drops its stream half-way: the answer is cut (never passed off as complete), the credit comes back, and the retry is whole', async () => {
    const item = await draft();
    const before = await creditsUsed();
    fake.failNext('rewrite', 'dropMidStream');
    const res = await rewrite(item.id);
    expect(res.status).toBe(200);
    expect(res.complete).toBe(false);
    expect(res.text.length).toBeGreaterThan(0);
    expect(fakeRewrite('Shorter').startsWith(res.text)).toBe(true);
    expect(res.text).not.toBe(fakeRewrite('Shorter'));
    await expect.poll(() => creditsUsed()).toBe(before);
    expect(await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId: item.id } })).toEqual(item);

    const ok = await rewrite(item.id);
    expect(ok).toMatchObject({ status: 200, complete: true, text: fakeRewrite('Shorter') });
    expect(await creditsUsed()).toBe(before + 1);
  });
});

describe('the AI provider dropping an expert’s reply half-way', () => {
  /** A message to an expert as the AI Assistant page sends it, read to its end (or to the cut). */
  async function ask(message: string, threadId?: string) {
    const res = await fetch(`${base}/stream/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-markk-authorization': `Bearer ${owner.accessToken}` },
      body: JSON.stringify({ message, persona: 'thomas', use_case: 'general', ...(threadId ? { thread_id: threadId } : {}) }),
    });
    return { ...(await readToEnd(res)), threadId: res.headers.get(THREAD_ID_HEADER) };
  }

  it('cuts the reply where it broke off, keeps those words in the conversation, spends no AI credit, and the next message is answered whole', async () => {
    const usage = () => callOk(billingEndpoints.usage, { token: owner.accessToken, base });
    const before = await usage();
    fake.failNext('chat', 'dropMidStream');
    const cut = await ask('How do we fill the quiet Tuesday mornings?');
    expect(cut).toMatchObject({ status: 200, complete: false });
    expect(cut.text.length).toBeGreaterThan(0);
    const { messages } = await callOk(chatEndpoints.getThread, { token: owner.accessToken, params: { threadId: cut.threadId! } });
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'How do we fill the quiet Tuesday mornings?'],
      ['assistant', cut.text],
    ]);
    const after = await usage();
    expect(after.aiCredits.used).toBe(before.aiCredits.used);
    expect(after.chatReplies.used).toBe(before.chatReplies.used + 1);

    const whole = await ask('And on Wednesdays?', cut.threadId!);
    expect(whole).toMatchObject({ status: 200, complete: true, threadId: cut.threadId });
    expect(whole.text).toContain('Action: Do the first step today.');
    expect((await usage()).aiCredits.used).toBe(before.aiCredits.used);
  });
});

// ---- Step Functions ----

describe('a project plan workflow task that fails', () => {
  const month = () => new Date().toISOString().slice(0, 7);

  /** A plan run as the start route leaves it (run written, one credit spent), run by the workflow here. */
  async function planRun(title: string) {
    const { project } = await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title } });
    const runId = ProjectAi.planRunIdFor(owner.userId, project.projectId, randomUUID());
    await db().entities.planRun.create({ projectId: project.projectId, runId, userId: owner.userId }).go();
    await Entitlements.consumeAiCredits(owner.userId, 1);
    const execution = runner.start(planArn, JSON.stringify({ projectId: project.projectId, runId }));
    return { projectId: project.projectId, runId, done: () => runner.waitFor(execution.executionArn, 30_000) };
  }

  const planOf = async (projectId: string, runId: string) =>
    (await callOk(projectAiEndpoints.getPlan, { token: owner.accessToken, params: { projectId, runId } })).run;

  it('twice, then succeeds: the workflow’s own retries finish the plan, with one credit spent and the proposals stored once', async () => {
    const title = `Plan retried ${randomUUID().slice(0, 8)}`;
    const before = await creditsUsed();
    // PlanProposeTasks records its step last: that write is throttled on the first two tries.
    const fault = dynamoFault(/^UpdateItemCommand$/, throttled, { times: 2, containing: 'proposed' });
    const run = await planRun(title);
    const execution = await run.done();
    expect(fault.hits).toBe(2);
    expect(execution.status).toBe('SUCCEEDED');
    const plan = await planOf(run.projectId, run.runId);
    expect(plan).toMatchObject({ status: 'succeeded', error: null });
    expect(plan.steps.map((s) => s.status)).toEqual(['done', 'done', 'done']);
    expect(plan.proposals).toEqual(fakePlanTasks(title));
    expect(await creditsUsed()).toBe(before + 1);
    const { data } = await db().entities.aiUsage.get({ userId: owner.userId, month: month() }).go({ consistent: true });
    expect(data?.credits).toBe(before + 1);
  });

  it('on every try: the run fails with a sentence, its credit comes back once, and nothing reaches the board', async () => {
    const title = `Plan failed ${randomUUID().slice(0, 8)}`;
    const before = await creditsUsed();
    const fault = dynamoFault(/^UpdateItemCommand$/, throttled, { containing: 'proposed' });
    const run = await planRun(title);
    const execution = await run.done();
    fault.clear();
    // Three tries: the first and the workflow's two retries.
    expect(fault.hits).toBe(3);
    expect(execution).toMatchObject({ status: 'FAILED', error: 'PlanFailed' });
    const plan = await planOf(run.projectId, run.runId);
    expect(plan).toMatchObject({ status: 'failed', error: AI_ERROR_MESSAGE, proposals: [] });
    expectReadable(plan.error!);
    expect(await creditsUsed()).toBe(before);
    const board = await callOk(projectEndpoints.tasks, { token: owner.accessToken, params: { projectId: run.projectId } });
    expect(board.tasks).toEqual([]);
  });
});

/** A project's stored task count, as the project list shows it. */
async function taskCountOf(projectId: string): Promise<number> {
  const { data } = await db().entities.project.get({ projectId }).go({ consistent: true });
  return data?.taskCount ?? 0;
}
