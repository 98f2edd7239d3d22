// Every route of the signed-in application (spec 2 "Route list") and where the onboarding gate applies.
import type { MeResponse } from '#contracts/me';

export const ROUTE_PATHS = {
  dashboard: '/',
  assistant: '/assistant',
  community: '/community',
  resources: '/resources',
  tasks: '/tasks',
  projects: '/projects',
  project: '/projects/:projectId',
  task: '/projects/:projectId/tasks/:taskId',
  team: '/team',
  teamInvite: '/team-invite/:token',
  invite: '/invite/:token',
  share: '/share',
  onboarding: '/onboarding',
  settings: '/settings',
  pricing: '/pricing',
  auth: '/auth',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Beyond the spec's list: where the drafts Approve & Publish creates are read and edited. */
export const CONTENT_PATHS = {
  content: '/content',
  contentItem: '/content/:itemId',
  /** SEO outlines (Premium): reached from the Content page, not the sidebar. */
  seoOutlines: '/content/seo',
  /** Bulk generation (Enterprise): reached from the Content page, not the sidebar. */
  bulk: '/content/bulk',
} as const;

/** Publishing (issue 25): the content calendar, and where a network's sign-in screens return. */
export const PUBLISHING_PATHS = {
  calendar: '/calendar',
  /** "Plan my next 30 days" (Premium): start a plan and review its drafts. */
  contentPlan: '/calendar/plan',
  connectionsCallback: '/connections/callback',
} as const;

/** The creative studio (issue 26): templates, the editor with its live preview, and the gallery. */
export const STUDIO_PATHS = {
  studio: '/studio',
} as const;

/** Analytics: tracked short links (the first part of /analytics). */
export const ANALYTICS_PATHS = {
  analytics: '/analytics',
} as const;

/** Campaigns (Premium, issue 28): the list, a new campaign's form, and one campaign. */
export const CAMPAIGN_PATHS = {
  campaigns: '/campaigns',
  campaignNew: '/campaigns/new',
  campaign: '/campaigns/:campaignId',
} as const;

/** Beyond the spec's list: a community channel, one post, and the moderators' review queue. */
export const COMMUNITY_PATHS = {
  channel: '/community/:channel',
  post: '/community/posts/:postId',
  moderation: '/community/moderation',
} as const;

/** The public API's reference (issue 30), generated from its OpenAPI document: public, like /pricing. */
export const DOCS_PATHS = {
  apiDocs: '/docs/api',
} as const;

/** The AI Assistant's deep links: an expert's chat, and a conversation from the history (both survive a reload). */
export const ASSISTANT_PATHS = {
  assistantPersona: '/assistant/:persona',
  assistantThread: '/assistant/threads/:threadId',
} as const;

/** What the onboarding gate reads from the profile. */
export type OnboardingState = Pick<MeResponse, 'onboardingCompletedAt'> & Partial<Pick<MeResponse, 'joinedByTeamInvite'>>;

/**
 * Spec 4, and spec 02 §7 "Onboarding gate": a user who has not finished onboarding needs it —
 * unless they joined a team through an invitation (the team's brand is set up already).
 */
export function needsOnboarding(me: OnboardingState): boolean {
  return !me.onboardingCompletedAt && !me.joinedByTeamInvite;
}

/** Until onboarding is complete (or skipped), the dashboard sends the user to the wizard; other pages stay reachable. */
export function onboardingRedirect(pathname: string, me: OnboardingState): string | null {
  return pathname === ROUTE_PATHS.dashboard && needsOnboarding(me) ? ROUTE_PATHS.onboarding : null;
}
