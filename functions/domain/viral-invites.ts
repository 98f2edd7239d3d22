// The partner referral programme: owners invite partners; when an invited partner signs up
// and accepts, both get REFERRAL.rewardDays of Premium — exactly once, in one transaction.
import { randomBytes, randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite, type TransactActions } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import type { ViralInvitationItem } from '#data/entities/viral-invitation';
import { Conflict, Forbidden, NotFound } from '#lib/errors';
import { withRetries } from '#lib/retry';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import { REFERRAL } from '#contracts/plans';
import type { AcceptViralInviteResponse, InvitationStatus, InvitationView, PublicInvitation, ViralInviteData } from '#contracts/viral-invites';
import { rewardGrantAction } from './entitlements.ts';
import { notify } from './notifications.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How many times accept retries when DynamoDB reports a conflicting concurrent transaction. */
const MAX_ATTEMPTS = 4;

export const MESSAGES = {
  ownersOnly: 'Only account owners can invite partners.',
  noInvitesLeft: 'No invites left',
  unknown: 'This invitation link is not valid.',
  accepted: 'This invitation has already been accepted.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation has been revoked.',
  ownInvitation: 'You cannot accept your own invitation.',
  notNewAccount: 'Invitations are for new Markk accounts: this account already existed.',
  alreadyReferred: 'Your account has already been rewarded through an invitation.',
  notFound: 'Invitation not found.',
} as const;

export const statusMessage = (status: Exclude<InvitationStatus, 'pending'>) => MESSAGES[status];

/** pending past its expiry counts as expired even before the hourly job marks it. */
export function effectiveStatus(item: Pick<ViralInvitationItem, 'status' | 'expiresAt'>, now: Date): InvitationStatus {
  return item.status === 'pending' && Date.parse(item.expiresAt) <= now.getTime() ? 'expired' : item.status;
}

export const inviteUrl = (appUrl: string, token: string) => `${appUrl}/invite/${token}`;

function view(item: ViralInvitationItem, appUrl: string, now: Date): InvitationView {
  return {
    id: item.invitationId,
    invitee_email: item.inviteeEmail ?? null,
    status: effectiveStatus(item, now),
    token: item.token,
    created_at: item.createdAt,
    expires_at: item.expiresAt,
    inviteUrl: inviteUrl(appUrl, item.token),
  };
}

async function statsOf(userId: string) {
  const { data } = await db().entities.referralStats.get({ userId }).go();
  return {
    remainingInvites: Math.max(0, REFERRAL.inviteAllowance - (data?.invitesUsed ?? 0)),
    referralCount: data?.referralCount ?? 0,
    totalRewardDays: data?.rewardDays ?? 0,
  };
}

const LIST_LIMIT = 100;

/** get-viral-invites: the caller's counters and invitations, newest first. */
export async function list(userId: string, appUrl: string, now = new Date()): Promise<ViralInviteData> {
  const [stats, { data }] = await Promise.all([
    statsOf(userId),
    db().entities.viralInvitation.query.byInviter({ inviterId: userId }).go({ order: 'desc', limit: LIST_LIMIT }),
  ]);
  return { ...stats, invitations: data.map((item) => view(item, appUrl, now)) };
}

/** create-viral-invite: owners only; one of the allowance is used until it is revoked or expires. */
export async function create(userId: string, inviteeEmail: string | undefined, appUrl: string, now = new Date()) {
  const { data: profile } = await db().entities.profile.get({ userId }).go();
  if (!profile || profile.role !== 'owner') throw new Forbidden(MESSAGES.ownersOnly);
  const item = {
    token: randomBytes(24).toString('base64url'),
    invitationId: randomUUID(),
    inviterId: userId,
    inviterName: profile.fullName,
    ...(inviteeEmail ? { inviteeEmail } : {}),
    status: 'pending' as const,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REFERRAL.invitationExpiryDays * DAY_MS).toISOString(),
  };
  const useOne = db()
    .entities.referralStats.update({ userId })
    .add({ invitesUsed: 1 })
    .where((attr, { notExists, lt }) => `${notExists(attr.invitesUsed)} OR ${lt(attr.invitesUsed, REFERRAL.inviteAllowance as number)}`);
  try {
    await transactWrite({ invitation: { Put: db().entities.viralInvitation.create(item).params() }, allowance: { Update: useOne.params() } });
  } catch (error) {
    if (isConditionFailed(error, 'allowance')) throw new Conflict(MESSAGES.noInvitesLeft);
    throw error;
  }
  const stats = await statsOf(userId);
  return { success: true as const, remainingInvites: stats.remainingInvites, invitation: view(item as ViralInvitationItem, appUrl, now) };
}

/** Leaves pending for `status` (revoked or expired) and gives the invite back to the owner. */
function closeActions(item: ViralInvitationItem, status: 'revoked' | 'expired', at: string): TransactActions {
  const close = db()
    .entities.viralInvitation.patch({ token: item.token })
    .composite({ expiresAt: item.expiresAt })
    .set({ status, closedAt: at })
    .where((attr, { eq }) => `${eq(attr.status, 'pending')} AND ${eq(attr.inviterId, item.inviterId)}`);
  const giveBack = db().entities.referralStats.update({ userId: item.inviterId }).add({ invitesUsed: -1 });
  return { invitation: { Update: close.params() }, allowance: { Update: giveBack.params() } };
}

async function getInvitation(token: string): Promise<ViralInvitationItem | null> {
  const { data } = await db().entities.viralInvitation.get({ token }).go();
  return data;
}

