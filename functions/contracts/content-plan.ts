// "Plan my next 30 days" (Premium): a workflow writes a calendar of 30 draft posts from the
// brand kit, the posting schedule, the season, the knowledge base's local events and, when one
// is chosen, a campaign; the owner approves all or some (each becomes a scheduled post),
// regenerates one, moves one or dismisses one. The calendar shows the drafts still to review.
import * as z from 'zod';
import { AccountId, Network } from './connected-accounts.ts';
import { endpoint } from './endpoint.ts';
import { LocalDateTime } from './publishing.ts';

/** Posts in a plan, and how many one AI credit writes. */
export const PLAN_POSTS = 30;
export const POSTS_PER_CREDIT = 10;
/** The days a plan covers, from tomorrow. */
export const PLAN_DAYS = 30;

export const CONTENT_PLAN_MESSAGES = {
  premium: '"Plan my next 30 days" is part of Premium. Upgrade to Premium to plan a month of posts in one go.',
  noBrandKit: 'Set up your brand kit first: the plan is written from it.',
  notFound: 'Plan not found.',
  itemNotFound: 'That post is not in this plan.',
  notFinished: 'This plan has not finished yet.',
  onlyDrafts: 'Only a draft can be changed: this post is already approved or dismissed.',
  passed: 'That time has already passed. Choose a later time.',
  queueDefaults: 'Your posting schedule has no times, so the plan uses 09:00 and 12:30 on weekdays and 10:00 on Saturdays.',
} as const;

/** The kinds of post a plan mixes. */
export const PLAN_FORMATS = ['tip', 'behind', 'product', 'offer', 'proof', 'event', 'question', 'howto'] as const;
export const PlanFormat = z.enum(PLAN_FORMATS);
export type PlanFormat = z.infer<typeof PlanFormat>;

/** The steps of the progress view, in order, with what each says. */
export const CONTENT_PLAN_STEPS = [
  { key: 'brief', label: 'Reading your brand kit and posting schedule' },
  { key: 'write', label: 'Writing 30 posts' },
  { key: 'store', label: 'Placing them on your calendar' },
] as const;

export const PlanStepStatus = z.enum(['pending', 'active', 'done', 'failed']);

export const PlanItemStatus = z.enum(['draft', 'approved', 'dismissed']);

export const ContentPlanItem = z.object({
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  network: Network,
  /** The wall-clock time it is planned for, in `timeZone`. */
  localTime: LocalDateTime,
  timeZone: z.string(),
  pillar: z.string(),
  format: PlanFormat,
  status: PlanItemStatus,
  /** The scheduled post it became, once approved. */
  scheduledPostId: z.string().nullable(),
});
export type ContentPlanItem = z.infer<typeof ContentPlanItem>;

export const ContentPlan = z.object({
  planId: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  percent: z.number().int().min(0).max(100),
  steps: z.array(z.object({ key: z.string(), label: z.string(), status: PlanStepStatus })),
  campaignId: z.string().nullable(),
  /** AI credits the plan took (one per 10 posts); given back when it fails. */
  credits: z.number().int(),
  /** Why it failed, in words a user can act on (status failed only). */
  error: z.string().nullable(),
  /** Something the user should know about how it was planned (e.g. default posting times), or null. */
  note: z.string().nullable(),
  /** Empty until the plan has succeeded; in the order they go out. */
  items: z.array(ContentPlanItem),
  createdAt: z.string(),
});
export type ContentPlan = z.infer<typeof ContentPlan>;

const PlanId = z.string().regex(/^[0-9a-f]{32}$/, 'This plan link is not valid.');
const ItemId = z.string().regex(/^[0-9]{2}$/, 'That post is not in this plan.');
export const ContentPlanParams = z.object({ planId: PlanId });
export const ContentPlanItemParams = ContentPlanParams.extend({ itemId: ItemId });

const AccountIds = z
  .array(AccountId)
  .min(1, 'Choose at least one account to post to.')
  .max(30, 'Up to 30 accounts per post.')
  .transform((ids) => [...new Set(ids)]);

