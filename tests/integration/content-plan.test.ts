// "Plan my next 30 days" end to end on the local stack: a Premium owner plans a month with a
// campaign (the workflow writes 30 drafts at the posting schedule's times, mixing pillars and
// formats, each within its network's limit, no opening twice, for three AI credits), approves
// 20 (20 scheduled posts in the campaign, however often approve is sent), moves one,
// regenerates one and dismisses one; a Free owner is told it is Premium; a plan that fails gives its credits back once.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { campaignEndpoints } from '#contracts/campaigns';
import { campaignProgressEndpoints } from '#contracts/campaign-progress';
import { CONTENT_PLAN_MESSAGES, PLAN_POSTS, contentPlanEndpoints as plans, type ContentPlan } from '#contracts/content-plan';
import { publishingEndpoints } from '#contracts/publishing';
import { db } from '#data/service';
import { openingOf } from '#lib/ai/content-plan';
import { NETWORK_PROFILES } from '#lib/networks/index';
import * as ContentPlans from '#domain/content-plan/runs';
import { handler as recordFailure } from '../../functions/workflow/content-plan/record-failure.ts';
import { createWorkflowRunner, synthesizeStateMachines } from '../../bin/local/workflows.ts';
import { cafeBrand } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { resetConfig } from '#lib/config';
import { pollUntil } from '../support/runs.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const month = () => new Date().toISOString().slice(0, 7);
const credits = async (userId: string) => (await db().entities.aiUsage.get({ userId, month: month() }).go({ consistent: true })).data?.credits ?? 0;
const LANDING = 'https://corner-cafe.example/autumn';

async function premiumOwner(): Promise<TestUser & { userId: string }> {
  const user = await newUser({ fullName: 'Petra Planner', companyName: 'Corner Café' });
  await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: { ...cafeBrand, industry: 'Coffee shop in Didsbury' } as BrandKitInput });
  return { ...user, userId: await userIdOf(user) };
}

async function campaignOf(user: TestUser): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const campaign = await callOk(campaignEndpoints.create, {
    token: user.accessToken,
    body: {
      requestId: randomUUID(),
      name: 'Weekday mornings',
      goal: 'Fill the café on weekday mornings',
      startDate: today,
      endDate: end,
      networks: ['facebook', 'linkedin'],
      currency: 'GBP',
      landingUrl: LANDING,
    },
  });
  return campaign.id;
}

const stopped = (user: TestUser, planId: string) =>
  pollUntil(
    async () => (await callOk(plans.get, { token: user.accessToken, params: { planId } })).plan,
    (plan: ContentPlan) => plan.status !== 'running',
    `Content plan ${planId}`,
  );

