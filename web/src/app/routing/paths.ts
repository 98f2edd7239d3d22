// Typed links into Markk: every href and navigate() target is built here from the route
// patterns, with path parameters URL-encoded, instead of strings written by hand.
import type { PaidTier } from '#contracts/plans';
import { BILLING_PATHS } from '../../pages/billing/billing-paths.ts';
import type { SettingsTabId } from '../../pages/settings/settings-tabs.ts';
import { ASSISTANT_PATHS, COMMUNITY_PATHS, CONTENT_PATHS, ROUTE_PATHS } from './route-paths.ts';

/** Fills a react-router pattern: each `:name` becomes its value, URL-encoded (a `/` in an id stays one segment). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`Missing ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

export const paths = {
  dashboard: () => ROUTE_PATHS.dashboard,
  assistant: () => ROUTE_PATHS.assistant,
  /** The chat with one expert (`persona` is a persona id). */
  assistantPersona: (persona: string) => fillPattern(ASSISTANT_PATHS.assistantPersona, { persona }),
  /** One conversation from the chat history. */
  assistantThread: (threadId: string) => fillPattern(ASSISTANT_PATHS.assistantThread, { threadId }),
  community: () => ROUTE_PATHS.community,
  communityChannel: (channel: string) => fillPattern(COMMUNITY_PATHS.channel, { channel }),
  communityPost: (postId: string) => fillPattern(COMMUNITY_PATHS.post, { postId }),
  communityModeration: () => COMMUNITY_PATHS.moderation,
  resources: () => ROUTE_PATHS.resources,
  tasks: () => ROUTE_PATHS.tasks,
  projects: () => ROUTE_PATHS.projects,
  project: (projectId: string) => fillPattern(ROUTE_PATHS.project, { projectId }),
  task: (projectId: string, taskId: string) => fillPattern(ROUTE_PATHS.task, { projectId, taskId }),
  team: () => ROUTE_PATHS.team,
  teamInvite: (token: string) => fillPattern(ROUTE_PATHS.teamInvite, { token }),
  invite: (token: string) => fillPattern(ROUTE_PATHS.invite, { token }),
  share: () => ROUTE_PATHS.share,
  onboarding: () => ROUTE_PATHS.onboarding,
  /** Settings on its first tab, or on `tab` (?tab=account opens Account). */
  settings: (tab?: SettingsTabId) => (tab ? `${ROUTE_PATHS.settings}?tab=${tab}` : ROUTE_PATHS.settings),
  pricing: () => ROUTE_PATHS.pricing,
  auth: () => ROUTE_PATHS.auth,
  content: () => CONTENT_PATHS.content,
  contentItem: (itemId: string) => fillPattern(CONTENT_PATHS.contentItem, { itemId }),
  /** The local billing provider's checkout page for `tier`. */
  checkout: (tier: PaidTier) => `${BILLING_PATHS.checkout}?tier=${tier}`,
  portal: () => BILLING_PATHS.portal,
} as const;
