// The dashboard's calls: the one-request summary, mark-all-read and the global search.
import { dashboardEndpoints, type DashboardSummary } from '#contracts/dashboard';
import type { MarkAllReadResponse } from '#contracts/notifications';
import type { SearchResults } from '#contracts/search';
import { call } from './client.ts';

/** The browser's IANA time zone; "this week" starts Monday 00:00 there. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return call(dashboardEndpoints.summary, { query: { timeZone: browserTimeZone() } }, { signal });
}

export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return call(dashboardEndpoints.markAllNotificationsRead);
}

export function search(term: string, signal?: AbortSignal): Promise<SearchResults> {
  return call(dashboardEndpoints.search, { query: { q: term } }, { signal });
}
