// The owner's side of approval links: send scheduled posts and post drafts to a client (one request per click,
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
import { approvalView, currentItems, draftSubject, type Subject } from './views.ts';
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
  /** Post drafts, not yet scheduled. */
  itemIds: string[];
  /** A whole campaign: its posts that are still scheduled join the ticked ones. */
  campaignId?: string | undefined;
}

/** The posts a request sends: those ticked, and a whole campaign's scheduled ones. */
async function chosenPosts(userId: string, input: CreateInput): Promise<string[]> {
  if (!input.campaignId) return input.postIds;
  await ownCampaign(userId, input.campaignId);
  const { data } = await db()
    .entities.scheduledPost.query.byCampaign({ userId, campaignId: input.campaignId })
    .go({ pages: 'all', attributes: ['postId', 'status'] });
  const ids = [...new Set([...input.postIds, ...data.filter((post) => post.status === 'scheduled').map((post) => post.postId)])];
  if (ids.length === 0 && input.itemIds.length === 0) throw new Invalid(APPROVAL_MESSAGES.noCampaignPosts);
  return ids;
}

/** The scheduled posts named, each still scheduled. */
async function chosenPostItems(userId: string, postIds: readonly string[]): Promise<Subject[]> {
  const posts = await currentItems(userId, [{ posts: postIds.map((postId) => ({ postId, versionHash: '', caption: '' })) }]);
  if (postIds.some((id) => !posts.has(id))) throw new NotFound(APPROVAL_MESSAGES.postsNotFound);
  const chosen = postIds.map((id) => posts.get(id)!);
  if (chosen.some((item) => item.kind !== 'post' || item.post.status !== 'scheduled')) throw new Conflict(APPROVAL_MESSAGES.notScheduled);
  return chosen;
}

/**
 * The post drafts named. A draft is found by its id through the id index (one query each, at
 * most APPROVAL_MAX_POSTS, in parallel); the link keeps each draft's key, so later reads are
 * one batch.
 */
async function chosenDrafts(userId: string, itemIds: readonly string[]): Promise<Subject[]> {
  const found = await Promise.all(itemIds.map(async (itemId) => (await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 })).data[0]));
  if (found.some((draft) => !draft)) throw new NotFound(APPROVAL_MESSAGES.draftsNotFound);
  const drafts = found as NonNullable<(typeof found)[number]>[];
  if (drafts.some((draft) => draft.type !== 'post')) throw new Invalid(APPROVAL_MESSAGES.onlyPostDrafts);
  return drafts.map(draftSubject);
}

const sentItem = (item: Subject) =>
  item.kind === 'post'
    ? { postId: item.post.postId, versionHash: item.hash, caption: item.caption }
    : { postId: item.draft.itemId, kind: 'draft' as const, createdAt: item.draft.createdAt, versionHash: item.hash, caption: item.caption };

async function existing(userId: string, approvalId: string): Promise<ApprovalRequestItem | null> {
  const { data: ref } = await db().entities.approvalRef.get({ userId, approvalId }).go({ consistent: true });
  if (!ref) return null;
  const { data } = await db().entities.approvalRequest.get({ tokenHash: ref.tokenHash }).go({ consistent: true });
  return data;
}

async function answer(request: ApprovalRequestItem, link: string | null, emailSent: boolean): Promise<CreateApprovalResponse> {
  return { approval: approvalView(request, await currentItems(request.userId, [request])), link, emailSent };
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
  if (postIds.length + input.itemIds.length === 0) throw new Invalid(APPROVAL_MESSAGES.noPosts);
  if (postIds.length + input.itemIds.length > APPROVAL_MAX_POSTS) throw new Invalid(APPROVAL_MESSAGES.tooManyPosts);
  const [posts, drafts] = await Promise.all([chosenPostItems(userId, postIds), chosenDrafts(userId, input.itemIds)]);
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
    posts: [...posts, ...drafts].map(sentItem),
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
  const items = await currentItems(userId, data);
  return data.map((request) => approvalView(request, items));
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
  return approvalView({ ...request, revokedAt }, await currentItems(userId, [request]));
}
