// THE route table: every HTTP route (an endpoint contract from functions/contracts/ and the
// handler module that serves it) and every non-HTTP handler of Markk. CDK builds one
// Lambda per entry from it and the local stack serves the same entries, so a route exists
// in both places or in neither — except the few marked `localOnly`, which exist only in
// the local stack.
//
// Each route declares what its handler touches (`needs`, infra/access.ts): table read
// (the default) or read-write, bucket object actions, starting the workflow, reading the
// app URL, sending e-mail. CDK grants exactly that, through one role per area and set of needs; a GET
// declaring a write is refused when this table loads.
//
// `transport: 'stream'` endpoints are not HTTP API routes: in AWS each is a Lambda function
// URL (RESPONSE_STREAM, IAM auth) behind CloudFront at `/stream` + the endpoint path, signed
// by origin access control. OAC's signature takes the Authorization header, so the browser
// sends the Cognito access token as `x-markk-authorization: Bearer <token>` (the function
// verifies it with aws-jwt-verify), and a POST or PUT also sends `x-amz-content-sha256`,
// the hex SHA-256 of its body (Lambda refuses unsigned payloads behind OAC).

import { PUBLIC_API_PREFIX } from '../functions/contracts/endpoint.ts';
import type { AnyEndpoint, EndpointAuth, HttpMethod, Transport } from '../functions/contracts/endpoint.ts';
import { assertReadOnlyGet, resolveNeeds } from './access.ts';
import type { Needs, RouteNeeds } from './access.ts';
import { billingEndpoints as billing } from '../functions/contracts/billing.ts';
import { brandKitEndpoints as brandKit } from '../functions/contracts/brand-kit.ts';
import { chatEndpoints as chat } from '../functions/contracts/chat.ts';
import { contentEndpoints as content } from '../functions/contracts/content.ts';
import { dashboardEndpoints as dashboard } from '../functions/contracts/dashboard.ts';
import { generationEndpoints as generation } from '../functions/contracts/generation.ts';
import { meEndpoints as me } from '../functions/contracts/me.ts';
import { projectAiEndpoints as projectAi } from '../functions/contracts/project-ai.ts';
import { projectEndpoints as projects } from '../functions/contracts/projects.ts';
import { taskEndpoints as tasks } from '../functions/contracts/tasks.ts';
import { teamEndpoints as team } from '../functions/contracts/team.ts';
import { viralInviteEndpoints as viralInvites } from '../functions/contracts/viral-invites.ts';
import { communityEndpoints as community } from '../functions/contracts/community.ts';
import { resourceEndpoints as resources } from '../functions/contracts/resources.ts';
import { publishingEndpoints as publishing } from '../functions/contracts/publishing.ts';
import { connectionChoiceEndpoints as connectionChoice } from '../functions/contracts/connection-choice.ts';
import { studioEndpoints as studio } from '../functions/contracts/studio.ts';
import { studioFontEndpoints as studioFonts } from '../functions/contracts/studio-fonts.ts';
import { analyticsEndpoints as analytics } from '../functions/contracts/analytics.ts';
import { analyticsOverviewEndpoints as results } from '../functions/contracts/analytics-overview.ts';
import { campaignEndpoints as campaigns } from '../functions/contracts/campaigns.ts';
import { campaignProgressEndpoints as campaignProgress } from '../functions/contracts/campaign-progress.ts';
import { adCopyEndpoints as adCopy } from '../functions/contracts/ad-copy.ts';
import { brandVoiceEndpoints as brandVoice } from '../functions/contracts/brand-voice.ts';
import { seoOutlineEndpoints as seoOutlines } from '../functions/contracts/seo-outlines.ts';
import { contentPlanEndpoints as contentPlans } from '../functions/contracts/content-plan.ts';
import { bulkEndpoints as bulk } from '../functions/contracts/bulk.ts';
import { approvalEndpoints as approvals } from '../functions/contracts/approvals.ts';
import { workspaceEndpoints as workspaces } from '../functions/contracts/workspaces.ts';
import { webhookEndpoints as webhooks } from '../functions/contracts/webhooks.ts';
import { apiTokenEndpoints as apiTokens } from '../functions/contracts/api-tokens.ts';

export type { HttpMethod, RouteNeeds };

/** The header that carries the Cognito access token to stream routes (CloudFront's OAC owns Authorization). */
export const STREAM_AUTHORIZATION_HEADER = 'x-markk-authorization';
/** Where stream routes are served on the app's origin: `/stream` + the endpoint path. */
export const STREAM_PATH_PREFIX = '/stream';

