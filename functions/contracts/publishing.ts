// Publishing (issue 25): connected social accounts, the posting schedule and time zone, and
// scheduled posts on the calendar. Tokens never appear here: the browser sees an account's
// name, picture and state only (connected-accounts.ts); choosing among several accounts a
// grant reaches is connection-choice.ts.
import * as z from 'zod';
import { TimeZone, cleanName } from './common.ts';
import { AccountId, ConnectedAccountView, Network } from './connected-accounts.ts';
import { CampaignParams } from './campaigns.ts';
import { ConnectionChoice } from './connection-choice.ts';
import { endpoint } from './endpoint.ts';
import { ImageParams } from './studio.ts';

const StudioImageId = ImageParams.shape.imageId;
const CampaignId = CampaignParams.shape.campaignId;

/** What the app shows about a network before and after connecting it. */
export const NetworkInfo = z.object({
  network: Network,
  label: z.string(),
  captionLimit: z.number().int().positive(),
  needsImage: z.boolean(),
  imageTypes: z.array(z.string()),
  // Hours may be a fraction: X counts 100 posts per 15 minutes (0.25).
  rateLimit: z.object({ posts: z.number().int().positive(), windowHours: z.number().positive() }),
  /** The app credentials for this network are configured (always, with the local sandbox). */
  available: z.boolean(),
});
export type NetworkInfo = z.infer<typeof NetworkInfo>;

export const ConnectionLimits = z.object({
  /** Distinct networks the plan may connect. */
  networks: z.number().int().positive(),
  /** Accounts per network. */
  accountsPerNetwork: z.number().int().positive(),
  /** Accounts in all (Growth: 1). */
  accounts: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  /** Shown beside the connect buttons when the plan's limit is reached. */
  message: z.string().nullable(),
});
export type ConnectionLimits = z.infer<typeof ConnectionLimits>;

export const ConnectionsResponse = z.object({
  networks: z.array(NetworkInfo),
  accounts: z.array(ConnectedAccountView),
  limits: ConnectionLimits,
});
export type ConnectionsResponse = z.infer<typeof ConnectionsResponse>;

export const StartConnectBody = z.object({
  network: Network,
  /** Where the browser returns after the provider's screens. */
  from: z.enum(['settings', 'calendar']).default('settings'),
});
export type StartConnectBody = z.input<typeof StartConnectBody>;

export const StartConnectResponse = z.object({ authorizeUrl: z.string().url() });
export type StartConnectResponse = z.infer<typeof StartConnectResponse>;

