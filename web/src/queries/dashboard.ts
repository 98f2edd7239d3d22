// The dashboard's reads and writes: the one-request summary, mark-all-read (which clears
// the "New" labels at once and puts them back if the server refuses) and the global search.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardEndpoints, type DashboardSummary } from '#contracts/dashboard';
import type { SearchResults } from '#contracts/search';
import { call } from '../lib/api-client.ts';
import { browserTimeZone } from '../lib/time-zone.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const dashboardKey = endpointKey(dashboardEndpoints.summary);

export function dashboardSummaryQuery(timeZone: string = browserTimeZone()) {
  return queryOptions({
    queryKey: queryKeyOf(dashboardEndpoints.summary, { query: { timeZone } }),
    queryFn: ({ signal }) => call(dashboardEndpoints.summary, { query: { timeZone } }, { signal }),
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}

/** The summary with every notification read: what the card shows while mark-all-read runs. */
export function withNotificationsRead(summary: DashboardSummary): DashboardSummary {
  return { ...summary, notifications: summary.notifications.map((n) => (n.unread ? { ...n, unread: false } : n)) };
}

type Snapshot = { previous: [readonly unknown[], DashboardSummary | undefined][] };

export function markAllReadMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(dashboardEndpoints.markAllNotificationsRead),
    mutationFn: () => call(dashboardEndpoints.markAllNotificationsRead),
    onMutate: async (): Promise<Snapshot> => {
      // A summary still loading would overwrite the optimistic labels with stale ones.
      await queryClient.cancelQueries({ queryKey: dashboardKey });
      const previous = queryClient.getQueriesData<DashboardSummary>({ queryKey: dashboardKey });
      queryClient.setQueriesData<DashboardSummary>({ queryKey: dashboardKey }, (summary) => summary && withNotificationsRead(summary));
      return { previous };
    },
    onError: (_error: unknown, _variables: void, snapshot: Snapshot | undefined) => {
      for (const [key, summary] of snapshot?.previous ?? []) queryClient.setQueryData(key, summary);
    },
    onSettled: () => invalidate(queryClient, dashboardKey),
  };
}

export function useMarkAllNotificationsRead() {
  return useMutation(markAllReadMutation(useQueryClient()));
}

export const searchKey = (term: string) => queryKeyOf(dashboardEndpoints.search, { query: { q: term } });

/** A term typed again within a minute shows its answer from the cache, without a request. */
export const SEARCH_FRESH_MS = 60_000;

/**
 * The global search's request for `term`, through the cache: the search controller keeps its
 * debounce and one-request-per-term rules, the cache keeps answers across visits. Aborting
 * `signal` (a newer term, or leaving the page) cancels the request.
 */
export function searchThroughCache(queryClient: QueryClient) {
  return (term: string, signal: AbortSignal): Promise<SearchResults> => {
    const queryKey = searchKey(term);
    signal.addEventListener('abort', () => void queryClient.cancelQueries({ queryKey, exact: true }), { once: true });
    return queryClient.fetchQuery({
      queryKey,
      queryFn: ({ signal: querySignal }) => call(dashboardEndpoints.search, { query: { q: term } }, { signal: querySignal }),
      staleTime: SEARCH_FRESH_MS,
      retry: false,
    });
  };
}
