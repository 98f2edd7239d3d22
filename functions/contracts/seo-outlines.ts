// SEO outlines (Premium): for a topic, a blog outline written from the brand kit — a title and
// a meta description within what search results show, H2 sections with their H3s and the points
// each covers, the questions people ask, internal link ideas to the owner's own blog drafts, and
// the phrases to be found for. "Write it" turns an outline into a blog draft in the content
// library. Writing either needs Premium; reading and deleting outlines stay open after a downgrade.
import * as z from 'zod';
import { cleanName } from './common.ts';
import { endpoint } from './endpoint.ts';
import { CampaignParams } from './campaigns.ts';
import { ContentItem } from './content.ts';

// Google shows about 600 px of a title (some 60 characters) and about 920 px of a description
// (some 155) before it cuts them with an ellipsis: https://developers.google.com/search/docs/appearance/title-link.
export const SEO_TITLE_MAX = 60;
export const SEO_META_MAX = 155;
export const SEO_TOPIC_MAX = 120;
/** H2 sections an outline has, and the H3s under each. */
export const SEO_SECTIONS_MIN = 4;
export const SEO_SECTIONS_MAX = 8;
export const SEO_SUBSECTIONS_MAX = 4;
/** Points an H2 covers; an H3, a narrower part of it, covers fewer. */
export const SEO_POINTS_MIN = 2;
export const SEO_POINTS_MAX = 5;
export const SEO_SUBSECTION_POINTS_MIN = 1;
export const SEO_SUBSECTION_POINTS_MAX = 3;
export const SEO_HEADING_MAX = 80;
export const SEO_POINT_MAX = 240;
export const SEO_QUESTIONS_MIN = 3;
export const SEO_QUESTIONS_MAX = 6;
export const SEO_QUESTION_MAX = 150;
export const SEO_PHRASES_MIN = 3;
export const SEO_PHRASES_MAX = 8;
export const SEO_PHRASE_MAX = 60;
export const SEO_LINKS_MAX = 5;
export const SEO_ANCHOR_MAX = 60;
/** The outlines list's page holds this many, newest first. */
export const SEO_OUTLINE_PAGE = 50;

export const SEO_OUTLINE_MESSAGES = {
  premium: 'SEO outlines are part of Premium. Upgrade to plan blog posts that people find in search, and turn them into drafts.',
  notFound: 'That outline is not among your SEO outlines.',
  noBrandKit: 'Set up your brand kit before writing an SEO outline: the outline is written from it.',
  topicMissing: 'Enter the topic of the blog post, for example “How to choose a wedding cake”.',
} as const;

export const SeoTopic = z
  .string({ error: SEO_OUTLINE_MESSAGES.topicMissing })
  .overwrite(cleanName)
  .min(1, SEO_OUTLINE_MESSAGES.topicMissing)
  .max(SEO_TOPIC_MAX, `The topic must be at most ${SEO_TOPIC_MAX} characters.`);

