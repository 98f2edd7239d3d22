// Entitlements: which plan a user holds now, computed on the server from their paid
// subscription (kept current by the Stripe webhook or the local billing provider) and
// their referral reward grants. The client never decides a tier.
//
// Rules:
//  - A subscription counts while its status is active, trialing or past_due (Stripe keeps
//    retrying a failed payment; access continues until the period it paid for ends) and
//    its current period has not ended. A cancelled-at-period-end subscription therefore
//    stays until its period end, then the user is free.
//  - Reward grants chain: each grant's days start at the later of the moment it was
//    granted and the end of the grants before it, so two overlapping 30-day grants give 60
//    consecutive days, never 30 twice over the same days. Rewards run independently of a
//    paid subscription (they do not pause while one is active).
//  - The tier is the highest one any source gives now; subscription_end is the latest end
//    among the sources giving that tier.
import { db } from '#data/service';
import type { TransactAction } from '#data/transact';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { LimitReached, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { FREE_STATUS, type SubscriptionStatus } from '#contracts/billing';
import { PLAN_LIMITS, TIER_RANK, UPGRADE_MESSAGES, type PaidTier, type PlanLimits, type Tier } from '#contracts/plans';
import { accountOf } from './workspaces/access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ENTITLED_STATUSES = new Set(['active', 'trialing', 'past_due']);

export interface SubscriptionSource {
  tier: PaidTier;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export interface RewardGrant {
  tier: PaidTier;
  grantedAt: string;
  days: number;
}

/** The periods reward grants cover, chained in grant order (see the rule above). */
export function rewardPeriods(grants: readonly RewardGrant[]): { tier: PaidTier; start: number; end: number }[] {
  const ordered = [...grants].sort((a, b) => a.grantedAt.localeCompare(b.grantedAt));
  let previousEnd = -Infinity;
  return ordered.map((grant) => {
    const start = Math.max(Date.parse(grant.grantedAt), previousEnd);
    const end = start + grant.days * DAY_MS;
    previousEnd = end;
    return { tier: grant.tier, start, end };
  });
}

/** Pure: the status check-subscription returns for these sources at `now`. */
export function computeStatus(subscriptions: readonly SubscriptionSource[], grants: readonly RewardGrant[], now: Date): SubscriptionStatus {
  const at = now.getTime();
  const live: { tier: PaidTier; end: number; cancels: boolean }[] = [];
  for (const sub of subscriptions) {
    const end = Date.parse(sub.currentPeriodEnd);
    if (ENTITLED_STATUSES.has(sub.status) && end > at) live.push({ tier: sub.tier, end, cancels: sub.cancelAtPeriodEnd });
  }
  for (const period of rewardPeriods(grants)) {
    // A reward has no renewal: it simply ends.
    if (period.start <= at && period.end > at) live.push({ tier: period.tier, end: period.end, cancels: true });
  }
  if (live.length === 0) return FREE_STATUS;
  const best = live.reduce((a, b) => (TIER_RANK[b.tier] > TIER_RANK[a.tier] ? b : a)).tier;
  const sameTier = live.filter((s) => s.tier === best);
  const latest = sameTier.reduce((a, b) => (b.end > a.end ? b : a));
  // A reward period queued after the current one still extends the same tier without a gap.
  let end = latest.end;
  for (const period of rewardPeriods(grants)) if (period.tier === best && period.start <= end && period.end > end) end = period.end;
  return { subscribed: true, subscription_tier: best, subscription_end: new Date(end).toISOString(), cancel_at_period_end: latest.cancels };
}

/** The caller's status now. Throws on storage failures: check-subscription turns those into free, enforcement into a retryable 503. */
export async function statusOf(userId: string, now = new Date()): Promise<SubscriptionStatus> {
  // A client workspace's plan is its account's.
  const { data } = await db()
    .entities.entitlement.query.byUser({ userId: await accountOf(userId) })
    .go({ pages: 'all' });
  const subscriptions: SubscriptionSource[] = [];
  const grants: RewardGrant[] = [];
  for (const item of data) {
    if (item.source === 'reward') {
      if (item.grantedAt && item.days) grants.push({ tier: item.tier, grantedAt: item.grantedAt, days: item.days });
    } else if (item.status && item.currentPeriodEnd) {
      subscriptions.push({ tier: item.tier, status: item.status, currentPeriodEnd: item.currentPeriodEnd, cancelAtPeriodEnd: item.cancelAtPeriodEnd ?? false });
    }
  }
  return computeStatus(subscriptions, grants, now);
}

/**
 * Spec 01 §4: a failed subscription check falls back to free, silently (logged here). For
 * what the plan page and badges show only: enforcement reads with `limitsOf`, which never
 * turns a failed read into the free plan.
 */
export async function statusOrFree(userId: string, now = new Date()): Promise<SubscriptionStatus> {
  try {
    return await statusOf(userId, now);
  } catch (error) {
    logger.warn('Subscription check failed; answering free', { userId, error: error as Error });
    return FREE_STATUS;
  }
}

export const PLAN_CHECK_FAILED = 'We could not check your plan just now, so nothing was changed. Please try again in a moment.';

/**
 * The limits of the plan the caller holds now, for enforcement. A failed read (a throttled
 * table, a timeout) is a retryable 503: a paying user is never treated as free because a
 * read failed.
 */
export async function limitsOf(userId: string, now = new Date()): Promise<PlanLimits> {
  let status: SubscriptionStatus;
  try {
    status = await statusOf(userId, now);
  } catch (error) {
    logger.error('Subscription check failed while enforcing a plan limit', { userId, error: error as Error });
    throw new Unavailable(PLAN_CHECK_FAILED);
  }
  return PLAN_LIMITS[status.subscription_tier];
}

const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/**
 * Spends `credits` AI credits of the caller's current month (UTC). On the Growth plan the
 * spend is refused with LimitReached (402) once the month's 20 are used — atomically, so
 * two requests cannot both take the last credit. Paid plans are unlimited (still counted).
 */
export async function consumeAiCredits(userId: string, credits = 1, now = new Date()): Promise<{ used: number; limit: number | null }> {
  const limit = (await limitsOf(userId, now)).aiCreditsPerMonth;
  const update = db()
    .entities.aiUsage.update({ userId, month: monthOf(now) })
    .add({ credits });
  try {
    const result =
      limit === null
        ? await update.go({ response: 'all_new' })
        : await update.where((attr, { notExists, lte }) => `${notExists(attr.credits)} OR ${lte(attr.credits, limit - credits)}`).go({ response: 'all_new' });
    const used = result.data.credits ?? credits;
    if (limit !== null && used > limit) {
      // Only reachable when one request asks for more than the whole allowance.
      await db()
        .entities.aiUsage.update({ userId, month: monthOf(now) })
        .add({ credits: -credits })
        .go({ response: 'none' });
      throw new LimitReached(UPGRADE_MESSAGES.aiCredits);
    }
    return { used, limit };
  } catch (error) {
    if (isConditionFailed(error)) throw new LimitReached(UPGRADE_MESSAGES.aiCredits);
    throw error;
  }
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one reply from an AI expert against today's allowance (Growth: 30 a day; unlimited
 * above it), with a conditional ADD so concurrent sends cannot pass it. Throws LimitReached
 * (402) when today's replies are used up. Returns the day counted, for `giveBackChatReply`.
 */
export async function consumeChatReply(userId: string, now = new Date()): Promise<{ day: string; used: number; limit: number | null }> {
  const limit = (await limitsOf(userId, now)).chatRepliesPerDay;
  const day = dayOf(now);
  const update = db().entities.chatUsage.update({ userId, day }).add({ replies: 1 });
  try {
    const result =
      limit === null
        ? await update.go({ response: 'all_new' })
        : await update.where((attr, { notExists, lt }) => `${notExists(attr.replies)} OR ${lt(attr.replies, limit)}`).go({ response: 'all_new' });
    return { day, used: result.data.replies ?? 1, limit };
  } catch (error) {
    if (isConditionFailed(error)) throw new LimitReached(UPGRADE_MESSAGES.chatReplies);
    throw error;
  }
}

/** Gives back a reply counted on `day` that never came (the expert failed before its first words). */
export async function giveBackChatReply(userId: string, day: string): Promise<void> {
  try {
    await db()
      .entities.chatUsage.update({ userId, day })
      .add({ replies: -1 })
      .where((attr, { gt }) => gt(attr.replies, 0))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** A conditional update that marks something as refunded (absent marker → set), as `.params()` and as a write of its own. */
export interface RefundMarker {
  params(): object;
  go(): Promise<unknown>;
}

/**
 * Gives back `credits` AI credits (one unless said) spent in the month of `spentAt` (ISO time), once: `marker` (an update
 * conditioned on the run's refund marker being absent) and the decrement of that month's
 * usage go in one transaction, so a failure step that runs twice cannot refund twice. True
 * when a credit came back; false when it was already back or none was counted that month
 * (the marker is then set alone, so it is not tried again).
 */
export async function refundAiCreditOnce(userId: string, spentAt: string, marker: () => RefundMarker, credits = 1): Promise<boolean> {
  const month = spentAt.slice(0, 7);
  try {
    await transactWrite({
      run: { Update: marker().params() },
      usage: {
        Update: db()
          .entities.aiUsage.update({ userId, month })
          .add({ credits: -credits })
          .where((attr, { gt }) => gt(attr.credits, credits - 1))
          .params(),
      },
    });
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCanceled)) throw error;
    if (isConditionFailed(error, 'run')) return false;
    if (isConditionFailed(error, 'usage')) {
      await marker()
        .go()
        .catch(() => undefined);
      return false;
    }
    throw error;
  }
}

type Allowance = { used: number; limit: number | null };

/** The caller's plan, this month's AI credits and today's expert replies (used, and the plan's limit; null = unlimited), for display: one plan read. */
export async function usage(userId: string, now = new Date()): Promise<{ tier: Tier; aiCredits: Allowance; chatReplies: Allowance }> {
  const [credits, replies, status] = await Promise.all([
    db()
      .entities.aiUsage.get({ userId, month: monthOf(now) })
      .go(),
    db()
      .entities.chatUsage.get({ userId, day: dayOf(now) })
      .go(),
    statusOrFree(userId, now),
  ]);
  const limits = PLAN_LIMITS[status.subscription_tier];
  return {
    tier: status.subscription_tier,
    aiCredits: { used: credits.data?.credits ?? 0, limit: limits.aiCreditsPerMonth },
    chatReplies: { used: replies.data?.replies ?? 0, limit: limits.chatRepliesPerDay },
  };
}

/** AI credits the caller has used this month and the plan's limit (null = unlimited), for display. */
export async function aiCredits(userId: string, now = new Date()): Promise<{ used: number; limit: number | null }> {
  return (await usage(userId, now)).aiCredits;
}

export async function assertCanWriteCommunity(userId: string): Promise<void> {
  if (!(await limitsOf(userId)).communityWrite) throw new LimitReached(UPGRADE_MESSAGES.communityWrite);
}

export interface SubscriptionChange extends SubscriptionSource {
  userId: string;
  source: 'stripe' | 'local';
  subscriptionId: string;
  customerId?: string | undefined;
  /** Seconds since the epoch of the provider event (or now): older changes never overwrite newer ones. */
  eventCreated: number;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale';

/**
 * Records a subscription's new state: the one write path for the Stripe webhook and the
 * local provider's Pay and Cancel. With an `eventId`, the event's marker is written in the
 * same transaction, so a redelivered event changes nothing.
 */
export async function applySubscription(change: SubscriptionChange, event?: { eventId: string; type: string }): Promise<ApplyOutcome> {
  const { entitlement, stripeEvent } = db().entities;
  const put = entitlement
    .put({
      userId: change.userId,
      source: change.source,
      entitlementId: change.subscriptionId,
      tier: change.tier,
      status: change.status,
      currentPeriodEnd: change.currentPeriodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      eventCreated: change.eventCreated,
      ...(change.customerId ? { customerId: change.customerId } : {}),
    })
    .where((attr, { notExists, lte }) => `${notExists(attr.eventCreated)} OR ${lte(attr.eventCreated, change.eventCreated)}`);
  const marker: TransactAction | undefined = event ? { Put: stripeEvent.create({ eventId: event.eventId, type: event.type }).params() } : undefined;
  try {
    await transactWrite({ entitlement: { Put: put.params() }, marker });
    return 'applied';
  } catch (error) {
    if (isConditionFailed(error, 'marker')) return 'duplicate';
    if (!isConditionFailed(error, 'entitlement')) throw error;
    // An older event arrived after a newer one: remember it as handled, change nothing (a
    // marker that cannot be written is harmless: the stale event changes nothing either way).
    if (event)
      await transactWrite({ marker }).catch((e: unknown) => {
        if (!(e instanceof TransactionCanceled)) throw e;
      });
    return 'stale';
  }
}

/** The user's subscription item from `source` (the local provider keeps one per user). */
export async function subscriptionOf(userId: string, source: 'stripe' | 'local', subscriptionId: string) {
  const { data } = await db().entities.entitlement.get({ userId, source, entitlementId: subscriptionId }).go();
  return data;
}

/** Reward grant actions for the accept-invitation transaction: keyed (invitationId, userId), at most once each. */
export function rewardGrantAction(userId: string, invitationId: string, tier: PaidTier, days: number, grantedAt: string): TransactAction {
  return { Put: db().entities.entitlement.create({ userId, source: 'reward', entitlementId: invitationId, tier, grantedAt, days }).params() };
}
