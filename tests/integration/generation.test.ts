// The AI generation workflow for real: the CDK-synthesized definition on the local Step
// Functions, task handlers on DynamoDB Local, with the offline writer and with a fake
// OpenAI-compatible server that misbehaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { api, newUser, type TestUser } from '../support/users.ts';
import { cafeBrand } from '../support/brand.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { createWorkflowRunner, synthesizeStateMachines, type WorkflowRunner } from '../../bin/local/workflows.ts';
import { db } from '#data/service';
import { resetConfig } from '#lib/config';
import * as Generation from '#domain/generation';
import * as Notifications from '#domain/notifications';

const root = path.resolve(import.meta.dirname, '..', '..');

async function userWithBrand(): Promise<TestUser & { userId: string }> {
  const user = await newUser();
  await api('/brand-kit', { token: user.accessToken, method: 'PUT', body: JSON.stringify(cafeBrand) });
  const me = await api('/me', { token: user.accessToken });
  return { ...user, userId: String(me.body!.userId) };
}

async function pollUntilStopped(token: string, runId: string) {
  const seen = new Set<number>();
  for (let i = 0; i < 600; i++) {
    const res = await api(`/generation-runs/${runId}`, { token });
    seen.add(Number(res.body!.percent));
    if (res.body!.status !== 'running') return { run: res.body!, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run did not finish');
}

describe('generation through the API with the offline writer', () => {
  it('runs strategy → 7 posts, newsletter and blog → package, with real progress', async () => {
    const user = await userWithBrand();
    const started = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
    expect(started.status).toBe(202);
    const { run, seen } = await pollUntilStopped(user.accessToken, String(started.body!.runId));
    expect(run.status).toBe('succeeded');
    expect(run.percent).toBe(100);
    expect((run.stages as { state: string }[]).every((s) => s.state === 'done')).toBe(true);
    const result = run.result as { strategy: { summary: string }; posts: { caption: string }[]; email: { subject: string }; blog: { body: string; wordCount: number } };
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
    const body = JSON.stringify({ requestId });
    const [a, b] = await Promise.all([
      api('/generation-runs', { token: user.accessToken, method: 'POST', body }),
      api('/generation-runs', { token: user.accessToken, method: 'POST', body }),
    ]);
    expect(a.body!.runId).toBe(b.body!.runId);
    const list = await api('/generation-runs', { token: user.accessToken });
    expect((list.body!.runs as unknown[]).length).toBe(1);
  });

  it('refuses to start without a brand kit', async () => {
    const user = await newUser();
    const res = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
    expect(res).toEqual({ status: 409, body: { message: 'Set up your brand kit before generating content.' } });
  });

  it('refuses a request id that is not a UUID', async () => {
    const user = await userWithBrand();
    const res = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: 'click-1' }) });
    expect(res).toEqual({ status: 400, body: { message: 'The request id must be a UUID.' } });
  });

  it("another user polling or approving my run gets 404", async () => {
    const owner = await userWithBrand();
    const other = await newUser();
    const { body } = await api('/generation-runs', { token: owner.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
    const runId = String(body!.runId);
    expect(await api(`/generation-runs/${runId}`, { token: other.accessToken })).toEqual({ status: 404, body: { message: 'Generation run not found.' } });
    expect((await api(`/generation-runs/${runId}/approve`, { token: other.accessToken, method: 'POST' })).status).toBe(404);
    expect((await api('/generation-runs', { token: other.accessToken })).body).toEqual({ runs: [] });
  });
});

