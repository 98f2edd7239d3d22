// The owner's SEO outlines as the API shows them, and what every outline verb shares: the plan
// check, one outline read by id (someone else's is not found), the list newest first, deleting
// one. Reading and deleting stay open after a downgrade; writing needs Premium.
import {
  SEO_OUTLINE_MESSAGES,
  SEO_OUTLINE_PAGE,
  type ListSeoOutlinesQuery,
  type SeoOutline,
  type SeoOutlineDraft,
  type SeoOutlineSummary,
} from '#contracts/seo-outlines';
import { isConditionFailed } from '#data/conditions';
import type { SeoOutlineItem } from '#data/entities/seo-outline';
import { ownListCursor } from '#data/paging';
import { db } from '#data/service';
import { LimitReached, NotFound } from '#lib/errors';
import { limitsOf } from '../entitlements.ts';

export function summaryOf(item: Pick<SeoOutlineItem, 'outlineId' | 'topic' | 'title' | 'campaignId' | 'draftItemId' | 'createdAt'>): SeoOutlineSummary {
  return {
    id: item.outlineId,
    topic: item.topic,
    title: item.title,
    campaignId: item.campaignId ?? null,
    draftItemId: item.draftItemId ?? null,
    createdAt: item.createdAt,
  };
}

/** The outline's fields as the writers work from them. */
export function draftOf(item: SeoOutlineItem): SeoOutlineDraft {
  return {
    title: item.title,
    metaDescription: item.metaDescription,
    sections: item.sections.map((section) => ({
      heading: section.heading,
      points: section.points,
      subsections: section.subsections.map((sub) => ({ heading: sub.heading, points: sub.points })),
    })),
    questions: item.questions,
    internalLinks: item.internalLinks.map((link) => ({ itemId: link.itemId, title: link.title, anchorText: link.anchorText })),
    targetPhrases: item.targetPhrases,
  };
}

export function view(item: SeoOutlineItem): SeoOutline {
  const { title, metaDescription, sections, questions, internalLinks, targetPhrases } = draftOf(item);
  const { id, topic, campaignId, draftItemId, createdAt } = summaryOf(item);
  return { id, topic, campaignId, title, metaDescription, sections, questions, internalLinks, targetPhrases, draftItemId, createdAt };
}

/** Writing an outline, or a draft from one, needs Premium: a LimitReached (402) saying so otherwise. */
export async function requirePremium(userId: string): Promise<void> {
  if (!(await limitsOf(userId)).seoOutlines) throw new LimitReached(SEO_OUTLINE_MESSAGES.premium);
}

export async function stored(userId: string, outlineId: string): Promise<SeoOutlineItem | null> {
  const { data } = await db().entities.seoOutline.get({ userId, outlineId }).go({ consistent: true });
  return data;
}

/** The caller's outline; NotFound when it is not theirs (or no longer exists). */
export async function find(userId: string, outlineId: string): Promise<SeoOutlineItem> {
  const item = await stored(userId, outlineId);
  if (!item) throw new NotFound(SEO_OUTLINE_MESSAGES.notFound);
  return item;
}

export async function get(userId: string, outlineId: string): Promise<SeoOutline> {
  return view(await find(userId, outlineId));
}

export async function list(userId: string, query: ListSeoOutlinesQuery): Promise<{ outlines: SeoOutlineSummary[]; cursor: string | null }> {
  const { seoOutline } = db().entities;
  const start = query.cursor
    ? ownListCursor(query.cursor, { list: seoOutline.query.byCreated({ userId }), item: (outlineId) => seoOutline.get({ userId, outlineId }) })
    : null;
  const page = await seoOutline.query.byCreated({ userId }).go({
    order: 'desc',
    limit: SEO_OUTLINE_PAGE,
    ...(start ? { cursor: start } : {}),
    attributes: ['outlineId', 'topic', 'title', 'campaignId', 'draftItemId', 'createdAt'],
  });
  return { outlines: page.data.map(summaryOf), cursor: page.cursor };
}

/** Deletes the outline; the blog drafts written from it stay in the content library. */
export async function remove(userId: string, outlineId: string): Promise<{ id: string }> {
  try {
    await db()
      .entities.seoOutline.delete({ userId, outlineId })
      .where((attr, { exists }) => exists(attr.outlineId))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(SEO_OUTLINE_MESSAGES.notFound);
    throw error;
  }
  return { id: outlineId };
}
