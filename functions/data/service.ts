// The one ElectroDB service over Markk's single table. `createStore` takes the table and
// client so tests can point it at DynamoDB Local; `db()` is the handlers' shared instance.
import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#lib/config';
import { dynamo } from '#lib/clients';
import { buildProfile } from './entities/profile.ts';
import { buildTeam } from './entities/team.ts';
import { buildTeamMember } from './entities/team-member.ts';
import { buildBrandKit } from './entities/brand-kit.ts';
import { buildGenerationRun } from './entities/generation-run.ts';
import { buildContentItem } from './entities/content-item.ts';
import { buildNotification } from './entities/notification.ts';
import { buildProject } from './entities/project.ts';
import { buildTask } from './entities/task.ts';
import { buildPost } from './entities/post.ts';
import { buildResource } from './entities/resource.ts';
import { buildUserStats } from './entities/user-stats.ts';
// Billing and the partner referral programme (issue 5)
import { buildEntitlement } from './entities/entitlement.ts';
import { buildBillingCustomer } from './entities/billing-customer.ts';
import { buildStripeEvent } from './entities/stripe-event.ts';
import { buildViralInvitation } from './entities/viral-invitation.ts';
import { buildReferralStats } from './entities/referral-stats.ts';
import { buildAiUsage } from './entities/ai-usage.ts';
import { buildChatUsage } from './entities/chat-usage.ts';
// Team invitations (issue 13)
import { buildTeamInvitation } from './entities/team-invitation.ts';
// AI plan runs on projects (issue 14)
import { buildPlanRun } from './entities/plan-run.ts';
// Projects shared with the team, timelines and task comments (issue 14)
import { buildProjectGrant } from './entities/project-grant.ts';
import { buildProjectTimeline } from './entities/project-timeline.ts';
import { buildTaskComment } from './entities/task-comment.ts';
// Community forum: replies, reactions, reports and roles (issue 16)
import { buildPostComment } from './entities/post-comment.ts';
import { buildPostReaction } from './entities/post-reaction.ts';
import { buildPostReport } from './entities/post-report.ts';
import { buildUserRole } from './entities/user-role.ts';
// Resources Vault: bookmarks and upload tickets (issue 17)
import { buildResourceBookmark } from './entities/resource-bookmark.ts';
import { buildResourceUpload } from './entities/resource-upload.ts';
// The AI expert chat (issue 15)
import { buildChatThread } from './entities/chat-thread.ts';
import { buildChatMessage } from './entities/chat-message.ts';
import { buildSavedResponse } from './entities/saved-response.ts';
// Retried and concurrent requests (issue 24)
import { buildRequestClaim } from './entities/request-claim.ts';
// Search at scale: the title index (issue 24)
import { buildSearchEntry } from './entities/search-entry.ts';
// Publishing: connected accounts, the posting schedule, scheduled posts (issue 25)
import { buildConnectedAccount } from './entities/connected-account.ts';
import { buildOauthState } from './entities/oauth-state.ts';
import { buildPublishingSettings } from './entities/publishing-settings.ts';
import { buildScheduledPost } from './entities/scheduled-post.ts';
import { buildPublishAttempt } from './entities/publish-attempt.ts';
// Creative studio: the gallery's images (issue 26)
import { buildStudioImage } from './entities/studio-image.ts';
import { buildStudioFonts } from './entities/studio-fonts.ts';
// Analytics: tracked short links, their click counters and click events
import { buildTrackedLink } from './entities/tracked-link.ts';
import { buildLinkCode } from './entities/link-code.ts';
import { buildLinkDay } from './entities/link-day.ts';
import { buildPostMetric } from './entities/post-metric.ts';
import { buildCampaignMonth, buildCampaignScores, buildMetricMonth, buildMetricScores, buildPostMetricDay } from './entities/metrics.ts';
import { buildLinkClick } from './entities/link-click.ts';
import { buildAnalyticsVersion, buildAnalyticsView } from './entities/analytics-view.ts';
import { buildCampaign } from './entities/campaign.ts';
import { buildAdCopy } from './entities/ad-copy.ts';
import { buildBrandVoice } from './entities/brand-voice.ts';
import { buildSeoOutline } from './entities/seo-outline.ts';
// "Plan my next 30 days": the plan run and its posts
import { buildContentPlan } from './entities/content-plan.ts';
import { buildContentPlanItem } from './entities/content-plan-item.ts';
// Client approval links and the public routes' rate counter
import { buildApprovalRequest } from './entities/approval-request.ts';
import { buildApprovalRef } from './entities/approval-ref.ts';
import { buildRateCounter } from './entities/rate-counter.ts';
import { buildBulkRun } from './entities/bulk-run.ts';
import { buildBulkItem } from './entities/bulk-item.ts';
import { buildAiRateBucket } from './entities/ai-rate-bucket.ts';
// Workspaces: a client's brand space and the roles in it (issue 29)
import { buildWorkspace } from './entities/workspace.ts';
import { buildWorkspaceMember } from './entities/workspace-member.ts';
// Webhooks: endpoints a workspace registered and the deliveries to them (issue 30)
import { buildWebhookEndpoint } from './entities/webhook-endpoint.ts';
import { buildWebhookDelivery } from './entities/webhook-delivery.ts';
// The public API: tokens, their audit list and idempotency keys (issue 30)
import { buildApiToken } from './entities/api-token.ts';
import { buildApiCall } from './entities/api-call.ts';
import { buildApiIdempotency } from './entities/api-idempotency.ts';

