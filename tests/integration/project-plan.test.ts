// "Ask AI to Generate Plan" end to end on the local stack: the API starts the plan workflow
// (Step Functions locally, task handlers on DynamoDB Local) with the offline writer, the run
// reports its real steps, proposals are specific to the project and the business, accepting
// adds the chosen ones as tasks exactly once; with a fake OpenAI-compatible server, the
// model's proposals are used, and a plan that keeps failing says why and gives its AI
// credit back exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { AI_ERROR_MESSAGE, PLAN_PROPOSALS_MAX, PLAN_PROPOSALS_MIN, PlanProposal, projectAiEndpoints as ai, type PlanRun } from '#contracts/project-ai';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { PROJECT_NOT_FOUND, projectEndpoints } from '#contracts/projects';
import { billingEndpoints } from '#contracts/billing';
import { teamEndpoints } from '#contracts/team';
import { db } from '#data/service';
import { resetConfig } from '#lib/config';
import * as Projects from '#domain/projects';
import * as Tasks from '#domain/tasks';
import * as ProjectAi from '#domain/project-ai';
import { handler as recordFailure } from '../../functions/workflow/project-plan/record-failure.ts';
import { createWorkflowRunner, synthesizeStateMachines, type WorkflowRunner } from '../../bin/local/workflows.ts';
import { cafeBrand } from '../support/brand.ts';
import { fakePlanTasks, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { userIdOf } from '../support/seed.ts';
import { pollUntil } from '../support/runs.ts';
import { callApi, callOk, confirm, newUser, signIn, signUp, uniqueEmail, type TestUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const month = () => new Date().toISOString().slice(0, 7);
const EXISTING = 'Write the launch story for the cardamom bun';

const taskTitles = async (projectId: string) => (await db().entities.task.query.byProject({ projectId }).go({ pages: 'all' })).data.map((t) => t.title).sort();

interface Owner extends TestUser {
  userId: string;
  projectId: string;
  /** The project's task titles before any plan (the template's tasks and EXISTING), sorted. */
  titles: string[];
}

/** A café owner with a brand kit and a product launch project that already has one task. */
async function ownerWithProject(brand: Partial<BrandKitInput> = {}): Promise<Owner> {
  const user = await newUser();
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: { ...cafeBrand, industry: 'Coffee shop in Didsbury', ...brand } as BrandKitInput });
  const userId = await userIdOf(user);
  const project = await Projects.create(userId, {
    title: 'Launch cardamom bun boxes',
    description: 'Boxes of six cardamom buns for office mornings.',
    templateType: 'product-launch',
  });
  await Tasks.create(userId, { projectId: project.projectId, title: EXISTING });
  return { ...user, userId, projectId: project.projectId, titles: await taskTitles(project.projectId) };
}

const start = (owner: Owner, requestId: string = randomUUID(), token = owner.accessToken) =>
  callApi(ai.startPlan, { token, params: { projectId: owner.projectId }, body: { requestId } });
const getPlan = (owner: Owner, runId: string) => callOk(ai.getPlan, { token: owner.accessToken, params: { projectId: owner.projectId, runId } });
const accept = (owner: Owner, runId: string, indexes: number[], token = owner.accessToken) =>
  callApi(ai.acceptPlan, { token, params: { projectId: owner.projectId, runId }, body: { indexes } });
const credits = async (userId: string) => (await db().entities.aiUsage.get({ userId, month: month() }).go({ consistent: true })).data?.credits ?? 0;

async function pollUntilStopped(owner: Owner, runId: string): Promise<{ run: PlanRun; seen: PlanRun['steps'][] }> {
  const seen: PlanRun['steps'][] = [];
  const run = await pollUntil(
    async () => {
      const { run } = await getPlan(owner, runId);
      seen.push(run.steps);
      return run;
    },
    (run) => run.status !== 'running',
    `Plan run ${runId}`,
  );
  return { run, seen };
}

async function finishedPlan(owner: Owner): Promise<PlanRun> {
  const started = await start(owner);
  if (!started.ok) throw new Error(`start answered ${started.status}: ${started.body.message}`);
  return (await pollUntilStopped(owner, started.body.run.runId)).run;
}

