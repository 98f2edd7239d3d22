// The client's side of an approval link, without an account: the posts and drafts the link
// grants (no more), and a decision per item — approve, request changes (a comment needed) or comment.
// Closed links (expired, revoked) answer 410 with whom to ask; unknown ones 404. Each decision
// tells the owner (a notification) and is kept with the hash of the version decided on.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { ApprovalRequestItem } from '#data/entities/approval-request';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { htmlText, sanitizeHtml } from '#lib/sanitize';
import { notify } from '#domain/notifications';
import { APPROVAL_MESSAGES, type ClientApprovalView, type Decision, type DecideResponse } from '#contracts/approvals';
import { Gone, limitPerIp } from './rate-limit.ts';
import { tokenHashOf } from './requests.ts';
import { contentHash, dayAndTime } from './version.ts';
import { clientPostView, currentItems, hasGoneOut, studioImageUrls, type Subject } from './views.ts';
import { portalBrandOf } from '../workspaces/white-label.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';

/** Decisions one link keeps (comments included), so its item stays well under DynamoDB's 400 KB. */
const MAX_DECISIONS = 300;
const RATE_SCOPE = 'approvals';

/**
 * The open request a token names. An unknown token counts against the caller's address (a
 * guess; after APPROVAL_RATE_PER_MINUTE of them in a minute the answer is 429), so the limit
 * stops guessing links while a client using a real one is never held back, however many
 * others share their address.
 */
async function openRequest(token: string, ip: string, now: Date): Promise<ApprovalRequestItem> {
  const { data } = await db()
    .entities.approvalRequest.get({ tokenHash: tokenHashOf(token) })
    .go({ consistent: true });
  if (!data) {
    await limitPerIp(RATE_SCOPE, ip, now);
    throw new NotFound(APPROVAL_MESSAGES.notFound);
  }
  if (data.revokedAt) throw new Gone(APPROVAL_MESSAGES.revoked(data.ownerName));
  if (Date.parse(data.expiresAt) <= now.getTime()) throw new Gone(APPROVAL_MESSAGES.expired(data.ownerName));
  return data;
}

export async function view(token: string, ip: string, now = new Date()): Promise<ClientApprovalView> {
  const request = await openRequest(token, ip, now);
  const [items, brand] = await Promise.all([currentItems(request.userId, [request]), portalBrandOf(request.userId)]);
  const studioUrls = await studioImageUrls(request.userId, [...items.values()]);
  return {
    brand,
    ownerName: brand?.name ?? request.ownerName,
    clientName: request.clientName,
    expiresAt: request.expiresAt,
    // A post or draft deleted since the link was sent is no longer shown.
    posts: request.posts.flatMap((sent) => {
      const item = items.get(sent.postId);
      return item ? [clientPostView(request, item, studioUrls)] : [];
    }),
  };
}

/** The client's comment as plain text: their HTML sanitised, then reduced to its text. */
async function commentText(comment: string | undefined): Promise<string> {
  return comment ? htmlText(await sanitizeHtml(comment)) : '';
}

/** "your post for Tue 8 Dec, 09:00", or "your draft “Cake week”", and where to find it. */
const describe = (item: Subject) =>
  item.kind === 'post'
    ? { what: `your post for ${dayAndTime(item.post.localTime)}`, where: 'on the calendar' }
    : { what: `your draft “${item.title}”`, where: 'in Content' };

function noticeFor(clientName: string, decision: Decision, item: Subject, comment: string) {
  const excerpt = item.caption.length > 120 ? `${item.caption.slice(0, 119)}…` : item.caption;
  const { what, where } = describe(item);
  switch (decision) {
    case 'approved':
      return { title: `${clientName} approved ${what}`, message: `“${excerpt}” is approved. See it ${where}.` };
    case 'changes':
      return { title: `${clientName} requested changes: ${comment}`, message: `On ${what}: “${excerpt}”. Edit it ${where}.` };
    case 'comment':
      return { title: `${clientName} commented on ${what}`, message: comment };
  }
}

/**
 * The item remembers the version a client approved: a scheduled post for a workspace that
 * requires approval, a draft so that scheduling it unchanged keeps the approval. A request for
 * changes clears it; an item deleted in between has nothing to mark.
 */
async function markApproval(userId: string, item: Subject, decision: Decision): Promise<void> {
  if (decision === 'comment') return;
  const approved = decision === 'approved';
  const mark =
    item.kind === 'post'
      ? db().entities.scheduledPost.patch({ userId, postId: item.post.postId })
      : db().entities.contentItem.patch({ userId, createdAt: item.draft.createdAt, itemId: item.draft.itemId });
  const hash = item.kind === 'post' ? contentHash(item.post) : item.hash;
  await (approved ? mark.set({ approvedHash: hash }) : mark.remove(['approvedHash'])).go({ response: 'none' }).catch((error: unknown) => {
    if (!isConditionFailed(error)) throw error;
  });
}

export async function decide(
  token: string,
  ip: string,
  body: { postId: string; decision: Decision; comment?: string | undefined },
  now = new Date(),
): Promise<DecideResponse> {
  const request = await openRequest(token, ip, now);
  if (!request.posts.some((p) => p.postId === body.postId)) throw new NotFound(APPROVAL_MESSAGES.postNotInLink);
  if (request.decisions.length >= MAX_DECISIONS) throw new Conflict(`This link has taken as many decisions as it can. Ask ${request.ownerName} for a new one.`);
  const comment = await commentText(body.comment);
  if (body.decision === 'changes' && !comment) throw new Invalid(APPROVAL_MESSAGES.commentNeeded);
  if (body.decision === 'comment' && !comment) throw new Invalid(APPROVAL_MESSAGES.commentEmpty);
  const item = (await currentItems(request.userId, [{ posts: request.posts.filter((p) => p.postId === body.postId) }])).get(body.postId);
  if (!item || hasGoneOut(item)) throw new Conflict('This post has gone out or was removed, so there is nothing left to decide.');

  const decision = {
    postId: body.postId,
    decision: body.decision,
    ...(comment ? { comment } : {}),
    versionHash: item.hash,
    decidedAt: now.toISOString(),
  };
  let saved: ApprovalRequestItem;
  try {
    // The link's state is checked again in the write: a revoke or the expiry in between wins.
    const { data } = await db()
      .entities.approvalRequest.patch({ tokenHash: request.tokenHash })
      .append({ decisions: [decision] })
      .where((a, op) => `${op.notExists(a.revokedAt)} AND ${op.gt(a.expiresAt, decision.decidedAt)}`)
      .go({ response: 'all_new' });
    saved = data as ApprovalRequestItem;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // Revoked or expired in between: say which.
    await openRequest(token, ip, new Date());
    throw error;
  }
  await markApproval(request.userId, item, body.decision);
  await notify(request.userId, noticeFor(request.clientName, body.decision, item, comment));
  // Webhooks: an approval or a change request (a comment decides nothing); never fails the decision.
  if (body.decision !== 'comment')
    await emitWebhookEvent(request.userId, 'approval.decided', {
      approvalId: request.approvalId,
      postId: body.postId,
      kind: item.kind,
      decision: body.decision,
      comment: comment || null,
      clientName: request.clientName,
      decidedAt: decision.decidedAt,
    });
  return { post: clientPostView(saved, item, await studioImageUrls(request.userId, [item])) };
}
