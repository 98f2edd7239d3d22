// The client's side of an approval link, without an account: the posts the link grants (no
// more), and a decision per post — approve, request changes (a comment needed) or comment.
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
import { contentHash, dayAndTime, versionHash } from './version.ts';
import { clientPostView, currentPosts, hasGoneOut, studioImageUrls } from './views.ts';
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
  const [posts, brand] = await Promise.all([currentPosts(request.userId, [request]), portalBrandOf(request.userId)]);
  const studioUrls = await studioImageUrls(request.userId, [...posts.values()]);
  return {
    brand,
    ownerName: brand?.name ?? request.ownerName,
    clientName: request.clientName,
    expiresAt: request.expiresAt,
    // A post deleted since the link was sent is no longer shown.
    posts: request.posts.flatMap((sent) => {
      const post = posts.get(sent.postId);
      return post ? [clientPostView(request, post, studioUrls)] : [];
    }),
  };
}

/** The client's comment as plain text: their HTML sanitised, then reduced to its text. */
async function commentText(comment: string | undefined): Promise<string> {
  return comment ? htmlText(await sanitizeHtml(comment)) : '';
}

function noticeFor(clientName: string, decision: Decision, when: string, comment: string, caption: string) {
  const excerpt = caption.length > 120 ? `${caption.slice(0, 119)}…` : caption;
  switch (decision) {
    case 'approved':
      return { title: `${clientName} approved your post for ${when}`, message: `“${excerpt}” is approved. See it on the calendar.` };
    case 'changes':
      return { title: `${clientName} requested changes: ${comment}`, message: `On your post for ${when}: “${excerpt}”. Edit it on the calendar.` };
    case 'comment':
      return { title: `${clientName} commented on your post for ${when}`, message: comment };
  }
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
  const post = (await currentPosts(request.userId, [{ posts: [{ postId: body.postId, versionHash: '', caption: '' }] }])).get(body.postId);
  if (!post || hasGoneOut(post)) throw new Conflict('This post has gone out or was removed, so there is nothing left to decide.');

  const decision = {
    postId: body.postId,
    decision: body.decision,
    ...(comment ? { comment } : {}),
    versionHash: versionHash(post),
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
  // The post remembers the version a client approved, for a workspace that requires approval.
  if (body.decision !== 'comment') {
    const mark = db().entities.scheduledPost.patch({ userId: request.userId, postId: post.postId });
    await (body.decision === 'approved' ? mark.set({ approvedHash: contentHash(post) }) : mark.remove(['approvedHash'])).go().catch((error: unknown) => {
      // The post was deleted in between: nothing to mark.
      if (!isConditionFailed(error)) throw error;
    });
  }
  await notify(request.userId, noticeFor(request.clientName, body.decision, dayAndTime(post.localTime), comment, post.caption));
  // Webhooks: an approval or a change request (a comment decides nothing); never fails the decision.
  if (body.decision !== 'comment')
    await emitWebhookEvent(request.userId, 'approval.decided', {
      approvalId: request.approvalId,
      postId: post.postId,
      decision: body.decision,
      comment: comment || null,
      clientName: request.clientName,
      decidedAt: decision.decidedAt,
    });
  return { post: clientPostView(saved, post, await studioImageUrls(request.userId, [post])) };
}