describe('Ask AI to Generate Plan with the offline writer', () => {
  it('proposes 5–8 tasks for the project and the business, with real steps, for one AI credit', async () => {
    const owner = await ownerWithProject();
    const started = await start(owner);
    expect(started).toMatchObject({ ok: true, status: 202, body: { run: { status: 'running', proposals: [], error: null, acceptedAt: null } } });
    if (!started.ok) return;
    expect(started.body.run.steps.map((s) => s.label)).toEqual(['Reading your project and brand kit', 'Proposing tasks', 'Checking the proposals']);
    const { run } = await pollUntilStopped(owner, started.body.run.runId);

    expect(run.status).toBe('succeeded');
    expect(run.steps.every((s) => s.status === 'done')).toBe(true);
    expect(run.proposals.length).toBeGreaterThanOrEqual(PLAN_PROPOSALS_MIN);
    expect(run.proposals.length).toBeLessThanOrEqual(PLAN_PROPOSALS_MAX);
    for (const proposal of run.proposals) expect(PlanProposal.parse(proposal)).toEqual(proposal);
    // Specific to this project and this café: the product it names, the place, the trade.
    const text = run.proposals.map((p) => `${p.title} ${p.description}`).join('\n');
    expect(text).toContain('cardamom bun');
    expect(text).toContain('Didsbury');
    expect(text).toMatch(/coffee|pastry|latte|barista/i);
    // Never a task the project already has, and no two alike.
    expect(run.proposals.map((p) => p.title)).not.toContain(EXISTING);
    const onBoard = new Set(owner.titles.map((t) => t.toLowerCase()));
    expect(run.proposals.filter((p) => onBoard.has(p.title.toLowerCase()))).toEqual([]);
    expect(new Set(run.proposals.map((p) => p.title.toLowerCase())).size).toBe(run.proposals.length);
    expect(await credits(owner.userId)).toBe(1);
  });

  it('proposes the same plan for the same project and brand (deterministic), another for another business', async () => {
    const owner = await ownerWithProject();
    const [first, second] = [await finishedPlan(owner), await finishedPlan(owner)];
    expect(second.proposals).toEqual(first.proposals);
    const florist = await ownerWithProject({ name: 'Petal & Stem', industry: 'Florist in Chorlton' });
    const other = await finishedPlan(florist);
    expect(other.proposals).not.toEqual(first.proposals);
    expect(other.proposals.map((p) => `${p.title} ${p.description}`).join('\n')).toContain('Chorlton');
    expect(await credits(owner.userId)).toBe(2);
  });

  it('a double click (same request id) starts one run and spends one credit', async () => {
    const owner = await ownerWithProject();
    const requestId = randomUUID();
    const [a, b] = await Promise.all([start(owner, requestId), start(owner, requestId)]);
    expect(a).toMatchObject({ ok: true, status: 202 });
    expect(b).toMatchObject({ ok: true, status: 202 });
    if (!a.ok || !b.ok) return;
    expect(b.body.run.runId).toBe(a.body.run.runId);
    await pollUntilStopped(owner, a.body.run.runId);
    const again = await start(owner, requestId);
    expect(again.ok && again.body.run.status).toBe('succeeded');
    expect(await credits(owner.userId)).toBe(1);
    const { data: runs } = await db().entities.planRun.query.byRun({ projectId: owner.projectId }).go();
    expect(runs).toHaveLength(1);
  });

  it('adds the chosen proposals as To Do tasks exactly once, even on a double click and a retry', async () => {
    const owner = await ownerWithProject();
    const run = await finishedPlan(owner);
    const taskCount = async () => (await db().entities.project.get({ projectId: owner.projectId }).go({ consistent: true })).data?.taskCount;
    const countBefore = await taskCount();
    const [a, b] = await Promise.all([accept(owner, run.runId, [2, 0]), accept(owner, run.runId, [0, 2])]);
    expect([a.status, b.status]).toEqual([200, 200]);
    if (!a.ok || !b.ok) return;
    expect(a.body.tasks.map((t) => t.title)).toEqual([run.proposals[0]!.title, run.proposals[2]!.title]);
    expect(b.body).toEqual(a.body);
    expect(a.body.tasks[0]).toMatchObject({ status: 'todo', phase: run.proposals[0]!.phase, estimatedDays: run.proposals[0]!.estimatedDays, blockedBy: [] });
    // A retry, even naming other proposals, answers the tasks the plan already added.
    const retry = await accept(owner, run.runId, [1]);
    expect(retry.ok && retry.body).toEqual(a.body);

    expect(await taskTitles(owner.projectId)).toEqual([...owner.titles, run.proposals[0]!.title, run.proposals[2]!.title].sort());
    // The project list's progress counts them once.
    expect(await taskCount()).toBe(countBefore! + 2);
    const { data: stored } = await db().entities.task.query.byProject({ projectId: owner.projectId }).go();
    const added = stored.filter((t) => !owner.titles.includes(t.title));
    // At the end of the To Do column, in the plan's order.
    const lastBefore = stored
      .filter((t) => owner.titles.includes(t.title) && t.status === 'todo')
      .map((t) => t.rank ?? 'a0')
      .sort()
      .at(-1)!;
    expect(added.every((t) => t.rank! > lastBefore)).toBe(true);
    for (const [i, task] of added.sort((x, y) => x.rank!.localeCompare(y.rank!)).entries()) {
      const proposal = run.proposals[[0, 2][i]!]!;
      expect(task).toMatchObject({
        status: 'todo',
        priority: proposal.priority,
        description: proposal.description,
        phase: proposal.phase,
        estimatedDays: proposal.estimatedDays,
        userId: owner.userId,
      });
    }
    const after = await getPlan(owner, run.runId);
    expect(after.run).toMatchObject({ acceptedAt: expect.any(String), acceptedIndexes: [0, 2] });
  });

  it('offers the plan still waiting for review again (after a reload), until it is accepted; none for others', async () => {
    const owner = await ownerWithProject();
    const openPlan = (token = owner.accessToken) => callApi(ai.openPlan, { token, params: { projectId: owner.projectId } });
    expect(await openPlan()).toEqual({ ok: true, status: 200, body: { run: null } });
    const run = await finishedPlan(owner);
    const open = await openPlan();
    expect(open.ok && open.body.run).toEqual(run);
    expect((await openPlan((await newUser()).accessToken)).status).toBe(404);
    expect((await accept(owner, run.runId, [0])).status).toBe(200);
    expect(await openPlan()).toEqual({ ok: true, status: 200, body: { run: null } });
  });

  it('refuses to accept a plan that has not finished (409) and a proposal it does not have (400)', async () => {
    const owner = await ownerWithProject();
    const runId = ProjectAi.planRunIdFor(owner.userId, owner.projectId, randomUUID());
    await db().entities.planRun.create({ projectId: owner.projectId, runId, userId: owner.userId }).go();
    expect(await accept(owner, runId, [0])).toEqual({
      ok: false,
      status: 409,
      body: { message: 'This plan has not finished yet, so there is nothing to add.' },
    });
    const run = await finishedPlan(owner);
    const res = await accept(owner, run.runId, [7]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(/^This plan has \d proposed tasks: choose among them\.$|Each chosen task must be one of the proposals\./),
    });
    expect(await accept(owner, run.runId, [])).toEqual({ ok: false, status: 400, body: { message: 'Choose at least one task to add.' } });
    expect(await taskTitles(owner.projectId)).toEqual(owner.titles);
  });

  it("another user's project and plan are not there for them (404), and nothing is spent or added", async () => {
    const owner = await ownerWithProject();
    const run = await finishedPlan(owner);
    const other = await newUser();
    const otherId = await userIdOf(other);
    expect(await start(owner, randomUUID(), other.accessToken)).toEqual({ ok: false, status: 404, body: { message: PROJECT_NOT_FOUND } });
    expect((await callApi(ai.getPlan, { token: other.accessToken, params: { projectId: owner.projectId, runId: run.runId } })).status).toBe(404);
    expect((await accept(owner, run.runId, [0], other.accessToken)).status).toBe(404);
    expect(await credits(otherId)).toBe(0);
    expect(await taskTitles(owner.projectId)).toEqual(owner.titles);
  });

  it('refuses a run without AI credits left with the generation 402, creating nothing', async () => {
    const owner = await ownerWithProject();
    await db().entities.aiUsage.update({ userId: owner.userId, month: month() }).add({ credits: 20 }).go();
    expect(await start(owner)).toEqual({ ok: false, status: 402, body: { message: UPGRADE_MESSAGES.aiCredits } });
    const { data: runs } = await db().entities.planRun.query.byRun({ projectId: owner.projectId }).go();
    expect(runs).toEqual([]);
    expect(await credits(owner.userId)).toBe(20);
  });

  it('refuses a request id that is not a UUID', async () => {
    const owner = await ownerWithProject();
    expect(await start(owner, 'click-1')).toEqual({ ok: false, status: 400, body: { message: 'The request id must be a UUID.' } });
  });
});

