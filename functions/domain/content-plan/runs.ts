// "Plan my next 30 days" runs: start one (Premium; one AI credit per 10 posts, taken by the
// request that creates it), report its real progress, and the steps the workflow records
// (functions/workflow/content-plan/*): the brief and slots, each written batch, the stored
// plan, or a failure that gives the credits back once.
import * as z from 'zod';
import { AI_ERROR_MESSAGE } from '#contracts/project-ai';
import {
  CONTENT_PLAN_MESSAGES,
  CONTENT_PLAN_STEPS,
  PLAN_POSTS,
  POSTS_PER_CREDIT,
  type ContentPlan,
  type ContentPlanItem,
  type PlanFormat,
} from '#contracts/content-plan';
import { Network } from '#contracts/connected-accounts';
import { isConditionFailed } from '#data/conditions';
import type { ContentPlanRecord } from '#data/entities/content-plan';
import type { ContentPlanItemRecord } from '#data/entities/content-plan-item';
import { db } from '#data/service';
import { distinctOpenings, type PlanCampaign, type PlannedPost, type PlanSlot } from '#lib/ai/content-plan';
import { strategyOf } from '#lib/ai/offline/writer';
import type { BrandBrief } from '#lib/ai/types';
import { Conflict, LimitReached, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { logger } from '#lib/logger';
import { startContentPlanWorkflow } from '#lib/workflows';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { accountsOf } from '../publishing/accounts.ts';
import { settingsFrom } from '../publishing/settings.ts';
import { briefOf } from '../rewrites.ts';
import { planSlots } from './slots.ts';
import * as BrandVoice from '../brand-voice.ts';

/** Posts each Map iteration writes: 6 batches of 5, a few at a time. */
export const BATCH_SIZE = 5;
export const BATCHES = Math.ceil(PLAN_POSTS / BATCH_SIZE);
export const CREDITS = Math.ceil(PLAN_POSTS / POSTS_PER_CREDIT);

/** A plan id derived from the owner and the click's request id: a retried click finds its plan. */
export const planIdFor = (userId: string, requestId: string) => idempotentId(`content-plan:${userId}:${requestId}`);

// ---- The plan as the API shows it ----

/**
 * Batches the writer has finished, read from the plan's drafts: each batch puts its posts in one
 * write, and a retried batch puts the same items again, so it cannot count twice.
 */
const batchesWritten = (plan: ContentPlanRecord, drafts: number) => Math.min(plan.batches, Math.floor(drafts / BATCH_SIZE));

const stepsOf = (plan: ContentPlanRecord, drafts: number): ContentPlan['steps'] => {
  const written = batchesWritten(plan, drafts);
  const done = { brief: plan.briefLoaded, write: plan.batches > 0 && written >= plan.batches, store: plan.status === 'succeeded' };
  let reached = false;
  return CONTENT_PLAN_STEPS.map(({ key, label }) => {
    let status: ContentPlan['steps'][number]['status'] = 'pending';
    if (done[key] || plan.status === 'succeeded') status = 'done';
    else if (!reached) {
      reached = true;
      status = plan.status === 'failed' ? 'failed' : 'active';
    }
    return { key, label, status };
  });
};

/** Real progress: 10% for the brief, 85% shared by the batches written (`drafts`: the plan's draft items so far), the rest when stored. */
export function percentOf(plan: ContentPlanRecord, drafts: number): number {
  if (plan.status === 'succeeded') return 100;
  const written = batchesWritten(plan, drafts);
  return Math.min(95, (plan.briefLoaded ? 10 : 0) + (plan.batches ? Math.floor((85 * written) / plan.batches) : 0));
}

export const itemView = (item: ContentPlanItemRecord): ContentPlanItem => ({
  id: item.itemId,
  title: item.title,
  caption: item.caption,
  network: Network.parse(item.network),
  localTime: item.localTime,
  timeZone: item.timeZone,
  pillar: item.pillar,
  format: item.format as PlanFormat,
  status: item.status,
  scheduledPostId: item.scheduledPostId ?? null,
});

/** The plan with its draft items: their count is the writer's progress; they are shown once the plan succeeded. */
export function view(plan: ContentPlanRecord, items: readonly ContentPlanItemRecord[]): ContentPlan {
  return {
    planId: plan.planId,
    status: plan.status,
    percent: percentOf(plan, items.length),
    steps: stepsOf(plan, items.length),
    campaignId: plan.campaignId || null,
    credits: plan.credits,
    error: plan.status === 'failed' ? (plan.error ?? AI_ERROR_MESSAGE) : null,
    note: plan.note ?? null,
    items: plan.status === 'succeeded' ? items.map(itemView) : [],
    createdAt: plan.createdAt,
  };
}

export async function planOf(userId: string, planId: string, consistent = false): Promise<ContentPlanRecord> {
  return found((await db().entities.contentPlan.get({ userId, planId }).go({ consistent })).data);
}

/** The plan read, or NotFound. */
function found(plan: ContentPlanRecord | null | undefined): ContentPlanRecord {
  if (!plan) throw new NotFound(CONTENT_PLAN_MESSAGES.notFound);
  return plan;
}

export async function itemsOf(userId: string, planId: string, consistent = false): Promise<ContentPlanItemRecord[]> {
  const { data } = await db().entities.contentPlanItem.query.byPlan({ userId, planId }).go({ pages: 'all', consistent });
  return data.sort((a, b) => a.itemId.localeCompare(b.itemId));
}

const viewOf = async (plan: ContentPlanRecord) => view(plan, await itemsOf(plan.userId, plan.planId));

// ---- Start and poll ----

/** "Plan my next 30 days" is Premium: a LimitReached (402) saying so otherwise. */
export async function requirePremium(userId: string): Promise<void> {
  if (!(await Entitlements.limitsOf(userId)).contentPlan) throw new LimitReached(CONTENT_PLAN_MESSAGES.premium);
}

export interface StartInput {
  requestId: string;
  campaignId?: string | undefined;
  accountIds?: string[] | undefined;
}

/**
 * Starts a plan: Premium only, with a brand kit, for a campaign of the owner's if one is
 * named. Takes its credits (one per 10 posts) and starts the workflow; a retried click (same
 * request id) answers the plan it started and takes nothing more.
 */
export async function start(userId: string, input: StartInput): Promise<ContentPlan> {
  await requirePremium(userId);
  const planId = planIdFor(userId, input.requestId);
  const existing = await db().entities.contentPlan.get({ userId, planId }).go({ consistent: true });
  if (existing.data) return viewOf(existing.data);
  if (!(await BrandKits.latestItem(userId))) throw new Conflict(CONTENT_PLAN_MESSAGES.noBrandKit);
  if (input.campaignId) {
    const { data } = await db().entities.campaign.get({ userId, campaignId: input.campaignId }).go();
    if (!data) throw new NotFound('Campaign not found.');
  }
  let created: ContentPlanRecord;
  try {
    created = (
      await db()
        .entities.contentPlan.create({
          userId,
          planId,
          campaignId: input.campaignId ?? '',
          credits: CREDITS,
          ...(input.accountIds?.length ? { accountIds: input.accountIds } : {}),
        })
        .go()
    ).data as ContentPlanRecord;
  } catch (error) {
    // Two concurrent retries of one click: the other request created it first.
    if (isConditionFailed(error)) return viewOf(await planOf(userId, planId, true));
    throw error;
  }
  try {
    await Entitlements.consumeAiCredits(userId, CREDITS);
  } catch (error) {
    await db().entities.contentPlan.delete({ userId, planId }).go();
    throw error;
  }
  try {
    const executionArn = await startContentPlanWorkflow(planId, { userId, planId });
    await db().entities.contentPlan.patch({ userId, planId }).set({ executionArn }).go();
  } catch (error) {
    logger.error('Could not start the content plan workflow', { planId, error: error as Error });
    await markFailed(userId, planId, `The planning service could not start. ${AI_ERROR_MESSAGE}`);
    return viewOf(await planOf(userId, planId, true));
  }
  return view(created, []);
}

export async function get(userId: string, planId: string): Promise<ContentPlan> {
  const [plan, items] = await Promise.all([planOf(userId, planId), itemsOf(userId, planId)]);
  return view(plan, items);
}

/** The owner's newest plan, or null: one Query of their plans, newest first. */
export async function latest(userId: string): Promise<ContentPlan | null> {
  const { data } = await db().entities.contentPlan.query.byCreated({ userId }).go({ order: 'desc', limit: 1 });
  return data[0] ? viewOf(data[0]) : null;
}

// ---- Steps the workflow records ----

/** A step failed in a way the user should read about (the workflow shows its message). */
export class ContentPlanStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentPlanStepError';
  }
}