describe('a Premium owner plans the next 30 days with a campaign', () => {
  let owner: TestUser & { userId: string };
  let campaignId: string;
  let plan: ContentPlan;
  let accountIds: string[];

  beforeAll(async () => {
    owner = await premiumOwner();
    campaignId = await campaignOf(owner);
    accountIds = [(await connect(owner, 'facebook')).account.id, (await connect(owner, 'linkedin')).account.id];
    const started = await callApi(plans.start, { token: owner.accessToken, body: { requestId: randomUUID(), campaignId } });
    if (!started.ok) throw new Error(`start answered ${started.status}: ${started.body.message}`);
    expect(started.status).toBe(202);
    expect(started.body.plan.steps.map((s) => s.label)).toEqual([
      'Reading your brand kit and posting schedule',
      'Writing 30 posts',
      'Placing them on your calendar',
    ]);
    plan = await stopped(owner, started.body.plan.planId);
  });

  it('gets 30 drafts over the next 30 days at the posting schedule’s times, for three AI credits', async () => {
    expect(plan).toMatchObject({ status: 'succeeded', percent: 100, campaignId, credits: 3, error: null });
    expect(plan.items).toHaveLength(PLAN_POSTS);
    const now = Date.now();
    const settings = await callOk(publishingEndpoints.settings, { token: owner.accessToken });
    const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
    for (const item of plan.items) {
      expect(item.status).toBe('draft');
      expect(item.timeZone).toBe(settings.timeZone);
      const at = Date.parse(`${item.localTime}:00Z`);
      expect(at).toBeGreaterThan(now - 86_400_000);
      expect(at).toBeLessThan(now + 32 * 86_400_000);
      const day = weekdays[new Date(`${item.localTime.slice(0, 10)}T12:00:00Z`).getUTCDay()]!;
      expect(settings.queue[day]).toContain(item.localTime.slice(11));
    }
    expect([...plan.items].map((i) => i.localTime)).toEqual([...plan.items].map((i) => i.localTime).sort());
    expect(await credits(owner.userId)).toBe(3);
  });

  it('mixes pillars, formats and the campaign’s networks, each caption within its limit, with no opening twice', () => {
    expect(new Set(plan.items.map((i) => i.pillar)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(plan.items.map((i) => i.format)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(plan.items.map((i) => i.network))).toEqual(new Set(['facebook', 'linkedin']));
    for (const item of plan.items) {
      expect([...item.caption].length).toBeLessThanOrEqual(NETWORK_PROFILES[item.network].captionLimit);
      // The campaign's landing link goes with every post's call to action.
      expect(item.caption).toContain(LANDING);
    }
    expect(plan.items.some((i) => i.format === 'event')).toBe(true);
    expect(new Set(plan.items.map((i) => openingOf(i.caption))).size).toBe(PLAN_POSTS);
    expect(plan.items.map((i) => i.caption).join('\n')).toMatch(/coffee|latte|pastry|barista/i);
  });

  it('is the latest plan', async () => {
    expect((await callOk(plans.latest, { token: owner.accessToken })).plan?.planId).toBe(plan.planId);
  });

  it('approves 20 as scheduled posts in the campaign, once however often approve is sent', async () => {
    const itemIds = plan.items.slice(0, 20).map((i) => i.id);
    const approved = await callOk(plans.approve, { token: owner.accessToken, params: { planId: plan.planId }, body: { itemIds, accountIds } });
    expect(approved.problems).toEqual([]);
    expect(approved.plan.items.filter((i) => i.status === 'approved')).toHaveLength(20);
    expect(approved.plan.items.filter((i) => i.status === 'approved').every((i) => i.scheduledPostId)).toBe(true);
    const again = await callOk(plans.approve, { token: owner.accessToken, params: { planId: plan.planId }, body: { itemIds, accountIds } });
    expect(again.plan.items.map((i) => i.scheduledPostId)).toEqual(approved.plan.items.map((i) => i.scheduledPostId));
    const progress = await callOk(campaignProgressEndpoints.progress, { token: owner.accessToken, params: { campaignId } });
    expect(progress.totals.scheduled).toBe(20);
    // Each at its planned time, on the account of its network.
    const first = approved.plan.items[0]!;
    const { post } = await callOk(publishingEndpoints.get, { token: owner.accessToken, params: { postId: first.scheduledPostId! } });
    expect(post).toMatchObject({ localTime: first.localTime, campaignId, caption: first.caption });
    expect(post.targets.map((t) => t.network)).toEqual([first.network]);
  });

  it('moves a draft to a later time, refuses a time that has passed and an approved post', async () => {
    const draft = plan.items[25]!;
    const later = `${new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10)}T16:45`;
    const moved = await callOk(plans.move, { token: owner.accessToken, params: { planId: plan.planId, itemId: draft.id }, body: { localTime: later } });
    expect(moved.item).toMatchObject({ id: draft.id, localTime: later, status: 'draft' });
    const past = await callApi(plans.move, {
      token: owner.accessToken,
      params: { planId: plan.planId, itemId: draft.id },
      body: { localTime: '2020-01-06T09:00' },
    });
    expect(past).toMatchObject({ status: 400, body: { message: CONTENT_PLAN_MESSAGES.passed } });
    const approvedOne = await callApi(plans.move, {
      token: owner.accessToken,
      params: { planId: plan.planId, itemId: plan.items[0]!.id },
      body: { localTime: later },
    });
    expect(approvedOne).toMatchObject({ status: 409, body: { message: CONTENT_PLAN_MESSAGES.onlyDrafts } });
  });

  it('regenerates one draft with a new caption and an opening no other post has, for no credit', async () => {
    const draft = plan.items[27]!;
    const { item } = await callOk(plans.regenerate, { token: owner.accessToken, params: { planId: plan.planId, itemId: draft.id } });
    expect(item.caption).not.toBe(draft.caption);
    expect([...item.caption].length).toBeLessThanOrEqual(NETWORK_PROFILES[item.network].captionLimit);
    const others = plan.items.filter((i) => i.id !== draft.id).map((i) => openingOf(i.caption));
    expect(others).not.toContain(openingOf(item.caption));
    expect(await credits(owner.userId)).toBe(3);
  });

  it('dismisses a draft, answers the same when dismissed again, and never schedules it', async () => {
    const draft = plan.items[28]!;
    const call = () => callApi(plans.dismiss, { token: owner.accessToken, params: { planId: plan.planId, itemId: draft.id } });
    const [a, b] = await Promise.all([call(), call()]);
    expect(a).toMatchObject({ status: 200, body: { item: { id: draft.id, status: 'dismissed', scheduledPostId: null } } });
    expect(b).toMatchObject({ status: 200, body: { item: { id: draft.id, status: 'dismissed' } } });
    const approved = await callOk(plans.approve, {
      token: owner.accessToken,
      params: { planId: plan.planId },
      body: { itemIds: [draft.id], accountIds },
    });
    expect(approved.plan.items.find((i) => i.id === draft.id)).toMatchObject({ status: 'dismissed', scheduledPostId: null });
    const movedAfter = await callApi(plans.move, {
      token: owner.accessToken,
      params: { planId: plan.planId, itemId: draft.id },
      body: { localTime: `${new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10)}T16:45` },
    });
    expect(movedAfter).toMatchObject({ status: 409, body: { message: CONTENT_PLAN_MESSAGES.onlyDrafts } });
    const approvedOne = await callApi(plans.dismiss, { token: owner.accessToken, params: { planId: plan.planId, itemId: plan.items[0]!.id } });
    expect(approvedOne).toMatchObject({ status: 409, body: { message: CONTENT_PLAN_MESSAGES.onlyDrafts } });
  });

  it('starts one plan however often the same click is sent', async () => {
    const requestId = randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => callOk(plans.start, { token: owner.accessToken, body: { requestId } })));
    expect(a!.plan.planId).toBe(b!.plan.planId);
    await stopped(owner, a!.plan.planId);
    expect(await credits(owner.userId)).toBe(6);
  });
});

