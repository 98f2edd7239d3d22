// The AI generation workflow for real: the CDK-synthesized definition on the local Step
// Functions, task handlers on DynamoDB Local, with the offline writer and with a fake
// OpenAI-compatible server that misbehaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { generationEndpoints as generation } from '#contracts/generation';
import { meEndpoints } from '#contracts/me';
import { stoppedGeneration } from '../support/runs.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { cafeBrand } from '../support/brand.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { createWorkflowRunner, synthesizeStateMachines, type WorkflowRunner } from '../../bin/local/workflows.ts';
import { db } from '#data/service';
import { resetConfig } from '#lib/config';
import * as Generation from '#domain/generation';
import * as Notifications from '#domain/notifications';
import { handler as recordFailure } from '../../functions/workflow/record-failure.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

async function userWithBrand(): Promise<TestUser & { userId: string }> {
  const user = await newUser();
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  const me = await callOk(meEndpoints.getMe, { token: user.accessToken });
  return { ...user, userId: me.userId };
}

const startRun = (token: string, requestId: string = randomUUID()) => callApi(generation.start, { token, body: { requestId } });
const runIdOf = async (token: string) => (await callOk(generation.start, { token, body: { requestId: randomUUID() } })).runId;
const getRun = (token: string, runId: string) => callOk(generation.get, { token, params: { runId } });
const approve = (token: string, runId: string) => callApi(generation.approve, { token, params: { runId } });
const contentOf = async (token: string) => (await callOk(contentEndpoints.list, { token })).items;
const kitIdOf = async (token: string) => (await callOk(brandKitEndpoints.get, { token })).brandKit!.id;

async function pollUntilStopped(token: string, runId: string) {
  const seen = new Set<number>();
  const run = await stoppedGeneration(token, runId, (polled) => seen.add(polled.percent));
  return { run, seen };
}

describe('generation through the API with the offline writer', () => {
  it('runs strategy → 7 posts, newsletter and blog → package, with real progress', async () => {
    const user = await userWithBrand();
    const started = await startRun(user.accessToken);
    expect(started).toMatchObject({ ok: true, status: 202, body: { runId: expect.any(String) } });
    const { run, seen } = await pollUntilStopped(user.accessToken, started.ok ? started.body.runId : 'not started');
    expect(run.status).toBe('succeeded');
    expect(run.percent).toBe(100);
    expect(run.stages.every((s) => s.state === 'done')).toBe(true);
    const result = run.result!;
    expect(result.strategy.summary).toContain('Corner Café');
    expect(result.posts).toHaveLength(7);
    expect(new Set(result.posts.map((p) => p.caption)).size).toBe(7);
    expect(result.email.subject).toContain('Corner Café');
    expect(result.blog.wordCount).toBeGreaterThanOrEqual(1200);
    expect(result.blog.body.split(/\s+/).filter(Boolean).length).toBe(result.blog.wordCount);
    expect([...seen].every((p) => p >= 0 && p <= 100)).toBe(true);
    const notifications = await Notifications.listNewest(user.userId);
    expect(notifications[0]).toMatchObject({ title: 'Your marketing package is ready' });
  });

  it('a retried start with the same request id starts one run', async () => {
    const user = await userWithBrand();
    const requestId = randomUUID();
    const [a, b] = await Promise.all([startRun(user.accessToken, requestId), startRun(user.accessToken, requestId)]);
    expect(a).toMatchObject({ ok: true, body: { runId: expect.any(String) } });
    expect(a.body).toEqual(b.body);
    const list = await callOk(generation.list, { token: user.accessToken });
    expect(list.runs.length).toBe(1);
  });

  it('refuses to start without a brand kit', async () => {
    const user = await newUser();
    const res = await startRun(user.accessToken);
    expect(res).toEqual({ ok: false, status: 409, body: { message: 'Set up your brand kit before generating content.' } });
  });

  it('refuses a request id that is not a UUID', async () => {
    const user = await userWithBrand();
    const res = await startRun(user.accessToken, 'click-1');
    expect(res).toEqual({ ok: false, status: 400, body: { message: 'The request id must be a UUID.' } });
  });

  it('another user polling or approving my run gets 404', async () => {
    const owner = await userWithBrand();
    const other = await newUser();
    const runId = await runIdOf(owner.accessToken);
    expect(await callApi(generation.get, { token: other.accessToken, params: { runId } })).toEqual({
      ok: false,
      status: 404,
      body: { message: 'Generation run not found.' },
    });
    expect((await approve(other.accessToken, runId)).status).toBe(404);
    expect(await callOk(generation.list, { token: other.accessToken })).toEqual({ runs: [] });
  });
});

