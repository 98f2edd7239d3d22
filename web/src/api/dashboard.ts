// The dashboard's calls: the one-request summary, mark-all-read and the global search.
import { DashboardSummary } from '#contracts/dashboard';
import { MarkAllReadResponse } from '#contracts/notifications';
import { SearchResults } from '#contracts/search';
import { apiFetch } from './client.ts';

/** The browser's IANA time zone; "this week" starts Monday 00:00 there. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  const timeZone = encodeURIComponent(browserTimeZone());
  return apiFetch(`/dashboard?timeZone=${timeZone}`, { schema: DashboardSummary, signal });
}

export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return apiFetch('/notifications/read-all', { method: 'POST', schema: MarkAllReadResponse });
}

export function search(term: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiFetch(`/search?q=${encodeURIComponent(term)}`, { schema: SearchResults, signal });
}