describe('an owner whose posting schedule has no times', () => {
  it('gets a plan at the default week, every step done, with the note that says so', async () => {
    const owner = await premiumOwner();
    const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    await callOk(publishingEndpoints.saveSettings, { token: owner.accessToken, body: { timeZone: 'Europe/London', queue: empty } });
    const started = await callOk(plans.start, { token: owner.accessToken, body: { requestId: randomUUID() } });
    // The brief's progress (its note, the batches the bar counts) is recorded by the first batch, beside its AI call.
    const plan = await stopped(owner, started.plan.planId);
    expect(plan).toMatchObject({ status: 'succeeded', percent: 100, note: CONTENT_PLAN_MESSAGES.queueDefaults });
    expect(plan.steps.map((s) => s.status)).toEqual(['done', 'done', 'done']);
    const stored = (await db().entities.contentPlan.get({ userId: owner.userId, planId: plan.planId }).go({ consistent: true })).data;
    expect(stored).toMatchObject({ briefLoaded: true, batches: ContentPlans.BATCHES });
  });
});

describe('who may plan', () => {
  it('tells a Free owner it is Premium (402), and a Premium owner without a brand kit to set one up (409)', async () => {
    const free = await newUser({ fullName: 'Fran Free' });
    await callOk(brandKitEndpoints.save, { token: free.accessToken, body: cafeBrand as BrandKitInput });
    expect(await callApi(plans.start, { token: free.accessToken, body: { requestId: randomUUID() } })).toMatchObject({
      status: 402,
      body: { message: CONTENT_PLAN_MESSAGES.premium },
    });
    const noKit = await newUser({ fullName: 'Nadia No Kit' });
    await callOk(billingEndpoints.localPay, { token: noKit.accessToken, body: { tier: 'premium' } });
    expect(await callApi(plans.start, { token: noKit.accessToken, body: { requestId: randomUUID() } })).toMatchObject({
      status: 409,
      body: { message: CONTENT_PLAN_MESSAGES.noBrandKit },
    });
    expect((await callOk(plans.latest, { token: noKit.accessToken })).plan).toBeNull();
  });
});