export interface RouteDef {
  /** The endpoint contract this route serves (method, path, auth and schemas come from it). */
  readonly endpoint: AnyEndpoint;
  /** PascalCase, unique: used for the Lambda construct id and function name. */
  readonly name: string;
  /** The product area: functions are grouped per area. */
  readonly area: string;
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. `/projects/{projectId}`. */
  readonly path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  readonly entry: string;
  /** `jwt`: the Cognito JWT authorizer must accept the caller. `none`: public route. */
  readonly auth: EndpointAuth;
  readonly transport: Transport;
  /** What the handler touches; CDK grants exactly this (defaults filled in: table read). */
  readonly needs: Needs;
  /**
   * Served by the local stack only, never deployed to AWS: the local billing provider's
   * pages grant plans without payment.
   */
  readonly localOnly?: true;
  /** A GET that HEAD reaches too (its own route key in AWS); the handler sees the method. */
  readonly answersHead?: true;
  /**
   * An endpoint marked `exposure: 'public'`: also served at this path (`/v1` + its path) by the
   * same function, without the JWT authorizer — the handler verifies the API token itself.
   */
  readonly publicPath?: string;
}

export interface RouteOptions {
  /** What the handler touches. Omitted: a table read, nothing else. */
  readonly needs?: RouteNeeds;
  readonly localOnly?: true;
  readonly answersHead?: true;
}

/** A route: an endpoint contract, the handler module that serves it and what that handler needs. */
export function route(endpoint: AnyEndpoint, entry: string, options: RouteOptions = {}): RouteDef {
  const { name, area, method, path, auth, transport } = endpoint;
  const def: RouteDef = {
    endpoint,
    name,
    area,
    method,
    path,
    auth,
    transport,
    entry,
    needs: resolveNeeds(options.needs, endpoint.exposure === 'public'),
    ...(options.localOnly ? { localOnly: options.localOnly } : {}),
    ...(options.answersHead && method === 'GET' ? { answersHead: true as const } : {}),
    ...(endpoint.exposure === 'public' ? { publicPath: `${PUBLIC_API_PREFIX}${path}` } : {}),
  };
  assertReadOnlyGet(def);
  return def;
}

/** The routes CDK deploys: every route but the local-only ones. */
export const deployedRoutes = (): readonly RouteDef[] => routes.filter((r) => !r.localOnly);

