// A campaign's ad copy as the API shows it, and what every ad copy verb shares: the campaign and
// its set read side by side (someone else's campaign is not found), and a set as item fields.
// Reading stays open after a downgrade, as the campaigns do.
import { AD_COPY_MESSAGES, type AdCopy, type MetaCta, type ParsedAdSet } from '#contracts/ad-copy';
import type { Campaign } from '#contracts/campaigns';
import type { AdCopyItem } from '#data/entities/ad-copy';
import { db } from '#data/service';
import { NotFound } from '#lib/errors';
import * as Campaigns from '../campaigns.ts';

export function view(item: AdCopyItem): AdCopy {
  return {
    campaignId: item.campaignId,
    google: { headlines: item.headlines, descriptions: item.descriptions, path1: item.path1 ?? '', path2: item.path2 ?? '' },
    meta: { primaryText: item.primaryText, headline: item.metaHeadline, description: item.metaDescription ?? '', callToAction: item.callToAction as MetaCta },
    keywords: item.keywords,
    finalUrl: item.finalUrl ?? null,
    generatedAt: item.generatedAt,
    editedAt: item.editedAt ?? null,
  };
}

/** Attributes a set leaves out when they are empty (a put drops them; an edit removes them). */
export type OptionalField = 'path1' | 'path2' | 'metaDescription' | 'finalUrl';

/** A set as the item's attributes: the fields it has, and the optional ones it leaves empty. */
export function fieldsOf(set: ParsedAdSet) {
  const optional: Record<OptionalField, string> = {
    path1: set.google.path1,
    path2: set.google.path2,
    metaDescription: set.meta.description,
    finalUrl: set.finalUrl ?? '',
  };
  return {
    fields: {
      headlines: [...set.google.headlines],
      descriptions: [...set.google.descriptions],
      primaryText: set.meta.primaryText,
      metaHeadline: set.meta.headline,
      callToAction: set.meta.callToAction,
      keywords: [...set.keywords],
      ...(optional.path1 ? { path1: optional.path1 } : {}),
      ...(optional.path2 ? { path2: optional.path2 } : {}),
      ...(optional.metaDescription ? { metaDescription: optional.metaDescription } : {}),
      ...(optional.finalUrl ? { finalUrl: optional.finalUrl } : {}),
    },
    empty: (Object.keys(optional) as OptionalField[]).filter((key) => !optional[key]),
  };
}

export async function storedSet(userId: string, campaignId: string): Promise<AdCopyItem | null> {
  const { data } = await db().entities.adCopy.get({ userId, campaignId }).go({ consistent: true });
  return data;
}

/** The caller's campaign (NotFound when it is not theirs) and its ad copy, if any. */
export async function withCampaign(userId: string, campaignId: string): Promise<{ campaign: Campaign; item: AdCopyItem | null }> {
  const [campaign, item] = await Promise.all([Campaigns.get(userId, campaignId), storedSet(userId, campaignId)]);
  return { campaign, item };
}

/** The campaign's ad copy; NotFound with what to do when there is none yet. */
export async function existing(userId: string, campaignId: string): Promise<{ campaign: Campaign; item: AdCopyItem }> {
  const { campaign, item } = await withCampaign(userId, campaignId);
  if (!item) throw new NotFound(AD_COPY_MESSAGES.noAdCopy);
  return { campaign, item };
}

export async function get(userId: string, campaignId: string): Promise<AdCopy> {
  return view((await existing(userId, campaignId)).item);
}
