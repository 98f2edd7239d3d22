// Publishing a due post, exactly once per post and account, although the scheduler may
// deliver the message twice and a worker may stop at any point:
//   1. The message names the due time it was made for: a post rescheduled since is left alone.
//   2. The worker takes the post (scheduled → publishing) with a conditional write. Another
//      delivery finds it taken and is handed back to the queue (it returns after the
//      visibility timeout); a worker that stopped leaves a lease another may take over.
//   3. Per account, an attempt record is written BEFORE the provider is called, and settled
//      after it (the last account's in the transaction that records the post's results). A
//      delivery that finds `done` copies the result; one that finds an old `calling` first
//      asks the provider whether the post exists (`findPublished`), and calls again only if
//      it does not. A post just taken from `scheduled` rarely has one: its attempt is created
//      without a read first, and read only when the create finds one there.
//   4. Transient errors (5xx, network, rate limits) retry with backoff, 3 tries; permanent
//      ones fail at once, with the provider's reason in plain words. A broken connection
//      marks the account "needs reconnecting" and fails its upcoming posts early.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { transactWrite } from '#data/transact';
import type { ConnectedAccountItem } from '#data/entities/connected-account';
import type { PublishAttemptItem } from '#data/entities/publish-attempt';
import type { PostTarget, ScheduledPostItem } from '#data/entities/scheduled-post';
import { studioImageKey } from '#data/entities/studio-image';
import { config } from '#lib/config';
import { logger } from '#lib/logger';
import { presignGet } from '#lib/storage';
import { networkAdapter, NETWORK_PROFILES } from '#lib/networks/index';
import { NetworkError } from '#lib/networks/types';
import type { PublishMessage } from '#lib/publish-queue';
import { labelOf, markNeedsReconnect, publishingAccess, reconnectReason, sentence } from './accounts.ts';
import { captionFor, markLinksPublished } from '../analytics/post-links.ts';
import { postsInWindow, rateLimitReached } from './rate-limit.ts';
import { publishedActions, scoredTarget } from '../analytics/post-metrics.ts';
import { tellOwner } from './notices.ts';
import { STUDIO_IMAGE_TYPE, imageTypeOf, statusOf, type ImageType } from './posts.ts';
import { NOT_APPROVED } from '#contracts/publishing';
import { contentHash } from '../approvals/version.ts';
import { emitWebhookEvents } from '../webhooks/emit.ts';
import { postEventData } from '../webhooks/events.ts';

/** A delivery that finds the post taken by another worker: handed back to the queue to look again later. */
export class PostBusy extends Error {
  override readonly name = 'PostBusy';
}

export interface WorkerOptions {
  /** How long a worker's hold on a post lasts before another delivery may take over (it stopped). */
  leaseMs?: number;
  /** Pauses between tries of a transient error. */
  backoffMs?: readonly number[];
  /** Called right after a provider answered a publish, before it is recorded (tests stop a worker here). */
  afterProviderAnswered?: (target: PostTarget) => void | Promise<void>;
  now?: () => Date;
}