export const StartContentPlanBody = z.object({
  /** A UUID the browser makes per click: a retried request starts one plan. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  /** The campaign the plan follows, if any. */
  campaignId: z
    .string()
    .regex(/^[a-f0-9]{32}$/, 'This campaign id is not valid.')
    .optional(),
  /** The accounts the posts are meant for: their networks decide each post's network and length. */
  accountIds: AccountIds.optional(),
});
export type StartContentPlanBody = z.input<typeof StartContentPlanBody>;

export const ApproveContentPlanBody = z.object({
  itemIds: z
    .array(ItemId)
    .min(1, 'Choose at least one post to approve.')
    .max(PLAN_POSTS, `A plan has ${PLAN_POSTS} posts.`)
    .transform((ids) => [...new Set(ids)]),
  accountIds: AccountIds,
});
export type ApproveContentPlanBody = z.input<typeof ApproveContentPlanBody>;

export const MoveContentPlanItemBody = z.object({ localTime: LocalDateTime });
export type MoveContentPlanItemBody = z.input<typeof MoveContentPlanItemBody>;

export const ContentPlanResponse = z.object({ plan: ContentPlan });
export const LatestContentPlanResponse = z.object({ plan: ContentPlan.nullable() });
export const ApproveContentPlanResponse = z.object({
  plan: ContentPlan,
  /** Posts that could not be scheduled, each with the reason (they stay drafts). */
  problems: z.array(z.object({ itemId: z.string(), message: z.string() })),
});
export const ContentPlanItemResponse = z.object({ item: ContentPlanItem });

export const contentPlanEndpoints = {
  /** Starts the plan workflow (one AI credit per 10 posts; Premium). */
  start: endpoint({
    name: 'StartContentPlan',
    area: 'content-plans',
    method: 'POST',
    path: '/content-plans',
    access: 'owner',
    workspace: 'create',
    body: StartContentPlanBody,
    response: ContentPlanResponse,
    status: 202,
  }),
  /** The owner's newest plan, or null: the calendar offers its drafts for review. */
  latest: endpoint({
    name: 'GetLatestContentPlan',
    area: 'content-plans',
    method: 'GET',
    path: '/content-plans/latest',
    access: 'owner',
    workspace: 'view',
    response: LatestContentPlanResponse,
  }),
  get: endpoint({
    name: 'GetContentPlan',
    area: 'content-plans',
    method: 'GET',
    path: '/content-plans/{planId}',
    access: 'owner',
    workspace: 'view',
    params: ContentPlanParams,
    response: ContentPlanResponse,
  }),
  /** Schedules the chosen drafts (once each, however often it is sent). */
  approve: endpoint({
    name: 'ApproveContentPlan',
    area: 'content-plans',
    method: 'POST',
    path: '/content-plans/{planId}/approve',
    access: 'owner',
    workspace: 'create',
    params: ContentPlanParams,
    body: ApproveContentPlanBody,
    response: ApproveContentPlanResponse,
  }),
  /** Writes one draft again (no credit). */
  regenerate: endpoint({
    name: 'RegenerateContentPlanItem',
    area: 'content-plans',
    method: 'POST',
    path: '/content-plans/{planId}/items/{itemId}/regenerate',
    access: 'owner',
    workspace: 'create',
    params: ContentPlanItemParams,
    response: ContentPlanItemResponse,
  }),
  /** Takes one draft out of the plan: it is never scheduled (again and again: one answer). */
  dismiss: endpoint({
    name: 'DismissContentPlanItem',
    area: 'content-plans',
    method: 'POST',
    path: '/content-plans/{planId}/items/{itemId}/dismiss',
    access: 'owner',
    workspace: 'create',
    params: ContentPlanItemParams,
    response: ContentPlanItemResponse,
  }),
  /** Moves one draft to another time. */
  move: endpoint({
    name: 'MoveContentPlanItem',
    area: 'content-plans',
    method: 'PATCH',
    path: '/content-plans/{planId}/items/{itemId}',
    access: 'owner',
    workspace: 'create',
    params: ContentPlanItemParams,
    body: MoveContentPlanItemBody,
    response: ContentPlanItemResponse,
  }),
};