export interface PlanBrief {
  brand: BrandBrief;
  campaign: PlanCampaign | null;
}

const PLATFORM_NETWORK: Record<string, Network> = { Instagram: 'instagram', Facebook: 'facebook', TikTok: 'tiktok', LinkedIn: 'linkedin' };

/** The networks of the chosen accounts the owner still has. */
async function chosenNetworks(userId: string, accountIds: readonly string[]): Promise<Network[]> {
  const chosen = new Set(accountIds);
  return [...new Set((await accountsOf(userId)).filter((a) => chosen.has(a.accountKey)).map((a) => Network.parse(a.network)))];
}

/** The networks the posts are for: the chosen accounts', else the campaign's, else the brand kit's platforms. */
function networksFor(accountNetworks: readonly Network[], campaignNetworks: readonly string[], platforms: readonly string[]): Network[] {
  if (accountNetworks.length) return [...accountNetworks];
  if (campaignNetworks.length) return campaignNetworks.map((n) => Network.parse(n));
  const fromKit = platforms.flatMap((p) => (PLATFORM_NETWORK[p] ? [PLATFORM_NETWORK[p]] : []));
  return fromKit.length ? fromKit : ['facebook'];
}

/** The content pillars of the owner's generated posts (the strategy's), if there are any. */
async function storedPillars(userId: string): Promise<string[]> {
  const { data } = await db()
    .entities.contentItem.query.byUser({ userId })
    .go({ order: 'desc', limit: 50, attributes: ['pillar'] });
  return [...new Set(data.flatMap((item) => (item.pillar ? [item.pillar] : [])))].slice(0, 5);
}

