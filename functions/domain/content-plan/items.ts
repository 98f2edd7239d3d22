// A finished plan's drafts: approve some or all (each becomes a scheduled post at its time, in
// the plan's campaign, once however often it is sent), write one again (no credit), move one,
// or dismiss one.
import { CONTENT_PLAN_MESSAGES, type ContentPlan, type ContentPlanItem } from '#contracts/content-plan';
import type { ContentPlanItemRecord } from '#data/entities/content-plan-item';
import { isConditionFailed } from '#data/conditions';
import { db } from '#data/service';
import { distinctOpenings, openingOf, writePlanPosts, type PlanSlot } from '#lib/ai/content-plan';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import * as BrandKits from '../brand-kits.ts';
import * as BrandVoice from '../brand-voice.ts';
import { accountsOf } from '../publishing/accounts.ts';
import * as Posts from '../publishing/posts.ts';
import { instantOf } from '../publishing/time.ts';
import { briefOf } from '../rewrites.ts';
import { itemView, itemsOf, planOf, view } from './runs.ts';

/** Scheduled at once: each is a few writes and a one-time schedule. */
const APPROVE_CONCURRENCY = 5;

async function finishedPlan(userId: string, planId: string) {
  const plan = await planOf(userId, planId, true);
  if (plan.status !== 'succeeded') throw new Conflict(CONTENT_PLAN_MESSAGES.notFinished);
  return plan;
}

async function itemOf(userId: string, planId: string, itemId: string): Promise<ContentPlanItemRecord> {
  const { data } = await db().entities.contentPlanItem.get({ userId, planId, itemId }).go({ consistent: true });
  if (!data) throw new NotFound(CONTENT_PLAN_MESSAGES.itemNotFound);
  return data;
}

/** The request id a draft is scheduled with: the same draft always makes the same post. */
export const scheduleRequestIdOf = (planId: string, itemId: string) => idempotentId(`content-plan-item:${planId}:${itemId}`);

/**
 * Schedules the chosen drafts on the chosen accounts (those of the draft's network when any
 * are chosen, else all of them). A draft already approved is left as it is; one a network
 * would refuse stays a draft and is named in `problems` with the reason.
 */
export async function approve(
  userId: string,
  planId: string,
  itemIds: readonly string[],
  accountIds: readonly string[],
): Promise<{ plan: ContentPlan; problems: { itemId: string; message: string }[] }> {
  const plan = await finishedPlan(userId, planId);
  const items = await itemsOf(userId, planId);
  const chosen = itemIds.map((id) => {
    const item = items.find((i) => i.itemId === id);
    if (!item) throw new Invalid(CONTENT_PLAN_MESSAGES.itemNotFound);
    return item;
  });
  const accounts = await accountsOf(userId);
  const networkOf = new Map(accounts.map((a) => [a.accountKey, a.network]));
  const problems: { itemId: string; message: string }[] = [];
  const queue = chosen.filter((item) => item.status === 'draft');
  const work = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const matching = accountIds.filter((id) => networkOf.get(id) === item.network);
      try {
        const post = await Posts.schedule(userId, {
          requestId: scheduleRequestIdOf(planId, item.itemId),
          caption: item.caption,
          accountIds: matching.length ? matching : [...accountIds],
          when: { kind: 'at', localTime: item.localTime, timeZone: item.timeZone },
          campaignId: plan.campaignId || undefined,
        });
        await db().entities.contentPlanItem.patch({ userId, planId, itemId: item.itemId }).set({ status: 'approved', scheduledPostId: post.id }).go();
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
        problems.push({ itemId: item.itemId, message: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: APPROVE_CONCURRENCY }, work));
  return { plan: view(plan, await itemsOf(userId, planId)), problems: problems.sort((a, b) => a.itemId.localeCompare(b.itemId)) };
}

const draftOf = async (userId: string, planId: string, itemId: string) => {
  const item = await itemOf(userId, planId, itemId);
  if (item.status !== 'draft') throw new Conflict(CONTENT_PLAN_MESSAGES.onlyDrafts);
  return item;
};

/** Writes one draft again from other material, with an opening no other post of the plan has. No credit. */
export async function regenerate(userId: string, planId: string, itemId: string): Promise<ContentPlanItem> {
  const plan = await finishedPlan(userId, planId);
  const item = await draftOf(userId, planId, itemId);
  const kit = await BrandKits.latestItem(userId);
  if (!kit) throw new Conflict(CONTENT_PLAN_MESSAGES.noBrandKit);
  let campaign = null;
  if (plan.campaignId) {
    const { data } = await db().entities.campaign.get({ userId, campaignId: plan.campaignId }).go();
    if (data) campaign = { name: data.name, goal: data.goal, landingUrl: data.landingUrl ?? null };
  }
  const slot = { itemId, localTime: item.localTime, timeZone: item.timeZone, network: item.network, pillar: item.pillar, format: item.format } as PlanSlot;
  const variant = item.variant + 1;
  const brand = await BrandVoice.voicedBrief(userId, { ...briefOf(kit), today: new Date().toISOString().slice(0, 10) });
  const [post] = await writePlanPosts({ brand, campaign, slots: [slot], variant });
  const others = (await itemsOf(userId, planId)).filter((i) => i.itemId !== itemId).map((i) => openingOf(i.caption));
  const [fresh] = distinctOpenings([{ ...post!, localTime: item.localTime }], others);
  const { data } = await db()
    .entities.contentPlanItem.patch({ userId, planId, itemId })
    .set({ title: fresh!.title, caption: fresh!.caption, variant })
    .go({ response: 'all_new' });
  return itemView(data as ContentPlanItemRecord);
}

/** Moves one draft to another wall-clock time in its zone; a time that has passed is refused. */
export async function move(userId: string, planId: string, itemId: string, localTime: string, now = new Date()): Promise<ContentPlanItem> {
  await finishedPlan(userId, planId);
  const item = await draftOf(userId, planId, itemId);
  if (Date.parse(instantOf(localTime, item.timeZone)) <= now.getTime()) throw new Invalid(CONTENT_PLAN_MESSAGES.passed);
  const { data } = await db().entities.contentPlanItem.patch({ userId, planId, itemId }).set({ localTime }).go({ response: 'all_new' });
  return itemView(data as ContentPlanItemRecord);
}

/**
 * Dismisses one draft: it stays in the plan, marked, and is never scheduled. Dismissing it
 * again answers the same; an approved one is refused. The write is conditional on the draft
 * still being a draft, so an approval racing it wins or loses whole.
 */
export async function dismiss(userId: string, planId: string, itemId: string): Promise<ContentPlanItem> {
  await finishedPlan(userId, planId);
  const item = await itemOf(userId, planId, itemId);
  if (item.status === 'dismissed') return itemView(item);
  if (item.status !== 'draft') throw new Conflict(CONTENT_PLAN_MESSAGES.onlyDrafts);
  try {
    const { data } = await db()
      .entities.contentPlanItem.patch({ userId, planId, itemId })
      .set({ status: 'dismissed' })
      .where(({ status }, { eq }) => eq(status, 'draft'))
      .go({ response: 'all_new' });
    return itemView(data as ContentPlanItemRecord);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const now = await itemOf(userId, planId, itemId);
    if (now.status === 'dismissed') return itemView(now);
    throw new Conflict(CONTENT_PLAN_MESSAGES.onlyDrafts);
  }
}
