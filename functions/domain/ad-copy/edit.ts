// The owner's edit of a campaign's ad copy (Premium): the whole set replaced by the edited one.
// Every field was checked against its limit at the edge (the contract); here, what spans
// fields: no headline or description twice, no second display path without a first. Keywords
// said twice are kept once. The click that generated the set stays its request id.
import { adSetProblem, distinctKeywords, type AdCopy, type ParsedAdSet } from '#contracts/ad-copy';
import type { AdCopyItem } from '#data/entities/ad-copy';
import { db } from '#data/service';
import { Invalid } from '#lib/errors';
import { requirePremium } from '../campaigns.ts';
import { existing, fieldsOf, view } from './read.ts';

export async function update(userId: string, campaignId: string, body: ParsedAdSet): Promise<AdCopy> {
  await requirePremium(userId);
  await existing(userId, campaignId);
  const problem = adSetProblem(body);
  if (problem) throw new Invalid(problem);
  const { fields, empty } = fieldsOf({ ...body, keywords: distinctKeywords(body.keywords) });
  // patch: the set exists (sets are never deleted, so the read above still holds).
  const patch = db()
    .entities.adCopy.patch({ userId, campaignId })
    .set({ ...fields, editedAt: new Date().toISOString() });
  const { data } = await (empty.length ? patch.remove(empty) : patch).go({ response: 'all_new' });
  return view(data as AdCopyItem);
}
