// Bulk generation (Enterprise, "Bulk generation (100+ posts)"): one workflow writes 10–500 draft
// posts for a campaign or a date range, networks and formats, optionally one per row of a CSV of
// topics, products or offers (parsed and mapped in the browser). Each post's progress is shown
// (queued, writing, checked, done, failed, cancelled) with an estimate of the time left; Cancel
// stops what has not started; failed posts are retried on their own. At the end the drafts are
// reviewed: approve, write one again, or schedule a selection into the posting schedule's free
// slots of the run's dates.
import * as z from 'zod';
import { CampaignId, cleanName } from './common.ts';
import { AccountId, Network } from './connected-accounts.ts';
import { PlanFormat } from './content-plan.ts';
import { endpoint } from './endpoint.ts';
import { LocalDateTime } from './publishing.ts';

export const BULK_MIN = 10;
export const BULK_MAX = 500;
/** The longest a CSV cell may be (topic, product or offer). */
export const BULK_CELL_MAX = 200;

export const BULK_MESSAGES = {
  enterprise: 'Bulk generation (100+ posts) is part of Enterprise. Upgrade to Enterprise to write up to 500 posts in one run.',
  noBrandKit: 'Set up your brand kit first: the posts are written from it.',
  notFound: 'Bulk run not found.',
  itemNotFound: 'That post is not in this run.',
  rowsCount: (rows: number, count: number) =>
    `The CSV has ${rows} rows but the run asks for ${count} posts: one post is written per row, so set the count to ${rows} or remove the file.`,
  range: 'The end date is before the start date. Choose an end date on or after the start date.',
  rangePassed: 'The date range has already ended. Choose dates from today on.',
  campaignNotFound: 'Campaign not found.',
  running: 'This run is still writing. Wait until it has finished, or cancel it.',
  nothingToRetry: 'No post of this run failed or was cancelled: there is nothing to write again.',
  notFinished: 'This post has not been written yet.',
  onlyDrafts: 'Only a draft can be changed: this post is already scheduled.',
  noSlot: 'No free slot is left in the run’s dates for this post. Add times to your posting schedule or choose fewer posts.',
} as const;

export const BULK_ITEM_STATUSES = ['queued', 'writing', 'checked', 'done', 'failed', 'cancelled'] as const;
export const BulkItemStatus = z.enum(BULK_ITEM_STATUSES);
export type BulkItemStatus = z.infer<typeof BulkItemStatus>;

/** What a written draft became in review. */
export const BulkReview = z.enum(['draft', 'approved', 'scheduled']);

export const BulkRunStatus = z.enum(['running', 'finished', 'cancelled', 'failed']);

const Cell = z
  .string()
  .transform(cleanName)
  .pipe(z.string().max(BULK_CELL_MAX, `A CSV cell can be up to ${BULK_CELL_MAX} characters.`));

/** One CSV row, as the page mapped its columns: what that one post is about. */
export const BulkRow = z.object({ topic: Cell.optional(), product: Cell.optional(), offer: Cell.optional() });
export type BulkRow = z.infer<typeof BulkRow>;

const IsoDate = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });

export const StartBulkBody = z.object({
  /** A UUID the browser makes per click: a retried request starts one run. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  count: z
    .number({ error: 'Choose how many posts to write.' })
    .int('Choose a whole number of posts.')
    .min(BULK_MIN, `A bulk run writes at least ${BULK_MIN} posts.`)
    .max(BULK_MAX, `A bulk run writes at most ${BULK_MAX} posts.`),
  networks: z
    .array(Network)
    .min(1, 'Choose at least one network.')
    .max(6)
    .transform((n) => [...new Set(n)]),
  formats: z
    .array(PlanFormat)
    .min(1, 'Choose at least one format.')
    .max(8)
    .transform((f) => [...new Set(f)]),
  /** The campaign the posts follow (its dates are the run's), or a date range. */
  campaignId: CampaignId.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** The uploaded CSV's rows, one per post, in order (at most 500). */
  rows: z.array(BulkRow).max(BULK_MAX, `A CSV can have at most ${BULK_MAX} rows.`).optional(),
});
export type StartBulkBody = z.input<typeof StartBulkBody>;

export const BulkItem = z.object({
  index: z.number().int(),
  status: BulkItemStatus,
  network: Network,
  format: PlanFormat,
  /** The CSV row's mapped cells (topic · product · offer), if the run had a file. */
  subject: z.string().nullable(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  review: BulkReview,
  /** Where it was scheduled (wall-clock time in the owner's zone), once scheduled. */
  localTime: LocalDateTime.nullable(),
  scheduledPostId: z.string().nullable(),
  /** Why it failed, in words a person can act on (failed only). */
  error: z.string().nullable(),
});
export type BulkItem = z.infer<typeof BulkItem>;

export const BulkRun = z.object({
  runId: z.string(),
  status: BulkRunStatus,
  count: z.number().int(),
  networks: z.array(Network),
  formats: z.array(PlanFormat),
  campaignId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** Posts per status. */
  counts: z.record(BulkItemStatus, z.number().int()),
  percent: z.number().int().min(0).max(100),
  /** Seconds until the last post is written, estimated from the pace so far and the rate limit; null when nothing is left. */
  secondsLeft: z.number().int().nullable(),
  /** AI credits counted: one per post written. */
  credits: z.number().int(),
  cancelRequested: z.boolean(),
  error: z.string().nullable(),
  items: z.array(BulkItem),
  createdAt: z.string(),
});
export type BulkRun = z.infer<typeof BulkRun>;

const RunId = z.string().regex(/^[0-9a-f]{32}$/, 'This bulk run link is not valid.');
export const BulkRunParams = z.object({ runId: RunId });
/** A post's place in the run, 0–499, as the path writes it. */
export const BulkItemParams = BulkRunParams.extend({ index: z.string().regex(/^(0|[1-9]\d{0,2})$/, 'That post is not in this run.') });

const Indexes = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(BULK_MAX - 1),
  )
  .min(1, 'Choose at least one post.')
  .max(BULK_MAX)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const RetryBulkBody = z.object({
  /** A UUID the browser makes per click: a retried request retries once. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  /** The failed posts to write again; absent: every failed post. */
  indexes: Indexes.optional(),
});
export type RetryBulkBody = z.input<typeof RetryBulkBody>;

