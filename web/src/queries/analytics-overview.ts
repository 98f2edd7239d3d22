// Analytics results: the overview of a range (every plan), its breakdowns and a post's detail
// (Premium; a Growth owner gets a 402 with the reason). One hook per endpoint, keyed by range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsOverviewEndpoints, type BreakdownsQuery, type OverviewQuery } from '#contracts/analytics-overview';
import { ApiError, call } from '../lib/api-client.ts';
import { queryKeyOf } from './keys.ts';

/** A refusal because of the plan (HTTP 402): its message says what Premium adds. */
export const isPlanLimit = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 402;

export function analyticsOverviewQuery(range: OverviewQuery) {
  return queryOptions({
    queryKey: queryKeyOf(analyticsOverviewEndpoints.overview, { query: range }),
    queryFn: ({ signal }) => call(analyticsOverviewEndpoints.overview, { query: range }, { signal }),
  });
}

/** The overview of `range` (of one campaign's posts and links with its id); while another range loads, the last one stays on screen (`isPlaceholderData`). */
export function useAnalyticsOverview(range: OverviewQuery) {
  return useQuery({ ...analyticsOverviewQuery(range), placeholderData: keepPreviousData });
}

/** The breakdowns and best times of `range` (of one campaign's posts with its id), asked only when the plan includes them. */
export function useAnalyticsBreakdowns(range: BreakdownsQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(analyticsOverviewEndpoints.breakdowns, { query: range }),
    queryFn: ({ signal }) => call(analyticsOverviewEndpoints.breakdowns, { query: range }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One post's results per account and over its first 30 days; nothing is asked while `postId` is null. */
export function usePostAnalytics(postId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(analyticsOverviewEndpoints.post, { params: { postId: postId ?? '' } }),
    queryFn: ({ signal }) => call(analyticsOverviewEndpoints.post, { params: { postId: postId! } }, { signal }),
    enabled: postId !== null,
  });
}