/** Revoke a pending invitation of the caller's. Another user's invitation is NotFound. */
export async function revoke(userId: string, token: string, now = new Date()): Promise<void> {
  const item = await getInvitation(token);
  if (!item || item.inviterId !== userId) throw new NotFound(MESSAGES.notFound);
  const status = effectiveStatus(item, now);
  if (status !== 'pending') throw new Conflict(statusMessage(status));
  try {
    await transactWrite(closeActions(item, 'revoked', now.toISOString()));
  } catch (error) {
    if (isConditionFailed(error, 'invitation')) {
      const latest = await getInvitation(token);
      throw new Conflict(statusMessage(latest ? (effectiveStatus(latest, now) as Exclude<InvitationStatus, 'pending'>) : 'revoked'));
    }
    throw error;
  }
}

/** Hourly job: marks pending invitations past expiresAt expired (sparse pending index, never a full-table scan). */
export async function expireDue(now = new Date()): Promise<number> {
  let expired = 0;
  let cursor: string | null = null;
  const at = now.toISOString();
  do {
    const page: { data: ViralInvitationItem[]; cursor: string | null } = await db()
      .entities.viralInvitation.query.pending({})
      .lte({ expiresAt: at })
      .go({ cursor, limit: 100 });
    for (const item of page.data) {
      if (item.status !== 'pending' || item.expiresAt > at) continue;
      try {
        await transactWrite(closeActions(item, 'expired', at));
        expired += 1;
      } catch (error) {
        // Accepted or revoked between the query and the write: nothing to expire.
        if (!isConditionFailed(error, 'invitation')) throw error;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  if (expired) logger.info('Expired viral invitations', { expired });
  return expired;
}

/** What the invite link shows before sign-up: status and who invited. */
export async function publicView(token: string, now = new Date()): Promise<PublicInvitation> {
  const item = await getInvitation(token);
  if (!item) throw new NotFound(MESSAGES.unknown);
  return { status: effectiveStatus(item, now), inviterName: item.inviterName, expires_at: item.expiresAt };
}

/**
 * accept-viral-invite/{token}: in ONE transaction the invitation goes pending → accepted
 * (accepted_by = caller), each side gets a reward grant keyed (invitationId, userId), the
 * inviter's referral count and both sides' reward days are ADDed, and the invitee is
 * marked as referred. The invitation's condition makes it succeed at most once when two
 * sign-ups race; the loser gets "already accepted".
 */
export async function accept(caller: { userId: string }, token: string, now = new Date()): Promise<AcceptViralInviteResponse> {
  const invitee = caller.userId;
  // A busy item (a concurrent transaction on the same stats): read again and decide again.
  const policy = { attempts: MAX_ATTEMPTS, retryIf: (error: unknown) => error instanceof TransactionCanceled && error.conflicted };
  return withRetries(policy, async (): Promise<AcceptViralInviteResponse> => {
    const item = await getInvitation(token);
    if (!item) throw new NotFound(MESSAGES.unknown);
    const status = effectiveStatus(item, now);
    if (status !== 'pending') throw new Conflict(statusMessage(status));
    if (item.inviterId === invitee) throw new Forbidden(MESSAGES.ownInvitation);
    const { data: profile } = await db().entities.profile.get({ userId: invitee }).go();
    if (!profile) throw new NotFound('Your profile is not set up yet. Please sign out and sign in again.');
    if (now.getTime() - Date.parse(profile.createdAt) > REFERRAL.newAccountHours * HOUR_MS) throw new Forbidden(MESSAGES.notNewAccount);

    const at = now.toISOString();
    const days = REFERRAL.rewardDays;
    const stats = db().entities.referralStats;
    const actions: TransactActions = {
      invitation: {
        Update: db()
          .entities.viralInvitation.patch({ token })
          .composite({ expiresAt: item.expiresAt })
          .set({ status: 'accepted', acceptedBy: invitee, acceptedAt: at, closedAt: at })
          .where((attr, { eq, gt }) => `${eq(attr.status, 'pending')} AND ${gt(attr.expiresAt, at)}`)
          .params(),
      },
      inviteeReward: rewardGrantAction(invitee, item.invitationId, 'premium', days, at),
      inviterReward: rewardGrantAction(item.inviterId, item.invitationId, 'premium', days, at),
      inviterStats: { Update: stats.update({ userId: item.inviterId }).add({ referralCount: 1, rewardDays: days }).params() },
      inviteeStats: {
        Update: stats
          .update({ userId: invitee })
          .add({ rewardDays: days })
          .set({ referredBy: item.inviterId })
          .where((attr, { notExists }) => notExists(attr.referredBy))
          .params(),
      },
    };
    try {
      await transactWrite(actions);
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (isConditionFailed(error, 'invitation')) {
        const latest = await getInvitation(token);
        const latestStatus = latest ? effectiveStatus(latest, now) : 'pending';
        throw new Conflict(latestStatus === 'pending' ? MESSAGES.accepted : statusMessage(latestStatus));
      }
      if (isConditionFailed(error, 'inviteeStats')) throw new Conflict(MESSAGES.alreadyReferred);
      throw error;
    }

    await notify(item.inviterId, {
      title: 'Referral accepted',
      message: `${profile.fullName} joined Markk with your invitation. You both get ${days} days of Premium.`,
    }).catch((error: unknown) => logger.warn('Referral notification failed', { error: error as Error }));
    recordEvent('InvitationAccepted');
    return { success: true, message: 'Welcome to Markk!', rewardDays: days };
  });
}