export const routes: readonly RouteDef[] = [
  route(me.getMe, 'functions/api/me/get.ts'),
  route(me.completeOnboarding, 'functions/api/me/complete-onboarding.ts', { needs: { table: 'readWrite' } }),
  // Brand kit and logo
  route(brandKit.get, 'functions/api/brand-kit/get.ts'),
  route(brandKit.save, 'functions/api/brand-kit/save.ts', { needs: { table: 'readWrite' } }),
  // Signs the browser's PUT of `{userId}/logo.{ext}`; reads nothing from the table.
  route(brandKit.createLogoUpload, 'functions/api/brand-kit/logo-upload.ts', { needs: { table: 'none', logos: ['s3:PutObject'] } }),
  // AI generation runs: start creates the run, spends an AI credit and starts the workflow.
  route(generation.start, 'functions/api/generation/start.ts', { needs: { table: 'readWrite', workflow: 'start' } }),
  route(generation.list, 'functions/api/generation/list.ts'),
  route(generation.get, 'functions/api/generation/get.ts'),
  route(generation.approve, 'functions/api/generation/approve.ts', { needs: { table: 'readWrite' } }),
  route(generation.savePackageItem, 'functions/api/generation/save-package-item.ts', { needs: { table: 'readWrite' } }),
  route(generation.regenerateItem, 'functions/api/generation/regenerate-item.ts', { needs: { table: 'readWrite' } }),
  route(generation.rewriteItem, 'functions/api/generation/rewrite-item.ts', { needs: { table: 'readWrite' } }),
  // Content drafts
  route(content.list, 'functions/api/content/list.ts'),
  route(content.create, 'functions/api/content/create.ts', { needs: { table: 'readWrite' } }),
  route(content.get, 'functions/api/content/get.ts'),
  route(content.update, 'functions/api/content/update.ts', { needs: { table: 'readWrite' } }),
  route(content.delete, 'functions/api/content/delete.ts', { needs: { table: 'readWrite' } }),
  // Streamed (a function URL in AWS): reads the draft and the brand kit, spends an AI credit.
  route(content.rewrite, 'functions/api/content/rewrite.ts', { needs: { table: 'readWrite' } }),
  // Dashboard: summary in one request, notifications, global search
  route(dashboard.summary, 'functions/api/dashboard/get.ts'),
  route(dashboard.markAllNotificationsRead, 'functions/api/notifications/read-all.ts', { needs: { table: 'readWrite' } }),
  route(dashboard.search, 'functions/api/search/get.ts'),
  // Billing: check-subscription, create-checkout, customer-portal; the local provider's
  // pay/cancel/subscription (local stack only: not deployed to AWS, and refused unless the
  // local provider is the one in use); the Stripe webhook (public: trusted only through
  // its signature).
  route(billing.checkSubscription, 'functions/api/billing/check-subscription.ts'),
  route(billing.usage, 'functions/api/billing/usage.ts'),
  route(billing.createCheckout, 'functions/api/billing/create-checkout.ts', { needs: { appUrl: true } }),
  route(billing.customerPortal, 'functions/api/billing/customer-portal.ts', { needs: { appUrl: true } }),
  route(billing.localPay, 'functions/api/billing/local-pay.ts', { needs: { table: 'readWrite' }, localOnly: true }),
  route(billing.localCancel, 'functions/api/billing/local-cancel.ts', { needs: { table: 'readWrite' }, localOnly: true }),
  route(billing.localSubscription, 'functions/api/billing/local-subscription.ts', { localOnly: true }),
  route(billing.stripeWebhook, 'functions/api/billing/stripe-webhook.ts', { needs: { table: 'readWrite' } }),
  // Partner referral programme: get/create/revoke, the public link lookup, accept.
  route(viralInvites.list, 'functions/api/viral-invites/list.ts', { needs: { appUrl: true } }),
  route(viralInvites.create, 'functions/api/viral-invites/create.ts', { needs: { table: 'readWrite', appUrl: true } }),
  route(viralInvites.getPublic, 'functions/api/viral-invites/get-public.ts'),
  route(viralInvites.revoke, 'functions/api/viral-invites/revoke.ts', { needs: { table: 'readWrite' } }),
  route(viralInvites.accept, 'functions/api/viral-invites/accept.ts', { needs: { table: 'readWrite' } }),
  // Team: the team screen, the auto-setup, invitations (send and resend e-mail the invitee),
  // the public link lookup, accept, remove, change role, transfer ownership, leave.
  route(team.get, 'functions/api/team/get.ts', { needs: { appUrl: true } }),
  route(team.ensure, 'functions/api/team/ensure.ts', { needs: { table: 'readWrite' } }),
  route(team.invite, 'functions/api/team/invite.ts', { needs: { table: 'readWrite', appUrl: true, mail: true } }),
  route(team.resend, 'functions/api/team/resend.ts', { needs: { table: 'readWrite', appUrl: true, mail: true } }),
  route(team.revoke, 'functions/api/team/revoke.ts', { needs: { table: 'readWrite' } }),
  route(team.lookup, 'functions/api/team/lookup.ts'),
  route(team.accept, 'functions/api/team/accept.ts', { needs: { table: 'readWrite' } }),
  route(team.removeMember, 'functions/api/team/remove-member.ts', { needs: { table: 'readWrite' } }),
  route(team.changeRole, 'functions/api/team/change-role.ts', { needs: { table: 'readWrite' } }),
  route(team.transfer, 'functions/api/team/transfer.ts', { needs: { table: 'readWrite' } }),
  route(team.leave, 'functions/api/team/leave.ts', { needs: { table: 'readWrite' } }),
  // Projects and tasks: the owner's and shared projects, the board a column page at a time (every task for the other tabs), settings,
  // notes, sharing with the owner's team, export, timeline; tasks, /tasks and comments.
  route(projects.list, 'functions/api/projects/list.ts'),
  route(projects.create, 'functions/api/projects/create.ts', { needs: { table: 'readWrite' } }),
  route(projects.get, 'functions/api/projects/get.ts'),
  route(projects.column, 'functions/api/projects/column.ts'),
  route(projects.tasks, 'functions/api/projects/tasks.ts'),
  route(projects.update, 'functions/api/projects/update.ts', { needs: { table: 'readWrite' } }),
  route(projects.saveNotes, 'functions/api/projects/save-notes.ts', { needs: { table: 'readWrite' } }),
  route(projects.shares, 'functions/api/projects/shares.ts'),
  route(projects.share, 'functions/api/projects/share.ts', { needs: { table: 'readWrite' } }),
  route(projects.unshare, 'functions/api/projects/unshare.ts', { needs: { table: 'readWrite' } }),
  route(projects.export, 'functions/api/projects/export.ts'),
  route(projects.saveTimeline, 'functions/api/projects/save-timeline.ts', { needs: { table: 'readWrite' } }),
  route(tasks.create, 'functions/api/tasks/create.ts', { needs: { table: 'readWrite' } }),
  route(tasks.get, 'functions/api/tasks/get.ts'),
  route(tasks.update, 'functions/api/tasks/update.ts', { needs: { table: 'readWrite' } }),
  route(tasks.move, 'functions/api/tasks/move.ts', { needs: { table: 'readWrite' } }),
  route(tasks.remove, 'functions/api/tasks/remove.ts', { needs: { table: 'readWrite' } }),
  route(tasks.listAll, 'functions/api/tasks/list-all.ts'),
  route(tasks.comments, 'functions/api/tasks/comments.ts'),
  route(tasks.addComment, 'functions/api/tasks/add-comment.ts', { needs: { table: 'readWrite' } }),
  route(tasks.removeComment, 'functions/api/tasks/remove-comment.ts', { needs: { table: 'readWrite' } }),
  // AI on projects: "Ask AI to Generate Plan" (start creates the run, spends an AI credit and
  // starts the plan workflow; accept adds the chosen tasks) and the task writing assistant
  // (streamed: a function URL in AWS; spends an AI credit).
  route(projectAi.startPlan, 'functions/api/project-ai/start-plan.ts', { needs: { table: 'readWrite', workflow: 'startPlan' } }),
  route(projectAi.openPlan, 'functions/api/project-ai/open-plan.ts'),
  route(projectAi.getPlan, 'functions/api/project-ai/get-plan.ts'),
  route(projectAi.acceptPlan, 'functions/api/project-ai/accept-plan.ts', { needs: { table: 'readWrite' } }),
  route(projectAi.assist, 'functions/api/project-ai/assist.ts', { needs: { table: 'readWrite' } }),
  // Community forum: the feed, posts, replies, reactions, reports; moderation for moderators
  // and admins. Writing posts and replies sanitises HTML (sanitize-html, functions/lib/sanitize.ts).
  route(community.viewer, 'functions/api/community/viewer.ts'),
  route(community.listPosts, 'functions/api/community/list-posts.ts'),
  route(community.getPost, 'functions/api/community/get-post.ts'),
  route(community.createPost, 'functions/api/community/create-post.ts', { needs: { table: 'readWrite' } }),
  route(community.updatePost, 'functions/api/community/update-post.ts', { needs: { table: 'readWrite' } }),
  route(community.deletePost, 'functions/api/community/delete-post.ts', { needs: { table: 'readWrite' } }),
  route(community.addReply, 'functions/api/community/add-reply.ts', { needs: { table: 'readWrite' } }),
  route(community.updateReply, 'functions/api/community/update-reply.ts', { needs: { table: 'readWrite' } }),
  route(community.deleteReply, 'functions/api/community/delete-reply.ts', { needs: { table: 'readWrite' } }),
  route(community.toggleReaction, 'functions/api/community/toggle-reaction.ts', { needs: { table: 'readWrite' } }),
  route(community.reportPost, 'functions/api/community/report-post.ts', { needs: { table: 'readWrite' } }),
  route(community.queue, 'functions/api/community/queue.ts'),
  route(community.reports, 'functions/api/community/reports.ts'),
  route(community.moderate, 'functions/api/community/moderate.ts', { needs: { table: 'readWrite' } }),
  route(community.dismissReport, 'functions/api/community/dismiss-report.ts', { needs: { table: 'readWrite' } }),
  // Resources Vault: every signed-in user lists, previews, downloads (presigned GETs of the
  // private bucket) and bookmarks; admins upload (presigned PUT, then HeadObject) and delete.
  route(resources.list, 'functions/api/resources/list.ts'),
  route(resources.startUpload, 'functions/api/resources/start-upload.ts', { needs: { table: 'readWrite', resources: ['s3:PutObject'] } }),
  route(resources.create, 'functions/api/resources/create.ts', { needs: { table: 'readWrite', resources: ['s3:GetObject'] } }),
  route(resources.remove, 'functions/api/resources/remove.ts', { needs: { table: 'readWrite', resources: ['s3:DeleteObject'] } }),
  route(resources.download, 'functions/api/resources/download.ts', { needs: { table: 'readWrite', resources: ['s3:GetObject'] } }),
  route(resources.preview, 'functions/api/resources/preview.ts', { needs: { resources: ['s3:GetObject'] } }),
  route(resources.bookmark, 'functions/api/resources/bookmark.ts', { needs: { table: 'readWrite' } }),
  route(resources.unbookmark, 'functions/api/resources/unbookmark.ts', { needs: { table: 'readWrite' } }),
  // The AI expert chat: send (streamed: a function URL in AWS; spends an AI credit unless the
  // user's own key writes the reply; stores the conversation), the history, saved replies,
  // Create Doc from Output (a content draft) and the check of a user's own OpenAI key.
  route(chat.send, 'functions/api/chat/send.ts', { needs: { table: 'readWrite' } }),
  route(chat.listThreads, 'functions/api/chat/list-threads.ts'),
  route(chat.getThread, 'functions/api/chat/get-thread.ts'),
  route(chat.renameThread, 'functions/api/chat/rename-thread.ts', { needs: { table: 'readWrite' } }),
  route(chat.deleteThread, 'functions/api/chat/delete-thread.ts', { needs: { table: 'readWrite' } }),
  route(chat.listSaved, 'functions/api/chat/list-saved.ts'),
  route(chat.saveResponse, 'functions/api/chat/save-response.ts', { needs: { table: 'readWrite' } }),
  route(chat.deleteSaved, 'functions/api/chat/delete-saved.ts', { needs: { table: 'readWrite' } }),
  route(chat.createDoc, 'functions/api/chat/create-doc.ts', { needs: { table: 'readWrite' } }),
  // Reads nothing from the table: one call to OpenAI with the user's key.
  route(chat.verifyKey, 'functions/api/chat/verify-key.ts', { needs: { table: 'none' } }),
  // Publishing: connected accounts (the OAuth flow; tokens sealed by the token vault), the
  // posting schedule, and scheduled posts (each with a one-time schedule or a delayed
  // message on the publish queue; the publish worker below sends them).
  route(publishing.connections, 'functions/api/publishing/list-connections.ts'),
  route(publishing.startConnect, 'functions/api/publishing/start-connection.ts', { needs: { table: 'readWrite', appUrl: true } }),
  route(publishing.completeConnect, 'functions/api/publishing/complete-connection.ts', { needs: { table: 'readWrite', appUrl: true, tokens: true } }),
  route(connectionChoice.chooseAccounts, 'functions/api/publishing/choose-accounts.ts', { needs: { table: 'readWrite', tokens: true } }),
  route(publishing.disconnect, 'functions/api/publishing/disconnect.ts', { needs: { table: 'readWrite', tokens: true } }),
  route(publishing.settings, 'functions/api/publishing/get-settings.ts'),
  route(publishing.saveSettings, 'functions/api/publishing/save-settings.ts', { needs: { table: 'readWrite' } }),
  route(publishing.calendar, 'functions/api/publishing/list-posts.ts'),
  route(publishing.schedule, 'functions/api/publishing/schedule-post.ts', { needs: { table: 'readWrite', scheduler: true, appUrl: true } }),
  route(publishing.get, 'functions/api/publishing/get-post.ts'),
  route(publishing.update, 'functions/api/publishing/update-post.ts', { needs: { table: 'readWrite', scheduler: true, appUrl: true } }),
  route(publishing.remove, 'functions/api/publishing/delete-post.ts', { needs: { table: 'readWrite', scheduler: true } }),
  route(publishing.retry, 'functions/api/publishing/retry-posts.ts', { needs: { table: 'readWrite', scheduler: true } }),
  // Creative studio: renders read the brand kit's logo; images live in the private bucket under studio/{userId}/.
  route(studio.templates, 'functions/api/studio/list-templates.ts'),
  route(studio.suggest, 'functions/api/studio/suggest.ts'),
  // Signs the browser's PUT of `studio/{userId}/photos/{photoId}`; reads nothing from the table.
  route(studio.uploadPhoto, 'functions/api/studio/create-photo-upload.ts', { needs: { table: 'none', resources: ['s3:PutObject'] } }),
  route(studio.preview, 'functions/api/studio/preview.ts', { needs: { logos: ['s3:GetObject'], resources: ['s3:GetObject'], renders: true } }),
  route(studio.save, 'functions/api/studio/save-image.ts', {
    needs: { table: 'readWrite', logos: ['s3:GetObject'], resources: ['s3:GetObject', 's3:PutObject'], renders: true },
  }),
  route(studio.gallery, 'functions/api/studio/list-images.ts', { needs: { resources: ['s3:GetObject'] } }),
  route(studio.get, 'functions/api/studio/get-image.ts', { needs: { resources: ['s3:GetObject'] } }),
  route(studio.update, 'functions/api/studio/update-image.ts', { needs: { table: 'readWrite', resources: ['s3:GetObject'] } }),
  route(studio.download, 'functions/api/studio/download-image.ts', { needs: { resources: ['s3:GetObject'] } }),
  route(studio.remove, 'functions/api/studio/delete-image.ts', { needs: { table: 'readWrite', resources: ['s3:DeleteObject'] } }),
  // The brand's own fonts: files under studio/{userId}/fonts/{fontId}, one item per owner naming them; setting one checks it by drawing with it.
  route(studioFonts.fonts, 'functions/api/studio/get-fonts.ts'),
  route(studioFonts.uploadFont, 'functions/api/studio/create-font-upload.ts', { needs: { resources: ['s3:PutObject'] } }),
  route(studioFonts.setFont, 'functions/api/studio/set-font.ts', { needs: { table: 'readWrite', resources: ['s3:GetObject', 's3:DeleteObject'] } }),
  route(studioFonts.removeFont, 'functions/api/studio/remove-font.ts', { needs: { table: 'readWrite', resources: ['s3:DeleteObject'] } }),
  // Analytics: tracked short links. The public redirect (served on the app's origin at /l/*,
  // HEAD answered uncounted) counts a click with one transaction; the owner's links.
  route(analytics.redirect, 'functions/api/analytics/redirect.ts', { needs: { clicks: true }, answersHead: true }),
  route(analytics.createLink, 'functions/api/analytics/create-link.ts', { needs: { table: 'readWrite', appUrl: true } }),
  route(analytics.listLinks, 'functions/api/analytics/list-links.ts', { needs: { appUrl: true } }),
  route(analytics.getLink, 'functions/api/analytics/get-link.ts', { needs: { appUrl: true } }),
  route(analytics.deleteLink, 'functions/api/analytics/delete-link.ts', { needs: { table: 'readWrite' } }),
  // "Track links" on a newsletter or blog draft: its links made and its body saved with them.
  route(analytics.trackContentLinks, 'functions/api/analytics/track-content-links.ts', { needs: { table: 'readWrite', appUrl: true } }),
  // Analytics: results. Day counters, the posts' latest numbers (pulled hourly by the scheduled job); reads only.
  // The overview keeps what it works out (answered while nothing it was made from changed).
  route(results.overview, 'functions/api/analytics/overview.ts', { needs: { analyticsViews: true } }),
  route(results.breakdowns, 'functions/api/analytics/breakdowns.ts'),
  route(results.post, 'functions/api/analytics/post.ts'),
  // Campaigns (Premium to write; reading stays open after a downgrade).
  route(campaigns.list, 'functions/api/campaigns/list.ts'),
  route(campaigns.create, 'functions/api/campaigns/create.ts', { needs: { table: 'readWrite' } }),
  route(campaigns.get, 'functions/api/campaigns/get.ts'),
  route(campaigns.update, 'functions/api/campaigns/update.ts', { needs: { table: 'readWrite' } }),
  route(campaigns.duplicate, 'functions/api/campaigns/duplicate.ts', { needs: { table: 'readWrite' } }),
  route(campaignProgress.progress, 'functions/api/campaigns/progress.ts'),
  // A campaign's ad copy: generating (the AI writer; an AI credit) and editing need Premium; reading and the CSV stay open.
  route(adCopy.generate, 'functions/api/campaigns/ads-generate.ts', { needs: { table: 'readWrite' } }),
  route(adCopy.get, 'functions/api/campaigns/ads-get.ts'),
  route(adCopy.update, 'functions/api/campaigns/ads-update.ts', { needs: { table: 'readWrite' } }),
  route(adCopy.exportCsv, 'functions/api/campaigns/ads-export.ts'),
  // Brand voice: saving samples, editing the profile and adding a sample check the plan's sample limit and write the owner's one item.
  route(brandVoice.get, 'functions/api/brand-voice/get.ts'),
  route(brandVoice.saveSamples, 'functions/api/brand-voice/save-samples.ts', { needs: { table: 'readWrite' } }),
  route(brandVoice.editProfile, 'functions/api/brand-voice/edit-profile.ts', { needs: { table: 'readWrite' } }),
  route(brandVoice.addSample, 'functions/api/brand-voice/add-sample.ts', { needs: { table: 'readWrite' } }),
  route(brandVoice.score, 'functions/api/brand-voice/score.ts'),
  // SEO outlines: writing one and "Write it" call the AI writer (an AI credit each) and need Premium; reading and deleting stay open.
  route(seoOutlines.create, 'functions/api/seo-outlines/create.ts', { needs: { table: 'readWrite' } }),
  route(seoOutlines.list, 'functions/api/seo-outlines/list.ts'),
  route(seoOutlines.get, 'functions/api/seo-outlines/get.ts'),
  route(seoOutlines.delete, 'functions/api/seo-outlines/delete.ts', { needs: { table: 'readWrite' } }),
  route(seoOutlines.writeDraft, 'functions/api/seo-outlines/write-draft.ts', { needs: { table: 'readWrite' } }),
  // "Plan my next 30 days" (Premium): start spends the credits and starts its workflow; approve schedules the chosen drafts.
  route(contentPlans.start, 'functions/api/content-plans/start.ts', { needs: { table: 'readWrite', workflow: 'startContentPlan' } }),
  route(contentPlans.latest, 'functions/api/content-plans/latest.ts'),
  route(contentPlans.get, 'functions/api/content-plans/get.ts'),
  route(contentPlans.approve, 'functions/api/content-plans/approve.ts', { needs: { table: 'readWrite', scheduler: true, appUrl: true } }),
  route(contentPlans.regenerate, 'functions/api/content-plans/regenerate.ts', { needs: { table: 'readWrite' } }),
  route(contentPlans.move, 'functions/api/content-plans/move.ts', { needs: { table: 'readWrite' } }),
  route(contentPlans.dismiss, 'functions/api/content-plans/dismiss.ts', { needs: { table: 'readWrite' } }),
  route(bulk.start, 'functions/api/bulk/start.ts', { needs: { table: 'readWrite', workflow: 'startBulk' } }),
  route(bulk.latest, 'functions/api/bulk/latest.ts'),
  route(bulk.get, 'functions/api/bulk/get.ts'),
  route(bulk.cancel, 'functions/api/bulk/cancel.ts', { needs: { table: 'readWrite' } }),
  route(bulk.retry, 'functions/api/bulk/retry.ts', { needs: { table: 'readWrite', workflow: 'startBulk' } }),
  route(bulk.regenerate, 'functions/api/bulk/regenerate.ts', { needs: { table: 'readWrite' } }),
  route(bulk.approve, 'functions/api/bulk/approve.ts', { needs: { table: 'readWrite' } }),
  route(bulk.schedule, 'functions/api/bulk/schedule.ts', { needs: { table: 'readWrite', scheduler: true, appUrl: true } }),
  // Client approval links: the owner sends scheduled posts (the link e-mailed), lists and revokes;
  // the client's two public routes count each IP's requests per minute (rateLimit).
  route(approvals.create, 'functions/api/approvals/create.ts', { needs: { table: 'readWrite', appUrl: true, mail: true } }),
  route(approvals.list, 'functions/api/approvals/list.ts'),
  route(approvals.revoke, 'functions/api/approvals/revoke.ts', { needs: { table: 'readWrite' } }),
  route(approvals.getPublic, 'functions/api/approvals/get-public.ts', { needs: { rateLimit: true, resources: ['s3:GetObject'] } }),
  route(approvals.decide, 'functions/api/approvals/decide.ts', { needs: { table: 'readWrite', rateLimit: true, resources: ['s3:GetObject'], webhooks: true } }),
  // Workspaces: the switcher's list,
  // making and renaming one, finishing its onboarding, and the roles in it.
  route(workspaces.list, 'functions/api/workspaces/list.ts'),
  route(workspaces.create, 'functions/api/workspaces/create.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.rename, 'functions/api/workspaces/rename.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.completeOnboarding, 'functions/api/workspaces/complete-onboarding.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.setWhiteLabel, 'functions/api/workspaces/set-white-label.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.setApprovalRule, 'functions/api/workspaces/set-approval-rule.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.setPortalDomain, 'functions/api/workspaces/set-portal-domain.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.members, 'functions/api/workspaces/members.ts'),
  route(workspaces.setRole, 'functions/api/workspaces/set-role.ts', { needs: { table: 'readWrite' } }),
  route(workspaces.removeMember, 'functions/api/workspaces/remove-member.ts', { needs: { table: 'readWrite' } }),
  // Webhooks (Enterprise): endpoints with sealed signing secrets (the token key), and deliveries,
  // which go out through the publish queue (a test event, a redelivery: `webhooks`).
  route(webhooks.list, 'functions/api/webhooks/list.ts'),
  route(webhooks.create, 'functions/api/webhooks/create.ts', { needs: { table: 'readWrite', tokens: true } }),
  route(webhooks.update, 'functions/api/webhooks/update.ts', { needs: { table: 'readWrite' } }),
  route(webhooks.remove, 'functions/api/webhooks/remove.ts', { needs: { table: 'readWrite' } }),
  route(webhooks.rollSecret, 'functions/api/webhooks/roll-secret.ts', { needs: { table: 'readWrite', tokens: true } }),
  route(webhooks.test, 'functions/api/webhooks/test.ts', { needs: { table: 'readWrite', webhooks: true } }),
  route(webhooks.deliveries, 'functions/api/webhooks/deliveries.ts'),
  route(webhooks.redeliver, 'functions/api/webhooks/redeliver.ts', { needs: { table: 'readWrite', webhooks: true } }),
  // The public API: Settings → API's tokens (list, create, revoke, each one's calls) and the
  // OpenAPI document (public). The /v1 routes themselves are the endpoints marked
  // `exposure: 'public'` above (`publicPath`), served by their own handlers.
  route(apiTokens.list, 'functions/api/api-tokens/list.ts'),
  route(apiTokens.create, 'functions/api/api-tokens/create.ts', { needs: { table: 'readWrite' } }),
  route(apiTokens.revoke, 'functions/api/api-tokens/revoke.ts', { needs: { table: 'readWrite' } }),
  route(apiTokens.calls, 'functions/api/api-tokens/calls.ts'),
  route(apiTokens.openApi, 'functions/api/api-tokens/openapi.ts', { needs: { table: 'none' } }),
];