describe('Ask AI to Generate Plan on a shared project', () => {
  /** A Premium café owner with the launch project, and a team member who joined through an invitation. */
  async function ownerAndMember() {
    const owner = await ownerWithProject();
    await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
    const email = uniqueEmail('member');
    const { inviteToken } = await callOk(teamEndpoints.invite, { token: owner.accessToken, body: { email, role: 'member' } });
    await signUp(email, 'secret1', { fullName: 'Milo Member' });
    await confirm(email);
    const member = await signIn(email, 'secret1');
    await callOk(teamEndpoints.accept, { token: member.accessToken, params: { token: inviteToken } });
    return { owner, member, memberId: await userIdOf(member) };
  }

  it("a member sees nothing until the project is shared; then plans on their own credit and adds tasks to the owner's board", async () => {
    const { owner, member, memberId } = await ownerAndMember();
    const params = { projectId: owner.projectId };
    expect(await start(owner, randomUUID(), member.accessToken)).toEqual({ ok: false, status: 404, body: { message: PROJECT_NOT_FOUND } });
    await callApi(projectEndpoints.share, { token: owner.accessToken, params: { ...params, userId: memberId } });

    const started = await start(owner, randomUUID(), member.accessToken);
    expect(started).toMatchObject({ ok: true, status: 202 });
    if (!started.ok) return;
    const { run } = await pollUntilStopped({ ...owner, accessToken: member.accessToken }, started.body.run.runId);
    expect(run.status).toBe('succeeded');
    // The owner's business and brand kit, the member's credit.
    expect(run.proposals.map((p) => `${p.title} ${p.description}`).join('\n')).toContain('Didsbury');
    expect(await credits(memberId)).toBe(1);
    expect(await credits(owner.userId)).toBe(0);
    // The owner sees the member's plan, and the member adds a task to the owner's board.
    expect((await getPlan(owner, run.runId)).run.proposals).toEqual(run.proposals);
    const added = await accept(owner, run.runId, [1], member.accessToken);
    expect(added.ok && added.body.tasks.map((t) => t.title)).toEqual([run.proposals[1]!.title]);
    const board = await callOk(projectEndpoints.tasks, { token: owner.accessToken, params });
    expect(board.tasks.map((t) => t.title)).toContain(run.proposals[1]!.title);
    const { data: stored } = await db().entities.task.query.byProject({ projectId: owner.projectId }).go();
    expect(stored.find((t) => t.title === run.proposals[1]!.title)).toMatchObject({ userId: owner.userId, createdBy: memberId });

    // Unshared: the plan is gone for them.
    await callApi(projectEndpoints.unshare, { token: owner.accessToken, params: { ...params, userId: memberId } });
    expect((await callApi(ai.getPlan, { token: member.accessToken, params: { ...params, runId: run.runId } })).status).toBe(404);
  });
});