describe('a plan that fails', () => {
  it('says why and gives its three credits back exactly once', async () => {
    const owner = await premiumOwner();
    const campaignId = await campaignOf(owner);
    // A plan as start leaves it (its credits spent), whose campaign is deleted before the workflow reads it.
    const planId = ContentPlans.planIdFor(owner.userId, randomUUID());
    await db().entities.contentPlan.create({ userId: owner.userId, planId, campaignId, credits: 3 }).go();
    await db().entities.aiUsage.update({ userId: owner.userId, month: month() }).add({ credits: 3 }).go();
    await db().entities.campaign.delete({ userId: owner.userId, campaignId }).go();
    const machines = await synthesizeStateMachines(root);
    const runner = await createWorkflowRunner({ root, machines, retryIntervalMs: 5 });
    const execution = runner.start(machines.find((m) => /contentplan/i.test(m.id))!.arn, JSON.stringify({ userId: owner.userId, planId }));
    await runner.waitFor(execution.executionArn, 60_000);

    const { plan } = await callOk(plans.get, { token: owner.accessToken, params: { planId } });
    expect(plan).toMatchObject({ status: 'failed', items: [] });
    expect(plan.error).toBe('The campaign was deleted before the plan could be written. Failed to generate AI content. Please try again.');
    expect(plan.steps.map((s) => s.status)).toEqual(['failed', 'pending', 'pending']);
    expect(await credits(owner.userId)).toBe(0);
    await recordFailure({ userId: owner.userId, planId, error: { Error: 'ContentPlanStepError', Cause: 'again' } });
    expect(await credits(owner.userId)).toBe(0);
  });
});

describe('a plan written by an OpenAI-compatible server', () => {
  it("uses the model's posts, asked with the brand, the slots and each network's limit", async () => {
    const owner = await premiumOwner();
    const fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = 'sk-test-not-a-real-key';
    process.env.OPENAI_BASE_URL = fake.url;
    resetConfig();
    try {
      const planId = ContentPlans.planIdFor(owner.userId, randomUUID());
      await db().entities.contentPlan.create({ userId: owner.userId, planId, credits: 3 }).go();
      const machines = await synthesizeStateMachines(root);
      const runner = await createWorkflowRunner({ root, machines, retryIntervalMs: 5 });
      const execution = runner.start(machines.find((m) => /contentplan/i.test(m.id))!.arn, JSON.stringify({ userId: owner.userId, planId }));
      await runner.waitFor(execution.executionArn, 60_000);
      const { plan } = await callOk(plans.get, { token: owner.accessToken, params: { planId } });
      expect(plan.status).toBe('succeeded');
      expect(plan.items.map((i) => i.title)).toEqual(Array.from({ length: PLAN_POSTS }, (_, i) => `Fake planned post ${String(i).padStart(2, '0')}`));
      const prompts = fake.requests.map((r) => r.messages!.find((m) => m.role === 'user')!.content);
      expect(prompts).toHaveLength(6);
      expect(prompts[0]).toContain('Brand: Corner Café');
      expect(prompts[0]).toMatch(/itemId "00": .* on (Instagram|Facebook) \(at most \d+ characters\)/);
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
      resetConfig();
      await fake.close();
    }
  });
});