describe('Approve & Publish', () => {
  it('refuses a run that has not finished with 409', async () => {
    const user = await userWithBrand();
    const runId = Generation.runIdFor(user.userId, randomUUID());
    await db()
      .entities.generationRun.create({ userId: user.userId, runId, brandKitId: await kitIdOf(user.accessToken) })
      .go();
    const res = await approve(user.accessToken, runId);
    expect(res).toEqual({ ok: false, status: 409, body: { message: 'This generation run has not finished yet, so there is nothing to approve.' } });
    expect(await callOk(contentEndpoints.list, { token: user.accessToken })).toEqual({ items: [] });
  });

  it('saves the package as 9 drafts exactly once, even on a double click', async () => {
    const user = await userWithBrand();
    const runId = await runIdOf(user.accessToken);
    await pollUntilStopped(user.accessToken, runId);
    const [a, b] = await Promise.all([approve(user.accessToken, runId), approve(user.accessToken, runId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await callOk(generation.approve, { token: user.accessToken, params: { runId } });
    const items = await contentOf(user.accessToken);
    expect(items).toHaveLength(9);
    expect(again.items).toHaveLength(9);
    // Every answer names the same 9 drafts: the double click's two and the later one.
    expect(a.body).toEqual(again);
    expect(b.body).toEqual(again);
    expect(again.items.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
    expect(items.filter((i) => i.type === 'post')).toHaveLength(7);
    expect(items.filter((i) => i.type === 'email')).toHaveLength(1);
    expect(items.filter((i) => i.type === 'blog')).toHaveLength(1);
    expect(items.every((i) => i.status === 'draft')).toBe(true);
    expect((await getRun(user.accessToken, runId)).approvedAt).toEqual(expect.any(String));

    // View and edit one draft; another user cannot.
    const blog = items.find((i) => i.type === 'blog')!;
    const params = { itemId: blog.id };
    const edited = await callOk(contentEndpoints.update, { token: user.accessToken, params, body: { title: 'My blog', body: 'Shorter.' } });
    expect(edited).toMatchObject({ id: blog.id, title: 'My blog', body: 'Shorter.' });
    expect(await callOk(contentEndpoints.get, { token: user.accessToken, params })).toMatchObject({ title: 'My blog' });
    const other = await newUser();
    expect((await callApi(contentEndpoints.get, { token: other.accessToken, params })).status).toBe(404);
    expect((await callApi(contentEndpoints.update, { token: other.accessToken, params, body: { title: 'x', body: 'y' } })).status).toBe(404);
    expect(await callOk(contentEndpoints.get, { token: user.accessToken, params })).toMatchObject({ title: 'My blog' });
    expect((await callApi(contentEndpoints.update, { token: user.accessToken, params, body: { title: ' ', body: 'y' } })).body).toEqual({
      message: 'Title is required.',
    });
  });
});

describe('generation with an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  let runner: WorkflowRunner;
  let arn: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = 'sk-test-not-a-real-key';
    process.env.OPENAI_BASE_URL = fake.url;
    resetConfig();
    const machines = await synthesizeStateMachines(root);
    runner = await createWorkflowRunner({ root, machines, retryIntervalMs: 5 });
    arn = machines[0]!.arn;
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    await fake.close();
  });

  async function run(user: { userId: string; accessToken: string }) {
    const runId = Generation.runIdFor(user.userId, randomUUID());
    await db()
      .entities.generationRun.create({ userId: user.userId, runId, brandKitId: await kitIdOf(user.accessToken) })
      .go();
    const execution = runner.start(arn, JSON.stringify({ userId: user.userId, runId, brand: cafeBrand }));
    await runner.waitFor(execution.executionArn, 60_000);
    return getRun(user.accessToken, runId);
  }

  it("survives one 500 and one malformed answer, and uses the model's content", async () => {
    const user = await userWithBrand();
    fake.failNext('newsletter', 'http500');
    fake.failNext('post', 'malformed');
    const result = await run(user);
    expect(result.status).toBe('succeeded');
    const pkg = result.result!;
    expect(pkg.posts.map((p) => p.title)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Fake post ${n}`));
    expect(pkg.email.subject).toBe('Fake newsletter subject');
    expect(pkg.blog.title).toBe('Fake blog title');
    expect(fake.calls.filter((c) => c === 'newsletter').length).toBeGreaterThanOrEqual(2);
  });

  it('fails the run with a readable reason when the answers stay malformed', async () => {
    const user = await userWithBrand();
    fake.alwaysMalformed('blog');
    const result = await run(user);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/^The AI writer gave an unusable answer for the blog post twice \(.+\)\. Please try again\.$/);
    expect(result.stages.find((s) => s.id === 'longform')!.state).toBe('failed');
    expect(result.result).toBeNull();
    expect(await callOk(contentEndpoints.list, { token: user.accessToken })).toEqual({ items: [] });
    const notifications = await Notifications.listNewest(user.userId);
    expect(notifications[0]).toMatchObject({ title: 'Content generation failed' });
  });

  it('a run that keeps failing gives its AI credit back exactly once, even when RecordFailure runs twice', async () => {
    const user = await userWithBrand();
    const month = new Date().toISOString().slice(0, 7);
    // The credit Start spent for this run, and one spent earlier that must stay spent.
    await db().entities.aiUsage.update({ userId: user.userId, month }).add({ credits: 2 }).go();
    fake.alwaysMalformed('blog');
    const result = await run(user);
    expect(result.status).toBe('failed');
    const credits = async () => (await db().entities.aiUsage.get({ userId: user.userId, month }).go({ consistent: true })).data?.credits;
    expect(await credits()).toBe(1);
    const { data: stored } = await db().entities.generationRun.get({ userId: user.userId, runId: result.runId }).go({ consistent: true });
    expect(stored?.creditRefundedAt).toEqual(expect.any(String));

    // The task again (a retried Catch, a redelivered event): no second refund.
    await recordFailure({ userId: user.userId, runId: result.runId, error: { Error: 'AiAnswerError', Cause: 'again' } });
    expect(await credits()).toBe(1);
    const notifications = await Notifications.listNewest(user.userId);
    expect(notifications[0]).toMatchObject({ title: 'Content generation failed', message: expect.stringContaining('your AI credit has been given back') });
  });
});

describe('Growth plan limits on generation', () => {
  it("refuses a new run once the month's 20 AI credits are spent, creating nothing", async () => {
    const user = await userWithBrand();
    const month = new Date().toISOString().slice(0, 7);
    await db().entities.aiUsage.update({ userId: user.userId, month }).add({ credits: 20 }).go();
    const res = await startRun(user.accessToken);
    expect(res).toMatchObject({ ok: false, status: 402, body: { message: expect.stringContaining('Upgrade to Premium') } });
    expect(await callOk(generation.list, { token: user.accessToken })).toEqual({ runs: [] });
  });

  it('refuses to approve a package that would take the library past 20 assets', async () => {
    const user = await userWithBrand();
    const runId = await runIdOf(user.accessToken);
    await pollUntilStopped(user.accessToken, runId);
    const now = new Date().toISOString();
    for (let i = 0; i < 12; i++) {
      await db()
        .entities.contentItem.create({ userId: user.userId, itemId: `seed-${i}`, type: 'post', title: `Seed ${i}`, body: 'x', createdAt: now })
        .go();
    }
    const res = await approve(user.accessToken, runId);
    expect(res).toMatchObject({ ok: false, status: 402, body: { message: expect.stringContaining('20 assets') } });
    expect((await contentOf(user.accessToken)).length).toBe(12);
    expect((await getRun(user.accessToken, runId)).approvedAt).toBeNull();
  });

  it('holds the 20-asset library against three approvals sent at once: two packages saved, one 402', async () => {
    const user = await userWithBrand();
    const runIds: string[] = [];
    for (let i = 0; i < 3; i++) runIds.push(await runIdOf(user.accessToken));
    for (const runId of runIds) expect((await pollUntilStopped(user.accessToken, runId)).run.status).toBe('succeeded');

    const results = await Promise.all(runIds.map((runId) => approve(user.accessToken, runId)));

    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 402]);
    expect(results.find((r) => r.status === 402)).toMatchObject({ ok: false, body: { message: expect.stringContaining('20 assets') } });
    // Each approval that went through answers its own run's 9 drafts, none of the other run's.
    const saved = results.flatMap((r, i) => (r.ok ? [{ runId: runIds[i]!, ids: r.body.items.map((item) => item.id) }] : []));
    for (const { runId, ids } of saved) {
      expect(ids).toHaveLength(9);
      expect(ids.every((id) => id.startsWith(`${runId}-`))).toBe(true);
    }
    expect((await contentOf(user.accessToken)).length).toBe(18);
    const { data: stats } = await db().entities.userStats.get({ userId: user.userId }).go();
    expect(stats?.libraryAssets).toBe(18);
  });
});