describe('Approve & Publish', () => {
  it('refuses a run that has not finished with 409', async () => {
    const user = await userWithBrand();
    const kit = (await api('/brand-kit', { token: user.accessToken })).body!.brandKit as { id: string };
    const runId = Generation.runIdFor(user.userId, randomUUID());
    await db().entities.generationRun.create({ userId: user.userId, runId, brandKitId: kit.id }).go();
    const res = await api(`/generation-runs/${runId}/approve`, { token: user.accessToken, method: 'POST' });
    expect(res).toEqual({ status: 409, body: { message: 'This generation run has not finished yet, so there is nothing to approve.' } });
    expect((await api('/content-items', { token: user.accessToken })).body).toEqual({ items: [] });
  });

  it('saves the package as 9 drafts exactly once, even on a double click', async () => {
    const user = await userWithBrand();
    const { body } = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
    const runId = String(body!.runId);
    await pollUntilStopped(user.accessToken, runId);
    const [a, b] = await Promise.all([
      api(`/generation-runs/${runId}/approve`, { token: user.accessToken, method: 'POST' }),
      api(`/generation-runs/${runId}/approve`, { token: user.accessToken, method: 'POST' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await api(`/generation-runs/${runId}/approve`, { token: user.accessToken, method: 'POST' });
    const items = (await api('/content-items', { token: user.accessToken })).body!.items as { id: string; type: string; status: string; title: string; body: string }[];
    expect(items).toHaveLength(9);
    expect(again.body!.items).toHaveLength(9);
    expect(items.filter((i) => i.type === 'post')).toHaveLength(7);
    expect(items.filter((i) => i.type === 'email')).toHaveLength(1);
    expect(items.filter((i) => i.type === 'blog')).toHaveLength(1);
    expect(items.every((i) => i.status === 'draft')).toBe(true);
    expect((await api(`/generation-runs/${runId}`, { token: user.accessToken })).body!.approvedAt).toEqual(expect.any(String));

    // View and edit one draft; another user cannot.
    const blog = items.find((i) => i.type === 'blog')!;
    const edited = await api(`/content-items/${blog.id}`, { token: user.accessToken, method: 'PUT', body: JSON.stringify({ title: 'My blog', body: 'Shorter.' }) });
    expect(edited.body).toMatchObject({ id: blog.id, title: 'My blog', body: 'Shorter.' });
    expect((await api(`/content-items/${blog.id}`, { token: user.accessToken })).body).toMatchObject({ title: 'My blog' });
    const other = await newUser();
    expect((await api(`/content-items/${blog.id}`, { token: other.accessToken })).status).toBe(404);
    expect((await api(`/content-items/${blog.id}`, { token: other.accessToken, method: 'PUT', body: JSON.stringify({ title: 'x', body: 'y' }) })).status).toBe(404);
    expect((await api(`/content-items/${blog.id}`, { token: user.accessToken })).body).toMatchObject({ title: 'My blog' });
    expect((await api(`/content-items/${blog.id}`, { token: user.accessToken, method: 'PUT', body: JSON.stringify({ title: ' ', body: 'y' }) })).body).toEqual({ message: 'Title is required.' });
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
    const kit = (await api('/brand-kit', { token: user.accessToken })).body!.brandKit as { id: string };
    const runId = Generation.runIdFor(user.userId, randomUUID());
    await db().entities.generationRun.create({ userId: user.userId, runId, brandKitId: kit.id }).go();
    const execution = runner.start(arn, JSON.stringify({ userId: user.userId, runId, brand: cafeBrand }));
    await runner.waitFor(execution.executionArn, 60_000);
    return (await api(`/generation-runs/${runId}`, { token: user.accessToken })).body!;
  }

  it('survives one 500 and one malformed answer, and uses the model\'s content', async () => {
    const user = await userWithBrand();
    fake.failNext('newsletter', 'http500');
    fake.failNext('post', 'malformed');
    const result = await run(user);
    expect(result.status).toBe('succeeded');
    const pkg = result.result as { posts: { title: string }[]; email: { subject: string }; blog: { title: string } };
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
    expect(String(result.error)).toMatch(/^The AI writer gave an unusable answer for the blog post twice \(.+\)\. Please try again\.$/);
    expect((result.stages as { id: string; state: string }[]).find((s) => s.id === 'longform')!.state).toBe('failed');
    expect(result.result).toBeNull();
    expect((await api('/content-items', { token: user.accessToken })).body).toEqual({ items: [] });
    const notifications = await Notifications.listNewest(user.userId);
    expect(notifications[0]).toMatchObject({ title: 'Content generation failed' });
  });
});

describe('Growth plan limits on generation', () => {
  it("refuses a new run once the month's 20 AI credits are spent, creating nothing", async () => {
    const user = await userWithBrand();
    const month = new Date().toISOString().slice(0, 7);
    await db().entities.aiUsage.update({ userId: user.userId, month }).add({ credits: 20 }).go();
    const res = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
    expect(res.status).toBe(402);
    expect(String(res.body!.message)).toContain('Upgrade to Premium');
    expect((await api('/generation-runs', { token: user.accessToken })).body).toEqual({ runs: [] });
  });

  it('refuses to approve a package that would take the library past 20 assets', async () => {
    const user = await userWithBrand();
    const { body } = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
    const runId = String(body!.runId);
    await pollUntilStopped(user.accessToken, runId);
    const now = new Date().toISOString();
    for (let i = 0; i < 12; i++) {
      await db().entities.contentItem.create({ userId: user.userId, itemId: `seed-${i}`, type: 'post', title: `Seed ${i}`, body: 'x', createdAt: now }).go();
    }
    const res = await api(`/generation-runs/${runId}/approve`, { token: user.accessToken, method: 'POST' });
    expect(res.status).toBe(402);
    expect(String(res.body!.message)).toContain('20 assets');
    expect(((await api('/content-items', { token: user.accessToken })).body!.items as unknown[]).length).toBe(12);
    expect((await api(`/generation-runs/${runId}`, { token: user.accessToken })).body!.approvedAt).toBeNull();
  });

  it('holds the 20-asset library against three approvals sent at once: two packages saved, one 402', async () => {
    const user = await userWithBrand();
    const runIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { body } = await api('/generation-runs', { token: user.accessToken, method: 'POST', body: JSON.stringify({ requestId: randomUUID() }) });
      runIds.push(String(body!.runId));
    }
    for (const runId of runIds) expect((await pollUntilStopped(user.accessToken, runId)).run.status).toBe('succeeded');

    const results = await Promise.all(runIds.map((runId) => api(`/generation-runs/${runId}/approve`, { token: user.accessToken, method: 'POST' })));

    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 402]);
    expect(String(results.find((r) => r.status === 402)!.body!.message)).toContain('20 assets');
    expect(((await api('/content-items', { token: user.accessToken })).body!.items as unknown[]).length).toBe(18);
    const { data: stats } = await db().entities.userStats.get({ userId: user.userId }).go();
    expect(stats?.libraryAssets).toBe(18);
  });
});
