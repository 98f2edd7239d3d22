// Client approval links: the owner sends scheduled posts and post drafts to a client,
// who approves, asks for changes or comments on each one through a link that needs no account
// (`{app}/approve/{token}`, 14 days, revocable). Each decision is bound to the version of the
// post the client saw: an edit after it withdraws it.
import * as z from 'zod';
import { cleanName } from './common.ts';
import { endpoint } from './endpoint.ts';
import { Network, AccountId } from './connected-accounts.ts';
import { LocalDateTime, PostParams } from './publishing.ts';
import { CampaignParams } from './campaigns.ts';
import { ItemParams } from './content.ts';

/** Days an approval link stays open. */
export const APPROVAL_LINK_DAYS = 14;
export const APPROVAL_MAX_POSTS = 50;
export const APPROVAL_COMMENT_MAX = 1000;
export const CLIENT_NAME_MAX = 80;
/** Requests per minute one IP address may make of the public approval routes. */
export const APPROVAL_RATE_PER_MINUTE = 30;

export const APPROVAL_MESSAGES = {
  notFound: 'This approval link is not valid. Check that you copied the whole link, or ask for a new one.',
  expired: (owner: string) => `This approval link has expired. Ask ${owner} for a new one.`,
  revoked: (owner: string) => `This approval link was withdrawn. Ask ${owner} for a new one.`,
  commentNeeded: 'Say what should change: a comment is needed to request changes.',
  commentEmpty: 'Write a comment first.',
  postNotInLink: 'This post is not part of this approval link.',
  tooMany: 'Too many requests from your connection. Please wait a minute and try again.',
  noPosts: 'Choose at least one scheduled post or draft.',
  noCampaignPosts: 'This campaign has no scheduled posts to send. Schedule some of its posts first.',
  tooManyPosts: `Send up to ${APPROVAL_MAX_POSTS} posts at once.`,
  notScheduled: 'Only posts that are still scheduled can be sent for approval.',
  postsNotFound: 'Some of these posts were not found: they may have been deleted. Reload the calendar and choose again.',
  draftsNotFound: 'Some of these drafts were not found: they may have been deleted. Reload Content and choose again.',
  onlyPostDrafts: 'Only drafts of social posts can be sent for approval, not newsletters or blog posts.',
} as const;

export const ClientName = z
  .string({ error: "Enter the client's name." })
  .transform(cleanName)
  .pipe(z.string().min(1, "Enter the client's name.").max(CLIENT_NAME_MAX, `The name can be up to ${CLIENT_NAME_MAX} characters.`));