/** What the provider's redirect brought back to `/connections/callback` (the page posts it on). */
export const CompleteConnectBody = z.object({
  state: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This connection link is not valid. Start again from Connected accounts.'),
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type CompleteConnectBody = z.input<typeof CompleteConnectBody>;

/**
 * The connected (or reconnected) account; or, when the grant reaches several accounts that
 * are not connected yet, the choice to make first.
 */
export const CompleteConnectResponse = z.object({
  account: ConnectedAccountView.nullable(),
  choice: ConnectionChoice.nullable(),
  from: z.enum(['settings', 'calendar']),
});
export type CompleteConnectResponse = z.infer<typeof CompleteConnectResponse>;

export const AccountParams = z.object({ accountId: AccountId });

// The posting schedule ("queue times per weekday") and the time zone posts are planned in.
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** A wall-clock time, "09:00". */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00.');

const QueueTimes = z
  .array(ClockTime)
  .max(12, 'Up to 12 queue times a day.')
  .transform((times) => [...new Set(times)].sort());

export const PostingQueue = z.object({
  mon: QueueTimes,
  tue: QueueTimes,
  wed: QueueTimes,
  thu: QueueTimes,
  fri: QueueTimes,
  sat: QueueTimes,
  sun: QueueTimes,
});
export type PostingQueue = z.infer<typeof PostingQueue>;

export const PublishingSettings = z.object({
  timeZone: TimeZone,
  queue: PostingQueue,
});
export type PublishingSettings = z.infer<typeof PublishingSettings>;
export type PublishingSettingsInput = z.input<typeof PublishingSettings>;

export const PublishingSettingsResponse = PublishingSettings.extend({
  /** False until the user saves settings: the browser then offers its own time zone. */
  saved: z.boolean(),
  /** The next queue slot no scheduled post holds, in the time zone ("2026-03-30T09:00"); null when the queue is empty. */
  nextFreeSlot: z.string().nullable(),
});
export type PublishingSettingsResponse = z.infer<typeof PublishingSettingsResponse>;

// Scheduled posts.
export const TargetStatus = z.enum(['scheduled', 'publishing', 'published', 'failed']);
export type TargetStatus = z.infer<typeof TargetStatus>;
export const PostStatus = TargetStatus;
export type PostStatus = TargetStatus;

export const PostTargetView = z.object({
  accountId: AccountId,
  network: Network,
  accountName: z.string(),
  status: TargetStatus,
  /** The live post, once published. */
  url: z.string().nullable(),
  /** Why it failed, in plain words ("LinkedIn says your connection has expired: reconnect LinkedIn and retry."). */
  reason: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type PostTargetView = z.infer<typeof PostTargetView>;

/** A local date and time without zone, "2026-03-30T09:00". */
export const LocalDateTime = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Use a date and time such as 2026-03-30T09:00.');

export const ScheduledPostView = z.object({
  id: z.string(),
  caption: z.string(),
  imageUrl: z.string().nullable(),
  /** The creative studio image the post carries, if any. */
  imageId: z.string().nullable(),
  altText: z.string().nullable(),
  /** The content draft it came from, if any. */
  itemId: z.string().nullable(),
  /** The owner's campaign it belongs to, if any. */
  campaignId: z.string().nullable(),
  /** When it goes out, as a UTC instant. */
  dueAt: z.string(),
  /** The zone it was planned in, and the wall-clock time there: 09:00 stays 09:00 across a clock change. */
  timeZone: z.string(),
  localTime: LocalDateTime,
  /** scheduled → publishing → published, or failed when any account failed. */
  status: PostStatus,
  targets: z.array(PostTargetView),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduledPostView = z.infer<typeof ScheduledPostView>;

/** Longest caption Markk stores (the longest network limit: LinkedIn's 3,000 characters). */
export const MAX_CAPTION = 3000;
const Caption = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(1, 'Write a caption for the post.').max(MAX_CAPTION, `A caption can be up to ${MAX_CAPTION} characters.`));
const AltText = z.string().transform(cleanName).pipe(z.string().max(1000, 'Alt text can be up to 1,000 characters.'));

/** When a post goes out: a wall-clock time in a zone, or the next free slot of the posting schedule. */
export const PostWhen = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('at'), localTime: LocalDateTime, timeZone: TimeZone }),
  z.object({ kind: z.literal('next') }),
]);
export type PostWhen = z.infer<typeof PostWhen>;

const AccountIds = z
  .array(AccountId)
  .min(1, 'Choose at least one account to post to.')
  .max(30, 'Up to 30 accounts per post.')
  .transform((ids) => [...new Set(ids)]);

export const SchedulePostBody = z.object({
  /** A UUID the browser makes per click: a retried request schedules one post. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  itemId: z.string().min(1).max(100).optional(),
  caption: Caption,
  /** An image of the user's own in Markk's storage (their logo). */
  imageUrl: z.string().url().max(2000).optional(),
  /** An image from the user's creative studio gallery. */
  imageId: StudioImageId.optional(),
  altText: AltText.optional(),
  accountIds: AccountIds,
  when: PostWhen,
  /** One of the owner's campaigns: the post counts towards it. */
  campaignId: CampaignId.optional(),
});
export type SchedulePostBody = z.input<typeof SchedulePostBody>;

export const ScheduledPostResponse = z.object({ post: ScheduledPostView });
export type ScheduledPostResponse = z.infer<typeof ScheduledPostResponse>;

/** The calendar's range: instants, at most 45 days apart (a month view with its edges). */
export const CalendarQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time.' }),
    to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time.' }),
    network: Network.optional(),
    status: PostStatus.optional(),
    /** Only one campaign's posts. */
    campaignId: CampaignId.optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must be after from.' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 45 * 86_400_000, { message: 'The calendar shows at most 45 days at once.' });
export type CalendarQuery = z.input<typeof CalendarQuery>;

export const CalendarResponse = z.object({ posts: z.array(ScheduledPostView) });
export type CalendarResponse = z.infer<typeof CalendarResponse>;

/** Why a post of a workspace that requires approval did not go out. */
export const NOT_APPROVED =
  'Not published: your client had not approved this version. Send it for approval (or turn off “Require client approval” in Settings › Workspaces), then Retry.';

export const PostParams = z.object({ postId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'That is not a scheduled post id.') });

