// The offline writer's posts for "Plan my next 30 days": each slot's format written from the
// brand's business kind as it is in the slot's month (seasonalKind), its local events, the
// campaign's goal and landing link where one is followed, and a call to action, cut to fit the
// slot's network. Deterministic for a brand, a slot and a variant.
import { NETWORK_PROFILES } from '#lib/networks/index';
import { PLAN_FORMATS, type PlanFormat } from '#contracts/content-plan';
import type { PlannedPost, PlanPostsRequest, PlanSlot } from '../content-plan-types.ts';
import { callToActionFor, contentBrief, fill, hashtagsFor, lowerFirst, random, type PostFormat } from './brief.ts';
import { draftFor, hookInVoice, inVoice, sentence } from './writer.ts';

const DRAFT_FORMAT: Record<PlanFormat, PostFormat> = {
  tip: 'tip',
  behind: 'behind',
  product: 'spotlight',
  offer: 'offer',
  proof: 'story',
  event: 'event',
  question: 'question',
  howto: 'howto',
};

/** The platform names the brief's calls to action and hashtags know. */
const PLATFORM_NAME: Record<PlanSlot['network'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  google: 'Google',
  x: 'X',
};

/** Room kept under a network's limit for the date a repeated opening may be given (plan.ts). */
export const OPENING_ROOM = 24;

/**
 * Joins the parts in order, leaving out the optional ones (from the last) until the caption
 * fits `limit` characters; the opening and the call to action always stay.
 */
export function fitted(parts: { text: string; optional: boolean }[], limit: number): string {
  const kept = [...parts];
  const join = () => kept.map((p) => p.text).join('\n\n');
  for (let i = kept.length - 1; [...join()].length > limit && i >= 0; i--) if (kept[i]!.optional) kept.splice(i, 1);
  const text = join();
  return [...text].length <= limit
    ? text
    : `${[...text]
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}

function planPost(request: PlanPostsRequest, slot: PlanSlot): PlannedPost {
  const { brand, campaign } = request;
  const variant = request.variant ?? 0;
  const number = Number(slot.itemId);
  const brief = contentBrief({ ...brand, today: slot.localTime.slice(0, 10) });
  const platform = PLATFORM_NAME[slot.network];
  // Each writing of a format takes the next entries of the trade's lists, so the month's tips differ.
  const rand = random(`${brand.name}|${brand.industry}|plan|${slot.itemId}|${variant}`);
  const draft = draftFor(brief, DRAFT_FORMAT[slot.format], number + 1, Math.floor(number / 3) + variant * 5, rand);
  const tone = brief.voice.tone;
  // The format's hooks are few: every other round of the formats opens with the post's own title instead.
  const hook = hookInVoice(draft.hook, tone, draft.emoji);
  const season = brief.kind.seasonal[(number + variant) % brief.kind.seasonal.length]!;
  const local = fill(brief, brief.kind.local[(number + variant) % brief.kind.local.length]!, platform);
  const cta = callToActionFor(brief, number + variant, platform);
  const link = campaign?.landingUrl ? ` ${campaign.landingUrl}` : '';
  const campaignLine = campaign ? `It is all part of ${campaign.name}: ${lowerFirst(campaign.goal.replace(/[.!]$/, ''))}.` : null;
  const parts = [
    { text: Math.floor(number / PLAN_FORMATS.length) % 2 ? `${sentence(draft.title)} ${hook}` : hook, optional: false },
    { text: draft.body.map(sentence).join(' '), optional: true },
    ...(campaignLine ? [{ text: campaignLine, optional: true }] : []),
    ...(slot.format === 'event' || slot.format === 'offer' || number % 4 === 0 ? [{ text: sentence(season), optional: true }] : []),
    ...(slot.format === 'behind' || slot.format === 'event' ? [] : number % 3 === 0 ? [{ text: sentence(local), optional: true }] : []),
    { text: `${cta}${link}`, optional: false },
    { text: hashtagsFor(brief, platform, number).join(' '), optional: true },
  ];
  const limit = NETWORK_PROFILES[slot.network].captionLimit - OPENING_ROOM;
  return {
    itemId: slot.itemId,
    title: draft.title,
    caption: fitted(
      parts.map((p) => ({ ...p, text: inVoice(p.text, tone) })),
      limit,
    ),
  };
}

export function planPostsOffline(request: PlanPostsRequest): PlannedPost[] {
  return request.slots.map((slot) => planPost(request, slot));
}