export const ClientEmail = z
  .string({ error: "Enter the client's e-mail address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address, such as sam@example.com.' }).max(254, 'The e-mail address is too long.'));

export const CreateApprovalBody = z.object({
  /** The click's id: a double click sends one request (and one e-mail). */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  clientName: ClientName,
  clientEmail: ClientEmail,
  /** The posts ticked; with `campaignId`, added to that campaign's (at least one post in all). */
  postIds: z
    .array(PostParams.shape.postId)
    .max(APPROVAL_MAX_POSTS, `Send up to ${APPROVAL_MAX_POSTS} posts at once.`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Post drafts (content items of type post), not yet scheduled. */
  itemIds: z
    .array(ItemParams.shape.itemId)
    .max(APPROVAL_MAX_POSTS, `Send up to ${APPROVAL_MAX_POSTS} posts at once.`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** A whole campaign: every post of it that is still scheduled. */
  campaignId: CampaignParams.shape.campaignId.optional(),
});
export type CreateApprovalBody = z.input<typeof CreateApprovalBody>;

export const Decision = z.enum(['approved', 'changes', 'comment']);
export type Decision = z.infer<typeof Decision>;

export const DecisionView = z.object({
  decision: Decision,
  /** Plain text (the client's HTML is sanitised and reduced to text on the server). */
  comment: z.string().nullable(),
  decidedAt: z.string(),
  /** False when the post changed after the decision: an approval is then withdrawn. */
  current: z.boolean(),
});
export type DecisionView = z.infer<typeof DecisionView>;

/** What a link holds: a scheduled post, or a post draft not yet scheduled. */
export const ApprovalItemKind = z.enum(['post', 'draft']);
export type ApprovalItemKind = z.infer<typeof ApprovalItemKind>;

export const ApprovalPostView = z.object({
  /** The scheduled post's id, or the draft's item id. */
  postId: z.string(),
  kind: ApprovalItemKind,
  /** The post's caption now (or when sent, if it was deleted since). */
  caption: z.string(),
  /** Oldest first. */
  decisions: z.array(DecisionView),
});

export const ApprovalView = z.object({
  approvalId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  posts: z.array(ApprovalPostView),
});
export type ApprovalView = z.infer<typeof ApprovalView>;

export const CreateApprovalResponse = z.object({
  approval: ApprovalView,
  /** The link, shown once when the request is made (a retried request answers null: only its hash is kept). */
  link: z.string().nullable(),
  /** False when the e-mail could not be sent just now: the owner can pass the link on. */
  emailSent: z.boolean(),
});
export type CreateApprovalResponse = z.infer<typeof CreateApprovalResponse>;

export const ListApprovalsResponse = z.object({ approvals: z.array(ApprovalView) });
export type ListApprovalsResponse = z.infer<typeof ListApprovalsResponse>;

export const ApprovalParams = z.object({ approvalId: z.string().regex(/^[a-f0-9]{32}$/, 'This approval id is not valid.') });

/** 32 random bytes, base64url: 43 characters. Anything else is simply not found. */
export const ApprovalTokenParams = z.object({ token: z.string().max(128, APPROVAL_MESSAGES.notFound) });

export const ClientPostView = z.object({
  postId: z.string(),
  kind: ApprovalItemKind,
  /** A draft's title (a scheduled post has none). */
  title: z.string().nullable(),
  caption: z.string(),
  imageUrl: z.string().nullable(),
  altText: z.string().nullable(),
  networks: z.array(z.object({ accountId: AccountId, network: Network, accountName: z.string() })),
  /** A draft: the network it was written for ("Instagram"), when known. */
  platform: z.string().nullable(),
  /** The wall-clock time in the owner's publishing time zone, and the zone (null for a draft: not scheduled yet). */
  localTime: LocalDateTime.nullable(),
  timeZone: z.string().nullable(),
  /** The post was deleted or has gone out since the link was sent: nothing to decide. */
  gone: z.boolean(),
  /** The post changed after the client's last decision: a new decision is asked for. */
  changed: z.boolean(),
  decisions: z.array(DecisionView),
});
export type ClientPostView = z.infer<typeof ClientPostView>;

export const ClientApprovalView = z.object({
  /** White-label (Enterprise): the agency's name, logo and colour, shown instead of Markk's. */
  brand: z.object({ name: z.string(), logoUrl: z.string().nullable(), colour: z.string() }).nullable(),
  ownerName: z.string(),
  clientName: z.string(),
  expiresAt: z.string(),
  posts: z.array(ClientPostView),
});
export type ClientApprovalView = z.infer<typeof ClientApprovalView>;

export const DecideBody = z.object({
  /** A post's or a draft's id in the link. */
  postId: z.string().min(1, APPROVAL_MESSAGES.postNotInLink).max(100, APPROVAL_MESSAGES.postNotInLink),
  decision: Decision,
  /** Required for 'changes' (checked by the handler: no cross-field rule in the contract). */
  comment: z
    .string()
    .max(APPROVAL_COMMENT_MAX, `A comment can be up to ${APPROVAL_COMMENT_MAX.toLocaleString('en-GB')} characters.`)
    .optional(),
});
export type DecideBody = z.input<typeof DecideBody>;

export const DecideResponse = z.object({ post: ClientPostView });
export type DecideResponse = z.infer<typeof DecideResponse>;

export const approvalEndpoints = {
  create: endpoint({
    name: 'CreateApproval',
    area: 'approvals',
    method: 'POST',
    path: '/approvals',
    access: 'owner',
    workspace: 'schedule',
    body: CreateApprovalBody,
    response: CreateApprovalResponse,
    status: 201,
  }),
  list: endpoint({
    name: 'ListApprovals',
    area: 'approvals',
    method: 'GET',
    path: '/approvals',
    access: 'owner',
    workspace: 'view',
    response: ListApprovalsResponse,
  }),
  revoke: endpoint({
    name: 'RevokeApproval',
    area: 'approvals',
    method: 'POST',
    path: '/approvals/{approvalId}/revoke',
    access: 'owner',
    workspace: 'schedule',
    params: ApprovalParams,
    response: ApprovalView,
  }),
  /** Public: what the link grants, no more. */
  getPublic: endpoint({
    name: 'GetClientApproval',
    area: 'approvals',
    method: 'GET',
    path: '/public/approvals/{token}',
    access: 'public',
    params: ApprovalTokenParams,
    response: ClientApprovalView,
  }),
  decide: endpoint({
    name: 'DecideClientApproval',
    area: 'approvals',
    method: 'POST',
    path: '/public/approvals/{token}/decisions',
    access: 'public',
    params: ApprovalTokenParams,
    body: DecideBody,
    response: DecideResponse,
  }),
} as const;
