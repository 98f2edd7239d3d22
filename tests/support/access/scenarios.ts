// The access matrix's registry: for every endpoint, the call that reaches A's data (A's ids in
// the path, a valid query and body) and what the declaration leaves open (the status of a
// caller's own answer, what an admitted caller gets). Who gets what follows from the
// endpoint's `access` (callers.ts). A new endpoint is covered by its declaration and one entry
// here; the matrix fails, naming it, until it has one.
import { expect } from 'vitest';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '#contracts/endpoint';
import { billingEndpoints as billing } from '#contracts/billing';
import { brandKitEndpoints as brandKit, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints as content } from '#contracts/content';
import * as Content from '#domain/content';
import { dashboardEndpoints as dashboard } from '#contracts/dashboard';
import { generationEndpoints as generation } from '#contracts/generation';
import { meEndpoints as me } from '#contracts/me';
import { viralInviteEndpoints as viralInvites } from '#contracts/viral-invites';
import { teamEndpoints as team } from '#contracts/team';
import { projectAiEndpoints as projectAi } from '#contracts/project-ai';
import { projectEndpoints as projects } from '#contracts/projects';
import { taskEndpoints as tasks } from '#contracts/tasks';
import { communityEndpoints as community } from '#contracts/community';
import * as Community from '#domain/community';
import { resourceEndpoints as resources } from '#contracts/resources';
import * as Resources from '#domain/resources';
import { db } from '#data/service';
import { chatEndpoints as chat } from '#contracts/chat';
import { publishingEndpoints as publishing } from '#contracts/publishing';
import { connectionChoiceEndpoints as connectionChoice } from '#contracts/connection-choice';
import { studioEndpoints as studio } from '#contracts/studio';
import { studioFontEndpoints as studioFonts } from '#contracts/studio-fonts';
import { analyticsEndpoints as analytics } from '#contracts/analytics';
import { analyticsOverviewEndpoints as results } from '#contracts/analytics-overview';
import { campaignEndpoints as campaigns } from '#contracts/campaigns';
import { adCopyEndpoints as adCopy } from '#contracts/ad-copy';
import { brandVoiceEndpoints as brandVoice } from '#contracts/brand-voice';
import { seoOutlineEndpoints as seoOutlines } from '#contracts/seo-outlines';
import { campaignProgressEndpoints as campaignProgress } from '#contracts/campaign-progress';
import { contentPlanEndpoints as contentPlans } from '#contracts/content-plan';
import { bulkEndpoints as bulk } from '#contracts/bulk';
import { approvalEndpoints as approvals } from '#contracts/approvals';
import { workspaceEndpoints as workspaces } from '#contracts/workspaces';
import { webhookEndpoints as webhooks } from '#contracts/webhooks';
import { apiTokenEndpoints as apiTokens } from '#contracts/api-tokens';
import { cafeBrand } from '../brand.ts';
import { joinTeamOfA, type CallerName } from './callers.ts';
import { postOfA, resourceOfA, type Invited, type Person, type World } from './world.ts';

export interface Scenario<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  /** The call: A's ids where the route takes ids, a valid query and body. */
  input: (world: World, caller: CallerName) => EndpointInput<E>;
  /**
   * An owner route without an item id: the status of the caller's own answer (default: the
   * endpoint's success status), for every caller or for some.
   */
  ownStatus?: number | Partial<Record<CallerName, number>>;
  /** A public or signed-in route, or a caller the access admits: what that caller gets. */
  admitted?: {
    /** Default: the endpoint's success status. */
    status?: number;
    /** The call may change A's data (accepting A's invitation does). */
    changesOwner?: boolean;
    /** Which of A's texts the answer shows by design (an invitation shows who sent it). */
    discloses?: (world: World) => string[];
  };
  /**
   * Callers the domain lets at A's item beyond the declared access: moderators and admins
   * delete any community post or reply, which are the author's (`owner`) otherwise.
   */
  alsoAdmits?: readonly CallerName[];
  /** Callers who may see A's item but not do this: 403 for them instead of 404. */
  visibleTo?: readonly CallerName[];
  /** What a caller's own answer must say beyond carrying none of A's markers. */
  ownAnswer?: (body: EndpointResponse<E>, me: Person) => void;
  /** After a call that succeeded: puts back what it changed of the world, so later rows find it as built. */
  after?: (world: World, caller: CallerName, me: Person) => Promise<void>;
}

function scenario<E extends AnyEndpoint>(endpoint: E, spec: Omit<Scenario<E>, 'endpoint'>): Scenario {
  return { endpoint, ...spec } as unknown as Scenario;
}

/** Routes that take nothing but the token. */
const none = () => ({});
const runOfA = (w: World) => ({ runId: w.a.openRunId });
const itemOfA = (w: World) => ({ itemId: w.a.itemId });
const rewrite = { instruction: 'Shorter' };
const projectOfA = (w: World) => ({ projectId: w.a.planProjectId });
const taskOfA = (w: World) => ({ projectId: w.a.planProjectId, taskId: w.a.planTaskId });
const postOfAParams = (w: World) => ({ postId: w.a.post.postId });
const replyOfA = (w: World) => ({ postId: w.a.post.postId, replyId: w.a.replyId });
/** What every signed-in user sees of A's approved post: the post, its author and A's reply on it. */
const publicPostOfA = (w: World) => [w.a.userId, w.a.fullName, w.a.companyName, w.a.post.postId, w.a.post.title, w.a.post.text, w.a.replyId, w.a.replyText];
/** What the moderation queue shows moderators: A's posts awaiting review and A's report. */
const queueOfA = (w: World) => [...publicPostOfA(w), ...[w.a.pendingPost, w.a.sparePost].flatMap((p) => [p.postId, p.title, p.text])];
const reportsOfA = (w: World) => [...publicPostOfA(w), w.a.reportId, w.a.reportReason];
const moderators: readonly CallerName[] = ['moderator', 'admin'];
/** What A's approval link shows its holder: A's name, the client's, A's post and its account. */
const clientView = (w: World) => [
  w.a.fullName,
  w.a.companyName,
  w.a.approvalClientName,
  w.a.scheduledPostId,
  w.a.scheduledCaption,
  w.a.accountId,
  w.a.accountName,
];
const resourceParams = (w: World) => ({ resourceId: w.a.resource.resourceId });
/** The resource everyone sees (its id is a marker because A bookmarked it). */
const resourceOfAIds = (w: World) => [w.a.resource.resourceId];