describe('Ask AI to Generate Plan with an OpenAI-compatible server', () => {
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
    arn = machines.find((m) => /projectplan/i.test(m.id))!.arn;
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    await fake.close();
  });

  /** A run as startPlan leaves it (its credit spent), executed by the workflow in this process. */
  async function run(owner: Owner) {
    const runId = ProjectAi.planRunIdFor(owner.userId, owner.projectId, randomUUID());
    await db().entities.planRun.create({ projectId: owner.projectId, runId, userId: owner.userId }).go();
    await db().entities.aiUsage.update({ userId: owner.userId, month: month() }).add({ credits: 1 }).go();
    const execution = runner.start(arn, JSON.stringify({ projectId: owner.projectId, runId }));
    await runner.waitFor(execution.executionArn, 60_000);
    return (await getPlan(owner, runId)).run;
  }

  it("uses the model's proposals, asked with the project, its tasks and the brand", async () => {
    const owner = await ownerWithProject();
    fake.failNext('plan', 'http500');
    const result = await run(owner);
    expect(result.status).toBe('succeeded');
    expect(result.proposals).toEqual(fakePlanTasks('Launch cardamom bun boxes'));
    const prompt = fake.requests.at(-1)!.messages!.find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('Brand: Corner Café');
    expect(prompt).toContain(`"${EXISTING}"`);
  });

  it('fails a plan whose answers stay unusable, saying why, and gives its credit back exactly once', async () => {
    const owner = await ownerWithProject();
    await db().entities.aiUsage.update({ userId: owner.userId, month: month() }).add({ credits: 1 }).go();
    fake.alwaysMalformed('plan');
    const result = await run(owner);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/^The AI gave an unusable plan twice \(.+\)\. Failed to generate AI content\. Please try again\.$/);
    expect(result.error!.endsWith(AI_ERROR_MESSAGE)).toBe(true);
    expect(result.steps.map((s) => s.status)).toEqual(['done', 'failed', 'pending']);
    expect(result.proposals).toEqual([]);
    // The credit spent earlier stays spent; this run's is back.
    expect(await credits(owner.userId)).toBe(1);
    const { data: stored } = await db().entities.planRun.get({ projectId: owner.projectId, runId: result.runId }).go({ consistent: true });
    expect(stored?.creditRefundedAt).toEqual(expect.any(String));

    // The task again (a retried Catch, a redelivered event): no second refund.
    await recordFailure({ projectId: owner.projectId, runId: result.runId, error: { Error: 'AiAnswerError', Cause: 'again' } });
    expect(await credits(owner.userId)).toBe(1);
    // Nothing was added to the board; accepting a failed plan is refused.
    expect(await taskTitles(owner.projectId)).toEqual(owner.titles);
    expect((await accept(owner, result.runId, [0])).status).toBe(409);
  });
});