/** The plan (read strongly), the posting schedule and the voice profile, in one TransactGetItems. */
async function briefItems(userId: string, planId: string) {
  const { data } = await db()
    .transaction.get(({ contentPlan, publishingSettings, brandVoice }) => [
      contentPlan.get({ userId, planId }).commit(),
      publishingSettings.get({ userId }).commit(),
      brandVoice.get({ userId }).commit(),
    ])
    .go();
  const [plan, settings, voice] = data;
  return { plan: found(plan.item), settings: settingsFrom(settings.item), voice: BrandVoice.profileFrom(voice.item) };
}

/** What the brief step found, shown as progress: the batches to write, and a note when the schedule's defaults were used. */
export const BriefProgress = z.object({ batches: z.number().int().min(0), note: z.string().optional() });
export type BriefProgress = z.infer<typeof BriefProgress>;

/**
 * Step 1: what the plan is written from, and its 30 slots in batches for the writer. It
 * writes nothing: the first batch records the brief's progress while its AI call runs
 * (recordBrief), so the writer starts as soon as the reads are back.
 */
export async function loadBrief(
  userId: string,
  planId: string,
  now = new Date(),
): Promise<{ brief: PlanBrief; batches: PlanSlot[][]; progress: BriefProgress }> {
  // Read at once, the single items in one request: the plan's wait should be the AI's, not the table's.
  const [{ plan, settings, voice }, kit, stored] = await Promise.all([briefItems(userId, planId), BrandKits.latestItem(userId), storedPillars(userId)]);
  if (!kit) throw new ContentPlanStepError('The brand kit was removed before the plan could be written.');
  const [campaignItem, accountNetworks] = await Promise.all([
    plan.campaignId ? db().entities.campaign.get({ userId, campaignId: plan.campaignId }).go({ consistent: true }) : null,
    plan.accountIds?.length ? chosenNetworks(userId, plan.accountIds) : [],
  ]);
  const campaign = campaignItem?.data ?? null;
  if (plan.campaignId && !campaign) throw new ContentPlanStepError('The campaign was deleted before the plan could be written.');
  const brand: BrandBrief = { ...briefOf(kit), today: now.toISOString().slice(0, 10), ...(voice ? { voice } : {}) };
  // The strategy's pillars when the owner has generated posts; else the knowledge base's themes for the trade.
  const pillars = stored.length ? stored : strategyOf(brand).pillars;
  const networks = networksFor(accountNetworks, campaign?.networks ?? [], kit.platforms);
  const { slots, usedDefaults } = planSlots({ queue: settings.queue, timeZone: settings.timeZone, now, networks, pillars });
  const numbered = slots.map((slot, i) => ({ ...slot, itemId: String(i).padStart(2, '0') }));
  const batches = Array.from({ length: Math.ceil(numbered.length / BATCH_SIZE) }, (_, i) => numbered.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE));
  return {
    brief: { brand, campaign: campaign && { name: campaign.name, goal: campaign.goal, landingUrl: campaign.landingUrl ?? null } },
    batches,
    progress: { batches: batches.length, ...(usedDefaults ? { note: CONTENT_PLAN_MESSAGES.queueDefaults } : {}) },
  };
}