/** Cognito user pool triggers (same modules in AWS and behind cognito-local). */
export const cognitoTriggers = {
  PostConfirmation: 'functions/triggers/post-confirmation.ts',
  CustomMessage: 'functions/triggers/custom-message.ts',
} as const;

export type CognitoTriggerName = keyof typeof cognitoTriggers;

/** Handler run by the hourly EventBridge rule (a timer in the local stack). */
export const scheduledHandler = {
  name: 'Hourly',
  entry: 'functions/triggers/scheduled.ts',
} as const;

/** Publishes due posts from the publish queue (fed by one-time schedules; the local scheduler locally). */
export const publishWorker = { name: 'PublishWorker', entry: 'functions/triggers/publish.ts' } as const;

/** Step Functions task handlers, keyed by the task state name in the workflow. */
export const workflowTasks = {
  LoadBrandKit: 'functions/workflow/load-brand-kit.ts',
  WriteStrategy: 'functions/workflow/write-strategy.ts',
  WritePost: 'functions/workflow/write-post.ts',
  WriteNewsletter: 'functions/workflow/write-newsletter.ts',
  WriteBlog: 'functions/workflow/write-blog.ts',
  AssemblePackage: 'functions/workflow/assemble-package.ts',
  RecordFailure: 'functions/workflow/record-failure.ts',
} as const;

