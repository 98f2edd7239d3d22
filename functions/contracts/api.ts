// Every HTTP endpoint of Markk, from the area contracts: the route table maps each to its
// handler, and a test fails when an endpoint has no route or a route no endpoint.
import type { AnyEndpoint } from './endpoint.ts';
import { billingEndpoints } from './billing.ts';
import { chatEndpoints } from './chat.ts';
import { brandKitEndpoints } from './brand-kit.ts';
import { contentEndpoints } from './content.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { generationEndpoints } from './generation.ts';
import { meEndpoints } from './me.ts';
import { projectAiEndpoints } from './project-ai.ts';
import { projectEndpoints } from './projects.ts';
import { taskEndpoints } from './tasks.ts';
import { teamEndpoints } from './team.ts';
import { viralInviteEndpoints } from './viral-invites.ts';
import { communityEndpoints } from './community.ts';
import { resourceEndpoints } from './resources.ts';
import { publishingEndpoints } from './publishing.ts';
import { connectionChoiceEndpoints } from './connection-choice.ts';
import { studioEndpoints } from './studio.ts';
import { studioFontEndpoints } from './studio-fonts.ts';
import { analyticsEndpoints } from './analytics.ts';
import { analyticsOverviewEndpoints } from './analytics-overview.ts';
import { campaignEndpoints } from './campaigns.ts';
import { campaignProgressEndpoints } from './campaign-progress.ts';
import { adCopyEndpoints } from './ad-copy.ts';
import { brandVoiceEndpoints } from './brand-voice.ts';
import { seoOutlineEndpoints } from './seo-outlines.ts';
import { contentPlanEndpoints } from './content-plan.ts';
import { bulkEndpoints } from './bulk.ts';
import { approvalEndpoints } from './approvals.ts';
import { workspaceEndpoints } from './workspaces.ts';
import { webhookEndpoints } from './webhooks.ts';
import { apiTokenEndpoints } from './api-tokens.ts';

export const allEndpoints: readonly AnyEndpoint[] = [
  ...Object.values(meEndpoints),
  ...Object.values(brandKitEndpoints),
  ...Object.values(generationEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(dashboardEndpoints),
  ...Object.values(billingEndpoints),
  ...Object.values(viralInviteEndpoints),
  ...Object.values(teamEndpoints),
  ...Object.values(projectEndpoints),
  ...Object.values(taskEndpoints),
  ...Object.values(projectAiEndpoints),
  ...Object.values(communityEndpoints),
  ...Object.values(resourceEndpoints),
  ...Object.values(chatEndpoints),
  ...Object.values(publishingEndpoints),
  ...Object.values(connectionChoiceEndpoints),
  ...Object.values(studioEndpoints),
  ...Object.values(studioFontEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(analyticsOverviewEndpoints),
  ...Object.values(campaignEndpoints),
  ...Object.values(campaignProgressEndpoints),
  ...Object.values(adCopyEndpoints),
  ...Object.values(brandVoiceEndpoints),
  ...Object.values(seoOutlineEndpoints),
  ...Object.values(contentPlanEndpoints),
  ...Object.values(bulkEndpoints),
  ...Object.values(approvalEndpoints),
  ...Object.values(workspaceEndpoints),
  ...Object.values(webhookEndpoints),
  ...Object.values(apiTokenEndpoints),
];