export const ApproveBulkBody = z.object({ indexes: Indexes });
export type ApproveBulkBody = z.input<typeof ApproveBulkBody>;

export const ScheduleBulkBody = z.object({
  indexes: Indexes,
  accountIds: z
    .array(AccountId)
    .min(1, 'Choose at least one account to post to.')
    .max(30, 'Up to 30 accounts per post.')
    .transform((ids) => [...new Set(ids)]),
});
export type ScheduleBulkBody = z.input<typeof ScheduleBulkBody>;

export const BulkRunResponse = z.object({ run: BulkRun });
export const LatestBulkRunResponse = z.object({ run: BulkRun.nullable() });
export const BulkItemResponse = z.object({ item: BulkItem });
export const ScheduleBulkResponse = z.object({
  run: BulkRun,
  /** Posts that could not be scheduled, each with the reason (they stay drafts). */
  problems: z.array(z.object({ index: z.number().int(), message: z.string() })),
});

export const bulkEndpoints = {
  /** Starts a bulk run (202; Enterprise). */
  start: endpoint({
    name: 'StartBulkRun',
    area: 'bulk',
    method: 'POST',
    path: '/bulk-runs',
    access: 'owner',
    workspace: 'create',
    body: StartBulkBody,
    response: BulkRunResponse,
    status: 202,
    exposure: 'public',
    scope: 'content:write',
    summary:
      'Queue 10 to 500 posts (networks, formats, an optional campaign, dates and CSV rows of topics) and write them in the background; poll the run, or receive the bulk.finished webhook event. Each post written uses one AI credit.',
  }),
  /** The newest run, or null: the page shows it when it opens. */
  latest: endpoint({
    name: 'GetLatestBulkRun',
    area: 'bulk',
    method: 'GET',
    path: '/bulk-runs/latest',
    access: 'owner',
    workspace: 'view',
    response: LatestBulkRunResponse,
  }),
  /** A run's progress per post and, as they are written, its drafts. */
  get: endpoint({
    name: 'GetBulkRun',
    area: 'bulk',
    method: 'GET',
    path: '/bulk-runs/{runId}',
    access: 'owner',
    workspace: 'view',
    params: BulkRunParams,
    response: BulkRunResponse,
    exposure: 'public',
    scope: 'content:read',
    summary: "A bulk run: its status, each post's progress and, once written, its draft.",
  }),
  /** Stops what has not started (posts being written finish). */
  cancel: endpoint({
    name: 'CancelBulkRun',
    area: 'bulk',
    method: 'POST',
    path: '/bulk-runs/{runId}/cancel',
    access: 'owner',
    workspace: 'create',
    params: BulkRunParams,
    response: BulkRunResponse,
    exposure: 'public',
    scope: 'content:write',
    summary: 'Stop the posts of a bulk run that have not started (those being written finish).',
  }),
  /** Writes failed and cancelled posts again, one or all (202). */
  retry: endpoint({
    name: 'RetryBulkRun',
    area: 'bulk',
    method: 'POST',
    path: '/bulk-runs/{runId}/retry',
    access: 'owner',
    workspace: 'create',
    params: BulkRunParams,
    body: RetryBulkBody,
    response: BulkRunResponse,
    status: 202,
    exposure: 'public',
    scope: 'content:write',
    summary: 'Write failed and cancelled posts of a stopped bulk run again: the chosen ones, or all.',
  }),
  /** Writes one draft again (no credit). */
  regenerate: endpoint({
    name: 'RegenerateBulkItem',
    area: 'bulk',
    method: 'POST',
    path: '/bulk-runs/{runId}/items/{index}/regenerate',
    access: 'owner',
    workspace: 'create',
    params: BulkItemParams,
    response: BulkItemResponse,
  }),
  /** Marks drafts approved. */
  approve: endpoint({
    name: 'ApproveBulkItems',
    area: 'bulk',
    method: 'POST',
    path: '/bulk-runs/{runId}/approve',
    access: 'owner',
    workspace: 'create',
    params: BulkRunParams,
    body: ApproveBulkBody,
    response: BulkRunResponse,
  }),
  /** Schedules the chosen drafts into the free slots of the run's dates (once each). */
  schedule: endpoint({
    name: 'ScheduleBulkItems',
    area: 'bulk',
    method: 'POST',
    path: '/bulk-runs/{runId}/schedule',
    access: 'owner',
    workspace: 'schedule',
    params: BulkRunParams,
    body: ScheduleBulkBody,
    response: ScheduleBulkResponse,
  }),
};