export const CreateSeoOutlineBody = z.object({
  topic: SeoTopic,
  /** One of the owner's campaigns: the outline's call to action follows its goal. */
  campaignId: CampaignParams.shape.campaignId.optional(),
  /** The click's id: a retry with the same id answers the same outline instead of writing another. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type CreateSeoOutlineBody = z.input<typeof CreateSeoOutlineBody>;

export const WriteSeoDraftBody = z.object({
  /** The click's id: a retry with the same id answers the same draft instead of writing another. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type WriteSeoDraftBody = z.input<typeof WriteSeoDraftBody>;

/** One line of an outline, within `max`; the message counts it. */
const line = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Each ${what} has words.`)
    .max(max, { error: (issue) => `Each ${what} is at most ${max} characters; one has ${String(issue.input).length}.` })
    .refine((text) => !/[\r\n]/.test(text), `Each ${what} is one line.`);

/** The fields one at a time, for a writer choosing among phrasings that fit. */
export const SeoField = {
  title: line('title', SEO_TITLE_MAX),
  metaDescription: line('meta description', SEO_META_MAX),
  heading: line('heading', SEO_HEADING_MAX),
  point: line('point', SEO_POINT_MAX),
  question: line('question', SEO_QUESTION_MAX).refine((text) => text.endsWith('?'), 'Each question ends with a question mark.'),
  phrase: line('target phrase', SEO_PHRASE_MAX),
  anchorText: line('anchor text', SEO_ANCHOR_MAX),
} as const;

const points = (min: number, max: number) =>
  z.array(SeoField.point).min(min, `Each section covers at least ${min} points.`).max(max, `Each section covers at most ${max} points.`);

/**
 * An outline as a writer gives it, every field within its limit. Links to drafts that are not
 * the owner's, and phrases or questions said twice, are checked where it is written.
 */
export const SeoOutlineDraft = z.object({
  title: SeoField.title,
  metaDescription: SeoField.metaDescription,
  sections: z
    .array(
      z.object({
        heading: SeoField.heading,
        points: points(SEO_POINTS_MIN, SEO_POINTS_MAX),
        subsections: z
          .array(z.object({ heading: SeoField.heading, points: points(SEO_SUBSECTION_POINTS_MIN, SEO_SUBSECTION_POINTS_MAX) }))
          .max(SEO_SUBSECTIONS_MAX, `A section has at most ${SEO_SUBSECTIONS_MAX} H3s.`),
      }),
    )
    .min(SEO_SECTIONS_MIN, `An outline has at least ${SEO_SECTIONS_MIN} sections.`)
    .max(SEO_SECTIONS_MAX, `An outline has at most ${SEO_SECTIONS_MAX} sections.`),
  questions: z.array(SeoField.question).min(SEO_QUESTIONS_MIN).max(SEO_QUESTIONS_MAX),
  internalLinks: z.array(z.object({ itemId: z.string().min(1), title: z.string().min(1), anchorText: SeoField.anchorText })).max(SEO_LINKS_MAX),
  targetPhrases: z.array(SeoField.phrase).min(SEO_PHRASES_MIN).max(SEO_PHRASES_MAX),
});
export type SeoOutlineDraft = z.output<typeof SeoOutlineDraft>;

const Subsection = z.object({ heading: z.string(), points: z.array(z.string()) });
const Section = z.object({ heading: z.string(), points: z.array(z.string()), subsections: z.array(Subsection) });
export type SeoSection = z.infer<typeof Section>;

export const SeoInternalLink = z.object({
  /** One of the owner's blog drafts (/content/{itemId}). */
  itemId: z.string(),
  /** The draft's title when the outline was written. */
  title: z.string(),
  /** The words to link from. */
  anchorText: z.string(),
});
export type SeoInternalLink = z.infer<typeof SeoInternalLink>;

export const SeoOutline = z.object({
  id: z.string(),
  topic: z.string(),
  campaignId: z.string().nullable(),
  title: z.string(),
  metaDescription: z.string(),
  sections: z.array(Section),
  questions: z.array(z.string()),
  internalLinks: z.array(SeoInternalLink),
  targetPhrases: z.array(z.string()),
  /** The blog draft "Write it" last made from the outline; null before the first. */
  draftItemId: z.string().nullable(),
  createdAt: z.string(),
});
export type SeoOutline = z.infer<typeof SeoOutline>;

/** An outline in the list: enough to recognise it and open it. */
export const SeoOutlineSummary = SeoOutline.pick({ id: true, topic: true, title: true, campaignId: true, draftItemId: true, createdAt: true });
export type SeoOutlineSummary = z.infer<typeof SeoOutlineSummary>;

export const SeoOutlineParams = z.object({ outlineId: z.string().regex(/^[a-f0-9]{32}$/, 'This outline id is not valid.') });
export const ListSeoOutlinesQuery = z.object({ cursor: z.string().max(2000).optional() });
export type ListSeoOutlinesQuery = z.input<typeof ListSeoOutlinesQuery>;
export const ListSeoOutlinesResponse = z.object({ outlines: z.array(SeoOutlineSummary), cursor: z.string().nullable() });
export type ListSeoOutlinesResponse = z.infer<typeof ListSeoOutlinesResponse>;
export const DeletedSeoOutline = z.object({ id: z.string() });

export const seoOutlineEndpoints = {
  create: endpoint({
    name: 'CreateSeoOutline',
    area: 'seo-outlines',
    method: 'POST',
    path: '/seo-outlines',
    access: 'owner',
    workspace: 'create',
    body: CreateSeoOutlineBody,
    response: SeoOutline,
    status: 201,
  }),
  list: endpoint({
    name: 'ListSeoOutlines',
    area: 'seo-outlines',
    method: 'GET',
    path: '/seo-outlines',
    access: 'owner',
    workspace: 'view',
    query: ListSeoOutlinesQuery,
    response: ListSeoOutlinesResponse,
  }),
  get: endpoint({
    name: 'GetSeoOutline',
    area: 'seo-outlines',
    method: 'GET',
    path: '/seo-outlines/{outlineId}',
    access: 'owner',
    workspace: 'view',
    params: SeoOutlineParams,
    response: SeoOutline,
  }),
  delete: endpoint({
    name: 'DeleteSeoOutline',
    area: 'seo-outlines',
    method: 'DELETE',
    path: '/seo-outlines/{outlineId}',
    access: 'owner',
    workspace: 'create',
    params: SeoOutlineParams,
    response: DeletedSeoOutline,
  }),
  writeDraft: endpoint({
    name: 'WriteSeoOutlineDraft',
    area: 'seo-outlines',
    method: 'POST',
    path: '/seo-outlines/{outlineId}/draft',
    access: 'owner',
    workspace: 'create',
    params: SeoOutlineParams,
    body: WriteSeoDraftBody,
    response: ContentItem,
    status: 201,
  }),
};
