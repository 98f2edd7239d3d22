// Publishing: connected accounts, the posting schedule and time zone, and scheduled posts on
// the calendar. One hook per endpoint. A write marks stale what it changes: the calendar for
// any post, the settings' next free slot when a post takes or frees one, the connections when
// an account comes or goes. The calendar polls every 5 s while a post it shows is about to go
// out or going out, so a user watching sees it turn published.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Network } from '#contracts/connected-accounts';
import { connectionChoiceEndpoints, type ChooseAccountsBody } from '#contracts/connection-choice';
import {
  publishingEndpoints,
  type CalendarQuery,
  type CompleteConnectBody,
  type PublishingSettings,
  type PublishingSettingsResponse,
  type ScheduledPostView,
  type SchedulePostBody,
  type StartConnectBody,
  type UpdatePostBody,
} from '#contracts/publishing';
import { call } from '../lib/api-client.ts';
import { calendarPollInterval } from '../lib/publishing.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';
import { campaignProgressEndpoints } from '#contracts/campaign-progress';

export const connectionsKey = endpointKey(publishingEndpoints.connections);
export const publishingSettingsKey = endpointKey(publishingEndpoints.settings);
/** Every range and filter of the calendar. */
export const calendarKey = endpointKey(publishingEndpoints.calendar);
export const calendarRangeKey = (query: CalendarQuery) => queryKeyOf(publishingEndpoints.calendar, { query });
export const scheduledPostKey = (postId: string) => queryKeyOf(publishingEndpoints.get, { params: { postId } });

export const connectionsQuery = () =>
  queryOptions({ queryKey: connectionsKey, queryFn: ({ signal }) => call(publishingEndpoints.connections, {}, { signal }) });

export function useConnections() {
  return useQuery(connectionsQuery());
}

export const publishingSettingsQuery = () =>
  queryOptions({ queryKey: publishingSettingsKey, queryFn: ({ signal }) => call(publishingEndpoints.settings, {}, { signal }) });

export function usePublishingSettings() {
  return useQuery(publishingSettingsQuery());
}

export const calendarQuery = (query: CalendarQuery) =>
  queryOptions({
    queryKey: calendarRangeKey(query),
    queryFn: async ({ signal }) => (await call(publishingEndpoints.calendar, { query }, { signal })).posts,
    refetchInterval: (q) => calendarPollInterval(q.state.data, Date.now()),
    // Moving between months shows the last range until the next one is read, not a blank grid.
    placeholderData: keepPreviousData,
  });

export function useCalendar(query: CalendarQuery | null) {
  return useQuery({ ...calendarQuery(query ?? { from: '', to: '' }), enabled: query !== null });
}

export const scheduledPostQuery = (postId: string) =>
  queryOptions({
    queryKey: scheduledPostKey(postId),
    queryFn: async ({ signal }) => (await call(publishingEndpoints.get, { params: { postId } }, { signal })).post,
  });

export function useScheduledPost(postId: string | null) {
  return useQuery({ ...scheduledPostQuery(postId ?? ''), enabled: postId !== null });
}

export function startConnectMutation() {
  return {
    mutationKey: endpointKey(publishingEndpoints.startConnect),
    mutationFn: ({ network, from }: { network: Network; from: NonNullable<StartConnectBody['from']> }) =>
      call(publishingEndpoints.startConnect, { body: { network, from } }),
  };
}

export function useStartConnect() {
  return useMutation(startConnectMutation());
}

export function completeConnectMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.completeConnect),
    mutationFn: (body: CompleteConnectBody) => call(publishingEndpoints.completeConnect, { body }),
    onSettled: () => invalidate(queryClient, connectionsKey),
  };
}

export function useCompleteConnect() {
  return useMutation(completeConnectMutation(useQueryClient()));
}

export function chooseAccountsMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(connectionChoiceEndpoints.chooseAccounts),
    mutationFn: (body: ChooseAccountsBody) => call(connectionChoiceEndpoints.chooseAccounts, { body }),
    onSettled: () => invalidate(queryClient, connectionsKey),
  };
}

export function useChooseAccounts() {
  return useMutation(chooseAccountsMutation(useQueryClient()));
}

export function disconnectMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.disconnect),
    mutationFn: async (accountId: string): Promise<void> => {
      await call(publishingEndpoints.disconnect, { params: { accountId } });
    },
    // Posts planned for the account lose it as a target.
    onSettled: () => invalidate(queryClient, connectionsKey, calendarKey),
  };
}

export function useDisconnect() {
  return useMutation(disconnectMutation(useQueryClient()));
}

export function saveSettingsMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.saveSettings),
    mutationFn: (body: PublishingSettings) => call(publishingEndpoints.saveSettings, { body }),
    onSuccess: (settings: PublishingSettingsResponse) => queryClient.setQueryData(publishingSettingsKey, settings),
    // The calendar is drawn in the settings' zone.
    onSettled: () => invalidate(queryClient, publishingSettingsKey, calendarKey),
  };
}

export function useSavePublishingSettings() {
  return useMutation(saveSettingsMutation(useQueryClient()));
}

/** A post scheduled, edited, moved or deleted: the calendar, the next free slot and the campaigns' progress change. */
const postsChanged = (queryClient: QueryClient) => invalidate(queryClient, calendarKey, publishingSettingsKey, endpointKey(campaignProgressEndpoints.progress));

export function schedulePostMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.schedule),
    mutationFn: async (body: SchedulePostBody) => (await call(publishingEndpoints.schedule, { body })).post,
    onSuccess: (post: ScheduledPostView) => queryClient.setQueryData(scheduledPostKey(post.id), post),
    onSettled: () => postsChanged(queryClient),
  };
}

export function useSchedulePost() {
  return useMutation(schedulePostMutation(useQueryClient()));
}

export function updatePostMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.update),
    mutationFn: async ({ postId, update }: { postId: string; update: UpdatePostBody }) =>
      (await call(publishingEndpoints.update, { params: { postId }, body: update })).post,
    onSuccess: (post: ScheduledPostView) => queryClient.setQueryData(scheduledPostKey(post.id), post),
    onSettled: () => postsChanged(queryClient),
  };
}

export function useUpdatePost() {
  return useMutation(updatePostMutation(useQueryClient()));
}

export function deletePostMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.remove),
    mutationFn: (postId: string) => call(publishingEndpoints.remove, { params: { postId } }),
    onSuccess: (_result: unknown, postId: string) => queryClient.removeQueries({ queryKey: scheduledPostKey(postId) }),
    onSettled: () => postsChanged(queryClient),
  };
}

export function useDeletePost() {
  return useMutation(deletePostMutation(useQueryClient()));
}

export function retryPostsMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(publishingEndpoints.retry),
    mutationFn: async (postIds: string[]) => (await call(publishingEndpoints.retry, { body: { postIds } })).posts,
    onSuccess: (posts: ScheduledPostView[]) => {
      for (const post of posts) queryClient.setQueryData(scheduledPostKey(post.id), post);
    },
    onSettled: () => invalidate(queryClient, calendarKey),
  };
}

export function useRetryPosts() {
  return useMutation(retryPostsMutation(useQueryClient()));
}