/** The brief step's progress on the plan: read, and how many batches the bar counts. Idempotent (a retried batch writes it again). */
export async function recordBrief(userId: string, planId: string, progress: BriefProgress): Promise<void> {
  await db()
    .entities.contentPlan.patch({ userId, planId })
    .set({ briefLoaded: true, batches: progress.batches, ...(progress.note ? { note: progress.note } : {}) })
    .go({ response: 'none' });
}

/** The posts of slots as draft items of the plan. Put, not create: a retried step writes the same items again. */
async function putDrafts(userId: string, planId: string, posts: readonly (PlannedPost & PlanSlot)[]): Promise<void> {
  if (posts.length === 0) return;
  const { unprocessed } = await db()
    .entities.contentPlanItem.put(posts.map((post) => ({ userId, planId, ...post, status: 'draft' as const })))
    .go();
  if (unprocessed.length) throw new Error(`${unprocessed.length} plan items were not written`);
}

const withSlots = (slots: readonly PlanSlot[], posts: readonly PlannedPost[]) =>
  slots.map((slot) => {
    const post = posts.find((p) => p.itemId === slot.itemId);
    if (!post) throw new ContentPlanStepError('The writer left out some of the posts.');
    return { ...slot, title: post.title, caption: post.caption };
  });

/**
 * Step 2, per batch: its posts as drafts, in one write (while the other batches' AI calls run).
 * The drafts are the batch's record too (the progress counts them): the next batches wait for
 * this write, so it is the only one.
 */
export async function recordBatch(userId: string, planId: string, slots: readonly PlanSlot[], posts: readonly PlannedPost[]): Promise<void> {
  await putDrafts(userId, planId, withSlots(slots, posts));
}

/** Step 3: no opening sentence twice across the batches (the few that repeat one are written again), and the plan succeeded. */
export async function storePlan(userId: string, planId: string, slots: readonly PlanSlot[], posts: readonly PlannedPost[]): Promise<void> {
  const written = withSlots(slots, posts);
  const distinct = distinctOpenings(written);
  await putDrafts(
    userId,
    planId,
    distinct.filter((post, i) => post.caption !== written[i]!.caption),
  );
  await db().entities.contentPlan.patch({ userId, planId }).set({ status: 'succeeded' }).go();
}

/** Marks the plan failed with a reason a user can act on, and gives its credits back (once). */
export async function markFailed(userId: string, planId: string, reason: string): Promise<void> {
  const [plan, drafts] = await Promise.all([planOf(userId, planId, true), itemsOf(userId, planId, true)]);
  if (plan.status === 'succeeded') return;
  const failedStep = stepsOf(plan, drafts.length).find((s) => s.status === 'active')?.key ?? 'brief';
  await db().entities.contentPlan.patch({ userId, planId }).set({ status: 'failed', error: reason, failedStep }).go();
  const now = new Date().toISOString();
  await Entitlements.refundAiCreditOnce(
    userId,
    plan.createdAt,
    () =>
      db()
        .entities.contentPlan.patch({ userId, planId })
        .set({ creditRefundedAt: now })
        .where((attr, { notExists }) => notExists(attr.creditRefundedAt)),
    plan.credits,
  );
}