/** Editing a post that has not started publishing: any of its parts. */
export const UpdatePostBody = z
  .object({
    caption: Caption.optional(),
    imageUrl: z.string().url().max(2000).nullable().optional(),
    imageId: StudioImageId.nullable().optional(),
    altText: AltText.nullable().optional(),
    accountIds: AccountIds.optional(),
    when: PostWhen.optional(),
    /** Another of the owner's campaigns, or null: none. */
    campaignId: CampaignId.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Change at least one part of the post.' });
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

export const DeletePostResponse = z.object({
  /** True when the post was already live: it was removed from Markk only, not from the network. */
  removedFromMarkkOnly: z.boolean(),
  message: z.string(),
});
export type DeletePostResponse = z.infer<typeof DeletePostResponse>;

export const RetryPostsBody = z.object({
  postIds: z.array(PostParams.shape.postId).min(1, 'Choose at least one failed post.').max(50, 'Retry up to 50 posts at once.'),
});
export type RetryPostsBody = z.input<typeof RetryPostsBody>;

export const RetryPostsResponse = z.object({ posts: z.array(ScheduledPostView) });
export type RetryPostsResponse = z.infer<typeof RetryPostsResponse>;

export const publishingEndpoints = {
  connections: endpoint({
    name: 'ListConnections',
    area: 'publishing',
    method: 'GET',
    path: '/connections',
    access: 'owner',
    workspace: 'view',
    response: ConnectionsResponse,
  }),
  startConnect: endpoint({
    name: 'StartConnection',
    area: 'publishing',
    method: 'POST',
    path: '/connections/start',
    access: 'owner',
    workspace: 'manage',
    body: StartConnectBody,
    response: StartConnectResponse,
  }),
  completeConnect: endpoint({
    name: 'CompleteConnection',
    area: 'publishing',
    method: 'POST',
    path: '/connections/complete',
    access: 'owner',
    workspace: 'manage',
    body: CompleteConnectBody,
    response: CompleteConnectResponse,
  }),
  disconnect: endpoint({
    name: 'Disconnect',
    area: 'publishing',
    method: 'DELETE',
    path: '/connections/{accountId}',
    access: 'owner',
    workspace: 'manage',
    params: AccountParams,
    response: z.undefined(),
    status: 204,
  }),
  settings: endpoint({
    name: 'GetPublishingSettings',
    area: 'publishing',
    method: 'GET',
    path: '/publishing/settings',
    access: 'owner',
    workspace: 'view',
    response: PublishingSettingsResponse,
  }),
  saveSettings: endpoint({
    name: 'SavePublishingSettings',
    area: 'publishing',
    method: 'PUT',
    path: '/publishing/settings',
    access: 'owner',
    workspace: 'manage',
    body: PublishingSettings,
    response: PublishingSettingsResponse,
  }),
  calendar: endpoint({
    name: 'ListScheduledPosts',
    area: 'publishing',
    method: 'GET',
    path: '/scheduled-posts',
    access: 'owner',
    workspace: 'view',
    query: CalendarQuery,
    response: CalendarResponse,
    exposure: 'public',
    scope: 'calendar:read',
    summary: 'The calendar: scheduled and published posts between two instants (at most 45 days apart).',
  }),
  schedule: endpoint({
    name: 'SchedulePost',
    area: 'publishing',
    method: 'POST',
    path: '/scheduled-posts',
    access: 'owner',
    workspace: 'schedule',
    body: SchedulePostBody,
    response: ScheduledPostResponse,
    status: 201,
    exposure: 'public',
    scope: 'calendar:write',
    summary: 'Schedule a post on connected accounts (one post per requestId).',
  }),
  get: endpoint({
    name: 'GetScheduledPost',
    area: 'publishing',
    method: 'GET',
    path: '/scheduled-posts/{postId}',
    access: 'owner',
    workspace: 'view',
    params: PostParams,
    response: ScheduledPostResponse,
  }),
  update: endpoint({
    name: 'UpdateScheduledPost',
    area: 'publishing',
    method: 'PATCH',
    path: '/scheduled-posts/{postId}',
    access: 'owner',
    workspace: 'schedule',
    params: PostParams,
    body: UpdatePostBody,
    response: ScheduledPostResponse,
  }),
  remove: endpoint({
    name: 'DeleteScheduledPost',
    area: 'publishing',
    method: 'DELETE',
    path: '/scheduled-posts/{postId}',
    access: 'owner',
    workspace: 'schedule',
    params: PostParams,
    response: DeletePostResponse,
    exposure: 'public',
    scope: 'calendar:write',
    summary: 'Unschedule a post that has not gone out.',
  }),
  retry: endpoint({
    name: 'RetryScheduledPosts',
    area: 'publishing',
    method: 'POST',
    path: '/scheduled-posts/retry',
    access: 'owner',
    workspace: 'schedule',
    body: RetryPostsBody,
    response: RetryPostsResponse,
  }),
} as const;
