// The owner's side of approval links: send scheduled posts to a client (one request per click,
// the link e-mailed), list the requests with each decision, and revoke one.
import { createHash, randomBytes } from 'node:crypto';
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { transactWrite } from '#data/transact';
import type { ApprovalRequestItem } from '#data/entities/approval-request';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { logger } from '#lib/logger';
import { mailer } from '#lib/mail';
import { publishingMail } from '#lib/mail-templates';
import { APPROVAL_LINK_DAYS, APPROVAL_MAX_POSTS, APPROVAL_MESSAGES, type ApprovalView, type CreateApprovalResponse } from '#contracts/approvals';
import { versionHash } from './version.ts';
import { approvalView, currentPosts } from './views.ts';
import { accountOf } from '../workspaces/access.ts';
import { portalBaseOf, portalBrandOf } from '../workspaces/white-label.ts';
import { ownCampaign } from '../campaign-owned.ts';

const DAY_MS = 86_400_000;
/** The owner's list shows their newest requests. */
const LIST_LIMIT = 100;

/** The stored form of a link's token: only this is kept, so the table never holds a working link. */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export const approvalLink = (appUrl: string, token: string) => `${appUrl}/approve/${token}`;

export interface CreateInput {
  requestId: string;
  clientName: string;
  clientEmail: string;
  postIds: string[];
  /** A whole campaign: its posts that are still scheduled join the ticked ones. */
  campaignId?: string | undefined;
}

/** The posts a request sends: those ticked, and a whole campaign's scheduled ones. */
async function chosenPosts(userId: string, input: CreateInput): Promise<string[]> {
  if (!input.campaignId) {
    if (input.postIds.length === 0) throw new Invalid(APPROVAL_MESSAGES.noPosts);
    return input.postIds;
  }
  await ownCampaign(userId, input.campaignId);
  const { data } = await db()
    .entities.scheduledPost.query.byCampaign({ userId, campaignId: input.campaignId })
    .go({ pages: 'all', attributes: ['postId', 'status'] });
  const ids = [...new Set([...input.postIds, ...data.filter((post) => post.status === 'scheduled').map((post) => post.postId)])];
  if (ids.length === 0) throw new Invalid(APPROVAL_MESSAGES.noCampaignPosts);
  if (ids.length > APPROVAL_MAX_POSTS) throw new Invalid(APPROVAL_MESSAGES.tooManyPosts);
  return ids;
}

async function existing(userId: string, approvalId: string): Promise<ApprovalRequestItem | null> {
  const { data: ref } = await db().entities.approvalRef.get({ userId, approvalId }).go({ consistent: true });
  if (!ref) return null;
  const { data } = await db().entities.approvalRequest.get({ tokenHash: ref.tokenHash }).go({ consistent: true });
  return data;
}

async function answer(request: ApprovalRequestItem, link: string | null, emailSent: boolean): Promise<CreateApprovalResponse> {
  return { approval: approvalView(request, await currentPosts(request.userId, [request])), link, emailSent };
}

async function sendLink(request: ApprovalRequestItem, link: string): Promise<boolean> {
  const count = request.posts.length === 1 ? 'a post' : `${request.posts.length} posts`;
  const mail = publishingMail({
    title: `${request.ownerName} asks you to approve ${count}`,
    message: `Hi ${request.clientName}, ${request.ownerName} would like your approval of ${count} before they go out. Open the link to approve each one, ask for changes or comment. The link works for ${APPROVAL_LINK_DAYS} days.`,
    link,
    action: 'Review the posts',
    brand: await portalBrandOf(request.userId),
  });
  try {
    await mailer().send({ to: request.clientEmail, ...mail });
    return true;
  } catch (error) {
    // The request stands: the owner has the link in the answer and can pass it on.
    logger.warn('The approval e-mail could not be sent', { approvalId: request.approvalId, errorName: (error as Error).name });
    return false;
  }
}

export async function create(userId: string, input: CreateInput, appUrl: string, now = new Date()): Promise<CreateApprovalResponse> {
  const approvalId = idempotentId(`approval:${userId}:${input.requestId}`);
  const before = await existing(userId, approvalId);
  if (before) return answer(before, null, true);

  const postIds = await chosenPosts(userId, input);
  const posts = await currentPosts(userId, [{ posts: postIds.map((postId) => ({ postId, versionHash: '', caption: '' })) }]);
  if (postIds.some((id) => !posts.has(id))) throw new NotFound(APPROVAL_MESSAGES.postsNotFound);
  if (postIds.some((id) => posts.get(id)!.status !== 'scheduled')) throw new Conflict(APPROVAL_MESSAGES.notScheduled);
  // A client workspace's links come from its account: the agency.
  const { data: profile } = await db()
    .entities.profile.get({ userId: await accountOf(userId) })
    .go();

  const token = randomBytes(32).toString('base64url');
  const request = {
    tokenHash: tokenHashOf(token),
    userId,
    approvalId,
    ownerName: profile?.companyName || profile?.fullName || 'The sender',
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    posts: postIds.map((postId) => {
      const post = posts.get(postId)!;
      return { postId, versionHash: versionHash(post), caption: post.caption };
    }),
    decisions: [],
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + APPROVAL_LINK_DAYS * DAY_MS).toISOString(),
  };
  try {
    await transactWrite({
      ref: { Put: db().entities.approvalRef.create({ userId, approvalId, tokenHash: request.tokenHash }).params() },
      request: { Put: db().entities.approvalRequest.create(request).params() },
    });
  } catch (error) {
    // A concurrent double click made it first: answer that one.
    const made = isConditionFailed(error, 'ref') ? await existing(userId, approvalId) : null;
    if (made) return answer(made, null, true);
    throw error;
  }
  const link = approvalLink(await portalBaseOf(userId, appUrl), token);
  const item = request as ApprovalRequestItem;
  return answer(item, link, await sendLink(item, link));
}

export async function list(userId: string): Promise<ApprovalView[]> {
  const { data } = await db().entities.approvalRequest.query.byOwner({ userId }).go({ order: 'desc', limit: LIST_LIMIT });
  const posts = await currentPosts(userId, data);
  return data.map((request) => approvalView(request, posts));
}

export async function revoke(userId: string, approvalId: string, now = new Date()): Promise<ApprovalView> {
  const request = await existing(userId, approvalId);
  if (!request) throw new NotFound('This approval request was not found.');
  const revokedAt = request.revokedAt ?? now.toISOString();
  if (!request.revokedAt) {
    // Revoking twice keeps the first time.
    await db()
      .entities.approvalRequest.patch({ tokenHash: request.tokenHash })
      .set({ revokedAt })
      .where((a, op) => op.notExists(a.revokedAt))
      .go({ response: 'none' })
      .catch((error: unknown) => {
        if (!isConditionFailed(error)) throw error;
      });
  }
  return approvalView({ ...request, revokedAt }, await currentPosts(userId, [request]));
}
