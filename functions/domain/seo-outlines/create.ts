// "Write outline" (Premium): the AI writer (OpenAI, or the offline writer) writes an SEO outline
// for the owner's topic from the brand kit — for one of their campaigns when they choose one —
// with internal link ideas among their own blog drafts, and it is saved. One AI credit, given
// back when the writer fails or another request's outline was kept instead. The outline's id
// derives from the click's request id, so a retried click (or two at once) makes one outline.
import { SEO_OUTLINE_MESSAGES, type CreateSeoOutlineBody, type SeoOutline, type SeoOutlineDraft } from '#contracts/seo-outlines';
import { AI_ERROR_MESSAGE } from '#contracts/project-ai';
import { isConditionFailed } from '#data/conditions';
import type { SeoOutlineItem } from '#data/entities/seo-outline';
import { db } from '#data/service';
import { AiAnswerError } from '#lib/ai/types';
import { writeSeoOutline, type LinkableDraft, type SeoOutlineRequest } from '#lib/ai/seo-outline';
import { AI_UNAVAILABLE } from '#lib/ai/openai';
import { Conflict, Unavailable } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import * as BrandKits from '../brand-kits.ts';
import * as Campaigns from '../campaigns.ts';
import * as Entitlements from '../entitlements.ts';
import { briefOf } from '../rewrites.ts';
import { requirePremium, stored, view } from './read.ts';
import * as BrandVoice from '../brand-voice.ts';

/** The newest drafts looked at for internal links: one query of the library, never a read per draft. */
export const LINKABLE_DRAFTS = 200;

/** The owner's blog drafts, newest first, as link targets: one query of their partition. */
export async function linkableDrafts(userId: string): Promise<LinkableDraft[]> {
  const { data } = await db()
    .entities.contentItem.query.byUser({ userId })
    .where(({ type }, { eq }) => eq(type, 'blog'))
    .go({ order: 'desc', limit: LINKABLE_DRAFTS, attributes: ['itemId', 'title'] });
  return data.map((item) => ({ itemId: item.itemId, title: item.title }));
}

/** Runs an AI writer; a failure is a 503 that says what happened. */
export async function withWriter<T>(what: string, context: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    logger.error(`The AI writer could not write ${what}`, { ...context, error: error as Error });
    throw new Unavailable(error instanceof AiAnswerError ? `${error.message} ${AI_ERROR_MESSAGE}` : AI_UNAVAILABLE);
  }
}

/** Spends one AI credit for `write`; gives it back when `write` fails or answers something it did not make (`mine` false). */
export async function withCredit<T>(userId: string, write: () => Promise<{ value: T; mine: boolean }>): Promise<T> {
  await Entitlements.consumeAiCredits(userId, 1);
  const giveBack = () =>
    Entitlements.consumeAiCredits(userId, -1).catch((refund: unknown) => logger.error('Could not give back an AI credit', { userId, error: refund as Error }));
  let outcome: { value: T; mine: boolean };
  try {
    outcome = await write();
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!outcome.mine) await giveBack();
  return outcome.value;
}

/** Saves the outline unless one was saved under its id first (a concurrent retry): then that one. */
async function keep(item: SeoOutlineItem): Promise<{ value: SeoOutlineItem; mine: boolean }> {
  try {
    await db().entities.seoOutline.create(item).go({ response: 'none' });
    recordEvent('SeoOutlineWritten');
    return { value: item, mine: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const kept = await stored(item.userId, item.outlineId);
    if (!kept) throw error;
    return { value: kept, mine: false };
  }
}

export async function create(userId: string, body: CreateSeoOutlineBody): Promise<SeoOutline> {
  await requirePremium(userId);
  const outlineId = idempotentId(`seoOutline:${userId}:${body.requestId}`);
  const earlier = await stored(userId, outlineId);
  if (earlier) return view(earlier);
  const [kit, campaign, drafts] = await Promise.all([
    BrandKits.latestItem(userId),
    body.campaignId ? Campaigns.get(userId, body.campaignId) : null,
    linkableDrafts(userId),
  ]);
  if (!kit) throw new Conflict(SEO_OUTLINE_MESSAGES.noBrandKit);
  const request: SeoOutlineRequest = {
    brand: await BrandVoice.voicedBrief(userId, briefOf(kit)),
    topic: body.topic,
    campaign: campaign ? { name: campaign.name, goal: campaign.goal } : null,
    drafts,
    variant: body.requestId,
  };
  const item = await withCredit(userId, async () => {
    const outline: SeoOutlineDraft = await withWriter('an SEO outline', { outlineId }, () => writeSeoOutline(request));
    const now = new Date().toISOString();
    return keep({
      userId,
      outlineId,
      topic: body.topic,
      ...(campaign ? { campaignId: campaign.id } : {}),
      ...outline,
      createdAt: now,
      updatedAt: now,
    });
  });
  return view(item);
}
