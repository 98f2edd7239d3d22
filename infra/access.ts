// What a Markk function may touch, as its route declares it (`needs` in infra/routes.ts):
// plain data, no CDK, so the route table, the local stack and the tests can all read it.
// CDK turns each distinct set of needs into one IAM role per area (infra/api-area.ts).

import type { HttpMethod } from '../functions/contracts/endpoint.ts';

/** `none`: not even a read; `read`: GetItem, BatchGetItem, Query; `readWrite`: also the writes. */
export type TableAccess = 'none' | 'read' | 'readWrite';

/** Object actions on a bucket. A presigned URL is signed with the function's role, so signing a PUT needs s3:PutObject. */
export type BucketObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

/** What a route declares it needs; anything not listed is not granted. */
export interface RouteNeeds {
  /** Default `read`. */
  readonly table?: TableAccess;
  /** Object actions on the public logos bucket. */
  readonly logos?: readonly BucketObjectAction[];
  /** Object actions on the private resources bucket. */
  readonly resources?: readonly BucketObjectAction[];
  /**
   * `start`: may start the onboarding workflow (states:StartExecution on that one state machine);
   * `startPlan`: may start the project plan workflow (the same, on that one);
   * `startContentPlan`: may start the "Plan my next 30 days" workflow (the same, on that one);
   * `startBulk`: may start the bulk generation workflow (the same, on that one).
   */
  readonly workflow?: 'start' | 'startPlan' | 'startContentPlan' | 'startBulk';
  /** Builds links into the app: may read the app URL parameter the Web stack writes (functions/lib/app-url.ts). */
  readonly appUrl?: true;
  /** Sends e-mail: ses:SendEmail from the stage's verified sender identity only (functions/lib/mail.ts). */
  readonly mail?: true;
  /**
   * Schedules posts: creates, updates, reads and deletes the one-time schedules of the stage's
   * publish schedule group, passes the scheduler role to them, and sends a post due now to
   * the publish queue itself.
   */
  readonly scheduler?: true;
  /** Seals and opens network tokens: kms:GenerateDataKey and kms:Decrypt on the token key only (envelope encryption). */
  readonly tokens?: true;
  /**
   * Renders studio images (satori and resvg): more memory, the fonts and emoji in the bundle,
   * and resvg's native binary for the function's architecture installed beside it.
   */
  readonly renders?: true;
  /**
   * Counts short-link clicks (the public redirect, `GET /l/{code}`): puts click events and adds
   * to the day counters and the link's total, in link (`$markk#linkid_…`) and owner
   * (`$markk#userid_…`) partitions only, and reads the visitor-hash key. The one write a GET may
   * declare: a link is followed by a browser's GET, and its write is a deduplicated count that
   * a repeat cannot change.
   */
  readonly clicks?: true;
  /**
   * Counts a public caller's requests per minute (the client approval link's routes): UpdateItem
   * on rate-counter partitions (`$markk#scope_…`) only. A GET may declare it: the count is a
   * limit, not a change of anyone's data.
   */
  readonly rateLimit?: true;
  /**
   * Keeps the worked-out analytics overview (functions/data/entities/analytics-view.ts): PutItem
   * on the copies' partitions (`$markk#viewsof_…`) only. A GET may declare it: the copy is
   * worked out from the owner's data and answered in its place, not a change of it.
   */
  readonly analyticsViews?: true;
  /**
   * Queues webhook deliveries (functions/domain/webhooks/deliveries.ts): sqs:SendMessage on the
   * publish queue only, whose worker sends them. Less than `scheduler`: no schedules, no PassRole.
   */
  readonly webhooks?: true;
}

/** The needs with every default filled in, bucket actions sorted and unique. */
export interface Needs {
  readonly table: TableAccess;
  readonly logos: readonly BucketObjectAction[];
  readonly resources: readonly BucketObjectAction[];
  readonly workflow: 'start' | 'startPlan' | 'startContentPlan' | 'startBulk' | undefined;
  readonly appUrl: boolean;
  readonly mail: boolean;
  readonly scheduler: boolean;
  readonly tokens: boolean;
  readonly renders: boolean;
  readonly clicks: boolean;
  readonly rateLimit: boolean;
  readonly analyticsViews: boolean;
  readonly webhooks: boolean;
  /**
   * Served at `/v1` too (an endpoint marked `exposure: 'public'`, derived, never declared): the
   * API token's rate bucket and last use (UpdateItem), its audit row and Idempotency-Key records
   * (PutItem, UpdateItem, DeleteItem), in those entities' partitions only. A GET may have it: the
   * writes are the call's own bookkeeping, not a change of anyone's data.
   */
  readonly publicApi: boolean;
}