const registry: Scenario[] = [
  // Profile and onboarding
  scenario(me.getMe, { input: none, ownAnswer: (body, me) => expect(body.userId).toBe(me.userId) }),
  scenario(me.completeOnboarding, { input: none, ownAnswer: (body, me) => expect(body.userId).toBe(me.userId) }),
  // Brand kit
  scenario(brandKit.get, { input: none, ownAnswer: (body) => expect(body.brandKit?.name).toBe(cafeBrand.name) }),
  // Saving one's own kit with A's logo in it is refused: the logo must be one's own upload.
  scenario(brandKit.save, { input: (w) => ({ body: { ...cafeBrand, logoUrl: w.a.logoUrl } as BrandKitInput }), ownStatus: 400 }),
  scenario(brandKit.createLogoUpload, {
    input: () => ({ body: { contentType: 'image/png' as const, size: 1024 } }),
    ownAnswer: (body, me) => expect(body.logoUrl).toContain(`/${me.userId}/logo.png`),
  }),
  // Generation: B starting a run with A's request id starts B's own run
  scenario(generation.start, { input: (w) => ({ body: { requestId: w.a.requestId } }) }),
  scenario(generation.list, { input: none }),
  scenario(generation.get, { input: (w) => ({ params: runOfA(w) }) }),
  scenario(generation.approve, { input: (w) => ({ params: runOfA(w) }) }),
  scenario(generation.savePackageItem, { input: (w) => ({ params: runOfA(w), body: { item: 'post-1' as const, title: 'Mine now', body: 'Taken over.' } }) }),
  scenario(generation.regenerateItem, { input: (w) => ({ params: { ...runOfA(w), item: 'email' as const } }) }),
  scenario(generation.rewriteItem, { input: (w) => ({ params: { ...runOfA(w), item: 'post-1' as const }, body: rewrite }) }),
  // Content drafts
  scenario(content.create, {
    input: () => ({ body: { type: 'post' as const, title: 'My own draft', body: 'My own words.' } }),
    ownAnswer: (body) => expect(body.title).toBe('My own draft'),
    // The caller's own draft goes again, so their lists stay as built.
    after: async (_world, _caller, me) => {
      for (const item of await Content.list(me.userId)) if (item.title === 'My own draft') await Content.remove(me.userId, item.id);
    },
  }),
  scenario(content.list, { input: none, ownAnswer: (body) => expect(body.items).toEqual([]) }),
  scenario(content.get, { input: (w) => ({ params: itemOfA(w) }) }),
  scenario(content.delete, { input: (w) => ({ params: itemOfA(w) }) }),
  scenario(content.update, { input: (w) => ({ params: itemOfA(w), body: { title: 'Mine now', body: 'Taken over.' } }) }),
  scenario(content.rewrite, { input: (w) => ({ params: itemOfA(w), body: rewrite }) }),
  // Dashboard, notifications, search (for A's own draft title)
  scenario(dashboard.summary, { input: () => ({ query: { timeZone: 'Europe/London' } }), ownAnswer: (body) => expect(body.drafts?.total).toBe(0) }),
  scenario(dashboard.markAllNotificationsRead, { input: none }),
  scenario(dashboard.search, { input: (w) => ({ query: { q: w.a.draftTitle } }), ownAnswer: (body) => expect(body.content ?? []).toEqual([]) }),
  // Billing: B's own plan (B pays for Premium while setting up, so B can cancel)
  scenario(billing.checkSubscription, { input: none }),
  scenario(billing.usage, { input: none }),
  scenario(billing.createCheckout, { input: () => ({ body: { tier: 'enterprise' as const } }) }),
  scenario(billing.customerPortal, { input: none }),
  scenario(billing.localPay, { input: () => ({ body: { tier: 'premium' as const } }) }),
  scenario(billing.localCancel, { input: none, ownAnswer: (body) => expect(body.cancel_at_period_end).toBe(true) }),
  scenario(billing.localSubscription, { input: none, ownAnswer: (body) => expect(body.subscription?.tier).toBe('premium') }),
  // Public; without Stripe set up (the local stack) it is not there for anyone.
  scenario(billing.stripeWebhook, { input: none, admitted: { status: 404 } }),
  // Partner invitations
  scenario(viralInvites.list, { input: none }),
  // Owners only: a member of someone's team may not invite partners.
  scenario(viralInvites.create, { input: () => ({ body: {} }), ownStatus: { teammate: 403 } }),
  scenario(viralInvites.getPublic, { input: (w) => ({ params: { token: w.a.pendingToken } }), admitted: { discloses: (w) => [w.a.fullName] } }),
  scenario(viralInvites.revoke, { input: (w) => ({ params: { token: w.a.pendingToken } }) }),
  // Each caller who may accept gets an invitation of their own (anonymous tries B's).
  scenario(viralInvites.accept, {
    input: (w, caller) => ({ params: { token: w.a.tokensToAccept[caller === 'anonymous' ? 'stranger' : (caller as Invited)] } }),
    admitted: { changesOwner: true },
  }),
  // Team: a teammate is admitted and sees A's name and team name; as a member (not an owner
  // or admin) every change is refused with 403. B has a team of their own: B's answers are
  // about it, and A's invitation and A himself are not there for B (404).
  scenario(team.get, {
    input: none,
    admitted: { discloses: (w) => [w.a.fullName, w.a.companyName] },
    ownAnswer: (body, me) => expect(body.members.map((m) => m.userId)).toEqual([me.userId]),
  }),
  scenario(team.ensure, { input: none, admitted: { discloses: (w) => [w.a.companyName] }, ownAnswer: (body) => expect(body.created).toBe(false) }),
  // B invites into B's own team (B is on Premium); the teammate is a member of A's: 403.
  scenario(team.invite, { input: () => ({ body: { email: 'matrix-invitee@example.com', role: 'member' as const } }), admitted: { status: 403 } }),
  scenario(team.resend, { input: (w) => ({ params: { token: w.a.teamInviteToken } }), admitted: { status: 403 } }),
  scenario(team.revoke, { input: (w) => ({ params: { token: w.a.teamInviteToken } }), admitted: { status: 403 } }),
  // Public: the link shows the team, who invited and for which e-mail.
  scenario(team.lookup, {
    input: (w) => ({ params: { token: w.a.teamInviteToken } }),
    admitted: { discloses: (w) => [w.a.fullName, w.a.companyName, w.a.teamInviteeEmail] },
  }),
  // Signed-in callers who are not the invited e-mail are refused, told which address it was for.
  scenario(team.accept, { input: (w) => ({ params: { token: w.a.teamInviteToken } }), admitted: { status: 403, discloses: (w) => [w.a.teamInviteeEmail] } }),
  scenario(team.removeMember, { input: (w) => ({ params: { userId: w.a.userId } }), admitted: { status: 403 } }),
  scenario(team.changeRole, { input: (w) => ({ params: { userId: w.a.userId }, body: { role: 'admin' as const } }), admitted: { status: 403 } }),
  // B hands B's team to A, who is not in it: 404.
  scenario(team.transfer, {
    input: (w) => ({ body: { userId: w.a.userId } }),
    ownStatus: { stranger: 404, moderator: 404, admin: 404 },
    admitted: { status: 403 },
  }),
  // B (and B as moderator or admin: users set up as B is) owns B's team and may not leave it; the teammate leaves A's team (and is put back).
  scenario(team.leave, {
    input: none,
    ownStatus: { stranger: 403, moderator: 403, admin: 403 },
    admitted: { changesOwner: true },
    after: async (w, caller, me) => {
      if (caller === 'teammate') await joinTeamOfA(w, me);
    },
  }),
  // Projects and tasks: the owner and the members a project is shared with. A's plan project
  // is shared with no one, so a teammate finds nothing there (404), like a stranger; without
  // an id, each caller's own projects and tasks (none).
  scenario(projects.list, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.projects).toEqual([]) }),
  scenario(projects.create, {
    input: () => ({ body: { title: 'Mine now', templateType: 'custom' } }),
    ownAnswer: (body, me) => expect(body.project.ownerId).toBe(me.userId),
  }),
  scenario(projects.get, { input: (w) => ({ params: projectOfA(w) }), admitted: { status: 404 } }),
  scenario(projects.column, { input: (w) => ({ params: { ...projectOfA(w), status: 'todo' as const }, query: {} }), admitted: { status: 404 } }),
  scenario(projects.tasks, { input: (w) => ({ params: projectOfA(w) }), admitted: { status: 404 } }),
  scenario(projects.update, { input: (w) => ({ params: projectOfA(w), body: { title: 'Mine now', archived: true } }), admitted: { status: 404 } }),
  scenario(projects.saveNotes, { input: (w) => ({ params: projectOfA(w), body: { notes: 'Taken over.' } }), admitted: { status: 404 } }),
  scenario(projects.shares, { input: (w) => ({ params: projectOfA(w) }), admitted: { status: 404 } }),
  scenario(projects.share, { input: (w) => ({ params: { ...projectOfA(w), userId: w.a.userId } }), admitted: { status: 404 } }),
  scenario(projects.unshare, { input: (w) => ({ params: { ...projectOfA(w), userId: w.a.userId } }), admitted: { status: 404 } }),
  scenario(projects.export, { input: (w) => ({ params: projectOfA(w), query: { format: 'csv' as const } }), admitted: { status: 404 } }),
  scenario(projects.saveTimeline, {
    input: (w) => ({ params: projectOfA(w), body: { positions: [{ taskId: w.a.planTaskId, x: 1, y: 2 }], edges: [] } }),
    admitted: { status: 404 },
  }),
  scenario(tasks.create, { input: (w) => ({ params: projectOfA(w), body: { title: 'Mine now' } }), admitted: { status: 404 } }),
  scenario(tasks.get, { input: (w) => ({ params: taskOfA(w) }), admitted: { status: 404 } }),
  scenario(tasks.update, { input: (w) => ({ params: taskOfA(w), body: { title: 'Mine now', status: 'done' as const } }), admitted: { status: 404 } }),
  scenario(tasks.move, { input: (w) => ({ params: taskOfA(w), body: { status: 'done' as const } }), admitted: { status: 404 } }),
  scenario(tasks.remove, { input: (w) => ({ params: taskOfA(w) }), admitted: { status: 404 } }),
  scenario(tasks.listAll, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.tasks).toEqual([]) }),
  scenario(tasks.comments, { input: (w) => ({ params: taskOfA(w) }), admitted: { status: 404 } }),
  scenario(tasks.addComment, { input: (w) => ({ params: taskOfA(w), body: { body: 'Taken over.' } }), admitted: { status: 404 } }),
  scenario(tasks.removeComment, { input: (w) => ({ params: { ...taskOfA(w), commentId: w.a.commentId } }), admitted: { status: 404 } }),
  // Project AI: the owner and the members a project is shared with. A's plan project is
  // shared with no one, so a teammate finds nothing there (404), like a stranger.
  scenario(projectAi.startPlan, {
    input: (w) => ({ params: { projectId: w.a.planProjectId }, body: { requestId: w.a.requestId } }),
    admitted: { status: 404 },
  }),
  scenario(projectAi.openPlan, { input: (w) => ({ params: { projectId: w.a.planProjectId } }), admitted: { status: 404 } }),
  scenario(projectAi.getPlan, { input: (w) => ({ params: { projectId: w.a.planProjectId, runId: w.a.planRunId } }), admitted: { status: 404 } }),
  scenario(projectAi.acceptPlan, {
    input: (w) => ({ params: { projectId: w.a.planProjectId, runId: w.a.planRunId }, body: { indexes: [1] } }),
    admitted: { status: 404 },
  }),
  scenario(projectAi.assist, {
    input: (w) => ({ params: { projectId: w.a.planProjectId, taskId: w.a.planTaskId }, body: { text: 'Taken over.' } }),
    admitted: { status: 404 },
  }),
  // Community: approved posts are every signed-in user's to read, react to, reply to and
  // report; only the author edits; the author, moderators and admins delete; moderation is
  // moderators' and admins'. A's pending post is seen by no one else outside the queue.
  scenario(community.viewer, { input: none }),
  scenario(community.listPosts, {
    input: () => ({ query: { channel: 'general' as const } }),
    admitted: { discloses: (w) => [...publicPostOfA(w), w.a.sparePost.postId, w.a.sparePost.title, w.a.sparePost.text] },
  }),
  scenario(community.getPost, { input: (w) => ({ params: postOfAParams(w) }), admitted: { discloses: publicPostOfA } }),
  scenario(community.createPost, {
    input: () => ({ body: { title: 'Mine now', content: '<p>Taken over.</p>', requestId: '5f0e8a52-3c1b-4c55-9d8e-2b7a1f0c9e11' } }),
  }),
  scenario(community.updatePost, { input: (w) => ({ params: postOfAParams(w), body: { title: 'Mine now' } }) }),
  scenario(community.deletePost, {
    input: (w) => ({ params: { postId: w.a.sparePost.postId } }),
    alsoAdmits: moderators,
    admitted: { changesOwner: true },
    after: async (w) => {
      const p = w.a.sparePost;
      await postOfA(w.a.userId, p.title, p.text, p.requestId, true);
    },
  }),
  scenario(community.addReply, {
    input: (w) => ({ params: postOfAParams(w), body: { content: 'Taken over.', requestId: '0b6f3d1e-2a4c-4e8f-9b1d-7c5a3e2f1d00' } }),
    admitted: { changesOwner: true, discloses: (w) => [w.a.post.postId] },
  }),
  scenario(community.updateReply, { input: (w) => ({ params: replyOfA(w), body: { content: 'Mine now' } }) }),
  scenario(community.deleteReply, {
    input: (w) => ({ params: replyOfA(w) }),
    alsoAdmits: moderators,
    admitted: { changesOwner: true },
    after: async (w) => {
      await Community.addReply(w.a.userId, w.a.post.postId, { content: w.a.replyText, requestId: w.a.replyRequestId });
    },
  }),
  scenario(community.toggleReaction, {
    input: (w) => ({ params: postOfAParams(w), body: { type: 'fire' as const } }),
    admitted: { changesOwner: true },
    after: async (w, _caller, me) => {
      await Community.toggleReaction(me.userId, w.a.post.postId, 'fire');
    },
  }),
  scenario(community.reportPost, {
    input: (w) => ({ params: postOfAParams(w), body: { reason: 'Spam' } }),
    after: async (w, _caller, me) => {
      await db().entities.postReport.delete({ postId: w.a.post.postId, userId: me.userId }).go();
    },
  }),
  scenario(community.queue, { input: () => ({ query: {} }), admitted: { discloses: queueOfA } }),
  scenario(community.reports, { input: () => ({ query: {} }), admitted: { discloses: reportsOfA } }),
  scenario(community.moderate, {
    input: (w) => ({ params: postOfAParams(w), body: { action: 'pin' as const } }),
    admitted: { changesOwner: true, discloses: publicPostOfA },
    after: async (w, _caller, me) => {
      await Community.moderate(me.userId, w.a.post.postId, 'unpin');
    },
  }),
  scenario(community.dismissReport, {
    input: (w) => ({ params: { reportId: w.a.reportId } }),
    admitted: { changesOwner: true },
    after: async (w) => {
      await Community.reportPost(w.a.userId, w.a.reportedPostId, w.a.reportReason);
    },
  }), // Resources Vault: every signed-in user reads, previews, downloads and bookmarks the
  // curated library (the resource is no one's; A's bookmark of it is A's); admins upload
  // and delete. An upload id nobody uploaded is refused with 400 for admins.
  scenario(resources.list, { input: () => ({ query: { category: 'templates' as const } }), admitted: { discloses: resourceOfAIds } }),
  scenario(resources.startUpload, { input: () => ({ body: { fileName: 'guide.pdf', contentType: 'application/pdf', size: 1024 } }) }),
  scenario(resources.create, {
    input: () => ({ body: { uploadId: `${Date.now()}-5f0e8a52-3c1b-4c55-9d8e-2b7a1f0c9e11.pdf`, title: 'Mine now' } }),
    admitted: { status: 400 },
  }),
  scenario(resources.remove, {
    input: (w) => ({ params: resourceParams(w) }),
    admitted: { changesOwner: true },
    after: async (w) => {
      await resourceOfA(w.a.userId, w.a.resource);
    },
  }),
  scenario(resources.download, { input: (w) => ({ params: resourceParams(w) }), admitted: { discloses: resourceOfAIds } }),
  scenario(resources.preview, { input: (w) => ({ params: resourceParams(w) }), admitted: { discloses: resourceOfAIds } }),
  scenario(resources.bookmark, {
    input: (w) => ({ params: resourceParams(w) }),
    admitted: { discloses: resourceOfAIds },
    // The caller's own bookmark goes back as it was (A's is there from the start).
    after: async (w, _caller, me) => {
      if (me.userId !== w.a.userId) await Resources.setBookmark(me.userId, w.a.resource.resourceId, false);
    },
  }),
  scenario(resources.unbookmark, {
    input: (w) => ({ params: resourceParams(w) }),
    admitted: { discloses: resourceOfAIds },
    after: async (w, _caller, me) => {
      if (me.userId === w.a.userId) await Resources.setBookmark(me.userId, w.a.resource.resourceId, true);
    },
  }),
  // The AI expert chat: only the owner. A message into A's conversation, or saving A's reply,
  // finds no conversation (404) and stores nothing; without an id, each caller's own (none).
  scenario(chat.send, { input: (w) => ({ body: { thread_id: w.a.chatThreadId, message: 'Taken over.', persona: 'thomas' as const } }), ownStatus: 404 }),
  scenario(chat.listThreads, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.threads).toEqual([]) }),
  scenario(chat.getThread, { input: (w) => ({ params: { threadId: w.a.chatThreadId } }) }),
  scenario(chat.renameThread, { input: (w) => ({ params: { threadId: w.a.chatThreadId }, body: { title: 'Mine now' } }) }),
  scenario(chat.deleteThread, { input: (w) => ({ params: { threadId: w.a.chatThreadId } }) }),
  scenario(chat.listSaved, { input: none, ownAnswer: (body) => expect(body.saved).toEqual([]) }),
  scenario(chat.saveResponse, {
    input: (w) => ({ body: { content: 'Taken over.', persona: 'thomas' as const, thread_id: w.a.chatThreadId, message_id: w.a.chatMessageId } }),
    ownStatus: 404,
  }),
  scenario(chat.deleteSaved, { input: (w) => ({ params: { savedId: w.a.chatSavedId } }) }),
  // B's own draft (a retry of the same click is the same draft).
  scenario(chat.createDoc, {
    input: () => ({ body: { content: 'My own notes.', request_id: '6f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e40' } }),
    ownAnswer: (body) => expect(body.item.type).toBe('doc'),
  }),
  // The key is checked with OpenAI (in the tests, the local fake); nothing of A's is involved.
  scenario(chat.verifyKey, { input: () => ({ body: { openai_api_key: 'sk-matrix-own-key' } }) }),
  // Publishing: only the owner. Each caller's own accounts, settings and calendar (none of A's);
  // A's started connection cannot be finished by anyone else (400, and it stays A's); A's
  // account cannot be posted to (400), nor A's post read, changed, deleted or retried (404).
  scenario(publishing.connections, { input: none, ownAnswer: (body) => expect(body.accounts).toEqual([]) }),
  scenario(publishing.startConnect, { input: () => ({ body: { network: 'linkedin' as const, from: 'settings' as const } }) }),
  scenario(publishing.completeConnect, { input: (w) => ({ body: { state: w.a.pendingState, code: 'matrix-code' } }), ownStatus: 400 }),
  // A's pending choice of accounts cannot be made by anyone else (400, and it stays A's).
  scenario(connectionChoice.chooseAccounts, { input: (w) => ({ body: { choice: w.a.pendingChoice, accounts: [w.a.choiceAccountId] } }), ownStatus: 400 }),
  scenario(publishing.disconnect, { input: (w) => ({ params: { accountId: w.a.accountId } }) }),
  scenario(publishing.settings, { input: none, ownAnswer: (body) => expect(body.saved).toBe(false) }),
  scenario(publishing.saveSettings, {
    input: () => ({ body: { timeZone: 'Europe/London', queue: { mon: ['09:00'], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } } }),
  }),
  scenario(publishing.calendar, {
    input: () => ({ query: { from: '2030-03-25T00:00:00Z', to: '2030-04-05T00:00:00Z' } }),
    ownAnswer: (body) => expect(body.posts).toEqual([]),
  }),
  scenario(publishing.schedule, {
    input: (w) => ({
      body: { requestId: '0f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e41', caption: 'Taken over.', accountIds: [w.a.accountId], when: { kind: 'next' as const } },
    }),
    ownStatus: 400,
  }),
  scenario(publishing.get, { input: (w) => ({ params: { postId: w.a.scheduledPostId } }) }),
  scenario(publishing.update, { input: (w) => ({ params: { postId: w.a.scheduledPostId }, body: { caption: 'Taken over.' } }) }),
  scenario(publishing.remove, { input: (w) => ({ params: { postId: w.a.scheduledPostId } }) }),
  scenario(publishing.retry, { input: (w) => ({ body: { postIds: [w.a.scheduledPostId] } }), ownStatus: 404 }),
  // Creative studio: only the owner. Each caller's own templates, previews and gallery (none of
  // A's); A's draft cannot be suggested from (404) nor A's image read, changed, downloaded or deleted (404).
  scenario(studio.templates, { input: none, ownAnswer: (body) => expect(body.templates).toHaveLength(10) }),
  scenario(studio.suggest, { input: (w) => ({ body: { itemId: w.a.itemId } }), ownStatus: 404 }),
  scenario(studio.uploadPhoto, { input: () => ({ body: { contentType: 'image/jpeg' as const, size: 1000 } }) }),
  scenario(studio.preview, { input: () => ({ body: { template: 'text-card' as const, size: 'square' as const, fields: {} } }), ownStatus: 400 }),
  scenario(studio.save, {
    input: (w) => ({ body: { design: { template: 'text-card' as const, size: 'square' as const, fields: {} }, itemId: w.a.itemId } }),
    ownStatus: 400,
  }),
  scenario(studio.gallery, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.images).toEqual([]) }),
  scenario(studio.get, { input: (w) => ({ params: { imageId: w.a.imageId } }) }),
  scenario(studio.update, { input: (w) => ({ params: { imageId: w.a.imageId }, body: { altText: 'Taken over.' } }) }),
  scenario(studio.download, { input: (w) => ({ params: { imageId: w.a.imageId }, query: { format: 'png' as const } }) }),
  scenario(studio.remove, { input: (w) => ({ params: { imageId: w.a.imageId } }) }),
  // The brand's fonts: one item per owner, so each caller reads and changes only their own
  // (none of A's); a font id names a file under the caller's own folder, so A's cannot be set.
  scenario(studioFonts.fonts, { input: none, ownAnswer: (body) => expect(body).toMatchObject({ heading: null, body: null }) }),
  scenario(studioFonts.uploadFont, { input: () => ({ body: { fileName: 'brand.woff', size: 1000 } }) }),
  scenario(studioFonts.setFont, { input: () => ({ body: { slot: 'heading' as const, fontId: 'f'.repeat(32), fileName: 'brand.woff' } }), ownStatus: 400 }),
  scenario(studioFonts.removeFont, { input: () => ({ query: { slot: 'heading' as const } }), ownAnswer: (body) => expect(body.heading).toBeNull() }),
  // Analytics: A's short link is public by design (anyone holding it is sent on to A's
  // destination); A's links themselves, their titles and counts, are only A's.
  scenario(analytics.redirect, { input: (w) => ({ params: { code: w.a.linkCode } }) }),
  scenario(analytics.createLink, {
    input: () => ({ body: { url: 'https://example.com/mine', title: 'My own link', requestId: '1f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e42' } }),
    ownAnswer: (body) => expect(body.title).toBe('My own link'),
  }),
  scenario(analytics.listLinks, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.links.every((l) => l.title === 'My own link')).toBe(true) }),
  scenario(analytics.getLink, { input: (w) => ({ params: { linkId: w.a.linkId } }) }),
  scenario(analytics.deleteLink, { input: (w) => ({ params: { linkId: w.a.linkId } }) }),
  // "Track links" on A's draft (named in the body): not found for anyone else.
  scenario(analytics.trackContentLinks, {
    input: (w) => ({ body: { itemId: w.a.itemId, requestId: '6c0b8f0e-3f1d-4a52-9b7e-2d4c6a8e0f13' } }),
    ownStatus: 404,
  }),
  // Analytics results: each caller's own counters and posts (none of A's: the callers are on a
  // paid plan, so the Premium views answer them too); A's post is not found for anyone else.
  scenario(results.overview, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.topPosts).toEqual([]) }),
  scenario(results.breakdowns, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.byNetwork).toEqual([]) }),
  scenario(results.post, { input: (w) => ({ params: { postId: w.a.scheduledPostId } }) }),
  // Campaigns: each caller's own (the callers are on Premium, so they may write); A's campaign
  // is not found for anyone else, to read, edit or copy.
  scenario(campaigns.list, { input: () => ({ query: {} }), ownAnswer: (body) => expect(body.campaigns.every((c) => c.name === 'My own campaign')).toBe(true) }),
  scenario(campaigns.create, {
    input: () => ({
      body: {
        name: 'My own campaign',
        goal: 'Fill the tables',
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        networks: ['facebook' as const],
        requestId: '0b6f3c1e-5a7d-4e2b-8c9f-1d3e5a7b9c20',
      },
    }),
    ownAnswer: (body) => expect(body.name).toBe('My own campaign'),
  }),
  scenario(campaigns.get, { input: (w) => ({ params: { campaignId: w.a.campaignId } }) }),
  scenario(campaigns.update, { input: (w) => ({ params: { campaignId: w.a.campaignId }, body: { name: 'Taken over' } }) }),
  scenario(campaigns.duplicate, { input: (w) => ({ params: { campaignId: w.a.campaignId }, body: { requestId: '7e2d4f6a-8b0c-4d1e-9f3a-5b7c9d1e3f50' } }) }),
  // A campaign's ad copy: A's is not found for anyone else, to generate, read, edit or export.
  scenario(adCopy.generate, { input: (w) => ({ params: { campaignId: w.a.campaignId }, body: { requestId: '3c5e7a9b-1d2f-4a6c-8e0b-2f4a6c8e0b13' } }) }),
  scenario(adCopy.get, { input: (w) => ({ params: { campaignId: w.a.campaignId } }) }),
  scenario(adCopy.update, {
    input: (w) => ({
      params: { campaignId: w.a.campaignId },
      body: {
        google: { headlines: ['Taken over', 'Second headline', 'Third headline'], descriptions: ['The first description.', 'The second description.'] },
        meta: { primaryText: 'Taken over.', headline: 'Taken over', callToAction: 'LEARN_MORE' as const },
      },
    }),
  }),
  scenario(adCopy.exportCsv, { input: (w) => ({ params: { campaignId: w.a.campaignId } }) }),
  // Brand voice: each caller's own (the callers are on Premium); no id names A's, and A's samples are never in an answer.
  scenario(brandVoice.get, { input: none }),
  scenario(brandVoice.saveSamples, {
    input: () => ({ body: { samples: ['My own first post. See you soon!', 'My own second post. See you soon!', 'My own third post. See you soon!'] } }),
    ownAnswer: (body) => expect(body.samples).toHaveLength(3),
  }),
  scenario(brandVoice.editProfile, {
    input: () => ({ body: { formality: 'casual' as const } }),
    ownAnswer: (body) => expect(body.profile.formality).toBe('casual'),
  }),
  scenario(brandVoice.addSample, { input: () => ({ body: { text: 'My own edited draft. See you soon!' } }) }),
  scenario(brandVoice.score, { input: () => ({ body: { text: 'My own draft to score.' } }) }),
  // SEO outlines: each caller's own (the callers are on Premium, so they may write); A's outline is not found
  // for anyone else, to read, delete or write into a draft.
  scenario(seoOutlines.create, {
    input: () => ({ body: { topic: 'My own outline topic', requestId: '5d7f9b1c-3e5a-4c7e-9a1b-3c5e7f9a1b24' } }),
    ownAnswer: (body) => expect(body.topic).toBe('My own outline topic'),
  }),
  scenario(seoOutlines.list, {
    input: () => ({ query: {} }),
    ownAnswer: (body) => expect(body.outlines.every((o) => o.topic === 'My own outline topic')).toBe(true),
  }),
  scenario(seoOutlines.get, { input: (w) => ({ params: { outlineId: w.a.seoOutlineId } }) }),
  scenario(seoOutlines.delete, { input: (w) => ({ params: { outlineId: w.a.seoOutlineId } }) }),
  scenario(seoOutlines.writeDraft, {
    input: (w) => ({ params: { outlineId: w.a.seoOutlineId }, body: { requestId: '9e1a3c5e-7b9d-4f1a-8c3e-5a7c9e1b3d46' } }),
  }),
  scenario(campaignProgress.progress, { input: (w) => ({ params: { campaignId: w.a.campaignId } }) }),
  // "Plan my next 30 days": a plan for A's campaign is refused (not found) for anyone else, and
  // A's plan is not found for anyone else, to read, approve, regenerate, move or dismiss.
  scenario(contentPlans.start, {
    input: (w) => ({ body: { requestId: '5d8e1f3a-7b9c-4d2e-8f0a-6c4e2a0b8d17', campaignId: w.a.campaignId } }),
    ownStatus: 404,
  }),
  scenario(contentPlans.latest, { input: none, ownAnswer: (body) => expect(body.plan).toBeNull() }),
  scenario(contentPlans.get, { input: (w) => ({ params: { planId: w.a.contentPlanId } }) }),
  scenario(contentPlans.approve, {
    input: (w) => ({ params: { planId: w.a.contentPlanId }, body: { itemIds: ['00'], accountIds: [w.a.accountId] } }),
  }),
  scenario(contentPlans.regenerate, { input: (w) => ({ params: { planId: w.a.contentPlanId, itemId: '00' } }) }),
  scenario(contentPlans.move, {
    input: (w) => ({ params: { planId: w.a.contentPlanId, itemId: '00' }, body: { localTime: '2099-01-05T09:00' } }),
  }),
  scenario(contentPlans.dismiss, { input: (w) => ({ params: { planId: w.a.contentPlanId, itemId: '29' } }) }),
  // Bulk generation: starting is Enterprise (A is Premium: 402 for A's own call); A's run is not
  // found for anyone else, to read, cancel, retry, regenerate, approve or schedule.
  scenario(bulk.start, {
    input: () => ({ body: { requestId: '7c2e4a6b-8d0f-4a1c-9e3b-5d7f9a1c3e52', count: 10, networks: ['facebook' as const], formats: ['tip' as const] } }),
    ownStatus: 402,
  }),
  scenario(bulk.latest, { input: none, ownAnswer: (body) => expect(body.run).toBeNull() }),
  scenario(bulk.get, { input: (w) => ({ params: { runId: w.a.bulkRunId } }) }),
  scenario(bulk.cancel, { input: (w) => ({ params: { runId: w.a.bulkRunId } }) }),
  scenario(bulk.retry, { input: (w) => ({ params: { runId: w.a.bulkRunId }, body: { requestId: '3b5d7f9a-1c3e-4a5b-8d7f-9a1c3e5b7d90' } }) }),
  scenario(bulk.regenerate, { input: (w) => ({ params: { runId: w.a.bulkRunId, index: '0' } }) }),
  scenario(bulk.approve, { input: (w) => ({ params: { runId: w.a.bulkRunId }, body: { indexes: [0] } }) }),
  scenario(bulk.schedule, { input: (w) => ({ params: { runId: w.a.bulkRunId }, body: { indexes: [0], accountIds: [w.a.accountId] } }) }),
  // Approval links: sending A's post is not found for anyone else, nor is A's request to revoke.
  // The link itself is public by design: whoever holds it sees A's post as the client does
  // (A's name, the post, its account) and may decide on it; never the client's e-mail.
  scenario(approvals.create, {
    input: (w) => ({
      body: { requestId: '2a4c6e8a-0b1d-4f3a-9c5e-7a9b1c3d5e68', clientName: 'Sam', clientEmail: 'sam@example.com', postIds: [w.a.scheduledPostId] },
    }),
    ownStatus: 404,
  }),
  scenario(approvals.list, { input: none, ownAnswer: (body) => expect(body.approvals).toEqual([]) }),
  scenario(approvals.revoke, { input: (w) => ({ params: { approvalId: w.a.approvalId } }) }),
  scenario(approvals.getPublic, { input: (w) => ({ params: { token: w.a.approvalToken } }), admitted: { discloses: clientView } }),
  scenario(approvals.decide, {
    input: (w) => ({ params: { token: w.a.approvalToken }, body: { postId: w.a.scheduledPostId, decision: 'comment' as const, comment: 'Looks good.' } }),
    admitted: { changesOwner: true, discloses: clientView },
  }),
  // Workspaces: each caller's own list, and a workspace of their own (the callers are on Premium,
  // one extra); A's default workspace (its id is A's user id) is not found for anyone else, to
  // rename, finish, list the members of, or give and take roles in.
  scenario(workspaces.list, { input: none, ownAnswer: (body, me) => expect(body.workspaces[0]).toMatchObject({ workspaceId: me.userId, role: 'owner' }) }),
  scenario(workspaces.create, {
    input: () => ({ body: { requestId: '6b8d0f2a-4c6e-4a8b-9d0f-2a4c6e8b0d19', name: 'My own client' } }),
    ownAnswer: (body) => expect(body).toMatchObject({ name: 'My own client', role: 'owner', isDefault: false }),
  }),
  scenario(workspaces.rename, { input: (w) => ({ params: { workspaceId: w.a.userId }, body: { name: 'Taken over' } }) }),
  scenario(workspaces.completeOnboarding, { input: (w) => ({ params: { workspaceId: w.a.userId } }) }),
  scenario(workspaces.setWhiteLabel, { input: (w) => ({ params: { workspaceId: w.a.userId }, body: { enabled: false } }) }),
  scenario(workspaces.setApprovalRule, { input: (w) => ({ params: { workspaceId: w.a.userId }, body: { required: false } }) }),
  scenario(workspaces.setPortalDomain, { input: (w) => ({ params: { workspaceId: w.a.userId }, body: { domain: null } }) }),
  scenario(workspaces.members, { input: (w) => ({ params: { workspaceId: w.a.userId } }) }),
  scenario(workspaces.setRole, { input: (w) => ({ params: { workspaceId: w.a.userId, userId: w.b.userId }, body: { role: 'admin' as const } }) }),
  scenario(workspaces.removeMember, { input: (w) => ({ params: { workspaceId: w.a.userId, userId: w.b.userId } }) }),
  // Webhooks (Enterprise; the callers are on Premium): each caller's own empty lists, the plan's
  // refusal when registering; A's endpoint and delivery are not found for anyone else.
  scenario(webhooks.list, { input: none, ownAnswer: (body) => expect(body).toEqual({ available: false, endpoints: [] }) }),
  scenario(webhooks.create, {
    input: () => ({ body: { requestId: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', url: 'https://hooks.example.com/markk', events: ['post.published' as const] } }),
    ownStatus: 402,
  }),
  scenario(webhooks.update, { input: (w) => ({ params: { endpointId: w.a.webhookEndpointId }, body: { enabled: false } }) }),
  scenario(webhooks.remove, { input: (w) => ({ params: { endpointId: w.a.webhookEndpointId } }) }),
  scenario(webhooks.rollSecret, { input: (w) => ({ params: { endpointId: w.a.webhookEndpointId } }) }),
  scenario(webhooks.test, { input: (w) => ({ params: { endpointId: w.a.webhookEndpointId }, body: { requestId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d' } }) }),
  scenario(webhooks.deliveries, { input: none, ownAnswer: (body) => expect(body.deliveries).toEqual([]) }),
  scenario(webhooks.redeliver, { input: (w) => ({ params: { deliveryId: w.a.webhookDeliveryId } }) }),
  // Settings → API: each caller's own tokens (none: the callers are on Premium, which cannot make
  // one); A's token is not found for anyone else, to revoke or to list the calls of. The OpenAPI
  // document is public and shows no one's data.
  scenario(apiTokens.list, { input: none, ownAnswer: (body) => expect(body).toEqual({ tokens: [], enabled: false }) }),
  scenario(apiTokens.create, {
    input: () => ({
      body: { requestId: '4f6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c31', name: 'My own token', scopes: ['content:read' as const], expiresInDays: 30 as const },
    }),
    ownStatus: 402,
  }),
  scenario(apiTokens.revoke, { input: (w) => ({ params: { tokenId: w.a.apiTokenId } }) }),
  scenario(apiTokens.calls, { input: (w) => ({ params: { tokenId: w.a.apiTokenId } }) }),
  scenario(apiTokens.openApi, { input: none }),
];

/** The scenarios by endpoint name. */
export const scenarios: ReadonlyMap<string, Scenario> = new Map(registry.map((s) => [s.endpoint.name, s]));

if (scenarios.size !== registry.length) throw new Error('The access matrix has two scenarios for one endpoint');
