// The task page's AI Writing Assistant through the local stack's streamed route
// (/stream/projects/{projectId}/tasks/{taskId}/assist): the access token in
// x-markk-authorization, a suggestion streamed in separate chunks by the offline writer and by
// an OpenAI-compatible server, one AI credit per suggestion (given back when the AI fails
// before its first word, with the spec's "Failed to generate AI content. Please try again."),
// and nothing saved: the task is as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#data/service';
import { resetConfig } from '#lib/config';
import { assistOffline } from '#lib/ai/task-assist';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { AI_ERROR_MESSAGE } from '#contracts/project-ai';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { PROJECT_NOT_FOUND, projectEndpoints } from '#contracts/projects';
import { billingEndpoints } from '#contracts/billing';
import { teamEndpoints } from '#contracts/team';
import { TASK_NOT_FOUND } from '#contracts/tasks';
import * as Projects from '#domain/projects';
import * as Tasks from '#domain/tasks';
import { createStreamGateway } from '../../bin/local/api-gateway.ts';
import { cafeBrand } from '../support/brand.ts';
import { fakeAssist, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, confirm, newUser, signIn, signUp, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const month = () => new Date().toISOString().slice(0, 7);
const DESCRIPTION = 'Photograph the new cardamom buns for Instagram.';

interface Owner extends TestUser {
  userId: string;
  projectId: string;
  taskId: string;
}

/** A café owner with a project and one task with a description. */
async function ownerWithTask(): Promise<Owner> {
  const user = await newUser();
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  const userId = await userIdOf(user);
  const project = await Projects.create(userId, { title: 'Launch cardamom bun boxes', description: 'Boxes of six buns for office mornings.' });
  const task = await Tasks.create(userId, { projectId: project.projectId, title: 'Shoot the launch photos', description: DESCRIPTION, priority: 'high' });
  return { ...user, userId, projectId: project.projectId, taskId: task.taskId };
}

interface Streamed {
  status: number;
  contentType: string | null;
  chunks: string[];
  text: string;
}

/** POSTs to the assistant as the browser does and reads the answer one network chunk at a time. */
async function assist(base: string, owner: Pick<Owner, 'projectId' | 'taskId'>, body: unknown, headers: Record<string, string>): Promise<Streamed> {
  const res = await fetch(`${base}/stream/projects/${owner.projectId}/tasks/${owner.taskId}/assist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return { status: res.status, contentType: res.headers.get('content-type'), chunks, text: chunks.join('') };
}

const bearer = (user: TestUser) => ({ 'x-markk-authorization': `Bearer ${user.accessToken}` });
const creditsUsed = async (userId: string) => (await db().entities.aiUsage.get({ userId, month: month() }).go({ consistent: true })).data?.credits ?? 0;
const storedTask = async (owner: Owner) => (await db().entities.task.get({ projectId: owner.projectId, taskId: owner.taskId }).go({ consistent: true })).data;

describe('the AI Writing Assistant on the local stack (offline writer)', () => {
  it('streams a suggestion for the task in separate chunks, spends one credit and saves nothing', async () => {
    const owner = await ownerWithTask();
    const before = await storedTask(owner);
    const res = await assist(stackUrl(), owner, { text: DESCRIPTION, instruction: 'Break it into steps' }, bearer(owner));
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/plain; charset=utf-8');
    expect(res.chunks.length).toBeGreaterThan(1);
    const expected = assistOffline({
      brand: {
        name: cafeBrand.name,
        industry: cafeBrand.industry,
        targetAudience: cafeBrand.targetAudience,
        mainGoal: cafeBrand.mainGoal,
        platforms: cafeBrand.platforms,
        toneOfVoice: cafeBrand.toneOfVoice,
      },
      project: { title: 'Launch cardamom bun boxes', description: 'Boxes of six buns for office mornings.' },
      task: { title: 'Shoot the launch photos', status: 'todo', priority: 'high', dueDate: null },
      text: DESCRIPTION,
      instruction: 'Break it into steps',
    });
    expect(res.text).toBe(expected);
    // About this task, this project and this business.
    expect(res.text).toContain('shoot the launch photos');
    expect(res.text).toContain('Launch cardamom bun boxes');
    expect(res.text).toContain('Corner Café');
    expect(await creditsUsed(owner.userId)).toBe(1);
    expect(await storedTask(owner)).toEqual(before);
  });

  it('writes from the title when the description is still empty', async () => {
    const owner = await ownerWithTask();
    const res = await assist(stackUrl(), owner, { text: '' }, bearer(owner));
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^For "Shoot the launch photos":/);
  });

  it("another user's task is 404, and costs them nothing", async () => {
    const owner = await ownerWithTask();
    const other = await newUser();
    const res = await assist(stackUrl(), owner, { text: 'x' }, bearer(other));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: PROJECT_NOT_FOUND });
    expect(await creditsUsed(await userIdOf(other))).toBe(0);
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it('a task that is not in the project is 404 "Task not found…"', async () => {
    const owner = await ownerWithTask();
    const res = await assist(stackUrl(), { projectId: owner.projectId, taskId: '00000000-0000-4000-8000-000000000000' }, { text: 'x' }, bearer(owner));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: TASK_NOT_FOUND });
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it('no token is 401; a text that is not text is 400; neither spends anything', async () => {
    const owner = await ownerWithTask();
    const anonymous = await assist(stackUrl(), owner, { text: 'x' }, {});
    expect(anonymous.status).toBe(401);
    const bad = await assist(stackUrl(), owner, { text: 42 }, bearer(owner));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ message: 'text must be text.' });
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it("on the Growth plan, the month's 21st suggestion is refused with 402 and the upgrade message", async () => {
    const owner = await ownerWithTask();
    await db().entities.aiUsage.update({ userId: owner.userId, month: month() }).add({ credits: 20 }).go();
    const res = await assist(stackUrl(), owner, { text: DESCRIPTION }, bearer(owner));
    expect(res.status).toBe(402);
    expect(JSON.parse(res.text)).toEqual({ message: UPGRADE_MESSAGES.aiCredits });
    expect(await creditsUsed(owner.userId)).toBe(20);
  });
});

describe('the AI Writing Assistant on a shared project', () => {
  it('helps a member the project is shared with, on their own credit, and stops when it is unshared', async () => {
    const owner = await ownerWithTask();
    await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
    const email = uniqueEmail('member');
    const { inviteToken } = await callOk(teamEndpoints.invite, { token: owner.accessToken, body: { email, role: 'member' } });
    await signUp(email, 'secret1', { fullName: 'Milo Member' });
    await confirm(email);
    const member = await signIn(email, 'secret1');
    await callOk(teamEndpoints.accept, { token: member.accessToken, params: { token: inviteToken } });
    const memberId = await userIdOf(member);
    const share = { projectId: owner.projectId, userId: memberId };

    expect((await assist(stackUrl(), owner, { text: DESCRIPTION }, bearer(member))).status).toBe(404);
    await callApi(projectEndpoints.share, { token: owner.accessToken, params: share });
    const res = await assist(stackUrl(), owner, { text: DESCRIPTION, instruction: 'checklist' }, bearer(member));
    expect(res.status).toBe(200);
    expect(res.text).toContain('- [ ] ');
    expect(await creditsUsed(memberId)).toBe(1);
    expect(await creditsUsed(owner.userId)).toBe(0);
    await callApi(projectEndpoints.unshare, { token: owner.accessToken, params: share });
    expect((await assist(stackUrl(), owner, { text: DESCRIPTION }, bearer(member))).status).toBe(404);
    expect(await creditsUsed(memberId)).toBe(1);
  });
});

describe('the AI Writing Assistant with an OpenAI-compatible server streaming', () => {
  // The stack's handlers run in its own process with the offline writer; this file serves the
  // same streamed route (the local gateway, the same handler module and emulators) from its
  // own process, configured for the fake server.
  let fake: FakeOpenAi;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ streamPauseMs: 40 });
    process.env.OPENAI_API_KEY = 'sk-test-not-a-real-key';
    process.env.OPENAI_BASE_URL = fake.url;
    resetConfig();
    const stream = createStreamGateway({ root });
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        void stream(req, res, url.pathname.slice('/stream'.length), url.search.slice(1), Buffer.concat(chunks).toString());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fake.close();
  });

  it("streams the model's suggestion as it arrives, from a prompt with the brand, the task and the user's text", async () => {
    const owner = await ownerWithTask();
    const res = await assist(base, owner, { text: DESCRIPTION, instruction: 'Add a checklist' }, bearer(owner));
    expect(res.status).toBe(200);
    expect(res.text).toBe(fakeAssist('Shoot the launch photos'));
    expect(res.chunks.length).toBeGreaterThan(1);
    const request = fake.requests.at(-1)!;
    expect(request.stream).toBe(true);
    const prompt = request.messages!.find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('Brand: Corner Café');
    expect(prompt).toContain('Project: Launch cardamom bun boxes');
    expect(prompt).toContain('Instruction: Add a checklist');
    expect(prompt).toContain(`Task description so far:\n${DESCRIPTION}`);
    expect(await creditsUsed(owner.userId)).toBe(1);
  });

  it('answers 503 with the AI error when the AI refuses, and gives the credit back', async () => {
    const owner = await ownerWithTask();
    fake.failNext('assist', 'http401');
    const res = await assist(base, owner, { text: DESCRIPTION }, bearer(owner));
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ message: AI_ERROR_MESSAGE });
    expect(await creditsUsed(owner.userId)).toBe(0);
  });
});
