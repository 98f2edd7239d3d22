// Bulk generation. One hook per endpoint; a run is polled while it writes, and a write puts what
// it answers in the cache (scheduling also changes the calendar and campaigns).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bulkEndpoints,
  type ApproveBulkBody,
  type BulkItem,
  type BulkRun,
  type RetryBulkBody,
  type ScheduleBulkBody,
  type StartBulkBody,
} from '#contracts/bulk';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate } from './keys.ts';

/** How often a running run is looked at. */
const POLL_MS = 1000;

export const latestBulkRunKey = endpointKey(bulkEndpoints.latest);
export const bulkRunKey = (runId: string) => [...endpointKey(bulkEndpoints.get), runId];

export function useLatestBulkRun(enabled = true) {
  return useQuery({
    queryKey: latestBulkRunKey,
    queryFn: ({ signal }) => call(bulkEndpoints.latest, {}, { signal }),
    enabled,
  });
}

/** A run, polled until it stops running. */
export function useBulkRun(runId: string | null) {
  return useQuery({
    queryKey: bulkRunKey(runId ?? ''),
    queryFn: ({ signal }) => call(bulkEndpoints.get, { params: { runId: runId! } }, { signal }),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.run.status === 'running' ? POLL_MS : false),
  });
}

function runWritten(queryClient: QueryClient, run: BulkRun) {
  queryClient.setQueryData(bulkRunKey(run.runId), { run });
  invalidate(queryClient, latestBulkRunKey);
}

export function useStartBulkRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(bulkEndpoints.start),
    mutationFn: (body: StartBulkBody) => call(bulkEndpoints.start, { body }),
    onSuccess: ({ run }) => runWritten(queryClient, run),
  });
}

export function useCancelBulkRun(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(bulkEndpoints.cancel),
    mutationFn: () => call(bulkEndpoints.cancel, { params: { runId } }),
    onSuccess: ({ run }) => runWritten(queryClient, run),
  });
}

export function useRetryBulkRun(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(bulkEndpoints.retry),
    mutationFn: (body: RetryBulkBody) => call(bulkEndpoints.retry, { params: { runId }, body }),
    onSuccess: ({ run }) => runWritten(queryClient, run),
  });
}

export function useApproveBulkItems(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(bulkEndpoints.approve),
    mutationFn: (body: ApproveBulkBody) => call(bulkEndpoints.approve, { params: { runId }, body }),
    onSuccess: ({ run }) => runWritten(queryClient, run),
  });
}

export function useScheduleBulkItems(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(bulkEndpoints.schedule),
    mutationFn: (body: ScheduleBulkBody) => call(bulkEndpoints.schedule, { params: { runId }, body }),
    onSuccess: ({ run }) => runWritten(queryClient, run),
    // The scheduled drafts are posts now: the calendar and campaigns show them.
    onSettled: () => invalidate(queryClient, ['publishing'], ['campaigns']),
  });
}

export function useRegenerateBulkItem(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(bulkEndpoints.regenerate),
    mutationFn: (index: number) => call(bulkEndpoints.regenerate, { params: { runId, index: String(index) } }),
    onSuccess: ({ item }) => {
      const withItem = (run: BulkRun): BulkRun => ({ ...run, items: run.items.map((i: BulkItem) => (i.index === item.index ? item : i)) });
      queryClient.setQueryData<{ run: BulkRun }>(bulkRunKey(runId), (old) => (old ? { run: withItem(old.run) } : old));
    },
  });
}