export function createStore(table: string, client: DynamoDBDocumentClient) {
  return new Service(
    {
      profile: buildProfile(table, client),
      team: buildTeam(table, client),
      teamMember: buildTeamMember(table, client),
      brandKit: buildBrandKit(table, client),
      generationRun: buildGenerationRun(table, client),
      contentItem: buildContentItem(table, client),
      notification: buildNotification(table, client),
      project: buildProject(table, client),
      task: buildTask(table, client),
      post: buildPost(table, client),
      resource: buildResource(table, client),
      userStats: buildUserStats(table, client),
      entitlement: buildEntitlement(table, client),
      billingCustomer: buildBillingCustomer(table, client),
      stripeEvent: buildStripeEvent(table, client),
      requestClaim: buildRequestClaim(table, client),
      searchEntry: buildSearchEntry(table, client),
      viralInvitation: buildViralInvitation(table, client),
      referralStats: buildReferralStats(table, client),
      aiUsage: buildAiUsage(table, client),
      chatUsage: buildChatUsage(table, client),
      teamInvitation: buildTeamInvitation(table, client),
      planRun: buildPlanRun(table, client),
      projectGrant: buildProjectGrant(table, client),
      projectTimeline: buildProjectTimeline(table, client),
      taskComment: buildTaskComment(table, client),
      postComment: buildPostComment(table, client),
      postReaction: buildPostReaction(table, client),
      postReport: buildPostReport(table, client),
      userRole: buildUserRole(table, client),
      resourceBookmark: buildResourceBookmark(table, client),
      resourceUpload: buildResourceUpload(table, client),
      chatThread: buildChatThread(table, client),
      chatMessage: buildChatMessage(table, client),
      savedResponse: buildSavedResponse(table, client),
      connectedAccount: buildConnectedAccount(table, client),
      oauthState: buildOauthState(table, client),
      publishingSettings: buildPublishingSettings(table, client),
      scheduledPost: buildScheduledPost(table, client),
      publishAttempt: buildPublishAttempt(table, client),
      studioImage: buildStudioImage(table, client),
      studioFonts: buildStudioFonts(table, client),
      trackedLink: buildTrackedLink(table, client),
      linkCode: buildLinkCode(table, client),
      linkDay: buildLinkDay(table, client),
      postMetric: buildPostMetric(table, client),
      metricMonth: buildMetricMonth(table, client),
      metricScores: buildMetricScores(table, client),
      campaignMonth: buildCampaignMonth(table, client),
      campaignScores: buildCampaignScores(table, client),
      postMetricDay: buildPostMetricDay(table, client),
      linkClick: buildLinkClick(table, client),
      analyticsVersion: buildAnalyticsVersion(table, client),
      analyticsView: buildAnalyticsView(table, client),
      campaign: buildCampaign(table, client),
      adCopy: buildAdCopy(table, client),
      brandVoice: buildBrandVoice(table, client),
      seoOutline: buildSeoOutline(table, client),
      contentPlan: buildContentPlan(table, client),
      contentPlanItem: buildContentPlanItem(table, client),
      approvalRequest: buildApprovalRequest(table, client),
      approvalRef: buildApprovalRef(table, client),
      rateCounter: buildRateCounter(table, client),
      bulkRun: buildBulkRun(table, client),
      bulkItem: buildBulkItem(table, client),
      aiRateBucket: buildAiRateBucket(table, client),
      workspace: buildWorkspace(table, client),
      workspaceMember: buildWorkspaceMember(table, client),
      webhookEndpoint: buildWebhookEndpoint(table, client),
      webhookDelivery: buildWebhookDelivery(table, client),
      apiToken: buildApiToken(table, client),
      apiCall: buildApiCall(table, client),
      apiIdempotency: buildApiIdempotency(table, client),
    },
    { table, client },
  );
}

export type Store = ReturnType<typeof createStore>;

let store: Store | undefined;

export function db(): Store {
  store ??= createStore(config().TABLE_NAME, dynamo());
  return store;
}
