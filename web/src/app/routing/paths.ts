// Typed links into Markk: every href and navigate() target is built here from the route
// patterns, with path parameters URL-encoded, instead of strings written by hand.
import { generatePath } from 'react-router-dom';
import type { PaidTier } from '#contracts/plans';
import { BILLING_PATHS } from '../../pages/billing/billing-paths.ts';
import type { SettingsTabId } from '../../pages/settings/settings-tabs.ts';
import {
  ANALYTICS_PATHS,
  ASSISTANT_PATHS,
  CAMPAIGN_PATHS,
  COMMUNITY_PATHS,
  CONTENT_PATHS,
  PUBLISHING_PATHS,
  ROUTE_PATHS,
  STUDIO_PATHS,
} from './route-paths.ts';

/**
 * A link to `pattern` with its parameters, URL-encoded by react-router's `generatePath` (a `/`
 * in an id stays one segment). An empty parameter is refused: it would link to another page.
 */
function linkTo(pattern: string, params: Record<string, string>): string {
  for (const [name, value] of Object.entries(params)) if (!value) throw new Error(`Missing ${name} for ${pattern}`);
  return generatePath(pattern, params);
}

export const paths = {
  dashboard: () => ROUTE_PATHS.dashboard,
  assistant: () => ROUTE_PATHS.assistant,
  /** The chat with one expert (`persona` is a persona id). */
  assistantPersona: (persona: string) => linkTo(ASSISTANT_PATHS.assistantPersona, { persona }),
  /** One conversation from the chat history. */
  assistantThread: (threadId: string) => linkTo(ASSISTANT_PATHS.assistantThread, { threadId }),
  community: () => ROUTE_PATHS.community,
  communityChannel: (channel: string) => linkTo(COMMUNITY_PATHS.channel, { channel }),
  communityPost: (postId: string) => linkTo(COMMUNITY_PATHS.post, { postId }),
  communityModeration: () => COMMUNITY_PATHS.moderation,
  resources: () => ROUTE_PATHS.resources,
  tasks: () => ROUTE_PATHS.tasks,
  projects: () => ROUTE_PATHS.projects,
  project: (projectId: string) => linkTo(ROUTE_PATHS.project, { projectId }),
  task: (projectId: string, taskId: string) => linkTo(ROUTE_PATHS.task, { projectId, taskId }),
  team: () => ROUTE_PATHS.team,
  teamInvite: (token: string) => linkTo(ROUTE_PATHS.teamInvite, { token }),
  invite: (token: string) => linkTo(ROUTE_PATHS.invite, { token }),
  share: () => ROUTE_PATHS.share,
  onboarding: () => ROUTE_PATHS.onboarding,
  /** Settings on its first tab, or on `tab` (?tab=account opens Account). */
  settings: (tab?: SettingsTabId) => (tab ? `${ROUTE_PATHS.settings}?tab=${tab}` : ROUTE_PATHS.settings),
  pricing: () => ROUTE_PATHS.pricing,
  auth: () => ROUTE_PATHS.auth,
  content: () => CONTENT_PATHS.content,
  contentItem: (itemId: string) => linkTo(CONTENT_PATHS.contentItem, { itemId }),
  seoOutlines: () => CONTENT_PATHS.seoOutlines,
  bulk: () => CONTENT_PATHS.bulk,
  /** The creative studio; with `itemId`, "Create image" for that post. */
  studio: (itemId?: string) => (itemId ? `${STUDIO_PATHS.studio}?item=${encodeURIComponent(itemId)}` : STUDIO_PATHS.studio),
  /** The creative studio with `campaignId` chosen as the campaign its images are saved in. */
  studioForCampaign: (campaignId: string) => `${STUDIO_PATHS.studio}?campaign=${encodeURIComponent(campaignId)}`,
  calendar: () => PUBLISHING_PATHS.calendar,
  contentPlan: () => PUBLISHING_PATHS.contentPlan,
  analytics: () => ANALYTICS_PATHS.analytics,
  campaigns: () => CAMPAIGN_PATHS.campaigns,
  campaignNew: () => CAMPAIGN_PATHS.campaignNew,
  campaign: (campaignId: string) => linkTo(CAMPAIGN_PATHS.campaign, { campaignId }),
  connectionsCallback: () => PUBLISHING_PATHS.connectionsCallback,
  /** The local billing provider's checkout page for `tier`. */
  checkout: (tier: PaidTier) => `${BILLING_PATHS.checkout}?tier=${tier}`,
  portal: () => BILLING_PATHS.portal,
} as const;
