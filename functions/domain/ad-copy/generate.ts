// "Generate ad copy" on a campaign (Premium): the AI writer (OpenAI, or the offline writer)
// writes a set from the brand kit and the campaign, and it replaces the campaign's current set.
// One AI credit, given back when the writer fails or another request's set was kept instead.
// A retried click (the same request id) answers the set it wrote; two requests writing at once
// keep one set — each puts on condition of the set it read, and the one refused answers the set
// that was kept.
import { AD_COPY_MESSAGES, type AdCopy } from '#contracts/ad-copy';
import { AI_ERROR_MESSAGE } from '#contracts/project-ai';
import type { Campaign } from '#contracts/campaigns';
import type { AdCopyItem } from '#data/entities/ad-copy';
import { isConditionFailed } from '#data/conditions';
import { db } from '#data/service';
import { AiAnswerError } from '#lib/ai/types';
import { writeAds, type AdDraft } from '#lib/ai/ad-copy';
import { AI_UNAVAILABLE } from '#lib/ai/openai';
import { Conflict, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import { requirePremium } from '../campaigns.ts';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { briefOf } from '../rewrites.ts';
import { fieldsOf, storedSet, view, withCampaign } from './read.ts';
import * as BrandVoice from '../brand-voice.ts';

/** The writer's set for the campaign; a failure is a 503 that says what happened. */
async function written(userId: string, brand: Parameters<typeof briefOf>[0], campaign: Campaign, requestId: string): Promise<AdDraft> {
  try {
    return await writeAds({
      brand: await BrandVoice.voicedBrief(userId, briefOf(brand)),
      campaign: { name: campaign.name, goal: campaign.goal, startDate: campaign.startDate, endDate: campaign.endDate },
      variant: requestId,
    });
  } catch (error) {
    logger.error('The AI writer could not write ad copy', { campaignId: campaign.id, error: error as Error });
    throw new Unavailable(error instanceof AiAnswerError ? `${error.message} ${AI_ERROR_MESSAGE}` : AI_UNAVAILABLE);
  }
}

/**
 * Puts the set over `current` (the set read before writing; none: the first), on condition that
 * it is still there. Refused: another request put its set first, and that set is answered.
 */
async function keep(item: AdCopyItem, current: AdCopyItem | null): Promise<{ kept: AdCopyItem; mine: boolean }> {
  const { adCopy } = db().entities;
  try {
    if (current)
      await adCopy
        .put(item)
        .where((attr, { eq }) => eq(attr.requestId, current.requestId))
        .go({ response: 'none' });
    else await adCopy.create(item).go({ response: 'none' });
    return { kept: item, mine: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const kept = await storedSet(item.userId, item.campaignId);
    if (!kept) throw error;
    return { kept, mine: false };
  }
}

export async function generate(userId: string, campaignId: string, requestId: string): Promise<AdCopy> {
  await requirePremium(userId);
  const { campaign, item: current } = await withCampaign(userId, campaignId);
  if (current?.requestId === requestId) return view(current);
  const kit = await BrandKits.latestItem(userId);
  if (!kit) throw new Conflict(AD_COPY_MESSAGES.noBrandKit);
  await Entitlements.consumeAiCredits(userId, 1);
  const giveBack = () =>
    Entitlements.consumeAiCredits(userId, -1).catch((refund: unknown) => logger.error('Could not give back an AI credit', { userId, error: refund as Error }));
  let outcome: { kept: AdCopyItem; mine: boolean };
  try {
    const draft = await written(userId, kit, campaign, requestId);
    const { fields } = fieldsOf({ ...draft, finalUrl: campaign.landingUrl });
    const now = new Date().toISOString();
    outcome = await keep({ userId, campaignId, requestId, ...fields, generatedAt: now, updatedAt: now }, current);
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (outcome.mine) recordEvent('AdCopyGenerated');
  else await giveBack();
  return view(outcome.kept);
}