const DEFAULT_LEASE_MS = 3 * 60_000;
const DEFAULT_BACKOFF_MS = [2_000, 8_000] as const;
/** Tries per target for transient errors (the first call included). */
export const PUBLISH_TRIES = 3;
/** Attempt records are kept this long (TTL). */
const ATTEMPT_DAYS = 90;
/** A rate-limit wait longer than this fails the target with the provider's reason instead of holding the worker. */
const LONGEST_WAIT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Handles one delivery of a due post. Throws PostBusy when another worker holds it. */
export async function publishDue(message: PublishMessage, options: WorkerOptions = {}): Promise<'published' | 'failed' | 'skipped'> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // The usual delivery takes a scheduled post in one conditional write; anything else is read first.
  let taken = await takeScheduled(message, now());
  const fresh = taken !== null;
  if (!taken) {
    const { data: post } = await db().entities.scheduledPost.get({ userId: message.userId, postId: message.postId }).go({ consistent: true });
    if (!post) return 'skipped';
    if (post.dueAt !== message.dueAt) return 'skipped';
    if (post.status === 'published' || post.status === 'failed') return 'skipped';
    taken = await take(post, leaseMs, now());
  }
  const post = taken;
  const results: PostTarget[] = [];
  const pending = taken.targets.filter((t) => t.status !== 'published' && t.status !== 'failed');
  // A workspace that requires approval: a version no client approved goes nowhere.
  const { approvalRequired: unapproved, accounts } = await deliveryReads(post, pending, post.approvedHash !== contentHash(post));
  for (const target of taken.targets) {
    if (!pending.includes(target)) {
      results.push(target);
      continue;
    }
    if (unapproved) {
      results.push(failed(target, NOT_APPROVED));
      continue;
    }
    // The last account's attempt is settled with the post's results; any earlier one before the next call.
    const settleNow = target !== pending.at(-1);
    results.push(await publishTarget(taken, target, { ...options, settleNow, attemptUnread: fresh, account: accounts.get(target.accountKey) ?? null }, now));
  }
  const status = statusOf(results);
  // The results, and analytics' tracking of what has just gone out, in one transaction.
  const published = results.filter((t) => t.status === 'published' && !post.targets.some((p) => p.accountKey === t.accountKey && p.status === 'published'));
  const settled = published.filter((t) => t.accountKey === pending.at(-1)?.accountKey);
  await transactWrite({
    post: {
      Update: db()
        .entities.scheduledPost.patch({ userId: post.userId, postId: post.postId })
        .set({ targets: results, status, version: taken.version + 1 })
        .remove(['claimedAt'])
        .where(({ version }, { eq }) => eq(version, taken.version))
        .params(),
    },
    attempts: settled.map((t) => ({ Update: attemptDone(post.postId, t).params() })),
    tracking: publishedActions(post, published),
  });
  await markLinksPublished(
    post.userId,
    post.postId,
    post.caption,
    published.map((t) => scoredTarget(post, t)),
  );
  const failures = results.filter((t) => t.status === 'failed' && !post.targets.some((p) => p.accountKey === t.accountKey && p.status === 'failed'));
  // Webhooks: what has just gone out and what has just failed (emitting logs its own failures and never fails the post).
  await emitWebhookEvents(post.userId, [
    ...(published.length > 0 ? [{ type: 'post.published' as const, data: postEventData(post, published) }] : []),
    ...(failures.length > 0 ? [{ type: 'post.failed' as const, data: postEventData(post, failures) }] : []),
  ]);
  if (failures.length > 0) {
    const first = failures[0]!;
    await tellOwner(post.userId, {
      title:
        failures.length === results.length
          ? 'A scheduled post did not go out'
          : `A scheduled post did not go out on ${failures.map((f) => labelOf(f.network)).join(' and ')}`,
      message: `“${excerpt(post.caption)}” (${post.localTime.replace('T', ' ')}): ${first.reason ?? 'it failed'} Open the calendar to retry.`,
      path: '/calendar',
    });
  }
  return status === 'published' ? 'published' : 'failed';
}

/**
 * What a delivery reads before its calls, in one TransactGetItems (strongly consistent): whether
 * the workspace requires approval, when this version of the post has none, and each pending
 * target's account.
 */
async function deliveryReads(
  post: ScheduledPostItem,
  pending: readonly PostTarget[],
  checkApproval: boolean,
): Promise<{ approvalRequired: boolean; accounts: Map<string, ConnectedAccountItem | null> }> {
  if (pending.length === 0) return { approvalRequired: false, accounts: new Map() };
  const { userId } = post;
  const read = await db()
    .transaction.get(({ workspace, connectedAccount }) => [
      ...pending.map((t) => connectedAccount.get({ userId, accountKey: t.accountKey }).commit()),
      ...(checkApproval ? [workspace.get({ workspaceId: userId }).commit()] : []),
    ])
    .go();
  // In the order asked: the accounts, then the workspace.
  const data = read.data as unknown as { item: unknown }[];
  const accounts = new Map(pending.map((t, i) => [t.accountKey, (data[i]?.item as ConnectedAccountItem | null | undefined) ?? null]));
  const workspace = checkApproval ? (data[pending.length]?.item as { requireApproval?: boolean } | null | undefined) : null;
  return { approvalRequired: workspace?.requireApproval ?? false, accounts };
}

const excerpt = (caption: string) => (caption.length > 60 ? `${caption.slice(0, 59)}…` : caption);