export type WorkflowTaskName = keyof typeof workflowTasks;

/** The project plan workflow's task handlers ("Ask AI to Generate Plan"), keyed by task state name. */
export const planWorkflowTasks = {
  PlanLoadProject: 'functions/workflow/project-plan/load-project.ts',
  PlanProposeTasks: 'functions/workflow/project-plan/propose-tasks.ts',
  PlanStoreProposals: 'functions/workflow/project-plan/store-proposals.ts',
  PlanRecordFailure: 'functions/workflow/project-plan/record-failure.ts',
} as const;

export type PlanWorkflowTaskName = keyof typeof planWorkflowTasks;

/** The "Plan my next 30 days" workflow's task handlers, keyed by task state name. */
export const contentPlanWorkflowTasks = {
  ContentPlanLoadBrief: 'functions/workflow/content-plan/load-brief.ts',
  ContentPlanWriteBatch: 'functions/workflow/content-plan/write-batch.ts',
  ContentPlanStore: 'functions/workflow/content-plan/store-plan.ts',
  ContentPlanRecordFailure: 'functions/workflow/content-plan/record-failure.ts',
} as const;

export type ContentPlanWorkflowTaskName = keyof typeof contentPlanWorkflowTasks;

/** The bulk generation workflow's task handlers, keyed by task state name (one Lambda each). */
export const bulkWorkflowTasks = {
  BulkLoad: 'functions/workflow/bulk/load.ts',
  BulkWriteItem: 'functions/workflow/bulk/write-item.ts',
  BulkItemFailed: 'functions/workflow/bulk/item-failed.ts',
  BulkFinish: 'functions/workflow/bulk/finish.ts',
  BulkRecordFailure: 'functions/workflow/bulk/record-failure.ts',
} as const;

export type BulkWorkflowTaskName = keyof typeof bulkWorkflowTasks;

/**
 * The inline Map's task states (runs of 40 posts or fewer) and the task whose Lambda each
 * invokes: the same as the Distributed Map's (state names are unique across a definition).
 */
export const bulkInlineTaskStates = { BulkWriteItemInline: 'BulkWriteItem', BulkItemFailedInline: 'BulkItemFailed' } as const satisfies Record<
  string,
  BulkWorkflowTaskName
>;

/** Every bulk task state's handler module, the inline twins included (the local stack binds states by name). */
export const bulkTaskStateEntries: Record<string, string> = {
  ...bulkWorkflowTasks,
  ...Object.fromEntries(Object.entries(bulkInlineTaskStates).map(([state, task]) => [state, bulkWorkflowTasks[task]])),
};

/** Matches a request path against a route template; returns path parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/').filter(Boolean);
  const p = path.split('/').filter(Boolean);
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i]!;
    const value = p[i]!;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (seg !== value) {
      return null;
    }
  }
  return params;
}
