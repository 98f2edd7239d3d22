// Content items: the drafts Approve & Publish creates, listed, viewed and edited.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { ContentItemType } from './content-types.ts';
import { CampaignId, withoutBidiControls } from './common.ts';

export const ContentItem = z.object({
  id: z.string(),
  type: ContentItemType,
  title: z.string(),
  body: z.string(),
  status: z.enum(['draft']),
  runId: z.string().nullable(),
  /** Posts: the platform it was written for; null for newsletters, blog posts and older drafts. */
  platform: z.string().nullable().optional(),
  /** Posts: the creative studio's image made for it (its gallery id), if any. */
  imageId: z.string().nullable().optional(),
  /** The owner's campaign the draft belongs to, if any. */
  campaignId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof ContentItem>;

export const ContentItemList = z.object({ items: z.array(ContentItem) });

export const TITLE_MAX = 200;
export const BODY_MAX = 100_000;

export const UpdateContentItem = z.object({
  title: z
    .string({ error: 'Title is required.' })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, 'Title is required.')
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`),
  body: z.string({ error: 'Body is required.' }).max(BODY_MAX, `Body must be at most ${BODY_MAX} characters.`),
  /** Put the draft in one of the owner's campaigns, or null to take it out; absent: unchanged. */
  campaignId: CampaignId.nullable().optional(),
});
export type UpdateContentItem = z.infer<typeof UpdateContentItem>;

/** POST /content-items: a new draft (the public API's way in; the app's drafts come from its generators). */
export const CreateContentItem = UpdateContentItem.extend({
  /** A UUID per click: a retried request makes one draft (on /v1 an Idempotency-Key does the same). */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }).optional(),
  type: ContentItemType,
  campaignId: CampaignId.optional(),
});
export type CreateContentItem = z.infer<typeof CreateContentItem>;

/** Path parameters of /content-items/{itemId}. */
export const ItemParams = z.object({ itemId: z.string().min(1).max(100) });

export const REWRITE_INSTRUCTION_MAX = 500;
/** Far above the longest generated draft (the blog post, ≈ 9,000 characters), far below what an AI call should carry. */
export const REWRITE_TEXT_MAX = 20_000;
/** Rewrite with AI's one-click instructions (spec 02); the quality suite rewrites with each. */
export const QUICK_INSTRUCTIONS = ['Shorter', 'More playful', 'More professional', 'Add a call to action'] as const;
const INSTRUCTION_MISSING = 'Say how the text should be rewritten, for example "Shorter".';
// "20,000" by hand: toLocaleString here would load ICU's number data (≈10 ms) in every
// function that loads this contract, before its first request.
const REWRITE_TEXT_MAX_TEXT = String(REWRITE_TEXT_MAX).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "Rewrite with AI": how to rewrite, and the text as it is in the editor now (unsaved edits
 * included), so the user's own version is what gets rewritten. Without them, the saved
 * draft's title and body are used.
 */
export const RewriteContentItem = z.object({
  instruction: z
    .string({ error: INSTRUCTION_MISSING })
    .trim()
    .min(1, INSTRUCTION_MISSING)
    .max(REWRITE_INSTRUCTION_MAX, `The instruction must be at most ${REWRITE_INSTRUCTION_MAX} characters.`),
  title: z.string().overwrite(withoutBidiControls).trim().max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`).optional(),
  body: z.string().max(REWRITE_TEXT_MAX, `The text to rewrite must be at most ${REWRITE_TEXT_MAX_TEXT} characters.`).optional(),
});
export type RewriteContentItem = z.infer<typeof RewriteContentItem>;

/** The rewritten body, streamed as plain text. */
export const RewrittenText = z.string();

/** DELETE /content-items/{itemId}: the deleted draft's id (its library slot is free again). */
export const DeletedContentItem = z.object({ id: z.string() });

export const contentEndpoints = {
  list: endpoint({
    name: 'ListContentItems',
    area: 'content',
    method: 'GET',
    path: '/content-items',
    access: 'owner',
    workspace: 'view',
    response: ContentItemList,
    exposure: 'public',
    scope: 'content:read',
    summary: 'List the workspace’s drafts, newest first (up to 100).',
  }),
  create: endpoint({
    name: 'CreateContentItem',
    area: 'content',
    method: 'POST',
    path: '/content-items',
    access: 'owner',
    workspace: 'create',
    body: CreateContentItem,
    response: ContentItem,
    status: 201,
    exposure: 'public',
    scope: 'content:write',
    summary: 'Create a draft (a post, newsletter, blog post or document) in the workspace’s content library.',
  }),
  get: endpoint({
    name: 'GetContentItem',
    area: 'content',
    method: 'GET',
    path: '/content-items/{itemId}',
    access: 'owner',
    workspace: 'view',
    params: ItemParams,
    response: ContentItem,
    exposure: 'public',
    scope: 'content:read',
    summary: 'Read one draft.',
  }),
  delete: endpoint({
    name: 'DeleteContentItem',
    area: 'content',
    method: 'DELETE',
    path: '/content-items/{itemId}',
    access: 'owner',
    workspace: 'create',
    params: ItemParams,
    response: DeletedContentItem,
  }),
  update: endpoint({
    name: 'UpdateContentItem',
    area: 'content',
    method: 'PUT',
    path: '/content-items/{itemId}',
    access: 'owner',
    workspace: 'create',
    params: ItemParams,
    body: UpdateContentItem,
    response: ContentItem,
    exposure: 'public',
    scope: 'content:write',
    summary: 'Edit a draft’s title and body (and its campaign).',
  }),
  rewrite: endpoint({
    name: 'RewriteContentItem',
    area: 'content',
    method: 'POST',
    path: '/content-items/{itemId}/rewrite',
    access: 'owner',
    workspace: 'create',
    transport: 'stream',
    params: ItemParams,
    body: RewriteContentItem,
    response: RewrittenText,
  }),
};