const uniqueSorted = (actions: readonly BucketObjectAction[] = []) => [...new Set(actions)].sort();

export function resolveNeeds(needs: RouteNeeds = {}, publicApi = false): Needs {
  return {
    table: needs.table ?? 'read',
    logos: uniqueSorted(needs.logos),
    resources: uniqueSorted(needs.resources),
    workflow: needs.workflow,
    appUrl: needs.appUrl ?? false,
    mail: needs.mail ?? false,
    scheduler: needs.scheduler ?? false,
    tokens: needs.tokens ?? false,
    renders: needs.renders ?? false,
    clicks: needs.clicks ?? false,
    rateLimit: needs.rateLimit ?? false,
    analyticsViews: needs.analyticsViews ?? false,
    webhooks: needs.webhooks ?? false,
    publicApi,
  };
}

/** The needs that change something: none may be declared on a GET. */
export function writesOf(needs: Needs): string[] {
  const writes: string[] = [];
  if (needs.table === 'readWrite') writes.push("table: 'readWrite'");
  for (const [bucket, actions] of [
    ['logos', needs.logos],
    ['resources', needs.resources],
  ] as const) {
    for (const action of actions) if (action !== 's3:GetObject') writes.push(`${bucket}: ${action}`);
  }
  if (needs.workflow) writes.push(`workflow: '${needs.workflow}'`);
  if (needs.mail) writes.push('mail: true');
  if (needs.scheduler) writes.push('scheduler: true');
  if (needs.webhooks) writes.push('webhooks: true');
  // `clicks`, `rateLimit` and `analyticsViews` are left out on purpose: see RouteNeeds.clicks, .rateLimit and .analyticsViews.
  // `tokens` alone changes nothing: sealing a token writes only where the table grant allows.
  return writes;
}

/**
 * Throws when a GET route declares a write: a GET only reads (the browser, CloudFront and
 * API clients retry and prefetch GETs freely). Checked when the route table loads and
 * again when CDK builds the API.
 */
export function assertReadOnlyGet(route: { readonly name: string; readonly method: HttpMethod; readonly needs: Needs }): void {
  if (route.method !== 'GET') return;
  const writes = writesOf(route.needs);
  if (writes.length > 0) {
    throw new Error(`${route.name} is a GET route but declares writes (${writes.join(', ')}); a GET must only read.`);
  }
}

/**
 * A stable, readable key of a set of needs, e.g. `ReadWrite-Workflow` or
 * `Read-LogosPut-AppUrl`: functions of one area with the same key share one role.
 */
export function accessKey(needs: Needs): string {
  const table = { none: 'NoTable', read: 'Read', readWrite: 'ReadWrite' }[needs.table];
  const bucket = (name: string, actions: readonly BucketObjectAction[]) =>
    actions.map((action) => `${name}${action.slice('s3:'.length).replace('Object', '')}`);
  return [
    table,
    ...bucket('Logos', needs.logos),
    ...bucket('Resources', needs.resources),
    ...(needs.workflow === 'start' ? ['Workflow'] : []),
    ...(needs.workflow === 'startPlan' ? ['PlanWorkflow'] : []),
    ...(needs.workflow === 'startContentPlan' ? ['ContentPlanWorkflow'] : []),
    ...(needs.workflow === 'startBulk' ? ['BulkWorkflow'] : []),
    ...(needs.appUrl ? ['AppUrl'] : []),
    ...(needs.mail ? ['Mail'] : []),
    ...(needs.scheduler ? ['Scheduler'] : []),
    ...(needs.tokens ? ['Tokens'] : []),
    ...(needs.clicks ? ['Clicks'] : []),
    ...(needs.rateLimit ? ['RateLimit'] : []),
    ...(needs.analyticsViews ? ['AnalyticsViews'] : []),
    ...(needs.webhooks ? ['Webhooks'] : []),
    ...(needs.publicApi ? ['PublicApi'] : []),
  ].join('-');
}