/** scheduled → publishing for the due time the message names, or null when the post is not that (gone, moved, taken, done). */
async function takeScheduled(message: PublishMessage, now: Date): Promise<ScheduledPostItem | null> {
  try {
    const { data } = await db()
      .entities.scheduledPost.patch({ userId: message.userId, postId: message.postId })
      .set({ status: 'publishing', claimedAt: now.toISOString() })
      .add({ version: 1 })
      .where(({ status, dueAt }, { eq }) => `${eq(status, 'scheduled')} AND ${eq(dueAt, message.dueAt)}`)
      .go({ response: 'all_new' });
    return data as ScheduledPostItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** scheduled → publishing (or taking over a lease that ran out), on condition of the version read. */
async function take(post: ScheduledPostItem, leaseMs: number, now: Date): Promise<ScheduledPostItem> {
  if (post.status === 'publishing' && post.claimedAt && Date.parse(post.claimedAt) > now.getTime() - leaseMs)
    throw new PostBusy('Another worker is publishing this post');
  try {
    const { data } = await db()
      .entities.scheduledPost.patch({ userId: post.userId, postId: post.postId })
      .set({ status: 'publishing', claimedAt: now.toISOString(), version: post.version + 1 })
      .where(({ version }, { eq }) => eq(version, post.version))
      .go({ response: 'all_new' });
    return data as ScheduledPostItem;
  } catch (error) {
    if (isConditionFailed(error)) throw new PostBusy('The post changed while it was being taken');
    throw error;
  }
}

const failed = (target: PostTarget, reason: string): PostTarget => ({ ...target, status: 'failed', reason });

/** How long a network may take to fetch a studio image from its link. */
const STUDIO_IMAGE_LINK_SECONDS = 3600;

/** The image the network fetches: the owner's uploaded file, or a studio image's JPEG through an hour-long link to the private bucket. */
async function imageOf(post: ScheduledPostItem): Promise<{ imageUrl: string; imageType: ImageType } | Record<string, never>> {
  if (post.imageId) {
    const { RESOURCES_BUCKET } = config();
    if (!RESOURCES_BUCKET) throw new Error('RESOURCES_BUCKET is not set: studio images cannot be linked');
    const imageUrl = await presignGet(RESOURCES_BUCKET, studioImageKey(post.userId, post.imageId, 'jpg'), {
      fileName: `${post.imageId}.jpg`,
      disposition: 'inline',
      contentType: STUDIO_IMAGE_TYPE,
      expiresIn: STUDIO_IMAGE_LINK_SECONDS,
    });
    return { imageUrl, imageType: STUDIO_IMAGE_TYPE };
  }
  return post.imageUrl ? { imageUrl: post.imageUrl, imageType: imageTypeOf(post.imageUrl) } : {};
}

interface TargetOptions extends WorkerOptions {
  /** Record the attempt `done` at once (more accounts follow) rather than with the post's results. */
  settleNow: boolean;
  /** The post was just taken from `scheduled`: its attempt is not read before it is created. */
  attemptUnread: boolean;
  /** The target's account as the delivery read it (null: not connected any more). */
  account: ConnectedAccountItem | null;
}

async function publishTarget(post: ScheduledPostItem, target: PostTarget, options: TargetOptions, now: () => Date): Promise<PostTarget> {
  const label = labelOf(target.network);
  const key = { postId: post.postId, accountKey: target.accountKey };
  // What the call depends on, read at once: an earlier attempt (unless unread), the rate-limit window.
  const { account } = options;
  const [attempt, published] = await Promise.all([
    options.attemptUnread
      ? undefined
      : db()
          .entities.publishAttempt.get(key)
          .go({ consistent: true })
          .then(({ data }) => data),
    postsInWindow(post.userId, now(), NETWORK_PROFILES[target.network].rateLimit.windowHours),
  ]);
  if (!account) return failed(target, `${target.accountName} on ${label} is no longer connected: connect it again and retry.`);
  if (account.state !== 'connected') return failed(target, account.reason ?? `${label} needs reconnecting: reconnect ${label} and retry.`);
  const adapter = networkAdapter(account.network);
  const request = {
    caption: await captionFor(post.userId, post.postId, post.caption, target),
    ...(await imageOf(post)),
    ...(post.altText ? { altText: post.altText } : {}),
    idempotencyKey: `${post.postId}:${target.accountKey}`,
  };
  if (attempt?.state === 'done') return publishedTarget(target, attempt.remoteId ?? '', attempt.url ?? '', attempt.publishedAt ?? now().toISOString());

  let access;
  try {
    access = await publishingAccess(account);
  } catch (error) {
    return failedFor(account, target, error);
  }

  if (attempt?.state === 'calling') {
    // A worker stopped between its call and the record: did the provider publish it?
    try {
      const found = await adapter.findPublished(access, request, new Date(Date.parse(attempt.startedAt) - 5 * 60_000).toISOString());
      if (found) return settle(post, target, found.remoteId, found.url, now(), options.settleNow);
    } catch (error) {
      return failedFor(account, target, error);
    }
  }
  const limit = rateLimitReached(account, published);
  if (limit) return failed(target, limit);
  // An attempt there already (a retried post): read it and decide again.
  if (!(await recordCall(post.userId, key, attempt, now()))) return publishTarget(post, target, { ...options, attemptUnread: false }, now);

  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const calledAt = now().toISOString();
  for (let tryNo = 1; ; tryNo++) {
    let result;
    try {
      result = await adapter.publish(access, request);
    } catch (error) {
      if (!(error instanceof NetworkError) || !error.transient || tryNo >= PUBLISH_TRIES) {
        await db().entities.publishAttempt.patch(key).set({ state: 'failed' }).go();
        if (error instanceof NetworkError && error.transient)
          return failed(
            target,
            error.kind === 'rate_limited'
              ? `${sentence(error.reason)} Retry later.`
              : `${label} did not answer after ${PUBLISH_TRIES} tries. Retry in a few minutes.`,
          );
        return failedFor(account, target, error);
      }
      const wait = error.details.retryAfterSeconds !== undefined ? error.details.retryAfterSeconds * 1000 : (backoff[tryNo - 1] ?? backoff.at(-1) ?? 0);
      if (wait > LONGEST_WAIT_MS) {
        await db().entities.publishAttempt.patch(key).set({ state: 'failed' }).go();
        return failed(target, `${sentence(error.reason)} Retry later.`);
      }
      await sleep(wait);
      // A 5xx or a timeout may come after the provider took the post: look before calling again
      // (a rate limit says it did not). Feeds have no idempotency key to do this for us.
      if (error.kind !== 'rate_limited') {
        const found = await adapter.findPublished(access, request, new Date(Date.parse(calledAt) - 5 * 60_000).toISOString()).catch(() => null);
        if (found) return settle(post, target, found.remoteId, found.url, now(), options.settleNow);
      }
      continue;
    }
    await options.afterProviderAnswered?.(target);
    return settle(post, target, result.remoteId, result.url, now(), options.settleNow);
  }
}

/**
 * Writes the attempt record before a provider call: new, or one more call on an old one.
 * False when `earlier` was not read (undefined) and a record is there after all.
 */
async function recordCall(
  userId: string,
  key: { postId: string; accountKey: string },
  earlier: PublishAttemptItem | null | undefined,
  now: Date,
): Promise<boolean> {
  const startedAt = now.toISOString();
  if (!earlier) {
    try {
      await db()
        .entities.publishAttempt.create({
          ...key,
          userId,
          state: 'calling',
          calls: 1,
          startedAt,
          expiresAt: Math.floor(now.getTime() / 1000) + ATTEMPT_DAYS * 86_400,
        })
        .go();
      return true;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      if (earlier === undefined) return false;
      // Two deliveries racing past the post's lease cannot both call: the second waits.
      throw new PostBusy('Another worker is calling the provider for this account');
    }
  }
  await db().entities.publishAttempt.patch(key).set({ state: 'calling', startedAt }).add({ calls: 1 }).go();
  return true;
}

/** The attempt's `done` record of a published target. */
const attemptDone = (postId: string, target: PostTarget) =>
  db()
    .entities.publishAttempt.patch({ postId, accountKey: target.accountKey })
    .set({ state: 'done', remoteId: target.remoteId ?? '', url: target.url ?? '', publishedAt: target.publishedAt ?? new Date().toISOString() });

/** The target published: its attempt recorded `done` now, or else with the post's results. */
async function settle(post: ScheduledPostItem, target: PostTarget, remoteId: string, url: string, at: Date, now: boolean): Promise<PostTarget> {
  const published = publishedTarget(target, remoteId, url, at.toISOString());
  if (now) await attemptDone(post.postId, published).go();
  return published;
}

const publishedTarget = (target: PostTarget, remoteId: string, url: string, publishedAt: string): PostTarget => {
  const { reason: _reason, ...rest } = target;
  return { ...rest, status: 'published', remoteId, url, publishedAt };
};

async function failedFor(account: ConnectedAccountItem, target: PostTarget, error: unknown): Promise<PostTarget> {
  const label = labelOf(account.network);
  if (!(error instanceof NetworkError)) {
    logger.error('Publishing failed unexpectedly', { network: account.network, error: (error as Error).name });
    return failed(target, `Markk could not publish to ${label} just now. Retry in a few minutes.`);
  }
  if (error.needsReconnect) {
    await markNeedsReconnect(account, error);
    return failed(target, reconnectReason(error, label));
  }
  if (error.kind === 'media') return failed(target, `${sentence(error.reason)} Check the image and retry.`);
  return failed(target, sentence(error.reason));
}
